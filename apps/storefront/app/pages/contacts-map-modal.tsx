import { MapModal, type MapModalProps } from '@shop/ui/components/map-modal';
// Modal finds its place in the shell's modal stack (useOptionalModalStack), whose provider the
// shell's account state holds. Importing that module here (already loaded by every page) tells
// the bundler this chunk comes after the shell: without it the stack's code is split out of the
// shell's chunk into a chunk of its own that every page loads first (+0.35 KiB, js-budget).
import '../shell/account/account-state.js';

/** The contacts page's map dialog, loaded with its first opening. */
export default function ContactsMapModal(props: MapModalProps) {
  return <MapModal {...props} />;
}
