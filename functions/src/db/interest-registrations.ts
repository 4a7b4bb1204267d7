import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { interestRegistrationSchema, type InterestRegistration, type InterestRegistrationInput } from '@shared/domain/interest';
import { dynamoClient, tableName } from './client';
import { keyString, storedAttributes } from './attributes';
import { DuplicateError, isConditionalCheckFailure } from './errors';

export const DUPLICATE_REGISTRATION = 'This email has already been registered.';

export const interestRegistrationEntity = new Entity(
  {
    model: { entity: 'interestRegistration', version: '1', service: 'portal' },
    attributes: {
      email: keyString('email'),
      createdAt: keyString('createdAt'),
      propertyId: { type: 'string', field: 'property_id' },
      ...storedAttributes(['id', 'fullName', 'phone', 'message', 'status'] as const),
    },
    indexes: {
      // Keyed by email: the conditional create is what makes an email register only once.
      byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
      byProperty: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['propertyId'] },
        // Sparse: registrations without a property carry no gsi2 keys.
        sk: { field: 'gsi2sk', composite: ['createdAt'] },
      },
    },
  },
  { client: dynamoClient, table: tableName() },
);

export async function createInterestRegistration(input: InterestRegistrationInput, propertyId?: string): Promise<InterestRegistration> {
  const record = interestRegistrationSchema.parse({
    ...input,
    id: randomUUID(),
    propertyId: propertyId ?? null,
    status: 'pending',
    createdAt: new Date().toISOString(),
  });
  const { propertyId: property, ...rest } = record;
  try {
    await interestRegistrationEntity.create({ ...rest, ...(property ? { propertyId: property } : {}) }).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new DuplicateError(DUPLICATE_REGISTRATION);
    throw error;
  }
  return record;
}

export async function getInterestRegistration(email: string): Promise<InterestRegistration | undefined> {
  const { data } = await interestRegistrationEntity.get({ email: email.toLowerCase() }).go();
  return data ? interestRegistrationSchema.parse({ propertyId: null, ...data }) : undefined;
}
