import { useEffect, useRef, type ReactNode } from 'react';
import { AuthNotice } from './auth-screen';

interface AuthOutcomeProps {
  tone: 'success' | 'danger';
  live: 'status' | 'alert';
  icon: ReactNode;
  heading: ReactNode;
  /** The notice's text, under the heading. */
  children: ReactNode;
  actions: ReactNode;
}

/**
 * What an auth card shows in place of its form once the step is over (or cannot go on): the notice, whose
 * heading takes focus when it appears so keyboard and screen-reader users land on it, then the actions.
 */
export function AuthOutcome({ tone, live, icon, heading, children, actions }: AuthOutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <>
      <AuthNotice tone={tone} live={live} icon={icon}>
        <h2 className="auth-notice__title" tabIndex={-1} ref={headingRef}>
          {heading}
        </h2>
        {children}
      </AuthNotice>
      <div className="auth-actions">{actions}</div>
    </>
  );
}
