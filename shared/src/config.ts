import { z } from 'zod';

/**
 * What the SPA reads from /config.json at start-up. The local stack serves it from the running
 * emulators; the CDK web stack writes it with the deployed values.
 */
export const webConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only set locally: the cognito-local endpoint. Absent on AWS. */
  cognitoEndpoint: z.string().url().optional(),
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  apiUrl: z.string().url(),
  imageBaseUrl: z.string().url(),
  heroImageBaseUrl: z.string().url(),
  brand: z.string().default('Off-Market Property Portal'),
  agencyName: z.string().default('Off-Market Property Portal'),
  websiteUrl: z.string().url(),
  chatInviteUrl: z.string().url(),
  sellerFormUrl: z.string().url(),
  reviewWidgetUrl: z.string().url().optional(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
