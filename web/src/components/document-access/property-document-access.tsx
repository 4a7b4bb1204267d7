import { useQuery } from '@tanstack/react-query';
import { routeQuery, selectItems } from '../../lib/route-query';
import { LoadingState } from '../spinner';
import { QueryView } from '../ui/query-view';
import { DocumentAccessList } from './document-access-list';

/**
 * Admins only, on the property detail page: who opened this property's documents, and when. Loaded lazily
 * (its own chunk), so investors never download it.
 */
export function PropertyDocumentAccess({ propertyId }: { propertyId: string }) {
  const query = useQuery({ ...routeQuery('listDocumentAccess', { params: { id: propertyId } }), select: selectItems });
  return (
    <section className="pd-card property-document-access" aria-labelledby="document-access-title">
      <h2 id="document-access-title" className="pd-card__title">
        Document access (admins only)
      </h2>
      <QueryView query={query} loading={<LoadingState text="Loading document access..." />} error="Failed to load document access">
        {(entries) => <DocumentAccessList entries={entries} by="person" emptyText="No investor has opened this property's documents yet." />}
      </QueryView>
    </section>
  );
}
