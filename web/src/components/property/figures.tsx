import type { ReactNode } from 'react';
import { formatPrice } from '@shared/rules/money';
import { RENT_ON_REQUEST, type MonthlyRent } from '@shared/rules/monthly-rent';
import { annualRent } from '@shared/rules/public-rent';
import { Facts, Section, type DetailProperty } from './sections';

/** 'Figures & Return on Capital': asking price, yield (the caller's rule), the monthly rent (monthlyRent) and its annual sum, ROI. */
export function Figures({ p, yieldLabel, yieldText, rent }: { p: DetailProperty; yieldLabel: string; yieldText: string; rent: MonthlyRent | null }) {
  const items: [string, ReactNode][] = [
    ['Asking Price', formatPrice(p.price)],
    [yieldLabel, yieldText],
    [rent?.label ?? 'Monthly Rent', rent?.text ?? RENT_ON_REQUEST],
    ['Annual Rent', rent ? formatPrice(annualRent(rent.pcm)) : null],
    [
      'Return on Capital',
      p.returnOnCapitalInvestment !== null && p.returnOnCapitalInvestment !== undefined && p.returnOnCapitalInvestment > 0
        ? `${p.returnOnCapitalInvestment}%`
        : null,
    ],
  ];
  return (
    <Section title="Figures & Return on Capital" id="figures">
      <Facts items={items} label="Key figures" />
    </Section>
  );
}
