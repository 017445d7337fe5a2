import { notFound } from '../lib/locale.js';

/** Any path that is not a page of the shop: the 404 page with status 404 (SPEC §2). */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
