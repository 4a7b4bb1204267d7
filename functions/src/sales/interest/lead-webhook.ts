import type { InterestRegistrationInput } from '@shared/domain/interest';

export interface DeliveryOptions {
  url: string;
  /** Per attempt. */
  timeoutMs: number;
  attempts: number;
  /** Delay before the 2nd attempt; doubles after each failure. */
  backoffMs: number;
  log: (message: string, details: Record<string, unknown>) => void;
  /** Sent with every attempt, e.g. the Standard Webhooks `webhook-id` a receiver de-duplicates on. */
  headers?: Record<string, string>;
}

/** The body the lead-automation webhook expects (spec: {full_name, email, phone, message}). */
export const leadPayload = (r: InterestRegistrationInput) => ({ full_name: r.fullName, email: r.email, phone: r.phone, message: r.message });

/** How a delivery ended: delivered or not, after how many attempts, and the last error when it failed. */
export interface DeliveryOutcome {
  delivered: boolean;
  attempts: number;
  error: string | null;
}

/**
 * POSTs the registration with a timeout per attempt and exponential back-off. Never throws: the
 * registration is already stored, and a failure is only logged.
 */
export async function deliverLead(registration: InterestRegistrationInput, options: DeliveryOptions): Promise<boolean> {
  return (await deliverLeadOutcome(registration, options)).delivered;
}

/** deliverLead, answering the outcome so the job can record a lead that was not delivered (and an admin can resend it). */
export async function deliverLeadOutcome(registration: InterestRegistrationInput, options: DeliveryOptions): Promise<DeliveryOutcome> {
  return postWithRetries(leadPayload(registration), registration.email, options);
}

/** POSTs a JSON body to the webhook with the retries above (a lead, or an erasure notice); never throws. */
export async function postWithRetries(body: unknown, email: string, options: DeliveryOptions): Promise<DeliveryOutcome> {
  let delay = options.backoffMs;
  let error: string | null = null;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    try {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (res.ok) return { delivered: true, attempts: attempt, error: null };
      error = `The webhook answered ${res.status}`;
      options.log('lead webhook answered with an error', { attempt, status: res.status });
    } catch (failure) {
      error = `The webhook could not be reached: ${String(failure).slice(0, 300)}`;
      options.log('lead webhook unreachable', { attempt, error: String(failure) });
    }
    if (attempt < options.attempts) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
  options.log('lead webhook delivery given up', { attempts: options.attempts, email });
  return { delivered: false, attempts: options.attempts, error };
}
