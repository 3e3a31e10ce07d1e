import { requireStep } from '../guards';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { ResetEmailForm } from '@/features/auth/components/password-reset-forms';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/password-reset-email';

/** Spec 4: a step opens only once the steps before it are done. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireStep('email', request);
  await loadWordsOf('app/routes/password-reset-email');
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('reset.emailTitle', 'auth'));
}

export default function PasswordResetEmailRoute() {
  return <ResetEmailForm />;
}
