import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18next } from '@/lib/i18n';

/**
 * Signs in the way she does, in the sign-in form once it is on screen. The router's address changes before the new
 * screen is drawn, and the footer's newsletter field of the page she is leaving is also called "Email": typing as
 * soon as any field of that name appears could type into the page that is going away.
 */
export async function signInOnScreen(
  user: UserEvent,
  { email = 'noora@example.com', password = 'Tafseel#2026' } = {},
): Promise<void> {
  const t = i18next.getFixedT(i18next.language, 'auth');
  const form = await screen.findByRole('form', { name: t('login.title') });
  await user.type(within(form).getByLabelText(t('login.email')), email);
  await user.type(within(form).getByLabelText(t('login.password'), { selector: 'input' }), password);
  await user.click(within(form).getByRole('button', { name: t('login.submit') }));
}
