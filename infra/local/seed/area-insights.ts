import type { AreaInsightInput } from '@shared/domain/area-insight';
import { areaInsightInput } from '../builders/area-insight';

/**
 * Six published area guides. Their rental yield texts exercise every bucket of the public yield filter
 * (the text contains 8: high; 6 or 7: medium; 4 or 5: low) and each bucket's digits only.
 */
export interface SeedAreaInsight {
  id: string;
  /** Millisecond timestamp in the hero image's file name (`area-heroes/<slug>-hero-<millis>.jpg`). */
  heroMillis: number;
  input: AreaInsightInput;
}

export const areaSlugs = ['hull', 'beverley', 'leeds', 'york', 'sheffield', 'manchester'] as const;
export type AreaSlug = (typeof areaSlugs)[number];
export const areaInsightId = (slug: AreaSlug) => `area-${slug}`;
export const heroKey = (slug: string, millis: number) => `area-heroes/${slug}-hero-${millis}.jpg`;

interface AreaFacts {
  slug: AreaSlug;
  locationName: string;
  postcode: string;
  order: number;
  heroMillis: number;
  yieldRange: string;
  growthRange: string;
  demandLevel: AreaInsightInput['demandLevel'];
  averageHousePrice: number;
  averageRentPcm: number;
  price2014: number;
  price2024: number;
  priceGrowth: number;
  snippet: string;
  overview: string;
  insights: string;
  citygate: [capital: string, income: string, tenantDemand: string, yieldStability: string, growth: string, area: string, typeFit: string, exit: string];
  snapshot: NonNullable<AreaInsightInput['propertySnapshot']>;
  investorInsights: string;
  nextStepCta: string | null;
  types: string[];
  subcategories: string[];
}

const area = (f: AreaFacts): SeedAreaInsight => ({
  id: areaInsightId(f.slug),
  heroMillis: f.heroMillis,
  input: areaInsightInput({
    locationName: f.locationName,
    postcode: f.postcode,
    urlSlug: f.slug,
    snippet: f.snippet,
    heroImageUrl: heroKey(f.slug, f.heroMillis),
    heroImageAlt: `Skyline of ${f.locationName} at dusk`,
    metaTitle: `${f.locationName} (${f.postcode}) property investment guide`,
    metaDescription: f.snippet.slice(0, 160),
    metaKeywords: [`${f.locationName} property investment`, `${f.postcode} buy to let`, `${f.locationName} rental yields`],
    areaOverview: f.overview,
    investmentInsightsContent: f.insights,
    averageHousePrice: f.averageHousePrice,
    averageRentPcm: f.averageRentPcm,
    grossYieldRange: f.yieldRange,
    growthForecastRange: f.growthRange,
    historicPrice2014: f.price2014,
    historicPrice2024: f.price2024,
    citygateCapital: f.citygate[0],
    citygateIncome: f.citygate[1],
    citygateTenantDemand: f.citygate[2],
    citygateYieldStability: f.citygate[3],
    citygateGrowth: f.citygate[4],
    citygateArea: f.citygate[5],
    citygateTypeFit: f.citygate[6],
    citygateExit: f.citygate[7],
    propertySnapshot: f.snapshot,
    investorInsights: f.investorInsights,
    nextStepCta: f.nextStepCta,
    rentalYieldRange: f.yieldRange,
    demandLevel: f.demandLevel,
    averagePrice: f.averageHousePrice,
    priceGrowthPercentage: f.priceGrowth,
    propertyTypesAvailable: f.types,
    isPublished: true,
    displayOrder: f.order,
    subcategories: f.subcategories,
  }),
});

