import { useParams } from 'react-router-dom';
import { EditPropertyPage } from '../../features/property-form/components/property-form-pages';

/** `/edit-property/:id` (admin). */
export function EditPropertyRoute() {
  const { id = '' } = useParams();
  return <EditPropertyPage key={id} id={id} />;
}
