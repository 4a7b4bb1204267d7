import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  comparableTypes,
  conditions,
  councilTaxBands,
  epcRatings,
  propertyCategories,
  propertyStatuses,
  propertyTypes,
  tenancies,
  tenancyTypes,
  tenureTypes,
} from '@shared/domain/property';
import type { PropertyFormValues } from '@shared/views/property-form';
import { fieldApplies, isMultiUnit, type ConditionalField } from '@shared/rules/field-visibility';
import { formPotentialYield, formYield, showsPotentialYield } from '@shared/rules/form-yield';
import { formatYield } from '@shared/rules/yield';
import { Card, CardBody } from '../../../components/ui/card';
import { FieldArray } from '../../../components/ui/field-array';
import { fieldId } from '../lib/field-paths';
import { Check, Choice, DocumentInput, LongText, Num, PhotoList, Text } from './form-fields';

const comparableTypeLabels: Record<(typeof comparableTypes)[number], string> = {
  recently_sold: 'Recently sold',
  on_market: 'On the market',
  recently_let: 'Recently let',
};

const LINK_HINT = 'A link starting with https://';

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

export function BasicsSection() {
  return (
    <Section id="basics" title="Basics">
      <Wide>
        <Text name="title" label="Property Address" required hint="The listing's title, e.g. 12 Westbourne Avenue, Hull" />
      </Wide>
      <Wide>
        <Text name="headline" label="Headline" />
      </Wide>
      <Choice name="propertyType" label="Property Type" required options={propertyTypes} />
      <Choice name="type" label="Category" options={propertyCategories} />
      <Choice name="status" label="Status" options={propertyStatuses} placeholder={null} />
      <Num name="bedrooms" label="Bedrooms" required />
      <Num name="bathrooms" label="Bathrooms" />
      <Num name="sqft" label="Floor Area (sq ft)" />
      <Num name="yearBuilt" label="Year Built" />
      <Text name="amenities" label="Amenities" hint="Separate them with commas, e.g. Garden, Parking" />
      <Wide>
        <Check name="featured" label="Featured property" />
      </Wide>
    </Section>
  );
}

export function LocationSection({ areaOptions }: { areaOptions: { value: string; label: string }[] }) {
  return (
    <Section id="location" title="Address & Map">
      <Text name="addressLine1" label="Address Line 1" />
      <Text name="addressLine2" label="Address Line 2" />
      <Text name="city" label="City" />
      <Text name="county" label="County" />
      <Text name="postcode" label="Postcode" />
      <Text name="location" label="Location" hint="The area shown on cards, e.g. Hull, East Yorkshire" />
      <Wide>
        <Text name="address" label="Full Address" />
      </Wide>
      <Wide>
        <LongText name="locationSummary" label="Location Summary" rows={3} />
      </Wide>
      <Choice name="areaInsightsLink" label="Area Insights" options={areaOptions} placeholder="None" />
      <Wide>
        <LongText name="googleMapsLink" label="Google Maps Embed" rows={3} hint="In Google Maps choose Share, then 'Embed a map', and paste the code here" />
      </Wide>
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
      <Num name="price" label="Asking Price (£)" money required step={1000} min={0} hint="In whole pounds, e.g. 125,000" />
      <Num
        name="currentRent"
        label="Current Rent (£ PCM)"
        money
        required={!multiUnit}
        hint={multiUnit ? 'Optional for blocks and mixed commercial: enter each unit below' : '0 if vacant'}
      />
      <Num name="achievableMarketRent" label="Achievable Market Rent (£ PCM)" money />
      <Num name="returnOnCapitalInvestment" label="Return on Capital Investment (%)" hint="0 to 100, one decimal place" />
      <Wide>
        <LongText name="marketRentPotential" label="Rental Review" rows={2} />
      </Wide>
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
      <Choice name="tenancy" label="Tenancy" options={tenancies} />
      <Choice name="tenancyType" label="Tenancy Type" options={tenancyTypes} />
      <Choice name="condition" label="Condition" options={conditions} />
      <Wide>
        <LongText name="conditionExternal" label="External Condition" rows={2} />
      </Wide>
      <Wide>
        <LongText name="conditionInternal" label="Internal Condition" rows={2} />
      </Wide>
      <Wide>
        <LongText name="conditionShower" label="Shower / Bathroom" rows={2} />
      </Wide>
      <Wide>
        <LongText name="conditionKitchen" label="Kitchen" rows={2} />
      </Wide>
      <Wide>
        <LongText name="conditionTenants" label="Tenants" rows={2} />
      </Wide>
    </Section>
  );
}

