import { localizePath, paths } from './paths';

/** The pages whose top needs no API data: rendered to HTML at build time, in English and in Arabic. */
export const PRERENDERED_PAGES = [
  paths.home,
  paths.aboutUs,
  paths.contactUs,
  paths.privacyPolicy,
  paths.terms,
  paths.howItWorks,
  paths.howToMeasure,
  paths.faqs,
  paths.sizeGuide,
  paths.sizeChart,
  paths.products,
  paths.notFound,
] as const;

export const PRERENDERED_PATHS: string[] = PRERENDERED_PAGES.flatMap((path) => [
  path,
  localizePath(path, 'ar'),
]);
