import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyArrived } from './lazy-arrived';

const Page = () => <p>The page</p>;

describe('lazyArrived', () => {
  it('renders a component whose code has arrived in the same render, without loading it again', () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const Lazy = lazyArrived(() => Page, load);
    // renderToString cannot wait: a component that suspended would fail the render.
    expect(renderToString(<Lazy />)).toBe('<p>The page</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a component whose code has not arrived', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const Lazy = lazyArrived(() => undefined, load);
    expect(() => renderToString(<Lazy />)).toThrow();
    expect(load).toHaveBeenCalledOnce();
  });
});
