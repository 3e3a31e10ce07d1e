import { requireAnonymous } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { RegisterForm } from '@/features/auth/components/register-form';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/register';

/** Spec 2: a signed-in admin goes to the dashboard, a user to her profile. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await Promise.all([requireAnonymous(request), loadWordsOf('app/routes/register')]);
  return null;
}

export default function RegisterRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.title'));
  return <RegisterForm />;
}
