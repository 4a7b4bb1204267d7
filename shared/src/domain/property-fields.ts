import {
  broadbandTypes,
  conditions,
  constructionTypes,
  councilTaxBands,
  electricitySupplies,
  heatingTypes,
  mobileSignals,
  parkingTypes,
  priceQualifiers,
  sewerageTypes,
  waterSupplies,
  yesNoNotKnown,
  epcRatings,
  epcExemptions,
  propertyCategories,
  propertyStatuses,
  propertyTypes,
  tenancies,
  tenancyTypes,
  tenureTypes,
} from './property-values';

/**
 * Every field of a property, described once (spec access-and-investor section 3 and admin-and-content section 3,
 * 'Property'): what kind of value it holds, its label, where the Add / Edit Property form shows it, who receives it,
 * whether the dashboard search reads it, and the demo seed's value. The record's schema (property.ts), the form's
 * schema and values (views/property-form.ts), the form's inputs, the detail page's Opportunity Snapshot, the investor
 * and public payloads (views/investor-property.ts, views/public-property.ts), the search (rules/property-filters.ts)
 * and the seed's defaults are all derived from this table. No zod here: the dashboard's code reads it.
 *
 * Kinds: 'text' one line; 'longText' paragraphs; 'number' and 'money' number inputs (empty or non-numeric is 0,
 * spec section 5); 'choice' one of `options`; 'check' a yes/no; 'link' an https link; 'document' an uploaded
 * document's key (or an https link). 'list', 'calculated' and 'record' fields (photos, units, comparables, the
 * yields, the server's bookkeeping) keep their own handling where they are used: they are listed here so that the
 * whole record is described once.
 *
 * A new plain field is one entry here. Its audience is a choice made on purpose: `investor: false` and
 * `public: false` keep it with admins.
 */

/** The Add / Edit Property form's sections, in the form's order. */
export const formSections = [
  'basics',
  'location',
  'financials',
  'tenancy',
  'tenure',
  'materialInformation',
  'rentalUnits',
  'epcUnits',
  'documents',
  'photos',
  'comparables',
  'descriptions',
] as const;
export type FormSection = (typeof formSections)[number];

export type FieldKind = 'text' | 'longText' | 'number' | 'money' | 'choice' | 'check' | 'link' | 'document' | 'list' | 'calculated' | 'record';

/** The detail page's fact lists a field can appear in ('snapshot': Opportunity Snapshot), and its place there. */
export interface FactPlace {
  section: 'snapshot';
  order: number;
}

export interface FieldDescriptor {
  kind: FieldKind;
  /** Its label on the form and on the detail page; messages use it in sentence case ('Floor area cannot be negative'). */
  label: string;
  /** Shown after the label on the form, '(sq ft)', and after the value on the detail page, '1,200 sq ft' (number kinds). */
  unit?: string;
  /** Where the form shows it; none for fields the form does not edit. */
  section?: FormSection;
  /**
   * Who receives it beyond admins. investor: 'value' as stored, 'presence' only whether there is one (documents,
   * opened through a signed link), 'custom' reshaped by toInvestorProperty. public: in the sneak peek (and so in the
   * full view), in the full public view only, or neither.
   */
  audience: { investor: 'value' | 'presence' | 'custom' | false; public: 'peek' | 'full' | false };
  /** Read by the dashboard's search (spec section 5, property search). */
  searchable?: boolean;
  /** The demo seed's value when a listing does not give one; none when the seed always sets it or computes it. */
  seed?: string | number | boolean | null | readonly never[];
  /** The new property form's starting value. */
  formDefault?: string | boolean;
  /** true: the form needs an answer; 'whenApplies': only where rules/field-visibility.ts says the field applies. */
  required?: true | 'whenApplies';
  /** The message when a required field is left empty (required fields). */
  requiredMessage?: string;
  /** The message for a choice outside `options`. */
  choiceMessage?: string;
  options?: readonly string[];
  /** Text: at most this many characters (200 when not given). Numbers: at most this value. */
  max?: number;
  /** A number that must be whole. */
  whole?: boolean;
  /** The form's hint under the input. */
  hint?: string;
  /** A form input spanning the whole row. */
  wide?: boolean;
  /** The visible rows of a long text input. */
  rows?: number;
  /** A choice's empty option: null for none (the field always has a value). */
  placeholder?: null;
  /** The noun its messages use when it is not the label's (kept as the form has always said it). */
  messageLabel?: string;
  /** Checked, or shown on the form, by hand where the form is built (views/property-form.ts, the form's sections). */
  custom?: { schema?: true; input?: true };
  fact?: FactPlace;
  /** Its part of the material information a listing must give (see materialParts). */
  materialPart?: MaterialPart;
  /** A material-information note: the field whose answer it details. */
  noteTo?: string;
  /** Asked for after listings were stored: a stored record without it reads as not answered (null). */
  missingIsNull?: true;
}

