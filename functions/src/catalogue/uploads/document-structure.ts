import { unzipSync } from 'fflate';
import type { FileExtension } from '@shared/rules/uploads';

/**
 * Beyond the magic bytes: whether a document is the container its extension names. Any ZIP starts like a
 * .docx, and a PDF header can front an HTML page; the complete step refuses both.
 */

/** The part an Office Open XML package of each kind must hold (ECMA-376 part 2), beside `[Content_Types].xml`. */
const officeMainParts: Partial<Record<FileExtension, string>> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml' };

/** Readers look for the end-of-file marker in the last 1,024 bytes (ISO 32000-1, 7.5.5 and Annex H). */
const PDF_TAIL_BYTES = 1024;
const PDF_HEAD_BYTES = 1024;
const markupInPdfHead = /<\s*(!doctype|html|head|body|script|iframe|svg)\b/i;

/** The entry names of a ZIP archive (read from its central directory, nothing inflated), or null when it is not one. */
function zipEntryNames(body: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(body, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/** What is wrong with a document's structure for its extension, as the message to show, or null. */
export function documentStructureProblem(extension: FileExtension, body: Uint8Array, fileName: string): string | null {
  const mainPart = officeMainParts[extension];
  if (mainPart) {
    const names = zipEntryNames(body);
    const ok = names !== null && names.includes('[Content_Types].xml') && names.includes(mainPart);
    return ok ? null : `File ${fileName} is not a valid ${extension === 'docx' ? 'Word' : 'Excel'} document`;
  }
  if (extension === 'pdf') {
    const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    const head = latin1(body.subarray(0, PDF_HEAD_BYTES));
    const tail = latin1(body.subarray(Math.max(0, body.length - PDF_TAIL_BYTES)));
    return tail.includes('%%EOF') && !markupInPdfHead.test(head) ? null : `File ${fileName} is not a valid PDF`;
  }
  return null;
}
