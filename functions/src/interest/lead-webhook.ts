import type { InterestRegistrationInput } from '@shared/domain/interest';

export interface DeliveryOptions {
  url: string;
  /** Per attempt. */
  timeoutMs: number;
  attempts: number;
  /** Delay before the 2nd attempt; doubles after each failure. */
  backoffMs: number;
  log: (message: string, details: Record<string, unknown>) => void;
}

/** The body the lead-automation webhook expects (spec: {full_name, email, phone, message}). */
export const leadPayload = (r: InterestRegistrationInput) => ({ full_name: r.fullName, email: r.email, phone: r.phone, message: r.message });

/**
 * POSTs the registration with a timeout per attempt and exponential back-off. Never throws: the
 * registration is already stored, and a failure is only logged.
 */
export async function deliverLead(registration: InterestRegistrationInput, options: DeliveryOptions): Promise<boolean> {
  let delay = options.backoffMs;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    try {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(leadPayload(registration)),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (res.ok) return true;
      options.log('lead webhook answered with an error', { attempt, status: res.status });
    } catch (error) {
      options.log('lead webhook unreachable', { attempt, error: String(error) });
    }
    if (attempt < options.attempts) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
  options.log('lead webhook delivery given up', { attempts: options.attempts, email: registration.email });
  return false;
}
