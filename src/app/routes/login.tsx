import { requireAnonymous } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { LoginForm } from '@/features/auth/components/login-form';
import { loadRouteWords } from '@/lib/i18n';
import { routeWords } from '../route-words';
import type { Route } from './+types/login';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: routeWords.login };

/** Spec 2: a signed-in admin goes to the dashboard, a user to her profile. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await Promise.all([requireAnonymous(request), loadRouteWords(routeWords.login)]);
  return null;
}

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.title'));
  return <LoginForm />;
}
