/**
 * A standalone SVG document as text, for the sample pictures of stories and tests (they become
 * `data:image/svg+xml` URLs an `<img>` loads, so they never use the network). Drawings on the page
 * are the icon components; this is the one other place that writes an svg root.
 *
 * @param attributes the root's attributes besides the namespace, e.g. `viewBox="0 0 64 64"`
 * @param body the drawing's elements
 * @example `data:image/svg+xml,${encodeURIComponent(svgDocument('viewBox="0 0 64 64"', '<rect width="64" height="64" fill="#f3f4f6"/>'))}`
 */
export function svgDocument(attributes: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;
}
