import { useRef, useState, type KeyboardEvent } from 'react';
import { RegisterInterestForm } from './register-interest-form';
import { SignInForm } from './sign-in-form';

const tabs = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'register', label: 'Register Interest' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/** The 'Investor Portal' card of the landing page: 'Sign In' and 'Register Interest' tabs (WAI-ARIA tabs pattern). */
export function InvestorPortal() {
  const [active, setActive] = useState<TabId>('sign-in');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ 'sign-in': null, register: null });

  const select = (id: TabId, focus = false) => {
    setActive(id);
    if (focus) tabRefs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    select(next.id, true);
  };

  return (
    <section className="card" aria-labelledby="investor-portal-title">
      <div className="card__header">
        <h2 className="card__title" id="investor-portal-title">
          Investor Portal
        </h2>
        <p className="card__subtitle">Access exclusive investment properties</p>
      </div>
      <div className="card__body">
        <div className="tabs" role="tablist" aria-label="Sign in or register interest" onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`portal-tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`portal-panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div className="tabs__panel" role="tabpanel" id={`portal-panel-${active}`} aria-labelledby={`portal-tab-${active}`}>
          {active === 'sign-in' ? (
            <SignInForm onRegisterInterest={() => select('register', true)} />
          ) : (
            <RegisterInterestForm onRegistered={() => select('sign-in', true)} />
          )}
        </div>
      </div>
    </section>
  );
}
