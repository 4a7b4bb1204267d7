import { describe, expect, it } from 'vitest';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { analyseDeal, defaultDealInputs } from '../rules/deal-analysis';
import { formatPrice } from '../rules/money';
import { formatYield } from '../rules/yield';
import { toInvestorProperty } from '../views/investor-property';
import { firmRegistrationLines } from '../contract/firm';
import { exampleFirm } from '../contract/firm.example';
import { examplePackListing } from './deal-pack.example';
import { dealPackDocument, dealPackKey, PACK_LIMITS, pageLine, packWatermark, type DealPackInput } from './deal-pack';
import { materialPartTitles } from '../views/material-information';

const firm = exampleFirm;

const property = examplePackListing({ rentalUnits: 200, comparables: 50 });

const inputs = { ...defaultDealInputs({ price: 125_000, monthlyRent: 850, propertyType: 'Terrace' }), depositPercent: 30, mortgageRatePercent: 5.5 };

const packInput = (over: Partial<DealPackInput> = {}): DealPackInput => ({
  property: toInvestorProperty(property),
  brand: 'Example Property Deals',
  investorName: 'Ada Investor',
  madeOn: '28/11/2026',
  firm,
  analysis: { scenarioName: 'Thirty per cent down', inputs },
  photos: Array.from({ length: PACK_LIMITS.photos }, (_, i) => (i === 3 ? { missing: 'Photo unavailable' } : { image: `photo${i}` })),
  photoCount: 50,
  floorPlan: { note: 'The floor plan is on the listing page.' },
  area: { name: 'Hull', figures: [{ label: 'Average rent', value: '£700 PCM' }] },
  materialInformation: [{ part: 'A', title: materialPartTitles.A, items: [{ label: 'Council tax band', value: 'A' }] }],
  documents: ['EPC Certificate', 'Gas Safety Certificate'],
  images: {},
  ...over,
});

/** Every string of a content tree (texts, table cells, lists), in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (typeof node !== 'object' || node === null) return [];
  const { text, stack, columns, ul, table } = node as Record<string, unknown>;
  return [...texts(text), ...texts(stack), ...texts(columns), ...texts(ul), ...texts((table as { body?: unknown } | undefined)?.body)];
}
const allText = (doc: TDocumentDefinitions) => texts(doc.content).join('\n');
const footerText = (doc: TDocumentDefinitions, page: number, pages: number) =>
  texts((doc.footer as (page: number, pages: number, size: unknown) => Content)(page, pages, {})).join('\n');

describe('dealPackDocument', () => {
  const doc = dealPackDocument(packInput());
  const text = allText(doc);

  it('has every section of the pack, in order', () => {
    const sections = [
      '3 Bed Terrace, Hull',
      'Asking price £125,000',
      'Summary',
      'Property brief',
      'Photos',
      'Floor plan',
      'Location',
      'Area insight: Hull',
      'Rental units',
      'Comparables',
      'Material information',
      'Part A: Price, tenure and council tax',
      'Documents available',
      'Deal analysis',
      'Risks and assumptions',
      'About us',
    ];
    const positions = sections.map((section) => text.indexOf(section));
    for (const [i, section] of sections.entries()) expect(positions[i], section).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('research, not a survey');
    expect(text).toContain('Figures are estimates, not promised returns');
    expect(text).toContain('EPC Certificate');
  });

  it('describes a listing that has only a description (no summary or brief)', () => {
    const described = { ...toInvestorProperty(property), opportunitySummary: null, propertyBrief: null, description: 'A bay-fronted terrace near the park.' };
    const only = allText(dealPackDocument(packInput({ property: described })));
    expect(only).toContain('Description');
    expect(only).toContain('A bay-fronted terrace near the park.');
  });

  it("watermarks every page with the investor's name and the date", () => {
    expect(doc.watermark).toMatchObject({ text: packWatermark('Ada Investor', '28/11/2026') });
    expect(packWatermark('Ada Investor', '28/11/2026')).toBe('Prepared for Ada Investor on 28/11/2026');
  });

  it("puts 'page N of M' and the firm's registrations under every page", () => {
    const footer = footerText(doc, 2, 5);
    expect(footer).toContain(pageLine(2, 5));
    expect(pageLine(2, 5)).toBe('page 2 of 5');
    for (const line of firmRegistrationLines(firm)) expect(footer).toContain(line);
    for (const value of Object.values(firm)) expect(text).toContain(value);
  });

  it("shows the investor's scenario figures as shared/src/rules computes them, with the SDLT table's date", () => {
    const expected = analyseDeal(inputs);
    expect(text).toContain("From your saved analysis 'Thirty per cent down'.");
    expect(text).toContain(formatPrice(expected.sdlt.tax));
    expect(text).toContain(`From ${expected.sdlt.rates.effectiveFrom}, ${expected.sdlt.rates.source}`);
    expect(text).toContain(formatYield(expected.returns.grossYield!));
    expect(text).toContain(formatYield(expected.returns.netYield!));
    expect(text).toContain(formatYield(expected.returns.mortgage.returnOnCash!));
    expect(text).toContain(formatPrice(expected.returns.mortgage.cashInvested));
  });

  it("uses the listing's figures when the investor saved no analysis, and says so", () => {
    const listing = allText(dealPackDocument(packInput({ analysis: { scenarioName: null, inputs } })));
    expect(listing).toContain("From the listing's figures");
  });

  it('cuts 50 photos, 200 units and 50 comparables to what fits, and says so', () => {
    expect(text).toContain(`Showing ${PACK_LIMITS.photos} of 50 photos`);
    expect(text).toContain(`Showing ${PACK_LIMITS.rentalUnits} of 200 units`);
    expect(text).toContain(`Showing ${PACK_LIMITS.comparables} of 50 comparables`);
    expect(text).toContain('Total (200 units)');
    expect(text).toContain(formatPrice(200 * 500));
    expect(text).not.toContain('Comparable 21');
  });

  it('leaves a placeholder where a photo is missing', () => {
    expect(text).toContain('Photo unavailable');
  });

  it('names no registrations when the deployment has none', () => {
    const without = dealPackDocument(packInput({ firm: undefined }));
    expect(footerText(without, 1, 1)).toBe('page 1 of 1');
  });
});

describe('dealPackKey', () => {
  const base = { propertyId: 'p1', version: 3, userId: 'u1', scenarioId: 's1', day: '2026-11-28', watermark: packWatermark('Ada Investor', '28/11/2026') };
  it('changes with the listing version, the scenario and the day, and is under the investor', () => {
    expect(dealPackKey(base)).toMatch(/^deal-packs\/p1\/v3\/u1\/s1-2026-11-28-[0-9a-f]{8}\.pdf$/);
    const keys = new Set([base, { ...base, version: 4 }, { ...base, scenarioId: null }, { ...base, day: '2026-11-29' }].map(dealPackKey));
    expect(keys.size).toBe(4);
  });
  it('changes with what the watermark shows: an investor who renames themself the same day gets a pack with the new name', () => {
    expect(dealPackKey({ ...base, watermark: packWatermark('Ada Lovelace', '28/11/2026') })).not.toBe(dealPackKey(base));
    expect(dealPackKey({ ...base })).toBe(dealPackKey(base));
  });
});
