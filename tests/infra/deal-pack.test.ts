import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupEntries, routes } from '@shared/contract/routes';
import { DEAL_PACK_DAYS, DEAL_PACK_PREFIX } from '@shared/render/deal-pack';
import { resourcesOf, type SynthesizedPortal, synthPortal } from './app';
import { assetDirOf as assetDirOfPortal, functionsByName } from './functions';
import { esmBanner } from '../../infra/lib/constructs/portal-function';

/**
 * The deal pack's function, the investor PDF function (docs/architecture.md section 16): pdfmake and the font in the PDF
 * functions' bundles only, and kept packs expiring.
 */
describe('the deal pack function', () => {
  let portal: SynthesizedPortal;
  beforeAll(() => {
    portal = synthPortal();
  });
  afterAll(() => portal?.cleanUp());

  const assetDirOf = (name: string) => assetDirOfPortal(portal, name);
  // A message only pdfmake's code carries.
  const pdfmakeMarker = 'resource access policy';

  it('carries pdfmake and the font with the £ sign, in under 2 MB', () => {
    const dir = assetDirOf(routes.createDealPack.group);
    const bundle = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(bundle).toContain(pdfmakeMarker);
    // pdfmake reads __dirname, which an ES module lacks: without it every pack fails in Lambda (tests/bench/deal-pack.ts runs the bundled engine).
    expect(bundle.startsWith(esmBanner(true))).toBe(true);
    for (const font of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf']) expect(existsSync(join(dir, 'fonts', font)), font).toBe(true);
    expect(statSync(join(dir, 'index.mjs')).size).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('is, with the other PDF functions (pdfFonts in the route table: the sourcing agreement, the memorandum of sale), the only function with pdfmake in its bundle', () => {
    const pdfFunctions = new Set<string>(groupEntries().flatMap(([group, definition]) => ('pdfFonts' in definition && definition.pdfFonts ? [group] : [])));
    expect(pdfFunctions).toEqual(new Set([routes.createDealPack.group, routes.signMyReservationAgreement.group, routes.sendDealMemorandum.group]));
    const names = [...functionsByName(portal.templates.app, portal.templates.stateful).keys()].filter((name) => !pdfFunctions.has(name));
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(readFileSync(join(assetDirOf(name), 'index.mjs'), 'utf8'), name).not.toContain(pdfmakeMarker);
  });

  it('expires kept packs', () => {
    const [[, documents]] = resourcesOf(portal.templates.stateful, 'AWS::S3::Bucket').filter(([id]) => id === 'PortalPropertyDocumentsBucket') as unknown as [
      [string, { Properties: { LifecycleConfiguration: { Rules: { Prefix?: string; ExpirationInDays?: number }[] } } }],
    ];
    expect(documents.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: DEAL_PACK_PREFIX, ExpirationInDays: DEAL_PACK_DAYS }),
    );
  });
});
