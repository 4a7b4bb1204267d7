/**
 * Who the privacy notice names as the controller of members' personal data, and how to reach them: UK GDPR
 * Art. 13(1)(a) requires "the identity and the contact details of the controller" when data is collected.
 * Deployment settings for now (CDK context `-c dataControllerName=... -c dataControllerEmail=...` on AWS, defaults in
 * cdk.json; infra/local/stack.ts locally), carried to the SPA in config.json. Without zod: the start-up check reads it.
 */
export interface DataController {
  /** The controller's legal name, as registered (for a company, its name at Companies House). */
  name: string;
  /** Where a member writes about their data or their rights. */
  email: string;
}

/** zod's own email pattern (its `email()` check), so the schema and the check without zod take the same addresses. */
export const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The value config.json carries, or undefined for anything else (a missing or blank name, an address that is not one). */
export function readDataController(value: unknown): DataController | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { name, email } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || name !== name.trim()) return undefined;
  if (typeof email !== 'string' || !emailPattern.test(email)) return undefined;
  return { name, email };
}
