import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text as pdfjs extracts it, its items joined by a space and white space made single. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

/** Every page's text, one line per page. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfPages(bytes)).join('\n');
