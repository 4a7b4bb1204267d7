import { describe, expect, it } from 'vitest';
import { dealUploadSchema } from './deal-files';
import {
  acceptAttribute,
  acceptedExtensions,
  checkUpload,
  createUploadSchema,
  documentKey,
  extensionOf,
  formatUploadId,
  heroKey,
  incomingKey,
  magicBytesProblem,
  cleanFileName,
  magicKindOf,
  MAX_UPLOAD_BYTES,
  parseUploadId,
  photoKey,
  propertyDocumentsPrefix,
  propertyImagesPrefix,
  resourceFileKey,
  safeBaseName,
  type UploadIdParts,
} from './uploads';
import { imageVariantKey } from './images';

const MB = 1024 * 1024;
const bytes = (...values: (number | string)[]) => Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('accepted types per purpose (spec section 5)', () => {
  it('takes the document types of the spec, by document', () => {
    expect(acceptedExtensions('propertyDocument', 'epcDocument')).toEqual(['pdf']);
    expect(acceptedExtensions('propertyDocument', 'eicrDocument')).toEqual(['pdf']);
    expect(acceptedExtensions('propertyDocument', 'gasSafetyDocument')).toEqual(['pdf']);
    expect(acceptedExtensions('propertyDocument', 'tenancyAgreementDocument')).toEqual(['pdf', 'doc', 'docx']);
    expect(acceptedExtensions('propertyDocument', 'leaseDocuments')).toEqual(['pdf', 'doc', 'docx']);
    expect(acceptedExtensions('propertyDocument', 'serviceChargeAccountsDocument')).toEqual(['pdf', 'xls', 'xlsx']);
    expect(acceptedExtensions('propertyDocument', 'roiDocument')).toEqual(['pdf', 'doc', 'docx', 'xls', 'xlsx']);
    expect(acceptedExtensions('resourceFile')).toEqual(['pdf']);
  });

  it('takes images only for photos and heroes', () => {
    for (const purpose of ['propertyPhoto', 'areaHero'] as const) {
      expect(acceptedExtensions(purpose)).toEqual(['jpg', 'jpeg', 'png', 'webp', 'gif']);
      expect(checkUpload({ purpose, fileName: 'a.pdf', contentType: 'application/pdf', size: 100 })).toEqual({
        ok: false,
        message: 'File a.pdf is not an image. Choose a JPEG, PNG or WebP photo.',
      });
    }
  });

  it('builds accept attributes from the same lists', () => {
    expect(acceptAttribute('propertyDocument', 'serviceChargeAccountsDocument')).toBe(
      '.pdf,.xls,.xlsx,application/pdf,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(acceptAttribute('resourceFile')).toBe('.pdf,application/pdf');
  });

  it('answers the stored content type from the extension', () => {
    expect(checkUpload({ purpose: 'propertyPhoto', fileName: 'Front.JPG', contentType: 'image/jpeg', size: 5 * MB })).toEqual({
      ok: true,
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
    // Browsers without Office name .docx files application/octet-stream or nothing: the extension decides, the bytes are checked later.
    expect(checkUpload({ purpose: 'propertyDocument', documentType: 'leaseDocuments', fileName: 'lease.docx', contentType: '', size: 10 })).toEqual({
      ok: true,
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses a document type the document does not take, naming what it takes', () => {
    expect(
      checkUpload({ purpose: 'propertyDocument', documentType: 'epcDocument', fileName: 'epc.docx', contentType: 'application/msword', size: 10 }),
    ).toEqual({
      ok: false,
      message: 'File epc.docx cannot be uploaded here: choose a PDF file.',
    });
    expect(checkUpload({ purpose: 'propertyDocument', documentType: 'roiDocument', fileName: 'roi.txt', contentType: 'text/plain', size: 10 })).toMatchObject({
      message: 'File roi.txt cannot be uploaded here: choose a PDF, DOC, DOCX, XLS or XLSX file.',
    });
  });

  it('refuses a declared type that contradicts the extension (an .exe renamed .pdf declared as a program)', () => {
    expect(checkUpload({ purpose: 'resourceFile', fileName: 'guide.pdf', contentType: 'application/x-msdownload', size: 10 })).toMatchObject({ ok: false });
    expect(checkUpload({ purpose: 'propertyPhoto', fileName: 'photo.jpg', contentType: 'application/octet-stream', size: 10 })).toMatchObject({ ok: false });
  });

  it('caps the size at 10 MB with the spec messages', () => {
    expect(checkUpload({ purpose: 'propertyPhoto', fileName: 'big.jpg', contentType: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      message: 'File big.jpg is too large (max 10MB)',
    });
    expect(
      checkUpload({ purpose: 'propertyDocument', documentType: 'epcDocument', fileName: 'big.pdf', contentType: 'application/pdf', size: 11 * MB }),
    ).toEqual({
      ok: false,
      message: 'File size must be less than 10MB',
    });
    expect(
      checkUpload({ purpose: 'propertyDocument', documentType: 'epcDocument', fileName: 'ok.pdf', contentType: 'application/pdf', size: MAX_UPLOAD_BYTES }),
    ).toMatchObject({ ok: true });
    expect(checkUpload({ purpose: 'resourceFile', fileName: 'empty.pdf', contentType: 'application/pdf', size: 0 })).toMatchObject({ ok: false });
  });

  it('refuses HEIC photos with a message saying what to do', () => {
    const heic = checkUpload({ purpose: 'propertyPhoto', fileName: 'IMG_0001.HEIC', contentType: 'image/heic', size: 10 });
    expect(heic.ok).toBe(false);
    expect(!heic.ok && heic.message).toMatch(/HEIC.*JPEG/);
    expect(checkUpload({ purpose: 'areaHero', fileName: 'x.jpg', contentType: 'image/heif', size: 10 })).toMatchObject({ ok: false });
  });

  it('needs a document type for a property document, and only there', () => {
    expect(checkUpload({ purpose: 'propertyDocument', fileName: 'a.pdf', contentType: 'application/pdf', size: 1 })).toMatchObject({ ok: false });
    const base = { ownerId: 'p1', fileName: 'a.pdf', contentType: 'application/pdf', size: 1 };
    expect(createUploadSchema.safeParse({ ...base, purpose: 'propertyDocument' }).success).toBe(false);
    expect(createUploadSchema.safeParse({ ...base, purpose: 'resourceFile', documentType: 'epcDocument' }).success).toBe(false);
    expect(createUploadSchema.safeParse({ ...base, purpose: 'propertyDocument', documentType: 'epcDocument' }).success).toBe(true);
    expect(createUploadSchema.safeParse({ ...base, purpose: 'resourceFile', ownerId: '../x' }).success).toBe(false);
  });

  it('reads extensions case-insensitively and only at the end', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('no-extension')).toBe('');
    expect(extensionOf('archive.pdf.exe')).toBe('exe');
  });
});

describe('magic bytes', () => {
  const samples = {
    jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'),
    png: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d),
    webp: bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '),
    gif: bytes('GIF89a', 1, 0, 1, 0),
    pdf: bytes('%PDF-1.7\n%'),
    ole2: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0),
    zip: bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0),
  };
  const exe = bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0);

  it('recognises each accepted kind of file', () => {
    for (const [kind, head] of Object.entries(samples)) expect(magicKindOf(head)).toBe(kind);
    expect(magicKindOf(exe)).toBeNull();
    expect(magicKindOf(bytes('hello world!'))).toBeNull();
    expect(magicKindOf(new Uint8Array())).toBeNull();
  });

  it('refuses a program renamed .pdf, and a text file sent as a photo', () => {
    expect(magicBytesProblem('pdf', exe, 'contract.pdf')).toBe('File contract.pdf is not a valid PDF');
    expect(magicBytesProblem('jpg', bytes('just some text'), 'photo.jpg')).toBe('File photo.jpg is not a valid image');
    expect(magicBytesProblem('docx', samples.pdf, 'lease.docx')).toBe('File lease.docx is not a valid Office document');
    expect(magicBytesProblem('xls', samples.zip, 'accounts.xls')).toBe('File accounts.xls is not a valid Office document');
  });

  it('accepts what the extension says, and any image kind for an image extension', () => {
    expect(magicBytesProblem('pdf', samples.pdf, 'a.pdf')).toBeNull();
    expect(magicBytesProblem('doc', samples.ole2, 'a.doc')).toBeNull();
    expect(magicBytesProblem('xlsx', samples.zip, 'a.xlsx')).toBeNull();
    expect(magicBytesProblem('jpg', samples.png, 'saved-as.jpg')).toBeNull();
    expect(magicBytesProblem('webp', samples.webp, 'a.webp')).toBeNull();
  });
});

