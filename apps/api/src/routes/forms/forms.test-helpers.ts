import { crc32 } from 'node:zlib';

/** A part of a hand-built multipart body: a text field, or a file with its name and bytes. */
export type Part =
  | { name: string; value: string }
  | { name: string; fileName?: string; contentType?: string; content: Buffer };

export const BOUNDARY = '----shop-test-boundary-7MA4YWxkTrZu0gW';

/**
 * A multipart/form-data body as a browser sends it, built by hand so that tests control every
 * byte (and can break it on purpose).
 */
export function multipartBody(
  parts: readonly Part[],
  boundary = BOUNDARY,
): { body: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('content' in part) {
      if (part.fileName !== undefined) head += `; filename="${part.fileName}"`;
      head += `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'utf8'));
    chunks.push('content' in part ? part.content : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A zip of stored (uncompressed) entries, the shape of a docx or odt as far as CV checks go. */
export function storedZip(entries: readonly [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const content = Buffer.from(text, 'utf8');
    const checksum = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, content);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Small files of each kind a CV may be, and of kinds it may not. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
  ]),
  docx: storedZip([
    ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
  ]),
  odt: storedZip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<?xml version="1.0"?><office:document-content/>'],
  ]),
  rtf: Buffer.from('{\\rtf1\\ansi Curriculum vitae}', 'latin1'),
  /** A Windows executable (MZ header). */
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]),
  text: Buffer.from('Curriculum vitae: Ana Rusu, vânzătoare\n', 'utf8'),
  /** A zip that is neither a docx nor an odt. */
  zip: storedZip([['readme.txt', 'hello']]),
} as const;
