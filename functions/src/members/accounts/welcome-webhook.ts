import { paths, portalUrl } from '@shared/contract/paths';
import * as z from '@shared/core/zod';
import { count } from '../../observability/metrics';

const { LEAD_WEBHOOK_URL } = z.object({ LEAD_WEBHOOK_URL: z.optional(z.url()) }).parse(process.env);

export interface WelcomeRecipient {
  name: string | null;
  email: string;
  phone: string | null;
}

/** The lead-automation webhook's body for a welcome email (spec section 7: activation link share). */
export const welcomePayload = (recipient: WelcomeRecipient, origin: string) => ({
  name: recipient.name,
  email: recipient.email,
  phone: recipient.phone,
  message: '',
  activation_url: portalUrl(origin, paths.activateAccount()),
});

/** POSTs the welcome email request; true only for an OK answer. */
export async function postWelcome(recipient: WelcomeRecipient, origin: string): Promise<boolean> {
  const sent = await post(recipient, origin);
  count(sent ? 'webhooksSent' : 'webhooksFailed', { kind: 'welcome' });
  return sent;
}

async function post(recipient: WelcomeRecipient, origin: string): Promise<boolean> {
  if (!LEAD_WEBHOOK_URL) return false;
  try {
    const res = await fetch(LEAD_WEBHOOK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(welcomePayload(recipient, origin)),
      signal: AbortSignal.timeout(5_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}
