import { format } from 'date-fns';
import { Copy, Eye, Pencil, Send, Star, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { photoUrl } from '@shared/rules/images';
import { propertyStatuses, type PropertyStatus } from '@shared/domain/property-values';
import type { PropertyRow } from '@shared/views/property-management';
import { formatPrice } from '@shared/rules/money';
import { countGB } from '@shared/rules/en-gb';
import { notifyRefusal } from '@shared/rules/property-alert';
import { statusTone } from '@shared/rules/status-badge';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { getConfig } from '../../../lib/config';
import type { InlineChange } from '../hooks/use-inline-change';
import { IconButton, IconLink } from '../../../components/ui/icon-button';
import { paths } from '@shared/contract/paths';

/** Rows a page: 2,000 listings never put more than this many rows of controls in the page. */
export const PAGE_SIZE = 50;

const statusOptions = propertyStatuses.map((status) => ({ value: status, label: status }));

interface PropertyTableProps {
  rows: readonly PropertyRow[];
  onChange: (row: PropertyRow, change: InlineChange) => void;
  onNotify: (row: PropertyRow) => void;
  /** Registrations of interest per property id; undefined while they load or when they could not be loaded. */
  interestCounts: Readonly<Record<string, number>> | undefined;
  onOpenInterest: (row: PropertyRow) => void;
  onDuplicate: (row: PropertyRow) => void;
  onDelete: (row: PropertyRow) => void;
  busyId: string | null;
  /** How many rows have arrived while later pages are still coming; undefined once every row is in. */
  loadedSoFar?: number;
}

/** The management table: photo, title and location, price, type, status, published, featured, interest, created, actions. */
export function PropertyTable({ rows, onChange, onNotify, interestCounts, onOpenInterest, onDuplicate, onDelete, busyId, loadedSoFar }: PropertyTableProps) {
  const columns = useMemo<DataColumn<PropertyRow>[]>(() => {
    const imageBaseUrl = getConfig().imageBaseUrl;
    return [
      {
        id: 'photo',
        header: 'Photo',
        cell: (row) =>
          row.mainPhoto ? (
            <img className="pm-thumb" src={photoUrl(imageBaseUrl, row.mainPhoto, 'thumbnail')} alt="" width={48} height={48} loading="lazy" decoding="async" />
          ) : (
            <span className="pm-thumb pm-thumb--empty" aria-hidden="true" />
          ),
      },
      {
        id: 'title',
        header: 'Property',
        value: (row) => row.title,
        cell: (row) => (
          <div className="pm-title">
            <span className="pm-title__name">{row.title}</span>
            {row.location && <span className="pm-title__location">{row.location}</span>}
          </div>
        ),
      },
      { id: 'price', header: 'Price', value: (row) => row.price, cell: (row) => formatPrice(row.price), align: 'end' },
      { id: 'type', header: 'Type', value: (row) => row.propertyType },
      {
        id: 'status',
        header: 'Status',
        value: (row) => row.status,
        cell: (row) => (
          <Select
            className={`pm-status pm-status--${statusTone(row.status)}`}
            aria-label={`Status of ${row.title}`}
            value={row.status}
            options={statusOptions}
            onChange={(event) => onChange(row, { status: event.target.value as PropertyStatus })}
          />
        ),
      },
      {
        id: 'published',
        header: 'Published',
        value: (row) => (row.isPublished ? 1 : 0),
        cell: (row) => (
          <Switch
            className="pm-publish"
            checked={row.isPublished}
            aria-label={`Published: ${row.title}`}
            label={row.isPublished ? 'Published' : 'Draft'}
            onCheckedChange={(isPublished) => onChange(row, { isPublished })}
          />
        ),
      },
      {
        id: 'featured',
        header: 'Featured',
        value: (row) => (row.featured ? 1 : 0),
        cell: (row) => (
          <button
            type="button"
            className={row.featured ? 'icon-button pm-featured--on' : 'icon-button'}
            aria-pressed={row.featured}
            aria-label={`Featured: ${row.title}`}
            onClick={() => onChange(row, { featured: !row.featured })}
          >
            <Star size={18} aria-hidden="true" fill={row.featured ? 'currentColor' : 'none'} />
          </button>
        ),
      },
      {
        id: 'interest',
        header: 'Interest',
        value: (row) => interestCounts?.[row.id] ?? 0,
        cell: (row) => {
          if (!interestCounts) return <span aria-label="Not loaded">—</span>;
          const count = interestCounts[row.id] ?? 0;
          return (
            <button
              type="button"
              className="pm-interest"
              onClick={() => onOpenInterest(row)}
              aria-label={`Interest in ${row.title}: ${count} ${count === 1 ? 'registration' : 'registrations'}`}
            >
              {count}
            </button>
          );
        },
        align: 'end',
      },
      { id: 'created', header: 'Created', value: (row) => new Date(row.createdAt), cell: (row) => format(new Date(row.createdAt), 'MMM dd, yyyy') },
    ];
  }, [onChange, interestCounts, onOpenInterest]);

  const actions = useMemo(
    () => (row: PropertyRow) => (
      <div className="pm-actions">
        <IconLink label={`View ${row.title}`} icon={Eye} to={paths.propertyDetail(row.id)} />
        <IconLink label={`Edit ${row.title}`} icon={Pencil} to={paths.editProperty(row.id)} />
        <IconButton label={`Notify about ${row.title}`} icon={Send} onClick={() => onNotify(row)} unavailableReason={notifyRefusal(row)} />
        <IconButton label={`Duplicate ${row.title}`} icon={Copy} onClick={() => onDuplicate(row)} disabled={busyId === row.id} />
        <IconButton label={`Delete ${row.title}`} icon={Trash2} tone="danger" onClick={() => onDelete(row)} disabled={busyId === row.id} />
      </div>
    ),
    [onNotify, onDuplicate, onDelete, busyId],
  );

  return (
    <DataTable
      caption="Properties"
      captionHidden
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      rowActions={actions}
      pageSize={PAGE_SIZE}
      rowsLabel={loadedSoFar === undefined ? 'properties' : 'properties loaded so far'}
      empty={
        loadedSoFar === undefined ? (
          <EmptyState role="status" title="No properties found" text="No property matches this search and status." />
        ) : (
          <EmptyState
            role="status"
            title="No match yet"
            text={`None of the ${countGB(loadedSoFar)} properties loaded so far matches; the rest are still loading.`}
          />
        )
      }
    />
  );
}
