import { randomUUID } from 'node:crypto';
import type { DealEntry } from '@shared/domain/deal';
import { clock } from '../../clock';
import type { AuditContext } from '../../db/audit';
import { addDealEntry, listDealEntries, listInvestorDeals } from '../db/deals';
import { isActiveMember } from '../../members/db/member-writes';

const ERASURE_FLOW: AuditContext['actor'] = { id: 'member-erasure', email: null, name: 'Account erasure' };

export const INVESTOR_ERASED =
  'The investor’s account was erased: this deal and its records are kept (Money Laundering Regulations 2017 reg. 40). ' +
  'The portal can no longer reach the investor (no sign-in, messages or emails to them); their solicitor is still chased. ' +
  'Carry on through the solicitors, or record a fall-through.';

/**
 * An erasure leaves the member's open deals open, kept as the record of the transaction (member-data.ts:
 * keptOnErasurePrefixes), and says so on each one's trail, where the admins read it: the purchase may go on through
 * the solicitors, or fall through, as the sourcer decides. Ended deals are left as they are. Safe to run again (a
 * retried erasure): a deal whose trail says it already is skipped, and two runs at once add one entry (a claim in its write).
 */
export async function recordErasureOnOpenDeals(investorId: string): Promise<number> {
  // Only the erasure asks, but a member who may still act is not written off whoever asks.
  if (await isActiveMember(investorId)) return 0;
  let recorded = 0;
  for (const deal of await listInvestorDeals(investorId)) {
    if (deal.status !== 'open') continue;
    if ((await listDealEntries(deal.id)).some((entry) => entry.kind === 'investorErased')) continue;
    const entry: DealEntry = {
      id: randomUUID(),
      dealId: deal.id,
      kind: 'investorErased',
      at: clock().toISOString(),
      by: { id: ERASURE_FLOW.id, name: ERASURE_FLOW.name },
      text: INVESTOR_ERASED,
    };
    if (await addDealEntry(entry, { actor: ERASURE_FLOW, action: 'investor’s account erased' }, { once: 'investorErased' })) recorded++;
  }
  return recorded;
}
