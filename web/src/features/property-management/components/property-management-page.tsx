import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PropertyRow } from '@shared/views/property-management';
import { managementSummary, rowsLoadingText, statusTabs, visibleRows, type StatusTab } from '@shared/rules/property-management';
import { buttonClass } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../components/ui/use-tab-param';
import { PageSpinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { invalidateRoutes } from '../../../lib/route-query';
import { deleteProperty, duplicateProperty, interestCountsQuery, rowsQuery, updateCachedRows } from '../api/property-management';
import { useInlineChange } from '../hooks/use-inline-change';
import { NotifyDialog } from './notify-dialog';
import { PropertyInterestDialog } from './property-interest-dialog';
import { PropertyTable } from './property-table';
import { SummaryCards } from './summary-cards';
import '../property-management.css';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { paths } from '@shared/contract/paths';

const tabs = statusTabs.map((id) => ({ id, label: id === 'all' ? 'All' : id }));

/** Spec section 8 and the management list's browser confirmation (section 9). */
const confirmDelete = (name: string) => window.confirm(`Are you sure you want to delete "${name}"? This action cannot be undone.`);

type SetBusy = (id: string | null) => void;

/** Delete after the browser confirmation, with the spec's toasts. */
async function removeRow(queryClient: QueryClient, setBusyId: SetBusy, row: PropertyRow) {
  if (!confirmDelete(row.title)) return;
  setBusyId(row.id);
  try {
    await deleteProperty(row.id);
    updateCachedRows(queryClient, (current) => current.filter((r) => r.id !== row.id));
    toast.success('Property deleted successfully');
  } catch {
    toast.error('Failed to delete property');
  } finally {
    setBusyId(null);
    void invalidateRoutes(queryClient, ['listPropertyRows']);
  }
}

/** Beyond the spec, 'Duplicate listing': a draft copy without photos or documents, first in the list. */
async function copyRow(queryClient: QueryClient, setBusyId: SetBusy, row: PropertyRow) {
  setBusyId(row.id);
  try {
    const { property } = await duplicateProperty(row.id);
    updateCachedRows(queryClient, (current) => [property, ...current]);
    toast.success(`Draft copy created: ${property.title}`);
  } catch {
    toast.error('Failed to duplicate property');
  } finally {
    setBusyId(null);
  }
}

/**
 * /property-management (admin): add button, summary cards, search (title, address, postcode, headline),
 * status tabs and the table with its inline changes and row actions.
 */
export function PropertyManagementPage() {
  const queryClient = useQueryClient();
  const rows = useQuery(rowsQuery());
  const interestCounts = useQuery(interestCountsQuery());
  const [tab, setTab] = useTabParam<StatusTab>(tabs, 'status');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [notifying, setNotifying] = useState<PropertyRow | null>(null);
  const [interestOf, setInterestOf] = useState<PropertyRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const change = useInlineChange();
  const searchId = useId();

  const all = rows.data?.items;
  const complete = rows.data?.complete === true;
  const summary = useMemo(() => (complete && all ? managementSummary(all) : undefined), [complete, all]);
  const shown = useMemo(() => visibleRows(all ?? [], tab, query), [all, tab, query]);

  const onDelete = useCallback((row: PropertyRow) => void removeRow(queryClient, setBusyId, row), [queryClient]);
  const onDuplicate = useCallback((row: PropertyRow) => void copyRow(queryClient, setBusyId, row), [queryClient]);

  return (
    <div className="container pm-page">
      <PageHeader
        title="Property Management"
        intro="Every listing, drafts included: publish, feature, set the status, notify investors."
        actions={
          <Link to={paths.addProperty()} className={buttonClass({ variant: 'primary' })}>
            <Plus size={18} aria-hidden="true" /> Add Property
          </Link>
        }
      />

      <QueryView query={rows} loading={<PageSpinner />} error="Failed to load properties" errorText={rows.error?.message}>
        {({ items }) => (
          <>
            <SummaryCards summary={summary} />
            {!complete && (
              <p className="pm-loading" role="status">
                {rowsLoadingText(items.length)}
              </p>
            )}
            <div className="pm-search">
              <label htmlFor={searchId}>Search properties</label>
              <SearchInput
                id={searchId}
                placeholder="Search by title, address, postcode or headline..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <Tabs label="Status" tabs={tabs} selected={tab} onSelect={setTab} idPrefix="pm-status" variant="underline" selectLabel="Status">
              {interestCounts.isError && (
                <p className="pm-interest-error" role="alert">
                  Failed to load property interest
                </p>
              )}
              <p className="visually-hidden" aria-live="polite">
                {complete ? `${shown.length} of ${items.length} properties shown` : ''}
              </p>
              <PropertyTable
                rows={shown}
                onChange={change}
                onNotify={setNotifying}
                interestCounts={interestCounts.data}
                onOpenInterest={setInterestOf}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
                busyId={busyId}
                loadedSoFar={complete ? undefined : items.length}
              />
            </Tabs>
          </>
        )}
      </QueryView>
      {notifying && <NotifyDialog row={notifying} onClose={() => setNotifying(null)} />}
      {interestOf && <PropertyInterestDialog row={interestOf} onClose={() => setInterestOf(null)} />}
    </div>
  );
}