/**
 * The parts of the material information in a sales listing, as National Trading Standards Estate and Letting Agency
 * Team grouped it ('Material information in property listings (sales)', NTSELAT, November 2023; withdrawn May 2025,
 * its Parts kept as the structure): Part A must be in every listing (omitting it is an unfair commercial practice under
 * the Digital Markets, Competition and Consumers Act 2024, Part 4, Chapter 1, ss. 225–230); Part B must be
 * established for every property; Part C where it applies.
 */
export const materialParts = ['A', 'B', 'C'] as const;
export type MaterialPart = (typeof materialParts)[number];

const admins = { investor: false, public: false } as const;
const investors = { investor: 'value', public: false } as const;
const fullView = { investor: 'value', public: 'full' } as const;
const everyone = { investor: 'value', public: 'peek' } as const;
/** Part B and C answers: shown with the full listing, to investors and on the full public page. */
const partB = { kind: 'choice', section: 'materialInformation', audience: fullView, materialPart: 'B' } as const;
const partC = { kind: 'choice', section: 'materialInformation', audience: fullView, materialPart: 'C', options: yesNoNotKnown, seed: 'No' } as const;
/** The detail the guidance asks for beside an answer ('Restrictions: Yes — covenant against HMO use'). */
const note = { kind: 'text', section: 'materialInformation', audience: fullView, seed: null, max: 500 } as const;

