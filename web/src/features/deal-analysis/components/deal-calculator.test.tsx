import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { DealCalculator } from './deal-calculator';

/** The calculator as the listing's analysis shows it, from a listing's starting inputs and the buyer's answers. */
const rendered =
  (...args: Parameters<typeof defaultDealInputs>) =>
  (answers: Partial<ReturnType<typeof defaultDealInputs>>) =>
    renderToString(<DealCalculator inputs={{ ...defaultDealInputs(...args), ...answers }} onChange={() => {}} />);
const taxShown = (html: string) => /data-testid="sdlt-tax">([^<]*)</.exec(html)?.[1];

describe('DealCalculator: the stamp duty the screen shows', () => {
  // A Block of Flats listing with two rental units starts at two dwellings; FA 2003 Sch. 4ZA para 5 (HMRC SDLTM09766):
  // an individual buying two dwellings of £40,000 or more each pays the higher rates whatever else they own.
  const twoFlats = rendered({ price: 200_000, propertyType: 'Block of Flats', rentalUnitCount: 2 });

  it("two flats at £200,000, answered 'not an additional property': £11,500", () => {
    expect(taxShown(twoFlats({ additionalProperty: false }))).toBe('£11,500');
  });

  it('two flats at £400,000 for a first-time buyer: no relief (FA 2003 Sch. 6ZA para 1(2)), £30,000', () => {
    expect(
      taxShown(rendered({ price: 400_000, propertyType: 'Block of Flats', rentalUnitCount: 2 })({ additionalProperty: false, firstTimeBuyer: true })),
    ).toBe('£30,000');
  });

  it('a flat at £35,000 bought by someone not UK resident: no surcharge under £40,000 (FA 2003 Sch. 9A para 2(3)), £0', () => {
    expect(taxShown(rendered({ price: 35_000, propertyType: 'Flat' })({ ukResident: false }))).toBe('£0');
  });

  it('explains the UK resident question: the 183-day test and UK companies controlled from abroad, tied to the checkbox', () => {
    const html = twoFlats({});
    expect(html).toMatch(/<input[^>]*id="deal-resident"[^>]*aria-describedby="deal-resident-hint"/);
    const hint = /id="deal-resident-hint"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
    expect(hint).toMatch(/183 days/);
    expect(hint).toMatch(/close company controlled by people who are not UK resident/);
  });
});
