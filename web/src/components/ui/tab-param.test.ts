import { describe, expect, it } from 'vitest';
import { tabForKey, tabFromParam, withTabParam } from './tab-param';

const ids = ['favourites', 'account', 'requirements'] as const;

describe('tabFromParam', () => {
  it('reads a known tab and falls back for a missing or unknown one', () => {
    expect(tabFromParam('account', ids, 'favourites')).toBe('account');
    expect(tabFromParam(null, ids, 'favourites')).toBe('favourites');
    expect(tabFromParam('settings', ids, 'favourites')).toBe('favourites');
  });
});

describe('withTabParam', () => {
  it('sets the tab and keeps the other parameters', () => {
    expect(withTabParam(new URLSearchParams('q=flat'), 'tab', 'account', 'favourites').toString()).toBe('q=flat&tab=account');
  });
  it('leaves the default tab out of the URL', () => {
    expect(withTabParam(new URLSearchParams('tab=account&q=flat'), 'tab', 'favourites', 'favourites').toString()).toBe('q=flat');
  });
  it('does not change the parameters it was given', () => {
    const params = new URLSearchParams('tab=account');
    withTabParam(params, 'tab', 'requirements', 'favourites');
    expect(params.toString()).toBe('tab=account');
  });
});

describe('tabForKey', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(tabForKey(ids, 'favourites', 'ArrowRight')).toBe('account');
    expect(tabForKey(ids, 'requirements', 'ArrowRight')).toBe('favourites');
    expect(tabForKey(ids, 'favourites', 'ArrowLeft')).toBe('requirements');
  });
  it('jumps with Home and End and ignores other keys', () => {
    expect(tabForKey(ids, 'account', 'Home')).toBe('favourites');
    expect(tabForKey(ids, 'account', 'End')).toBe('requirements');
    expect(tabForKey(ids, 'account', 'Enter')).toBeNull();
  });
});
