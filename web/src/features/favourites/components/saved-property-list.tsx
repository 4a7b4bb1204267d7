import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadingState } from '../../../components/spinner';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { PropertyCard, type PropertyCardActions } from '../../../components/property/property-card';
import { formatDateGB } from '../../../components/property/format';
import type { FavouriteItem, RequestItem } from '../api/saved-properties';
import { useCardActions } from '../hooks/use-card-actions';
import { useFavourites, usePropertyRequests } from '../hooks/use-saved-toggle';
import { paths } from '@shared/contract/paths';

const requestStatusLabels: Record<RequestItem['status'], string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  completed: 'Completed',
  rejected: 'Rejected',
};

interface SavedListProps<T extends FavouriteItem | RequestItem> {
  label: string;
  query: UseQueryResult<T[]>;
  loadingText: string;
  errorText: string;
  emptyTitle: string;
  emptyText: string;
  actions: PropertyCardActions;
  note?: (item: T) => string;
}

function SavedList<T extends FavouriteItem | RequestItem>(props: SavedListProps<T>) {
  const { label, query, actions, note } = props;
  return (
    <QueryView
      query={query}
      loading={<LoadingState text={props.loadingText} />}
      error={props.errorText}
      empty={
        <EmptyState
          title={props.emptyTitle}
          text={props.emptyText}
          action={
            <Link className={buttonClass({ variant: 'secondary' })} to={paths.dashboard()}>
              Browse properties
            </Link>
          }
        />
      }
    >
      {(items) => (
        <ul className="property-grid" aria-label={label}>
          {items.map((item) => (
            <li key={item.propertyId} className="saved-item">
              {note && <p className="saved-item__note">{note(item)}</p>}
              {item.property ? (
                <PropertyCard property={item.property} actions={actions} />
              ) : (
                <article className="property-card property-card--missing" aria-label="Property not found">
                  <p className="property-card--missing__title">Property not found</p>
                  <p className="state__text">This property is no longer listed.</p>
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** 'My Favourites': the user's favourites as property cards. */
export function FavouritePropertyList() {
  const favourites = useFavourites();
  const actions = useCardActions();
  return (
    <SavedList
      label="Favourite properties"
      query={favourites}
      loadingText="Loading favorites..."
      errorText="Failed to load favorites"
      emptyTitle="No favorite properties yet"
      emptyText="Tap the heart on a property to save it here."
      actions={actions}
    />
  );
}

/** 'Requested Properties': the properties the user asked details for, with the request's date and status. */
export function RequestedPropertyList() {
  const requests = usePropertyRequests();
  const actions = useCardActions();
  return (
    <SavedList
      label="Requested properties"
      query={requests}
      loadingText="Loading requested properties..."
      errorText="Failed to load property requests"
      emptyTitle="No requested properties yet"
      emptyText="Use 'Request Details' on a property and it will appear here."
      actions={actions}
      note={(item) => `Requested on ${formatDateGB(item.createdAt)} · ${requestStatusLabels[item.status] ?? item.status}`}
    />
  );
}
