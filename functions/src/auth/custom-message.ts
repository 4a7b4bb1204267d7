import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { z } from 'zod';

const { APP_ORIGIN, BRAND } = z
  .object({ APP_ORIGIN: z.string().url().default('http://localhost:3000'), BRAND: z.string().default('Off-Market Property Portal') })
  .parse(process.env);

const link = (path: string, params: Record<string, string>) => `${APP_ORIGIN}${path}?${new URLSearchParams(params).toString().replace(/%7B%23%23%23%23%7D/g, '{####}')}`;

const page = (title: string, paragraphs: string[], action: { href: string; label: string }) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">
<h1 style="font-size:20px">${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p><a href="${action.href}" style="display:inline-block;padding:12px 20px;background:#0f3d3e;color:#fff;text-decoration:none;border-radius:6px">${action.label}</a></p>
<p style="font-size:12px;color:#52606d">If the button does not work, copy this link into your browser:<br>${action.href}</p>
</body></html>`;

/**
 * Cognito CustomMessage trigger: renders the invitation and password emails with links into the SPA.
 * Cognito substitutes {####} (the code or temporary password) and {username} after we return.
 * With email sign-in the Cognito username is a UUID, so links carry the email instead.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const email = event.request.userAttributes.email ?? '';
  const code = event.request.codeParameter ?? '{####}';
  switch (event.triggerSource) {
    case 'CustomMessage_AdminCreateUser': {
      const href = link('/password-reset-confirmation', { flow: 'invite', email, code });
      event.response.emailSubject = `Your invitation to the ${BRAND}`;
      event.response.emailMessage = page(
        `Welcome to the ${BRAND}`,
        [
          'An account has been created for you. Choose your password to activate it.',
          `Your sign-in email is ${email} (reference {username}). Your temporary password is ${code}.`,
          `If this link has expired, visit ${APP_ORIGIN}/activate-account and press Let Me In to get a new one.`,
        ],
        { href, label: 'Activate my account' },
      );
      return event;
    }
    case 'CustomMessage_ForgotPassword': {
      const href = link('/password-reset-confirmation', { flow: 'reset', email, code });
      event.response.emailSubject = `Reset your ${BRAND} password`;
      event.response.emailMessage = page('Reset your password', ['Use the button below to choose a new password. The link expires in 1 hour.'], {
        href,
        label: 'Choose a new password',
      });
      return event;
    }
    default:
      return event;
  }
};
