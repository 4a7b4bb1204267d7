import { useSearchParams } from 'react-router-dom';
import { tabFromParam, withTabParam } from './tab-param';

/**
 * The selected tab kept in the URL's search parameter `key` (so a reload or a shared link opens the same
 * tab); the first tab is the default and leaves the parameter out.
 */
export function useTabParam<Id extends string>(tabs: readonly { id: Id }[], key = 'tab'): [Id, (tab: Id) => void] {
  const [params, setParams] = useSearchParams();
  const ids = tabs.map((tab) => tab.id);
  const fallback = ids[0];
  if (fallback === undefined) throw new Error('useTabParam needs at least one tab');
  const selected = tabFromParam(params.get(key), ids, fallback);
  const select = (tab: Id) => setParams((current) => withTabParam(current, key, tab, fallback), { preventScrollReset: true });
  return [selected, select];
}
