import { useEffect, useMemo, useRef, useState } from 'react';
import type { DealInputs } from '@shared/domain/deal-scenario';
import { analyseDeal } from '@shared/rules/deal-analysis';
import { formatPrice } from '@shared/rules/money';
import { sdltRatesOn } from '@shared/rules/sdlt';
import { defaultIcrPercent } from '@shared/rules/stress-test';
import { NumberInput, YesNo } from './number-input';

export const NOT_ADVICE =
  'These figures are estimates to help you compare deals, not financial or tax advice: check them with your adviser, broker and conveyancer.';

const percent = (value: number | null, digits = 2) => (value === null ? '–' : `${value.toFixed(digits)}%`);
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

interface DealCalculatorProps {
  inputs: DealInputs;
  onChange: (inputs: DealInputs) => void;
  /** Prefix of the inputs' ids, so two calculators never share one. */
  idPrefix?: string;
}

/** The three calculators on one set of inputs: Stamp Duty Land Tax, yield and return, and a lender's stress test. Results follow every keystroke. */
export function DealCalculator({ inputs, onChange, idPrefix = 'deal' }: DealCalculatorProps) {
  const result = useMemo(() => analyseDeal(inputs), [inputs]);
  const rates = sdltRatesOn();
  const set =
    <K extends keyof DealInputs>(key: K) =>
    (value: DealInputs[K]) =>
      onChange({ ...inputs, [key]: value });
  const id = (name: string) => `${idPrefix}-${name}`;
  const setCompany = (company: boolean) =>
    onChange({
      ...inputs,
      company,
      // A ratio still at the other buyer's default follows the buyer; one the investor typed stays.
      icrPercent: inputs.icrPercent === defaultIcrPercent(!company) ? defaultIcrPercent(company) : inputs.icrPercent,
    });
  const { sdlt, returns, stressTest } = result;
  const stressLine =
    stressTest.icrPercent === null ? 'No loan to test' : `${stressTest.pass ? 'Passes' : 'Fails'}: interest cover ${percent(stressTest.icrPercent, 0)}`;
  const announcement = useSettledAnnouncement(
    `Stamp Duty Land Tax ${formatPrice(sdlt.tax)}. Gross yield ${percent(returns.grossYield)}, net yield ${percent(returns.netYield)}. ` +
      `Monthly cash flow with a mortgage ${formatPrice(returns.mortgage.monthlyCashFlow)}. ` +
      (stressTest.icrPercent === null
        ? 'No loan to stress test.'
        : `Stress test ${stressTest.pass ? 'passes' : 'fails'}: interest cover ${percent(stressTest.icrPercent, 0)}.`),
  );

  return (
    <div className="deal">
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="deal-announcement">
        {announcement}
      </p>
      <div className="deal__inputs">
        <fieldset className="deal__group">
          <legend>Purchase</legend>
          <NumberInput id={id('price')} label="Purchase price" unit="£" value={inputs.price} onChange={set('price')} />
          <NumberInput id={id('rent')} label="Monthly rent" unit="£" value={inputs.monthlyRent} onChange={set('monthlyRent')} />
          <YesNo id={id('additional')} label="Additional property" checked={inputs.additionalProperty} onChange={set('additionalProperty')} />
          <YesNo id={id('ftb')} label="First-time buyer" checked={inputs.firstTimeBuyer} onChange={set('firstTimeBuyer')} />
          <YesNo id={id('resident')} label="UK resident" checked={inputs.ukResident} onChange={set('ukResident')} />
          <YesNo id={id('company')} label="Bought by a company" checked={inputs.company} onChange={setCompany} />
        </fieldset>
        <fieldset className="deal__group">
          <legend>Running costs</legend>
          <NumberInput id={id('letting')} label="Letting fee" unit="% of rent" value={inputs.lettingFeePercent} onChange={set('lettingFeePercent')} />
          <NumberInput id={id('maintenance')} label="Maintenance" unit="% of rent" value={inputs.maintenancePercent} onChange={set('maintenancePercent')} />
          <NumberInput id={id('insurance')} label="Insurance" unit="£ a year" value={inputs.insurance} onChange={set('insurance')} />
          <NumberInput id={id('ground-rent')} label="Ground rent" unit="£ a year" value={inputs.groundRent} onChange={set('groundRent')} />
          <NumberInput id={id('service-charge')} label="Service charge" unit="£ a year" value={inputs.serviceCharge} onChange={set('serviceCharge')} />
          <NumberInput id={id('voids')} label="Voids" unit="weeks a year" value={inputs.voidWeeks} onChange={set('voidWeeks')} />
        </fieldset>
        <fieldset className="deal__group">
          <legend>Purchase costs and finance</legend>
          <NumberInput id={id('legal')} label="Legal fees" unit="£" value={inputs.legalFees} onChange={set('legalFees')} />
          <NumberInput id={id('survey')} label="Survey" unit="£" value={inputs.survey} onChange={set('survey')} />
          <NumberInput id={id('refurbishment')} label="Refurbishment" unit="£" value={inputs.refurbishment} onChange={set('refurbishment')} />
          <NumberInput id={id('deposit')} label="Deposit" unit="% of price" value={inputs.depositPercent} onChange={set('depositPercent')} />
          <NumberInput
            id={id('mortgage-rate')}
            label="Mortgage rate"
            unit="% a year, interest only"
            value={inputs.mortgageRatePercent}
            onChange={set('mortgageRatePercent')}
          />
        </fieldset>
        <fieldset className="deal__group">
          <legend>Lender’s stress test (assumptions)</legend>
          <NumberInput
            id={id('stress-rate')}
            label="Stressed interest rate"
            unit="%"
            value={inputs.stressRatePercent}
            onChange={set('stressRatePercent')}
            hint="Assumption: 5.5%. Use your lender’s figure."
          />
          <NumberInput
            id={id('icr')}
            label="Required interest cover"
            unit="%"
            value={inputs.icrPercent}
            onChange={set('icrPercent')}
            hint="Assumption: 125% for a limited company, 145% for a higher-rate taxpayer. Use your lender’s figure."
          />
        </fieldset>
      </div>

      <div className="deal__results" aria-label="Results">
        <section className="deal__result" aria-labelledby={id('sdlt-title')}>
          <h3 id={id('sdlt-title')}>Stamp Duty Land Tax</h3>
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
          <p className="deal__note">
            Rates for completions from {dateOf(rates.effectiveFrom)}, England and Northern Ireland (
            <a href={rates.source.split(' ')[0]} target="_blank" rel="noopener noreferrer">
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
          <h3 id={id('yield-title')}>Yield and return</h3>
          <dl className="deal__figures">
            <div>
              <dt>Gross yield</dt>
              <dd data-testid="gross-yield">{percent(returns.grossYield)}</dd>
            </div>
            <div>
              <dt>Net yield</dt>
              <dd data-testid="net-yield">{percent(returns.netYield)}</dd>
            </div>
            <div>
              <dt>Net income a year</dt>
              <dd>{formatPrice(returns.netIncome)}</dd>
            </div>
            <div>
              <dt>Purchase costs</dt>
              <dd>{formatPrice(returns.purchaseCosts)}</dd>
            </div>
          </dl>
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
                <th scope="row">Cash invested</th>
                <td>{formatPrice(returns.cash.cashInvested)}</td>
                <td>{formatPrice(returns.mortgage.cashInvested)}</td>
              </tr>
              <tr>
                <th scope="row">Monthly cash flow</th>
                <td>{formatPrice(returns.cash.monthlyCashFlow)}</td>
                <td data-testid="mortgage-cash-flow">{formatPrice(returns.mortgage.monthlyCashFlow)}</td>
              </tr>
              <tr>
                <th scope="row">Return on cash</th>
                <td>{percent(returns.cash.returnOnCash)}</td>
                <td>{percent(returns.mortgage.returnOnCash)}</td>
              </tr>
            </tbody>
          </table>
        </section>

        <section className="deal__result" aria-labelledby={id('stress-title')}>
          <h3 id={id('stress-title')}>Buy-to-let stress test</h3>
          <p className="deal__headline" data-testid="stress-result">
            {stressLine}
          </p>
          <dl className="deal__figures">
            <div>
              <dt>Loan</dt>
              <dd>{formatPrice(returns.mortgage.loan)}</dd>
            </div>
            <div>
              <dt>Largest loan the rent supports</dt>
              <dd data-testid="max-loan">{stressTest.maxLoan === null ? '–' : formatPrice(Math.floor(stressTest.maxLoan))}</dd>
            </div>
          </dl>
        </section>
        <p className="deal__advice">{NOT_ADVICE}</p>
      </div>
    </div>
  );
}
