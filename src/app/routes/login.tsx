import { requireAnonymous } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { LoginForm } from '@/features/auth/components/login-form';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/login';

/** Spec 2: a signed-in admin goes to the dashboard, a user to her profile. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await Promise.all([requireAnonymous(request), loadWordsOf('app/routes/login')]);
  return null;
}

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.title'));
  return <LoginForm />;
}
