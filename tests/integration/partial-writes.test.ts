import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyDocumentsPrefix, propertyImagesPrefix } from '@shared/rules/uploads';
import { api, cognito, createTestProperty, createTestUser, s3, stack, whileEmulatorDown, type TestUser } from '../support/stack';

/**
 * A write that spans two services and answers 503 because one of them is down leaves nothing half-done
 * that a retry cannot finish: the access change during a Cognito outage, a property delete during an S3
 * outage. The emulator is taken off the network (its port refuses connections) and brought back.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  // The local authorizer fetches the JWKS on its first use: before any outage.
  expect((await api('/me', { token: admin.token })).status).toBe(200);
});

const loginEnabled = async (email: string) => (await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.config.userPoolId, Username: email }))).Enabled;
const accessStatus = async (id: string) =>
  (await api<{ profile: { accessStatus: string } }>(`/profiles/${id}`, { token: admin.token })).body.profile.accessStatus;
const setAccess = (id: string, status: 'approved' | 'revoked') =>
  api(`/profiles/${id}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: status } });

describe('access changes during a Cognito outage', () => {
  it('revoke: 503 with nothing changed (the profile stays approved, the login enabled); the retry revokes both', async () => {
    const investor = await createTestUser('investor', 'approved');
    const during = await whileEmulatorDown('cognito', () => setAccess(investor.userId, 'revoked'));
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBeTruthy();
    expect({ profile: await accessStatus(investor.userId), loginEnabled: await loginEnabled(investor.email) }).toEqual({
      profile: 'approved',
      loginEnabled: true,
    });

    expect((await setAccess(investor.userId, 'revoked')).status).toBe(200);
    expect({ profile: await accessStatus(investor.userId), loginEnabled: await loginEnabled(investor.email) }).toEqual({
      profile: 'revoked',
      loginEnabled: false,
    });
  });

  it('restore: 503 with nothing changed (the profile stays revoked, the login disabled); the retry restores both', async () => {
    const investor = await createTestUser('investor', 'approved');
    expect((await setAccess(investor.userId, 'revoked')).status).toBe(200);
    const during = await whileEmulatorDown('cognito', () => setAccess(investor.userId, 'approved'));
    expect(during.status).toBe(503);
    expect({ profile: await accessStatus(investor.userId), loginEnabled: await loginEnabled(investor.email) }).toEqual({
      profile: 'revoked',
      loginEnabled: false,
    });

    expect((await setAccess(investor.userId, 'approved')).status).toBe(200);
    expect({ profile: await accessStatus(investor.userId), loginEnabled: await loginEnabled(investor.email) }).toEqual({
      profile: 'approved',
      loginEnabled: true,
    });
  });
});

describe('property delete during an S3 outage', () => {
  const keysUnder = async (bucket: string, prefix: string) =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((object) => object.Key!);

  it('answers 503; the retry finishes it: the record gone and every photo and document under its prefixes removed', async () => {
    const { id } = await createTestProperty(admin.token, 'Outage Terrace');
    // What its uploads would have stored under its own prefixes.
    const images = stack.env.IMAGES_BUCKET!;
    const documents = stack.env.DOCUMENTS_BUCKET!;
    for (const key of ['a-1/thumbnail.jpg', 'a-1/fullRes.jpg'])
      await s3.send(new PutObjectCommand({ Bucket: images, Key: `${propertyImagesPrefix(id)}${key}`, Body: 'x' }));
    await s3.send(new PutObjectCommand({ Bucket: documents, Key: `${propertyDocumentsPrefix(id)}brochure-1.pdf`, Body: '%PDF-1.4' }));

    const during = await whileEmulatorDown('s3', () => api(`/properties/${id}`, { method: 'DELETE', token: admin.token }));
    expect(during.status).toBe(503);

    const retry = await api(`/properties/${id}`, { method: 'DELETE', token: admin.token });
    const left = [...(await keysUnder(images, propertyImagesPrefix(id))), ...(await keysUnder(documents, propertyDocumentsPrefix(id)))];
    expect({ retry: retry.status, left }).toEqual({ retry: 204, left: [] });
    expect((await api(`/properties/${id}`, { token: admin.token })).status).toBe(404);
    // Done: a further delete finds nothing to do.
    expect((await api(`/properties/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
  });
});
