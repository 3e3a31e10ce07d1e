import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './field';
import { MemoryRouter } from 'react-router';
import { EmptyState, LoadError } from './load-state';

// Issue 19.5: text from the API (a server's sentence, maybe English on an Arabic page) takes its own direction.
describe('the server’s words in shared states', () => {
  it('a load error’s message has its own direction', () => {
    render(<LoadError title="تعذّر التحميل" message="The shop is down." onRetry={() => {}} />);
    expect(screen.getByText('The shop is down.')).toHaveAttribute('dir', 'auto');
  });

  it('a field’s error has its own direction', () => {
    render(<TextField label="المدينة" error="City is not served." />);
    expect(screen.getByRole('alert')).toHaveAttribute('dir', 'auto');
  });
});

describe('an empty list', () => {
  it('says what is empty, what would fill it, and links on when it has somewhere to go', () => {
    render(
      <MemoryRouter>
        <EmptyState
          title="No notifications yet."
          body="We’ll tell you here when your order moves."
          action={{ to: '/products', label: 'Browse the collection' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('No notifications yet.')).toBeVisible();
    expect(screen.getByText('We’ll tell you here when your order moves.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute('href', '/products');
  });

  it('is only its title when that says it all', () => {
    render(<EmptyState title="No current orders." />);
    expect(screen.getByText('No current orders.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('paragraph')).toHaveLength(1);
  });
});
