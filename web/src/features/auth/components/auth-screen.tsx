import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../../components/logo';
import { Card, CardBody } from '../../../components/ui/card';
import { getConfig } from '../../../lib/config';
import { paths } from '@shared/contract/paths';

/** The frame of the signed-out account screens (reset, set password, activation): logo, one card. */
export function AuthScreen({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { brand } = getConfig();
  return (
    <div className="auth-screen">
      <main className="auth-screen__main" id="main">
        <div className="landing__column">
          <header className="landing__header">
            <Link to={paths.landing()} className="auth-screen__home" aria-label={`${brand}: home`}>
              <LogoMark size={48} />
            </Link>
            <p className="auth-screen__brand">{brand}</p>
          </header>
          <Card level={1} titleId="auth-screen-title" title={title} subtitle={subtitle}>
            <CardBody>{children}</CardBody>
          </Card>
        </div>
      </main>
    </div>
  );
}

/** A confirmation inside an auth card: an icon, a status line read out by screen readers, and actions. */
export function AuthNotice({
  icon,
  tone,
  live,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'danger' | 'info';
  /** Announce the notice when it appears: 'alert' for problems, 'status' for good news. */
  live?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={`auth-notice auth-notice--${tone}`}>
      <span className="auth-notice__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="auth-notice__body" role={live}>
        {children}
      </div>
    </div>
  );
}
