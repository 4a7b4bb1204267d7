import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@shared/contract/config';
import { firmRegistrationLines, firmRegistrationsMissing } from '@shared/contract/firm';
import { exampleFirm } from '@shared/contract/firm.example';
import type { Profile } from '@shared/domain/profile';
import type { AuthContextValue } from '../../lib/session/use-auth';

const config = vi.hoisted(() => ({ current: {} as Partial<WebConfig> }));
vi.mock('../../lib/config', () => ({ getConfig: () => config.current }));

// Modules are shared between test files (isolate: false): the footer and the auth context are loaded afresh, with the mocked config.
let SiteFooter: typeof import('./site-footer').SiteFooter;
let AuthContext: typeof import('../../lib/session/use-auth').AuthContext;
beforeAll(async () => {
  vi.resetModules();
  ({ SiteFooter } = await import('./site-footer'));
  ({ AuthContext } = await import('../../lib/session/use-auth'));
});

const footerFor = (who: 'visitor' | 'investor' | 'admin') => {
  const auth = (who === 'visitor' ? { status: 'signedOut', reason: 'visitor' } : { status: 'signedIn', profile: { role: who } as Profile }) as AuthContextValue;
  return renderToString(
    <MemoryRouter>
      <AuthContext.Provider value={auth}>
        <SiteFooter />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
};

describe("SiteFooter: the firm's registrations", () => {
  beforeEach(() => {
    config.current = { brand: 'Example Property Deals' };
  });

  it('shows them to everyone, signed in or not', () => {
    config.current.firm = exampleFirm;
    for (const who of ['visitor', 'investor', 'admin'] as const) {
      const html = footerFor(who);
      for (const line of firmRegistrationLines(exampleFirm)) expect(html, who).toContain(line.replaceAll("'", '&#x27;'));
    }
  });

  it('says they are not configured to an admin only', () => {
    expect(footerFor('admin')).toContain(firmRegistrationsMissing);
    expect(footerFor('investor')).not.toContain(firmRegistrationsMissing);
    expect(footerFor('visitor')).not.toContain(firmRegistrationsMissing);
  });
});
