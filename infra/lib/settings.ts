import type { Node } from 'constructs';
import * as z from '@shared/core/zod';
import { checkFirmSettings, type FirmRegistrations } from '@shared/contract/firm';
import { parseReservationSettings } from '@shared/contract/reservation-settings';

/** Context values arrive as strings from `-c key=value` and as JSON from cdk.json. */
const optionalUrl = z.pipe(
  z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((value) => value || undefined),
  ),
  z.optional(z.url()),
);

const emailList = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((email) => email.trim().toLowerCase()).filter(Boolean)),
  ),
  z.array(z.email()),
);

const settingsSchema = z
  .object({
    /** `-c alarmEmail=ops@example.com`: subscribed to the alarm topics (the app stack's and the edge stack's); unset, nobody is. */
    alarmEmail: z.optional(z.email('alarmEmail must be an email address')),
    /** `-c adminEmails=a@x,b@y`: invited by Cognito on deploy and placed in the admin group. */
    adminEmails: z._default(emailList, []),
    /** The site's own origin when it has a custom domain; narrows CORS and fixes email links. */
    webUrl: z.pipe(
      optionalUrl,
      z.transform((url) => (url ? new URL(url).origin : undefined)),
    ),
    brand: z._default(z.string().check(z.minLength(1)), 'Off-Market Property Portal'),
    agencyName: z._default(z.string().check(z.minLength(1)), 'Off-Market Property Portal'),
    websiteUrl: z._default(z.url(), 'https://example.com'),
    chatInviteUrl: z._default(z.url(), 'https://example.com/property-alerts'),
    sellerFormUrl: z._default(z.url(), 'https://example.com/sell-your-property'),
    reviewWidgetUrl: optionalUrl,
    /**
     * `-c dataControllerName="Example Investments Ltd" -c dataControllerEmail=privacy@example.com`: the controller of
     * members' personal data and where to write to them, named in the privacy notice (@shared/contract/data-controller).
     */
    dataControllerName: z._default(
      z.string().check(z.trim(), z.minLength(1, 'dataControllerName must name the data controller')),
      'Off-Market Property Portal',
    ),
    dataControllerEmail: z._default(z.email('dataControllerEmail must be an email address'), 'privacy@example.com'),
    /** `-c leadWebhookUrl=https://...`: where new interest registrations are posted; unset, they are only stored. */
    leadWebhookUrl: optionalUrl,
    /**
     * `-c sanctionsListUrl=...`: where the FCDO publishes the UK Sanctions List as XML (linked from
     * https://www.gov.uk/government/publications/the-uk-sanctions-list), imported daily by the importSanctionsList job.
     */
    sanctionsListUrl: z._default(z.url(), 'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml'),
    /** `-c allUsersWebhookUrl=...`, `-c nonPortalMembersWebhookUrl=...`, `-c specificEmailWebhookUrl=...`: the three property-alert webhooks (unset: a send fails and is logged as failed). */
    allUsersWebhookUrl: optionalUrl,
    nonPortalMembersWebhookUrl: optionalUrl,
    specificEmailWebhookUrl: optionalUrl,
    /**
     * The SSM SecureString parameter holding the property webhooks' Standard Webhooks signing secret (`whsec_` + base64),
     * created by the operator (`aws ssm put-parameter --type SecureString`) and shared with the receivers.
     */
    webhookSecretParameter: z._default(z.string().check(z.regex(/^\/[\w./-]+$/)), '/portal/property-webhook-secret'),
    /**
     * The SSM SecureString parameters holding the Stripe API key (a restricted key allowed Checkout Sessions and Refunds)
     * and the signing secret of the Stripe webhook endpoint (`whsec_...`, for `<site>/api/webhooks/stripe`), created by
     * the operator (`aws ssm put-parameter --type SecureString`).
     */
    stripeSecretKeyParameter: z._default(z.string().check(z.regex(/^\/[\w./-]+$/)), '/portal/stripe-secret-key'),
    stripeWebhookSecretParameter: z._default(z.string().check(z.regex(/^\/[\w./-]+$/)), '/portal/stripe-webhook-secret'),
    /** The SSM SecureString parameter holding the key of the alert emails' signed unsubscribe links (at least 16 random characters), created by the operator. */
    alertSecretParameter: z._default(z.string().check(z.regex(/^\/[\w./-]+$/)), '/portal/alert-unsubscribe-secret'),
    /**
     * `-c sesFromEmail=portal@yourdomain.com`: Cognito sends its emails through Amazon SES from this
     * verified identity (in the stack's region). Unset, Cognito's own sender is used, which stops after
     * 50 emails a day.
     */
    sesFromEmail: z.optional(z.email('sesFromEmail must be an email address (an SES-verified identity)')),
    /** `-c sesRegion=...`: the region where that SES identity is verified. */
    sesRegion: z._default(z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'sesRegion must be an AWS region such as eu-west-2')), 'eu-west-2'),
    /**
     * `-c apiDomainName=api-origin.example.com -c apiCertificateArn=arn:aws:acm:<stack region>:...`: the HTTP API's own
     * custom domain (a regional ACM certificate for it, in the app stack's region). CloudFront then reaches the API
     * there and its execute-api endpoint is switched off; point the name's DNS at the `ApiRegionalDomainName` output.
     */
    apiDomainName: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i, 'apiDomainName must be a host name such as api-origin.example.com'),
        ),
    ),
    /**
     * `-c firmTradingName=... -c firmCompanyName=... -c firmCompanyNumber=... -c firmRegisteredOffice=...
     * -c firmAmlSupervisionNumber=... -c firmRedressScheme=... -c firmRedressMembershipNumber=... -c firmIcoRegistrationNumber=...`:
     * the firm's registrations (@shared/contract/firm), all or none; checked in readSettings.
     * `-c firmVatRegistered=true -c firmVatNumber=GB123456789`: the 'VAT registered' setting with the VAT number (off
     * when not given: then no VAT is charged or shown); checked with them.
     */
    /**
     * `-c reservationSettings='{"holdWorkingDays":5,"reservationFeePence":100000,"sourcingFee":{"kind":"percent","basisPoints":300},
     * "balanceDue":"completion","reservationFeeCredited":true,
     * "contact":{"email":"reservations@yourdomain.com","phone":"020 7946 0000"},"referralFees":[]}'`: the reservation settings
     * (@shared/contract/reservation-settings), any left out at their defaults; checked in readSettings. No sourcing
     * agreement is made without `contact`, where a buyer sends a cancellation.
     */
    reservationSettings: z.optional(z.unknown()),
    firmTradingName: z.optional(z.unknown()),
    firmCompanyName: z.optional(z.unknown()),
    firmCompanyNumber: z.optional(z.unknown()),
    firmRegisteredOffice: z.optional(z.unknown()),
    firmAmlSupervisionNumber: z.optional(z.unknown()),
    firmRedressScheme: z.optional(z.unknown()),
    firmRedressMembershipNumber: z.optional(z.unknown()),
    firmIcoRegistrationNumber: z.optional(z.unknown()),
    firmVatRegistered: z.optional(z.unknown()),
    firmVatNumber: z.optional(z.unknown()),
    apiCertificateArn: z.optional(
      z.string().check(z.regex(/^arn:aws[\w-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[\w-]+$/, 'apiCertificateArn must be an ACM certificate ARN')),
    ),
  })
  .check(z.refine((s) => (s.apiDomainName === undefined) === (s.apiCertificateArn === undefined), 'Give both apiDomainName and apiCertificateArn, or neither'));

