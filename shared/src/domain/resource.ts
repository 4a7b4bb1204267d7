import * as z from '../zod';
import { id, version } from './common';

export const resourceTypes = ['download', 'link', 'external'] as const;
export const resourceIcons = ['FileText', 'Calculator', 'BookOpen', 'HelpCircle', 'UserCheck', 'MapPin', 'Download', 'ExternalLink'] as const;
/** Internal-link targets offered for resources of type link (stored in external_url). */
export const resourceInternalLinks = ['/dashboard', '/resources', '/sell-property', '/profile'] as const;

export const resourceInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
  description: z.string().check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(2_000)),
  type: z.enum(resourceTypes),
  actionText: z.string().check(z.trim(), z.minLength(1, 'Action text is required'), z.maxLength(100)),
  fileUrl: z.nullable(z.string().check(z.maxLength(2_000))),
  externalUrl: z.nullable(z.string().check(z.maxLength(2_000))),
  iconName: z.enum(resourceIcons),
  isFeatured: z._default(z.boolean(), false),
  displayOrder: z._default(z.int(), 0),
});
export const resourceSchema = z.extend(resourceInputSchema, { id, version });
export type ResourceInput = z.infer<typeof resourceInputSchema>;
export type Resource = z.infer<typeof resourceSchema>;
