import { endChecksOfErasedWithoutReservation } from '../../compliance/buyer-checks/relationship';
import { clock } from '../../clock';
import { recordErasureOnOpenDeals } from '../../sales/deals/on-erasure';
import { logger } from '../../observability/powertools';
import { cancelHoldsOnErasure } from '../../sales/reservations/reservations';

/**
 * What an erasure does to the member's purchases once its marker is written: their open holds are cancelled and pass
 * on, then each open deal's trail says the account was erased (after the holds, so a hold accepted as the erasure
 * began has its deal by then). Safe to run again.
 */
export async function settlePurchasesOnErasure(memberId: string): Promise<{ cancelled: number; dealsTold: number }> {
  const cancelled = await cancelHoldsOnErasure(memberId);
  const dealsTold = await recordErasureOnOpenDeals(memberId);
  await endChecksOfErasedWithoutReservation(memberId, clock());
  if (cancelled || dealsTold) logger.info('purchases settled on erasure', { cancelled, dealsTold });
  return { cancelled, dealsTold };
}
