import { routes } from '@shared/contract/routes';
import { buyerCheckStatus, clearanceExpiresAt } from '@shared/rules/buyer-check-status';
import type { BuyerCheckRow } from '@shared/views/buyer-check';
import { listBuyerChecks } from '../db/buyer-checks';
import { listProfiles } from '../../members/db/profiles';
import { httpHandler } from '../../http/handler';
import { clock } from '../../clock';

/** Every investor's status (one Query of the profiles, one of the records), and any record kept after its member went. */
export const handler = httpHandler(routes.listBuyerChecks, async () => {
  const [profiles, checks] = await Promise.all([listProfiles(), listBuyerChecks()]);
  const now = clock();
  const byId = new Map(checks.map((check) => [check.id, check]));
  const investors = profiles.filter((p) => p.role === 'investor' || byId.has(p.id));
  const rowOf = (memberId: string, fullName: string | null, email: string | null): BuyerCheckRow => {
    const check = byId.get(memberId);
    return {
      memberId,
      fullName,
      email,
      status: buyerCheckStatus(check, now),
      risk: check?.risk?.level ?? null,
      updatedAt: check?.updatedAt ?? null,
      clearedUntil: check?.clearance ? clearanceExpiresAt(check.clearance.at) : null,
    };
  };
  const known = new Set(investors.map((p) => p.id));
  return {
    items: [
      ...investors.map((p) => rowOf(p.id, p.fullName ?? null, p.email ?? null)),
      // Records kept after an erasure (UK GDPR Art. 17(3)(b)): named by the buyer's own details.
      ...checks.filter((c) => !known.has(c.id)).map((c) => rowOf(c.id, c.part.company?.name ?? c.part.individuals[0]?.fullName ?? null, null)),
    ],
  };
});
