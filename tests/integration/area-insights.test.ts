import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaInsightTitle } from '@shared/render/area-insight-page';
import type { AreaInsight, AreaInsightInput } from '@shared/domain/area-insight';
import { escapeHtml } from '@shared/render/share-meta';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { api, createTestUser, stack, type TestUser } from '../support/stack';

/** Area insights (spec admin-and-content 'Area insight detail', 'Area insights management'): drafts stay private, slugs stay unique, edits are versioned, crawlers get HTML. */
const hull = seedAreaInsights.find((a) => a.input.urlSlug === 'hull')!;
const origin = stack.env.APP_ORIGIN!.replace(/\/+$/, '');

let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});

/** A fresh draft input with a unique name and slug (the seed's Hull guide as the template). */
function draftInput(overrides: Partial<AreaInsightInput> = {}): AreaInsightInput {
  const tag = randomUUID().slice(0, 8);
  return {
    ...hull.input,
    locationName: `Testville ${tag}`,
    urlSlug: `testville-${tag}`,
    metaTitle: `Testville ${tag} investment guide`,
    isPublished: false,
    displayOrder: 50,
    ...overrides,
  };
}

async function create(input: AreaInsightInput): Promise<AreaInsight> {
  const res = await api<{ insight: AreaInsight }>('/admin/area-insights', { method: 'POST', token: admin.token, body: input });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.insight;
}

const update = (insight: AreaInsight, changes: Partial<AreaInsightInput>, version = insight.version) => {
  const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...input } = insight;
  return api<{ insight: AreaInsight; message?: string }>(`/admin/area-insights/${insight.id}`, {
    method: 'PUT',
    token: admin.token,
    body: { ...input, ...changes, version },
  });
};

const publicSlugs = async () => (await api<{ items: AreaInsight[] }>('/area-insights')).body.items.map((i) => i.urlSlug);

describe('drafts and publishing', () => {
  it('a new insight is a draft: absent from the public list, its slug 404, but in the admin list', async () => {
    const { isPublished: _p, displayOrder: _d, demandLevel: _l, ...withoutDefaults } = draftInput();
    const draft = await create(withoutDefaults as AreaInsightInput);
    expect(draft).toMatchObject({ isPublished: false, displayOrder: 0, demandLevel: 'Medium', version: 1 });
    expect(await publicSlugs()).not.toContain(draft.urlSlug);
    expect((await api(`/area-insights/${draft.urlSlug}`)).status).toBe(404);
    const adminList = await api<{ items: AreaInsight[] }>('/admin/area-insights', { token: admin.token });
    expect(adminList.body.items.map((i) => i.id)).toContain(draft.id);
    expect((await api('/admin/area-insights', { token: investor.token })).status).toBe(403);
  });

  it('once published it is listed and its page answers', async () => {
    const draft = await create(draftInput());
    const res = await update(draft, { isPublished: true });
    expect(res.status).toBe(200);
    expect(res.body.insight.version).toBe(2);
    expect(await publicSlugs()).toContain(draft.urlSlug);
    const page = await api<{ insight: AreaInsight }>(`/area-insights/${draft.urlSlug}`);
    expect(page.status).toBe(200);
    expect(page.body.insight.locationName).toBe(draft.locationName);
  });
});

