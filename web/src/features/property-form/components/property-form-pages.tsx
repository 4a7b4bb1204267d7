import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AuditHistory } from '../../../components/audit/audit-history';
import { LoadingState } from '../../../components/spinner';
import { buttonClass } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { ApiError } from '../../../lib/api';
import { editedPropertyQuery } from '../api/property-form';
import { PropertyForm } from './property-form';
import '../property-form.css';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '@shared/contract/paths';

function Header({ title, intro }: { title: string; intro: string }) {
  return (
    <PageHeader
      title={title}
      intro={intro}
      back={
        <Link className="pf-back link" to={paths.propertyManagement()}>
          <ArrowLeft size={16} aria-hidden="true" /> Property Management
        </Link>
      }
    />
  );
}

/** /add-property (admin). */
export function AddPropertyPage() {
  return (
    <div className="container pf-page">
      <Header title="Add New Property" intro="Fields marked (required) must be filled in; everything else can follow later." />
      <PropertyForm />
    </div>
  );
}

/** /edit-property/{id} (admin): the form filled from the record, then the property's activity history. */
export function EditPropertyPage({ id }: { id: string }) {
  const query = useQuery({ ...editedPropertyQuery(id), staleTime: 0, refetchOnWindowFocus: false });
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="container pf-page">
      <Header title="Edit Property" intro={query.data ? query.data.title : 'Change the listing and save it.'} />
      <QueryView
        query={query}
        loading={<LoadingState text="Loading property..." />}
        headingLevel={2}
        error={notFound ? 'Property not found' : 'Failed to load property'}
        retry={!notFound}
        errorAction={
          <Link className={buttonClass({ variant: 'secondary' })} to={paths.propertyManagement()}>
            Back to Property Management
          </Link>
        }
      >
        {(property) => (
          <>
            <PropertyForm key={property.id} property={property} />
            <div className="card pf-history">
              <div className="card__body">
                <AuditHistory targetType="property" targetId={property.id} title="Activity history" />
              </div>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
