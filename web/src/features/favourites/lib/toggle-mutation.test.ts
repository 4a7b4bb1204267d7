import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PropertyCard } from '@shared/domain/property';
import { ApiError } from '../../../lib/api';
import { routeQueryKey } from '../../../lib/route-query';
import type { FavouriteItem } from '../api/saved-properties';
import { itemsNow, toggleMutation, type ToggleList } from './toggle-mutation';

/**
 * The toggle's rules on a real query client: the calls a card's clicks make, with `send` standing in for the
 * API (the e2e favourite-race spec runs them against the real one).
 */
const property = { id: 'prop-1', title: 'A flat' } as PropertyCard;
const texts = { added: 'added', removed: 'removed', failed: 'failed', loadFailed: 'load failed', signedOut: 'signed out' };
/** A 503 whose Retry-After is 0 s, so the retry does not wait in the test. */
const outage = (method: string) => new ApiError('The service is temporarily unavailable.', 503, method, 0);

function setup(send: ToggleList<FavouriteItem>['send'], saved = false) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(routeQueryKey('listMyFavourites'), {
    items: saved ? [{ propertyId: property.id, createdAt: '2026-11-01T00:00:00Z', property }] : [],
  });
  const list: ToggleList<FavouriteItem> = {
    kind: 'favourites',
    route: 'listMyFavourites',
    send,
    texts,
    newItem: (card) => ({ propertyId: card.id, createdAt: new Date().toISOString(), property: card }),
  };
  /** One click: the state the screen shows now, flipped, as the card's button sends it. */
  const click = () => {
    const wanted = !savedNow();
    return new MutationObserver(queryClient, toggleMutation(queryClient, list)).mutate({ property, wanted }).catch((error: unknown) => error);
  };
  const savedNow = () => itemsNow(queryClient, 'listMyFavourites').some((item) => item.propertyId === property.id);
  return { click, savedNow };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the favourite toggle', () => {
  it('sends a click the service could not take (503) again, and keeps what the user chose', async () => {
    const sent: string[] = [];
    const { click, savedNow } = setup(async (_id, wanted) => {
      sent.push(wanted ? 'PUT' : 'DELETE');
      if (sent.length < 3) throw outage('PUT');
    });
    const result = await click();
    expect(result).toBeUndefined();
    expect(sent).toEqual(['PUT', 'PUT', 'PUT']);
    expect(savedNow()).toBe(true);
  });

  it('rolls the screen back when the call still fails after its retries, and never retries a refusal', async () => {
    const sent: string[] = [];
    const { click, savedNow } = setup(async () => {
      sent.push('DELETE');
      throw outage('DELETE');
    }, true);
    expect(await click()).toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(4); // the first try and three more
    expect(savedNow()).toBe(true);

    const refused: string[] = [];
    const second = setup(async () => {
      refused.push('PUT');
      throw new ApiError('Property not found', 404, 'PUT');
    });
    expect(await second.click()).toBeInstanceOf(ApiError);
    expect(refused).toHaveLength(1);
    expect(second.savedNow()).toBe(false);
  });

  it('a failed click does not undo the clicks made after it: the screen keeps the last one', async () => {
    let calls = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { click, savedNow } = setup(async () => {
      await answered; // the API answers once all three clicks are made
      calls += 1;
      if (calls === 1) throw new ApiError('Property not found', 404, 'PUT');
    });
    // on, off, on: the first fails once the other two are already on the screen.
    const clicks: Promise<unknown>[] = [];
    for (let i = 0; i < 3; i += 1) {
      clicks.push(click());
      await nextTask(); // clicks are separate events: each one's screen change is in before the next
    }
    expect(savedNow()).toBe(true);
    answer();
    const results = await Promise.all(clicks);
    expect(results[0]).toBeInstanceOf(ApiError);
    expect(calls).toBe(3);
    expect(savedNow()).toBe(true);
  });
});
