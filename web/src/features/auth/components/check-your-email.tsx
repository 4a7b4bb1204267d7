import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthOutcome } from './auth-outcome';
import { BackToSignIn } from './back-to-sign-in';

/** 'Check your email' once a link has been sent, then 'Back to Sign In' and any `actions` after it. */
export function CheckYourEmail({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <AuthOutcome
      tone="success"
      live="status"
      icon={<MailCheck size={28} />}
      heading="Check your email"
      actions={
        <>
          <BackToSignIn />
          {actions}
        </>
      }
    >
      {children}
    </AuthOutcome>
  );
}
