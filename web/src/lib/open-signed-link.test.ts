import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));

// Unit files share one module registry: an earlier file may have loaded these with the real toast.
let openSignedLink: typeof import('./open-signed-link').openSignedLink;
let toast: typeof import('./toast').toast;
beforeAll(async () => {
  vi.resetModules();
  ({ openSignedLink } = await import('./open-signed-link'));
  ({ toast } = await import('./toast'));
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function stubWindow(tab: { opener: unknown; location: { href: string }; close: () => void } | null) {
  const open = vi.fn(() => tab);
  const assign = vi.fn();
  vi.stubGlobal('window', { open, location: { assign } });
  return { open, assign };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('openSignedLink', () => {
  it('opens the tab inside the click, before the link comes, then points it there without an opener', async () => {
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const { open } = stubWindow(tab);
    let answer!: (url: string) => void;
    openSignedLink(() => new Promise((resolve) => (answer = resolve)), 'Failed');
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    answer('https://bucket.example.com/doc.pdf?sig=1');
    await settle();
    expect(tab.location.href).toBe('https://bucket.example.com/doc.pdf?sig=1');
    expect(tab.opener).toBeNull();
  });

  it('goes there in the page itself when no tab could open', async () => {
    const { assign } = stubWindow(null);
    openSignedLink(() => Promise.resolve('https://bucket.example.com/a.pdf'), 'Failed');
    await settle();
    expect(assign).toHaveBeenCalledWith('https://bucket.example.com/a.pdf');
  });

  it('closes the tab and says so when the link cannot be had', async () => {
    const tab = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    stubWindow(tab);
    openSignedLink(() => Promise.reject(new Error('403')), 'Failed to open the document');
    await settle();
    expect(tab.close).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to open the document');
  });
});
