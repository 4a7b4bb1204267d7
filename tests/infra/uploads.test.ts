import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCOMING_PREFIX } from '@shared/rules/uploads';
import { resourcesOf, type SynthesizedPortal, synthPortal, synthTemplates } from './app';
import { assetDirOf as assetDirOfPortal, functionsByName } from './functions';

/**
 * The upload pipeline's infrastructure (docs/architecture.md section 8): sharp packaged for linux-arm64 in the
 * adminMedia function only, abandoned uploads expiring, bucket CORS naming the site and never `*`.
 */

const contentBuckets = ['PortalPropertyImagesBucket', 'PortalPropertyDocumentsBucket', 'PortalAreaHeroesBucket'];

describe('function assets (bundled as cdk synth bundles them)', () => {
  let portal: SynthesizedPortal;
  beforeAll(() => {
    portal = synthPortal();
  });
  afterAll(() => portal?.cleanUp());

  const assetDirOf = (name: string) => assetDirOfPortal(portal, name);

  it('adminMedia holds the linux-arm64 sharp binary and its libvips, and no other platform', () => {
    const dir = assetDirOf('adminMedia');
    const img = join(dir, 'node_modules', '@img');
    expect(
      readdirSync(img)
        .filter((p) => p.startsWith('sharp-'))
        .sort(),
    ).toEqual(['sharp-libvips-linux-arm64', 'sharp-linux-arm64']);
    const binaryName = readdirSync(join(img, 'sharp-linux-arm64', 'lib')).find((f) => /^sharp-linux-arm64.*\.node$/.test(f));
    expect(binaryName).toBeDefined();
    expect(readdirSync(join(img, 'sharp-libvips-linux-arm64', 'lib')).some((f) => /^libvips-cpp\.so/.test(f))).toBe(true);
    // The ELF header of the binary says AArch64 (e_machine 0xB7), whatever machine ran the synth.
    const binary = readFileSync(join(img, 'sharp-linux-arm64', 'lib', binaryName!));
    expect(binary.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
    expect(binary.readUInt16LE(18)).toBe(0xb7);
    // sharp is installed at the version the tests ran with, and the bundle imports it (on first use) rather than inlining it.
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', 'sharp', 'package.json'), 'utf8')) as { version: string };
    const local = JSON.parse(readFileSync('node_modules/sharp/package.json', 'utf8')) as { version: string };
    expect(installed.version).toBe(local.version);
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).toMatch(/(from\s*|import\()"sharp"/);
  });

  it('keeps every other function free of sharp', () => {
    const names = [...functionsByName(portal.templates.app, portal.templates.stateful).keys()].filter((name) => name !== 'adminMedia');
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      const dir = assetDirOf(name);
      expect(existsSync(join(dir, 'node_modules')), name).toBe(false);
      expect(readFileSync(join(dir, 'index.mjs'), 'utf8'), name).not.toMatch(/"sharp"|libvips/);
    }
  });

  it('gives adminMedia the memory and time photo variants need', () => {
    const { fn } = functionsByName(portal.templates.app).get('adminMedia')!;
    expect(fn.Properties.MemorySize).toBe(1536);
    expect(fn.Properties.Timeout).toBe(29);
    expect(fn.Properties.Architectures).toEqual(['arm64']);
  });
});

describe('content buckets', () => {
  const withoutDomain = synthTemplates({});
  const withDomain = synthTemplates({ webUrl: 'https://portal.example.co.uk/' });
  const buckets = (templates: typeof withoutDomain) => resourcesOf(templates.stateful, 'AWS::S3::Bucket').filter(([id]) => contentBuckets.includes(id));

  it('expire what is left under incoming/ after a day', () => {
    expect(buckets(withoutDomain)).toHaveLength(3);
    for (const [id, bucket] of buckets(withoutDomain)) {
      const rules = bucket.Properties.LifecycleConfiguration.Rules as Record<string, unknown>[];
      expect(rules, id).toContainEqual(expect.objectContaining({ Prefix: INCOMING_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }));
    }
  });

  it('let only the custom domain POST when there is one', () => {
    for (const [id, bucket] of buckets(withDomain)) {
      const rules = bucket.Properties.CorsConfiguration.CorsRules as { AllowedOrigins: string[]; AllowedMethods: string[] }[];
      expect(rules, id).toHaveLength(1);
      expect(rules[0]!.AllowedOrigins).toEqual(['https://portal.example.co.uk']);
      expect(rules[0]!.AllowedMethods).toContain('POST');
    }
    expect(JSON.stringify(withDomain.app.toJSON())).not.toContain('PutBucketCors');
  });

  it('without a custom domain, name the CloudFront origin from the app stack, never *', () => {
    for (const [id, bucket] of buckets(withoutDomain)) expect(bucket.Properties.CorsConfiguration, id).toBeUndefined();
    const calls = resourcesOf(withoutDomain.app, 'Custom::AWS')
      .map(([, r]) => JSON.stringify(r.Properties.Create))
      .filter((c) => c.includes('PutBucketCors'));
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call).toContain('AllowedOrigins');
      // The distribution's own domain, https: the site origin.
      expect(call).toMatch(/AllowedOrigins\\":\[\\"https:\/\/",\{"Fn::GetAtt":\["WebDistribution[A-Z0-9]*","DomainName"\]\}/);
      expect(call).not.toMatch(/AllowedOrigins\\?"?:\s*\[\s*\\?"\*/);
      expect(call).toContain('POST');
    }
    expect(JSON.stringify(withoutDomain.stateful.toJSON())).not.toMatch(/"AllowedOrigins":\["\*"\]/);
  });
});
