/** What an emailed link carries: flow=invite (first password) or flow=reset, the email and the code. */
interface ResetLink {
  flow: 'invite' | 'reset';
  email: string;
  code: string;
}

const codePrefix = '#code=';

/**
 * Reads `/password-reset-confirmation?flow=…&email=…#code=…`. The code is the rest of the fragment, taken
 * as written: a temporary password may hold '&', '+', '%' or '#', which query decoding would change.
 * Links sent before the code moved to the fragment carry it as a `code` query parameter.
 * Null when the link is malformed (no email, no code, an unsent placeholder, a non-numeric reset code).
 */
export function readResetLink(search: string, hash: string): ResetLink | null {
  const params = new URLSearchParams(search);
  const flow = params.get('flow') ?? 'reset';
  const email = params.get('email')?.trim() ?? '';
  const code = hash.startsWith(codePrefix) ? hash.slice(codePrefix.length) : (params.get('code') ?? '');
  if (flow !== 'invite' && flow !== 'reset') return null;
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || !code || code.includes('{')) return null;
  // A reset code is Cognito's numeric code; an invitation carries the temporary password.
  if (flow === 'reset' && !/^\d{4,10}$/.test(code)) return null;
  return { flow, email, code };
}
