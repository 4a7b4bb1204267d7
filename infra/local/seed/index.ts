import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { storeImageVariants, variantCacheControl } from '../../../functions/src/catalogue/images/variants';
import type { SeedContext } from '../seed-context';
import { localCognitoClient } from '../builders/cognito-user';
import { createdOnce } from '../builders/created-once';
import { demoAccounts, demoBuyers, ensureCognitoUser } from './accounts';
import { seedAreaInsights, type SeedAreaInsight } from './area-insights';
import { limiter } from './concurrency';
import { samplePdf } from './documents';
import { areaHeroJpeg, propertyPhotoSvg } from './pictures';
import { seedDemoDeals } from './deal-seeding';
import { demoDealListings, documentKeysOf, seedProperties, type SeedProperty } from './properties';
import { seedResources, type SeedResource } from './resources';

export type { SeedContext } from '../seed-context';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const regionOf = (ctx: SeedContext) => ctx.env.AWS_REGION ?? 'eu-west-2';

/**
 * The repositories read their table and endpoint from process.env once, when first imported, so the
 * environment is set before they are loaded (dynamic import).
 */
export async function loadRepositories(ctx: SeedContext) {
  Object.assign(process.env, ctx.env);
  process.env.AWS_ACCESS_KEY_ID ??= localCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY ??= localCredentials.secretAccessKey;
  const [properties, profiles, areaInsights, resources] = await Promise.all([
    import('../../../functions/src/catalogue/db/properties'),
    import('../../../functions/src/members/db/profiles'),
    import('../../../functions/src/catalogue/db/area-insights'),
    import('../../../functions/src/catalogue/db/resources'),
  ]);
  return { ...properties, ...profiles, ...areaInsights, ...resources };
}
type Repositories = Awaited<ReturnType<typeof loadRepositories>>;

