import type { Profile } from '@shared/domain/profile';
import type { Deal } from '@shared/rules/deal';
import type { ChaserEntry, ChaserLetters } from '@shared/rules/deal-chaser';
import type { ChaserAudience } from '@shared/render/deal-chaser-email';
import type { ChaserRecipient } from '../db/deal-chasers';

/** One chaser email to send: to whom, in which words, about which deals. */
export interface ChaserSend {
  recipient: ChaserRecipient;
  to: string;
  audience: ChaserAudience;
  entries: ChaserEntry<Deal>[];
}

type Person = Pick<Profile, 'id' | 'email' | 'role' | 'accessStatus'> & { dealChasers?: boolean };

/**
 * Who gets the day's letters: an investor with an email who may still sign in (approved), unless they turned chasers
 * off (counted); every buyer's solicitor named on a deal; every approved admin with an email, the summary.
 */
export function chaserSends(letters: ChaserLetters<Deal>, investors: ReadonlyMap<string, Person | undefined>, people: readonly Person[]) {
  const sends: ChaserSend[] = [];
  let optedOut = 0;
  for (const [userId, entries] of letters.investors) {
    const investor = investors.get(userId);
    if (!investor?.email || investor.accessStatus !== 'approved') continue;
    if (investor.dealChasers === false) optedOut++;
    else sends.push({ recipient: { kind: 'investor', userId }, to: investor.email, audience: 'investor', entries });
  }
  for (const [email, entries] of letters.solicitors) sends.push({ recipient: { kind: 'solicitor', email }, to: email, audience: 'solicitor', entries });
  if (letters.summary.length > 0)
    for (const admin of people)
      if (admin.role === 'admin' && admin.accessStatus === 'approved' && admin.email)
        sends.push({ recipient: { kind: 'admin', userId: admin.id }, to: admin.email, audience: 'admins', entries: letters.summary });
  return { sends, optedOut };
}
