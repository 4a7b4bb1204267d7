import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DealInputs } from '../domain/deal-scenario';
import { firmRegistrationLines, type FirmRegistrations } from '../contract/firm';
import { analyseDeal } from '../rules/deal-analysis';
import { countGB } from '../rules/en-gb';
import { formatPrice } from '../rules/money';
import { stressTestLine } from '../rules/stress-test';
import { formatYield } from '../rules/yield';
import type { InvestorProperty } from '../views/investor-property';
import type { MaterialInformationSection } from '../views/material-information';

/**
 * The deal pack: the PDF an investor forwards to their lender and partners, built from the live listing and the
 * investor's own analysis. This module only describes the document (pdfmake's declarative definition); the deal
 * pack function (functions/src/deal-pack/) reads the listing, the photos and the scenario and renders it.
 */

/** A photo in the pack: the name of its image in the definition's `images`, or why there is none (a placeholder). */
export type PackPicture = { image: string } | { missing: string };

export interface DealPackInput {
  /** What an investor may see of the listing (toInvestorProperty): the pack shows nothing an investor could not. */
  property: InvestorProperty;
  brand: string;
  investorName: string;
  /** The day the pack was made, as en-GB writes it ('28/11/2026'). */
  madeOn: string;
  firm: FirmRegistrations | undefined;
  /** The investor's latest saved scenario for this listing, or the listing's default inputs when there is none. */
  analysis: { scenarioName: string | null; inputs: DealInputs };
  /** The listing's photos in display order, the main one first (at most PACK_LIMITS.photos are read). */
  photos: PackPicture[];
  /** How many photos the listing has, to say when the pack shows fewer. */
  photoCount: number;
  /** The floor plan when it is an image; a sentence when it is another kind of file; null when there is none. */
  floorPlan: PackPicture | { note: string } | null;
  area: { name: string; figures: { label: string; value: string }[] } | null;
  materialInformation: MaterialInformationSection[];
  /** The names of the documents the listing has (never links: the pack outlives any link). */
  documents: string[];
  /** Data URLs of the pictures named above. */
  images: Record<string, string>;
}

/** What fits in a pack; a listing with more says so on the page. */
export const PACK_LIMITS = { photos: 12, comparables: 20, rentalUnits: 40, textCharacters: 4_000 } as const;

export const PACK_RISKS = [
  'This pack is research, not a survey or a valuation: instruct your own surveyor and conveyancer before you commit.',
  'Figures are estimates, not promised returns: rents, voids, costs, interest rates and values change.',
  'Stamp duty is estimated from the price and the answers in the analysis, with the rate table dated below; your conveyancer confirms the figure.',
  'Check every fact in this pack against the legal pack and your own enquiries.',
] as const;

const comparableTypeLabels = { recently_sold: 'Recently Sold', on_market: 'On the Market', recently_let: 'Recently Let' } as const;
const money = (pounds: number | null | undefined) => (pounds === null || pounds === undefined ? 'Not given' : formatPrice(pounds));
const percent = (value: number | null) => (value === null ? 'n/a' : formatYield(value));
const cut = (text: string | null | undefined) =>
  !text ? null : text.length > PACK_LIMITS.textCharacters ? `${text.slice(0, PACK_LIMITS.textCharacters)}... (continued on the listing page)` : text;

/** The watermark of every page: who the pack was made for, and when. */
export const packWatermark = (investorName: string, madeOn: string) => `Prepared for ${investorName} on ${madeOn}`;

/** The line under every page: 'page N of M'. */
export const pageLine = (page: number, pages: number) => `page ${page} of ${pages}`;

const heading = (text: string): Content => ({ text, style: 'heading' });
const note = (text: string): Content => ({ text, style: 'note' });
/** A two-column table of label and value (none when there are no rows: pdfmake cannot lay out an empty table). */
const facts = (rows: [string, string][]): Content =>
  rows.length === 0
    ? []
    : {
        table: { widths: ['40%', '*'], body: rows.map(([label, value]): TableCell[] => [{ text: label, bold: true }, value]) },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 8],
      };
const picture = (photo: PackPicture, width: number, height: number): Content =>
  'image' in photo
    ? { image: photo.image, fit: [width, height], margin: [0, 0, 0, 4] }
    : { table: { widths: [width - 10], heights: [height - 10], body: [[{ text: photo.missing, style: 'note', alignment: 'center' }]] }, margin: [0, 0, 0, 4] };

