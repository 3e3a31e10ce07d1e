import { requireStep } from '../guards';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { ResetNewPasswordForm } from '@/features/auth/components/password-reset-forms';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/password-reset-new-password';

/** Spec 4: a step opens only once the steps before it are done. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStep('new-password', request);
  await loadWordsOf('app/routes/password-reset-new-password');
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('reset.newTitle', 'auth'));
}

export default function PasswordResetNewPasswordRoute() {
  return <ResetNewPasswordForm />;
}