describe('slug uniqueness', () => {
  it('a create with a slug another insight holds is a 409 and the holder is unchanged', async () => {
    const before = (await api<{ insight: AreaInsight }>('/area-insights/hull')).body.insight;
    const res = await api<{ message: string }>('/admin/area-insights', {
      method: 'POST',
      token: admin.token,
      body: draftInput({ urlSlug: 'hull', locationName: 'Not Hull' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("'hull' is already used");
    const after = (await api<{ insight: AreaInsight }>('/area-insights/hull')).body.insight;
    expect(after).toEqual(before);
    const all = (await api<{ items: AreaInsight[] }>('/admin/area-insights', { token: admin.token })).body.items;
    expect(all.filter((i) => i.urlSlug === 'hull')).toHaveLength(1);
  });

  it('an edit onto a taken slug is a 409; onto a free one releases the old slug', async () => {
    const insight = await create(draftInput());
    const clash = await update(insight, { urlSlug: 'hull' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain("'hull' is already used");
    const moved = await update(insight, { urlSlug: `${insight.urlSlug}-moved` });
    expect(moved.status).toBe(200);
    // The old slug is free again: another insight may take it.
    const reuse = await create(draftInput({ urlSlug: insight.urlSlug }));
    expect(reuse.urlSlug).toBe(insight.urlSlug);
  });
});

describe('versioned edits', () => {
  it('a stale edit is a 409 and does not overwrite the newer one', async () => {
    const insight = await create(draftInput());
    const first = await update(insight, { snippet: 'First admin' });
    expect(first.status).toBe(200);
    const stale = await update(insight, { snippet: 'Second admin, stale' });
    expect(stale.status).toBe(409);
    const list = (await api<{ items: AreaInsight[] }>('/admin/area-insights', { token: admin.token })).body.items;
    expect(list.find((i) => i.id === insight.id)?.snippet).toBe('First admin');
  });

  it('refuses an unsafe hero image URL', async () => {
    for (const heroImageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'https://x.test/a.jpg" onload="x']) {
      const res = await api('/admin/area-insights', { method: 'POST', token: admin.token, body: draftInput({ heroImageUrl }) });
      expect(res.status, heroImageUrl).toBe(400);
    }
  });

  it('delete removes it and frees its slug', async () => {
    const insight = await create(draftInput());
    expect((await api(`/admin/area-insights/${insight.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect((await api(`/admin/area-insights/${insight.id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
    expect((await create(draftInput({ urlSlug: insight.urlSlug }))).urlSlug).toBe(insight.urlSlug);
  });
});

describe('hero image files', () => {
  it('a replaced hero file is deleted, one another insight still shows is kept, and a delete takes its hero with it', async () => {
    const { HeadObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = await (await import('../../functions/src/s3')).s3();
    const bucket = stack.env.HEROES_BUCKET!;
    const exists = (Key: string) =>
      s3.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
        () => true,
        () => false,
      );
    const tag = randomUUID().slice(0, 8);
    const [first, second, shared] = ['first', 'second', 'shared'].map((name) => `area-heroes/testville-${tag}-${name}-hero-1780300800000.jpg`);
    for (const Key of [first!, second!, shared!]) await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'jpg' }));

    const insight = await create(draftInput({ heroImageUrl: first! }));
    expect((await update(insight, { heroImageUrl: second! })).status).toBe(200);
    expect(await exists(first!)).toBe(false);
    expect(await exists(second!)).toBe(true);

    // Another insight shows the shared file too: replacing it on one leaves it for the other.
    const current = (await api<{ items: AreaInsight[] }>('/admin/area-insights', { token: admin.token })).body.items.find((i) => i.id === insight.id)!;
    expect((await update(current, { heroImageUrl: shared! })).status).toBe(200);
    expect(await exists(second!)).toBe(false);
    const neighbour = await create(draftInput({ heroImageUrl: shared! }));
    expect((await api(`/admin/area-insights/${insight.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(await exists(shared!)).toBe(true);
    expect((await api(`/admin/area-insights/${neighbour.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(await exists(shared!)).toBe(false);
  });
});

describe('audit trail', () => {
  it('each admin write stores its audit event; a refused one stores none', async () => {
    const insight = await create(draftInput());
    expect((await update(insight, { urlSlug: 'hull' })).status).toBe(409);
    expect((await update(insight, { isPublished: true })).status).toBe(200);
    const history = await api<{ items: { action: string; actorId: string; changes: Record<string, { before: unknown; after: unknown }> }[] }>(
      `/audit/areaInsight/${insight.id}`,
      { token: admin.token },
    );
    expect(history.status).toBe(200);
    expect(history.body.items.map((e) => e.action)).toEqual(['area insight updated', 'area insight created']);
    expect(history.body.items[0]!.actorId).toBe(admin.userId);
    expect(history.body.items[0]!.changes.isPublished).toEqual({ before: false, after: true });
    expect(Object.keys(history.body.items[0]!.changes)).toEqual(['isPublished']);
    expect((await api(`/admin/area-insights/${insight.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const after = await api<{ items: { action: string }[] }>(`/audit/areaInsight/${insight.id}`, { token: admin.token });
    expect(after.body.items[0]!.action).toBe('area insight deleted');
  });
});

describe('crawler HTML, sitemap and robots.txt', () => {
  it('a published page answers HTML with its title, description, canonical, Open Graph, Article JSON-LD and text', async () => {
    const res = await fetch(`${stack.config.apiUrl}/pages/area-insights/hull`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const canonical = `${origin}/area-insights/hull`;
    expect(html).toContain(`<title>${escapeHtml(areaInsightTitle(hull.input))}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain('<meta name="keywords" content="');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const article = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(article).toMatchObject({ '@type': 'Article', url: canonical, headline: areaInsightTitle(hull.input) });
    // The readable text of the sections, without JavaScript.
    for (const heading of ['Key Market Stats', 'Area Overview', 'Investment Insights', 'CITY GATE Breakdown', 'Property Snapshot – Example', 'Next Step']) {
      expect(html).toContain(`<h2>${escapeHtml(heading)}</h2>`);
    }
    expect(html).toContain(escapeHtml(hull.input.citygateExit!));
    expect(html).toContain('£14,250'); // 95,000 x 15%
  });

  it('an unknown or draft slug answers 404 without the page tags', async () => {
    const draft = await create(draftInput());
    for (const slug of ['no-such-area', draft.urlSlug]) {
      const res = await fetch(`${stack.config.apiUrl}/pages/area-insights/${slug}`);
      expect(res.status, slug).toBe(404);
      const html = await res.text();
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain(draft.locationName);
    }
  });

  it('the sitemap lists the landing page and the published area pages only', async () => {
    const draft = await create(draftInput());
    const res = await fetch(`${stack.config.apiUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/area-insights`);
    const published = (await api<{ items: AreaInsight[] }>('/area-insights')).body.items;
    for (const insight of published) expect(locs).toContain(`${origin}/area-insights/${insight.urlSlug}`);
    expect(locs).not.toContain(`${origin}/area-insights/${draft.urlSlug}`);
    expect(locs).toHaveLength(published.length + 2);
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await fetch(`${stack.config.apiUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
