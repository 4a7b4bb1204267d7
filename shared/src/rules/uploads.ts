import * as z from '../core/zod';

/**
 * The upload rules shared by the browser (to refuse early) and the API (which decides): what each
 * upload purpose accepts, the size cap, the magic bytes of each accepted kind of file, and how
 * uploaded files are named. Spec: admin-and-content.md section 5 (document and image upload rules),
 * section 7 (storage, hero file name), section 8 (upload messages), section 9 (10 MB limit).
 * Design: docs/architecture.md section 8.
 */

/** Spec section 9: max image and file size 10 MB. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** How long a presigned POST policy stays usable. */
export const UPLOAD_POLICY_SECONDS = 5 * 60;
/** Where uploads land before the complete step checks them (a lifecycle rule expires what is left there after a day). */
export const INCOMING_PREFIX = 'incoming/';

/** What admins upload through POST /uploads. */
export const adminUploadPurposes = ['propertyPhoto', 'propertyDocument', 'areaHero', 'resourceFile'] as const;
export type AdminUploadPurpose = (typeof adminUploadPurposes)[number];
/**
 * A buyer's evidence of their source of funds, and an identity provider's report an admin attaches: into the private
 * documents bucket under the member's own prefix, through the buyer checks' routes only (only admins read them back).
 */
export const buyerCheckUploadPurposes = ['bankStatement', 'mortgageInPrinciple', 'companyRegisterExcerpt', 'identityReport'] as const;
export type BuyerCheckUploadPurpose = (typeof buyerCheckUploadPurposes)[number];
/** What an investor uploads to their deal's documents (their mortgage offer): PDFs only, under the deal's own prefix. */
export const dealUploadPurposes = ['mortgageOffer'] as const;
export type DealUploadPurpose = (typeof dealUploadPurposes)[number];
export const uploadPurposes = [...adminUploadPurposes, ...buyerCheckUploadPurposes, ...dealUploadPurposes] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** The kinds of file accepted anywhere, with the MIME type stored for them and the magic bytes checked. */
export const fileKinds = {
  jpg: { contentType: 'image/jpeg', label: 'JPEG', magic: 'jpeg' },
  jpeg: { contentType: 'image/jpeg', label: 'JPEG', magic: 'jpeg' },
  png: { contentType: 'image/png', label: 'PNG', magic: 'png' },
  webp: { contentType: 'image/webp', label: 'WebP', magic: 'webp' },
  gif: { contentType: 'image/gif', label: 'GIF', magic: 'gif' },
  pdf: { contentType: 'application/pdf', label: 'PDF', magic: 'pdf' },
  doc: { contentType: 'application/msword', label: 'DOC', magic: 'ole2' },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX', magic: 'zip' },
  xls: { contentType: 'application/vnd.ms-excel', label: 'XLS', magic: 'ole2' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'XLSX', magic: 'zip' },
} as const satisfies Record<string, { contentType: string; label: string; magic: MagicKind }>;
export type FileExtension = keyof typeof fileKinds;
export type MagicKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf' | 'ole2' | 'zip';

/** Spec section 5: image files only (photos, hero). What the complete step can turn into JPEG variants. */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const satisfies readonly FileExtension[];
/** The file picker's accept list for photos (iOS then hands over JPEG instead of HEIC). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Spec section 5, document uploads: EPC, EICR and gas safety pdf; tenancy agreement and lease documents
 * pdf, doc, docx; service charge accounts pdf, xls, xlsx; ROI document pdf, doc, docx, xls, xlsx.
 * Not in the spec: a per-unit EPC certificate takes what the EPC takes; a floor plan pdf or an image.
 * Keys are the property's field names (`epcUnitDocument` is `epcUnits[n].documentUrl`).
 */
export const documentTypeExtensions = {
  epcDocument: ['pdf'],
  eicrDocument: ['pdf'],
  gasSafetyDocument: ['pdf'],
  tenancyAgreementDocument: ['pdf', 'doc', 'docx'],
  leaseDocuments: ['pdf', 'doc', 'docx'],
  serviceChargeAccountsDocument: ['pdf', 'xls', 'xlsx'],
  roiDocument: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
  epcUnitDocument: ['pdf'],
  floorplanUrl: ['pdf', 'jpg', 'jpeg', 'png'],
} as const satisfies Record<string, readonly FileExtension[]>;
export type UploadDocumentType = keyof typeof documentTypeExtensions;
export const uploadDocumentTypes = Object.keys(documentTypeExtensions) as UploadDocumentType[];

/** A buyer's evidence and an identity report: PDFs and images only, stored as they are. */
export const buyerCheckExtensions = ['pdf', 'jpg', 'jpeg', 'png'] as const satisfies readonly FileExtension[];