describe('upload ids and key naming', () => {
  const parts: UploadIdParts = {
    purpose: 'propertyDocument',
    ownerId: 'prop-1',
    documentType: 'leaseDocuments',
    nonce: '0123456789abcdef0123456789abcdef',
    extension: 'docx',
  };

  it('round-trips an upload id, and refuses ids that do not follow the rules', () => {
    const id = formatUploadId(parts);
    expect(id).toBe('propertyDocument.prop-1.leaseDocuments.0123456789abcdef0123456789abcdef.docx');
    expect(parseUploadId(id)).toEqual(parts);
    const photo = { purpose: 'propertyPhoto', ownerId: 'p', nonce: parts.nonce, extension: 'jpg' } as const;
    expect(parseUploadId(formatUploadId(photo))).toEqual(photo);
    expect(incomingKey(parts)).toBe(`incoming/${id}`);
    expect(parseUploadId('authz-matrix-placeholder')).toBeNull();
    expect(parseUploadId(id.replace('.docx', '.exe'))).toBeNull();
    expect(parseUploadId(formatUploadId({ ...parts, extension: 'xlsx' }))).toBeNull(); // lease documents take no spreadsheet
    expect(parseUploadId(formatUploadId({ ...parts, documentType: undefined }))).toBeNull();
    expect(parseUploadId(id.replace('prop-1', '..%2F'))).toBeNull();
  });

  it("keeps each property's files under its own prefix, with a millisecond timestamp in the name", () => {
    const millis = 1_718_000_000_123;
    const photo = photoKey('prop-1', parts.nonce, millis);
    expect(photo).toBe('property-images/prop-1/0123456789ab-1718000000123');
    expect(photo.startsWith(propertyImagesPrefix('prop-1'))).toBe(true);
    expect(imageVariantKey(photo, 'card')).toBe('property-images/prop-1/0123456789ab-1718000000123/card.jpg');
    // A prefix ends with a slash, so prop-1 never reaches prop-10's files.
    expect(photoKey('prop-10', parts.nonce, millis).startsWith(propertyImagesPrefix('prop-1'))).toBe(false);
    expect(documentKey('prop-1', 'serviceChargeAccountsDocument', millis, 'xlsx')).toBe(
      'property-documents/prop-1/service-charge-accounts-document-1718000000123.xlsx',
    );
    expect(documentKey('prop-1', 'epcDocument', millis, 'pdf').startsWith(propertyDocumentsPrefix('prop-1'))).toBe(true);
  });

  it('names heroes {slug or temp}-hero-{timestamp} (spec section 7) and resource files after the file', () => {
    expect(heroKey('hull-hu5', 1_718_000_000_000)).toBe('area-heroes/hull-hu5-hero-1718000000000.jpg');
    expect(heroKey('temp', 1)).toBe('area-heroes/temp-hero-1.jpg');
    expect(resourceFileKey('Buy to Let Guide (2025).PDF', 5)).toBe('resources/buy-to-let-guide-2025-5.pdf');
    expect(safeBaseName('...')).toBe('file');
  });
});

