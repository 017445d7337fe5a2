import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF, read back with Mozilla's pdf.js as a reader would extract it: each page's
 * text runs joined with spaces, pages with a line break, whitespace runs made one space. Tests
 * read documents the API draws (the pro-forma invoice) with it.
 */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  await document.destroy();
  return { pages: document.numPages, text: pages.join('\n') };
}
