import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CV_FILE } from './constants.js';
import { cvExtension, cvFileError, CV_MAX_MEGABYTES } from './cv-file.js';

describe('the CV of the vacancy form, before upload', () => {
  it('takes every accepted type within 5 MB, whatever the case of the extension', () => {
    for (const extension of CV_FILE.extensions) {
      expect(cvFileError({ name: `cv.${extension}`, size: 1000 })).toBeNull();
      expect(
        cvFileError({ name: `CV.${extension.toUpperCase()}`, size: CV_FILE.maxBytes }),
      ).toBeNull();
    }
  });

  it('refuses another type, or a name without an extension', () => {
    expect(cvFileError({ name: 'photo.jpg', size: 10 })).toEqual({ key: 'fileType' });
    expect(cvFileError({ name: 'cv', size: 10 })).toEqual({ key: 'fileType' });
    expect(cvFileError({ name: 'cv.pdf.exe', size: 10 })).toEqual({ key: 'fileType' });
    expect(cvExtension('.pdf')).toBe('pdf');
  });

  it('refuses one byte over the limit, saying the limit in MB', () => {
    expect(CV_MAX_MEGABYTES).toBe(5);
    expect(cvFileError({ name: 'cv.pdf', size: CV_FILE.maxBytes + 1 })).toEqual({
      key: 'fileTooLarge',
      params: { max: 5 },
    });
  });

  it('says the type first when both are wrong', () => {
    expect(cvFileError({ name: 'film.mp4', size: CV_FILE.maxBytes * 2 })).toEqual({
      key: 'fileType',
    });
  });

  it('accepts exactly the sizes within the limit', () => {
    fc.assert(
      fc.property(fc.nat({ max: CV_FILE.maxBytes * 2 }), (size) => {
        const error = cvFileError({ name: 'cv.docx', size });
        expect(error === null).toBe(size <= CV_FILE.maxBytes);
      }),
    );
  });
});
