import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { buysAsCompany } from '@shared/rules/deal-prefill';
import { PageHeader } from '../../../components/ui/page-header';
import { useProfile } from '../../../lib/session/use-auth';
import { readDealLink, unreadableLinkMessage } from '../lib/read-deal-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { hasDealLink } from '../lib/deal-link';
import { CopyLinkBar } from './copy-link-bar';
import { DealCalculator } from './deal-calculator';
import '../deal-analysis.css';

/** /calculators: the Deal analysis calculators without a listing. */
export function CalculatorsPage() {
  const profile = useProfile();
  const { search } = useLocation();
  const [{ start, linkProblem }] = useState(() => {
    const base = defaultDealInputs({ price: 250_000, monthlyRent: 1_200, company: buysAsCompany(profile) });
    const linked = hasDealLink(search) ? readDealLink(search, base) : null;
    return linked?.unreadable
      ? { start: base, linkProblem: unreadableLinkMessage(linked.unreadable, 'the usual figures') }
      : { start: linked?.inputs ?? base, linkProblem: null };
  });
  const [inputs, setInputs] = useState(start);
  const [invalid, setInvalid] = useState<string[]>([]);
  return (
    <div className="container">
      <PageHeader title="Calculators" intro="Stamp Duty Land Tax, yield and return on cash, and a buy-to-let lender's stress test, on your own figures." />
      <section className="deal-section" aria-label="Deal analysis">
        <FormAlert message={linkProblem} />
        <DealCalculator inputs={inputs} onChange={setInputs} onInvalidChange={setInvalid} />
        <CopyLinkBar inputs={inputs} invalid={invalid} />
      </section>
    </div>
  );
}
