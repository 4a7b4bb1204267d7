import type { SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from '@shared/core/zod';
import { clientBudgets, clientOptions } from './client-budget';
import { env } from './env';
import { lazy } from './lazy';
import { tracer } from './observability/powertools';

/**
 * Application email through Amazon SES v2 (docs/architecture.md section 10); locally SES_ENDPOINT points at aws-ses-v2-local,
 * which speaks the same API. SES_FROM_EMAIL is the verified identity (CDK: -c sesFromEmail); without it nothing is sent.
 * API_ORIGIN is where the one-click unsubscribe POST goes (the site's /api on AWS, the local adapter locally).
 */
const settingsSchema = z.object({
  SES_FROM_EMAIL: z.optional(z.string().check(z.minLength(3))),
  SES_ENDPOINT: z.optional(z.url()),
  /** Where the identity is verified (-c sesRegion), when not the function's own region. */
  SES_REGION: z.optional(z.string()),
  API_ORIGIN: z.optional(z.url()),
});
let settings: z.infer<typeof settingsSchema> | undefined;
export const emailSettings = () => (settings ??= settingsSchema.parse(process.env));

/** The API's own origin for links that call it: set locally; on AWS the API is served under /api on the site's origin. */
export const apiOrigin = (siteOrigin: string) => emailSettings().API_ORIGIN ?? `${siteOrigin}/api`;

/** The SES v2 SDK (its commands), loaded on first use (lazy.ts). */
const sesSdk = lazy(() => import('@aws-sdk/client-sesv2'));
/** The container's SES client, for every email the functions send. */
const ses = lazy(async (): Promise<SESv2Client> =>
  tracer.captureAWSv3Client(
    new (await sesSdk()).SESv2Client({
      region: emailSettings().SES_REGION ?? env().AWS_REGION,
      ...clientOptions(clientBudgets.ses),
      ...(emailSettings().SES_ENDPOINT ? { endpoint: emailSettings().SES_ENDPOINT } : {}),
    }),
  ),
);

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe: the URL that turns the emails off when POSTed to (marketing emails; none on a service email). */
  unsubscribePostUrl?: string;
  /** Copies the recipient does not see (the admins on an investor's signed agreement). */
  bcc?: readonly string[];
  /** A PDF sent with it (SES v2 Simple content with Attachments; aws-ses-v2-local keeps them too). */
  attachment?: { fileName: string; pdf: Uint8Array };
}

/** Sends one email from the configured identity; false (nothing sent) when no identity is configured. */
export async function sendEmail(email: OutgoingEmail): Promise<boolean> {
  const from = emailSettings().SES_FROM_EMAIL;
  if (!from) return false;
  const { SendEmailCommand } = await sesSdk();
  await (
    await ses()
  ).send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [email.to], ...(email.bcc?.length ? { BccAddresses: [...email.bcc] } : {}) },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
          ...(email.unsubscribePostUrl
            ? {
                Headers: [
                  { Name: 'List-Unsubscribe', Value: `<${email.unsubscribePostUrl}>` },
                  { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
                ],
              }
            : {}),
          ...(email.attachment
            ? {
                Attachments: [
                  { FileName: email.attachment.fileName, RawContent: email.attachment.pdf, ContentType: 'application/pdf', ContentDisposition: 'ATTACHMENT' },
                ],
              }
            : {}),
        },
      },
    }),
  );
  return true;
}