/** The extensions a purpose (and document type) accepts. Spec section 5: resource downloads pdf only. */
export function acceptedExtensions(purpose: UploadPurpose, documentType?: UploadDocumentType): readonly FileExtension[] {
  switch (purpose) {
    case 'propertyPhoto':
    case 'areaHero':
      return imageExtensions;
    case 'resourceFile':
      return ['pdf'];
    case 'propertyDocument':
      return documentType ? documentTypeExtensions[documentType] : [];
    case 'bankStatement':
    case 'mortgageInPrinciple':
    case 'companyRegisterExcerpt':
    case 'identityReport':
      return buyerCheckExtensions;
    case 'mortgageOffer':
      return ['pdf'];
  }
}

/** A file input's accept attribute: the extensions and their MIME types, e.g. '.pdf,application/pdf'. */
export function acceptAttribute(purpose: UploadPurpose, documentType?: UploadDocumentType): string {
  const extensions = acceptedExtensions(purpose, documentType);
  return [...new Set([...extensions.map((e) => `.${e}`), ...extensions.map((e) => fileKinds[e].contentType)])].join(',');
}

export const isImagePurpose = (purpose: UploadPurpose) => purpose === 'propertyPhoto' || purpose === 'areaHero';

/** The lower-cased extension of a file name, or '' when it has none. */
export const extensionOf = (fileName: string): string => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
};

const isHeic = (fileName: string, contentType: string) => /^(heic|heif)$/.test(extensionOf(fileName)) || /^image\/hei[cf](-sequence)?$/i.test(contentType);

/** Spec section 8: 'File {name} is too large (max 10MB)' for images, 'File size must be less than 10MB' for other files. */
export const tooLargeMessage = (purpose: UploadPurpose, fileName: string) =>
  isImagePurpose(purpose) ? `File ${fileName} is too large (max ${MAX_UPLOAD_MB}MB)` : `File size must be less than ${MAX_UPLOAD_MB}MB`;

export const heicMessage = (fileName: string) =>
  `File ${fileName} is a HEIC/HEIF photo, which cannot be uploaded. Save it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible) and try again.`;

