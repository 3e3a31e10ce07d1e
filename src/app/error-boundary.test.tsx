import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

// The About page crashes while it renders, with the stored token in its message.
vi.mock('./routes/about-us', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  default: function Boom(): never {
    throw new Error(`render failed with ${localStorage.getItem('token')} at line 42`);
  },
}));

describe('error boundaries', () => {
  it('shows a friendly page with Try again and a way home when a screen crashes, and no stack or token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp({ route: '/about-us', user: 'user' });
    const token = localStorage.getItem('token') ?? '';
    expect(token).not.toBe('');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toContain(token);
    expect(document.body.textContent).not.toContain('line 42');
    expect(logged).toHaveBeenCalled();

    // The header stays, and moving to another page leaves the crash behind.
    await user.click(screen.getAllByRole('link', { name: 'FAQs' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: /questions/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
