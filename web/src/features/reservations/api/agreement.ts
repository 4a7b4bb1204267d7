import type { SignAgreement } from '@shared/domain/agreement-signature';
import { api } from '../../../lib/api';
import { useRouteMutation } from '../../../lib/route-query';

/**
 * Opens the reservation's sourcing agreement (the signed copy once signed) in a new tab: a short-lived link. Answers the
 * SHA-256 of the file opened, which a signature names: only an agreement that was opened can be signed.
 */
export async function openAgreement(id: string): Promise<string> {
  const { url, sha256 } = await api('getMyReservationAgreement', { params: { id } });
  window.open(url, '_blank', 'noopener');
  return sha256;
}

export const useSignAgreement = () =>
  useRouteMutation({
    mutationFn: ({ id, body }: { id: string; body: SignAgreement }) => api('signMyReservationAgreement', { params: { id }, body }),
    invalidates: ['listMyReservations'],
  });

/** Starts a card payment of the reservation fee: Stripe Checkout's page, which comes back to My reservations. */
export async function payByCard(id: string): Promise<void> {
  const { url } = await api('startReservationCheckout', { params: { id } });
  window.location.assign(url);
}
