import { BellPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromQuery } from '@shared/rules/property-filters';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useSaveSearch } from '../api/saved-searches';
import { filtersSummary, suggestedName } from './filters-summary';

/** 'Save this search' on the dashboard: stores the filters in the URL (the dashboard keeps them there) under a name. */
export function SaveSearchButton() {
  const [params] = useSearchParams();
  const [name, setName] = useState<string | null>(null);
  const save = useSaveSearch();
  const filters = filtersFromQuery(params);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name?.trim()) return toast.error('Name the search');
    save.mutate(
      { name: name.trim(), filters },
      {
        onSuccess: () => {
          toast.success('Search saved: new matching listings will appear under Alerts');
          setName(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setName(suggestedName(filters))}>
        <BellPlus size={16} aria-hidden="true" />
        Save this search
      </Button>
      {name !== null && (
        <Dialog title="Save this search" description={filtersSummary(filters)} onClose={() => setName(null)} busy={save.isPending}>
          <form onSubmit={onSubmit}>
            <TextField id="saved-search-name" label="Name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
            <DialogActions>
              <Button variant="secondary" onClick={() => setName(null)} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="primary" busy={save.isPending}>
                Save search
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </>
  );
}
