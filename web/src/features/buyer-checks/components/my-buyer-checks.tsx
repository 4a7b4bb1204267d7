import { useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { evidenceLabels, evidenceKinds, type EvidenceKind } from '@shared/domain/buyer-check';
import { countryChoices } from '@shared/domain/countries';
import { buyerCheckStatusLabels, PREVIOUS_ADDRESS_YEARS } from '@shared/rules/buyer-check-status';
import { buyerCheckExtensions } from '@shared/rules/uploads';
import type { MyBuyerCheck } from '@shared/views/buyer-check';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryView } from '../../../components/ui/query-view';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { toast } from '../../../lib/toast';
import { myBuyerCheckQuery, useRemoveEvidence, useSaveMyBuyerCheck, useUploadEvidence } from '../api/buyer-checks';
import { StepList } from './step-list';
import { formToPart, newPerson, partToForm, withBuyerType, type BuyerForm, type PersonForm } from '../lib/buyer-form';
import '../buyer-checks.css';

export const statusTones = {
  notStarted: 'neutral',
  waitingForBuyer: 'warning',
  waitingForUs: 'accent',
  possibleMatch: 'danger',
  cleared: 'success',
  expired: 'danger',
} as const satisfies Record<keyof typeof buyerCheckStatusLabels, BadgeTone>;

const yesNo = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];
const countries = countryChoices();
const accept = [...buyerCheckExtensions.map((e) => `.${e}`), 'application/pdf', 'image/jpeg', 'image/png'].join(',');

/** The buyer's own part of the checks the Money Laundering Regulations 2017 require (reg. 28), saved as they go. */
export function MyBuyerChecks() {
  const query = useQuery(myBuyerCheckQuery());
  return (
    <QueryView query={query} loading={<p role="status">Loading your buyer checks…</p>} error="Could not load your buyer checks">
      {({ check }) => <BuyerChecksForm key={check.version} check={check} />}
    </QueryView>
  );
}