const listOf = (labels: string[]) => (labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`);
const labelsOf = (extensions: readonly FileExtension[]) => [...new Set(extensions.map((e) => fileKinds[e].label))];

export const wrongTypeMessage = (purpose: UploadPurpose, fileName: string, documentType?: UploadDocumentType) =>
  isImagePurpose(purpose)
    ? `File ${fileName} is not an image. Choose a JPEG, PNG or WebP photo.`
    : `File ${fileName} cannot be uploaded here: choose a ${listOf(labelsOf(acceptedExtensions(purpose, documentType)))} file.`;

/** MIME types browsers are known to send for a file they cannot name (Windows without Office, some Linux desktops). */
const unnamedTypes = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Older and vendor MIME types seen for the same kinds of file. */
const alsoAccepted: Partial<Record<FileExtension, string[]>> = {
  jpg: ['image/pjpeg'],
  jpeg: ['image/pjpeg'],
  png: ['image/x-png'],
  pdf: ['application/x-pdf'],
  xls: ['application/excel', 'application/x-excel', 'application/x-msexcel'],
  doc: ['application/doc', 'application/x-msword'],
  docx: ['application/zip'],
  xlsx: ['application/zip'],
};

export interface UploadRequest {
  purpose: UploadPurpose;
  documentType?: UploadDocumentType | undefined;
  fileName: string;
  contentType: string;
  size: number;
}

export type UploadCheck = { ok: true; extension: FileExtension; contentType: string } | { ok: false; message: string };

/**
 * Whether a file may be uploaded for a purpose, by its name's extension, its declared type and its size
 * (the magic bytes are checked once it is uploaded, see magicKindOf). Answers the MIME type to store it with.
 */
export function checkUpload({ purpose, documentType, fileName, contentType, size }: UploadRequest): UploadCheck {
  const declared = contentType.trim().toLowerCase();
  if (purpose === 'propertyDocument' && !documentType) return { ok: false, message: 'Choose which document this file is.' };
  if (isImagePurpose(purpose) && isHeic(fileName, declared)) return { ok: false, message: heicMessage(fileName) };
  const extension = extensionOf(fileName) as FileExtension;
  const accepted = acceptedExtensions(purpose, documentType);
  if (!(accepted as readonly string[]).includes(extension)) return { ok: false, message: wrongTypeMessage(purpose, fileName, documentType) };
  const kind = fileKinds[extension];
  const declaredOk =
    declared === kind.contentType || (alsoAccepted[extension] ?? []).includes(declared) || (!isImagePurpose(purpose) && unnamedTypes.has(declared));
  if (!declaredOk) return { ok: false, message: wrongTypeMessage(purpose, fileName, documentType) };
  if (!Number.isFinite(size) || size <= 0) return { ok: false, message: `File ${fileName} is empty.` };
  if (size > MAX_UPLOAD_BYTES) return { ok: false, message: tooLargeMessage(purpose, fileName) };
  return { ok: true, extension, contentType: kind.contentType };
}

/** The kind of file its first bytes show, or null. Needs at least the first 12 bytes. */
export function magicKindOf(head: Uint8Array): MagicKind | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  const ascii = (text: string, at = 0) =>
    starts(
      [...text].map((c) => c.charCodeAt(0)),
      at,
    );
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'webp';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'gif';
  if (ascii('%PDF-')) return 'pdf';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const magicNames: Record<MagicKind, string> = {
  jpeg: 'JPEG image',
  png: 'PNG image',
  webp: 'WebP image',
  gif: 'GIF image',
  pdf: 'PDF',
  ole2: 'Office document',
  zip: 'Office document',
};

/**
 * Whether an uploaded file's first bytes match what its extension says (any image kind for an image
 * extension: a PNG saved as .jpg is still a picture sharp can read). Answers the message to show, or null.
 */
export function magicBytesProblem(extension: FileExtension, head: Uint8Array, fileName: string): string | null {
  const expected = fileKinds[extension].magic;
  const actual = magicKindOf(head);
  const images: MagicKind[] = ['jpeg', 'png', 'webp', 'gif'];
  if (images.includes(expected)) return actual && images.includes(actual) ? null : `File ${fileName} is not a valid image`;
  return actual === expected ? null : `File ${fileName} is not a valid ${magicNames[expected]}`;
}

// ---- keys and upload ids ------------------------------------------------------------------------

/** An owner id (a property id, an area slug or 'temp', a resource id or 'new'): safe inside an object key. */
export const ownerIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'ownerId must be 1 to 64 letters, digits, hyphens or underscores'));

/**
 * An upload id carries what the complete step needs without storing anything: the purpose, the owner,
 * the document type ('-' for none), a random part and the extension, e.g.
 * `propertyPhoto.6f1c...-uuid.-.9b2e4c1d0a7f4e3b8c6d5a4f3e2d1c0b.jpg`.
 */
export interface UploadIdParts {
  purpose: UploadPurpose;
  ownerId: string;
  documentType?: UploadDocumentType | undefined;
  nonce: string;
  extension: FileExtension;
}

export const formatUploadId = ({ purpose, ownerId, documentType, nonce, extension }: UploadIdParts) =>
  [purpose, ownerId, documentType ?? '-', nonce, extension].join('.');

export function parseUploadId(uploadId: string): UploadIdParts | null {
  const match = /^([A-Za-z]+)\.([A-Za-z0-9_-]{1,64})\.([A-Za-z]+|-)\.([a-f0-9]{32})\.([a-z]{3,4})$/.exec(uploadId);
  if (!match) return null;
  const [, purpose, ownerId, documentType, nonce, extension] = match as unknown as [string, string, string, string, string, string];
  if (!(uploadPurposes as readonly string[]).includes(purpose)) return null;
  if (!(extension in fileKinds)) return null;
  if (documentType !== '-' && !(documentType in documentTypeExtensions)) return null;
  const parts: UploadIdParts = {
    purpose: purpose as UploadPurpose,
    ownerId,
    nonce,
    extension: extension as FileExtension,
    ...(documentType === '-' ? {} : { documentType: documentType as UploadDocumentType }),
  };
  if (!(acceptedExtensions(parts.purpose, parts.documentType) as readonly string[]).includes(extension)) return null;
  if ((parts.purpose === 'propertyDocument') !== (parts.documentType !== undefined)) return null;
  return parts;
}

/** Where the browser uploads to (in the bucket of the purpose, see uploadBucketOf). */
export const incomingKey = (parts: UploadIdParts) => `${INCOMING_PREFIX}${formatUploadId(parts)}`;

/** The bucket each purpose uploads to and ends in (resource files are kept with the private documents). */
export const uploadBuckets = {
  propertyPhoto: 'images',
  propertyDocument: 'documents',
  areaHero: 'heroes',
  resourceFile: 'documents',
  bankStatement: 'documents',
  mortgageInPrinciple: 'documents',
  companyRegisterExcerpt: 'documents',
  identityReport: 'documents',
  mortgageOffer: 'documents',
} as const satisfies Record<UploadPurpose, 'images' | 'documents' | 'heroes'>;

/** A buyer's check files (evidence, identity reports) live under the member's own prefix in the documents bucket. */
export const buyerCheckFilesPrefix = (memberId: string) => `buyer-checks/${memberId}/`;
export const buyerCheckFileKey = (memberId: string, purpose: BuyerCheckUploadPurpose, millis: number, extension: FileExtension) =>
  `${buyerCheckFilesPrefix(memberId)}${kebab(purpose)}-${millis}.${extension}`;

/** Each property's files live under its own prefixes, so a delete can remove exactly them. */
export const propertyImagesPrefix = (propertyId: string) => `property-images/${propertyId}/`;
export const propertyDocumentsPrefix = (propertyId: string) => `property-documents/${propertyId}/`;

/** 'tenancyAgreementDocument' -> 'tenancy-agreement-document'. */
const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** A file name's base, reduced to lowercase letters, digits and hyphens (at most 40), or 'file'. */
export const safeBaseName = (fileName: string) =>
  fileName
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '') || 'file';

/**
 * A photo's stored value (what `photos` and `imageUrl` hold): a key prefix under the property's own
 * prefix whose variants are `{value}/{preset}.jpg` (shared/src/rules/images.ts), with a millisecond timestamp.
 */
export const photoKey = (propertyId: string, nonce: string, millis: number) => `${propertyImagesPrefix(propertyId)}${nonce.slice(0, 12)}-${millis}`;
/** A document's stored value (what `documents.*` fields and `epcUnits[n].documentUrl` hold), in the private documents bucket. */
export const documentKey = (propertyId: string, documentType: UploadDocumentType, millis: number, extension: FileExtension) =>
  `${propertyDocumentsPrefix(propertyId)}${kebab(documentType)}-${millis}.${extension}`;
/** Spec section 7: hero images are named `{slug or temp}-hero-{timestamp}.{ext}` (the optimised JPEG). */
export const heroKey = (slugOrTemp: string, millis: number) => `area-heroes/${slugOrTemp}-hero-${millis}.jpg`;
/** A resource download in the documents bucket. */
export const resourceFileKey = (fileName: string, millis: number) => `resources/${safeBaseName(fileName)}-${millis}.pdf`;

// ---- the API's shapes ---------------------------------------------------------------------------

/**
 * A file's name as stored and shown again (document lists, access logs, exports, the download's name): control
 * characters (CR/LF and the rest of C0 and C1, DEL), the bidirectional overrides that disguise an extension, and
 * angle brackets become spaces, then runs of spaces one. What is left is plain text wherever it is written.
 */
export const cleanFileName = (name: string): string =>
  name
    // Matching control characters is the point here.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A file name the API receives: stored as cleanFileName leaves it, refused when nothing is left. */
export const fileNameSchema = z
  .pipe(z.string({ error: 'fileName is required' }).check(z.maxLength(255)), z.transform(cleanFileName))
  .check(z.refine((name) => name.length > 0, 'fileName is required'));

export const createUploadSchema = z
  .object({
    purpose: z.enum(adminUploadPurposes),
    ownerId: ownerIdSchema,
    documentType: z.optional(z.enum(uploadDocumentTypes as [UploadDocumentType, ...UploadDocumentType[]])),
    fileName: fileNameSchema,
    contentType: z.string().check(z.maxLength(255)),
    size: z.number().check(z.int(), z.gte(0)),
  })
  .check(
    z.refine((v) => (v.purpose === 'propertyDocument') === (v.documentType !== undefined), {
      message: 'documentType is required for a property document, and only for one',
      path: ['documentType'],
    }),
  );
export type CreateUploadInput = z.input<typeof createUploadSchema>;

/** A presigned POST: send `fields` (in this order) then the file as `file`, as multipart/form-data, to `url`. */
export interface CreatedUpload {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
  /** ISO time after which the policy is refused. */
  expiresAt: string;
  /** The largest file the policy accepts, in bytes. */
  maxBytes: number;
}

/**
 * What the complete step answers. `value` is what the record stores: a photo key for `photos`/`imageUrl`
 * (show it with photoUrl(config.imageBaseUrl, value, preset)), a document key for a `documents.*` field
 * or `epcUnits[n].documentUrl`, a hero key for `heroImageUrl` (under config.heroImageBaseUrl), a resource
 * file key for `fileUrl`.
 */
export interface CompletedUpload {
  purpose: UploadPurpose;
  value: string;
  fileName: string;
  contentType: string;
  size: number;
  documentType?: UploadDocumentType;
}

/** The public URL of a stored hero (or any file under a public base URL): absolute values as they are. */
export const publicFileUrl = (baseUrl: string, value: string): string =>
  /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value) ? value : `${baseUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;

/** The file name shown for a stored document key: its last segment ('property-documents/p/epc-document-1.pdf' -> 'epc-document-1.pdf'). */
export const storedFileName = (value: string): string => decodeURIComponent(value.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? value);

export const completeUploadParams = z.object({ uploadId: z.string().check(z.minLength(1), z.maxLength(200)) });
