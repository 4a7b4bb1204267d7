import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Resource, ResourceInput } from '@shared/domain/resource';
import { ResourceIcon } from '../../../components/resources/resource-icon';
import { LoadingState } from '../../../components/spinner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../lib/toast';
import { invalidateRoutes } from '../../../lib/route-query';
import { adminResourcesQuery, createResource, deleteResource, updateResource } from '../api/resources-admin';
import { typeLabels } from '../lib/resource-form';
import { ResourceFormDialog } from './resource-form-dialog';
import '../resource-management.css';
import { PageHeader } from '../../../components/ui/page-header';
import { IconButton } from '../../../components/ui/icon-button';

type Editing = { mode: 'add' } | { mode: 'edit'; resource: Resource } | null;

/** /resource-management (admins): the resources table, Add / Edit Resource dialogs and delete with confirmation. */
export function ResourceManagementPage() {
  const queryClient = useQueryClient();
  const query = useQuery(adminResourcesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const [busyDeleting, setBusyDeleting] = useState(false);

  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch resources', { id: 'resources-fetch' });
  }, [query.isError]);

  const refresh = () => invalidateRoutes(queryClient, ['listResources']);

  const save = async (input: ResourceInput) => {
    try {
      if (editing?.mode === 'edit') {
        await updateResource(editing.resource.id, input, editing.resource.version);
        toast.success('Resource updated successfully');
      } else {
        await createResource(input);
        toast.success('Resource created successfully');
      }
    } catch (error) {
      toast.error('Failed to save resource', { description: error instanceof Error ? error.message : undefined });
      throw error;
    }
    setEditing(null);
    await refresh();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusyDeleting(true);
    try {
      await deleteResource(deleting.id, deleting.version);
      toast.success('Resource deleted successfully');
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast.error('Failed to delete resource', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusyDeleting(false);
    }
  };

  const columns = useMemo<DataColumn<Resource>[]>(
    () => [
      {
        id: 'icon',
        header: 'Icon',
        cell: (r) => (
          <span className="rm-icon" title={r.iconName}>
            <ResourceIcon name={r.iconName} size={20} />
          </span>
        ),
      },
      {
        id: 'title',
        header: 'Title',
        value: (r) => r.title,
        cell: (r) => (
          <div className="rm-title">
            <strong>{r.title}</strong>
            <span className="rm-title__text">{r.description}</span>
          </div>
        ),
      },
      { id: 'type', header: 'Type', value: (r) => typeLabels[r.type], cell: (r) => <Badge tone="neutral">{typeLabels[r.type]}</Badge> },
      {
        id: 'status',
        header: 'Status',
        value: (r) => (r.isFeatured ? 'Featured' : 'Active'),
        cell: (r) => (r.isFeatured ? <Badge tone="accent">Featured</Badge> : <Badge tone="success">Active</Badge>),
      },
      { id: 'order', header: 'Order', value: (r) => r.displayOrder, align: 'end' },
    ],
    [],
  );

  const rowActions = useMemo(
    () => (r: Resource) => (
      <>
        <IconButton label={`Edit ${r.title}`} icon={Pencil} onClick={() => setEditing({ mode: 'edit', resource: r })} />
        <IconButton label={`Delete ${r.title}`} icon={Trash2} tone="danger" onClick={() => setDeleting(r)} />
      </>
    ),
    [],
  );

  return (
    <div className="container">
      <PageHeader
        title="Resource Management"
        intro="The guides, tools and links investors see on the Investor Resources page."
        actions={
          <Button variant="primary" onClick={() => setEditing({ mode: 'add' })}>
            <Plus size={18} aria-hidden="true" />
            Add Resource
          </Button>
        }
      />

      <QueryView query={query} loading={<LoadingState text="Loading resources..." />} error="Failed to fetch resources" errorText={query.error?.message}>
        {(resources) => (
          <DataTable
            caption="Resources"
            captionHidden
            columns={columns}
            rows={resources}
            rowId={(r) => r.id}
            rowActions={rowActions}
            initialSort={{ id: 'order' }}
            empty={<EmptyState title="No resources yet" text="Use Add Resource to create the first one." />}
          />
        )}
      </QueryView>

      {editing && (
        <ResourceFormDialog
          key={editing.mode === 'edit' ? editing.resource.id : 'new'}
          resource={editing.mode === 'edit' ? editing.resource : null}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Resource"
          description={`Are you sure you want to delete "${deleting.title}"? This action cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={busyDeleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
