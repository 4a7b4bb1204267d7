import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { propertiesQuery } from '../api/list-properties';

export const loadFailedMessage = 'Failed to load properties';

export function useProperties() {
  const query = useQuery(propertiesQuery());
  const failed = query.isError;
  useEffect(() => {
    // A fixed id keeps one toast however often the list is retried.
    if (failed) toast.error(loadFailedMessage, { id: 'properties-load-failed' });
  }, [failed]);
  return query;
}
