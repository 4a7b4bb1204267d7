import type { PropertyInput } from '@shared/domain/property';
import type { PropertyStatus, PropertyType } from '@shared/domain/property-values';
import { formPotentialYield, formYield } from '@shared/rules/form-yield';
import { propertyInput } from '../builders/property';
import { areaInsightId, type AreaSlug } from './area-insights';
import { mapLimit } from './concurrency';
import { loadRepositories, type SeedContext } from './index';
import { listedSeedProperties } from './properties';

/**
 * A deterministic catalogue of realistic published listings for the benchmark (2,000 of them). They
 * reuse the demo listings' photos (uploaded by seedIfEmpty) instead of making 2,000 sets of pictures.
 */
export interface SyntheticProperty {
  id: string;
  createdAt: string;
  input: PropertyInput;
}

/** mulberry32: a tiny seeded PRNG, so every run (and every machine) gets the same catalogue. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

interface Town {
  city: string;
  area: AreaSlug;
  county: string;
  priceFactor: number;
  districts: { outward: string; location: string; streets: string[] }[];
}

const towns: Town[] = [
  {
    city: 'Hull',
    area: 'hull',
    county: 'East Yorkshire',
    priceFactor: 0.7,
    districts: [
      { outward: 'HU3', location: 'Hessle Road, Hull', streets: ['Hessle Road', 'Anlaby Road', 'Coltman Street', 'Wellsted Street'] },
      { outward: 'HU5', location: 'The Avenues, Hull', streets: ['Chanterlands Avenue', 'Goddard Avenue', 'Sculcoates Lane', 'Newland Avenue'] },
      { outward: 'HU8', location: 'East Hull', streets: ['Holderness Road', 'Southcoates Lane', 'Estcourt Street', 'Morrill Street'] },
      { outward: 'HU9', location: 'Victoria Dock, Hull', streets: ['Hedon Road', 'Marfleet Lane', 'Preston Road', 'Ings Road'] },
    ],
  },
  {
    city: 'Beverley',
    area: 'beverley',
    county: 'East Yorkshire',
    priceFactor: 1.25,
    districts: [{ outward: 'HU17', location: 'Beverley', streets: ['Grovehill Road', 'Norwood', 'Keldgate', 'Lairgate', 'Molescroft Road'] }],
  },
  {
    city: 'Leeds',
    area: 'leeds',
    county: 'West Yorkshire',
    priceFactor: 1.1,
    districts: [
      { outward: 'LS6', location: 'Headingley, Leeds', streets: ['Brudenell Road', 'Cardigan Road', 'Ash Road', 'Otley Road'] },
      { outward: 'LS4', location: 'Burley, Leeds', streets: ['Burley Road', 'Cardigan Lane', 'Kirkstall Road'] },
      { outward: 'LS7', location: 'Chapel Allerton, Leeds', streets: ['Harrogate Road', 'Chapeltown Road', 'Stainbeck Lane'] },
    ],
  },
  {
    city: 'York',
    area: 'york',
    county: 'North Yorkshire',
    priceFactor: 1.45,
    districts: [
      { outward: 'YO10', location: 'Fulford, York', streets: ['Heslington Road', 'Fulford Road', 'Lawrence Street'] },
      { outward: 'YO31', location: 'Heworth, York', streets: ['Haxby Road', 'Huntington Road', 'East Parade'] },
      { outward: 'YO24', location: 'Dringhouses, York', streets: ['Tadcaster Road', 'Acomb Road', 'Hamilton Drive'] },
    ],
  },
  {
    city: 'Sheffield',
    area: 'sheffield',
    county: 'South Yorkshire',
    priceFactor: 0.95,
    districts: [
      { outward: 'S11', location: 'Ecclesall Road, Sheffield', streets: ['Ecclesall Road', 'Sharrow Vale Road', 'Hunters Bar'] },
      { outward: 'S7', location: 'Nether Edge, Sheffield', streets: ['Abbeydale Road', 'Carterknowle Road', 'Montgomery Road'] },
      { outward: 'S6', location: 'Walkley, Sheffield', streets: ['Walkley Road', 'South Road', 'Howard Road'] },
    ],
  },
  {
    city: 'Manchester',
    area: 'manchester',
    county: 'Greater Manchester',
    priceFactor: 1.15,
    districts: [
      { outward: 'M14', location: 'Fallowfield, Manchester', streets: ['Wilmslow Road', 'Platt Lane', 'Mauldeth Road'] },
      { outward: 'M20', location: 'Didsbury, Manchester', streets: ['Burton Road', 'Barlow Moor Road', 'Lapwing Lane'] },
      { outward: 'M16', location: 'Whalley Range, Manchester', streets: ['Seymour Grove', 'Withington Road', 'Alexandra Road'] },
    ],
  },
];

interface Kind {
  type: PropertyType;
  weight: number;
  basePrice: number;
  beds: [number, number];
  flat: boolean;
}

const kinds: Kind[] = [
  { type: 'Terrace', weight: 26, basePrice: 130_000, beds: [2, 3], flat: false },
  { type: 'Flat', weight: 22, basePrice: 120_000, beds: [1, 2], flat: true },
  { type: 'Semi Detached', weight: 16, basePrice: 190_000, beds: [3, 4], flat: false },
  { type: 'Detached House', weight: 6, basePrice: 340_000, beds: [3, 5], flat: false },
  { type: 'Bungalow', weight: 7, basePrice: 200_000, beds: [2, 3], flat: false },
  { type: 'HMO', weight: 9, basePrice: 260_000, beds: [4, 7], flat: false },
  { type: 'Block of Flats', weight: 4, basePrice: 620_000, beds: [4, 12], flat: false },
  { type: 'Mixed Commercial', weight: 4, basePrice: 280_000, beds: [1, 3], flat: false },
  { type: 'Commercial Space', weight: 4, basePrice: 110_000, beds: [0, 0], flat: false },
  { type: 'Land', weight: 2, basePrice: 90_000, beds: [0, 0], flat: false },
];
const totalWeight = kinds.reduce((sum, k) => sum + k.weight, 0);

const postcodeLetters = 'ABDEFGHJLNPQRSTUWXYZ';
const conditions = ['New', 'Good', 'Good', 'Needs Modernisation', 'Requires Renovation'] as const;
const amenityPool = [
  'Gas central heating',
  'Double glazing',
  'Garden',
  'Off-road parking',
  'Garage',
  'Recently refurbished',
  'Close to transport',
  'Fibre broadband',
];
/** Shared pool of already-uploaded photo keys (the demo listings' photos). */
/** Listing texts of realistic length (agents write a few hundred characters per field), so list and search index sizes are honest. */
const descriptionSentences = [
  'The accommodation is arranged over two floors and has been well maintained by the current owner.',
  'Internally the property offers a bright entrance hall, a through lounge with a bay window and a fitted kitchen opening to the rear.',
  'Upstairs there are generous bedrooms and a modern family bathroom with a shower over the bath.',
  'Outside there is an enclosed rear yard with gated access and a small forecourt garden to the front.',
  'The local amenities, schools and bus routes into the city centre are all within a short walk.',
  'Gas central heating and uPVC double glazing are installed throughout.',
  'The property is offered with the benefit of a long-standing tenant who would like to remain.',
  'A rare opportunity to acquire a well-located investment with scope to add value over time.',
];
const externalConditions = [
  'Brickwork and roof in good order; gutters cleared in the spring.',
  'Render tired to the rear elevation; roof recently overhauled.',
  'Replacement windows and doors; boundary walls sound.',
  'Some pointing needed to the chimney stack; otherwise in fair order.',
];
const internalConditions = [
  'Neutral decoration throughout with carpets to the bedrooms.',
  'Dated decoration; would benefit from a light refresh between tenancies.',
  'Fully refurbished, including rewiring and new plaster in most rooms.',
  'Some damp to the rear reception room, treated and guaranteed.',
];
const kitchenConditions = [
  'Modern shaker kitchen with integrated oven and hob.',
  'Older fitted kitchen in serviceable order.',
  'New kitchen fitted this year with a five-year guarantee.',
];
const tenantNotes = [
  'Tenant in place for several years with a clean payment record.',
  'Professional tenant on a twelve-month assured shorthold tenancy.',
  'Vacant possession on completion.',
];

