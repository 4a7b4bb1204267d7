/** The answers the profile's investor fields take, apart from the schemas (profile.ts): the alert rules read them without zod. */

/** Investor-side answers (Profile Settings and Sell a Property). */
export const investorOptions = {
  purchaseStructure: ['limited-company', 'personal-sole'],
  propertyTypeInterest: ['apartment', 'house', 'studio', 'commercial', 'mixed-use', 'development'],
  timeframeToBuy: ['now', '0-3-months', '3-6-months', '6-months-plus'],
  propertiesToSell: ['yes', 'no'],
} as const;

/** Admin-side investment profile answers (User Management details dialog). */
export const adminInvestmentOptions = {
  exitStrategy: ['buy_to_let', 'flip', 'hold_long_term', 'commercial', 'development'],
  purchaseStructure: ['cash', 'mortgage', 'bridging_loan', 'joint_venture'],
  propertyTypeInterest: ['residential', 'commercial', 'hmo', 'student_accommodation', 'mixed_use'],
  timeframeToBuy: ['3_months', '6_months', '12_months', '18_months', '24_months'],
} as const;
