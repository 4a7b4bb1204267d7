import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateRoutes, routeKey, routeQuery } from './route-query';

describe('routeKey', () => {
  it('is the route name alone for a route without parameters', () => {
    expect(routeKey('listProperties')).toEqual(['listProperties']);
  });

  it('is the route name and its path and query parameters together', () => {
    expect(routeKey('getProperty', { params: { id: 'p1' } })).toEqual(['getProperty', { id: 'p1' }]);
    expect(routeKey('getPublicProperty', { params: { id: 'p1' }, query: { view: 'full' } })).toEqual(['getPublicProperty', { id: 'p1', view: 'full' }]);
  });

  it('gives the same key to two readers of one route, whatever they select', () => {
    expect(routeQuery('listAreaInsights').queryKey).toEqual(routeKey('listAreaInsights'));
    expect(routeQuery('getProperty', { params: { id: 'p1' } }).queryKey).toEqual(routeQuery('getProperty', { params: { id: 'p1' } }).queryKey);
  });

  it('cannot name a missing route or leave out its parameters', () => {
    // @ts-expect-error: no such route
    routeKey('listEverything');
    // @ts-expect-error: getProperty needs its id
    routeKey('getProperty');
    // @ts-expect-error: the parameter is id, not slug
    routeKey('getProperty', { params: { slug: 'hull' } });
    // @ts-expect-error: a write is not a query
    routeQuery('deleteProperty', { params: { id: 'p1' } });
  });
});

describe('invalidateRoutes', () => {
  const cached = () => {
    const client = new QueryClient();
    client.setQueryData(routeKey('getProperty', { params: { id: 'p1' } }), { property: {} as never });
    client.setQueryData(routeKey('getProperty', { params: { id: 'p2' } }), { property: {} as never });
    client.setQueryData(routeKey('listProperties'), { items: [] });
    client.setQueryData(routeKey('listResources'), { items: [] });
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
      routeKey('getProperty', { params: { id: 'p1' } }),
      routeKey('getProperty', { params: { id: 'p2' } }),
      routeKey('listProperties'),
    ]);
  });

  it('invalidates nothing for no route names', async () => {
    const client = cached();
    await invalidateRoutes(client, []);
    expect(stale(client)).toEqual([]);
  });
});
