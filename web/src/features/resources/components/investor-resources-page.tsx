import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Calculator, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Resource } from '@shared/domain/resource';
import { featuredResource } from '@shared/rules/resource-action';
import { ResourceIcon } from '../../../components/resources/resource-icon';
import { LoadingState } from '../../../components/spinner';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { resourcesQuery } from '../api/resources';
import { ResourceActionButton } from './resource-action-button';
import '../resources.css';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '@shared/contract/paths';

export const FAILED_TO_FETCH = 'Failed to fetch resources';
export const DISCLAIMER =
  'The resources on this page are general information for investors, not financial, tax, legal or investment advice. ' +
  'Property values and rental income can fall as well as rise, and past performance is no guide to future returns. ' +
  'Take independent professional advice before you make any investment decision.';

function FeaturedResource({ resource }: { resource: Resource }) {
  return (
    <section className="resource-featured" aria-labelledby={`resource-${resource.id}`}>
      <div className="resource-featured__icon">
        <ResourceIcon name={resource.iconName} size={32} />
      </div>
      <div className="resource-featured__body">
        <p className="resource-featured__label">
          <Star size={14} aria-hidden="true" /> Featured resource
        </p>
        <h2 id={`resource-${resource.id}`} className="resource-featured__title">
          {resource.title}
        </h2>
        <p className="resource-featured__text">{resource.description}</p>
        <ResourceActionButton resource={resource} variant="accent" />
      </div>
    </section>
  );
}

function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <li className="resource-card">
      <div className="resource-card__icon">
        <ResourceIcon name={resource.iconName} />
      </div>
      <h2 className="resource-card__title">{resource.title}</h2>
      <p className="resource-card__text">{resource.description}</p>
      <div className="resource-card__action">
        <ResourceActionButton resource={resource} />
      </div>
    </li>
  );
}

/** /investor-resources: resources by display order, the featured one highlighted, a call to action and a disclaimer. */
export function InvestorResourcesPage() {
  const query = useQuery(resourcesQuery());
  const resources = query.data ?? [];
  const featured = featuredResource(resources);
  const others = resources.filter((r) => r !== featured);

  return (
    <div className="container resources-page">
      <PageHeader
        title="Investor Resources"
        intro="Guides, calculators and checklists to help you research, buy and manage investment property."
        actions={
          <Link className={buttonClass({ variant: 'secondary' })} to={paths.calculators()}>
            <Calculator size={18} aria-hidden="true" />
            Deal calculators
          </Link>
        }
      />

      <QueryView
        query={query}
        loading={<LoadingState text="Loading resources..." />}
        error={FAILED_TO_FETCH}
        errorText={query.error?.message}
        empty={<EmptyState title="No resources yet" text="Guides and tools for investors will appear here." />}
      >
        {() => (
          <>
            {featured && <FeaturedResource resource={featured} />}
            {others.length > 0 && (
              <ul className="resource-grid" aria-label="Resources">
                {others.map((resource) => (
                  <ResourceCard key={resource.id} resource={resource} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>

      <section className="resources-cta" aria-labelledby="resources-cta-title">
        <h2 id="resources-cta-title">Ready to invest?</h2>
        <p>Browse the off-market properties available to members now.</p>
        <Link className={buttonClass({ variant: 'accent' })} to={paths.dashboard()}>
          View Available Properties
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </section>

      <aside className="resources-disclaimer" aria-labelledby="resources-disclaimer-title">
        <h2 id="resources-disclaimer-title">Important information</h2>
        <p>{DISCLAIMER}</p>
      </aside>
    </div>
  );
}
