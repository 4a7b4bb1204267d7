import * as z from '../core/zod';
import { emailPattern } from './data-controller';
import { type FirmRegistrations, readFirmRegistrations } from './firm';

/**
 * What the SPA reads from /config.json at start-up. The local stack serves it from the running
 * emulators; the CDK web stack writes it with the deployed values.
 */
export const webConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only set locally: the cognito-local endpoint. Absent on AWS. */
  cognitoEndpoint: z.optional(z.url()),
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** The API's base: an absolute URL (locally, another port) or a path on the site's origin (`/api` on AWS). */
  apiUrl: z.union([z.url(), z.string().check(z.regex(/^\/[^/]/, 'A path on the site, such as /api'))]),
  imageBaseUrl: z.url(),
  heroImageBaseUrl: z.url(),
  brand: z._default(z.string(), 'Off-Market Property Portal'),
  agencyName: z._default(z.string(), 'Off-Market Property Portal'),
  websiteUrl: z.url(),
  chatInviteUrl: z.url(),
  sellerFormUrl: z.url(),
  reviewWidgetUrl: z.optional(z.url()),
  /** Named with its contact in the privacy notice (data-controller.ts). */
  dataController: z.object({
    name: z.string().check(z.trim(), z.minLength(1)),
    email: z.string().check(z.regex(emailPattern, 'must be an email address')),
  }),
  /** The firm's registrations (firm.ts), shown in every page's footer; absent when the deployment gives none. */
  firm: z.optional(
    z.pipe(
      z.custom<FirmRegistrations>((value) => readFirmRegistrations(value) !== undefined, "must hold all the firm's registrations"),
      z.transform((value) => readFirmRegistrations(value)!),
    ),
  ),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
