import { use, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { DealInputs } from '@shared/domain/deal-scenario';
import { completeDealInputs, defaultDealInputs } from '@shared/rules/deal-analysis';
import { buysAsCompany, type DealPrefill } from '@shared/rules/deal-prefill';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useProfile } from '../../../lib/session/use-auth';
import { toast } from '../../../lib/toast';
import { useSaveScenario } from '../api/deal-scenarios';
import { hasDealLink } from '../lib/deal-link';
import { CopyLinkBar } from './copy-link-bar';
import { DealCalculator } from './deal-calculator';
import { ScenarioList } from './scenario-list';
import '../deal-analysis.css';

interface DealAnalysisSectionProps {
  propertyId: string;
  /** The listing's figures: price, the one monthly rent, ground rent and service charge, its type and units. */
  prefill: Omit<DealPrefill, 'company'>;
  /** Members on the listing save scenarios; the public page only calculates and copies links. */
  canSave: boolean;
}

let loadingLinkReader: Promise<typeof import('../lib/read-deal-link')> | undefined;
/** The link reader brings the deal schema (and zod): downloaded only for an address that carries a deal. */
const linkReader = () => (loadingLinkReader ??= import('../lib/read-deal-link'));

/**
 * Inputs from a copied link first; else the listing's figures and the investor's purchase structure, with a
 * sentence when the link could not be read. Opening a link suspends the section (its loading state) until the
 * link reader has arrived. Only the address the section opened with counts: 'Copy link' later writes the deal
 * into it, which must not suspend the section again.
 */
function useStartingInputs(prefill: DealAnalysisSectionProps['prefill']): { start: DealInputs; base: DealInputs; linkProblem: string | null } {
  const profile = useProfile();
  const { search } = useLocation();
  const [opened] = useState(search);
  const base = defaultDealInputs({ ...prefill, company: buysAsCompany(profile) });
  if (!hasDealLink(opened)) return { start: base, base, linkProblem: null };
  const reader = use(linkReader());
  const linked = reader.readDealLink(opened, base);
  return linked.inputs
    ? { start: linked.inputs, base, linkProblem: null }
    : { start: base, base, linkProblem: reader.unreadableLinkMessage(linked.unreadable, 'the listing') };
}

export function DealAnalysisSection({ propertyId, prefill, canSave }: DealAnalysisSectionProps) {
  const { start, base, linkProblem } = useStartingInputs(prefill);
  const [inputs, setInputs] = useState(start);
  /** Counts the scenarios opened: each one starts the calculator afresh, clearing what was typed there. */
  const [opened, setOpened] = useState(0);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [name, setName] = useState('');
  const save = useSaveScenario();

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (invalid.length) return toast.error(`Correct ${invalid.join(', ')} before saving`);
    if (!name.trim()) return toast.error('Name the scenario');
    save.mutate(
      { propertyId, name: name.trim(), inputs },
      {
        onSuccess: () => {
          toast.success('Analysis saved');
          setName('');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <section className="pd-card deal-section" aria-labelledby="deal-analysis-title">
      <h2 id="deal-analysis-title" className="pd-card__title">
        Deal analysis
      </h2>
      <FormAlert message={linkProblem} />
      <DealCalculator key={opened} inputs={inputs} onChange={setInputs} onInvalidChange={setInvalid} />
      <CopyLinkBar inputs={inputs} invalid={invalid} />
      {canSave && (
        <div className="deal-saved">
          <form className="deal-save" onSubmit={onSave}>
            <div className="field deal-field">
              <label htmlFor="deal-scenario-name">Scenario name</label>
              <input id="deal-scenario-name" type="text" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
            </div>
            <Button type="submit" variant="primary" busy={save.isPending}>
              <Save size={16} aria-hidden="true" />
              Save analysis
            </Button>
          </form>
          <h3 className="deal-saved__title">Your saved analyses</h3>
          <ScenarioList
            propertyId={propertyId}
            onOpen={(scenario) => {
              setInputs(completeDealInputs(scenario.inputs, base));
              setOpened((count) => count + 1);
            }}
          />
        </div>
      )}
    </section>
  );
}
