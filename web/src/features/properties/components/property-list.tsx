import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { PropertyCard as PropertyCardData } from '@shared/domain/property';
import { CARDS_PER_PAGE, filterProperties, hasActiveFilters, searchHaystack } from '@shared/rules/property-filters';
import { countGB } from '@shared/rules/en-gb';
import { LoadingState } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useFirstScreen } from '../../../components/ui/use-first-screen';
import { areaOptionsQuery } from '../api/list-area-insights';
import { firstPropertiesQuery } from '../api/list-properties';
import { searchIndexQuery } from '../api/search-index';
import { usePropertyFilters } from '../hooks/use-property-filters';
import { loadFailedMessage, useProperties } from '../hooks/use-properties';
import { FilterBar } from './filter-bar';
import { PropertyCard, type PropertyCardActions } from '../../../components/property/property-card';
import '../properties.css';

/** Cards on the first screen (two rows of two): their main images load at once, and they are painted first. */
const FIRST_SCREEN = 4;

const plural = (n: number) => `${countGB(n)} ${n === 1 ? 'property' : 'properties'}`;

/** The dashboard's filter bar and sorted, filtered list of property cards. */
export function PropertyList({ actions }: { actions: PropertyCardActions }) {
  const query = useProperties();
  const properties = query.data;
  const areas = useQuery(areaOptionsQuery());
  const { filters, update, reset } = usePropertyFilters();

  // The search box is local state that writes to the URL, so typing never waits for navigation; the URL
  // wins when it changes from elsewhere (Back, a shared link, 'Clear filters') while the box is not in use.
  const searchBox = useRef<HTMLInputElement>(null);
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => {
    if (document.activeElement !== searchBox.current) setSearchText(filters.search);
  }, [filters.search]);
  const search = useDeferredValue(searchText);

  // Cards carry only some searchable fields; the search index (asked for once the cards are in, so it never
  // delays them) holds all of them. Until it arrives, search covers the card fields.
  const searchIndex = useQuery({ ...searchIndexQuery(), enabled: properties !== undefined });
  const texts = searchIndex.data;
  // Search text is looked up once per property, not on every keystroke.
  const haystacks = useMemo(() => new Map((properties ?? []).map((p) => [p.id, texts?.[p.id] ?? searchHaystack(p)])), [properties, texts]);
  const effective = useMemo(() => ({ ...filters, search }), [filters, search]);
  const filtered = useMemo(() => filterProperties(properties ?? [], effective, (p) => haystacks.get(p.id) ?? ''), [properties, effective, haystacks]);

  // 'Show more' pages are counted per filter combination: a new filter starts from the first page.
  const filterKey = JSON.stringify(effective);
  const [shown, setShown] = useState({ key: filterKey, count: CARDS_PER_PAGE });
  const visibleCount = shown.key === filterKey ? shown.count : CARDS_PER_PAGE;
  const visible = filtered.slice(0, visibleCount);
  const active = hasActiveFilters({ ...filters, search: searchText });

  // Until every page is in, the top of an investor's list (its first page, in catalogue order) already holds the
  // first screenful of the unfiltered list: shown as it will stay, with the count and 'Show more' once all is in.
  const first = useQuery({ ...firstPropertiesQuery(), enabled: false });
  const firstScreen = useMemo(() => {
    const top = first.data;
    if (properties || !top?.inOrder || !top.next || hasActiveFilters(effective)) return undefined;
    const shown = filterProperties(top.items, effective, searchHaystack).slice(0, CARDS_PER_PAGE);
    return shown.length === CARDS_PER_PAGE ? shown : undefined;
  }, [properties, first.data, effective]);

  const filterBar = (
    <FilterBar
      searchRef={searchBox}
      searchText={searchText}
      filters={filters}
      areas={areas.data}
      areasFailed={areas.isError}
      active={active}
      onSearchChange={(text) => {
        setSearchText(text);
        update({ search: text });
      }}
      onChange={update}
      onReset={() => {
        setSearchText('');
        reset();
      }}
    />
  );

  const firstScreenOf = useFirstScreen(firstScreen !== undefined || properties !== undefined, FIRST_SCREEN);

  const grid = (cards: PropertyCardData[]) => (
    <ul className="property-grid" aria-label="Properties">
      {firstScreenOf(cards).map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} actions={actions} eagerImage={index < FIRST_SCREEN} />
        </li>
      ))}
    </ul>
  );

  if (firstScreen && query.isPending) {
    return (
      <>
        {filterBar}
        <p className="property-results__count" role="status" aria-live="polite" />
        {grid(firstScreen)}
      </>
    );
  }
  return (
    <>
      {filterBar}
      <QueryView query={query} loading={<LoadingState text="Loading properties..." />} error={loadFailedMessage} errorText={query.error?.message}>
        {() => (
          <>
            <p className="property-results__count" role="status" aria-live="polite">
              {filtered.length === 0
                ? 'No properties match'
                : visible.length < filtered.length
                  ? `Showing ${countGB(visible.length)} of ${plural(filtered.length)}`
                  : `Showing ${plural(filtered.length)}`}
            </p>
            {filtered.length === 0 ? (
              <EmptyState
                title="No properties found"
                text="Try adjusting your filters"
                action={
                  active && (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setSearchText('');
                        reset();
                      }}
                    >
                      Clear filters
                    </Button>
                  )
                }
              />
            ) : (
              <>
                {grid(visible)}
                {visible.length < filtered.length && (
                  <div className="property-results__more">
                    <Button variant="secondary" onClick={() => setShown({ key: filterKey, count: visibleCount + CARDS_PER_PAGE })}>
                      Show more
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
