import { redirect } from 'react-router';
import { langOfPath, localizePath, paths } from '@/config/paths';
import type { Route } from './+types/catch-all';

/** Spec 2: any unknown path goes to the not-found page, in its language (/ar/anything → /ar/not-found). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(localizePath(paths.notFound, langOfPath(new URL(request.url).pathname)), { status: 302 });
}

export default function CatchAllRoute() {
  return null;
}
