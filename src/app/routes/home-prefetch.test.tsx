import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCHING_AHEAD_MARK } from '@/lib/prefetch-in-view';
import { device, forgetDevice, observerReporting, pieceCallsSeen } from '@/testing/in-view';
import { renderApp } from '@/testing/render-app';

// Issue 38: on a touch screen `pointerenter` comes with the tap itself, so a featured piece was fetched only
// after the tap. The featured cards on screen fetch their pieces ahead, unless her connection saves data.

/** Everything observed is on screen at once (the featured section, then its cards). */
const AllInView = observerReporting(() => true);
const touchScreen = device(false);

let asked: string[] = [];

beforeEach(() => {
  asked = pieceCallsSeen();
  vi.stubGlobal('IntersectionObserver', AllInView);
  vi.stubGlobal('matchMedia', touchScreen);
});

afterEach(forgetDevice);

describe('the home page on a touch screen', () => {
  it('fetches the pieces of the featured cards in view before any tap', async () => {
    renderApp({ route: '/' });
    const section = await screen.findByRole('region', { name: 'New in the atelier' });
    const cards = await within(section).findAllByRole('link', { name: /BHD/ });
    const ids = cards.map((card) => card.getAttribute('href')!.split('/').pop()!);
    await waitFor(() => expect([...asked].sort()).toEqual([...ids].sort()));
    // its timeline says when it first fetched ahead: what it asked for before is its first load (npm run bench)
    expect(performance.getEntriesByName(FETCHING_AHEAD_MARK, 'mark')).toHaveLength(1);
  });
});
