import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { interestParam } from '@shared/domain/interest-param';
import { Card, CardBody } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { LoadingState } from '../../../components/spinner';
import { SignInForm } from './sign-in-form';

// Most visitors of `/` sign in: the registration form is downloaded when its tab opens (or opens first).
const RegisterInterestForm = lazy(() => import('./register-interest-form').then((m) => ({ default: m.RegisterInterestForm })));

const tabs = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'register', label: 'Register Interest' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/**
 * The 'Investor Portal' card of the landing page: 'Sign In' and 'Register Interest' tabs. Opened from a shared
 * property page's 'Register Now' (`/?property=<id>`), it starts on 'Register Interest' for that property.
 */
export function InvestorPortal() {
  const [searchParams] = useSearchParams();
  const propertyId = searchParams.get(interestParam) || undefined;
  const [active, setActive] = useState<TabId>(propertyId ? 'register' : 'sign-in');
  /** Switches tab from inside a form, moving the focus to the newly selected tab. */
  const switchTo = (id: TabId) => {
    setActive(id);
    document.getElementById(`portal-tab-${id}`)?.focus();
  };

  return (
    <Card titleId="investor-portal-title" title="Investor Portal" subtitle="Access exclusive investment properties">
      <CardBody>
        <Tabs label="Sign in or register interest" tabs={tabs} selected={active} onSelect={setActive} idPrefix="portal">
          {active === 'sign-in' ? (
            <SignInForm onRegisterInterest={() => switchTo('register')} />
          ) : (
            <Suspense fallback={<LoadingState text="Loading the form..." />}>
              <RegisterInterestForm propertyId={propertyId} onRegistered={() => switchTo('sign-in')} />
            </Suspense>
          )}
        </Tabs>
      </CardBody>
    </Card>
  );
}
