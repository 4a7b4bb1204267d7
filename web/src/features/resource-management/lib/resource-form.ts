import { RESOURCE_FILE_MAX_BYTES, type Resource, type ResourceInput, type ResourceType } from '@shared/domain/resource';

/** The Add Resource form's blank values (spec: display order 0, not featured). */
export const blankResource: ResourceInput = {
  title: '',
  description: '',
  type: 'download',
  actionText: '',
  fileUrl: null,
  externalUrl: null,
  iconName: 'FileText',
  isFeatured: false,
  displayOrder: 0,
};

/** The Edit Resource form's values, from the row. */
export const resourceFormValues = (r: Resource): ResourceInput => ({
  title: r.title,
  description: r.description,
  type: r.type,
  actionText: r.actionText,
  fileUrl: r.fileUrl,
  externalUrl: r.externalUrl,
  iconName: r.iconName,
  isFeatured: r.isFeatured,
  displayOrder: r.displayOrder,
});

export const typeLabels: Record<ResourceType, string> = { download: 'Download', link: 'Internal Link', external: 'External Link' };

/** Spec section 5: the resource download upload takes a PDF of at most 10 MB. Null when the file will do. */
export function resourceFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'Please choose a PDF file';
  if (file.size > RESOURCE_FILE_MAX_BYTES) return `File size must be less than ${RESOURCE_FILE_MAX_BYTES / 1024 / 1024}MB`;
  return null;
}

/** The name shown for a stored file key: 'resources/buy-to-let-guide-1780301200000.pdf' -> 'buy-to-let-guide.pdf'. */
export const storedFileName = (key: string) => (key.split('/').pop() ?? key).replace(/-\d{10,16}\.pdf$/, '.pdf');
