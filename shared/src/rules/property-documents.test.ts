import { describe, expect, it } from 'vitest';
import { documentParamSchema } from './document-param';
import { allDocumentKeys, documentKeyOf, documentsToShow } from './property-documents';

const base = {
  epcDocument: 'd/epc.pdf',
  eicrDocument: null,
  gasSafetyDocument: null,
  tenancyAgreementDocument: 'd/tenancy.pdf',
  leaseDocuments: 'd/lease.pdf',
  serviceChargeAccountsDocument: 'd/sca.pdf',
  roiDocument: 'd/roi.pdf',
  floorplanUrl: null,
  epcUnits: [{ unitName: 'Flat 1', rating: 'C' as const, documentUrl: 'd/unit1.pdf' }],
};

describe('documentsToShow', () => {
  it('lists present documents, Service Charge Accounts only when not Freehold', () => {
    expect(documentsToShow({ ...base, tenureType: 'Leasehold' }).map((d) => d.label)).toEqual([
      'EPC Certificate',
      'Tenancy Agreement',
      'Lease Documents',
      'Service Charge Accounts',
    ]);
    expect(documentsToShow({ ...base, tenureType: 'Freehold' }).map((d) => d.label)).not.toContain('Service Charge Accounts');
  });
});

describe('documentKeyOf', () => {
  it('resolves fields and EPC units', () => {
    expect(documentKeyOf(base, 'leaseDocuments')).toBe('d/lease.pdf');
    expect(documentKeyOf(base, 'eicrDocument')).toBeNull();
    expect(documentKeyOf(base, 'epcUnit-0')).toBe('d/unit1.pdf');
    expect(documentKeyOf(base, 'epcUnit-4')).toBeNull();
  });
  it('the route accepts only document names', () => {
    expect(documentParamSchema.safeParse('leaseDocuments').success).toBe(true);
    expect(documentParamSchema.safeParse('epcUnit-2').success).toBe(true);
    for (const bad of ['title', 'address', 'epcUnit-x', '../etc/passwd']) expect(documentParamSchema.safeParse(bad).success).toBe(false);
  });
  it('collects every key for clean-up', () => {
    expect(allDocumentKeys(base).sort()).toEqual(['d/epc.pdf', 'd/lease.pdf', 'd/roi.pdf', 'd/sca.pdf', 'd/tenancy.pdf', 'd/unit1.pdf']);
  });
});
