import { useParams } from 'react-router-dom';
import { PublicPeekPage } from '../../features/public-property/components/public-peek-page';

/** `/public-property/:id` (public): the sneak peek. */
export function PublicPropertyRoute() {
  const { id = '' } = useParams();
  return <PublicPeekPage key={id} id={id} />;
}

/** The page's start-up query (screens.ts). */
export { publicPropertyQuery } from '../../features/public-property/api/public-property';
