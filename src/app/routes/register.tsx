import { requireAnonymous } from '../guards';
import { metaWords, screenMeta } from '@/lib/page-meta';
import { RegisterForm } from '@/features/auth/components/register-form';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/register';

/** Spec 2: a signed-in admin goes to the dashboard, a user to her profile. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await Promise.all([requireAnonymous(request), loadWordsOf('app/routes/register')]);
  return null;
}

/** Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('register.title', 'auth'));
}

export default function RegisterRoute() {
  return <RegisterForm />;
}
