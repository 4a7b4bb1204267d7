import type { Property } from '../domain/property';

/**
 * The documents of a property (keys in the private documents bucket), as the detail page lists them
 * under 'Available Documents', in that order. Service Charge Accounts only for non-Freehold.
 */
export const availableDocuments = [
  { field: 'epcDocument', label: 'EPC Certificate' },
  { field: 'eicrDocument', label: 'EICR Certificate' },
  { field: 'gasSafetyDocument', label: 'Gas Safety Certificate' },
  { field: 'tenancyAgreementDocument', label: 'Tenancy Agreement' },
  { field: 'leaseDocuments', label: 'Lease Documents' },
  { field: 'serviceChargeAccountsDocument', label: 'Service Charge Accounts' },
] as const satisfies readonly { field: keyof Property; label: string }[];

/** Every stored document field a signed link can be asked for (the list above, the ROI document and the floorplan). */
export const documentFields = [...availableDocuments.map((d) => d.field), 'roiDocument', 'floorplanUrl'] as const;
export type DocumentField = (typeof documentFields)[number];