function BuyerChecksForm({ check }: { check: MyBuyerCheck }) {
  const [form, setForm] = useState<BuyerForm>(() => partToForm(check.part));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveMyBuyerCheck();
  const upload = useUploadEvidence();
  const remove = useRemoveEvidence();
  useUnsavedChanges(dirty);

  const change = (next: BuyerForm) => {
    setForm(next);
    setDirty(true);
  };
  const onSave = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({ expectedVersion: check.version, part: formToPart(form) });
      setDirty(false);
      toast.success('Buyer checks saved');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not save your buyer checks. Please try again.');
    }
  };
  const onFile = (kind: EvidenceKind) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (dirty) {
      setFailure('Save your changes before uploading a file.');
      return;
    }
    setFailure(null);
    try {
      await upload.mutateAsync({ kind, file });
      toast.success(`${evidenceLabels[kind]} uploaded`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The upload failed. Please try again.');
    }
  };

  const onRemove = async (evidence: MyBuyerCheck['evidence'][number]) => {
    if (dirty) {
      setFailure('Save your changes before removing a file.');
      return;
    }
    setFailure(null);
    try {
      await remove.mutateAsync(evidence.id);
      toast.success(`${evidence.fileName} removed`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The file could not be removed. Please try again.');
    }
  };

  const people = (list: PersonForm[], set: (next: PersonForm[]) => void, role: 'buyer' | 'director' | 'owner', label: string, min: number) => (
    <fieldset className="buyer-checks__people">
      <legend>{label}s</legend>
      {list.map((person, i) => (
        <PersonFields
          key={person.id}
          person={person}
          role={role}
          title={list.length > 1 || role !== 'buyer' ? `${label} ${i + 1}` : 'Your details'}
          onChange={(next) => set(list.map((p) => (p.id === person.id ? next : p)))}
          onRemove={list.length > min ? () => set(list.filter((p) => p.id !== person.id)) : undefined}
        />
      ))}
      <Button variant="ghost" onClick={() => set([...list, newPerson()])}>
        Add {label.toLowerCase()}
      </Button>
    </fieldset>
  );

  return (
    <div className="buyer-checks">
      <Card
        className="profile-card"
        titleId="buyer-checks-status"
        title="Buyer checks"
        subtitle="Before an offer is accepted, the law requires us to check who is buying and how."
      >
        <div className="card__body">
          <p>
            Status: <Badge tone={statusTones[check.status]}>{buyerCheckStatusLabels[check.status]}</Badge>
            {check.clearedUntil && <> until {new Date(check.clearedUntil).toLocaleDateString('en-GB')}</>}
          </p>
          <StepList id="buyer-checks-missing" title="Still needed from you" items={check.missing} />
          <StepList id="buyer-checks-ours" title="What we still do" items={check.ourSteps} />
          <p className="buyer-checks__note">
            The Money Laundering Regulations 2017 require us to keep these checks for five years after our business relationship ends, even if you ask us to
            erase your account (UK GDPR Article 17(3)(b)). They are used for nothing else.
          </p>
        </div>
      </Card>

      <Card className="profile-card" titleId="buyer-checks-form" title="Your details">
        <form
          className="card__body form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <SelectField
            id="buyer-type"
            label="I am buying as"
            placeholder="Choose…"
            value={form.buyerType}
            onChange={(e) => change(withBuyerType(form, e.target.value))}
            options={[
              { value: 'individual', label: 'An individual' },
              { value: 'joint', label: 'Joint buyers' },
              { value: 'company', label: 'A company' },
            ]}
          />
          {(form.buyerType === 'individual' || form.buyerType === 'joint') &&
            people(form.individuals, (individuals) => change({ ...form, individuals }), 'buyer', 'Buyer', form.buyerType === 'joint' ? 2 : 1)}
          {form.buyerType === 'company' && (
            <>
              <fieldset className="buyer-checks__people">
                <legend>Company</legend>
                <div className="form-grid">
                  {(
                    [
                      ['name', 'Company name', undefined],
                      ['number', 'Company number', undefined],
                      ['registeredOffice', 'Registered office', undefined],
                      ['overseasEntityId', 'Overseas Entity ID (overseas companies)', 'From the Register of Overseas Entities'],
                    ] as const
                  ).map(([key, label, hint]) => (
                    <TextField
                      key={key}
                      id={`company-${key}`}
                      label={label}
                      hint={hint}
                      value={form.company[key]}
                      onChange={(e) => change({ ...form, company: { ...form.company, [key]: e.target.value } })}
                    />
                  ))}
                  <SelectField
                    id="company-principal-place-differs"
                    label="Is its principal place of business elsewhere than its registered office?"
                    placeholder="Choose…"
                    value={form.company.principalPlaceDiffers}
                    onChange={(e) => change({ ...form, company: { ...form.company, principalPlaceDiffers: e.target.value } })}
                    options={yesNo}
                  />
                  {form.company.principalPlaceDiffers === 'yes' && (
                    <TextField
                      id="company-principalPlaceOfBusiness"
                      label="Principal place of business"
                      value={form.company.principalPlaceOfBusiness}
                      onChange={(e) => change({ ...form, company: { ...form.company, principalPlaceOfBusiness: e.target.value } })}
                    />
                  )}
                  <SelectField
                    id="company-country"
                    label="Country of incorporation"
                    placeholder="Choose…"
                    value={form.company.country}
                    onChange={(e) => change({ ...form, company: { ...form.company, country: e.target.value } })}
                    options={countries}
                  />
                </div>
              </fieldset>
              {people(form.company.directors, (directors) => change({ ...form, company: { ...form.company, directors } }), 'director', 'Director', 0)}
              <SelectField
                id="company-no-owner-over-25"
                label="Does anyone hold over 25% of the company (shares or votes), or otherwise control it?"
                placeholder="Choose…"
                value={form.company.noOwnerOver25 === 'yes' ? 'no' : form.company.noOwnerOver25 === 'no' ? 'yes' : ''}
                onChange={(e) =>
                  change({ ...form, company: { ...form.company, noOwnerOver25: e.target.value === 'no' ? 'yes' : e.target.value === 'yes' ? 'no' : '' } })
                }
                options={yesNo}
              />
              {form.company.noOwnerOver25 === 'yes' ? (
                <PersonFields
                  person={form.company.seniorManagingOfficial}
                  role="senior"
                  title="Senior managing official"
                  onChange={(seniorManagingOfficial) => change({ ...form, company: { ...form.company, seniorManagingOfficial } })}
                  onRemove={undefined}
                />
              ) : (
                people(form.company.owners, (owners) => change({ ...form, company: { ...form.company, owners } }), 'owner', 'Beneficial owner', 0)
              )}
            </>
          )}
          <TextField
            id="buyer-purpose"
            label="Purpose of your purchases"
            hint="e.g. buy-to-let, holiday lets, development"
            value={form.purpose}
            onChange={(e) => change({ ...form, purpose: e.target.value })}
          />
          <SelectField
            id="buyer-funds"
            label="Source of funds"
            placeholder="Choose…"
            value={form.fundsSource}
            onChange={(e) => change({ ...form, fundsSource: e.target.value })}
            options={[
              { value: 'cash', label: 'Cash' },
              { value: 'mortgage', label: 'Mortgage' },
              { value: 'both', label: 'Cash and mortgage' },
            ]}
          />
          <TextAreaField
            id="buyer-wealth"
            label="Source of wealth (when we ask for it)"
            hint="How you built up the money you invest, e.g. salary, sale of a business, inheritance"
            value={form.sourceOfWealth}
            onChange={(e) => change({ ...form, sourceOfWealth: e.target.value })}
          />
          <FormAlert message={failure} />
          <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…">
            Save
          </Button>
        </form>
      </Card>

      <Card
        className="profile-card"
        titleId="buyer-checks-evidence"
        title="Evidence of your funds"
        subtitle="PDFs or photos (JPEG, PNG) up to 10 MB. Only our admins can open them."
      >
        <div className="card__body">
          <p className="buyer-checks__note">A file you remove no longer counts as evidence; we keep it with your checks for the time the law requires.</p>
          {check.evidence.length > 0 ? (
            <ul aria-label="Uploaded evidence">
              {check.evidence.map((e) => (
                <li key={e.id}>
                  {evidenceLabels[e.kind]}: {e.fileName}{' '}
                  <Button variant="ghost" disabled={remove.isPending} onClick={() => void onRemove(e)} aria-label={`Remove ${e.fileName}`}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p>No evidence uploaded yet.</p>
          )}
          {evidenceKinds.map((kind) => (
            <TextField
              key={kind}
              id={`evidence-${kind}`}
              label={`Upload a ${evidenceLabels[kind].toLowerCase()}`}
              type="file"
              accept={accept}
              disabled={upload.isPending}
              onChange={onFile(kind)}
            />
          ))}
        </div>
      </Card>
    </div>
  );
}

function PersonFields({
  person,
  role,
  title,
  onChange,
  onRemove,
}: {
  person: PersonForm;
  role: 'buyer' | 'director' | 'owner' | 'senior';
  title: string;
  onChange: (next: PersonForm) => void;
  onRemove: (() => void) | undefined;
}) {
  const id = (key: string) => `person-${person.id}-${key}`;
  const text = (key: keyof PersonForm, label: string, extra: { type?: string; hint?: string } = {}) => (
    <TextField id={id(key)} label={label} {...extra} value={person[key]} onChange={(e) => onChange({ ...person, [key]: e.target.value })} />
  );
  const country = (key: 'nationality' | 'residenceCountry', label: string) => (
    <SelectField
      id={id(key)}
      label={label}
      placeholder="Choose…"
      value={person[key]}
      onChange={(e) => onChange({ ...person, [key]: e.target.value })}
      options={countries}
    />
  );
  const since = person.addressSince;
  const threeYearsAgo = new Date();
  threeYearsAgo.setFullYear(threeYearsAgo.getFullYear() - PREVIOUS_ADDRESS_YEARS);
  const recent = since !== '' && since > threeYearsAgo.toISOString().slice(0, 10);
  return (
    <div className="buyer-checks__person" role="group" aria-label={title}>
      <h4>{title}</h4>
      <div className="form-grid">
        {text('fullName', 'Full name')}
        {text('dateOfBirth', 'Date of birth', { type: 'date' })}
        {country('nationality', 'Nationality')}
        {role !== 'director' && (
          <>
            {text('address', 'Residential address')}
            {text('addressSince', 'Living there since', { type: 'date' })}
            {recent && text('previousAddress', 'Previous address')}
            {country('residenceCountry', 'Country of residence')}
            <SelectField
              id={id('pep')}
              label="Politically exposed person?"
              hint="You, a family member or a close associate holds or held a prominent public function"
              placeholder="Choose…"
              value={person.pep}
              onChange={(e) => onChange({ ...person, pep: e.target.value })}
              options={yesNo}
            />
            {person.pep === 'yes' && text('pepDetails', 'Who, and their role')}
            {role === 'owner' && text('ownershipPercent', 'Share of the company (%)', { type: 'number', hint: 'Over 25%' })}
          </>
        )}
      </div>
      {onRemove && (
        <Button variant="ghost" onClick={onRemove}>
          Remove {title.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
