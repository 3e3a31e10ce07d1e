import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import content from '@/locales/en/content';
import contentAr from '@/locales/ar/content';
import AboutUsRoute from './about-us';
import ContactUsRoute from './contact-us';
import FaqsRoute from './faqs';
import HowItWorksRoute from './how-it-works';
import HowToMeasureRoute from './how-to-measure';
import PrivacyPolicyRoute from './privacy-policy';
import SizeGuideRoute from './size-guide';
import TermsRoute from './terms';

// What a prerendered information page is before its scripts have run (two seconds on a phone): its HTML and no
// React. Each page is rendered to HTML as the build does, and that HTML alone is put in the document.
function htmlOf(Page: () => React.ReactNode, path: string): string {
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}

let host: HTMLElement | null = null;
function showWithoutScripts(html: string): HTMLElement {
  host = document.createElement('main');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}
afterEach(() => {
  host?.remove();
  host = null;
});

describe('the information pages before their scripts', () => {
  it('opens and closes an FAQ answer from the HTML alone', async () => {
    const page = showWithoutScripts(htmlOf(FaqsRoute, '/faqs'));
    const user = userEvent.setup();
    const answer = within(page).getByText(/up to 10 days from the day you order/);
    expect(answer).not.toBeVisible();
    await user.click(within(page).getByText(content.faqs.q1));
    expect(answer).toBeVisible();
    await user.click(within(page).getByText(content.faqs.q1));
    expect(answer).not.toBeVisible();
  });

  it('opens an FAQ answer from the HTML alone in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const page = showWithoutScripts(htmlOf(FaqsRoute, '/ar/faqs'));
    const user = userEvent.setup();
    await user.click(within(page).getByText(contentAr.faqs.q2));
    expect(within(page).getByText(contentAr.faqs.a2)).toBeVisible();
    expect(within(page).getByText(contentAr.faqs.a3)).not.toBeVisible();
  });

  it.each([
    ['/faqs', FaqsRoute],
    ['/about-us', AboutUsRoute],
    ['/contact-us', ContactUsRoute],
    ['/how-it-works', HowItWorksRoute],
    ['/how-to-measure', HowToMeasureRoute],
    ['/privacy-policy', PrivacyPolicyRoute],
    ['/terms', TermsRoute],
    ['/size-guide', SizeGuideRoute],
  ])('%s hides nothing behind a button that only a script opens', (path, Page) => {
    const view = htmlOf(Page, path);
    showWithoutScripts(view);
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    // a closed <details> hides its answer by itself; a `hidden` panel waits for a script to show it
    expect(view).not.toMatch(/<[^>]*\shidden(=|\s|>)/);
  });
});