export function TenureSection() {
  const { control } = useFormContext<PropertyFormValues>();
  const tenureType = useWatch({ control, name: 'tenureType' });
  const applies = (field: ConditionalField) => fieldApplies(field, { tenureType });
  return (
    <Section id="tenure" title="Tenure & Council Tax">
      <Choice name="tenureType" label="Tenure" options={tenureTypes} placeholder={null} />
      {applies('freeholdTitle') && <Text name="freeholdTitle" label="Freehold Title Number" />}
      {applies('leaseRemaining') && <Num name="leaseRemaining" label="Lease Remaining (years)" required />}
      {applies('groundRent') && <Num name="groundRent" label="Ground Rent (£ per year)" money />}
      {applies('serviceCharge') && <Num name="serviceCharge" label="Service Charge (£ per year)" money />}
      <Choice name="councilTaxBand" label="Council Tax Band" options={councilTaxBands} />
      <Text name="councilTaxLink" label="Council Tax Link" type="url" hint={LINK_HINT} />
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
    <Section id="epc-units" title="EPC Units" subtitle="The energy rating of each unit; a unit left without a rating is not saved">
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
    </Section>
  );
}

/** The compliance documents, each uploaded to the private documents bucket; lease and service-charge documents as rules/field-visibility.ts says. */
export function DocumentsSection() {
  const { control } = useFormContext<PropertyFormValues>();
  const tenureType = useWatch({ control, name: 'tenureType' });
  const applies = (field: ConditionalField) => fieldApplies(field, { tenureType });
  return (
    <Section id="documents" title="Compliance Documents" subtitle="Kept private: investors open them through a short-lived link">
      <DocumentInput name="epcDocument" label="EPC Certificate" documentType="epcDocument" />
      <DocumentInput name="eicrDocument" label="EICR Certificate" documentType="eicrDocument" />
      <DocumentInput name="gasSafetyDocument" label="Gas Safety Certificate" documentType="gasSafetyDocument" />
      <DocumentInput name="tenancyAgreementDocument" label="Tenancy Agreement" documentType="tenancyAgreementDocument" />
      {applies('leaseDocuments') && <DocumentInput name="leaseDocuments" label="Lease Documents" documentType="leaseDocuments" />}
      {applies('serviceChargeAccountsDocument') && (
        <DocumentInput name="serviceChargeAccountsDocument" label="Service Charge Accounts" documentType="serviceChargeAccountsDocument" />
      )}
      <DocumentInput name="roiDocument" label="ROI Document" documentType="roiDocument" />
    </Section>
  );
}

/** The photos (the first is the main image) and the floor plan (an image or a PDF). */
export function PhotosSection() {
  return (
    <Section id="photos" title="Photos & Floor Plan">
      <Wide>
        <PhotoList name="photos" label="Photos" />
      </Wide>
      <Wide>
        <DocumentInput name="floorplanUrl" label="Floor Plan" documentType="floorplanUrl" />
      </Wide>
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
      <Wide>
        <LongText name="opportunitySummary" label="Opportunity Summary" rows={3} />
      </Wide>
      <Wide>
        <LongText name="propertyBrief" label="Property Brief" rows={4} />
      </Wide>
      <Wide>
        <LongText name="description" label="Description" rows={5} />
      </Wide>
    </Section>
  );
}
