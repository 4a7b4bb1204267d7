import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Phone, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { PropertyRequestStatus } from '@shared/domain/favourite';
import type { AdminPropertyRequest } from '@shared/views/property-requests';
import { DEFAULT_STATUS_FILTER, favouritesPreview, filterRequests, requestStats, type StatusFilter } from '@shared/rules/property-requests';
import { LoadingState } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { invalidateRoutes } from '../../../lib/route-query';
import { adminRequestsQuery, setRequestStatus } from '../api/property-requests-admin';
import { priceText, requestDate, statusLabels } from '../lib/format';
import { InvestorProfileDialog } from './investor-profile-dialog';
import { RequestStatusSelect } from './request-status';
import '../property-requests.css';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';

export const NO_MATCHES = 'No property requests found matching your criteria.';
const rowKey = (r: Pick<AdminPropertyRequest, 'userId' | 'propertyId'>) => `${r.userId}/${r.propertyId}`;
const nameOf = (r: AdminPropertyRequest) => r.profile?.fullName ?? 'Unknown';

const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  ...(['pending', 'contacted', 'completed', 'rejected'] as const).map((s) => ({ value: s, label: statusLabels[s] })),
];

function ContactInfo({ r }: { r: AdminPropertyRequest }) {
  const { profile } = r;
  return (
    <div className="rq-cell">
      <strong>{nameOf(r)}</strong>
      {profile?.email ? (
        <a href={`mailto:${profile.email}`} className="rq-contact">
          <Mail size={14} aria-hidden="true" />
          {profile.email}
        </a>
      ) : (
        <span className="rq-muted">No email</span>
      )}
      {profile?.phone && (
        <a href={`tel:${profile.phone}`} className="rq-contact">
          <Phone size={14} aria-hidden="true" />
          {profile.phone}
        </a>
      )}
    </div>
  );
}

function RequestedProperty({ r }: { r: AdminPropertyRequest }) {
  if (!r.property) return <span className="rq-muted">General Inquiry</span>;
  return (
    <div className="rq-cell">
      <strong>{r.property.title}</strong>
      {r.property.address && <span className="rq-muted">{r.property.address}</span>}
      <span>{priceText(r.property.price)}</span>
    </div>
  );
}

function Favourites({ r }: { r: AdminPropertyRequest }) {
  if (r.favourites.length === 0) return <span className="rq-muted">No favorites</span>;
  const { shown, more } = favouritesPreview(r.favourites);
  return (
    <div className="rq-cell">
      <strong>
        {r.favourites.length} {r.favourites.length === 1 ? 'property' : 'properties'}
      </strong>
      <ul className="rq-favourites">
        {shown.map((f) => (
          <li key={f.propertyId}>{f.property ? `${f.property.title} · ${priceText(f.property.price)}` : 'Property no longer available'}</li>
        ))}
      </ul>
      {more > 0 && <span className="rq-muted">+{more} more</span>}
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={`rq-stat rq-stat--${tone}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** /property-requests (admins): requests with the investor's contact, the property and their favourites; status changes inline. */
export function PropertyRequestsPage() {
  const queryClient = useQueryClient();
  const query = useQuery(adminRequestsQuery());
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [saving, setSaving] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AdminPropertyRequest | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch property requests', { id: 'requests-fetch' });
  }, [query.isError]);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => filterRequests(all, search, status), [all, search, status]);
  const stats = useMemo(() => requestStats(all), [all]);

  const changeStatus = async (r: AdminPropertyRequest, next: PropertyRequestStatus) => {
    setSaving(rowKey(r));
    try {
      await setRequestStatus(r.userId, r.propertyId, next);
      toast.success('Request status updated');
      await invalidateRoutes(queryClient, ['listPropertyRequests']);
    } catch {
      toast.error('Failed to update request status');
    } finally {
      setSaving(null);
    }
  };

  const columns: DataColumn<AdminPropertyRequest>[] = [
    { id: 'date', header: 'Date', value: (r) => new Date(r.createdAt), cell: (r) => <time dateTime={r.createdAt}>{requestDate(r.createdAt)}</time> },
    { id: 'contact', header: 'Contact Info', value: (r) => nameOf(r), cell: (r) => <ContactInfo r={r} /> },
    { id: 'property', header: 'Requested Property', value: (r) => r.property?.title ?? 'General Inquiry', cell: (r) => <RequestedProperty r={r} /> },
    { id: 'favourites', header: 'Favorited Properties', value: (r) => r.favourites.length, cell: (r) => <Favourites r={r} /> },
    {
      id: 'status',
      header: 'Status',
      value: (r) => r.status,
      cell: (r) => (
        <RequestStatusSelect
          status={r.status}
          label={`Status of the request from ${nameOf(r)}`}
          busy={saving === rowKey(r)}
          onChange={(next) => void changeStatus(r, next)}
        />
      ),
    },
  ];

  return (
    <div className="container rq-page">
      <PageHeader
        title="Property Requests"
        intro="Investors who asked for details of a property, with what else they have saved."
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching && !query.isPending} busyLabel="Refreshing...">
            <RefreshCw size={16} aria-hidden="true" />
            Refresh
          </Button>
        }
      />

      <dl className="rq-stats" aria-label="Request totals">
        <Stat label="Total Requests" value={stats.total} tone="total" />
        <Stat label="Pending" value={stats.pending} tone="yellow" />
        <Stat label="Contacted" value={stats.contacted} tone="blue" />
        <Stat label="Completed" value={stats.completed} tone="green" />
      </dl>

      <div className="rq-filters" role="search">
        <label htmlFor="rq-search" className="visually-hidden">
          Search requests
        </label>
        <SearchInput
          id="rq-search"
          className="rq-search"
          placeholder="Search by name, email, or property..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <label htmlFor="rq-status-filter" className="visually-hidden">
          Filter by status
        </label>
        <Select
          id="rq-status-filter"
          className="rq-status-filter"
          options={statusOptions}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
      </div>

      <QueryView
        query={query}
        loading={<LoadingState text="Loading property requests..." />}
        error="Failed to fetch property requests"
        errorText={query.error?.message}
      >
        {() => (
          <DataTable
            caption="Property requests"
            captionHidden
            columns={columns}
            rows={rows}
            rowId={rowKey}
            rowActions={(r) => (
              <Button variant="secondary" onClick={() => setViewing(r)} aria-label={`View Investor ${nameOf(r)}`}>
                View Investor
              </Button>
            )}
            empty={<EmptyState title={NO_MATCHES} role="status" />}
          />
        )}
      </QueryView>

      {viewing && <InvestorProfileDialog userId={viewing.userId} name={nameOf(viewing)} onClose={() => setViewing(null)} />}
    </div>
  );
}
