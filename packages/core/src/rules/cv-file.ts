import { CV_FILE } from './constants.js';
import type { FieldError } from './messages.js';

/** The CV limit as people read it (and as `fileTooLarge`'s `params.max` carries it), in MB. */
export const CV_MAX_MEGABYTES = CV_FILE.maxBytes / (1024 * 1024);

/** The lower-cased extension of a file name when it is one a CV may have, else null. */
export function cvExtension(fileName: string): (typeof CV_FILE.extensions)[number] | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return CV_FILE.extensions.find((allowed) => allowed === extension) ?? null;
}

/**
 * What is wrong with a CV by its name and size, or null: the screen says it as soon as a file is
 * chosen (before any upload) and the API refuses the same files with this rule. Whether the bytes
 * really are the type the name says is for the API alone (it holds the bytes).
 *
 * @example cvFileError({ name: 'cv.pdf', size: 6 * 1024 * 1024 }) // { key: 'fileTooLarge', params: { max: 5 } }
 */
export function cvFileError(file: { name: string; size: number }): FieldError | null {
  if (cvExtension(file.name) === null) return { key: 'fileType' };
  if (file.size > CV_FILE.maxBytes) {
    return { key: 'fileTooLarge', params: { max: CV_MAX_MEGABYTES } };
  }
  return null;
}
