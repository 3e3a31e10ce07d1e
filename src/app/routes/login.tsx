import type { ClientLoaderFunctionArgs } from 'react-router';
import { loadWords, requireAnonymous } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { LoginForm } from '@/features/auth/components/login-form';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['auth'] };

/** Spec 2: a signed-in admin goes to the dashboard, a user to her profile. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireAnonymous(request), loadWords(['auth'])]);
  return null;
}

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.title'));
  return <LoginForm />;
}
