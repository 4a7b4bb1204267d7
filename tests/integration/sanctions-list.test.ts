import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3, stack } from '../support/stack';

/**
 * The UK Sanctions List import (Sanctions and Anti-Money Laundering Act 2018): the scheduled job reads the published
 * file (locally the committed extract, at the `file:` URL the stack sets), keeps it in the private documents bucket and
 * its entries in the table, and writes nothing while the file is unchanged. Screening reads the current import.
 */

const extractFile = fileURLToPath(new URL('../../infra/local/seed/sanctions/UK-Sanctions-List.xml', import.meta.url));
const extract = readFileSync(extractFile);
const extractVersion = createHash('sha256').update(extract).digest('hex');

/** The same designations reissued as a different file (another version), as the FCDO republishes the list. */
const reissuedFile = path.join(mkdtempSync(path.join(tmpdir(), 'sanctions-')), 'UK-Sanctions-List.xml');
writeFileSync(reissuedFile, Buffer.concat([extract, Buffer.from('<!-- reissued -->\n')]));
const reissuedVersion = createHash('sha256').update(readFileSync(reissuedFile)).digest('hex');

type ImportResult = { version: string; changed: boolean; entries: number };

/** Runs the job by its name through the local Lambda Invoke endpoint, as its schedule runs it. */
const invokeJob = async (): Promise<ImportResult> => {
  const response = await fetch(`${stack.config.apiUrl}/2015-03-31/functions/importSanctionsList/invocations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
    body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
  });
  expect(response.headers.get('x-amz-function-error')).toBeNull();
  return (await response.json()) as ImportResult;
};

const job = () => import('../../functions/src/compliance/sanctions/import-sanctions-list');
const screening = () => import('../../functions/src/compliance/sanctions/screen');
const storedFile = async (key: string) =>
  Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET!, Key: key }))).Body!.transformToByteArray());

/** This file imports a reissued copy in its own process; the stack's list is the extract again afterwards. */
const importFrom = async (file: string) => {
  process.env.SANCTIONS_LIST_URL = pathToFileURL(file).href;
  return (await job()).importSanctionsList();
};

beforeAll(() => {
  expect(stack.env.SANCTIONS_LIST_URL).toBe(pathToFileURL(extractFile).href);
});
afterAll(async () => {
  await importFrom(extractFile);
});

describe('the UK Sanctions List import job', () => {
  it('has imported the committed extract at start-up, and a scheduled run of the same file changes nothing', async () => {
    expect(await invokeJob()).toEqual({ version: extractVersion, changed: false, entries: 15 });
    expect(await invokeJob()).toEqual({ version: extractVersion, changed: false, entries: 15 });
    expect(await storedFile(`sanctions-list/${extractVersion}.xml`)).toEqual(extract);
  });

  it('imports a changed file as a new version, keeps the file, and reports the next run of it unchanged', async () => {
    expect(await importFrom(reissuedFile)).toEqual({ version: reissuedVersion, changed: true, entries: 15 });
    expect(await importFrom(reissuedFile)).toEqual({ version: reissuedVersion, changed: false, entries: 15 });
    expect((await storedFile(`sanctions-list/${reissuedVersion}.xml`)).equals(readFileSync(reissuedFile))).toBe(true);
    const list = await (await screening()).currentSanctionsList();
    expect(list?.version).toBe(reissuedVersion);
    expect(list?.entries.map((entry) => entry.id)).toContain('RUS0251');

    expect(await importFrom(extractFile)).toEqual({ version: extractVersion, changed: true, entries: 15 });
    expect(await importFrom(extractFile)).toEqual({ version: extractVersion, changed: false, entries: 15 });
  });
});

describe('screenPerson against the imported list', () => {
  it('flags a listed person under a variant spelling, with the list version it was found in', async () => {
    const { screenPerson } = await screening();
    const result = await screenPerson({ name: 'Alexander Lukashenka', dateOfBirth: '1954-08-30', kind: 'individual' });
    expect(result.listVersion).toMatch(/^[0-9a-f]{64}$/);
    expect(result.matches.map((match) => match.listEntryId).sort()).toEqual(['BEL0045', 'GHR0050']);
    expect(result.matches[0]).toMatchObject({ listedName: 'Aliaksandr Grigorievich LUKASHENKA' });
    expect(result.matches[0]!.reason).toMatch(
      /^Name matches the listed name "Aliaksandr Grigorievich LUKASHENKA" \(transliteration, some names not given\); date of birth not ruled out/,
    );
  });

  it('rules a listed name out by a date of birth the list does not give', async () => {
    const { screenPerson } = await screening();
    expect((await screenPerson({ name: 'Vladimir Putin', dateOfBirth: '1980-01-01', kind: 'individual' })).matches).toEqual([]);
    expect((await screenPerson({ name: 'Vladimir Putin', kind: 'individual' })).matches.map((match) => match.listEntryId)).toEqual(['RUS0251']);
  });

  it('flags a listed company whatever its legal form is written as', async () => {
    const { screenPerson } = await screening();
    const result = await screenPerson({ name: 'Wuhan Xiaoruizhi Science & Technology Co., Ltd.', kind: 'entity' });
    expect(result.matches.map((match) => match.listEntryId)).toEqual(['CYB0044']);
  });
});
