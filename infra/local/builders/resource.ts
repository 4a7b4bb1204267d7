import type { ResourceInput } from '@shared/domain/resource';

/** A resource's fields: a link to the calculators, not featured, first in the list, unless overridden. */
export const resourceInput = (over: Partial<ResourceInput> = {}): ResourceInput => ({
  title: 'Test resource',
  description: 'A resource of the test’s own.',
  type: 'link',
  actionText: 'Open',
  fileUrl: null,
  externalUrl: '/calculators',
  iconName: 'FileText',
  isFeatured: false,
  displayOrder: 0,
  ...over,
});