const photoPool = listedSeedProperties.flatMap((p) => p.input.photos);
const newest = Date.parse('2026-11-20T12:00:00.000Z');

export function syntheticProperties(count: number): SyntheticProperty[] {
  const random = prng(20_261_122);
  const result: SyntheticProperty[] = [];
  for (let i = 0; i < count; i++) {
    let roll = random.next() * totalWeight;
    const kind = kinds.find((k) => (roll -= k.weight) < 0) ?? kinds[0]!;
    const town = random.pick(towns);
    const district = random.pick(town.districts);
    const street = random.pick(district.streets);
    const number = random.int(1, 240);
    const postcode = `${district.outward} ${random.int(1, 9)}${random.pick([...postcodeLetters])}${random.pick([...postcodeLetters])}`;
    const price = Math.round((kind.basePrice * town.priceFactor * (0.7 + random.next() * 0.7)) / 500) * 500;
    const bedrooms = random.int(...kind.beds);
    const land = kind.type === 'Land';
    const commercial = kind.type === 'Commercial Space' || kind.type === 'Mixed Commercial';
    const vacant = land || random.chance(0.15);
    const marketRent = land ? null : Math.round((price * (0.055 + random.next() * 0.045)) / 12 / 25) * 25;
    const currentRent = vacant || !marketRent ? null : Math.round((marketRent * (0.85 + random.next() * 0.15)) / 25) * 25;
    const rentalUnits =
      kind.type === 'Block of Flats' && currentRent
        ? Array.from({ length: bedrooms > 6 ? 6 : 4 }, (_, u) => ({
            unitName: `Flat ${u + 1}`,
            rental: Math.round(currentRent / (bedrooms > 6 ? 6 : 4) / 5) * 5,
          }))
        : [];
    const status: PropertyStatus = random.chance(0.8) ? 'Available' : random.chance(0.6) ? 'Under Contract' : 'Sold';
    const condition = random.pick(conditions);
    const photoCount = random.int(1, 8);
    const firstPhoto = random.int(0, photoPool.length - 1);
    const photos = Array.from({ length: photoCount }, (_, p) => photoPool[(firstPhoto + p) % photoPool.length] as string);
    const leasehold = kind.flat;
    const title = kind.flat
      ? `Flat ${random.int(1, 24)}, ${number} ${street}, ${town.city}`
      : land
        ? `Land off ${street}, ${town.city}`
        : `${number} ${street}, ${town.city}`;
    const yieldPct = formYield(currentRent, price);
    const amenities = amenityPool.filter(() => random.chance(0.3));

    result.push({
      id: `synth-${String(i + 1).padStart(5, '0')}`,
      // Spread back from the newest over about a year and a half, a few hours apart.
      createdAt: new Date(newest - i * 6 * 3_600_000 - random.int(0, 300) * 60_000).toISOString(),
      input: propertyInput({
        title,
        headline: `${bedrooms ? `${bedrooms}-bed ` : ''}${kind.type.toLowerCase()} in ${district.location}`,
        description: [
          `${condition === 'New' ? 'A newly finished' : 'A'} ${kind.type.toLowerCase()} on ${street}, ${vacant ? 'offered vacant' : 'sold with the tenant in place'}.`,
          ...descriptionSentences.filter(() => random.chance(0.6)),
        ].join(' '),
        price,
        location: district.location,
        address: `${title.replace(`, ${town.city}`, '')}, ${town.city} ${postcode}`,
        addressLine1: title.replace(`, ${town.city}`, ''),
        city: town.city,
        postcode,
        county: town.county,
        bedrooms,
        bathrooms: land ? null : Math.max(1, Math.round(bedrooms / 2)),
        sqft: land ? null : 350 + bedrooms * 260 + random.int(0, 200),
        imageUrl: photos[0] ?? null,
        photos,
        featured: random.chance(0.03),
        type: land ? 'Land' : commercial ? 'Commercial' : 'Residential',
        propertyType: kind.type,
        status,
        yearBuilt: land ? null : random.int(1880, 2022),
        amenities,
        yield: land ? null : yieldPct,
        potentialYield: marketRent ? formPotentialYield(marketRent, price) : null,
        tenancy: land ? 'Vacant' : vacant ? random.pick(['Vacant', 'Ready to Let'] as const) : random.pick(['Tenanted', 'Fully Tenanted'] as const),
        tenancyType: land ? null : commercial ? 'Lease' : 'Assured Shorthold Tenancy',
        condition: land ? null : condition,
        conditionExternal: land ? null : random.pick(externalConditions),
        conditionInternal: land ? null : random.pick(internalConditions),
        conditionKitchen: land ? null : random.pick(kitchenConditions),
        conditionTenants: land ? null : random.pick(tenantNotes),
        opportunitySummary: vacant
          ? `Vacant ${kind.type.toLowerCase()} with an achievable rent of about £${marketRent ?? 0} a month.`
          : `Let at £${currentRent} a month for a gross yield of ${yieldPct}% in ${district.location}.`,
        propertyBrief: land
          ? null
          : `${bedrooms} bedrooms, ${Math.max(1, Math.round(bedrooms / 2))} bathrooms, about ${350 + bedrooms * 260} sq ft over ${bedrooms > 3 ? 'three' : 'two'} floors.`,
        currentRent,
        achievableMarketRent: marketRent,
        epcRating: land ? null : random.pick(['B', 'C', 'C', 'D', 'D', 'E'] as const),
        councilTaxBand: land || commercial ? null : random.pick(['A', 'A', 'B', 'B', 'C', 'D'] as const),
        groundRent: leasehold ? random.pick([0, 100, 150, 250]) : null,
        serviceCharge: leasehold ? random.int(6, 24) * 100 : null,
        tenureType: leasehold ? 'Leasehold' : 'Freehold',
        leaseRemaining: leasehold ? random.int(70, 990) : null,
        locationSummary: `${district.location} is a popular residential area of ${town.city} with steady rental demand from families and young professionals.`,
        areaInsightsLink: town.area,
        rentalUnits,
        areaInsightId: areaInsightId(town.area),
      }),
    });
  }
  return result;
}

/**
 * Seeds `count` synthetic listings, 16 writes at a time, on a stack already seeded with the demo data
 * (accounts, area insights, the photos the catalogue reuses): the bench starts it with `seed: true`.
 * Listings already there are left alone.
 */
export async function seedSynthetic(ctx: SeedContext, count: number): Promise<{ created: number; present: number; seconds: number }> {
  const started = performance.now();
  const { createProperty, getProperties } = await loadRepositories(ctx);
  const listings = syntheticProperties(count);
  // One batch read first: on a re-run it is much faster than letting 2,000 conditional creates fail.
  const existing = new Set((await getProperties(listings.map((p) => p.id))).map((p) => p.id));
  const missing = listings.filter((p) => !existing.has(p.id));
  await mapLimit(missing, 16, ({ id, createdAt, input }) => createProperty(input, { id, createdAt }));
  const created = missing.length;
  const present = listings.length - created;
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  ctx.log(`[seed] synthetic properties: ${created} created, ${present} already there; ${seconds}s`);
  return { created, present, seconds };
}
