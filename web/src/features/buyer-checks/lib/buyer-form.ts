import type { BuyerPart, Company, Person } from '@shared/domain/buyer-check';

/**
 * The buyer's part as the form holds it (every field a string, so inputs stay controlled) and back: an empty answer is
 * left out rather than sent, so a part saved as the buyer goes never fails on a field they have not reached.
 */
export type PersonForm = Record<Exclude<keyof Person, 'id' | 'ownershipPercent'>, string> & { id: string; ownershipPercent: string };
export interface BuyerForm {
  buyerType: string;
  individuals: PersonForm[];
  company: {
    name: string;
    number: string;
    registeredOffice: string;
    principalPlaceDiffers: string;
    principalPlaceOfBusiness: string;
    country: string;
    overseasEntityId: string;
    directors: PersonForm[];
    owners: PersonForm[];
    /** 'yes': no one holds over 25%, and the senior managing official is given instead (MLR 2017 reg. 28(6)). */
    noOwnerOver25: string;
    seniorManagingOfficial: PersonForm;
  };
  purpose: string;
  fundsSource: string;
  sourceOfWealth: string;
}

const personKeys = ['fullName', 'dateOfBirth', 'address', 'addressSince', 'previousAddress', 'nationality', 'residenceCountry', 'pep', 'pepDetails'] as const;

export const newPerson = (): PersonForm => ({
  id: crypto.randomUUID(),
  ...(Object.fromEntries(personKeys.map((k) => [k, ''])) as Record<(typeof personKeys)[number], string>),
  ownershipPercent: '',
});

const personToForm = (p: Person): PersonForm => ({
  id: p.id,
  ...(Object.fromEntries(personKeys.map((k) => [k, p[k] ?? ''])) as Record<(typeof personKeys)[number], string>),
  ownershipPercent: p.ownershipPercent === undefined ? '' : String(p.ownershipPercent),
});

export function partToForm(part: BuyerPart): BuyerForm {
  return {
    buyerType: part.buyerType ?? '',
    individuals: part.individuals.map(personToForm),
    company: {
      name: part.company?.name ?? '',
      number: part.company?.number ?? '',
      registeredOffice: part.company?.registeredOffice ?? '',
      principalPlaceDiffers: part.company?.principalPlaceDiffers ?? '',
      principalPlaceOfBusiness: part.company?.principalPlaceOfBusiness ?? '',
      country: part.company?.country ?? '',
      overseasEntityId: part.company?.overseasEntityId ?? '',
      directors: (part.company?.directors ?? []).map(personToForm),
      owners: (part.company?.owners ?? []).map(personToForm),
      noOwnerOver25: part.company?.noOwnerOver25 ?? '',
      seniorManagingOfficial: part.company?.seniorManagingOfficial ? personToForm(part.company.seniorManagingOfficial) : newPerson(),
    },
    purpose: part.purpose ?? '',
    fundsSource: part.fundsSource ?? '',
    sourceOfWealth: part.sourceOfWealth ?? '',
  };
}

const given = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;

const personFromForm = (p: PersonForm): Person => {
  const { ownershipPercent, ...rest } = p;
  return { ...given(rest), id: p.id, ...(ownershipPercent.trim() ? { ownershipPercent: Number(ownershipPercent) } : {}) } as Person;
};

export function formToPart(form: BuyerForm): BuyerPart {
  const company = form.buyerType === 'company';
  const { directors, owners, seniorManagingOfficial, principalPlaceOfBusiness, ...companyFields } = form.company;
  const noneOver25 = form.company.noOwnerOver25 === 'yes';
  const companyPart = {
    // The selects offer only 'yes' and 'no' (the schema checks them again on the server).
    ...(given(companyFields) as Partial<Pick<Company, 'principalPlaceDiffers' | 'noOwnerOver25'>> & Record<string, string>),
    // The principal place is asked only where it differs from the registered office; the senior official only with no one over 25%.
    ...(form.company.principalPlaceDiffers === 'yes' ? given({ principalPlaceOfBusiness }) : {}),
    directors: directors.map(personFromForm),
    owners: noneOver25 ? [] : owners.map(personFromForm),
    ...(noneOver25 ? { seniorManagingOfficial: personFromForm(seniorManagingOfficial) } : {}),
  };
  return {
    ...(given({ buyerType: form.buyerType, purpose: form.purpose, fundsSource: form.fundsSource, sourceOfWealth: form.sourceOfWealth }) as Partial<BuyerPart>),
    individuals: company ? [] : form.individuals.map(personFromForm),
    ...(company ? { company: companyPart } : {}),
  };
}

/** The people a buyer type starts with: one buyer, two joint buyers, or a company's lists. */
export function withBuyerType(form: BuyerForm, buyerType: string): BuyerForm {
  const wanted = buyerType === 'joint' ? 2 : buyerType === 'individual' ? 1 : 0;
  const individuals = buyerType === 'individual' ? form.individuals.slice(0, 1) : form.individuals;
  while (individuals.length < wanted) individuals.push(newPerson());
  return { ...form, buyerType, individuals };
}
