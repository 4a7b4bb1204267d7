import type { ResourceInput } from '@shared/domain/resource';

export interface SeedResource {
  id: string;
  input: ResourceInput;
}

/** Key of a resource's downloadable PDF in the documents bucket (the seed uploads a small PDF there). */
const resourceFileKey = (name: string, millis: number) => `resources/${name}-${millis}.pdf`;

/** Six resources: two downloads, one external link and three internal links (the portal's own calculators among them); the first is featured. */
export const seedResources: SeedResource[] = [
  {
    id: 'res-btl-guide',
    input: {
      title: "The Investor's Guide to Buy-to-Let in the North",
      description: 'Yields, finance, tax and tenant demand in Hull, Leeds, Sheffield, York and Manchester, in 24 pages.',
      type: 'download',
      actionText: 'Download Guide',
      fileUrl: resourceFileKey('buy-to-let-guide', 1_780_301_200_000),
      externalUrl: null,
      iconName: 'FileText',
      isFeatured: true,
      displayOrder: 0,
    },
  },
  {
    id: 'res-stamp-duty',
    input: {
      title: 'Stamp Duty Calculator',
      description: 'Work out the Stamp Duty Land Tax on a purchase, including the surcharge on additional properties.',
      type: 'link',
      actionText: 'Open Calculator',
      fileUrl: null,
      externalUrl: '/calculators',
      iconName: 'Calculator',
      isFeatured: false,
      displayOrder: 1,
    },
  },
  {
    id: 'res-how-to-rent',
    input: {
      title: 'How to Rent: the Government checklist',
      description: 'The guide landlords in England must give every new tenant, with what each side is responsible for.',
      type: 'external',
      actionText: 'Read on GOV.UK',
      fileUrl: null,
      externalUrl: 'https://www.gov.uk/government/publications/how-to-rent',
      iconName: 'BookOpen',
      isFeatured: false,
      displayOrder: 2,
    },
  },
  {
    id: 'res-requirements',
    input: {
      title: 'Tell Us What You Are Looking For',
      description: 'Set your budget, strategy and timeframe so we can send you the right off-market deals first.',
      type: 'link',
      actionText: 'Update Requirements',
      fileUrl: null,
      externalUrl: '/profile',
      iconName: 'UserCheck',
      isFeatured: false,
      displayOrder: 3,
    },
  },
  {
    id: 'res-opportunities',
    input: {
      title: 'Browse Current Opportunities',
      description: 'See every exclusive property currently available to members, with yields and rental figures.',
      type: 'link',
      actionText: 'View Properties',
      fileUrl: null,
      externalUrl: '/dashboard',
      iconName: 'MapPin',
      isFeatured: false,
      displayOrder: 4,
    },
  },
  {
    id: 'res-due-diligence',
    input: {
      title: 'Due Diligence Checklist',
      description: 'The 30 checks to make before you exchange: title, lease, compliance certificates, tenancy and finance.',
      type: 'download',
      actionText: 'Download Checklist',
      fileUrl: resourceFileKey('due-diligence-checklist', 1_780_301_260_000),
      externalUrl: null,
      iconName: 'Download',
      isFeatured: false,
      displayOrder: 5,
    },
  },
];
