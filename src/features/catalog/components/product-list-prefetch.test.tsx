import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { device, forgetDevice, observerReporting, pieceCallsSeen } from '@/testing/in-view';
import { renderApp } from '@/testing/render-app';

// Issue 38: on a touch screen `pointerenter` comes with the tap itself, so a card's page and piece were fetched
// only after the tap. The cards on screen fetch them ahead instead, once the page has idled, unless data is spared.

const FIRST_CARD = '/products/18';

/** The first card (and only it) is on screen. */
const FirstCardInView = observerReporting((element) => element.getAttribute('href') === FIRST_CARD);

const touchScreen = device(false);
const mouse = device(true);

let asked: string[] = [];

beforeEach(() => {
  asked = pieceCallsSeen();
  vi.stubGlobal('IntersectionObserver', FirstCardInView);
});

afterEach(forgetDevice);

const setConnection = (connection: { saveData?: boolean; effectiveType?: string }) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

/** Lets the page's idle work run (the in-view prefetch waits for the page to idle: a task, in jsdom). */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function firstCard() {
  const grid = await screen.findByRole('list', { name: 'Products' });
  return within(grid).findByRole('link', { name: /Mayar Organza Gown/ });
}

describe('the collection on a touch screen', () => {
  it('fetches the piece of a card in view into the cache, before any tap', async () => {
    vi.stubGlobal('matchMedia', touchScreen);
    setConnection({ effectiveType: '4g' });
    renderApp({ route: '/products' });
    const card = await firstCard();
    await waitFor(() => expect(asked).toEqual(['18']));
    expect(card).toHaveAttribute('href', FIRST_CARD);
  });

  it('fetches nothing ahead while her connection saves data, or on a 2g link', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: 'slow-2g' }]) {
      vi.stubGlobal('matchMedia', touchScreen);
      setConnection(connection);
      const { unmount } = renderApp({ route: '/products' });
      await firstCard();
      await idle();
      await idle();
      expect(asked).toEqual([]);
      unmount();
    }
  });

  it('waits for her pointer where there is hover (a mouse): the cards in view are not fetched', async () => {
    vi.stubGlobal('matchMedia', mouse);
    renderApp({ route: '/products' });
    await firstCard();
    await idle();
    await idle();
    expect(asked).toEqual([]);
  });
});
