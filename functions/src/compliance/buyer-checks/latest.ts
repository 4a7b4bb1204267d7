import type { BuyerCheck } from '@shared/domain/buyer-check';
import { getBuyerCheck } from '../db/buyer-checks';
import { StaleWriteError } from '../../db/errors';
import { notFound } from '../../http/errors';

export const BUYER_CHECK_NOT_FOUND = 'No buyer checks were found for this member.';

/** An admin's step on an existing record (a member without one has given nothing to check yet). */
export async function existing(memberId: string): Promise<BuyerCheck> {
  const check = await getBuyerCheck(memberId);
  if (!check) throw notFound(BUYER_CHECK_NOT_FOUND);
  return check;
}

/** Runs a change that does not depend on what others wrote meanwhile again on the latest version (a few times). */
export async function onLatest(memberId: string, change: (check: BuyerCheck) => Promise<BuyerCheck>): Promise<BuyerCheck> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change(await existing(memberId));
    } catch (error) {
      if (!(error instanceof StaleWriteError) || attempt >= 5) throw error;
    }
  }
}
