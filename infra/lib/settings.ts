import type { Node } from 'constructs';
import { z } from 'zod';

/** Context values arrive as strings from `-c key=value` and as JSON from cdk.json. */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.url().optional());

const emailList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((email) => email.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email()));

const settingsSchema = z.object({
  /** `-c adminEmails=a@x,b@y`: invited by Cognito on deploy and placed in the admin group. */
  adminEmails: emailList.default([]),
  /** The site's own origin when it has a custom domain; narrows CORS and fixes email links. */
  webUrl: optionalUrl.transform((url) => (url ? new URL(url).origin : undefined)),
  brand: z.string().min(1).default('Off-Market Property Portal'),
  agencyName: z.string().min(1).default('Off-Market Property Portal'),
  websiteUrl: z.url().default('https://example.com'),
  chatInviteUrl: z.url().default('https://example.com/property-alerts'),
  sellerFormUrl: z.url().default('https://example.com/sell-your-property'),
  reviewWidgetUrl: optionalUrl,
  /** `-c leadWebhookUrl=https://...`: where new interest registrations are posted; unset, they are only stored. */
  leadWebhookUrl: optionalUrl,
});

export type PortalSettings = z.output<typeof settingsSchema>;

/** Reads and validates the portal's CDK context (defaults live in cdk.json and here). */
export function readSettings(node: Node): PortalSettings {
  const raw = Object.fromEntries(Object.keys(settingsSchema.shape).map((key) => [key, node.tryGetContext(key) ?? undefined]));
  const result = settingsSchema.safeParse(raw);
  if (!result.success) throw new Error(`Invalid CDK context: ${z.prettifyError(result.error)}`);
  return result.data;
}
