import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOf } from '@shared/views/property-card';
import { searchHaystack } from '@shared/rules/property-filters';
import { cataloguePosition } from '@shared/rules/sort';
import { seedProperties } from '../../infra/local/seed/properties';
import { api, demo, signIn } from '../support/stack';

type Db = typeof import('../../functions/src/catalogue/db/properties') &
  typeof import('../../functions/src/db/entities/catalogue-card') &
  typeof import('../../functions/src/db/entities/management-row') &
  typeof import('../../functions/src/catalogue/db/catalogue');
let db: Db;
let dynamoClient: typeof import('../../functions/src/db/client').dynamoClient;
let token: string;
beforeAll(async () => {
  db = {
    ...(await import('../../functions/src/catalogue/db/properties')),
    ...(await import('../../functions/src/db/entities/catalogue-card')),
    ...(await import('../../functions/src/db/entities/management-row')),
    ...(await import('../../functions/src/catalogue/db/catalogue')),
  };
  ({ dynamoClient } = await import('../../functions/src/db/client'));
  token = (await signIn(demo.investor.email, demo.investor.password)).accessToken;
});

const template = seedProperties.find((p) => p.id === 'prop-hull-terrace-01')!.input;
const investorList = async () => (await api<{ items: { id: string; title: string }[] }>('/properties', { token })).body.items;
const investorIndex = async () => (await api<{ texts: Record<string, string> }>('/property-search-index', { token })).body.texts;

