import { useQuery } from '@tanstack/react-query';
import { MapPin, TrendingUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { areaInsightPath } from '@shared/render/area-insight-page';
import { filterAreaInsights, yieldFilterLabels, yieldFilters, yieldText, type YieldFilter } from '@shared/rules/area-insights';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/spinner';
import { publicAreaInsightsQuery } from '../api/area-insights';
import { useAreaListMeta } from '../lib/meta';
import '../area-insights.css';
import { SearchInput } from '../../../components/ui/search-input';
import { paths } from '@shared/contract/paths';

/** /area-insights (public): published area guides, searchable and filtered by yield (spec 'Area insights list (public)'). */
export function AreaInsightsList() {
  const id = useId();
  const query = useQuery(publicAreaInsightsQuery());
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<YieldFilter>('all');
  const items = useMemo(() => query.data ?? [], [query.data]);
  const shown = useMemo(() => filterAreaInsights(items, search, filter), [items, search, filter]);
  useAreaListMeta();

  return (
    <div className="container ai">
      <header className="ai-hero">
        <h1>Area Insights</h1>
        <p className="ai-hero__intro">Local market guides to the UK areas we source off-market investment property in: prices, rents, yields and growth.</p>
        {query.isSuccess && (
          <p className="ai-hero__count">
            <MapPin size={18} aria-hidden="true" /> {items.length} Areas Covered
          </p>
        )}
      </header>

      <form className="ai-controls" role="search" aria-label="Search areas" onSubmit={(event) => event.preventDefault()}>
        <div className="ai-controls__search">
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            Search areas
          </label>
          <SearchInput
            id={`${id}-search`}
            value={search}
            placeholder="Search by area name, postcode, or features..."
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="ai-controls__filter">
          <label className="visually-hidden" htmlFor={`${id}-yield`}>
            Yield
          </label>
          <Select
            id={`${id}-yield`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as YieldFilter)}
            options={yieldFilters.map((value) => ({ value, label: yieldFilterLabels[value] }))}
          />
        </div>
      </form>

      <p className="ai-showing" role="status">
        {query.isSuccess && search.trim() ? `Showing ${shown.length} of ${items.length} areas` : ''}
      </p>

      <QueryView
        query={query}
        loading={<PageSpinner />}
        error="Could not load the area insights"
        errorText="Please try again in a moment."
        headingLevel={2}
        empty={<EmptyState title="No Areas Found" text="Try a different search or yield filter." headingLevel={2} />}
        isEmpty={() => shown.length === 0}
      >
        {() => (
          <ul className="ai-grid" aria-label="Areas">
            {shown.map((insight) => (
              <li key={insight.id} className="ai-card">
                <article aria-labelledby={`${id}-${insight.id}`}>
                  {insight.postcode && <p className="ai-card__postcode">{insight.postcode}</p>}
                  <h2 className="ai-card__name" id={`${id}-${insight.id}`}>
                    {insight.locationName}
                  </h2>
                  {insight.snippet && <p className="ai-card__snippet">{insight.snippet}</p>}
                  {yieldText(insight) && (
                    <p className="ai-card__yield">
                      <TrendingUp size={16} aria-hidden="true" /> Yields {yieldText(insight)}
                    </p>
                  )}
                  <Link className={buttonClass({ variant: 'primary', className: 'ai-card__link' })} to={areaInsightPath(insight.urlSlug)}>
                    View Details<span className="visually-hidden"> for {insight.locationName}</span>
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>

      <section className="ai-cta" aria-labelledby={`${id}-cta`}>
        <h2 id={`${id}-cta`}>Ready to Invest?</h2>
        <p>Browse the off-market properties available to members in these areas now.</p>
        <Link className={buttonClass({ variant: 'accent' })} to={paths.dashboard()}>
          View Available Properties
        </Link>
      </section>
    </div>
  );
}
