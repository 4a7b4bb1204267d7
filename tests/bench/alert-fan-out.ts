import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { investorOptions } from '@shared/domain/profile';
import { filterPropertyTypes } from '@shared/domain/property-values';
import { priceBandValues } from '@shared/rules/price-bands';
import { defaultFilters } from '@shared/rules/property-filters';
import { readCommandLog } from '../support/no-scan';

/**
 * The alert fan-out of one listing event with 5,000 approved investors (every one with requirements, one in three with
 * a saved search) and 2,000 listings on DynamoDB Local: the time to read and match everyone, the whole run with its
 * writes, a second run of the same event (idempotent: no new alert), and the DynamoDB requests each made.
 */
export async function alertFanOutFigures(commandLog: string, investors = 5_000): Promise<void> {
  const { profileEntity } = await import('../../functions/src/db/entities/profile');
  const { savedSearchEntity } = await import('../../functions/src/db/entities/saved-search');
  const { listingEventEntity } = await import('../../functions/src/db/entities/listing-event');
  const { listingEventId } = await import('../../functions/src/alerts/db/listing-events');
  const { listAllProperties } = await import('../../functions/src/catalogue/db/properties');
  const { approvedInvestors } = await import('../../functions/src/alerts/db/alerts');
  const { allSavedSearches } = await import('../../functions/src/alerts/db/saved-searches');
  const { fanOut } = await import('../../functions/src/alerts/emails/fan-out');
  const { alertMatch } = await import('@shared/rules/alert-matching');
  const { searchHaystack } = await import('@shared/rules/property-filters');
  const { isListable } = await import('@shared/rules/visibility');

  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
  const now = new Date().toISOString();
  const profiles = Array.from({ length: investors }, (_, i) => ({
    id: `bench-investor-${i}`,
    accessStatus: 'approved',
    updatedAt: now,
    version: 1,
    role: 'investor',
    isApproved: true,
    email: `bench-${i}@example.com`,
    fullName: `Bench Investor ${i}`,
    budget: `£${80 + ((i * 37) % 520)}k`,
    propertyTypeInterest: i % 4 === 0 ? null : pick(investorOptions.propertyTypeInterest, i),
  }));
  await profileEntity.put(profiles).go({ concurrency: 8 });
  const searches = profiles
    .filter((_, i) => i % 3 === 0)
    .map((p, i) => ({
      userId: p.id,
      id: randomUUID(),
      name: `Search ${i}`,
      createdAt: now,
      filters: { ...defaultFilters, priceBand: pick(['all', ...priceBandValues], i), propertyType: pick(['all', ...filterPropertyTypes], i * 7) },
    }));
  await savedSearchEntity.put(searches).go({ concurrency: 8 });

  // An Available one: the fan-out alerts nobody about a listing that is Under Offer, Sold or Under Contract.
  const listing = (await listAllProperties()).find((p) => isListable(p) && p.status === 'Available')!;
  const event = { id: listingEventId(now), propertyId: listing.id, kind: 'published', price: listing.price, previousPrice: null, actorId: 'bench', at: now };
  await listingEventEntity.create(event).go();

  const timed = async <T>(run: () => Promise<T>) => {
    writeFileSync(commandLog, '');
    const t0 = performance.now();
    const result = await run();
    const ms = performance.now() - t0;
    const commands = readCommandLog(commandLog);
    const byCommand = new Map<string, number>();
    for (const c of commands) {
      const name = c.failed ? `${c.command} refused` : c.command;
      byCommand.set(name, (byCommand.get(name) ?? 0) + 1);
    }
    return { result, ms, commands: commands.length, byCommand: [...byCommand].map(([name, n]) => `${n} ${name}`).join(', ') };
  };

  const matching = await timed(async () => {
    const [audience, saved] = await Promise.all([approvedInvestors(), allSavedSearches()]);
    const haystack = searchHaystack(listing);
    return audience.filter((investor) => alertMatch(listing, saved.get(investor.id) ?? [], investor, haystack)).length;
  });
  const first = await timed(() => fanOut(listing.id, event.id));
  const again = await timed(() => fanOut(listing.id, event.id));

  console.log(
    `\nAlert fan-out of one listing event (${investors.toLocaleString('en-GB')} approved investors, ${searches.length} saved searches, DynamoDB Local):`,
  );
  console.log(
    `  read and match everyone: ${matching.ms.toFixed(0)} ms, ${matching.result} matched; ${matching.commands} DynamoDB requests (${matching.byCommand})`,
  );
  console.log(
    `  whole fan-out, first run: ${first.ms.toFixed(0)} ms, ${first.result.created} alerts stored${first.result.skipped ? ` (skipped: ${first.result.skipped})` : ''}; ${first.commands} DynamoDB requests (${first.byCommand})`,
  );
  console.log(
    `  the same event again: ${again.ms.toFixed(0)} ms, ${again.result.created} alerts stored; ${again.commands} DynamoDB requests (${again.byCommand})`,
  );
}

// Standalone run: its own stack, 2,000 synthetic listings, this section only.
if (process.argv[1] && resolve(process.argv[1]) === resolve('tests/bench/alert-fan-out.ts')) {
  const dataDir = resolve('.data/bench-alert-fan-out');
  const commandLog = join(dataDir, 'dynamodb-commands.jsonl');
  rmSync(dataDir, { recursive: true, force: true });
  process.env.RECORD_DYNAMODB_COMMANDS = commandLog;
  const { startLocalStack } = await import('../../infra/local/stack');
  const stack = await startLocalStack({
    dataDir,
    seed: true,
    web: 'none',
    ports: { web: 3400, api: 3401, dynamodb: 8400, s3: 4969, webhooks: 3402, ses: 3403 },
    log: () => {},
  });
  try {
    const { seedSynthetic } = await import('../../infra/local/seed/synthetic');
    const { seedContext } = await import('./context');
    await seedSynthetic(seedContext(stack), 2000);
    await alertFanOutFigures(commandLog);
  } finally {
    await stack.stop();
  }
}
