import { metaWords, screenMeta } from '@/lib/page-meta';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import type { Route } from './+types/auth-callback';

/**
 * Its title in the language of its address (a screen of the SPA fallback: lib/page-meta). Only ever opened
 * from outside (Google sends her back here), so its words are the first page's, loaded before hydration: no
 * clientLoader to wait for them.
 */
export function meta(args: Route.MetaArgs) {
  const t = metaWords(args.location.pathname);
  return screenMeta(args, t('callback.working', 'auth'));
}

export default function AuthCallbackRoute() {
  return <AuthCallback />;
}