export const propertyFields = {
  // Basics
  title: {
    kind: 'text',
    label: 'Property Address',
    section: 'basics',
    audience: fullView,
    searchable: true,
    required: true,
    requiredMessage: 'Enter the property address (the listing title)',
    hint: "The listing's title, e.g. 12 Westbourne Avenue, Hull",
    wide: true,
  },
  headline: { kind: 'text', label: 'Headline', section: 'basics', audience: everyone, searchable: true, seed: null, wide: true },
  propertyType: {
    kind: 'choice',
    label: 'Property Type',
    section: 'basics',
    audience: fullView,
    searchable: true,
    options: propertyTypes,
    required: true,
    choiceMessage: 'Choose a property type',
    fact: { section: 'snapshot', order: 1 },
    materialPart: 'B',
  },
  type: {
    kind: 'choice',
    label: 'Category',
    section: 'basics',
    audience: fullView,
    searchable: true,
    seed: 'Residential',
    options: propertyCategories,
    choiceMessage: 'Choose Residential, Commercial or Land',
  },
  status: {
    kind: 'choice',
    label: 'Status',
    section: 'basics',
    audience: fullView,
    searchable: true,
    options: propertyStatuses,
    required: true,
    choiceMessage: 'Choose a status',
    formDefault: 'Available',
    placeholder: null,
    fact: { section: 'snapshot', order: 9 },
  },
  bedrooms: {
    kind: 'number',
    label: 'Bedrooms',
    section: 'basics',
    audience: investors,
    searchable: true,
    required: true,
    requiredMessage: 'Enter the number of bedrooms (0 for none)',
    max: 500,
    whole: true,
    fact: { section: 'snapshot', order: 2 },
    materialPart: 'B',
  },
  bathrooms: {
    kind: 'number',
    label: 'Bathrooms',
    section: 'basics',
    audience: fullView,
    searchable: true,
    seed: null,
    max: 500,
    whole: true,
    fact: { section: 'snapshot', order: 3 },
    materialPart: 'B',
  },
  sqft: {
    kind: 'number',
    label: 'Floor Area',
    unit: 'sq ft',
    section: 'basics',
    audience: fullView,
    searchable: true,
    seed: null,
    max: 10_000_000,
    fact: { section: 'snapshot', order: 4 },
  },
  /** 0 (or empty) means not known. */
  yearBuilt: {
    kind: 'number',
    label: 'Year Built',
    section: 'basics',
    audience: everyone,
    seed: null,
    max: 2100,
    whole: true,
    custom: { schema: true },
    fact: { section: 'snapshot', order: 8 },
  },
  amenities: { kind: 'list', label: 'Amenities', section: 'basics', audience: investors, searchable: true, seed: [], custom: { schema: true, input: true } },
  featured: { kind: 'check', label: 'Featured property', section: 'basics', audience: fullView, seed: false, wide: true },
  // Address & Map
  addressLine1: { kind: 'text', label: 'Address Line 1', section: 'location', audience: investors, searchable: true, seed: null },
  addressLine2: { kind: 'text', label: 'Address Line 2', section: 'location', audience: investors, searchable: true, seed: null },
  city: { kind: 'text', label: 'City', section: 'location', audience: investors, searchable: true, seed: null },
  county: { kind: 'text', label: 'County', section: 'location', audience: investors, searchable: true, seed: 'East Yorkshire', formDefault: 'East Yorkshire' },
  postcode: { kind: 'text', label: 'Postcode', section: 'location', audience: investors, searchable: true, seed: null, max: 10 },
  location: {
    kind: 'text',
    label: 'Location',
    section: 'location',
    audience: fullView,
    searchable: true,
    seed: null,
    hint: 'The area shown on cards, e.g. Hull, East Yorkshire',
  },
  address: { kind: 'text', label: 'Full Address', messageLabel: 'Address', section: 'location', audience: fullView, searchable: true, seed: null, wide: true },
  locationSummary: { kind: 'longText', label: 'Location Summary', section: 'location', audience: everyone, searchable: true, seed: null, wide: true, rows: 3 },
  /** An area insight's url_slug (the server checks it exists), or none; the form offers the area insights. */
  areaInsightsLink: { kind: 'text', label: 'Area Insights', section: 'location', audience: investors, custom: { schema: true, input: true } },
  /** The embed snippet from Google Maps; the pages frame only its Google Maps URL (rules/map-embed.ts). */
  googleMapsLink: {
    kind: 'longText',
    label: 'Google Maps Embed',
    section: 'location',
    audience: { investor: 'custom', public: false },
    seed: null,
    wide: true,
    rows: 3,
    hint: "In Google Maps choose Share, then 'Embed a map', and paste the code here",
    custom: { schema: true },
  },
  // Financials
  price: {
    kind: 'money',
    label: 'Asking Price',
    unit: '£',
    messageLabel: 'Price',
    section: 'financials',
    audience: everyone,
    searchable: true,
    required: true,
    requiredMessage: 'Enter the asking price',
    whole: true,
    custom: { input: true },
    materialPart: 'A',
  },
  /** Not required for the multi-unit types, whose units carry the rents. */
  currentRent: {
    kind: 'money',
    label: 'Current Rent',
    unit: '£ PCM',
    section: 'financials',
    audience: everyone,
    searchable: true,
    seed: null,
    custom: { schema: true, input: true },
  },
  achievableMarketRent: { kind: 'money', label: 'Achievable Market Rent', unit: '£ PCM', section: 'financials', audience: everyone, seed: null },
  returnOnCapitalInvestment: {
    kind: 'number',
    label: 'Return on Capital Investment',
    unit: '%',
    section: 'financials',
    audience: investors,
    seed: null,
    max: 100,
    hint: '0 to 100, one decimal place',
    custom: { schema: true },
  },
  /** Free text, labelled Rental Review (spec). */
  marketRentPotential: { kind: 'longText', label: 'Rental Review', section: 'financials', audience: everyone, seed: null, wide: true, rows: 2 },
  // Tenancy & Condition
  tenancy: {
    kind: 'choice',
    label: 'Tenancy',
    section: 'tenancy',
    audience: fullView,
    searchable: true,
    seed: null,
    options: tenancies,
    choiceMessage: 'Choose a tenancy from the list',
    fact: { section: 'snapshot', order: 5 },
  },
  tenancyType: {
    kind: 'choice',
    label: 'Tenancy Type',
    section: 'tenancy',
    audience: fullView,
    searchable: true,
    seed: 'Assured Shorthold Tenancy',
    formDefault: 'Assured Shorthold Tenancy',
    options: tenancyTypes,
    choiceMessage: 'Choose Assured Shorthold Tenancy or Lease',
  },
  condition: {
    kind: 'choice',
    label: 'Condition',
    section: 'tenancy',
    audience: fullView,
    searchable: true,
    seed: null,
    options: conditions,
    choiceMessage: 'Choose a condition from the list',
    fact: { section: 'snapshot', order: 6 },
  },
  conditionExternal: {
    kind: 'longText',
    label: 'External Condition',
    section: 'tenancy',
    audience: fullView,
    searchable: true,
    seed: null,
    wide: true,
    rows: 2,
  },
  conditionInternal: {
    kind: 'longText',
    label: 'Internal Condition',
    section: 'tenancy',
    audience: fullView,
    searchable: true,
    seed: null,
    wide: true,
    rows: 2,
  },
  conditionShower: {
    kind: 'longText',
    label: 'Shower / Bathroom',
    messageLabel: 'Shower / bathroom condition',
    section: 'tenancy',
    audience: fullView,
    searchable: true,
    seed: null,
    wide: true,
    rows: 2,
  },
  conditionKitchen: {
    kind: 'longText',
    label: 'Kitchen',
    messageLabel: 'Kitchen condition',
    section: 'tenancy',
    audience: fullView,
    searchable: true,
    seed: null,
    wide: true,
    rows: 2,
  },
  conditionTenants: { kind: 'longText', label: 'Tenants', section: 'tenancy', audience: fullView, searchable: true, seed: null, wide: true, rows: 2 },
  // Tenure & Council Tax
  tenureType: {
    kind: 'choice',
    label: 'Tenure',
    section: 'tenure',
    audience: everyone,
    searchable: true,
    options: tenureTypes,
    required: true,
    choiceMessage: 'Choose Leasehold or Freehold',
    formDefault: 'Freehold',
    placeholder: null,
    fact: { section: 'snapshot', order: 7 },
    materialPart: 'A',
  },
  freeholdTitle: { kind: 'text', label: 'Freehold Title Number', section: 'tenure', audience: fullView, seed: null },
  leaseRemaining: {
    kind: 'number',
    label: 'Lease Remaining',
    unit: 'years',
    section: 'tenure',
    audience: everyone,
    searchable: true,
    seed: null,
    required: 'whenApplies',
    max: 999,
    materialPart: 'A',
  },
  /**
   * Part A for a leasehold: publishing needs an amount, or 0 given as the answer 'none'; empty is not answered (so
   * the form keeps it null, as it does the current rent).
   */
  groundRent: {
    kind: 'money',
    label: 'Ground Rent',
    unit: '£ per year',
    section: 'tenure',
    audience: everyone,
    seed: null,
    hint: 'Enter 0 if there is none, e.g. a peppercorn rent',
    custom: { schema: true },
    materialPart: 'A',
  },
  serviceCharge: {
    kind: 'money',
    label: 'Service Charge',
    unit: '£ per year',
    section: 'tenure',
    audience: everyone,
    seed: null,
    hint: 'Enter 0 if there is none',
    custom: { schema: true },
    materialPart: 'A',
  },
  /** The form offers A to H; the record keeps what was entered ('0' and '00' mean no band and are hidden). */
  councilTaxBand: {
    kind: 'choice',
    label: 'Council Tax Band',
    section: 'tenure',
    audience: everyone,
    seed: null,
    options: councilTaxBands,
    choiceMessage: 'Choose a council tax band from A to H',
    custom: { schema: true },
    materialPart: 'A',
  },
  councilTaxLink: { kind: 'link', label: 'Council Tax Link', section: 'tenure', audience: investors, seed: null },
  // Material information (Parts A to C of the NTSELAT guidance, November 2023, withdrawn May 2025) beyond the price, tenure and council tax band above.
  // Part A: the price's qualifier, the lease's details and a shared-ownership share.
  priceQualifier: {
    kind: 'choice',
    label: 'Price Qualifier',
    section: 'materialInformation',
    audience: everyone,
    seed: 'Guide price',
    options: priceQualifiers,
    choiceMessage: 'Choose how the price is given, e.g. Guide price',
    materialPart: 'A',
  },
  leaseStartYear: {
    kind: 'number',
    label: 'Lease Start Year',
    section: 'materialInformation',
    audience: fullView,
    seed: null,
    max: 2100,
    whole: true,
    hint: 'The year the lease began, e.g. 1998',
    materialPart: 'A',
  },
  leaseLength: {
    kind: 'number',
    label: 'Lease Length',
    unit: 'years',
    section: 'materialInformation',
    audience: fullView,
    seed: null,
    max: 999,
    whole: true,
    hint: 'The term the lease was granted for, e.g. 125',
    materialPart: 'A',
  },
  groundRentReview: {
    kind: 'text',
    label: 'Ground Rent Review Terms',
    section: 'materialInformation',
    audience: fullView,
    seed: null,
    max: 500,
    hint: 'e.g. Doubles every 25 years, or None (fixed)',
    materialPart: 'A',
  },
  sharedOwnershipShare: {
    kind: 'number',
    label: 'Shared Ownership Share',
    unit: '%',
    section: 'materialInformation',
    audience: fullView,
    // 0, as the form stores an empty answer (a number input): a seeded listing saved unchanged stays unchanged.
    seed: 0,
    max: 100,
    hint: 'The share being sold; 0 or empty if it is not shared ownership',
    materialPart: 'A',
  },
  // Part B: the property's construction, utilities and parking (its type and rooms are Property Type, Bedrooms and Bathrooms, above).
  construction: { ...partB, label: 'Construction', options: constructionTypes, seed: 'Standard construction' },
  constructionNote: {
    ...note,
    materialPart: 'B',
    noteTo: 'construction',
    label: 'Construction Details',
    hint: 'e.g. Brick with a tiled roof; for non-standard, what it is',
  },
  electricitySupply: { ...partB, label: 'Electricity Supply', options: electricitySupplies, seed: 'Mains' },
  waterSupply: { ...partB, label: 'Water Supply', options: waterSupplies, seed: 'Mains' },
  sewerage: { ...partB, label: 'Sewerage', options: sewerageTypes, seed: 'Mains' },
  heating: { ...partB, label: 'Heating', options: heatingTypes, seed: 'Gas central heating' },
  broadband: { ...partB, label: 'Broadband', options: broadbandTypes, seed: 'Superfast (fibre to the cabinet)' },
  mobileSignal: { ...partB, label: 'Mobile Signal / Coverage', options: mobileSignals, seed: 'Good' },
  parking: { ...partB, label: 'Parking', options: parkingTypes, seed: 'On-street' },
  parkingNote: { ...note, materialPart: 'B', noteTo: 'parking', label: 'Parking Details', hint: 'e.g. Residents permit, £60 a year' },
  // Part C: each 'Yes', 'No' or 'Not known', with a note saying how it affects the property.
  buildingSafety: { ...partC, label: 'Building Safety', hint: 'e.g. unsafe cladding, no fire escape, asbestos' },
  buildingSafetyNote: { ...note, materialPart: 'C', noteTo: 'buildingSafety', label: 'Building Safety Details' },
  restrictions: { ...partC, label: 'Restrictions', hint: 'e.g. covenants, listed building, conservation area, tree preservation orders' },
  restrictionsNote: { ...note, materialPart: 'C', noteTo: 'restrictions', label: 'Restrictions Details' },
  rightsAndEasements: { ...partC, label: 'Rights and Easements', hint: 'e.g. a right of way, shared drive or utility wayleave' },
  rightsAndEasementsNote: { ...note, materialPart: 'C', noteTo: 'rightsAndEasements', label: 'Rights and Easements Details' },
  floodRisk: { ...partC, label: 'Flood Risk', hint: 'Flooded in the last five years, or at risk; flood defences' },
  floodRiskNote: { ...note, materialPart: 'C', noteTo: 'floodRisk', label: 'Flood Risk Details' },
  coastalErosion: { ...partC, label: 'Coastal Erosion Risk' },
  coastalErosionNote: { ...note, materialPart: 'C', noteTo: 'coastalErosion', label: 'Coastal Erosion Details' },
  planning: { ...partC, label: 'Planning Permission', hint: 'Permissions or proposals for the property or next to it' },
  planningNote: { ...note, materialPart: 'C', noteTo: 'planning', label: 'Planning Details' },
  accessibility: { ...partC, label: 'Accessibility / Adaptations', hint: 'e.g. level access, lift, ramp, wet room' },
  accessibilityNote: { ...note, materialPart: 'C', noteTo: 'accessibility', label: 'Accessibility Details' },
  miningArea: { ...partC, label: 'Coalfield or Mining Area' },
  miningAreaNote: { ...note, materialPart: 'C', noteTo: 'miningArea', label: 'Coalfield or Mining Details' },
  otherMaterialInformation: {
    kind: 'longText',
    label: 'Other Material Information',
    section: 'materialInformation',
    audience: fullView,
    seed: null,
    wide: true,
    rows: 2,
    hint: 'Anything else a buyer needs to know to decide, e.g. a cash buyers only sale',
    materialPart: 'C',
  },
  // Units
  rentalUnits: { kind: 'list', label: 'Rental Units', section: 'rentalUnits', audience: fullView, seed: [], custom: { schema: true, input: true } },
  epcUnits: { kind: 'list', label: 'EPC Units', section: 'epcUnits', audience: { investor: 'custom', public: 'full' }, custom: { schema: true, input: true } },
  /** Publishing needs an EPC rating or one of these (rules/publish-checklist.ts). */
  epcExemption: {
    kind: 'choice',
    label: 'EPC Exemption',
    section: 'epcUnits',
    audience: fullView,
    seed: null,
    options: epcExemptions,
    choiceMessage: 'Choose the exemption that applies, or none',
    hint: 'Only where the law needs no EPC for this sale; otherwise give each unit its rating',
    wide: true,
    missingIsNull: true,
  },
  // Compliance Documents (the ROI document is not in the spec's investor documents list)
  epcDocument: { kind: 'document', label: 'EPC Certificate', section: 'documents', audience: { investor: 'presence', public: 'full' }, seed: null },
  eicrDocument: { kind: 'document', label: 'EICR Certificate', section: 'documents', audience: { investor: 'presence', public: false }, seed: null },
  gasSafetyDocument: { kind: 'document', label: 'Gas Safety Certificate', section: 'documents', audience: { investor: 'presence', public: false }, seed: null },
  tenancyAgreementDocument: {
    kind: 'document',
    label: 'Tenancy Agreement',
    section: 'documents',
    audience: { investor: 'presence', public: false },
    seed: null,
  },
  leaseDocuments: { kind: 'document', label: 'Lease Documents', section: 'documents', audience: { investor: 'presence', public: false }, seed: null },
  serviceChargeAccountsDocument: {
    kind: 'document',
    label: 'Service Charge Accounts',
    section: 'documents',
    audience: { investor: 'presence', public: false },
    seed: null,
  },
  roiDocument: { kind: 'document', label: 'ROI Document', section: 'documents', audience: admins, seed: null },
  // Photos & Floor Plan
  /** The photos in display order: the first is the main image. */
  photos: { kind: 'list', label: 'Photos', section: 'photos', audience: everyone, wide: true, custom: { schema: true, input: true } },
  floorplanUrl: { kind: 'document', label: 'Floor Plan', section: 'photos', audience: { investor: 'presence', public: 'full' }, seed: null, wide: true },
  // Comparables
  comparables: { kind: 'list', label: 'Comparables', section: 'comparables', audience: investors, seed: [], custom: { schema: true, input: true } },
  // Descriptions
  opportunitySummary: {
    kind: 'longText',
    label: 'Opportunity Summary',
    section: 'descriptions',
    audience: fullView,
    searchable: true,
    seed: null,
    wide: true,
    rows: 3,
  },
  propertyBrief: { kind: 'longText', label: 'Property Brief', section: 'descriptions', audience: fullView, searchable: true, seed: null, wide: true, rows: 4 },
  description: { kind: 'longText', label: 'Description', section: 'descriptions', audience: investors, searchable: true, seed: null, wide: true, rows: 5 },
  // Not in the form: calculated on saving, or decided by the caller
  /** The main image: the first photo. */
  imageUrl: { kind: 'calculated', label: 'Main image', audience: everyone },
  yield: { kind: 'calculated', label: 'Yield', audience: everyone, searchable: true },
  potentialYield: { kind: 'calculated', label: 'Potential Yield', audience: investors },
  /** The first EPC unit's rating. */
  epcRating: { kind: 'calculated', label: 'EPC Rating', audience: everyone, options: epcRatings },
  isPublished: { kind: 'calculated', label: 'Published', audience: admins, seed: true },
  areaInsightId: { kind: 'calculated', label: 'Area insight', audience: admins },
  // The server's bookkeeping
  id: { kind: 'record', label: 'Id', audience: everyone },
  createdAt: { kind: 'record', label: 'Created', audience: admins },
  updatedAt: { kind: 'record', label: 'Updated', audience: investors },
  version: { kind: 'record', label: 'Version', audience: admins },
  firstPublishedAt: { kind: 'record', label: 'First published', audience: admins },
  priceHistory: { kind: 'record', label: 'Price history', audience: investors },
} as const satisfies Record<string, FieldDescriptor>;

