import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { evidenceLabels, identityResults, riskLevels, type OfsiReport, type ScreeningMatch } from '@shared/domain/buyer-check';
import { buyerCheckStatuses, buyerCheckStatusLabels, describePerson } from '@shared/rules/buyer-check-status';
import type { BuyerCheckDetail, BuyerCheckRow } from '@shared/views/buyer-check';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { SearchInput } from '../../../components/ui/search-input';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import {
  buyerCheckQuery,
  buyerCheckRowsQuery,
  openBuyerCheckFile,
  useApprove,
  useDecideMatch,
  useRecordIdentity,
  useReportToOfsi,
  useRecordRegisterDiscrepancy,
  useSetRisk,
} from '../api/admin-buyer-checks';
import { statusTones } from './my-buyer-checks';
import { StepList } from './step-list';
import { messageOf, useStepForm } from './use-step-form';
import { declaredSections } from '../lib/declared';
import '../buyer-checks.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Admin Tools' Buyer checks (Money Laundering Regulations 2017 reg. 27, 28, 33, 35): every investor's status and one buyer's record. */
export function BuyerChecksAdminPage() {
  const query = useQuery(buyerCheckRowsQuery());
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const matches = (row: BuyerCheckRow) =>
    (!status || row.status === status) && (!search || `${row.fullName ?? ''} ${row.email ?? ''}`.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <div className="container">
      <PageHeader
        title="Buyer checks"
        intro="Every investor's checks under the Money Laundering Regulations 2017: what is missing, what we still do, and who did each step."
      />
      <div className="buyer-checks-admin__filters">
        <SelectField
          id="buyer-checks-status"
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          placeholder="All statuses"
          options={buyerCheckStatuses.map((s) => ({ value: s, label: buyerCheckStatusLabels[s] }))}
        />
        <div className="field">
          <label htmlFor="buyer-checks-search">Search</label>
          <SearchInput id="buyer-checks-search" placeholder="Search by name or email" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      <QueryView query={query} loading={<p role="status">Loading buyer checks…</p>} error="Could not load the buyer checks">
        {({ items }) => (
          <DataTable
            caption="Buyer checks"
            captionHidden
            rows={items.filter(matches)}
            rowId={(row) => row.memberId}
            initialSort={{ id: 'name' }}
            empty={<EmptyState title="No buyer checks match these filters" />}
            columns={[
              { id: 'name', header: 'Investor', value: (row) => row.fullName ?? row.email ?? row.memberId },
              { id: 'email', header: 'Email', value: (row) => row.email ?? '' },
              {
                id: 'status',
                header: 'Status',
                value: (row) => buyerCheckStatusLabels[row.status],
                cell: (row) => <Badge tone={statusTones[row.status]}>{buyerCheckStatusLabels[row.status]}</Badge>,
              },
              { id: 'risk', header: 'Risk', value: (row) => row.risk ?? '' },
              { id: 'cleared', header: 'Cleared until', value: (row) => (row.clearedUntil ? new Date(row.clearedUntil) : undefined) },
            ]}
            rowActions={(row) => (
              <Button
                variant="ghost"
                onClick={() => setSelected(row.memberId)}
                aria-label={`Open the checks of ${row.fullName ?? row.email ?? 'this investor'}`}
              >
                Open
              </Button>
            )}
          />
        )}
      </QueryView>
      {selected && <BuyerCheckRecord key={selected} id={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}

function BuyerCheckRecord({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(buyerCheckQuery(id));
  return (
    <section className="buyer-checks-admin__detail" aria-label="Buyer check record">
      <QueryView query={query} loading={<p role="status">Loading the record…</p>} error="Could not load this buyer's checks">
        {(detail) => <RecordView id={id} detail={detail} onClose={onClose} />}
      </QueryView>
    </section>
  );
}

function RecordView({ id, detail, onClose }: { id: string; detail: BuyerCheckDetail; onClose: () => void }) {
  const { check } = detail;
  const approve = useApprove(id);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await run();
      toast.success(done);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  const name = check.part.company?.name ?? check.part.individuals[0]?.fullName ?? 'Buyer';

  return (
    <>
      <Card titleId="record-title" title={`Buyer checks: ${name}`}>
        <div className="card__body">
          <p>
            <Badge tone={statusTones[detail.status]}>{buyerCheckStatusLabels[detail.status]}</Badge>
            {detail.clearedUntil && <> Cleared until {new Date(detail.clearedUntil).toLocaleDateString('en-GB')}</>}
            {check.retainUntil && <> · Kept until {new Date(check.retainUntil).toLocaleDateString('en-GB')} (reg. 40)</>}
          </p>
          <StepList id="record-missing" title="Missing from the buyer" items={detail.missing} />
          <StepList id="record-steps" title="What we still do" items={detail.steps} />
          <StepList id="record-senior" title="Senior approval needed (reg. 33, 35)" items={detail.seniorApprovalReasons} />
          {check.pendingApprovals.length > 0 && (
            <p>Approved by {check.pendingApprovals.map((a) => `${a.by.name} (${when(a.at)})`).join(', ')}: waiting for senior approval.</p>
          )}
          <FormAlert message={failure} />
          <div className="buyer-checks-admin__filters">
            <Button
              variant="primary"
              busy={approve.isPending}
              onClick={() => void act(() => approve.mutateAsync({ expectedVersion: check.version }), 'Approval recorded')}
            >
              Approve
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      </Card>

      <Card titleId="record-declared" title="What the buyer told us">
        <div className="card__body">
          {declaredSections(check.part).map((section) => (
            <section key={section.heading} className="buyer-checks__person" aria-label={section.heading}>
              <h4>{section.heading}</h4>
              <dl className="buyer-checks__declared">
                {section.rows.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </Card>

      <Card titleId="record-people" title="People and screening">
        <div className="card__body">
          {detail.people.length === 0 && <p>No one is named yet.</p>}
          {detail.people.map((person) => {
            const screening = check.screenings.find((s) => s.personId === person.personId);
            const identity = check.identityChecks.find((c) => c.personId === person.personId);
            return (
              <div key={person.personId} className="buyer-checks__person">
                <h4>{describePerson(person)}</h4>
                <p>
                  Born {person.dateOfBirth ?? 'not given'} · Screened{' '}
                  {screening ? (
                    <>
                      {when(screening.screenedAt)} against list <abbr title={screening.listVersion}>{screening.listVersion.slice(0, 12)}</abbr>
                    </>
                  ) : (
                    'not yet'
                  )}
                  {identity && (
                    <>
                      {' '}
                      · Identity: {identity.result} by {identity.provider} ({identity.reference}, {identity.checkedOn}), recorded by {identity.recordedBy.name}
                      {identity.reportKey && (
                        <>
                          {' '}
                          <Button variant="ghost" onClick={() => void act(() => openBuyerCheckFile(id, identity.reportKey!), 'Report opened')}>
                            Open report
                          </Button>
                        </>
                      )}
                    </>
                  )}
                </p>
                {screening?.matches.map((match) => (
                  <div key={match.listEntryId}>
                    <MatchDecision id={id} version={check.version} personId={person.personId} personName={person.name} match={match} />
                    {match.decision?.outcome === 'escalated' && (
                      <OfsiReports
                        id={id}
                        version={check.version}
                        personId={person.personId}
                        match={match}
                        reports={(check.ofsiReports ?? []).filter((r) => r.personId === person.personId && r.listEntryId === match.listEntryId)}
                      />
                    )}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </Card>

      <Card titleId="record-evidence" title="Evidence">
        <div className="card__body">
          {check.evidence.length === 0 ? (
            <p>No evidence uploaded yet.</p>
          ) : (
            <ul>
              {check.evidence.map((e) => (
                <li key={e.id}>
                  {evidenceLabels[e.kind]}: {e.fileName} ({when(e.uploadedAt)}){e.removedAt && <>, removed by the buyer {when(e.removedAt)}</>}{' '}
                  <Button variant="ghost" onClick={() => void act(() => openBuyerCheckFile(id, e.key), 'File opened')}>
                    Open
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>

      <IdentityForm id={id} detail={detail} />
      <RegisterDiscrepancyForm id={id} detail={detail} />
      <RiskForm id={id} detail={detail} />

      <Card titleId="record-history" title="History">
        <div className="card__body">
          <ol aria-label="Every step, who did it and when">
            {detail.history.map((event) => (
              <li key={event.id}>
                {when(event.at)}: {event.action}, by {event.actorName ?? event.actorEmail ?? event.actorId}
              </li>
            ))}
          </ol>
        </div>
      </Card>
    </>
  );
}

/** A possible sanctions match: an admin clears it or escalates it, with the reason written down. */
function MatchDecision({
  id,
  version,
  personId,
  personName,
  match,
}: {
  id: string;
  version: number;
  personId: string;
  personName: string;
  match: ScreeningMatch;
}) {
  const decide = useDecideMatch(id);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (outcome: 'cleared' | 'escalated') => async () => {
    setFailure(null);
    try {
      await decide.mutateAsync({ expectedVersion: version, personId, listEntryId: match.listEntryId, outcome, reason });
      toast.success(outcome === 'cleared' ? 'Possible match cleared' : 'Possible match escalated');
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  const fieldId = `match-${personId}-${match.listEntryId}`;
  return (
    <div role="group" aria-label={`Possible match of ${personName}`}>
      <p>
        <Badge tone={match.decision?.outcome === 'cleared' ? 'success' : 'danger'}>
          {match.decision ? (match.decision.outcome === 'cleared' ? 'Cleared' : 'Escalated') : 'Possible sanctions match'}
        </Badge>{' '}
        {match.listedName} ({match.regime}, {match.listEntryId}): {match.reason}
        {match.decision && (
          <>
            {' '}
            · {match.decision.reason}, by {match.decision.by.name} ({when(match.decision.at)})
          </>
        )}
      </p>
      {match.decision?.outcome !== 'cleared' && (
        <>
          <TextAreaField
            id={fieldId}
            label="Reason"
            hint="Why this is not the listed person, or why it is escalated"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <FormAlert message={failure} />
          <div className="buyer-checks-admin__filters">
            <Button variant="primary" busy={decide.isPending} onClick={() => void submit('cleared')()}>
              Clear match
            </Button>
            <Button variant="danger" busy={decide.isPending} onClick={() => void submit('escalated')()}>
              Escalate
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * An escalated match is reported to OFSI as soon as practicable (a relevant firm's reporting obligation under the
 * sanctions regulations): the admin records what was reported and when; each report is kept, a later one added beside it.
 */
function OfsiReports({
  id,
  version,
  personId,
  match,
  reports,
}: {
  id: string;
  version: number;
  personId: string;
  match: ScreeningMatch;
  reports: readonly OfsiReport[];
}) {
  const report = useReportToOfsi(id);
  const { values, set, failure, onSubmit } = useStepForm(
    { reportedOn: '', summary: '', reference: '' },
    ({ reference, ...rest }) =>
      report.mutateAsync({ expectedVersion: version, personId, listEntryId: match.listEntryId, ...rest, ...(reference.trim() ? { reference } : {}) }),
    { done: 'Report to OFSI recorded', emptyAfter: true },
  );
  const fieldId = `ofsi-${personId}-${match.listEntryId}`;
  return (
    <div role="group" aria-label={`Reports to OFSI about ${match.listedName}`}>
      {reports.length === 0 ? (
        <p>
          <Badge tone="danger">Not yet reported to OFSI</Badge> Report it to OFSI as soon as practicable, then record it here.
        </p>
      ) : (
        <ul aria-label="Reported to OFSI">
          {reports.map((r) => (
            <li key={r.id}>
              <Badge tone="neutral">Reported to OFSI</Badge> on {r.reportedOn}
              {r.reference && <> (reference {r.reference})</>}: {r.summary} · recorded by {r.recordedBy.name} ({when(r.recordedAt)})
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="form-grid">
          <TextField id={`${fieldId}-date`} label="Reported to OFSI on" type="date" value={values.reportedOn} onChange={set('reportedOn')} />
          <TextField id={`${fieldId}-reference`} label="OFSI's reference (if given)" value={values.reference} onChange={set('reference')} />
        </div>
        <TextAreaField
          id={`${fieldId}-summary`}
          label="What was reported"
          hint="Who, which list entry, and any funds or economic resources held for them, with the amount"
          value={values.summary}
          onChange={set('summary')}
        />
        <FormAlert message={failure} />
        <Button type="submit" variant="secondary" busy={report.isPending}>
          Record report to OFSI
        </Button>
      </form>
    </div>
  );
}

function FormCard({
  titleId,
  title,
  onSubmit,
  busy,
  failure,
  submit,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  failure: string | null;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Card titleId={titleId} title={title}>
      <form className="card__body form" noValidate onSubmit={onSubmit}>
        {children}
        <FormAlert message={failure} />
        <Button type="submit" variant="secondary" busy={busy}>
          {submit}
        </Button>
      </form>
    </Card>
  );
}

/** The outcome of a certified provider's identity verification (the portal never verifies documents itself). */
function IdentityForm({ id, detail }: { id: string; detail: BuyerCheckDetail }) {
  const record = useRecordIdentity(id);
  const [report, setReport] = useState<File | undefined>();
  const { values, set, failure, onSubmit } = useStepForm(
    { personId: '', provider: '', reference: '', result: 'passed', checkedOn: '' },
    (values) =>
      record.mutateAsync({
        expectedVersion: detail.check.version,
        ...values,
        result: values.result as (typeof identityResults)[number],
        ...(report ? { report } : {}),
      }),
    { done: 'Identity verification recorded' },
  );
  if (detail.peopleToVerify.length === 0) return null;
  return (
    <FormCard
      titleId="record-identity"
      title="Record an identity verification"
      onSubmit={onSubmit}
      busy={record.isPending}
      failure={failure}
      submit="Record verification"
    >
      <div className="form-grid">
        <SelectField
          id="identity-person"
          label="Person"
          placeholder="Choose…"
          value={values.personId}
          onChange={set('personId')}
          options={detail.peopleToVerify.map((p) => ({ value: p.personId, label: describePerson(p) }))}
        />
        <TextField id="identity-provider" label="Certified provider" value={values.provider} onChange={set('provider')} />
        <TextField id="identity-reference" label="Provider's reference" value={values.reference} onChange={set('reference')} />
        <SelectField
          id="identity-result"
          label="Result"
          value={values.result}
          onChange={set('result')}
          options={identityResults.map((r) => ({ value: r, label: r }))}
        />
        <TextField id="identity-date" label="Checked on" type="date" value={values.checkedOn} onChange={set('checkedOn')} />
        <TextField
          id="identity-report"
          label="Provider's report (PDF or image)"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png"
          onChange={(e) => setReport(e.target.files?.[0])}
        />
      </div>
    </FormCard>
  );
}

/** The risk assessment with its written rationale (reg. 28(12)-(13)). */
function RiskForm({ id, detail }: { id: string; detail: BuyerCheckDetail }) {
  const setRisk = useSetRisk(id);
  const { values, set, failure, onSubmit } = useStepForm(
    { level: detail.check.risk?.level ?? '', rationale: detail.check.risk?.rationale ?? '' },
    async ({ level, rationale }) => {
      if (!level) throw new Error('Choose the risk level.');
      await setRisk.mutateAsync({ expectedVersion: detail.check.version, level: level as (typeof riskLevels)[number], rationale });
    },
    { done: 'Risk assessment saved' },
  );
  return (
    <FormCard titleId="record-risk" title="Risk assessment" onSubmit={onSubmit} busy={setRisk.isPending} failure={failure} submit="Save risk">
      {detail.check.risk && (
        <p>
          Now {detail.check.risk.level}, by {detail.check.risk.by.name} ({when(detail.check.risk.at)})
        </p>
      )}
      <SelectField
        id="risk-level"
        label="Risk"
        placeholder="Choose…"
        value={values.level}
        onChange={set('level')}
        options={riskLevels.map((r) => ({ value: r, label: r }))}
      />
      <TextAreaField id="risk-rationale" label="Rationale" value={values.rationale} onChange={set('rationale')} />
    </FormCard>
  );
}

/**
 * A company buyer's material discrepancies with the company's register, and each one's report to Companies House: what
 * differs, when it was reported and the reference (Money Laundering Regulations 2017 reg. 30A).
 */
function RegisterDiscrepancyForm({ id, detail }: { id: string; detail: BuyerCheckDetail }) {
  const record = useRecordRegisterDiscrepancy(id);
  const { values, set, failure, onSubmit } = useStepForm(
    { found: '', reportedOn: '', reportReference: '' },
    (values) => record.mutateAsync({ expectedVersion: detail.check.version, ...values }),
    { done: 'Discrepancy and its report recorded', emptyAfter: true },
  );
  if (detail.check.part.buyerType !== 'company') return null;
  const recorded = detail.check.registerDiscrepancies ?? [];
  return (
    <FormCard
      titleId="record-register-discrepancies"
      title="Discrepancies with the Companies House register"
      onSubmit={onSubmit}
      busy={record.isPending}
      failure={failure}
      submit="Record the discrepancy and its report"
    >
      {recorded.length > 0 ? (
        <ul aria-label="Discrepancies reported">
          {recorded.map((d) => (
            <li key={d.id}>
              {d.found}: reported to Companies House on {d.reportedOn} (reference {d.reportReference}), recorded by {d.recordedBy.name} ({when(d.recordedAt)})
            </li>
          ))}
        </ul>
      ) : (
        <p>None recorded. Report a material discrepancy between what the buyer gave and the register to Companies House, then record it here.</p>
      )}
      <TextAreaField id="discrepancy-found" label="What differs" value={values.found} onChange={set('found')} />
      <div className="form-grid">
        <TextField id="discrepancy-reported-on" label="Reported to Companies House on" type="date" value={values.reportedOn} onChange={set('reportedOn')} />
        <TextField id="discrepancy-reference" label="Companies House reference" value={values.reportReference} onChange={set('reportReference')} />
      </div>
    </FormCard>
  );
}
