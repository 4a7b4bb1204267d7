import { useEffect, useMemo, useRef, useState } from 'react';
import type { PropertyUse } from '@shared/domain/property-uses';
import type { DealInputs } from '@shared/domain/deal-scenario';
import { analyseDeal } from '@shared/rules/deal-analysis';
import { dealNumberRules, readDealNumber, type DealNumberKey } from '@shared/rules/deal-input-check';
import { formatPrice } from '@shared/rules/money';
import { SDLT_ESTIMATE, UK_RESIDENT_HINT } from '@shared/rules/sdlt';
import { defaultIcrPercent, stressTestLine } from '@shared/rules/stress-test';
import { dealFigureLabels as labels, percentText as percent } from '@shared/views/deal-analysis-figures';
import { FigureList } from '../../../components/ui/figure-list';
import { SelectField } from '../../../components/ui/select-field';
import { NumberInput, YesNo } from './number-input';

export const NOT_ADVICE =
  'These figures are estimates to help you compare deals, not financial or tax advice: check them with your adviser, broker and conveyancer.';

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** How long the figures must stay unchanged (typing paused) before a screen reader is told them. */
const ANNOUNCE_AFTER_MS = 800;

/**
 * The text for a polite live region: empty at first (nothing is read out as the page opens), then `text` once it
 * has stayed the same for `delay` ms, so a screen reader hears the results after typing pauses, not on every keystroke.
 */