export const seedAreaInsights: SeedAreaInsight[] = [
  area({
    slug: 'hull',
    locationName: 'Hull',
    postcode: 'HU5',
    order: 0,
    heroMillis: 1_780_300_800_000,
    yieldRange: '8%+',
    growthRange: '18-22%',
    demandLevel: 'Very High',
    averageHousePrice: 152_000,
    averageRentPcm: 725,
    price2014: 98_000,
    price2024: 149_000,
    priceGrowth: 52,
    snippet: 'Low entry prices, terraced streets full of long-term tenants and some of the strongest gross yields in the North.',
    overview:
      'Kingston upon Hull is a port city of about 270,000 people on the north bank of the Humber. The Avenues and Newland Park (HU5) mix Victorian terraces with student and young-professional lets, while east Hull offers some of the lowest entry prices in England.',
    insights:
      'Two-bedroom terraces still trade below £100,000 and let quickly at £600 to £700 a month. The Green Port and offshore wind investment have added skilled jobs, and the University of Hull keeps demand for rooms steady.',
    citygate: [
      'Entry from about £70,000 for a terrace; most deals need under £30,000 of cash with a 75% mortgage.',
      'Typical two-bed terraces let at £600 to £700 pcm; rooms in HMOs at £400 to £475.',
      'Very high: most good listings are let within two weeks.',
      'Yields have held at 7 to 9% through the last rate cycle.',
      'Steady rather than spectacular; regeneration around the marina and Fruit Market is lifting values.',
      'The Avenues, Newland Park and Beverley Road are the most liquid; east Hull is cheaper but slower to resell.',
      'Best for terraces, small HMOs and flats near the city centre.',
      'Sell to first-time buyers or other landlords; portfolio sales are common.',
    ],
    snapshot: {
      type: '2-bed mid-terrace',
      capitalNeeded: '£28,000',
      purchasePrice: 95_000,
      grossYield: 8.2,
      fiveYearCapitalGain: 15,
      tenantDemand: 'Very High',
      netMonthlyIncome: '£310',
      exitStrategy: 'Hold and refinance',
      idealFor: 'First-time investors',
    },
    investorInsights: 'Buy on the streets between Princes Avenue and Newland Park: they let fastest and hold their value best.',
    nextStepCta: 'Ask us for the current off-market terraces in HU5 before they reach the portals.',
    types: ['Terrace', 'Flat', 'HMO', 'Semi Detached'],
    subcategories: ['High Yield', 'Student Lets'],
  }),
  area({
    slug: 'beverley',
    locationName: 'Beverley',
    postcode: 'HU17',
    order: 1,
    heroMillis: 1_780_300_860_000,
    yieldRange: '4-5%',
    growthRange: '20-25%',
    demandLevel: 'High',
    averageHousePrice: 268_000,
    averageRentPcm: 975,
    price2014: 185_000,
    price2024: 262_000,
    priceGrowth: 42,
    snippet: 'A historic market town with Georgian streets, excellent schools and reliable capital growth.',
    overview:
      'Beverley is the county town of the East Riding of Yorkshire, eight miles north of Hull, known for its Minster, racecourse and Saturday market. Families and professionals commute to Hull and York.',
    insights:
      'Yields are lower than in Hull, but voids are short and tenants stay for years. Period cottages and family semis sell quickly, which makes Beverley a good place to grow capital.',
    citygate: [
      'Semis from about £180,000; cottages in the centre from £220,000.',
      'Family homes let at £950 to £1,300 pcm.',
      'High, driven by schools and commuters.',
      'Stable at 4 to 5% with very low arrears.',
      'Consistently ahead of the regional average.',
      'Molescroft, the town centre and Walkington are the most sought after.',
      'Semis, bungalows and period cottages.',
      'Strong owner-occupier demand makes resale straightforward.',
    ],
    snapshot: {
      type: '3-bed semi-detached',
      capitalNeeded: '£45,000',
      purchasePrice: 150_000,
      grossYield: 6.4,
      fiveYearCapitalGain: 22,
      tenantDemand: 'High',
      netMonthlyIncome: '£260',
      exitStrategy: 'Sell to owner-occupiers',
      idealFor: 'Capital growth investors',
    },
    investorInsights: 'Bungalows within walking distance of the Minster rarely reach the open market: register early.',
    nextStepCta: null,
    types: ['Semi Detached', 'Bungalow', 'Land'],
    subcategories: ['Capital Growth', 'Family Lets'],
  }),
  area({
    slug: 'leeds',
    locationName: 'Leeds',
    postcode: 'LS6',
    order: 2,
    heroMillis: 1_780_300_920_000,
    yieldRange: '6-7%',
    growthRange: '16-20%',
    demandLevel: 'Very High',
    averageHousePrice: 248_000,
    averageRentPcm: 1_150,
    price2014: 165_000,
    price2024: 240_000,
    priceGrowth: 45,
    snippet: 'Headingley and Hyde Park: a deep student and young-professional market two miles from the city centre.',
    overview:
      'Leeds is the largest financial and legal centre outside London, with three universities and over 70,000 students. LS6 covers Headingley, Hyde Park and Meanwood, the heart of the shared-house market.',
    insights:
      'Licensed HMOs return 7 to 9% gross; city-centre flats return 6 to 7% with less management. Article 4 directions limit new HMOs, which protects the value of licensed ones.',
    citygate: [
      'Flats from £150,000; licensed five-bed HMOs from £280,000.',
      'Rooms let at £475 to £575 per month including bills.',
      'Very high: student houses are let a year ahead.',
      'Stable, with tenancies running on academic years.',
      'Strong: Leeds has outperformed the regional average for a decade.',
      'Headingley, Hyde Park and Meanwood; Chapel Allerton for professionals.',
      'HMOs and one- or two-bed flats.',
      'Sell as a going concern to other HMO landlords.',
    ],
    snapshot: {
      type: '5-bed licensed HMO',
      capitalNeeded: '£80,000',
      purchasePrice: 285_000,
      grossYield: 7.9,
      fiveYearCapitalGain: 18,
      tenantDemand: 'Very High',
      netMonthlyIncome: '£1,050',
      exitStrategy: 'Sell as a going concern',
      idealFor: 'Experienced landlords',
    },
    investorInsights: 'Check the HMO licence and Article 4 status before you offer: they decide the resale value.',
    nextStepCta: 'Book a call to see our licensed HMOs in LS6 before they are listed.',
    types: ['HMO', 'Flat', 'Detached House'],
    subcategories: ['HMO', 'Student Lets'],
  }),
  area({
    slug: 'york',
    locationName: 'York',
    postcode: 'YO10',
    order: 3,
    heroMillis: 1_780_300_980_000,
    yieldRange: '4-5%',
    growthRange: '15-20%',
    demandLevel: 'High',
    averageHousePrice: 332_000,
    averageRentPcm: 1_300,
    price2014: 215_000,
    price2024: 325_000,
    priceGrowth: 51,
    snippet: 'A walled city with tourism, two universities and a rail hub: premium rents and dependable growth.',
    overview:
      'York combines a historic centre with a modern economy built on rail, biosciences and tourism. YO10 around Fulford and the University of York is popular with academics and postgraduates.',
    insights:
      'Prices are high for the North, so yields are modest, but voids are rare and capital growth has been among the best in Yorkshire. Terraces inside the ring road are the most liquid stock.',
    citygate: [
      'Terraces from about £200,000; family homes from £350,000.',
      'Two-bed terraces let at £1,000 to £1,200 pcm.',
      'High, with very few voids.',
      'Stable at 4 to 5%.',
      'Strong and consistent.',
      'Fulford, South Bank and Clifton.',
      'Terraces and detached family homes.',
      'Resale to owner-occupiers is quick.',
    ],
    snapshot: {
      type: '2-bed terrace',
      capitalNeeded: '£60,000',
      purchasePrice: 200_000,
      grossYield: 5.4,
      fiveYearCapitalGain: 20,
      tenantDemand: 'High',
      netMonthlyIncome: '£220',
      exitStrategy: 'Long-term hold',
      idealFor: 'Capital growth investors',
    },
    investorInsights: 'Short-let restrictions are tightening: plan on long-term tenancies.',
    nextStepCta: null,
    types: ['Terrace', 'Detached House', 'Flat'],
    subcategories: ['Capital Growth'],
  }),
  area({
    slug: 'sheffield',
    locationName: 'Sheffield',
    postcode: 'S11',
    order: 4,
    heroMillis: 1_780_301_040_000,
    yieldRange: '6-7%',
    growthRange: '14-18%',
    demandLevel: 'High',
    averageHousePrice: 215_000,
    averageRentPcm: 950,
    price2014: 140_000,
    price2024: 208_000,
    priceGrowth: 49,
    snippet: 'A green city of hills and parks with two universities, a growing advanced-manufacturing base and sensible prices.',
    overview:
      'Sheffield has over 60,000 students and a growing advanced-manufacturing district. S11 (Ecclesall Road, Hunters Bar and Nether Edge) is the most popular area with professionals.',
    insights:
      'Mixed-use buildings on the district high streets and bungalows on the western side both perform well. Yields of 6 to 7% are common without heavy refurbishment.',
    citygate: [
      'Bungalows from £200,000; mixed-use buildings from £250,000.',
      'Professional lets at £850 to £1,100 pcm; shops at £8,000 to £12,000 a year.',
      'High along Ecclesall Road and in Nether Edge.',
      'Stable at 6 to 7%.',
      'Good, helped by city-centre regeneration.',
      'Ecclesall Road, Hunters Bar, Nether Edge and Crookes.',
      'Bungalows, mixed commercial and flats.',
      'Sell to owner-occupiers or as an investment.',
    ],
    snapshot: {
      type: 'Mixed-use: shop with two flats',
      capitalNeeded: '£95,000',
      purchasePrice: 310_000,
      grossYield: 8.4,
      fiveYearCapitalGain: 14,
      tenantDemand: 'High',
      netMonthlyIncome: '£1,200',
      exitStrategy: 'Refinance onto a commercial mortgage',
      idealFor: 'Portfolio landlords',
    },
    investorInsights: 'Mixed-use buildings need a commercial lender: budget for a higher deposit.',
    nextStepCta: 'Tell us your budget and we will shortlist mixed-use buildings in S11.',
    types: ['Bungalow', 'Mixed Commercial', 'Flat'],
    subcategories: ['Mixed Use', 'Professional Lets'],
  }),
  area({
    slug: 'manchester',
    locationName: 'Manchester',
    postcode: 'M14',
    order: 5,
    heroMillis: 1_780_301_100_000,
    yieldRange: '8%+',
    growthRange: '20-25%',
    demandLevel: 'Very High',
    averageHousePrice: 245_000,
    averageRentPcm: 1_250,
    price2014: 150_000,
    price2024: 238_000,
    priceGrowth: 59,
    snippet: 'Fallowfield and Rusholme: blocks and shared houses on the student corridor, minutes from the universities.',
    overview:
      'Manchester is the fastest-growing city economy in the UK outside London. M14 (Fallowfield, Rusholme and Moss Side) sits on the Oxford Road corridor, home to more than 100,000 students.',
    insights:
      'Whole blocks of flats and large HMOs return 8% and more gross. Rents have risen faster than prices since 2020, and institutional build-to-rent has not reached these streets.',
    citygate: [
      'Blocks of flats from £600,000; HMOs from £300,000.',
      'Flats let at £575 to £700 pcm; rooms at £550 to £650.',
      'Very high all year round.',
      'Stable at 8 to 9% for well-run blocks.',
      'Among the strongest in the UK.',
      'Fallowfield, Withington and Rusholme.',
      'Blocks of flats, HMOs and flats.',
      'Sell the block whole to another investor or split the titles.',
    ],
    snapshot: {
      type: 'Block of six flats',
      capitalNeeded: '£200,000',
      purchasePrice: 720_000,
      grossYield: 8.1,
      fiveYearCapitalGain: 25,
      tenantDemand: 'Very High',
      netMonthlyIncome: '£2,400',
      exitStrategy: 'Split titles and sell individually',
      idealFor: 'Portfolio landlords',
    },
    investorInsights: 'Look for blocks on a single freehold title: splitting them later is where the extra value lies.',
    nextStepCta: null,
    types: ['Block of Flats', 'Flat', 'HMO'],
    subcategories: ['High Yield', 'Blocks'],
  }),
];
