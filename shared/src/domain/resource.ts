import * as z from '../zod';
import { id, version } from './common';
import { internalOrHttpsUrl, storageKeyPrefixes, storedFileOrHttpsUrl } from '../fields';

export const resourceTypes = ['download', 'link', 'external'] as const;
export const resourceIcons = ['FileText', 'Calculator', 'BookOpen', 'HelpCircle', 'UserCheck', 'MapPin', 'Download', 'ExternalLink'] as const;
/** Internal-link targets offered for resources of type link (stored in external_url). */
export const resourceInternalLinks = ['/dashboard', '/resources', '/sell-property', '/profile'] as const;

export const resourceInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
  description: z.string().check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(2_000)),
  type: z.enum(resourceTypes),
  actionText: z.string().check(z.trim(), z.minLength(1, 'Action text is required'), z.maxLength(100)),
  /** The downloadable file: a key under resources/ in the documents bucket, or an https:// link (fields.ts). */
  fileUrl: z.nullable(storedFileOrHttpsUrl(storageKeyPrefixes.resourceFiles)),
  /** An https:// link, or for type link one of the internal pages above (spec: stored in external_url). */
  externalUrl: z.nullable(internalOrHttpsUrl(resourceInternalLinks)),
  iconName: z.enum(resourceIcons),
  isFeatured: z._default(z.boolean(), false),
  displayOrder: z._default(z.int(), 0),
});
export const resourceSchema = z.extend(resourceInputSchema, { id, version });
export type ResourceInput = z.infer<typeof resourceInputSchema>;
export type Resource = z.infer<typeof resourceSchema>;
