import type { ReactNode } from 'react';
import { formatPrice } from '@shared/rules/money';
import { annualRent } from '@shared/rules/public-rent';
import { Facts, Section, type DetailProperty } from './sections';

/** 'Figures & Return on Capital': asking price, yield (the caller's rule), rents, annual rent, ROI. */
export function Figures({ p, yieldLabel, yieldText, rentPcm }: { p: DetailProperty; yieldLabel: string; yieldText: string; rentPcm: number | null }) {
  const items: [string, ReactNode][] = [
    ['Asking Price', formatPrice(p.price)],
    [yieldLabel, yieldText],
    ['Monthly Rent', rentPcm ? `${formatPrice(rentPcm)} PCM` : 'Available on request'],
    ['Annual Rent', rentPcm ? formatPrice(annualRent(rentPcm)) : null],
    [
      'Return on Capital',
      p.returnOnCapitalInvestment !== null && p.returnOnCapitalInvestment !== undefined && p.returnOnCapitalInvestment > 0 ? `${p.returnOnCapitalInvestment}%` : null,
    ],
  ];
  return (
    <Section title="Figures & Return on Capital" id="figures">
      <Facts items={items} label="Key figures" />
    </Section>
  );
}
