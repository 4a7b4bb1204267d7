import type { Deal } from '@shared/rules/deal';
import { paths, portalUrl } from '@shared/contract/paths';
import { chaserDay, chaserLetters, type ChaserEntry } from '@shared/rules/deal-chaser';
import { dealStages } from '@shared/rules/deal-stages';
import { dealChaserEmail, type ChaserAudience, type ChaserEmailDeal } from '@shared/render/deal-chaser-email';
import { emailSettings, sendEmail } from '../../email';
import { clock } from '../../clock';
import { claimChaser } from '../db/deal-chasers';
import { listDealsInColumn } from '../db/deals';
import { getProfile, listProfiles } from '../../members/db/profiles';
import { getPropertyTitles } from '../../catalogue/db/property-titles';
import { logger } from '../../observability/powertools';
import { siteOrigin } from '../../site-origin';
import { chaserSends } from './chaser-sends';

/**
 * The daily deal chaser (shared/src/rules/deal-chaser.ts): each owner of a stage due within 3 days or late gets one
 * email a day of theirs on their open deals: the investor (unless they turned chasers off on their profile), the
 * buyer's solicitor once the investor named them; each admin gets one summary of every owner's, the sourcer's among
 * them. The open deals are read by one Query per stage column (gsi1), never a Scan. Each email is sent only after its
 * recipient's claim on the London day is created (functions/src/sales/db/deal-chasers.ts), so two runs at once send it once.
 */

export interface ChaserRun {
  sent: number;
  failed: number;
  /** Recipients chased already that day (by this run's twin, or an earlier run). */
  alreadySent: number;
  /** Investors who turned their chasers off. */
  optedOut: number;
  skipped?: 'no SES identity';
}

/** The open deals: one Query per stage's column of the board. */
export async function openDeals(): Promise<Deal[]> {
  return (await Promise.all(dealStages.map((stage) => listDealsInColumn(stage.key)))).flat();
}

export async function sendDealChasers(now = clock()): Promise<ChaserRun> {
  const run: ChaserRun = { sent: 0, failed: 0, alreadySent: 0, optedOut: 0 };
  if (!emailSettings().SES_FROM_EMAIL) {
    logger.warn('no SES identity configured (-c sesFromEmail): deal chasers skipped');
    return { ...run, skipped: 'no SES identity' };
  }
  const letters = chaserLetters(await openDeals(), now);
  if (letters.summary.length === 0) return run;
  const day = chaserDay(now);
  const [titles, approved, origin] = await Promise.all([
    getPropertyTitles(letters.summary.map((e) => e.deal.propertyId)),
    listProfiles('approved'),
    siteOrigin(),
  ]);
  const names = new Map(approved.map((p) => [p.id, p.fullName]));
  const emailDeal = ({ deal, stages }: ChaserEntry<Deal>): ChaserEmailDeal => ({
    propertyTitle: titles.get(deal.propertyId) ?? 'A listing no longer in the catalogue',
    investorName: names.get(deal.investorId) ?? null,
    solicitorFirm: deal.buyerSolicitor?.firm ?? null,
    stages,
  });

  const investors = new Map(await Promise.all([...letters.investors.keys()].map(async (id) => [id, await getProfile(id)] as const)));
  const { sends, optedOut } = chaserSends(letters, investors, approved);
  run.optedOut = optedOut;
  const links: Record<ChaserAudience, string | undefined> = {
    investor: `${portalUrl(origin, paths.profile())}?tab=account`,
    solicitor: undefined,
    admins: origin,
  };
  for (const { recipient, to, audience, entries } of sends) {
    if (!(await claimChaser(recipient, day, now.getTime()))) {
      run.alreadySent++;
      continue;
    }
    const link = links[audience];
    try {
      await sendEmail({ to, ...dealChaserEmail(audience, entries.map(emailDeal), { today: day, ...(link ? { link } : {}) }) });
      run.sent++;
    } catch (error) {
      run.failed++;
      logger.error('deal chaser not sent', { audience, day, error: error as Error });
    }
  }
  logger.info('deal chasers sent', { day, ...run });
  return run;
}
