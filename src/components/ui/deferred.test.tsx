import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred';

function Widget() {
  return <p>the widget</p>;
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>caught {String(this.state.error)}</p> : this.props.children;
  }
}

/** A load whose promise the test settles. */
function controlledLoad() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Widget }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Widget }), reject };
      }),
  );
  return { load, settle: () => settle };
}

describe('Deferred', () => {
  it('asks for nothing until it is wanted, then mounts the widget once its code is in', async () => {
    const { load, settle } = controlledLoad();
    const { rerender } = render(<Deferred load={load} when={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Deferred load={load} when />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('the widget')).toBeNull();
    await act(async () => settle().resolve());
    expect(screen.getByText('the widget')).toBeInTheDocument();
    // unwanted again, it leaves; wanted again, it comes back without asking a second time
    rerender(<Deferred load={load} when={false} />);
    expect(screen.queryByText('the widget')).toBeNull();
    rerender(<Deferred load={load} when />);
    expect(screen.getByText('the widget')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never shows a Suspense fallback while its code loads', async () => {
    const { load, settle } = controlledLoad();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <p>the page</p>
        <Deferred load={load} when />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
    await act(async () => settle().resolve());
    expect(screen.getByText('the widget')).toBeInTheDocument();
  });

  it('gives code that cannot be loaded to the nearest error boundary, as React.lazy does', async () => {
    const { load, settle } = controlledLoad();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <Deferred load={load} when />
      </Catch>,
    );
    await act(async () => settle().reject(new Error('chunk gone')));
    expect(screen.getByText('caught Error: chunk gone')).toBeInTheDocument();
  });
});