export function localS3Client(ctx: SeedContext): S3Client {
  return new S3Client({
    endpoint: ctx.s3.endpoint,
    region: regionOf(ctx),
    credentials: localCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

interface Seeding {
  ctx: SeedContext;
  repos: Repositories;
  s3: S3Client;
  /** Image work (SVG rendering, resizing, JPEG encoding) is CPU-bound: two at a time on two cores. */
  imageSlot: ReturnType<typeof limiter>;
}

export interface SeedSummary {
  accounts: { created: number; present: number };
  properties: { created: number; present: number; photos: number; documents: number };
  areaInsights: { created: number; present: number };
  resources: { created: number; present: number };
  demoDeals: { created: number; present: number; skipped: number };
  seconds: number;
}

/**
 * Seeds the local stack with the demo accounts, listings (with generated photos in every size), area
 * insights and resources, then the demo reservation and deals on their own listings (seed/deals.ts). Idempotent:
 * anything already there (by id, slug or email) is left alone, so it runs on every `npm start` and costs a few
 * reads once the data exists.
 */
export async function seedIfEmpty(ctx: SeedContext): Promise<SeedSummary> {
  const started = performance.now();
  const seeding: Seeding = { ctx, repos: await loadRepositories(ctx), s3: localS3Client(ctx), imageSlot: limiter(2) };
  const [accounts, properties, areaInsights, resources] = await Promise.all([
    seedAccounts(seeding),
    seedListings(seeding),
    seedInsights(seeding),
    seedResourceList(seeding),
  ]);
  // After the accounts (the buyers' ids) and the listings they reserve.
  const demoDeals = await seedDemoDeals(accounts.ids, ctx.log);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const line = (kind: string, counts: { created: number; present: number }, detail = '') =>
    ctx.log(`[seed] ${kind}: ${counts.created} created${detail}, ${counts.present} already there`);
  line('demo accounts', accounts);
  line('properties', properties, properties.created ? ` (${properties.photos} photos in 4 sizes, ${properties.documents} documents)` : '');
  line('area insights', areaInsights, areaInsights.created ? ` (${areaInsights.created} hero images)` : '');
  line('resources', resources);
  line('demo reservations and deals', demoDeals, demoDeals.skipped ? `, ${demoDeals.skipped} left out` : '');
  ctx.log(`[seed] done in ${seconds}s`);
  return { accounts: { created: accounts.created, present: accounts.present }, properties, areaInsights, resources, demoDeals, seconds };
}

/** The demo accounts and the demo deals' other buyers, each with its profile; answers their ids by email. */
async function seedAccounts({ ctx, repos }: Seeding) {
  const cognito = localCognitoClient({ region: 'eu-west-2', cognitoEndpoint: ctx.cognito.endpoint });
  const ids = new Map<string, string>();
  const results = await Promise.all(
    [...Object.values(demoAccounts), ...Object.values(demoBuyers)].map(async (account) => {
      const { sub, created } = await ensureCognitoUser(cognito, ctx.cognito.userPoolId, account);
      ids.set(account.email, sub);
      if (!(await repos.getProfile(sub))) {
        await createdOnce(
          repos.createProfile({
            id: sub,
            email: account.email,
            fullName: account.fullName,
            phone: account.phone,
            role: account.role,
            accessStatus: 'approved',
          }),
        );
      }
      return created;
    }),
  );
  const created = results.filter(Boolean).length;
  return { created, present: results.length - created, ids };
}

async function seedListings(seeding: Seeding) {
  const listings = [...seedProperties, ...demoDealListings];
  const existing = new Set((await seeding.repos.getProperties(listings.map((p) => p.id))).map((p) => p.id));
  const missing = listings.filter((p) => !existing.has(p.id));
  const counts = await Promise.all(missing.map((p) => seedListing(seeding, p)));
  // Data kept from an older version of the portal gets the catalogue entries the API reads now.
  const { written, removed } = await seeding.repos.refreshCatalogue();
  if (written + removed > 0) seeding.ctx.log(`[seed] catalogue: ${written} entries brought up to date, ${removed} left-over entries removed`);
  return {
    created: missing.length,
    present: listings.length - missing.length,
    photos: counts.reduce((sum, c) => sum + c.photos, 0),
    documents: counts.reduce((sum, c) => sum + c.documents, 0),
  };
}

async function seedListing({ ctx, repos, s3, imageSlot }: Seeding, property: SeedProperty) {
  const { input } = property;
  const documents = documentKeysOf(input);
  await Promise.all([
    ...input.photos.map((key, i) =>
      imageSlot(() => storeImageVariants(s3, ctx.s3.buckets.images, key, propertyPhotoSvg({ id: property.id }, i + 1, input.photos.length))),
    ),
    ...documents.map((key) => putPdf(s3, ctx.s3.buckets.documents, key, documentTitle(key), [input.title, input.address ?? ''])),
  ]);
  // The record last: a listing never points at photos that are not there yet.
  await createdOnce(repos.createProperty(input, { id: property.id, createdAt: property.createdAt }));
  return { photos: input.photos.length, documents: documents.length };
}

async function seedInsights(seeding: Seeding) {
  const results = await Promise.all(seedAreaInsights.map((area) => seedInsight(seeding, area)));
  const created = results.filter(Boolean).length;
  return { created, present: results.length - created };
}

async function seedInsight({ ctx, repos, s3, imageSlot }: Seeding, area: SeedAreaInsight): Promise<boolean> {
  if (await repos.getAreaInsightBySlug(area.input.urlSlug)) return false;
  const hero = await imageSlot(() => areaHeroJpeg(area.input));
  if (area.input.heroImageUrl) {
    await s3.send(
      new PutObjectCommand({
        Bucket: ctx.s3.buckets.heroes,
        Key: area.input.heroImageUrl,
        Body: hero,
        ContentType: 'image/jpeg',
        CacheControl: variantCacheControl,
      }),
    );
  }
  await createdOnce(repos.createAreaInsight(area.input, { id: area.id }));
  return true;
}

async function seedResourceList({ ctx, repos, s3 }: Seeding) {
  const present = new Set((await repos.listResources()).map((r) => r.id));
  const missing = seedResources.filter((r) => !present.has(r.id));
  await Promise.all(
    missing.map(async ({ id, input }: SeedResource) => {
      if (input.type === 'download' && input.fileUrl) {
        await putPdf(s3, ctx.s3.buckets.documents, input.fileUrl, input.title, [input.description]);
      }
      await createdOnce(repos.createResource(input, { id }));
    }),
  );
  return { created: missing.length, present: seedResources.length - missing.length };
}

/** 'property-documents/prop-x/service-charge-accounts-1780….pdf' -> 'Service charge accounts'. */
const documentTitle = (key: string) => {
  const name = (key.split('/').pop() ?? key)
    .replace(/-\d+\.pdf$/, '')
    .replace(/-/g, ' ')
    .replace(/\b(epc|eicr|roi)\b/g, (a) => a.toUpperCase());
  return name.charAt(0).toUpperCase() + name.slice(1);
};

async function putPdf(s3: S3Client, bucket: string, key: string, title: string, lines: string[]) {
  const body = samplePdf(title, [...lines, '', 'Sample document generated for the local demo portal.']);
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/pdf' }));
}
