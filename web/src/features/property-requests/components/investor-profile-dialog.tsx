import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DocumentAccessList } from '../../../components/document-access/document-access-list';
import { LoadingState } from '../../../components/spinner';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../lib/toast';
import { investorProfileQuery } from '../api/property-requests-admin';
import { optionText, priceText, requestDate, requirementLabels } from '../lib/format';
import { RequestStatusBadge } from './request-status';

export const NO_PROFILE = 'No detailed profile information found for this investor.';

/** 'View Investor': the investor's contact details and requirements, their requests, favourites and the documents they opened. */
export function InvestorProfileDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const query = useQuery(investorProfileQuery(userId));
  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch investor profile', { id: 'investor-profile' });
  }, [query.isError]);

  return (
    <Dialog title="Investor Profile" description={name} onClose={onClose}>
      <div className="rq-profile">
        <QueryView query={query} loading={<LoadingState text="Loading investor profile..." />} error="Failed to fetch investor profile">
          {(view) => (
            <>
              {view.profile ? (
                <section aria-labelledby="rq-profile-contact">
                  <h3 id="rq-profile-contact" className="rq-profile__heading">
                    Contact and requirements
                  </h3>
                  <dl className="rq-profile__facts">
                    <div>
                      <dt>Name</dt>
                      <dd>{view.profile.fullName ?? 'Unknown'}</dd>
                    </div>
                    <div>
                      <dt>Email</dt>
                      <dd>{view.profile.email ? <a href={`mailto:${view.profile.email}`}>{view.profile.email}</a> : 'No email'}</dd>
                    </div>
                    <div>
                      <dt>Phone</dt>
                      <dd>{view.profile.phone ? <a href={`tel:${view.profile.phone}`}>{view.profile.phone}</a> : 'Not provided'}</dd>
                    </div>
                    {requirementLabels.map(([field, label]) => {
                      const value = view.profile![field];
                      return (
                        <div key={field}>
                          <dt>{label}</dt>
                          <dd>{value === null || value === undefined || value === '' ? 'Not provided' : optionText(value)}</dd>
                        </div>
                      );
                    })}
                  </dl>
                </section>
              ) : (
                <EmptyState title={NO_PROFILE} />
              )}

              <section aria-labelledby="rq-profile-requests">
                <h3 id="rq-profile-requests" className="rq-profile__heading">
                  Property requests ({view.requests.length})
                </h3>
                {view.requests.length === 0 ? (
                  <p className="rq-muted">No property requests.</p>
                ) : (
                  <ul className="rq-profile__list">
                    {view.requests.map((r) => (
                      <li key={r.id}>
                        <span>
                          <strong>{r.property?.title ?? 'General Inquiry'}</strong>
                          {r.property && ` · ${priceText(r.property.price)}`} · {requestDate(r.createdAt)}
                        </span>
                        <RequestStatusBadge status={r.status} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section aria-labelledby="rq-profile-favourites">
                <h3 id="rq-profile-favourites" className="rq-profile__heading">
                  Favorited properties ({view.favourites.length})
                </h3>
                {view.favourites.length === 0 ? (
                  <p className="rq-muted">No favorites</p>
                ) : (
                  <ul className="rq-profile__list">
                    {view.favourites.map((f) => (
                      <li key={f.propertyId}>
                        <span>
                          <strong>{f.property?.title ?? 'Property no longer available'}</strong>
                          {f.property && ` · ${priceText(f.property.price)}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section aria-labelledby="rq-profile-documents">
                <h3 id="rq-profile-documents" className="rq-profile__heading">
                  Documents opened ({view.documentAccess.length})
                </h3>
                <DocumentAccessList entries={view.documentAccess} by="document" emptyText="This investor has not opened any documents yet." />
              </section>
            </>
          )}
        </QueryView>
      </div>
    </Dialog>
  );
}
