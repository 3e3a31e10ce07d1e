import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderIn(Component: ReturnType<typeof preloadableLazy<typeof Greeting>>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Noor" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once its code was loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    renderIn(Lazy);
    // in the first commit: a plain React.lazy shows its fallback here, and React reveals what replaces it no
    // sooner than 300 ms later
    expect(screen.getByText('Hello Noor')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when its code was not loaded ahead, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = preloadableLazy(load);
    renderIn(Lazy);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Noor')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for code whose download failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByText('Hello Noor')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
