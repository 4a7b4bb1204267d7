import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { photoUrl } from '@shared/rules/images';
import { formatPrice } from '@shared/rules/money';
import { monthlyRent, RENT_ON_REQUEST } from '@shared/rules/monthly-rent';
import { fieldApplies, type ConditionalField } from '@shared/rules/field-visibility';
import { peekLabel } from '@shared/rules/property-area';
import { formatPublicYield, publicYield, shownCouncilTaxBand } from '@shared/rules/public-rent';
import { Facts, Section } from '../../../components/property/sections';
import { StatusBadge } from '../../../components/property/status-badge';
import { getConfig } from '../../../lib/config';
import { usePropertyPageMeta } from '../../../lib/page-meta';
import { publicPropertyQuery } from '../api/public-property';
import { PublicPropertyFallback } from './public-states';
import { RegisterActions, RegisterOrOpen } from './register-actions';
import '../../../components/property/property-detail.css';
import { paths } from '@shared/contract/paths';

/** /public-property/{id}: the sneak peek for non-members (limited details and the area, never the title or address). */
export function PublicPeekPage({ id }: { id: string }) {
  const query = useQuery({ ...publicPropertyQuery(id, 'peek'), enabled: Boolean(id) });
  const { imageBaseUrl } = getConfig();
  const p = query.data;
  const main = p ? (p.imageUrl ?? p.photos[0] ?? null) : null;
  usePropertyPageMeta(p && { ...p, title: peekLabel(p.area), address: null }, paths.publicProperty, main);

  if (!id || !query.isSuccess) return <PublicPropertyFallback id={id} query={query} />;

  const property = query.data;
  const rent = monthlyRent(property);
  const shownYield = publicYield(property);
  const band = shownCouncilTaxBand(property.councilTaxBand);
  const applies = (field: ConditionalField) => fieldApplies(field, property);
  const label = peekLabel(property.area);
  return (
    <article className="container pd" aria-labelledby="pd-title">
      <div className="pp-banner" role="note" aria-label="Sneak peek">
        <div>
          <p className="pp-banner__title">
            <Eye size={18} aria-hidden="true" /> Sneak Peek
          </p>
          <p className="pp-banner__text">
            You are viewing limited details of an off-market property. Register to see the full details, documents and location.
          </p>
        </div>
        <RegisterOrOpen propertyId={property.id} />
      </div>

      <div className="pp-peek">
        <div>
          {main ? (
            <img className="pp-peek__image" src={photoUrl(imageBaseUrl, main, 'detail')} alt={label} />
          ) : (
            <div className="pp-peek__image" role="img" aria-label="No photo yet" />
          )}
        </div>
        <div className="pd-main">
          <header>
            <h1 id="pd-title" className="pd-title">
              {label}
            </h1>
            {property.headline && <p className="pd-headline">{property.headline}</p>}
            <p className="pd-price">{formatPrice(property.price)}</p>
            {/* Held by an investor's reservation: shown here as on the full public page. */}
            {property.reservedUntil && <StatusBadge status="Available" reservedUntil={property.reservedUntil} />}
          </header>
          <Section title="Key Details">
            <Facts
              items={[
                ['Yield', shownYield !== null ? formatPublicYield(shownYield) : 'Available on request'],
                ['Rent', rent?.text ?? RENT_ON_REQUEST],
                ['Tenure', property.tenureType],
                ['Lease Remaining', applies('leaseRemaining') && property.leaseRemaining !== null ? `${property.leaseRemaining} years` : null],
                ['Ground Rent', applies('groundRent') && property.groundRent !== null ? `${formatPrice(property.groundRent)} p.a.` : null],
                ['Service Charge', applies('serviceCharge') && property.serviceCharge !== null ? `${formatPrice(property.serviceCharge)} p.a.` : null],
                ['EPC Rating', property.epcRating],
                ['Council Tax Band', band],
                ['Year Built', property.yearBuilt ? String(property.yearBuilt) : null],
              ]}
            />
          </Section>
          {property.locationSummary && (
            <Section title="Location">
              <p className="pd-text">{property.locationSummary}</p>
            </Section>
          )}
          <RegisterActions propertyId={property.id} />
        </div>
      </div>
    </article>
  );
}
