import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { filtersToQuery } from '@shared/rules/property-filters';
import type { SavedSearch } from '@shared/rules/saved-searches';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListRow, ListRowText, ListRows } from '../../../components/ui/list-row';
import { toast } from '../../../lib/toast';
import { paths } from '@shared/contract/paths';
import { savedSearchesQuery, useDeleteSearch, useRenameSearch } from '../api/saved-searches';
import { filtersSummary } from './filters-summary';
import '../saved-searches.css';

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const rename = useRenameSearch();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return toast.error('Name the search');
    rename.mutate(
      { id: search.id, name: name.trim() },
      { onSuccess: () => (toast.success('Search renamed'), onDone()), onError: (error) => toast.error(error.message) },
    );
  };
  return (
    <form className="saved-searches__rename" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`rename-${search.id}`}>New name</label>
        <input id={`rename-${search.id}`} type="text" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} autoFocus />
      </div>
      <Button type="submit" variant="primary" busy={rename.isPending}>
        Save name
      </Button>
      <Button variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

/** The profile's 'Saved searches': each opens the dashboard with its filters, and can be renamed or deleted. */
export function SavedSearchList() {
  const query = useQuery(savedSearchesQuery());
  const remove = useDeleteSearch();
  const [renaming, setRenaming] = useState<string | null>(null);

  if (query.isPending) return <p role="status">Loading your saved searches...</p>;
  if (query.isError)
    return <ErrorState title="Failed to load your saved searches" text={query.error.message} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        title="No saved searches yet"
        text="Filter the properties on the dashboard and choose 'Save this search': new matches will reach you as alerts."
      />
    );

  return (
    <ListRows aria-label="Saved searches">
      {query.data.map((search) => (
        <ListRow key={search.id}>
          {renaming === search.id ? (
            <RenameForm search={search} onDone={() => setRenaming(null)} />
          ) : (
            <>
              <ListRowText>
                <strong>{search.name}</strong>
                <span className="saved-searches__note">{filtersSummary(search.filters)}</span>
              </ListRowText>
              <div className="saved-searches__actions">
                <Link
                  className={buttonClass({ variant: 'secondary' })}
                  to={`${paths.dashboard()}?${filtersToQuery(search.filters)}`}
                  aria-label={`Open ${search.name}`}
                >
                  Open
                </Link>
                <Button variant="ghost" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(search.id)}>
                  <Pencil size={16} aria-hidden="true" />
                  Rename
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Delete ${search.name}`}
                  busy={remove.isPending && remove.variables === search.id}
                  onClick={() => remove.mutate(search.id, { onSuccess: () => toast.success('Search deleted'), onError: (error) => toast.error(error.message) })}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </>
          )}
        </ListRow>
      ))}
    </ListRows>
  );
}
