import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { paths, portalUrl } from '@shared/contract/paths';
import * as z from '@shared/core/zod';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { siteOrigin } from '../../site-origin';

const { BRAND } = z.object({ BRAND: z._default(z.string(), 'Off-Market Property Portal') }).parse(process.env);

/**
 * The code goes last, in the fragment, as Cognito writes it: the SPA reads it raw, so a Cognito-made
 * temporary password with '&', '+', '%' or '#' still arrives whole (ours hold none of them).
 */
const linkTo = (origin: string) => (path: string, params: Record<string, string>, code: string) =>
  `${portalUrl(origin, path)}?${new URLSearchParams(params).toString()}#code=${code}`;

const page = (title: string, paragraphs: string[], action: { href: string; label: string }) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto">
<h1 style="font-size:20px">${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p><a href="${action.href}" style="display:inline-block;padding:12px 20px;background:#0f3d3e;color:#fff;text-decoration:none;border-radius:6px">${action.label}</a></p>
<p style="font-size:12px;color:#52606d">If the button does not work, copy this link into your browser:<br>${action.href}</p>
</body></html>`;

interface Email {
  subject: string;
  message: string;
}
type Render = (link: ReturnType<typeof linkTo>, parts: { origin: string; email: string; code: string }) => Email;

/** The emails we render, by trigger source; other messages (e.g. attribute verification) keep Cognito's text. */
const renderers: Partial<Record<string, Render>> = {
  CustomMessage_AdminCreateUser: (link, { origin, email, code }) => ({
    subject: `Your invitation to the ${BRAND}`,
    message: page(
      `Welcome to the ${BRAND}`,
      [
        'An account has been created for you. Choose your password to activate it.',
        `Your sign-in email is ${email} (reference {username}). Your temporary password is ${code}.`,
        `If this link has expired, visit ${portalUrl(origin, paths.activateAccount())} and press Let Me In to get a new one.`,
      ],
      { href: link(paths.passwordResetConfirmation(), { flow: 'invite', email }, code), label: 'Activate my account' },
    ),
  }),
  CustomMessage_ForgotPassword: (link, { email, code }) => ({
    subject: `Reset your ${BRAND} password`,
    message: page('Reset your password', ['Use the button below to choose a new password. The link expires in 1 hour.'], {
      href: link(paths.passwordResetConfirmation(), { flow: 'reset', email }, code),
      label: 'Choose a new password',
    }),
  }),
};

/**
 * Cognito CustomMessage trigger: renders the invitation and password emails with links into the SPA.
 * Cognito substitutes {####} (the code or temporary password) and {username} after we return.
 * With email sign-in the Cognito username is a UUID, so links carry the email instead.
 */
export const handler = jobHandler(async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const render = renderers[event.triggerSource];
  // Messages we do not render need no origin either.
  if (!render) return event;
  const origin = await siteOrigin();
  const { subject, message } = render(linkTo(origin), {
    origin,
    email: event.request.userAttributes.email ?? '',
    code: event.request.codeParameter ?? '{####}',
  });
  event.response.emailSubject = subject;
  event.response.emailMessage = message;
  logger.info('email rendered', { triggerSource: event.triggerSource });
  return event;
});
