import { describe, expect, it } from 'vitest';
import * as z from './zod';
import { httpsUrl, internalOrHttpsUrl, storedFileOrHttpsUrl, trimmedEmail } from './fields';
import { HTTPS_URL_MESSAGE } from './safe-url';
import { documentParamSchema } from '../rules/document-param';
import { propertyInputSchema } from '../domain/property';
import { resourceInputSchema } from '../domain/resource';
import { areaInsightInputSchema } from '../domain/area-insight';
import { interestRegistrationInputSchema } from '../domain/interest';
import { seedProperties } from '../../../infra/local/seed/properties';
import { seedResources } from '../../../infra/local/seed/resources';
import { seedAreaInsights } from '../../../infra/local/seed/area-insights';

const hostile = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.com/',
  'https://example.com/"><script>',
  "https://example.com/'",
  '//example.com',
];

describe('fields', () => {
  it('httpsUrl takes https only', () => {
    expect(httpsUrl.safeParse('https://example.com/x').success).toBe(true);
    for (const bad of hostile) {
      const result = httpsUrl.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(HTTPS_URL_MESSAGE);
    }
  });

  it('internalOrHttpsUrl takes the listed pages too', () => {
    const field = internalOrHttpsUrl(['/dashboard']);
    expect(field.safeParse('/dashboard').success).toBe(true);
    expect(field.safeParse('/admin').success).toBe(false);
    for (const bad of hostile) expect(field.safeParse(bad).success).toBe(false);
  });

  it('storedFileOrHttpsUrl takes keys under the prefixes', () => {
    const field = storedFileOrHttpsUrl(['property-images/']);
    expect(field.safeParse('property-images/p-1-1718000000000').success).toBe(true);
    expect(field.safeParse('property-documents/p/epc.pdf').success).toBe(false);
    for (const bad of hostile) expect(field.safeParse(bad).success).toBe(false);
  });

  it('trimmedEmail trims and lower-cases before the check', () => {
    expect(trimmedEmail.parse('  Ann@Example.COM \n')).toBe('ann@example.com');
    expect(interestRegistrationInputSchema.safeParse({ fullName: 'A', email: ' a@b.co ', phone: '1', message: 'm' }).success).toBe(true);
    expect(trimmedEmail.safeParse('not an email').success).toBe(false);
  });
});

describe('the shared schemas use them', () => {
  const property = seedProperties.find((p) => p.input.comparables.length && p.input.councilTaxLink)!.input;
  it.each(hostile)('a property refuses %j in every link and file field', (bad) => {
    const cases = [
      { imageUrl: bad },
      { photos: [bad] },
      { floorplanUrl: bad },
      { epcDocument: bad },
      { roiDocument: bad },
      { councilTaxLink: bad },
      { epcUnits: [{ unitName: 'A', rating: 'C', documentUrl: bad }] },
      { comparables: [{ ...property.comparables[0]!, link: bad }] },
      { comparables: [{ ...property.comparables[0]!, imageUrl: bad }] },
    ];
    for (const patch of cases) expect(propertyInputSchema.safeParse({ ...property, ...patch }).success, JSON.stringify(patch)).toBe(false);
  });

  it('every seeded record still parses', () => {
    for (const p of seedProperties) expect(propertyInputSchema.safeParse(p.input).success, p.id).toBe(true);
    for (const r of seedResources) expect(resourceInputSchema.safeParse(r.input).success, r.input.title).toBe(true);
    for (const a of seedAreaInsights) expect(areaInsightInputSchema.safeParse(a.input).success, a.input.urlSlug).toBe(true);
  });

  it.each(hostile)('resources and area insights refuse %j', (bad) => {
    const resource = seedResources[0]!.input;
    expect(resourceInputSchema.safeParse({ ...resource, externalUrl: bad }).success).toBe(false);
    expect(resourceInputSchema.safeParse({ ...resource, fileUrl: bad }).success).toBe(false);
    expect(areaInsightInputSchema.safeParse({ ...seedAreaInsights[0]!.input, heroImageUrl: bad }).success).toBe(false);
  });
});

describe('validation messages', () => {
  it('never echo a pattern', () => {
    const result = documentParamSchema.safeParse('epcUnit-x');
    const messages = result.error?.issues.map((i) => i.message).join(' ') ?? '';
    expect(messages).not.toBe('');
    expect(messages).not.toMatch(/pattern|\/\^|\\d/);
    const bare = z
      .string()
      .check(z.regex(/^secret-\d+$/))
      .safeParse('x');
    expect(bare.error?.issues[0]?.message).toBe('Invalid format');
  });
});
