import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateRoutes, routeQueryKey, routeQuery } from './route-query';

describe('routeQueryKey', () => {
  it('is the route name alone for a route without parameters', () => {
    expect(routeQueryKey('listProperties')).toEqual(['listProperties']);
  });

  it('is the route name and its path and query parameters together', () => {
    expect(routeQueryKey('getProperty', { params: { id: 'p1' } })).toEqual(['getProperty', { id: 'p1' }]);
    expect(routeQueryKey('getPublicProperty', { params: { id: 'p1' }, query: { view: 'full' } })).toEqual(['getPublicProperty', { id: 'p1', view: 'full' }]);
  });

  it('gives the same key to two readers of one route, whatever they select', () => {
    expect(routeQuery('listPublishedAreaInsights').queryKey).toEqual(routeQueryKey('listPublishedAreaInsights'));
    expect(routeQuery('getProperty', { params: { id: 'p1' } }).queryKey).toEqual(routeQuery('getProperty', { params: { id: 'p1' } }).queryKey);
  });

  it('cannot name a missing route or leave out its parameters', () => {
    // @ts-expect-error: no such route
    routeQueryKey('listEverything');
    // @ts-expect-error: getProperty needs its id
    routeQueryKey('getProperty');
    // @ts-expect-error: the parameter is id, not slug
    routeQueryKey('getProperty', { params: { slug: 'hull' } });
    // @ts-expect-error: a write is not a query
    routeQuery('deleteProperty', { params: { id: 'p1' } });
  });
});

describe('invalidateRoutes', () => {
  const cached = () => {
    const client = new QueryClient();
    client.setQueryData(routeQueryKey('getProperty', { params: { id: 'p1' } }), { property: {} as never });
    client.setQueryData(routeQueryKey('getProperty', { params: { id: 'p2' } }), { property: {} as never });
    client.setQueryData(routeQueryKey('listProperties'), { items: [] });
    client.setQueryData(routeQueryKey('listResources'), { items: [] });
    return client;
  };
  const stale = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);

  it('reaches every parameter variant of a route name, and only the routes named', async () => {
    const client = cached();
    await invalidateRoutes(client, ['getProperty', 'listProperties']);
    expect(stale(client)).toEqual([
      routeQueryKey('getProperty', { params: { id: 'p1' } }),
      routeQueryKey('getProperty', { params: { id: 'p2' } }),
      routeQueryKey('listProperties'),
    ]);
  });

  it('invalidates nothing for no route names', async () => {
    const client = cached();
    await invalidateRoutes(client, []);
    expect(stale(client)).toEqual([]);
  });
});
