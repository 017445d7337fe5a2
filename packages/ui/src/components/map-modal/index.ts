export { MapModal } from './map-modal.js';
export type { MapModalProps } from './map-modal.js';
