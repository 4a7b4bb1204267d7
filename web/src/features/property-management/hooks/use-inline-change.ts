import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PropertyRow } from '@shared/views/property-management';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { invalidateRoutes } from '../../../lib/route-query';
import { propertyRowsKey } from '../../../lib/pages';
import { cachedRows, patchProperty, rowsComplete, updateCachedRows } from '../api/property-management';

export type InlineChange = Partial<Pick<PropertyRow, 'status' | 'isPublished' | 'featured'>>;

/** Spec section 8 toasts: the publish switch has its own; status and featured share 'updated'. */
const texts = (change: InlineChange) =>
  change.isPublished !== undefined
    ? { ok: change.isPublished ? 'Property published successfully!' : 'Property unpublished successfully!', failed: 'Failed to update publish status' }
    : { ok: 'Property updated successfully!', failed: 'Failed to update property' };

const pickChanged = (row: PropertyRow, change: InlineChange): InlineChange =>
  Object.fromEntries(Object.keys(change).map((key) => [key, row[key as keyof InlineChange]])) as InlineChange;

interface Variables {
  id: string;
  change: InlineChange;
}

/**
 * The table's inline status select, publish switch and featured toggle, in the shape of the favourites toggle
 * (features/favourites/hooks/use-saved-toggle.ts):
 * - the row changes at once (onMutate) and rolls back the fields this change touched, with the spec's error toast;
 * - the changes run one after another (one mutation scope), each sending the version the previous one left,
 *   so quick clicks never refuse each other;
 * - a 409 (someone else changed the listing) re-reads the rows, so the admin sees what is stored now.
 */
export function useInlineChange() {
  const queryClient = useQueryClient();
  const setRow = (id: string, update: (row: PropertyRow) => PropertyRow) =>
    updateCachedRows(queryClient, (rows) => rows.map((row) => (row.id === id ? update(row) : row)));
  const rowOf = (id: string) => cachedRows(queryClient)?.find((row) => row.id === id);

  const { mutate } = useMutation({
    mutationKey: ['property-management', 'inline'],
    // One after another: each change sends the version the previous one left (the scope is static, so it spans rows).
    scope: { id: 'property-management-inline' },
    mutationFn: ({ id, change }: Variables) => {
      const row = rowOf(id);
      if (!row) throw new ApiError('This property is no longer listed.', 404);
      return patchProperty(id, { expectedVersion: row.version, ...change });
    },
    onMutate: async ({ id, change }: Variables) => {
      // A refetch would write its rows over this change; pages still coming on the first load are added after the rows shown, so they go on.
      if (rowsComplete(queryClient)) await queryClient.cancelQueries({ queryKey: propertyRowsKey });
      const row = rowOf(id);
      const previous = row ? pickChanged(row, change) : undefined;
      setRow(id, (current) => ({ ...current, ...change }));
      return { previous };
    },
    onError: (error, { id, change }, context) => {
      if (context?.previous) setRow(id, (row) => ({ ...row, ...context.previous }));
      toast.error(texts(change).failed, error instanceof ApiError && error.status === 409 ? { description: error.message } : undefined);
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void invalidateRoutes(queryClient, ['listPropertyRows']);
    },
    onSuccess: ({ property }, { id, change }) => {
      // The stored values of what this change touched, and the new version; other pending changes stay shown.
      setRow(id, (row) => ({ ...row, ...pickChanged(property, change), version: property.version }));
      toast.success(texts(change).ok);
    },
  });

  return useCallback((row: PropertyRow, change: InlineChange) => mutate({ id: row.id, change }), [mutate]);
}
