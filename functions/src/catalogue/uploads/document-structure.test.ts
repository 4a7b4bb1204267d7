import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentStructureProblem } from './document-structure';

const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
const types = '<?xml version="1.0"?><Types/>';

describe('documentStructureProblem', () => {
  it('accepts a .docx holding word/document.xml and a .xlsx holding xl/workbook.xml', () => {
    expect(documentStructureProblem('docx', zip({ '[Content_Types].xml': types, 'word/document.xml': '<w:document/>' }), 'lease.docx')).toBeNull();
    expect(documentStructureProblem('xlsx', zip({ '[Content_Types].xml': types, 'xl/workbook.xml': '<workbook/>' }), 'accounts.xlsx')).toBeNull();
  });

  it('refuses any other ZIP, a spreadsheet named .docx, and bytes that only start like a ZIP', () => {
    expect(documentStructureProblem('docx', zip({ 'payload.html': '<script>alert(1)</script>' }), 'lease.docx')).toBe(
      'File lease.docx is not a valid Word document',
    );
    expect(documentStructureProblem('docx', zip({ '[Content_Types].xml': types, 'xl/workbook.xml': '<workbook/>' }), 'lease.docx')).toBe(
      'File lease.docx is not a valid Word document',
    );
    const onlyMagic = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, ...new Array(100).fill(0)]);
    expect(documentStructureProblem('xlsx', onlyMagic, 'accounts.xlsx')).toBe('File accounts.xlsx is not a valid Excel document');
  });

  it('accepts a PDF that ends with its end-of-file marker, trailing bytes allowed', () => {
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    expect(documentStructureProblem('pdf', strToU8(pdf), 'epc.pdf')).toBeNull();
    expect(documentStructureProblem('pdf', strToU8(`${pdf}% appended by an editor\n`), 'epc.pdf')).toBeNull();
  });

  it('refuses a PDF header followed by HTML, and a PDF without its end', () => {
    expect(documentStructureProblem('pdf', strToU8('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'), 'epc.pdf')).toBe(
      'File epc.pdf is not a valid PDF',
    );
    expect(documentStructureProblem('pdf', strToU8(`%PDF-1.4\n${'x'.repeat(5000)}`), 'epc.pdf')).toBe('File epc.pdf is not a valid PDF');
  });
});
