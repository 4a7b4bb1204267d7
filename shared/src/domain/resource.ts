import { z } from 'zod';
import { id, version } from './common';

export const resourceTypes = ['download', 'link', 'external'] as const;
export const resourceIcons = ['FileText', 'Calculator', 'BookOpen', 'HelpCircle', 'UserCheck', 'MapPin', 'Download', 'ExternalLink'] as const;
/** Internal-link targets offered for resources of type link (stored in external_url). */
export const resourceInternalLinks = ['/dashboard', '/resources', '/sell-property', '/profile'] as const;

export const resourceInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().min(1, 'Description is required').max(2_000),
  type: z.enum(resourceTypes),
  actionText: z.string().trim().min(1, 'Action text is required').max(100),
  fileUrl: z.string().max(2_000).nullable(),
  externalUrl: z.string().max(2_000).nullable(),
  iconName: z.enum(resourceIcons),
  isFeatured: z.boolean().default(false),
  displayOrder: z.number().int().default(0),
});
export const resourceSchema = resourceInputSchema.extend({ id, version });
export type ResourceInput = z.infer<typeof resourceInputSchema>;
export type Resource = z.infer<typeof resourceSchema>;
