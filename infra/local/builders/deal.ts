import type { Conveyancer } from '@shared/domain/deal';
import type { Deal } from '@shared/rules/deal';
import { defaultStageTargets } from '@shared/rules/deal-stages';

/** When the builders' deals were accepted, unless overridden: 2 March 2026, 10:00 UTC. */
const ACCEPTED_AT = '2026-03-02T10:00:00.000Z';

/**
 * A stored deal: buildReservation's hold (res-1: prop-1 by u1 at £95,000, 3% + VAT) accepted, bought in cash, open in
 * its first column with every stage at its default target from the acceptance (the stages of `financing` and the dates
 * of `acceptedAt` when those are overridden), unless overridden.
 */
export const buildDeal = (over: Partial<Deal> = {}): Deal => {
  const acceptedAt = over.acceptedAt ?? ACCEPTED_AT;
  const financing = over.financing ?? 'cash';
  return {
    id: 'res-1',
    propertyId: 'prop-1',
    investorId: 'u1',
    status: 'open',
    financing,
    acceptedAt,
    pricePence: 9_500_000,
    feeTerms: { kind: 'percent', basisPoints: 300 },
    stages: defaultStageTargets(acceptedAt, financing),
    column: 'memorandumOfSale',
    columnSince: acceptedAt,
    createdAt: acceptedAt,
    updatedAt: acceptedAt,
    version: 1,
    ...over,
  };
};

/** The buyer's solicitor as the investor names them, at `email` unless overridden. */
export const buildSolicitor = (over: Partial<Conveyancer> = {}): Conveyancer => ({
  firm: 'Test Law LLP',
  contactName: 'Sam Law',
  email: 'sam@law.example',
  phone: '01234 567890',
  address: '1 Law Street, Hull HU1 1AA',
  ...over,
});
