import { BookOpen, ExternalLink, FileText, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Comparable, Property } from '@shared/domain/property';
import { photoUrl } from '@shared/rules/images';
import { documentsToShow, epcUnitDocument, type DocumentParam } from '@shared/rules/property-documents';
import type { PublicPropertyFull } from '@shared/views/public-property';
import { materialInformationSections, type MaterialInformationReader } from '@shared/views/material-information';
import { fieldApplies, type ConditionalField } from '@shared/rules/field-visibility';
import { descriptorOf, fieldsWhere, type FactPlace, type PropertyField } from '@shared/domain/property-fields';
import { mapEmbedUrl, openInMapsUrl } from '@shared/rules/map-embed';
import { formatPrice } from '@shared/rules/money';
import { monthlyRent, RENT_ON_REQUEST, unitRentTotal } from '@shared/rules/monthly-rent';
import { annualRent, shownCouncilTaxBand } from '@shared/rules/public-rent';
import { getConfig } from '../../lib/config';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';
import { epcBandColours, epcUnitName } from './epc';
import { paths } from '@shared/contract/paths';

/** What the sections read: the full public payload, plus whatever else a signed-in viewer gets. */
export type DetailProperty = PublicPropertyFull & Partial<Omit<Property, keyof PublicPropertyFull>>;

