import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { areaInsightPath, heroImageSrc } from '@shared/render/area-insight-page';
import type { AreaInsight } from '@shared/domain/area-insight';
import { yieldText } from '@shared/rules/area-insights';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { PageSpinner } from '../../../components/spinner';
import { getConfig } from '../../../lib/config';
import { toast } from '../../../lib/toast';
import { useRouteMutation } from '../../../lib/route-query';
import { adminAreaInsightsQuery, areaInsightRoutes, deleteAreaInsight } from '../api/area-insights';
import { AreaInsightDialog } from './area-insight-dialog';
import '../area-insights.css';
import { PageHeader } from '../../../components/ui/page-header';
import { IconButton, IconExternalLink } from '../../../components/ui/icon-button';

const demandTone: Record<AreaInsight['demandLevel'], BadgeTone> = { Low: 'neutral', Medium: 'warning', High: 'success', 'Very High': 'accent' };

/** /area-insights-management (admin): every insight including drafts; add, edit, view and delete. */
export function AreaInsightsManagement() {
  const query = useQuery(adminAreaInsightsQuery());
  const { heroImageBaseUrl } = getConfig();
  const [editing, setEditing] = useState<AreaInsight | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AreaInsight | null>(null);

  const remove = useRouteMutation({
    mutationFn: (insight: AreaInsight) => deleteAreaInsight(insight.id),
    invalidates: areaInsightRoutes,
    onSuccess: () => {
      toast.success('Area insight deleted successfully');
      setDeleting(null);
    },
    onError: () => toast.error('Failed to delete area insight'),
  });

  const columns: DataColumn<AreaInsight>[] = [
    {
      id: 'image',
      header: 'Image',
      cell: (row) => {
        const src = heroImageSrc(heroImageBaseUrl, row.heroImageUrl);
        return src ? <img className="aim-thumb" src={src} alt="" loading="lazy" width={64} height={44} /> : <span className="aim-thumb" aria-hidden="true" />;
      },
    },
    {
      id: 'name',
      header: 'Area',
      value: (row) => row.locationName,
      cell: (row) => (
        <div>
          <div className="aim-name">{row.locationName}</div>
          <div className="aim-snippet">{row.postcode}</div>
          {row.snippet && <div className="aim-snippet">{row.snippet}</div>}
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      value: (row) => (row.isPublished ? 'Published' : 'Draft'),
      cell: (row) => (
        <div className="aim-badges">
          <Badge tone={row.isPublished ? 'success' : 'neutral'}>{row.isPublished ? 'Published' : 'Draft'}</Badge>
          <Badge tone={demandTone[row.demandLevel]}>{row.demandLevel}</Badge>
        </div>
      ),
    },
    { id: 'slug', header: 'Slug', value: (row) => row.urlSlug },
    { id: 'yields', header: 'Yields', value: (row) => yieldText(row) },
    { id: 'order', header: 'Order', value: (row) => row.displayOrder, align: 'end' },
  ];

  const rowActions = useCallback(
    (row: AreaInsight) => (
      <>
        {row.isPublished && <IconExternalLink label={`View ${row.locationName}`} icon={ExternalLink} href={areaInsightPath(row.urlSlug)} />}
        <IconButton label={`Edit ${row.locationName}`} icon={Pencil} onClick={() => setEditing(row)} />
        <IconButton label={`Delete ${row.locationName}`} icon={Trash2} tone="danger" onClick={() => setDeleting(row)} />
      </>
    ),
    [],
  );

  return (
    <div className="container">
      <PageHeader
        title="Area Insights Management"
        intro="Create, edit and publish the public area guides."
        actions={
          <Button variant="primary" onClick={() => setEditing(null)}>
            <Plus size={18} aria-hidden="true" /> Add Area Insight
          </Button>
        }
      />

      <QueryView query={query} loading={<PageSpinner />} error="Could not load the area insights" headingLevel={2}>
        {(insights) => (
          <DataTable
            caption="Area insights"
            captionHidden
            columns={columns}
            rows={insights}
            rowId={(row) => row.id}
            rowActions={rowActions}
            initialSort={{ id: 'order' }}
            empty={<EmptyState title="No area insights found." headingLevel={2} />}
          />
        )}
      </QueryView>

      {editing !== undefined && <AreaInsightDialog key={editing?.id ?? 'new'} insight={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete Area Insight"
          description={`Are you sure you want to delete "${deleting.locationName}"? This action cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          variant="danger"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