function useSettledAnnouncement(text: string, delay = ANNOUNCE_AFTER_MS): string {
  const opening = useRef<string | null>(text);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (text === opening.current) return;
    opening.current = null;
    const timer = setTimeout(() => setAnnounced(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return announced;
}

const propertyUseOptions: readonly { value: PropertyUse; label: string }[] = [
  { value: 'residential', label: 'Residential (dwellings)' },
  { value: 'non-residential', label: 'Non-residential (commercial, land)' },
  { value: 'mixed', label: 'Mixed (residential and non-residential)' },
];

interface DealCalculatorProps {
  inputs: DealInputs;
  onChange: (inputs: DealInputs) => void;
  /** The names of the fields whose typed value cannot be used, each time that changes (none: all valid). */
  onInvalidChange?: (labels: string[]) => void;
  /** Prefix of the inputs' ids, so two calculators never share one. */
  idPrefix?: string;
}

/** The fields a sentence names: 'Deposit' or 'Deposit and Letting fee'. */
const listOf = (labels: readonly string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`);

/** The three calculators on one set of inputs: Stamp Duty Land Tax, yield and return, and a lender's stress test. Results follow every keystroke. */
export function DealCalculator({ inputs, onChange, onInvalidChange, idPrefix = 'deal' }: DealCalculatorProps) {
  const result = useMemo(() => analyseDeal(inputs), [inputs]);
  /** Each field's error while its typed value cannot be used; the figures wait for every field to be valid. */
  const [errors, setErrors] = useState<Partial<Record<DealNumberKey, string>>>({});
  const invalid = (Object.keys(errors) as DealNumberKey[]).map((key) => dealNumberRules[key].label);
  const invalidKey = invalid.join('|');
  useEffect(() => {
    onInvalidChange?.(invalidKey ? invalidKey.split('|') : []);
  }, [invalidKey, onInvalidChange]);
  const set =
    <K extends keyof DealInputs>(key: K) =>
    (value: DealInputs[K]) =>
      onChange({ ...inputs, [key]: value });
  const typed = (key: DealNumberKey) => (text: string) => {
    const reading = readDealNumber(key, text);
    setErrors(({ [key]: _previous, ...others }) => (reading.ok ? others : { ...others, [key]: reading.error }));
    if (reading.ok) onChange({ ...inputs, [key]: reading.value });
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const number = (key: DealNumberKey, name: string, unit?: string, hint?: string) => (
    <NumberInput id={id(name)} label={dealNumberRules[key].label} unit={unit} hint={hint} value={inputs[key]} onText={typed(key)} error={errors[key]} />
  );
  const setCompany = (company: boolean) =>
    onChange({
      ...inputs,
      company,
      // A ratio still at the other buyer's default follows the buyer; one the investor typed stays.
      icrPercent: inputs.icrPercent === defaultIcrPercent(!company) ? defaultIcrPercent(company) : inputs.icrPercent,
    });
  const { sdlt, returns, stressTest } = result;
  const stressLine = stressTestLine(stressTest, inputs.icrPercent);
  const invalidLine = invalid.length ? `Correct the marked field${invalid.length > 1 ? 's' : ''} to see the figures: ${listOf(invalid)}.` : '';
  const announcement = useSettledAnnouncement(
    invalidLine ||
      `Stamp Duty Land Tax ${formatPrice(sdlt.tax)}. Gross yield ${percent(returns.grossYield)}, net yield ${percent(returns.netYield)}. ` +
        `Monthly cash flow with a mortgage ${formatPrice(returns.mortgage.monthlyCashFlow)}. ` +
        (stressTest.icrPercent === null
          ? 'No loan to stress test.'
          : `Stress test ${stressLine.replace(/^(Passes|Fails)/, (verdict) => verdict.toLowerCase())}.`),
  );

  const figures = (
    <>
      <section className="deal__result" aria-labelledby={id('sdlt-title')}>
        <h3 id={id('sdlt-title')}>{labels.sdlt}</h3>
        <p className="deal__headline">
          <span data-testid="sdlt-tax">{formatPrice(sdlt.tax)}</span>
          <span className="deal__sub"> · effective rate {percent(sdlt.effectiveRate)}</span>
        </p>
        <table className="deal__table">
          <caption className="visually-hidden">Tax by band</caption>
          <thead>
            <tr>
              <th scope="col">Band</th>
              <th scope="col">Rate</th>
              <th scope="col">Tax</th>
            </tr>
          </thead>
          <tbody>
            {sdlt.bands.map((band) => (
              <tr key={band.from}>
                <td>
                  {band.upTo === null
                    ? band.from === 0
                      ? 'Whole price'
                      : `Over ${formatPrice(band.from)}`
                    : `${formatPrice(band.from)} to ${formatPrice(band.upTo)}`}
                </td>
                <td>{band.percent}%</td>
                <td>{formatPrice(band.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="deal__rates" data-testid="sdlt-rates">
          Rates used: {sdlt.ratesUsed}. {SDLT_ESTIMATE}
        </p>
        <p className="deal__note">
          Rates for completions from {dateOf(sdlt.rates.effectiveFrom)}, England and Northern Ireland (
          <a href={sdlt.rates.source.split(' ')[0]} target="_blank" rel="noopener noreferrer">
            HMRC
          </a>
          ).
        </p>
        {sdlt.notes.map((note) => (
          <p key={note} className="deal__note">
            {note}
          </p>
        ))}
      </section>

      <section className="deal__result" aria-labelledby={id('yield-title')}>
        <h3 id={id('yield-title')}>{labels.yieldAndReturn}</h3>
        <FigureList
          className="deal__figures"
          figures={[
            { key: 'gross', label: labels.grossYield, value: percent(returns.grossYield), testId: 'gross-yield' },
            { key: 'net', label: labels.netYield, value: percent(returns.netYield), testId: 'net-yield' },
            { key: 'income', label: labels.netIncome, value: formatPrice(returns.netIncome) },
            { key: 'costs', label: labels.purchaseCosts, value: formatPrice(returns.purchaseCosts) },
          ]}
        />
        <table className="deal__table">
          <caption className="visually-hidden">Return on cash, cash purchase and mortgage</caption>
          <thead>
            <tr>
              <th scope="col"></th>
              <th scope="col">Cash</th>
              <th scope="col">Mortgage</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{labels.cashInvested}</th>
              <td>{formatPrice(returns.cash.cashInvested)}</td>
              <td>{formatPrice(returns.mortgage.cashInvested)}</td>
            </tr>
            <tr>
              <th scope="row">{labels.monthlyCashFlow}</th>
              <td>{formatPrice(returns.cash.monthlyCashFlow)}</td>
              <td data-testid="mortgage-cash-flow">{formatPrice(returns.mortgage.monthlyCashFlow)}</td>
            </tr>
            <tr>
              <th scope="row">{labels.returnOnCash}</th>
              <td>{percent(returns.cash.returnOnCash)}</td>
              <td>{percent(returns.mortgage.returnOnCash)}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section className="deal__result" aria-labelledby={id('stress-title')}>
        <h3 id={id('stress-title')}>{labels.stressTest}</h3>
        <p className="deal__headline" data-testid="stress-result">
          {stressLine}
        </p>
        <FigureList
          className="deal__figures"
          figures={[
            { key: 'loan', label: labels.loan, value: formatPrice(returns.mortgage.loan) },
            {
              key: 'max-loan',
              label: labels.maxLoan,
              value: stressTest.maxLoan === null ? '–' : formatPrice(Math.floor(stressTest.maxLoan)),
              testId: 'max-loan',
            },
          ]}
        />
      </section>
    </>
  );

  return (
    <div className="deal">
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="deal-announcement">
        {announcement}
      </p>
      <div className="deal__inputs">
        <fieldset className="deal__group">
          <legend>Purchase</legend>
          {number('price', 'price')}
          {number('monthlyRent', 'rent')}
          <SelectField
            id={id('use')}
            label="Property (for stamp duty)"
            className="deal-field"
            options={propertyUseOptions}
            value={inputs.propertyUse}
            onChange={(event) => {
              const use = event.target.value as PropertyUse;
              // The dwellings field only shows for residential property: an error it had goes with it.
              if (use !== 'residential') setErrors(({ dwellings: _dwellings, ...others }) => others);
              set('propertyUse')(use);
            }}
          />
          {inputs.propertyUse === 'residential' && number('dwellings', 'dwellings', undefined, '6 or more in one purchase pay the non-residential rates.')}
          <YesNo id={id('additional')} label="Additional property" checked={inputs.additionalProperty} onChange={set('additionalProperty')} />
          <YesNo id={id('ftb')} label="First-time buyer" checked={inputs.firstTimeBuyer} onChange={set('firstTimeBuyer')} />
          <YesNo id={id('resident')} label="UK resident" hint={UK_RESIDENT_HINT} checked={inputs.ukResident} onChange={set('ukResident')} />
          <YesNo id={id('company')} label="Bought by a company" checked={inputs.company} onChange={setCompany} />
          {inputs.company && (
            <YesNo id={id('rental-business')} label="Property rental business" checked={inputs.rentalBusiness} onChange={set('rentalBusiness')} />
          )}
        </fieldset>
        <fieldset className="deal__group">
          <legend>Running costs</legend>
          {number('lettingFeePercent', 'letting', '% of rent')}
          {number('maintenancePercent', 'maintenance', '% of rent')}
          {number('insurance', 'insurance', '£ a year')}
          {number('groundRent', 'ground-rent', '£ a year')}
          {number('serviceCharge', 'service-charge', '£ a year')}
          {number('voidWeeks', 'voids', 'weeks a year')}
        </fieldset>
        <fieldset className="deal__group">
          <legend>Purchase costs and finance</legend>
          {number('legalFees', 'legal')}
          {number('survey', 'survey')}
          {number('refurbishment', 'refurbishment')}
          {number('depositPercent', 'deposit', '% of price')}
          {number('mortgageRatePercent', 'mortgage-rate', '% a year, interest only')}
        </fieldset>
        <fieldset className="deal__group">
          <legend>Lender’s stress test (assumptions)</legend>
          {number('stressRatePercent', 'stress-rate', '%', 'Assumption: 5.5%. Use your lender’s figure.')}
          {number('icrPercent', 'icr', '%', 'Assumption: 125% for a limited company, 145% for a higher-rate taxpayer. Use your lender’s figure.')}
        </fieldset>
      </div>

      <div className="deal__results" aria-label="Results">
        {invalidLine ? (
          <p className="deal__invalid" role="status">
            {invalidLine}
          </p>
        ) : (
          figures
        )}
        <p className="deal__advice">{NOT_ADVICE}</p>
      </div>
    </div>
  );
}