describe('stored file names: no control characters or angle brackets', () => {
  it.each([
    ['markup', '<img src=x onerror=alert(1)>.pdf', 'img src=x onerror=alert(1) .pdf'],
    ['CR/LF, as in a forged header or log line', 'offer\r\nSet-Cookie: a=b.pdf', 'offer Set-Cookie: a=b.pdf'],
    ['tabs, NUL, DEL and C1 controls', 'a\tb\u0000c\u007fd\u0085e.pdf', 'a b c d e.pdf'],
    ['right-to-left overrides that disguise the extension', 'invoice\u202Efdp.exe', 'invoice fdp.exe'],
  ])('strips %s', (_what, name, stored) => {
    expect(cleanFileName(name)).toBe(stored);
  });
  it('keeps an ordinary name as it is, accents and all', () => {
    expect(cleanFileName('Offre de prêt — Mortgage offer (2).pdf')).toBe('Offre de prêt — Mortgage offer (2).pdf');
  });
  it('is what the upload requests store, and a name of nothing but such characters is refused', () => {
    const request = { purpose: 'propertyPhoto', ownerId: 'p1', contentType: 'image/jpeg', size: 10 };
    expect(createUploadSchema.parse({ ...request, fileName: 'a<b>\r\n.jpg' }).fileName).toBe('a b .jpg');
    expect(dealUploadSchema.parse({ purpose: 'mortgageOffer', contentType: 'application/pdf', size: 10, fileName: '<x>\n.pdf' }).fileName).toBe('x .pdf');
    expect(createUploadSchema.safeParse({ ...request, fileName: '<>\r\n' }).success).toBe(false);
  });
});
