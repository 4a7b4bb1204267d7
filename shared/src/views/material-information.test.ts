import { describe, expect, it } from 'vitest';
import { buildProperty, leaseholdFlatAnswers } from '../../../infra/local/builders/property';
import { materialInformationSections } from './material-information';

describe('material information, display-ready', () => {
  it('shows a leasehold flat’s Part A with its lease details, and each Part B and C answer with its note', () => {
    const sections = materialInformationSections(buildProperty(leaseholdFlatAnswers));
    expect(sections.map((s) => s.part)).toEqual(['A', 'B', 'C']);
    expect(sections[0]!.items).toEqual([
      { label: 'Price', value: 'Offers over £120,000' },
      { label: 'Tenure', value: 'Leasehold' },
      { label: 'Lease Remaining', value: '98 years' },
      { label: 'Lease Start Year', value: '1999' },
      { label: 'Lease Length', value: '125 years' },
      { label: 'Ground Rent', value: '£250 per year' },
      { label: 'Ground Rent Review Terms', value: 'Doubles every 25 years' },
      { label: 'Service Charge', value: '£1,200 per year' },
      { label: 'Council Tax Band', value: 'B' },
    ]);
    expect(sections[1]!.items.slice(0, 3)).toEqual([
      { label: 'Property Type', value: 'Flat' },
      { label: 'Bedrooms', value: '2' },
      { label: 'Bathrooms', value: 'Not known' },
    ]);
    expect(sections[2]!.items).toContainEqual({ label: 'Restrictions', value: 'Yes', note: 'Covenant against HMO use' });
  });

  it("shows a ground rent or service charge of 0 as 'None', and one not answered as not known", () => {
    const items = materialInformationSections(buildProperty({ ...leaseholdFlatAnswers, groundRent: 0, serviceCharge: null }))[0]!.items;
    expect(items).toContainEqual({ label: 'Ground Rent', value: 'None' });
    expect(items).toContainEqual({ label: 'Service Charge', value: 'Not known' });
  });

  it('reads a listing stored before the questions were asked as not known', () => {
    const { priceQualifier: _q, heating: _h, floodRisk: _f, ...stored } = buildProperty({ councilTaxBand: '00' });
    const sections = materialInformationSections(stored);
    expect(sections[0]!.items).toEqual([
      { label: 'Price', value: '£95,000' },
      { label: 'Tenure', value: 'Freehold' },
      { label: 'Council Tax Band', value: 'Not known' },
    ]);
    expect(sections[1]!.items).toContainEqual({ label: 'Heating', value: 'Not known' });
    expect(sections[2]!.items).toContainEqual({ label: 'Flood Risk', value: 'Not known' });
  });

  it('leaves out of the public page what the field table keeps from the public, rather than calling it not known', () => {
    const property = buildProperty(leaseholdFlatAnswers);
    const labels = (reader: 'member' | 'public') => materialInformationSections(property, reader)[1]!.items.map((item) => item.label);
    expect(labels('member')).toContain('Bedrooms');
    expect(labels('public')).not.toContain('Bedrooms');
    expect(labels('public')).toContain('Bathrooms');
  });
});
