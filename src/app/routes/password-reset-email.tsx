import { requireStep } from '../guards';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { ResetEmailForm } from '@/features/auth/components/password-reset-forms';
import { loadRouteWords } from '@/lib/i18n';
import { routeWords } from '../route-words';
import type { Route } from './+types/password-reset-email';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: routeWords.passwordResetEmail };

/** Spec 4: a step opens only once the steps before it are done. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStep('email', request);
  await loadRouteWords(routeWords.passwordResetEmail);
  return null;
}

export default function PasswordResetEmailRoute() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.emailTitle'));
  return <ResetEmailForm />;
}
