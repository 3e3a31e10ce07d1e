import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import arContent from '@/locales/ar/content';
import enContent from '@/locales/en/content';
import { renderApp } from '@/testing/render-app';

type Resources = typeof enContent;
const pages: { route: string; heading: (r: Resources) => string; intro: (r: Resources) => string }[] = [
  { route: '/about-us', heading: (r) => r.about.title, intro: (r) => r.about.intro },
  { route: '/how-it-works', heading: (r) => r.howItWorks.title, intro: (r) => r.howItWorks.intro },
  { route: '/how-to-measure', heading: (r) => r.howToMeasure.title, intro: (r) => r.howToMeasure.intro },
  { route: '/size-guide', heading: (r) => r.sizeGuide.title, intro: (r) => r.sizeGuide.intro },
  { route: '/size-chart', heading: (r) => r.sizeChart.title, intro: (r) => r.sizeChart.intro },
  { route: '/faqs', heading: (r) => r.faqs.title, intro: (r) => r.faqs.intro },
  { route: '/contact-us', heading: (r) => r.contact.title, intro: (r) => r.contact.intro },
  { route: '/privacy-policy', heading: (r) => r.privacy.title, intro: (r) => r.privacy.intro },
  { route: '/terms&conidtions', heading: (r) => r.terms.title, intro: (r) => r.terms.intro },
];

beforeAll(async () => {
  await Promise.all([
    import('./about-us'),
    import('./how-it-works'),
    import('./how-to-measure'),
    import('./size-guide'),
    import('./size-chart'),
    import('./faqs'),
    import('./contact-us'),
    import('./privacy-policy'),
    import('./terms'),
  ]);
}, 60_000);

/**
 * Every information page is one shape (src/components/info-page.tsx): a page header holding its one h1 and its
 * intro, then sections that are regions named by their h2, each one a link target (`#id`). Returns what differs.
 */
async function shapeProblems(heading: string, intro: string): Promise<string[]> {
  const problems: string[] = [];
  const h1 = await screen.findByRole('heading', { level: 1, name: heading });
  const main = screen.getByRole('main');
  if (within(main).getAllByRole('heading', { level: 1 }).length !== 1) problems.push('not one h1');
  // eslint-disable-next-line testing-library/no-node-access -- a header inside main has no role to query by
  const header = h1.closest('header');
  if (!header || !main.contains(header)) problems.push('the h1 is not in the page header');
  else if (!within(header).queryByText(intro)) problems.push('the intro is not in the page header');
  for (const section of main.querySelectorAll('section')) {
    const h2 = within(section).queryAllByRole('heading', { level: 2 })[0];
    const where = section.id || section.textContent?.slice(0, 40);
    if (!h2) problems.push(`${where}: no h2`);
    else if (section.getAttribute('aria-labelledby') !== h2.id)
      problems.push(`${where}: not named by its h2`);
    if (!section.id || h2?.id !== `${section.id}-title`) problems.push(`${where}: not linkable as #id`);
  }
  return problems;
}

describe('the information pages share one layout', () => {
  it.each(pages)('$route has its header and linkable, named sections in English', async (page) => {
    renderApp({ route: page.route });
    expect(await shapeProblems(page.heading(enContent), page.intro(enContent))).toEqual([]);
  });

  it.each(pages)('$route has its header and linkable, named sections in Arabic', async (page) => {
    await i18next.changeLanguage('ar');
    renderApp({ route: page.route });
    const ar = arContent as Resources;
    expect(await shapeProblems(page.heading(ar), page.intro(ar))).toEqual([]);
  });
});
