import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES, storedZip } from '../routes/forms/forms.test-helpers.js';
import { cleanFileName, detectCvType } from './cv-file.js';

describe('detectCvType', () => {
  it.each([
    ['cv.pdf', 'pdf', 'application/pdf'],
    ['CV.PDF', 'pdf', 'application/pdf'],
    ['cv.doc', 'doc', 'application/msword'],
    ['cv.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.odt', 'odt', 'application/vnd.oasis.opendocument.text'],
    ['cv.rtf', 'rtf', 'application/rtf'],
  ] as const)('recognises %s by its name and first bytes', (fileName, extension, contentType) => {
    const kind = fileName.split('.').pop()?.toLowerCase() as keyof typeof SAMPLE_FILES;
    expect(detectCvType(fileName, SAMPLE_FILES[kind])).toEqual({ extension, contentType });
  });

  it('refuses bytes that do not match the name, and names not allowed', () => {
    expect(detectCvType('cv.pdf', SAMPLE_FILES.exe)).toBeUndefined();
    expect(detectCvType('cv.pdf', SAMPLE_FILES.text)).toBeUndefined();
    expect(detectCvType('cv.pdf', Buffer.alloc(0))).toBeUndefined();
    expect(detectCvType('cv.doc', SAMPLE_FILES.pdf)).toBeUndefined();
    expect(detectCvType('cv.exe', SAMPLE_FILES.pdf)).toBeUndefined();
    expect(detectCvType('cv.pdf.exe', SAMPLE_FILES.pdf)).toBeUndefined();
    expect(detectCvType('pdf', SAMPLE_FILES.pdf)).toBeUndefined();
    expect(detectCvType('', SAMPLE_FILES.pdf)).toBeUndefined();
    expect(detectCvType('cv.rtf', SAMPLE_FILES.text)).toBeUndefined();
  });

  it('tells a docx and an odt from any other zip', () => {
    expect(detectCvType('cv.docx', SAMPLE_FILES.zip)).toBeUndefined();
    expect(detectCvType('cv.odt', SAMPLE_FILES.zip)).toBeUndefined();
    expect(detectCvType('cv.odt', SAMPLE_FILES.docx)).toBeUndefined();
    // A spreadsheet's mimetype entry is not a text document's.
    const ods = storedZip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']]);
    expect(detectCvType('cv.odt', ods)).toBeUndefined();
    expect(detectCvType('cv.odt', SAMPLE_FILES.odt.subarray(0, 29))).toBeUndefined();
    expect(detectCvType('cv.odt', SAMPLE_FILES.odt.subarray(0, 50))).toBeUndefined();
  });
});

describe('cleanFileName', () => {
  it('keeps the base name without control characters, and the end of a long one', () => {
    expect(cleanFileName('C:\\Users\\ana\\CV Ana.pdf')).toBe('CV Ana.pdf');
    expect(cleanFileName('../../etc/cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('cv\r\n\u0000.pdf')).toBe('cv.pdf');
    expect(cleanFileName(' Curriculum vitae – Ana Rusu.docx ')).toBe(
      'Curriculum vitae – Ana Rusu.docx',
    );
    const long = `${'a'.repeat(300)}.pdf`;
    expect(cleanFileName(long)).toHaveLength(200);
    expect(cleanFileName(long).endsWith('.pdf')).toBe(true);
  });
});
