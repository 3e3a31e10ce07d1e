import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { pageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/not-found';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'notFound', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/not-found');

export default function NotFoundRoute() {
  const { t } = useTranslation('content');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <p className="font-display text-7xl font-semibold text-brand-700 sm:text-8xl" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-ink-soft">{t('notFound.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to={paths.products} className={buttonClasses('secondary')}>
          {t('notFound.shop')}
        </Link>
      </div>
      <p className="text-sm text-ink-muted">
        <Link to={paths.faqs} className="underline-offset-4 hover:text-brand-700 hover:underline">
          {t('notFound.help')}
        </Link>
      </p>
    </div>
  );
}
