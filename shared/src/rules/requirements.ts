import type { InvestorFields } from '../domain/profile';

/** Number of properties only counts when the investor has properties to sell (spec: shown only for 'yes'). */
export const normaliseRequirements = (fields: InvestorFields): InvestorFields => ({
  ...fields,
  numberOfProperties: fields.propertiesToSell === 'yes' ? fields.numberOfProperties : null,
});
