import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, shouldRetry } from '@/lib/query-client';
import { ApiError } from '@/lib/api-error';
import SlowNotice, { SLOW_AFTER_MS } from './slow-notice';

afterEach(() => vi.useRealTimers());

describe('an answer that takes long', () => {
  it('is announced after a few seconds, and the notice goes when the answer comes', async () => {
    vi.useFakeTimers();
    const client = createQueryClient({ retry: false });
    let answer: (value: string) => void = () => {};
    void client.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    render(
      <QueryClientProvider client={client}>
        <SlowNotice />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 100);
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual.');
    await act(async () => {
      answer('here');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts from when the call began, not from when the notice appeared (a first page’s call starts earlier)', async () => {
    vi.useFakeTimers();
    const client = createQueryClient({ retry: false });
    void client.fetchQuery({ queryKey: ['early'], queryFn: () => new Promise<string>(() => {}) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 2_000);
    });
    render(
      <QueryClientProvider client={client}>
        <SlowNotice />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual.');
  });

  it('is not asked again after it timed out (the error and its way out come after one wait)', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'timeout' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 503 }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 404 }))).toBe(false);
  });
});
