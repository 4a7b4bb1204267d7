import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useProfile } from '../../../lib/session/use-auth';
import { dealFromSearch } from '../lib/read-deal-link';
import { useCopyLink } from './deal-analysis-section';
import { DealCalculator } from './deal-calculator';
import '../deal-analysis.css';

/** /calculators: the Deal analysis calculators without a listing. */
export function CalculatorsPage() {
  const profile = useProfile();
  const { search } = useLocation();
  const [inputs, setInputs] = useState(
    () => dealFromSearch(search) ?? defaultDealInputs({ price: 250_000, monthlyRent: 1_200, company: profile?.purchaseStructure === 'limited-company' }),
  );
  const { link, copy } = useCopyLink(inputs);
  return (
    <div className="container">
      <PageHeader title="Calculators" intro="Stamp Duty Land Tax, yield and return on cash, and a buy-to-let lender's stress test, on your own figures." />
      <section className="deal-section" aria-label="Deal analysis">
        <DealCalculator inputs={inputs} onChange={setInputs} />
        <div className="deal-actions">
          <Button variant="secondary" onClick={() => void copy()}>
            <Link2 size={16} aria-hidden="true" />
            Copy link
          </Button>
          {link && <input className="deal-actions__link" aria-label="Link to this analysis" readOnly value={link} onFocus={(event) => event.target.select()} />}
        </div>
      </section>
    </div>
  );
}