describe('the catalogue kept beside the property records', () => {
  it('follows every write: a new listing appears, an edit shows, Withdrawn or unpublished leaves, a delete removes it', async () => {
    const id = `catalogue-${Date.now()}`;
    const created = await db.createProperty({ ...template, title: `Catalogue check ${id}`, isPublished: true, status: 'Available' }, { id });
    expect((await investorList()).find((p) => p.id === id)).toEqual(cardOf(created));
    expect((await investorIndex())[id]).toBe(searchHaystack(created));

    const edited = await db.updateProperty(
      id,
      { ...template, title: `Renamed ${id}`, conditionKitchen: 'Brand new galley kitchen', isPublished: true, status: 'Available' },
      created.version,
    );
    expect((await investorList()).find((p) => p.id === id)?.title).toBe(`Renamed ${id}`);
    expect((await investorIndex())[id]).toContain('brand new galley kitchen');

    const withdrawn = await db.updateProperty(id, { ...template, status: 'Withdrawn', isPublished: true }, edited.version);
    expect((await investorList()).map((p) => p.id)).not.toContain(id);
    expect(Object.keys(await investorIndex())).not.toContain(id);

    const draft = await db.updateProperty(id, { ...template, status: 'Available', isPublished: false }, withdrawn.version);
    expect((await investorList()).map((p) => p.id)).not.toContain(id);

    await db.updateProperty(id, { ...template, status: 'Available', isPublished: true }, draft.version);
    expect((await investorList()).map((p) => p.id)).toContain(id);

    await db.deleteProperty(id);
    expect((await investorList()).map((p) => p.id)).not.toContain(id);
    expect(Object.keys(await investorIndex())).not.toContain(id);
  });

  it('refuses a stale edit as a whole: neither the record nor its card changes', async () => {
    const id = `catalogue-stale-${Date.now()}`;
    const created = await db.createProperty({ ...template, title: `Stale check ${id}`, isPublished: true, status: 'Available' }, { id });
    const saved = await db.updateProperty(id, { ...template, title: `First save ${id}`, isPublished: true, status: 'Available' }, created.version);
    await expect(db.updateProperty(id, { ...template, title: `Lost update ${id}`, isPublished: true, status: 'Available' }, created.version)).rejects.toThrow(
      /changed by someone else/,
    );
    expect((await db.getProperty(id))?.title).toBe(`First save ${id}`);
    expect((await investorList()).find((p) => p.id === id)).toEqual(cardOf(saved));
    await db.deleteProperty(id);
  });

  it('refuses a second property with the same id', async () => {
    const id = `catalogue-dup-${Date.now()}`;
    await db.createProperty({ ...template, isPublished: true, status: 'Available' }, { id });
    await expect(db.createProperty({ ...template, title: 'Other', isPublished: true, status: 'Available' }, { id })).rejects.toThrow(/already exists/);
    await db.deleteProperty(id);
  });

  it('is repaired by refreshCatalogue: a missing entry is written, a left-over one removed, then nothing to do', async () => {
    const id = `catalogue-repair-${Date.now()}`;
    const created = await db.createProperty({ ...template, title: `Repair check ${id}`, isPublished: true, status: 'Available' }, { id });
    await db.catalogueCardEntity.delete({ propertyId: id }).go();
    // An entry whose property is gone (as if deleted outside the transaction).
    const orphan = { ...cardOf(created), id: 'no-such-property' };
    await db.catalogueCardEntity.put({ propertyId: orphan.id, card: JSON.stringify(orphan), position: cataloguePosition(orphan) }).go();
    expect((await investorList()).map((p) => p.id)).toContain('no-such-property');
    expect((await investorList()).map((p) => p.id)).not.toContain(id);

    expect(await db.refreshCatalogue()).toMatchObject({ written: 1, removed: 1 });
    expect((await investorList()).map((p) => p.id)).toContain(id);
    expect((await investorList()).map((p) => p.id)).not.toContain('no-such-property');
    expect(await db.refreshCatalogue()).toMatchObject({ written: 0, removed: 0 });
    await db.deleteProperty(id);
  });

  it('keeps a Property Management row for every property, drafts too: written with it, repaired by refreshCatalogue, deleted with it', async () => {
    const id = `rows-repair-${Date.now()}`;
    const rowIds = async () => (await db.listManagementRows()).map((row) => row.id);
    await db.createProperty({ ...template, title: `Row check ${id}`, isPublished: false, status: 'Available' }, { id });
    expect(await rowIds()).toContain(id);
    await db.updateProperty(id, { title: `Row check ${id}, edited` }, 1);
    expect((await db.listManagementRows()).find((row) => row.id === id)).toMatchObject({ title: `Row check ${id}, edited`, version: 2 });

    await db.managementRowEntity.delete({ propertyId: id }).go();
    // A row whose property is gone (as if deleted outside the transaction).
    const [someRow] = await db.listManagementRows();
    await db.managementRowEntity
      .put({ propertyId: 'no-such-property', row: JSON.stringify({ ...someRow, id: 'no-such-property' }), createdAt: someRow!.createdAt })
      .go();
    expect(await db.refreshCatalogue()).toMatchObject({ written: 1, removed: 1 });
    expect(await rowIds()).toContain(id);
    expect(await rowIds()).not.toContain('no-such-property');

    await db.deleteProperty(id);
    expect(await rowIds()).not.toContain(id);
  });

  it('rewrites a row stored before the rows were kept newest first (no created time): unlisted until refreshCatalogue writes it again', async () => {
    const id = `rows-unindexed-${Date.now()}`;
    await db.createProperty({ ...template, title: `Unindexed row ${id}`, isPublished: false, status: 'Available' }, { id });
    const { Key, TableName } = db.managementRowEntity.delete({ propertyId: id }).params<{ Key: { pk: string; sk: string }; TableName: string }>();
    const key = { pk: { S: Key.pk }, sk: { S: Key.sk } };
    await dynamoClient.send(new UpdateItemCommand({ TableName, Key: key, UpdateExpression: 'REMOVE created_at, gsi1pk, gsi1sk' }));
    expect((await db.listManagementRows()).map((row) => row.id)).not.toContain(id);

    expect(await db.refreshCatalogue()).toMatchObject({ written: 1, removed: 0 });
    expect((await db.listManagementRows()).map((row) => row.id)).toContain(id);
    await db.deleteProperty(id);
  });

  it('keeps the card and row of a property whose record it did not read, as of one created while it ran', async () => {
    const id = `catalogue-meanwhile-${Date.now()}`;
    await db.createProperty({ ...template, title: `Created meanwhile ${id}`, isPublished: true, status: 'Available' }, { id });
    // Its record taken out of the newest-first index the refresh lists the records from: the refresh finds its card
    // and row but not its record, as when the property is created between the refresh's two reads.
    const { propertyEntity } = await import('../../functions/src/db/entities/property');
    const { Key, TableName } = propertyEntity.get({ id }).params<{ Key: { pk: string; sk: string }; TableName: string }>();
    await dynamoClient.send(new UpdateItemCommand({ TableName, Key: { pk: { S: Key.pk }, sk: { S: Key.sk } }, UpdateExpression: 'REMOVE gsi1pk, gsi1sk' }));
    expect((await db.listAllProperties()).map((p) => p.id)).not.toContain(id);

    await db.refreshCatalogue();
    expect((await investorList()).map((p) => p.id)).toContain(id);
    expect((await db.listManagementRows()).map((row) => row.id)).toContain(id);
    await db.deleteProperty(id);
  });
});

describe('POST /catalogue/rebuild', () => {
  it('lets an admin repair the catalogue on AWS as the seed does locally, answering its counts', async () => {
    const id = `catalogue-rebuild-${Date.now()}`;
    await db.createProperty({ ...template, title: `Rebuild check ${id}`, isPublished: true, status: 'Available' }, { id });
    await db.catalogueCardEntity.delete({ propertyId: id }).go();
    expect((await investorList()).map((p) => p.id)).not.toContain(id);

    const { idToken } = await signIn(demo.admin.email, demo.admin.password);
    const rebuilt = await api<{ properties: number; written: number; removed: number }>('/catalogue/rebuild', { method: 'POST', token: idToken });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body).toEqual({ properties: (await db.listAllProperties()).length, written: 1, removed: 0 });
    expect((await investorList()).map((p) => p.id)).toContain(id);

    expect((await api('/catalogue/rebuild', { method: 'POST', token: idToken })).body).toMatchObject({ written: 0, removed: 0 });
    expect((await api('/catalogue/rebuild', { method: 'POST', token })).status).toBe(403);
    await db.deleteProperty(id);
  });
});
