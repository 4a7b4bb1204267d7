import { describe, expect, it } from 'vitest';
import { areaInsightInputSchema } from '@shared/domain/area-insight';
import { propertyInputSchema } from '@shared/domain/property';
import { filterPropertyTypes, propertyTypes } from '@shared/domain/property-values';
import { resourceInputSchema, resourceTypes } from '@shared/domain/resource';
import { cardOf } from '@shared/views/property-card';
import { conditionalFields, fieldApplies, type ConditionalField } from '@shared/rules/field-visibility';
import { isListable } from '@shared/rules/visibility';
import { publishBlockers } from '@shared/rules/publish-checklist';
import { seedAreaInsights } from './area-insights';
import { samplePdf } from './documents';
import { documentKeysOf, draftPropertyIds, listedSeedProperties, seedProperties, withdrawnPropertyId } from './properties';
import { seedResources } from './resources';
import { syntheticProperties } from './synthetic';

// The spec's price bands (upper bound inclusive, lower bound exclusive except the first band).
const bands: [string, (price: number) => boolean][] = [
  ['under 100k', (p) => p < 100_000],
  ['100k-150k', (p) => p >= 100_000 && p <= 150_000],
  ['150k-200k', (p) => p > 150_000 && p <= 200_000],
  ['200k-300k', (p) => p > 200_000 && p <= 300_000],
  ['300k-500k', (p) => p > 300_000 && p <= 500_000],
  ['over 500k', (p) => p > 500_000],
];

const listed = listedSeedProperties.map((p) => p.input);
const available = listed.filter((p) => p.status === 'Available');

