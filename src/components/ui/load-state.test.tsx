import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './field';
import { LoadError } from './load-state';

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
