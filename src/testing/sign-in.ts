import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18next } from '@/lib/i18n';
import { storeSession } from '@/lib/session';
import { users, type DbUser } from '@/mocks/data/users';
import { signToken } from '@/mocks/jwt';

export type TestUser = null | 'user' | 'admin' | 'owner';

/** Signs a seeded account in, the way a successful sign-in leaves storage. */
export function signInAs(role: Exclude<TestUser, null>): DbUser {
  const user = users.find((u) => u.role === role);
  if (!user) throw new Error(`no seeded ${role}`);
  storeSession(signToken(user), `refresh-${user.id}`);
  return user;
}

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