/** Opens a document in a new tab (signed in: asks the API for a signed link; public: the link in the payload). */
type OpenDocument = (document: DocumentParam, stored: string) => void;

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `pd-section-${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="pd-card" aria-labelledby={headingId}>
      <h2 className="pd-card__title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Facts({ items, label, prose = false }: { items: [string, ReactNode][]; label?: string; prose?: boolean }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={`pd-facts${prose ? ' pd-facts--prose' : ''}`} aria-label={label}>
      {shown.map(([term, value]) => (
        <div className="pd-facts__item" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const pa = (pounds: number | null | undefined) => (pounds === null || pounds === undefined ? null : `${formatPrice(pounds)} p.a.`);
const pcm = (pounds: number | null | undefined) => (pounds ? `${formatPrice(pounds)} PCM` : null);

/** A fact's shown value, from its descriptor: a number with its unit ('1,200 sq ft'), 0 as not known; text as it is. */
function factValue(field: PropertyField, p: DetailProperty): string | null {
  // Held by another investor's reservation: 'Reserved', as its status badge reads (status-badge.tsx).
  if (field === 'status' && p.status === 'Available' && 'reservedUntil' in p && p.reservedUntil) return 'Reserved';
  const d = descriptorOf(field);
  const value = (p as Partial<Record<PropertyField, unknown>>)[field];
  if (typeof value === 'number') return value ? (d.unit ? `${value.toLocaleString('en-GB')} ${d.unit}` : String(value)) : null;
  return typeof value === 'string' ? value : null;
}

/** The facts a detail section shows: the fields whose descriptor places them there, in their order, where they apply. */
const factsOf = (section: FactPlace['section'], p: DetailProperty): [string, string | null][] =>
  fieldsWhere((d) => d.fact?.section === section)
    .sort((a, b) => descriptorOf(a).fact!.order - descriptorOf(b).fact!.order)
    .filter((field) => fieldApplies(field, p))
    .map((field) => [descriptorOf(field).label, factValue(field, p)]);

export function OpportunitySnapshot({ p }: { p: DetailProperty }) {
  return (
    <Section title="Opportunity Snapshot">
      <Facts label="Opportunity snapshot" items={factsOf('snapshot', p)} />
    </Section>
  );
}

export function TextSection({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <Section title={title}>
      <div className="pd-prose">
        {text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

export function ConditionReport({ p }: { p: DetailProperty }) {
  const items: [string, string | null][] = [
    ['External', p.conditionExternal],
    ['Internal', p.conditionInternal],
    ['Shower / Bathroom', p.conditionShower],
    ['Kitchen', p.conditionKitchen],
    ['Tenants', p.conditionTenants],
  ];
  if (!items.some(([, v]) => v?.trim())) return null;
  return (
    <Section title="Condition Report">
      <Facts items={items} label="Condition report" prose />
    </Section>
  );
}

export function RentalInformation({ p }: { p: DetailProperty }) {
  const units = p.rentalUnits ?? [];
  const total = unitRentTotal(units);
  const rent = monthlyRent(p);
  return (
    <Section title="Rental Information">
      <Facts
        items={[
          ['Tenancy Type', p.tenancyType],
          ['Tenancy', p.tenancy],
          [rent?.label ?? 'Current Rent', rent?.text ?? RENT_ON_REQUEST],
          ['Annual Rent', rent ? formatPrice(annualRent(rent.pcm)) : null],
          // Not twice when the monthly rent above is the achievable market rent.
          ['Achievable Market Rent', rent?.label === 'Achievable Market Rent' ? null : pcm(p.achievableMarketRent)],
          ['Rental Review', p.marketRentPotential],
        ]}
      />
      {units.length > 0 && (
        <div className="pd-table-wrap">
          <table className="pd-table">
            <caption>Rental breakdown per unit</caption>
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">Monthly Rent</th>
                <th scope="col">Annual Rent</th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit, i) => (
                <tr key={`${unit.unitName}-${i}`}>
                  <th scope="row">{unit.unitName || `Unit ${i + 1}`}</th>
                  <td>{formatPrice(unit.rental)}</td>
                  <td>{formatPrice(annualRent(unit.rental))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{formatPrice(total)}</td>
                <td>{formatPrice(annualRent(total))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Section>
  );
}

function EpcBadge({ rating }: { rating: keyof typeof epcBandColours }) {
  const colours = epcBandColours[rating];
  return (
    <span className="pd-epc" style={{ background: colours.background, color: colours.text }} aria-label={`EPC rating ${rating}`} data-epc-band={rating}>
      {rating}
    </span>
  );
}

export function ComplianceAndTenure({ p, openDocument }: { p: DetailProperty; openDocument?: OpenDocument }) {
  const applies = (field: ConditionalField) => fieldApplies(field, p);
  const band = shownCouncilTaxBand(p.councilTaxBand);
  const units = p.epcUnits?.length ? p.epcUnits : p.epcRating ? [{ unitName: 'Main Property', rating: p.epcRating, documentUrl: p.epcDocument ?? null }] : [];
  const fromUnits = Boolean(p.epcUnits?.length);
  return (
    <Section title="Compliance & Tenure">
      <Facts
        label="Tenure"
        items={[
          ['Tenure', p.tenureType],
          ['Freehold Title Number', applies('freeholdTitle') ? p.freeholdTitle : null],
          ['Lease Remaining', applies('leaseRemaining') && p.leaseRemaining !== null && p.leaseRemaining !== undefined ? `${p.leaseRemaining} years` : null],
          ['Ground Rent', applies('groundRent') ? pa(p.groundRent) : null],
          ['Service Charge', applies('serviceCharge') ? pa(p.serviceCharge) : null],
          [
            'Council Tax Band',
            band ? (
              <span className="pd-inline">
                Band {band}
                {p.councilTaxLink && (
                  <a className="link" href={p.councilTaxLink} target="_blank" rel="noopener noreferrer">
                    View Details<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </span>
            ) : null,
          ],
        ]}
      />
      {units.length > 0 && (
        <div className="pd-subsection">
          <h3 className="pd-subtitle">Energy Rating</h3>
          <ul className="pd-epc-list" aria-label="Energy rating per unit">
            {units.map((unit, i) => (
              <li key={`${unit.unitName}-${i}`} className="pd-epc-list__item">
                <span className="pd-epc-list__name">{epcUnitName(unit, i)}</span>
                <EpcBadge rating={unit.rating} />
                {unit.documentUrl && openDocument && (
                  <button
                    type="button"
                    className="link pd-link-button"
                    onClick={() => openDocument(fromUnits ? epcUnitDocument(i) : 'epcDocument', unit.documentUrl!)}
                    aria-label={`View EPC for ${epcUnitName(unit, i)} (opens in a new tab)`}
                  >
                    View EPC
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

/**
 * The material information (Parts A to C of the NTSELAT guidance, November 2023, withdrawn May 2025), Part by Part: shared/src/views/material-information.ts.
 * Its Part A repeats price, tenure and council tax as a summary, so its items are not the page's facts (.pd-facts__item).
 */
export function MaterialInformation({ p, reader = 'member' }: { p: DetailProperty; reader?: MaterialInformationReader }) {
  return (
    <Section title="Material Information" id="material-information">
      {materialInformationSections(p, reader).map((section) => (
        <div className="pd-subsection" key={section.part}>
          <h3 className="pd-subtitle">{section.title}</h3>
          <dl className="pd-facts pd-facts--prose" aria-label={section.title}>
            {section.items.map(({ label, value, note }) => (
              <div className="pd-material__item" key={label}>
                <dt>{label}</dt>
                <dd>
                  <strong>{value}</strong>
                  {note && ` — ${note}`}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </Section>
  );
}

export function AvailableDocuments({ p, openDocument }: { p: DetailProperty; openDocument: OpenDocument }) {
  const docs = documentsToShow({
    epcDocument: p.epcDocument ?? null,
    eicrDocument: p.eicrDocument ?? null,
    gasSafetyDocument: p.gasSafetyDocument ?? null,
    tenancyAgreementDocument: p.tenancyAgreementDocument ?? null,
    leaseDocuments: p.leaseDocuments ?? null,
    serviceChargeAccountsDocument: p.serviceChargeAccountsDocument ?? null,
    roiDocument: p.roiDocument ?? null,
    floorplanUrl: p.floorplanUrl ?? null,
    tenureType: p.tenureType,
  });
  if (docs.length === 0) return null;
  return (
    <Section title="Available Documents">
      <ul className="pd-docs">
        {docs.map(({ field, label }) => (
          <li key={field}>
            <button type="button" className="pd-doc" onClick={() => openDocument(field, p[field]!)}>
              <FileText size={18} aria-hidden="true" />
              <span>{label}</span>
              <ExternalLink size={16} aria-hidden="true" className="pd-doc__external" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Amenities({ amenities }: { amenities: readonly string[] | undefined }) {
  if (!amenities?.length) return null;
  return (
    <Section title="Amenities">
      <ul className="pd-badges">
        {amenities.map((amenity) => (
          <li key={amenity} className="pd-badge">
            {amenity}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The admin's map snippet is never injected: only a Google Maps embed URL becomes our own sandboxed frame. */
function MapFrame({ embed, title }: { embed: string | null | undefined; title: string }) {
  const src = mapEmbedUrl(embed);
  if (!src) return null;
  return (
    <iframe
      className="pd-map"
      src={src}
      title={`Map of ${title}`}
      height={300}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allowFullScreen
    />
  );
}

/** Always under the frame: the embed may be blocked or fail to load, and a cross-origin frame cannot tell us. */
function OpenInMaps({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <p className="pd-map-link">
      <a className="link" href={url} target="_blank" rel="noopener noreferrer">
        Open in Google Maps
        <ExternalLink size={15} aria-hidden="true" />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

export function LocationAndDemand({ p }: { p: DetailProperty }) {
  const hasAnything = p.locationSummary || p.address || p.areaInsightsLink || p.googleMapsLink;
  if (!hasAnything) return null;
  return (
    <Section title="Location & Demand">
      {p.locationSummary && <p className="pd-text">{p.locationSummary}</p>}
      {p.address && (
        <p className="pd-address">
          <MapPin size={18} aria-hidden="true" />
          <span>{p.address}</span>
        </p>
      )}
      {p.areaInsightsLink && (
        <Link className={buttonClass({ variant: 'secondary', className: 'pd-area-link' })} to={paths.areaInsightDetail(p.areaInsightsLink)}>
          <BookOpen size={18} aria-hidden="true" />
          View Area Insights
        </Link>
      )}
      <MapFrame embed={p.googleMapsLink} title={p.title} />
      <OpenInMaps url={openInMapsUrl(p.address, p.googleMapsLink)} />
    </Section>
  );
}

const comparableTypeLabels: Record<Comparable['type'], string> = {
  recently_sold: 'Recently Sold',
  on_market: 'On the Market',
  recently_let: 'Recently Let',
};

export function SimilarProperties({ comparables }: { comparables: readonly Comparable[] | undefined }) {
  if (!comparables?.length) return null;
  const base = getConfig().imageBaseUrl;
  return (
    <Section title="Similar Properties">
      <ul className="pd-comparables">
        {comparables.map((c) => (
          <li key={c.id} className="pd-comparable">
            {c.imageUrl && <img src={photoUrl(base, c.imageUrl, 'card')} alt="" loading="lazy" />}
            <Badge tone="neutral" className="pd-comparable__type">
              {comparableTypeLabels[c.type]}
            </Badge>
            <h3 className="pd-comparable__title">{c.title}</h3>
            {(c.address || c.postcode) && <p className="pd-comparable__place">{[c.address, c.postcode].filter(Boolean).join(', ')}</p>}
            <p className="pd-comparable__price">{c.price ? formatPrice(c.price) : c.rental ? `${formatPrice(c.rental)} PCM` : 'Price on request'}</p>
            {c.link && (
              <a className="link" href={c.link} target="_blank" rel="noopener noreferrer">
                View listing<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