function coverPage(input: DealPackInput, analysis: ReturnType<typeof analyseDeal>): Content[] {
  const p = input.property;
  const place = [p.addressLine1, p.city, p.postcode].filter(Boolean).join(', ');
  const main = input.photos[0];
  return [
    { text: `${input.brand}: deal pack`, style: 'note' },
    { text: p.title, style: 'title' },
    ...(place ? [{ text: place, margin: [0, 0, 0, 8] } as Content] : []),
    ...(main ? [picture(main, 515, 300)] : []),
    { text: `Asking price ${money(p.price)}`, style: 'price' },
    facts([
      ['Property type', p.propertyType ?? 'Not given'],
      ['Bedrooms', p.bedrooms === null || p.bedrooms === undefined ? 'Not given' : String(p.bedrooms)],
      ['Status', p.status],
      ['Monthly rent (analysis)', money(input.analysis.inputs.monthlyRent)],
      ['Gross yield', percent(analysis.returns.grossYield)],
      ['Net yield', percent(analysis.returns.netYield)],
      ['Stamp duty (estimate)', money(analysis.sdlt.tax)],
    ]),
  ];
}

function photoPages(input: DealPackInput): Content[] {
  const shown = input.photos.slice(0, PACK_LIMITS.photos);
  if (shown.length === 0) return [];
  const rows: Content[] = [];
  for (let i = 0; i < shown.length; i += 2) rows.push({ columns: shown.slice(i, i + 2).map((photo) => picture(photo, 250, 180)), columnGap: 15 });
  return [
    heading('Photos'),
    ...(input.photoCount > shown.length ? [note(`Showing ${shown.length} of ${countGB(input.photoCount)} photos; the listing page has them all.`)] : []),
    ...rows,
  ];
}

function floorPlanSection(input: DealPackInput): Content[] {
  if (!input.floorPlan) return [];
  return [heading('Floor plan'), 'note' in input.floorPlan ? note(input.floorPlan.note) : picture(input.floorPlan, 515, 500)];
}

function locationSection(input: DealPackInput): Content[] {
  const p = input.property;
  return [
    heading('Location'),
    facts(
      [
        ['Location', p.location ?? ''],
        ['City', p.city ?? ''],
        ['Postcode', p.postcode ?? ''],
      ].filter(([, value]) => value) as [string, string][],
    ),
    ...(p.locationSummary ? [{ text: cut(p.locationSummary)!, margin: [0, 0, 0, 8] } as Content] : []),
    ...(input.area ? [{ text: `Area insight: ${input.area.name}`, bold: true } as Content, facts(input.area.figures.map((f) => [f.label, f.value]))] : []),
  ];
}

