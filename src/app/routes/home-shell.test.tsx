/* eslint-disable testing-library/no-node-access -- this test compares DOM structure and classes on purpose */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';
import html from '../../../index.html?raw';

// index.html paints the home hero before the JavaScript arrives (docs/decisions/0012). When React renders,
// the same words in the same boxes must replace it, or the page would jump and the largest paint would move.
const doc = new DOMParser().parseFromString(html, 'text/html');

/** The hero's first column as text and classes: what decides its size on screen. */
function describeHero(column: Element) {
  const elements: Element[] = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (
        ['P', 'H1', 'A', 'UL', 'LI'].includes(child.tagName) ||
        (child.tagName === 'SPAN' && !child.hasAttribute('aria-hidden'))
      )
        elements.push(child);
      walk(child);
    }
  };
  walk(column);
  return elements.map((el) => ({
    tag: el.tagName === 'A' ? 'SPAN' : el.tagName === 'HEADER' ? 'DIV' : el.tagName,
    className: el.getAttribute('class'),
    text: el.textContent?.trim(),
  }));
}

// Compile the lazy screens before the clock starts: on a busy machine the first render would time out.
beforeAll(async () => {
  await Promise.all([import('./home'), import('./size-guide'), import('./products'), import('./product')]);
}, 60_000);

describe('the pre-JS home hero in index.html', () => {
  it.each(['en', 'ar'] as const)('matches the hero React renders, in %s', async (lang) => {
    if (lang === 'ar') await i18next.changeLanguage('ar');
    renderApp({ route: '/' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const reactColumn = heading.parentElement!;
    const template = doc.getElementById(`boot-home-${lang}`) as HTMLTemplateElement;
    const shellColumn = template.content.querySelector('h1')!.parentElement!;
    expect(describeHero(shellColumn)).toEqual(describeHero(reactColumn));
    expect(shellColumn.parentElement!.getAttribute('class')).toBe(
      reactColumn.parentElement!.getAttribute('class'),
    );
    expect(shellColumn.closest('section')!.getAttribute('class')).toBe(
      reactColumn.closest('section')!.getAttribute('class'),
    );
  });

  it.each(['en', 'ar'] as const)('matches the top of the size guide React renders, in %s', async (lang) => {
    if (lang === 'ar') await i18next.changeLanguage('ar');
    renderApp({ route: '/size-guide' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const main = screen.getByRole('main');
    const template = doc.getElementById(`boot-size-guide-${lang}`) as HTMLTemplateElement;
    const shell = document.createElement('div');
    shell.append(template.content.cloneNode(true));
    const react = document.createElement('div');
    // React's page: the banner, then the first row of cards (everything after it is not in the shell).
    const banner = heading.closest('header')!;
    const firstRow = main.querySelector('#body-belief')!.parentElement!;
    const body = firstRow.parentElement!.cloneNode(false) as Element;
    body.append(firstRow.cloneNode(true));
    react.append(banner.cloneNode(true), body);
    expect(describeHero(shell)).toEqual(describeHero(react));
  });
});

describe('the pre-JS top of the collection in index.html', () => {
  it.each(['en', 'ar'] as const)('matches the page header React renders, in %s', async (lang) => {
    if (lang === 'ar') await i18next.changeLanguage('ar');
    renderApp({ route: '/products' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const template = doc.getElementById(`boot-products-${lang}`) as HTMLTemplateElement;
    const shellHeader = template.content.querySelector('header')!;
    const reactHeader = heading.closest('header')!;
    expect(describeHero(shellHeader)).toEqual(describeHero(reactHeader));
    expect(shellHeader.getAttribute('class')).toBe(reactHeader.getAttribute('class'));
    expect(shellHeader.parentElement!.getAttribute('class')).toBe(
      reactHeader.parentElement!.getAttribute('class'),
    );
  });
});

describe('the pre-JS top of a product page in index.html', () => {
  /** The boxes that place the breadcrumb, the picture's frame and the name: class and text of each. */
  function describeProductTop(container: Element) {
    const [nav, grid] = [container.querySelector('nav')!, container.children[1]!];
    const [pictureColumn, choicesColumn] = [grid.children[0]!, grid.children[1]!];
    const frame = pictureColumn.children[0]!;
    const header = choicesColumn.querySelector('header')!;
    const box = (el: Element, withText = false) => ({
      tag: el.tagName.toLowerCase() === 'svg' ? 'DIV' : el.tagName,
      className: el.getAttribute('class'),
      ...(withText ? { text: el.textContent?.trim() } : {}),
    });
    return [
      box(container),
      box(nav),
      box(nav.querySelector('ol')!),
      ...[...nav.querySelectorAll('li')].map((li) => box(li, true)),
      box(grid),
      box(pictureColumn),
      box(frame),
      box(frame.lastElementChild!),
      box(choicesColumn),
      box(header),
      box(header.children[0]!, true),
      box(header.querySelector('h1')!, true),
    ];
  }

  it.each(['en', 'ar'] as const)('matches the top of the page React renders, in %s', async (lang) => {
    if (lang === 'ar') await i18next.changeLanguage('ar');
    renderApp({ route: '/products/3' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    const reactTop = heading.closest('#product-choices')!.parentElement!.parentElement!;
    const category = heading.previousElementSibling!.textContent!;
    // What index.html's script does with the API's answer: the name and the category, as text.
    const template = doc.getElementById(`boot-product-${lang}`) as HTMLTemplateElement;
    const shell = document.createElement('div');
    shell.append(template.content.cloneNode(true));
    shell.querySelectorAll('[data-boot="name"]').forEach((el) => (el.textContent = heading.textContent));
    shell.querySelectorAll('[data-boot="category"]').forEach((el) => (el.textContent = category));
    expect(describeProductTop(shell.firstElementChild!)).toEqual(describeProductTop(reactTop));
  });
});
