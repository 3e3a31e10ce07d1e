import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { langOfPath, localizePath, paths } from '@/config/paths';

/** Spec 2: any unknown path goes to the not-found page, in its language (/ar/anything → /ar/not-found). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return redirect(localizePath(paths.notFound, langOfPath(new URL(request.url).pathname)), { status: 302 });
}

export default function CatchAllRoute() {
  return null;
}