describe('seed properties', () => {
  it('hold no value in a field that does not apply to their tenure, as the form would save them (rules/field-visibility.ts)', () => {
    // The HMO keeps its room rents for the detail page's breakdown, though the form keeps units for multi-unit types only.
    const tenureFields = (Object.keys(conditionalFields) as ConditionalField[]).filter((field) => field !== 'rentalUnits');
    for (const { id, input } of seedProperties) {
      for (const field of tenureFields) if (!fieldApplies(field, input)) expect({ id, field, value: input[field] }).toEqual({ id, field, value: null });
    }
  });

  it('are valid property inputs with unique ids and 1 to 8 photos stored under timestamped keys', () => {
    expect(new Set(seedProperties.map((p) => p.id)).size).toBe(seedProperties.length);
    for (const { id, input, createdAt } of seedProperties) {
      expect(() => propertyInputSchema.parse(input), id).not.toThrow();
      expect(input.photos.length, id).toBeGreaterThanOrEqual(1);
      expect(input.photos.length, id).toBeLessThanOrEqual(8);
      expect(input.imageUrl).toBe(input.photos[0]);
      input.photos.forEach((key, i) => expect(key).toMatch(new RegExp(`^property-images/${id}/${i + 1}-\\d{13}$`)));
      expect(Date.parse(createdAt)).toBeLessThan(Date.parse('2026-11-22T00:00:00Z'));
    }
  });

  it('that are published pass the publishing gate (Part A, and an EPC rating or its exemption), as the API would ask', () => {
    const blocked = seedProperties.filter((p) => p.input.isPublished).map((p) => [p.id, publishBlockers(p.input)] as const);
    expect(blocked.filter(([, missing]) => missing.length > 0)).toEqual([]);
  });
  it('hold at least 12 listed properties plus 2 drafts and 1 Withdrawn', () => {
    expect(listed.length).toBeGreaterThanOrEqual(12);
    const hidden = seedProperties.filter((p) => !isListable(p.input)).map((p) => p.id);
    expect(hidden.sort()).toEqual([...draftPropertyIds, withdrawnPropertyId].sort());
    const withdrawn = seedProperties.find((p) => p.id === withdrawnPropertyId)!.input;
    expect(withdrawn).toMatchObject({ isPublished: true, status: 'Withdrawn' });
  });

  it('cover every type, status and price band (each band with an Available listing and the exact edges)', () => {
    expect(new Set(listed.map((p) => p.propertyType))).toEqual(new Set(propertyTypes));
    for (const type of filterPropertyTypes)
      expect(
        listed.some((p) => p.propertyType === type),
        type,
      ).toBe(true);
    expect(new Set(listed.map((p) => p.status))).toEqual(new Set(['Available', 'Under Contract', 'Sold']));
    for (const [band, inBand] of bands)
      expect(
        available.some((p) => inBand(p.price)),
        band,
      ).toBe(true);
    expect(available.map((p) => p.price)).toEqual(expect.arrayContaining([100_000, 150_000]));
  });

  it('link every listing to an area insight by id and slug, and use every area', () => {
    const areas = new Map(seedAreaInsights.map((a) => [a.id, a.input.urlSlug]));
    for (const { input } of seedProperties) expect(areas.get(input.areaInsightId!)).toBe(input.areaInsightsLink);
    expect(new Set(available.map((p) => p.areaInsightId))).toEqual(new Set(areas.keys()));
  });

  it('exercise the card and detail rules', () => {
    expect(listed.filter((p) => p.featured).length).toBeGreaterThanOrEqual(2);
    expect(listed.some((p) => p.photos.length > 3)).toBe(true);
    expect(listed.some((p) => p.photos.length === 8)).toBe(true);
    expect(listed.some((p) => p.photos.length <= 3)).toBe(true);
    // Potential yield, 'Available on request', achievable rent instead of a zero current rent.
    expect(listed.some((p) => !p.yield && p.achievableMarketRent && !p.currentRent && p.currentRent !== 0)).toBe(true);
    expect(listed.some((p) => !p.yield && !p.achievableMarketRent)).toBe(true);
    expect(listed.some((p) => p.currentRent === 0 && p.achievableMarketRent)).toBe(true);
    // Tenure.
    expect(
      listed.some(
        (p) => p.tenureType === 'Leasehold' && p.leaseRemaining && p.groundRent && p.serviceCharge && p.leaseDocuments && p.serviceChargeAccountsDocument,
      ),
    ).toBe(true);
    expect(listed.filter((p) => p.tenureType === 'Freehold').every((p) => p.freeholdTitle)).toBe(true);
    // Multi-unit block with per-unit EPCs of different ratings, one unit unnamed.
    const block = listed.find((p) => p.propertyType === 'Block of Flats')!;
    expect(block.rentalUnits.length).toBeGreaterThanOrEqual(3);
    expect(new Set(block.epcUnits.map((u) => u.rating)).size).toBeGreaterThanOrEqual(3);
    expect(block.epcUnits.some((u) => u.unitName === '')).toBe(true);
    expect(block.epcUnits.some((u) => u.documentUrl) && block.epcUnits.some((u) => !u.documentUrl)).toBe(true);
    expect(block.currentRent).toBe(block.rentalUnits.reduce((sum, u) => sum + u.rental, 0));
    // Comparables on some only; council tax '0' hidden; a map embed; one searchable postcode.
    expect(listed.some((p) => p.comparables.length > 0) && listed.some((p) => p.comparables.length === 0)).toBe(true);
    expect(listed.some((p) => p.councilTaxBand === '0')).toBe(true);
    expect(listed.some((p) => p.googleMapsLink?.includes('src="https://www.google.com/maps/embed?'))).toBe(true);
    expect(seedProperties.filter((p) => JSON.stringify(p.input).includes('HU5 3QP')).map((p) => p.id)).toEqual(['prop-hull-terrace-01']);
  });

  it('store documents under the property-documents prefix', () => {
    const keys = seedProperties.flatMap((p) => documentKeysOf(p.input));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(key).toMatch(/^property-documents\/prop-[a-z0-9-]+\/[a-z0-9-]+-\d{13}\.pdf$/);
  });
});

