import { cvExtension, type CV_FILE } from '@shop/core/rules';

export type CvExtension = (typeof CV_FILE.extensions)[number];

/** A CV whose bytes were recognised: what it is, whatever the client declared. */
export interface CvType {
  extension: CvExtension;
  /** The media type it is stored and served with (decided here, never the declared one). */
  contentType: string;
}

const CONTENT_TYPES: Record<CvExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
};

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const RTF = Buffer.from('{\\rtf', 'latin1');
/** Every OOXML package (docx) has this part; zip entry names are stored uncompressed. */
const OOXML_CONTENT_TYPES = Buffer.from('[Content_Types].xml', 'latin1');
const ODT_MIMETYPE = Buffer.from('mimetype', 'latin1');
const ODT_MEDIA_TYPE = Buffer.from(CONTENT_TYPES.odt, 'latin1');

function startsWith(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}

/**
 * ODF requires the first zip entry to be an uncompressed `mimetype` holding the document's media
 * type: read it from the local file header (name length at 26, extra length at 28, name at 30).
 */
function isOdt(bytes: Buffer): boolean {
  if (bytes.length < 30) return false;
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  const name = bytes.subarray(30, 30 + nameLength);
  const dataStart = 30 + nameLength + extraLength;
  const data = bytes.subarray(dataStart, dataStart + ODT_MEDIA_TYPE.length);
  return name.equals(ODT_MIMETYPE) && data.equals(ODT_MEDIA_TYPE);
}

/** Whether the bytes look like a document of this kind (the magic numbers of each format). */
function bytesMatch(extension: CvExtension, bytes: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, PDF);
    case 'doc':
      return startsWith(bytes, OLE2);
    case 'docx':
      return startsWith(bytes, ZIP_LOCAL_HEADER) && bytes.includes(OOXML_CONTENT_TYPES);
    case 'odt':
      return startsWith(bytes, ZIP_LOCAL_HEADER) && isOdt(bytes);
    case 'rtf':
      return startsWith(bytes, RTF);
  }
}

/**
 * What a CV is, or undefined when it is not one the shop accepts. Both the name's extension and
 * the file's first bytes must agree: the declared Content-Type is the client's word, and neither
 * an executable renamed `.pdf` nor a real PDF renamed `.doc` may reach the staff's computers as a
 * document they would open with confidence.
 */
export function detectCvType(fileName: string, bytes: Buffer): CvType | undefined {
  // The extension by core's rule, the one the screen checks before upload.
  const extension = cvExtension(fileName);
  if (extension === null || !bytesMatch(extension, bytes)) return undefined;
  return { extension, contentType: CONTENT_TYPES[extension] };
}

/** Longest file name kept; longer ones keep their end, where the extension is. */
const MAX_FILE_NAME = 200;

/**
 * The file name as it is stored and later shown to the staff: without a path (some browsers send
 * one), control characters or an unbounded length.
 */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.length > MAX_FILE_NAME ? printable.slice(-MAX_FILE_NAME) : printable;
}
