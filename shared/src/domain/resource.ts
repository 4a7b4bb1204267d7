import * as z from '../core/zod';
import { id, isoDateTime, oneLine, version } from './common';
import { HTTPS_URL_MESSAGE, isHttpsUrl } from '../core/safe-url';

export const resourceTypes = ['download', 'link', 'external'] as const;
export const resourceIcons = ['FileText', 'Calculator', 'BookOpen', 'HelpCircle', 'UserCheck', 'MapPin', 'Download', 'ExternalLink'] as const;
/** Internal-link targets offered for resources of type link (stored in external_url), spec 'Resource Management'. */
export const resourceInternalLinks = ['/dashboard', '/resources', '/sell-property', '/profile', '/calculators'] as const;
export type ResourceType = (typeof resourceTypes)[number];
export type ResourceIcon = (typeof resourceIcons)[number];

/** The maximum size of a resource's PDF (spec section 9: files at most 10 MB). */
export const RESOURCE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A resource download's stored value: a key the upload pipeline writes in the private documents bucket
 * (`resources/{safe-name}-{millis}.pdf`), never a URL, so the signed link can only ever point there.
 */
export const resourceFileKeyPattern = /^resources\/[a-z0-9][a-z0-9-]{0,80}-\d{10,16}\.pdf$/;

export const RESOURCE_LINK_MESSAGES = {
  internal: 'Choose a page to link to',
  external: HTTPS_URL_MESSAGE,
  file: 'Upload a PDF for this download',
} as const;

/**
 * Spec section 5 (Resource): what each type must point at. link: one of the internal pages (in external_url);
 * external: a safe https URL (in external_url); download: a stored PDF key (in file_url). The field the type
 * does not use must be empty. Returns the problem as [field, message], or null when the resource is coherent.
 */
export function resourceTargetIssue(input: {
  type: ResourceType;
  fileUrl: string | null;
  externalUrl: string | null;
}): ['fileUrl' | 'externalUrl', string] | null {
  const { type, fileUrl, externalUrl } = input;
  if (type === 'link') {
    if (!externalUrl || !(resourceInternalLinks as readonly string[]).includes(externalUrl)) return ['externalUrl', RESOURCE_LINK_MESSAGES.internal];
    if (fileUrl) return ['fileUrl', 'A page link has no file'];
  } else if (type === 'external') {
    if (!externalUrl || !isHttpsUrl(externalUrl)) return ['externalUrl', RESOURCE_LINK_MESSAGES.external];
    if (fileUrl) return ['fileUrl', 'An external link has no file'];
  } else {
    if (!fileUrl || !resourceFileKeyPattern.test(fileUrl)) return ['fileUrl', RESOURCE_LINK_MESSAGES.file];
    if (externalUrl) return ['externalUrl', 'A download has no link'];
  }
  return null;
}

/** Stored as null when blank: a link field the resource's type does not use. */
const optionalLink = z._default(
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(2_000)),
      z.transform((v) => (v === '' ? null : v)),
    ),
  ),
  null,
);

/** The fields of a resource an admin edits (title, description and action text required; display_order an integer, default 0). */
export const resourceFieldsSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200), oneLine()),
  description: z.string().check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(2_000)),
  type: z.enum(resourceTypes),
  actionText: z.string().check(z.trim(), z.minLength(1, 'Action text is required'), z.maxLength(100), oneLine()),
  fileUrl: optionalLink,
  externalUrl: optionalLink,
  iconName: z.enum(resourceIcons),
  isFeatured: z._default(z.boolean(), false),
  displayOrder: z._default(z.int('Display order must be a whole number').check(z.gte(-1_000_000), z.lte(1_000_000)), 0),
});

/** Every write of a resource is checked with this: the fields, plus the target its type needs (resourceTargetIssue). */
export const resourceInputSchema = resourceFieldsSchema.check(
  z.superRefine((v, ctx) => {
    const issue = resourceTargetIssue({ type: v.type, fileUrl: v.fileUrl ?? null, externalUrl: v.externalUrl ?? null });
    if (issue) ctx.addIssue({ code: 'custom', path: [issue[0]], message: issue[1], input: v });
  }),
);

/** A stored resource (read back as stored: the write was checked with resourceInputSchema). */
export const resourceSchema = z.object({
  ...resourceFieldsSchema.shape,
  fileUrl: z.nullable(z.string()),
  externalUrl: z.nullable(z.string()),
  id,
  version,
  updatedAt: z._default(isoDateTime, '1970-01-01T00:00:00.000Z'),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;
export type Resource = z.infer<typeof resourceSchema>;

/** An edit of a resource names the version the admin read (a stale edit is a 409). */
export const resourceUpdateSchema = z.extend(resourceInputSchema, { version: z.int().check(z.gte(1)) });