describe('seed area insights', () => {
  it('are six valid, published records with the full content and distinct display orders', () => {
    expect(seedAreaInsights).toHaveLength(6);
    for (const { input } of seedAreaInsights) {
      expect(() => areaInsightInputSchema.parse(input)).not.toThrow();
      expect(input.isPublished).toBe(true);
      expect(input.heroImageUrl).toMatch(new RegExp(`^area-heroes/${input.urlSlug}-hero-\\d{13}\\.jpg$`));
      for (const field of [
        'citygateCapital',
        'citygateIncome',
        'citygateTenantDemand',
        'citygateYieldStability',
        'citygateGrowth',
        'citygateArea',
        'citygateTypeFit',
        'citygateExit',
        'areaOverview',
        'investmentInsightsContent',
        'investorInsights',
        'snippet',
      ] as const) {
        expect(input[field], `${input.urlSlug}.${field}`).toBeTruthy();
      }
      expect(input.propertySnapshot?.purchasePrice).toBeGreaterThan(0);
    }
    expect(seedAreaInsights.map((a) => a.input.displayOrder)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('fill each yield-filter bucket, each text in one bucket only', () => {
    const buckets = { high: /8/, medium: /[67]/, low: /[45]/ };
    const counts = { high: 0, medium: 0, low: 0 };
    for (const { input } of seedAreaInsights) {
      const matched = (Object.keys(buckets) as (keyof typeof buckets)[]).filter((b) => buckets[b].test(input.rentalYieldRange ?? ''));
      expect(matched, input.rentalYieldRange ?? '').toHaveLength(1);
      counts[matched[0]!]++;
    }
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
  });
});

describe('seed resources', () => {
  it('are six valid resources of every type, one featured, ordered 0 to 5', () => {
    expect(seedResources).toHaveLength(6);
    for (const { input } of seedResources) expect(() => resourceInputSchema.parse(input)).not.toThrow();
    expect(new Set(seedResources.map((r) => r.input.type))).toEqual(new Set(resourceTypes));
    expect(seedResources.filter((r) => r.input.isFeatured)).toHaveLength(1);
    expect(seedResources.map((r) => r.input.displayOrder)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('samplePdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = samplePdf('Lease (sample)', ['42 Westbourne Avenue']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(Lease \\(sample\\)) Tj');
  });
});

describe('syntheticProperties', () => {
  const catalogue = syntheticProperties(2_000);

  it('is deterministic and prefix-stable', () => {
    expect(syntheticProperties(2_000)).toEqual(catalogue);
    expect(syntheticProperties(50)).toEqual(catalogue.slice(0, 50));
  });

  it('makes valid, listable listings with unique ids that reuse the demo photos', () => {
    const pool = new Set(seedProperties.flatMap((p) => p.input.photos));
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(2_000);
    for (const { id, input } of catalogue) {
      expect(() => propertyInputSchema.parse(input), id).not.toThrow();
      expect(isListable(input)).toBe(true);
      expect(input.photos.every((key) => pool.has(key))).toBe(true);
      expect(input.imageUrl).toBe(input.photos[0]);
    }
  });

  it('looks like a real catalogue: varied types, bands, statuses and areas', () => {
    const inputs = catalogue.map((p) => p.input);
    expect(new Set(inputs.map((p) => p.propertyType)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(inputs.map((p) => p.areaInsightId)).size).toBe(6);
    for (const [band, inBand] of bands) expect(inputs.filter((p) => inBand(p.price)).length, band).toBeGreaterThan(20);
    expect(inputs.filter((p) => p.status === 'Available').length / inputs.length).toBeGreaterThan(0.7);
  });

  it('has listing texts as long as the demo listings, while each card stays under 1 KB (the list target)', () => {
    const average = (sizes: number[]) => sizes.reduce((sum, n) => sum + n, 0) / sizes.length;
    const demoRecord = average(seedProperties.map((p) => JSON.stringify(p.input).length));
    expect(average(catalogue.map((p) => JSON.stringify(p.input).length))).toBeGreaterThan(0.8 * demoRecord);
    for (const { id, createdAt, input } of catalogue) {
      const card = cardOf({ ...propertyInputSchema.parse(input), id, createdAt });
      expect(JSON.stringify(card).length, id).toBeLessThan(1_024);
    }
  });
});
