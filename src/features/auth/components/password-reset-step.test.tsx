import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';

// Issue 9: the reset steps read '3 / 1' in Arabic (a bare '1 / 3' turned round by the bidi algorithm).
describe('the password reset step indicator', () => {
  it('says which step of three she is on, in words', async () => {
    renderApp({ route: '/password-reset/email' });
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('says it in Arabic as Arabic reads it', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/password-reset/email' });
    await screen.findByRole('heading', { name: 'إعادة تعيين كلمة المرور' });
    expect(screen.getByText('الخطوة 1 من 3')).toBeInTheDocument();
    expect(screen.queryByText(/\d\s*\/\s*\d/)).not.toBeInTheDocument();
  });
});