export type PropertyFields = typeof propertyFields;
export type PropertyField = keyof PropertyFields;
export const propertyFieldNames = Object.keys(propertyFields) as PropertyField[];

/** The field's descriptor, read through the general shape (the table's own type is narrower per field). */
export const descriptorOf = (field: PropertyField): FieldDescriptor => propertyFields[field];

/** The fields whose descriptor passes `test`, in the table's order. */
export const fieldsWhere = (test: (d: FieldDescriptor, field: PropertyField) => boolean): PropertyField[] =>
  propertyFieldNames.filter((field) => test(descriptorOf(field), field));

/** The fields of one kind (as a type). */
export type FieldsOfKind<K extends FieldKind> = { [F in PropertyField]: PropertyFields[F]['kind'] extends K ? F : never }[PropertyField];

/** How messages name a field: its message label, or its label in sentence case ('Address Line 1' -> 'Address line 1'). */
export function messageLabel(d: FieldDescriptor): string {
  if (d.messageLabel) return d.messageLabel;
  const [first = '', ...rest] = d.label.split(' ');
  return [first, ...rest.map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))].join(' ');
}

/** The form's label: the label with its unit, 'Floor Area (sq ft)'. */
export const formLabel = (d: FieldDescriptor): string => (d.unit ? `${d.label} (${d.unit})` : d.label);
