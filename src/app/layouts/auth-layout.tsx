import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/ui/brand';
import { PageFallback } from './page-fallback';
import { LanguageSwitch } from './switchers';

/** A line drawing of a flowing abaya on a dress form: the auth screens' side panel. */
function AtelierSketch() {
  return (
    <svg viewBox="0 0 240 320" className="h-auto w-56 text-white/85 xl:w-64" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M120 22c-9 0-15 7-15 16s6 18 15 18 15-9 15-18-6-16-15-16z" />
        <path d="M111 56c-2 8-4 12-10 15l-26 10c-9 4-13 10-15 20l-12 70c-2 10 1 14 7 15" />
        <path d="M129 56c2 8 4 12 10 15l26 10c9 4 13 10 15 20l12 70c2 10-1 14-7 15" />
        <path d="M96 74c6 22 10 40 10 60M144 74c-6 22-10 40-10 60" />
        <path d="M82 118c-10 60-24 120-40 178h156c-16-58-30-118-40-178" />
        <path d="M106 134c-4 50-8 110-12 162M134 134c4 50 8 110 12 162" strokeDasharray="3 5" />
        <path d="M101 71c10 6 28 6 38 0" />
        <path d="M42 296c40 10 116 10 156 0" />
        <path d="M190 180l22-40M206 150l14 6" opacity=".7" />
      </g>
    </svg>
  );
}

export function AuthLayout() {
  const { t } = useTranslation('auth');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-ink p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <BrandLink className="!text-white" />
        <div className="flex justify-center">
          <AtelierSketch />
        </div>
        <div className="max-w-md space-y-3">
          <p className="font-display text-3xl leading-tight">{t('panel.title')}</p>
          <p className="text-sm leading-relaxed text-white/80">{t('panel.body')}</p>
        </div>
      </aside>
      <div className="flex flex-col bg-sand-50">
        <div className="flex items-center justify-between px-5 py-4 sm:px-10">
          <BrandLink className="lg:invisible" />
          <LanguageSwitch />
        </div>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-5 pt-4 pb-16 sm:px-10 lg:items-center"
        >
          <div className="w-full max-w-md">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}

export default AuthLayout;