function rentalUnitsSection(input: DealPackInput): Content[] {
  const units = input.property.rentalUnits ?? [];
  if (units.length === 0) return [];
  const shown = units.slice(0, PACK_LIMITS.rentalUnits);
  const total = units.reduce((sum, unit) => sum + unit.rental, 0);
  return [
    heading('Rental units'),
    ...(units.length > shown.length ? [note(`Showing ${shown.length} of ${countGB(units.length)} units; the total is of all of them.`)] : []),
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto'],
        body: [
          [
            { text: 'Unit', bold: true },
            { text: 'Rent (PCM)', bold: true },
          ],
          ...shown.map((unit): TableCell[] => [unit.unitName, money(unit.rental)]),
          [
            { text: `Total (${countGB(units.length)} units)`, bold: true },
            { text: money(total), bold: true },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    },
  ];
}

function comparablesSection(input: DealPackInput): Content[] {
  const comparables = input.property.comparables ?? [];
  if (comparables.length === 0) return [];
  const shown = comparables.slice(0, PACK_LIMITS.comparables);
  return [
    heading('Comparables'),
    ...(comparables.length > shown.length
      ? [note(`Showing ${shown.length} of ${countGB(comparables.length)} comparables; the listing page has them all.`)]
      : []),
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto', 'auto'],
        body: [
          ['Comparable', 'Type', 'Price', 'Rent (PCM)', 'Postcode'].map((text) => ({ text, bold: true })),
          ...shown.map((c): TableCell[] => [c.title, comparableTypeLabels[c.type], money(c.price), money(c.rental), c.postcode ?? '']),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
      margin: [0, 0, 0, 8],
    },
  ];
}

function materialInformationSection(input: DealPackInput): Content[] {
  if (input.materialInformation.length === 0) return [];
  return [
    heading('Material information'),
    ...input.materialInformation.flatMap((section): Content[] => [
      { text: section.title, bold: true, margin: [0, 4, 0, 2] },
      facts(section.items.map((item) => [item.label, item.note ? `${item.value} (${item.note})` : item.value])),
    ]),
  ];
}

function analysisSection(input: DealPackInput, analysis: ReturnType<typeof analyseDeal>): Content[] {
  const { inputs, scenarioName } = input.analysis;
  const { sdlt, returns, stressTest } = analysis;
  return [
    heading('Deal analysis'),
    note(
      scenarioName
        ? `From your saved analysis '${scenarioName}'.`
        : "From the listing's figures and the portal's usual assumptions: save an analysis on the listing page to see your own here.",
    ),
    facts([
      ['Price', money(inputs.price)],
      ['Monthly rent', money(inputs.monthlyRent)],
      ['Stamp duty (SDLT)', `${money(sdlt.tax)} (${sdlt.ratesUsed}; effective rate ${sdlt.effectiveRate.toFixed(2)}%)`],
      ['SDLT rate table', `From ${sdlt.rates.effectiveFrom}, ${sdlt.rates.source}`],
      ['Gross yield', percent(returns.grossYield)],
      ['Net yield', percent(returns.netYield)],
      ['Purchase costs', money(returns.purchaseCosts)],
      ['Cash invested (with a mortgage)', money(returns.mortgage.cashInvested)],
      ['Cash flow a year (with a mortgage)', money(returns.mortgage.annualCashFlow)],
      ['Return on cash (with a mortgage)', percent(returns.mortgage.returnOnCash)],
      ['Return on cash (cash purchase)', percent(returns.cash.returnOnCash)],
      ['Stress test', `${stressTestLine(stressTest, inputs.icrPercent)} at ${inputs.stressRatePercent}%`],
    ]),
    ...sdlt.notes.map(note),
  ];
}

/** The pack's document definition: every page watermarked for the investor, with the firm and 'page N of M' in its footer. */
export function dealPackDocument(input: DealPackInput): TDocumentDefinitions {
  const p = input.property;
  const analysis = analyseDeal(input.analysis.inputs);
  const firmLines = input.firm ? firmRegistrationLines(input.firm) : [];
  const summary = cut(p.opportunitySummary);
  const brief = cut(p.propertyBrief);
  // A listing written with only the long description still has one in its pack.
  const description = summary || brief ? null : cut(p.description);
  const content: Content[] = [
    ...coverPage(input, analysis),
    { text: '', pageBreak: 'after' },
    ...(summary ? [heading('Summary'), { text: summary, margin: [0, 0, 0, 8] } as Content] : []),
    ...(brief ? [heading('Property brief'), { text: brief, margin: [0, 0, 0, 8] } as Content] : []),
    ...(description ? [heading('Description'), { text: description, margin: [0, 0, 0, 8] } as Content] : []),
    ...photoPages(input),
    ...floorPlanSection(input),
    ...locationSection(input),
    ...rentalUnitsSection(input),
    ...comparablesSection(input),
    ...materialInformationSection(input),
    heading('Documents available'),
    input.documents.length > 0 ? { ul: input.documents, margin: [0, 0, 0, 8] } : note('No documents are listed for this property yet.'),
    note('Ask us for any document: links are not included, since a pack is often forwarded.'),
    ...analysisSection(input, analysis),
    heading('Risks and assumptions'),
    { ul: [...PACK_RISKS], margin: [0, 0, 0, 8] },
    heading('About us'),
    ...(firmLines.length > 0 ? firmLines.map((line) => ({ text: line, margin: [0, 0, 0, 4] }) as Content) : [note(input.brand)]),
  ];
  return {
    info: { title: `${p.title}: deal pack`, author: input.brand, subject: `Prepared for ${input.investorName}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 70],
    watermark: { text: packWatermark(input.investorName, input.madeOn), opacity: 0.08, bold: true },
    footer: (currentPage: number, pageCount: number): Content => ({
      margin: [40, 10, 40, 0],
      stack: [
        ...firmLines.map((line) => ({ text: line, fontSize: 6, color: '#555555' })),
        { text: pageLine(currentPage, pageCount), alignment: 'right', fontSize: 8 },
      ],
    }),
    content,
    images: input.images,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      title: { fontSize: 20, bold: true, margin: [0, 4, 0, 4] },
      price: { fontSize: 16, bold: true, margin: [0, 8, 0, 8] },
      heading: { fontSize: 14, bold: true, margin: [0, 12, 0, 6] },
      note: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 4] },
    },
  };
}

/** Where packs are kept in the documents bucket; they expire (infra/lib/constructs/storage.ts) and are rebuilt on demand. */
export const DEAL_PACK_PREFIX = 'deal-packs/';
/** How long a kept pack lives: packs carry the investor's name, so none outlives a short while. */
export const DEAL_PACK_DAYS = 7;

/**
 * Where one pack is kept: under the listing's version and the investor, named by the analysis it shows, the day it
 * was made and what its watermark shows (the investor's name and the date). An edit of the listing (a new version), a
 * newly saved scenario or the investor's new name makes a new key, so the pack is rebuilt; asking again the same day
 * with nothing changed serves the kept one.
 */
export const dealPackKey = (p: { propertyId: string; version: number; userId: string; scenarioId: string | null; day: string; watermark: string }) =>
  `${DEAL_PACK_PREFIX}${p.propertyId}/v${p.version}/${p.userId}/${p.scenarioId ?? 'listing-figures'}-${p.day}-${shortHash(p.watermark)}.pdf`;

/** FNV-1a, 32 bits, as 8 hex digits: tells kept packs apart by what their watermark shows (not a secret). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The label of a pack download in the document-open log. */
export const DEAL_PACK_DOCUMENT = 'dealPack';
export const DEAL_PACK_LABEL = 'Deal pack';
