import { Fragment, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { comparableTypes, epcRatings } from '@shared/domain/property-values';
import type { PropertyFormValues } from '@shared/views/property-form';
import { descriptorOf, fieldsWhere, formLabel, type FormSection, type MaterialPart, type PropertyField } from '@shared/domain/property-fields';
import { MATERIAL_INFORMATION_LAW } from '@shared/rules/material-information-law';
import { materialPartTitles } from '@shared/views/material-information';
import { fieldApplies, isMultiUnit } from '@shared/rules/field-visibility';
import { formPotentialYield, formYield, showsPotentialYield } from '@shared/rules/form-yield';
import { formatYield } from '@shared/rules/yield';
import { Card, CardBody } from '../../../components/ui/card';
import { FieldArray } from '../../../components/ui/field-array';
import { fieldId } from '../lib/field-paths';
import { Choice, DescribedInput, DocumentInput, LINK_HINT, Num, PhotoList, Text } from './form-fields';

const comparableTypeLabels: Record<(typeof comparableTypes)[number], string> = {
  recently_sold: 'Recently sold',
  on_market: 'On the market',
  recently_let: 'Recently let',
};

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card className="pf-section" title={title} subtitle={subtitle} titleId={`pf-section-${id}`}>
      <CardBody>
        <div className="form-grid">{children}</div>
      </CardBody>
    </Card>
  );
}

/** A grid cell spanning the whole row. */
const Wide = ({ children }: { children: ReactNode }) => <div className="pf-wide">{children}</div>;

/**
 * The fields a section's descriptors place in it (domain/property-fields.ts), in the table's order: a plain field
 * by its kind, a field with its own input from `custom`; a field that does not apply to this tenure or property
 * type (rules/field-visibility.ts) is left out.
 */
function DescribedFields({ section, part, custom = {} }: { section: FormSection; part?: MaterialPart; custom?: Partial<Record<PropertyField, ReactNode>> }) {
  const { control } = useFormContext<PropertyFormValues>();
  const [tenureType, propertyType] = useWatch({ control, name: ['tenureType', 'propertyType'] });
  return fieldsWhere((d) => d.section === section && (part === undefined || d.materialPart === part)).map((field) => {
    const d = descriptorOf(field);
    if (!fieldApplies(field, { tenureType, propertyType })) return null;
    const input = d.custom?.input ? custom[field] : <DescribedInput field={field} />;
    return d.wide ? <Wide key={field}>{input}</Wide> : <Fragment key={field}>{input}</Fragment>;
  });
}

export function BasicsSection() {
  return (
    <Section id="basics" title="Basics">
      <DescribedFields
        section="basics"
        custom={{ amenities: <Text name="amenities" label={descriptorOf('amenities').label} hint="Separate them with commas, e.g. Garden, Parking" /> }}
      />
    </Section>
  );
}

export function LocationSection({ areaOptions }: { areaOptions: { value: string; label: string }[] }) {
  return (
    <Section id="location" title="Address & Map">
      <DescribedFields
        section="location"
        custom={{
          areaInsightsLink: <Choice name="areaInsightsLink" label={descriptorOf('areaInsightsLink').label} options={areaOptions} placeholder="None" />,
        }}
      />
    </Section>
  );
}

export function FinancialsSection() {
  const { control } = useFormContext<PropertyFormValues>();
  const [price, currentRent, achievableMarketRent, propertyType] = useWatch({
    control,
    name: ['price', 'currentRent', 'achievableMarketRent', 'propertyType'],
  });
  const multiUnit = isMultiUnit(propertyType);
  return (
    <Section id="financials" title="Financials">
      <DescribedFields
        section="financials"
        custom={{
          price: <Num name="price" label={formLabel(descriptorOf('price'))} money required step={1000} min={0} hint="In whole pounds, e.g. 125,000" />,
          currentRent: (
            <Num
              name="currentRent"
              label={formLabel(descriptorOf('currentRent'))}
              money
              required={!multiUnit}
              hint={multiUnit ? 'Optional for blocks and mixed commercial: enter each unit below' : '0 if vacant'}
            />
          ),
        }}
      />
      <Wide>
        <div className="pf-yields" aria-live="polite">
          <p>
            <span className="pf-yields__label">Yield</span>{' '}
            <output htmlFor={`${fieldId('price')} ${fieldId('currentRent')}`}>{formatYield(formYield(currentRent, price))}</output>
          </p>
          {showsPotentialYield(achievableMarketRent) && (
            <p>
              <span className="pf-yields__label">Potential Yield</span>{' '}
              <output htmlFor={`${fieldId('price')} ${fieldId('achievableMarketRent')}`}>{formatYield(formPotentialYield(achievableMarketRent, price))}</output>
            </p>
          )}
          <p className="pf-yields__hint">Calculated from the monthly rent x 12 / price, and again by the server on saving.</p>
        </div>
      </Wide>
    </Section>
  );
}

export function TenancySection() {
  return (
    <Section id="tenancy" title="Tenancy & Condition">
      <DescribedFields section="tenancy" />
    </Section>
  );
}

export function TenureSection() {
  return (
    <Section id="tenure" title="Tenure & Council Tax">
      <DescribedFields section="tenure" />
    </Section>
  );
}

/**
 * The material information in the Parts of NTSELAT's guidance ('Material information in property listings (sales)',
 * November 2023, withdrawn May 2025; the law is rules/material-information-law.ts) beyond the price, tenure and
 * council tax band above: one fieldset per Part. Part B and C answers can be
 * 'Not known' (a warning before publishing); Part A is needed to publish.
 */
