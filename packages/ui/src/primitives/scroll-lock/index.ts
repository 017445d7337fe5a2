export { ScrollLock, useScrollLock } from './scroll-lock.js';
export type { ScrollLockProps } from './scroll-lock.js';
