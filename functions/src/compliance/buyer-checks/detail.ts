import { emptyBuyerCheck, type BuyerCheck } from '@shared/domain/buyer-check';
import { buyerCheckDetail, type BuyerCheckDetail } from '@shared/views/buyer-check';
import { listHistory } from '../../db/audit';
import { getBuyerCheck } from '../db/buyer-checks';
import { getProfile } from '../../members/db/profiles';
import { notFound } from '../../http/errors';
import { clock } from '../../clock';

/** What the admin screen shows of a buyer: the record (empty before the buyer's first save), its rules' answers and its history. */
export async function detailOf(memberId: string, check?: BuyerCheck): Promise<BuyerCheckDetail> {
  const now = clock();
  const record = check ?? (await getBuyerCheck(memberId));
  if (!record && !(await getProfile(memberId))) throw notFound('No member or buyer checks were found.');
  return buyerCheckDetail(record ?? emptyBuyerCheck(memberId, now.toISOString()), await listHistory('buyerCheck', memberId), now);
}