export type PortalSettings = z.output<typeof settingsSchema> & {
  /** The firm's registrations, or undefined when the deployment gives none (admins then see that they are missing). */
  firm: FirmRegistrations | undefined;
  /** The reservation settings as the functions read them (RESERVATION_SETTINGS), or undefined for the defaults. */
  reservationSettingsJson: string | undefined;
};

/** Reads and validates the portal's CDK context (defaults live in cdk.json and here). */
export function readSettings(node: Node): PortalSettings {
  const raw = Object.fromEntries(Object.keys(settingsSchema.shape).map((key) => [key, node.tryGetContext(key) ?? undefined]));
  const result = settingsSchema.safeParse(raw);
  if (!result.success) throw new Error(`Invalid CDK context: ${z.prettifyError(result.error)}`);
  const firm = checkFirmSettings(raw);
  if (!firm.ok) throw new Error(`Invalid CDK context: ${firm.problems.join('; ')}`);
  const reservationSettingsJson =
    raw.reservationSettings === undefined
      ? undefined
      : typeof raw.reservationSettings === 'string'
        ? raw.reservationSettings
        : JSON.stringify(raw.reservationSettings);
  const reservations = parseReservationSettings(reservationSettingsJson);
  if (!reservations.ok) throw new Error(`Invalid CDK context: reservationSettings: ${reservations.problems.join('; ')}`);
  return { ...result.data, firm: firm.registrations, reservationSettingsJson };
}
