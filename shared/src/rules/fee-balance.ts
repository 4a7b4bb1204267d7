/** When the balance of the sourcing fee is payable: on completion of the purchase, or on exchange of contracts. */
export const balanceDueEvents = ['completion', 'exchange'] as const;
export type BalanceDue = (typeof balanceDueEvents)[number];

/** How the reservation fee and the sourcing fee relate, from the reservation settings the portal charges by. */
export interface FeeBalanceTerms {
  balanceDue: BalanceDue;
  reservationFeeCredited: boolean;
}

/** What is left of the sourcing fee once the reservation fee is credited against it (none when that covers it all). */
export const balancePence = (sourcingFeeGrossPence: number, reservationFeeGrossPence: number, terms: FeeBalanceTerms): number =>
  terms.reservationFeeCredited ? Math.max(0, sourcingFeeGrossPence - reservationFeeGrossPence) : sourcingFeeGrossPence;

/** When the balance is payable, as a phrase after 'payable': 'on completion'. */
export const balanceDueWhen: Record<BalanceDue, string> = { completion: 'on completion', exchange: 'on exchange of contracts' };
