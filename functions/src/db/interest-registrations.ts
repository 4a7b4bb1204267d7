import { randomUUID } from 'node:crypto';
import { interestRegistrationSchema, type InterestRegistration, type InterestRegistrationInput } from '@shared/domain/interest';
import { interestRegistrationEntity } from './entities/interest-registration';
import { conditionalWrite, duplicate } from './errors';

export const DUPLICATE_REGISTRATION = 'This email has already been registered.';

export async function createInterestRegistration(input: InterestRegistrationInput, propertyId?: string): Promise<InterestRegistration> {
  const record = interestRegistrationSchema.parse({
    ...input,
    id: randomUUID(),
    propertyId: propertyId ?? null,
    status: 'pending',
    createdAt: new Date().toISOString(),
  });
  const { propertyId: property, ...rest } = record;
  await conditionalWrite(
    interestRegistrationEntity.create({ ...rest, ...(property ? { propertyId: property } : {}) }).go(),
    duplicate(DUPLICATE_REGISTRATION),
  );
  return record;
}

export async function getInterestRegistration(email: string): Promise<InterestRegistration | undefined> {
  const { data } = await interestRegistrationEntity.get({ email: email.toLowerCase() }).go();
  return data ? interestRegistrationSchema.parse({ propertyId: null, ...data }) : undefined;
}
