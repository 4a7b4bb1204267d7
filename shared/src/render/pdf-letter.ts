import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * What the portal's A4 letters share (the sourcing agreement, the memorandum of sale): their page, styles and the
 * building blocks of their text. The deal pack has a layout of its own.
 */

export const heading = (text: string): Content => ({ text, style: 'heading' });
export const paragraph = (text: string): Content => ({ text, margin: [0, 0, 0, 6] });

/** A4 with room for the footer line, Roboto 10 pt, a title, section headings and a small grey note. */
export const letterPage: Pick<TDocumentDefinitions, 'pageSize' | 'pageMargins' | 'defaultStyle' | 'styles'> = {
  pageSize: 'A4',
  pageMargins: [50, 50, 50, 60],
  defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
  styles: {
    title: { fontSize: 20, bold: true, margin: [0, 4, 0, 10] },
    heading: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
    note: { fontSize: 8, color: '#555555' },
  },
};

/** The line under every page. */
export const footerLine = (text: string): Content => ({ margin: [50, 20, 50, 0], fontSize: 8, color: '#555555', text });