export function MaterialInformationSection() {
  return (
    <Section
      id="material-information"
      title="Material information"
      subtitle={`What a buyer needs to decide (${MATERIAL_INFORMATION_LAW}), in the Parts of National Trading Standards' guidance of November 2023. Asking price, tenure and council tax band are above.`}
    >
      {(['A', 'B', 'C'] as const).map((part) => (
        <Wide key={part}>
          <fieldset className="pf-fieldset">
            <legend className="pf-fieldset__legend">{materialPartTitles[part]}</legend>
            <div className="form-grid">
              <DescribedFields section="materialInformation" part={part} />
            </div>
          </fieldset>
        </Wide>
      ))}
    </Section>
  );
}

export function RentalUnitsSection() {
  const { control } = useFormContext<PropertyFormValues>();
  return (
    <Section id="rental-units" title="Rental Units" subtitle="Each unit's monthly rent (Block of Flats and Mixed Commercial)">
      <Wide>
        <div id={fieldId('rentalUnits')} tabIndex={-1}>
          <FieldArray
            control={control}
            name="rentalUnits"
            legend="Units"
            addLabel="Add rental unit"
            removeLabel={(i) => `Remove rental unit ${i + 1}`}
            newItem={() => ({ unitName: '', rental: null })}
            renderItem={(i) => (
              <>
                <Text name={`rentalUnits.${i}.unitName`} label={`Unit ${i + 1} name`} />
                <Num name={`rentalUnits.${i}.rental`} label={`Unit ${i + 1} rent (£ PCM)`} money />
              </>
            )}
          />
        </div>
      </Wide>
    </Section>
  );
}

export function EpcUnitsSection() {
  const { control } = useFormContext<PropertyFormValues>();
  return (
    <Section
      id="epc-units"
      title="EPC Units"
      subtitle="The energy rating of each unit; a unit left without a rating is not saved. Publishing needs a rating, or the exemption that applies"
    >
      <Wide>
        <div id={fieldId('epcUnits')} tabIndex={-1}>
          <FieldArray
            control={control}
            name="epcUnits"
            legend="Energy ratings"
            addLabel="Add EPC unit"
            removeLabel={(i) => `Remove EPC unit ${i + 1}`}
            newItem={() => ({ unitName: '', rating: '', documentUrl: '' })}
            renderItem={(i) => (
              <>
                <Text name={`epcUnits.${i}.unitName`} label={`EPC unit ${i + 1} name`} />
                <Choice name={`epcUnits.${i}.rating`} label={`EPC unit ${i + 1} rating`} options={epcRatings} />
                <DocumentInput name={`epcUnits.${i}.documentUrl`} label={`EPC unit ${i + 1} certificate`} documentType="epcUnitDocument" />
              </>
            )}
          />
        </div>
      </Wide>
      <DescribedFields section="epcUnits" />
    </Section>
  );
}

/** The compliance documents, each uploaded to the private documents bucket; lease and service-charge documents as rules/field-visibility.ts says. */
export function DocumentsSection() {
  return (
    <Section id="documents" title="Compliance Documents" subtitle="Kept private: investors open them through a short-lived link">
      <DescribedFields section="documents" />
    </Section>
  );
}

/** The photos (the first is the main image) and the floor plan (an image or a PDF). */
export function PhotosSection() {
  return (
    <Section id="photos" title="Photos & Floor Plan">
      <DescribedFields section="photos" custom={{ photos: <PhotoList name="photos" label={descriptorOf('photos').label} /> }} />
    </Section>
  );
}

export function ComparablesSection() {
  const { control } = useFormContext<PropertyFormValues>();
  return (
    <Section id="comparables" title="Comparables" subtitle="Similar properties recently sold, on the market or recently let">
      <Wide>
        <div id={fieldId('comparables')} tabIndex={-1}>
          <FieldArray
            control={control}
            name="comparables"
            legend="Similar properties"
            addLabel="Add comparable"
            removeLabel={(i) => `Remove comparable ${i + 1}`}
            newItem={() => ({ type: 'recently_sold', title: '', imageUrl: '', link: '', price: null, rental: null, postcode: '', address: '' })}
            renderItem={(i) => (
              <div className="pf-comparable">
                <Choice
                  name={`comparables.${i}.type`}
                  label={`Comparable ${i + 1} type`}
                  options={comparableTypes.map((t) => ({ value: t, label: comparableTypeLabels[t] }))}
                  placeholder={null}
                />
                <Text name={`comparables.${i}.title`} label={`Comparable ${i + 1} title`} required />
                <Num name={`comparables.${i}.price`} label={`Comparable ${i + 1} price (£)`} money />
                <Num name={`comparables.${i}.rental`} label={`Comparable ${i + 1} rent (£ PCM)`} money />
                <Text name={`comparables.${i}.postcode`} label={`Comparable ${i + 1} postcode`} />
                <Text name={`comparables.${i}.address`} label={`Comparable ${i + 1} address`} />
                <Text name={`comparables.${i}.link`} label={`Comparable ${i + 1} link`} type="url" hint={LINK_HINT} />
                <Text name={`comparables.${i}.imageUrl`} label={`Comparable ${i + 1} image`} type="url" hint={LINK_HINT} />
              </div>
            )}
          />
        </div>
      </Wide>
    </Section>
  );
}

export function DescriptionsSection() {
  return (
    <Section id="descriptions" title="Descriptions">
      <DescribedFields section="descriptions" />
    </Section>
  );
}
