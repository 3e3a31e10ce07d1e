import type { Locator, Page } from '@playwright/test';
import arAuth from '../../src/locales/ar/auth';
import arCommon from '../../src/locales/ar/common';
import enCommon from '../../src/locales/en/common';
import arProduct from '../../src/locales/ar/product';
import enAuth from '../../src/locales/en/auth';
import enProduct from '../../src/locales/en/product';
import { catalog } from '../../src/mocks/data/catalog';
import { estimateDelivery, shopDayOf } from '../../src/domain/delivery-estimate';
import { formatDeliveryRange } from '../../src/lib/format-date';
import { accounts, expect, expectAccessible, SEED_PASSWORD, takeTurns, test, useLanguage } from './fixtures';

// Pieces of the mock catalog the journeys use (ids are stable, see src/mocks/data/catalog.ts).
const NOOR = { id: 1, name: { en: 'Noor Open Abaya', ar: 'عباية نور المفتوحة' } };
const OUT_OF_STOCK_ID = 4;
const ABAYAS = { en: 'Abayas', ar: 'عبايات' };
const NAVY = { en: 'Navy', ar: 'كحلي' };
const OPTIONS = {
  longSleeve: { en: 'Long sleeve', ar: 'كم طويل' },
  bellSleeve: { en: 'Bell sleeve', ar: 'كم واسع جرسي' },
  ankle: { en: 'Ankle length', ar: 'بطول الكاحل' },
};

const texts = {
  en: { product: enProduct, auth: enAuth, common: enCommon },
  ar: { product: arProduct, auth: arAuth, common: arCommon },
};
type Lang = keyof typeof texts;

const cartCount = (page: Page) => page.getByTestId('cart-count');
/** Radios are drawn as swatches and cards: she clicks the label around the (visually hidden) input. */
function choose(scope: Page | Locator, name: string | RegExp) {
  // the inner locator of `has` is resolved inside each label, so it starts from the page
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('label', { has: page.getByRole('radio', { name, exact: typeof name === 'string' }) })
    .first()
    .click();
}

async function signInWith(page: Page, lang: Lang) {
  const { auth } = texts[lang];
  await page.getByLabel(auth.login.email).fill(accounts.customer);
  await page.getByLabel(auth.login.password, { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const p = texts[lang].product;

  test.describe(`product page in ${lang}`, { tag: `@${lang}` }, () => {
    const turn = takeTurns(lang);
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test(
      'opened directly, the page asks for its modules together as the shop starts',
      turn(),
      async ({ page }) => {
        await page.goto(`/products/${NOOR.id}`);
        await expect(page.getByRole('heading', { level: 1, name: NOOR.name[lang] })).toBeVisible();
        // The SPA fallback names only the root's scripts; the entry preloads the page's own module, its loader
        // and their imports at once instead of one level of imports at a time.
        const preloaded = await page
          .locator('link[rel="modulepreload"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(preloaded.filter((href) => /\/product-(main|client-loader)-/.test(href))).toHaveLength(2);
      },
    );

    test(
      'a customer browses, filters, customizes, gives her measurements and adds the piece',
      turn(),
      async ({ page }) => {
        // sign-in, the collection, three axe scans and the whole form: past 45 s on a busy two-core CI machine
        test.slow();
        await page.goto('/login');
        await signInWith(page, lang);
        await expect(page).not.toHaveURL(/\/login/);
        // her bag is empty: it says so by its name, with no '0' drawn on it
        const emptyBag =
          lang === 'ar'
            ? texts.ar.common.header.cartCount_zero
            : texts.en.common.header.cartCount_other.replace('{{count}}', '0');
        await expect(page.getByRole('link', { name: emptyBag })).toBeVisible();
        await expect(cartCount(page)).toHaveCount(0);

        await page.goto('/products');
        await page.getByRole('link', { name: ABAYAS[lang], exact: true }).click();
        await expect(page).toHaveURL(/category=abayas/);
        await page
          .getByRole('link', { name: new RegExp(NOOR.name[lang]) })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`/products/${NOOR.id}$`));
        await expect(page.getByRole('heading', { level: 1, name: NOOR.name[lang] })).toBeVisible();
        await expectAccessible(page, `product page (${lang})`);

        await choose(page, NAVY[lang]);
        await expect(
          page.getByRole('group', { name: p.colour.selected.replace('{{name}}', NAVY[lang]) }),
        ).toBeVisible();

        // the style fee is said before she chooses a cut (issue 19.4), and the dialog says when her cut adds it
        await expect(page.getByTestId('style-fee-note')).toContainText('5.000');
        await page.getByRole('button', { name: p.style.customize }).click();
        const modal = page.getByRole('dialog');
        await expect(modal).toBeVisible();
        await expect(modal.getByTestId('style-fee')).toHaveText(p.customize.feeDefault);
        await expectAccessible(page, `customization modal (${lang})`);
        await modal.getByRole('button', { name: p.customize.resetToDefault }).click();
        await choose(modal, new RegExp(OPTIONS.longSleeve[lang]));
        await expect(modal.getByTestId('combination-status')).toHaveText(p.customize.combinationAvailable);
        await expect(modal.getByTestId('style-fee')).toContainText('5.000');
        await modal.getByRole('button', { name: p.customize.apply }).click();
        await expect(modal).toBeHidden();
        await expect(page.getByTestId('chosen-cut')).toContainText(OPTIONS.longSleeve[lang]);
        await expect(page.getByTestId('price-with-choices')).toContainText('43.000');

        await choose(page, p.measurement.custom);
        const values = {
          bust: '90',
          underBust: '78',
          waist: '70',
          hips: '96',
          shoulderWidth: '38',
          bodyHeight: '165',
        } as const;
        for (const [field, value] of Object.entries(values)) {
          await page
            .getByLabel(
              `${p.measurement.fields[field as keyof typeof values]} (${p.measurement.unitShort.cm})`,
              { exact: true },
            )
            .fill(value);
        }
        await expect(page.getByTestId('size-suggestion')).toContainText('M');
        // 38 BHD + 5 custom style + 2.9 custom size
        await expect(page.getByTestId('price-total')).toContainText('45.900');

        await page.getByRole('button', { name: p.add.submit }).click();
        const added = page.getByRole('dialog', { name: p.itemAdded.title });
        await expect(added).toBeVisible();
        await expectAccessible(page, `item-added dialog (${lang})`);
        await expect(cartCount(page)).toHaveText('1');
        await added.getByRole('button', { name: p.itemAdded.continue }).click();
        await expect(added).toBeHidden();
      },
    );

    // about her language (its dates and words): in both
    test('says when the piece would arrive, and that her measurements fall between two sizes', async ({
      page,
    }) => {
      await page.goto(`/products/${NOOR.id}`);
      const dates = formatDeliveryRange(
        estimateDelivery({ start: shopDayOf(new Date())!, country: 'bh' })!,
        lang,
      ).replace(/\s/g, ' ');
      await expect(page.getByTestId('delivery-estimate')).toHaveText(
        p.delivery.estimate.replace('{{dates}}', dates),
      );
      await choose(page, p.measurement.custom);
      const unit = p.measurement.unitShort.cm;
      for (const [field, value] of [
        ['bust', '95'],
        ['waist', '78'],
        ['hips', '104'],
      ] as const) {
        await page.getByLabel(`${p.measurement.fields[field]} (${unit})`, { exact: true }).fill(value);
      }
      const suggestion = page.getByTestId('size-suggestion');
      await expect(suggestion).toContainText(
        p.measurement.suggestion.betweenTitle.replace('{{lower}}', 'M').replace('{{upper}}', 'L'),
      );
      await expect(suggestion).not.toContainText(p.measurement.suggestion.title.replace(' {{size}}', ''));
    });

    test(
      'a shared link opens the piece in its colour and cut; one it cannot be made as says so',
      turn(),
      async ({ page }) => {
        const noor = catalog.find((row) => row.product.id === NOOR.id)!.product;
        const navy = noor.colour.find((c) => c.name.en === NAVY.en)!;
        const unavailable = noor.combinations.find((c) => !c.isAvailable)!;
        const custom = noor.combinations.find((c) => !c.isDefault && c.isAvailable)!;
        await page.goto(`/products/${NOOR.id}?colour=${navy.id}&cut=${custom.id}`);
        await expect(
          page.getByRole('group', { name: p.colour.selected.replace('{{name}}', NAVY[lang]) }),
        ).toBeVisible();
        await expect(page.getByTestId('chosen-cut')).toBeVisible();
        await expect(page.getByTestId('link-fell-back')).toBeHidden();
        await page.goto(`/products/${NOOR.id}?cut=${unavailable.id}`);
        await expect(page.getByTestId('link-fell-back')).toHaveText(p.shared.fellBack);
        await expect(page).toHaveURL(new RegExp(`/products/${NOOR.id}$`));
      },
    );

    test(
      'help beside the piece opens WhatsApp on a message naming it and her colour',
      turn(),
      async ({ page }) => {
        await page.goto(`/products/${NOOR.id}`);
        await choose(page, NAVY[lang]);
        const help = page.getByTestId('help-nearby');
        await expect(help).toBeVisible();
        const href = await help
          .getByRole('link', { name: texts[lang].common.help.whatsapp })
          .getAttribute('href');
        const message = new URL(href!).searchParams.get('text') ?? '';
        expect(message).toContain(NOOR.name[lang]);
        expect(message).toContain(NAVY[lang]);
        await expect(
          help.getByRole('link', { name: new RegExp(texts[lang].common.help.call) }),
        ).toHaveAttribute('href', 'tel:+97317000000');
        await expectAccessible(page, `product page with help (${lang})`);
      },
    );

    test('a guest adds a piece, signs in, and the piece is added by itself', turn(), async ({ page }) => {
      await page.goto(`/products/${NOOR.id}`);
      await expect(page.getByRole('heading', { level: 1, name: NOOR.name[lang] })).toBeVisible();
      await page.getByRole('button', { name: p.add.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: p.measurement.selectSize })).toBeVisible();
      await choose(page, 'M');
      await page.getByRole('button', { name: p.add.submit }).click();

      const prompt = page.getByRole('dialog', { name: p.signInRequired.title });
      await expect(prompt).toBeVisible();
      await expectAccessible(page, `sign-in-required dialog (${lang})`);
      await prompt.getByRole('button', { name: p.signInRequired.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);

      await signInWith(page, lang);
      await expect(page).toHaveURL(new RegExp(`/products/${NOOR.id}$`));
      // confirmed as any add is: the shop's item-added dialog, not a toast
      const added = page.getByRole('dialog', { name: p.itemAdded.title });
      await expect(added).toBeVisible();
      await expect(added).toContainText(p.itemAdded.body.replace('{{name}}', NOOR.name[lang]));
      await expect(cartCount(page)).toHaveText('1');
      await added.getByRole('button', { name: p.itemAdded.goToCart }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const pending = await page.evaluate(() => sessionStorage.getItem('pendingCartItem'));
      expect(pending).toBeNull();
    });

    test(
      'an unavailable combination cannot be closed normally; the size chart and notify-me dialogs pass axe',
      turn(),
      async ({ page }) => {
        await page.goto(`/products/${NOOR.id}`);
        await page.getByRole('button', { name: p.style.customize }).click();
        const modal = page.getByRole('dialog');
        await choose(modal, new RegExp(OPTIONS.bellSleeve[lang]));
        await choose(modal, new RegExp(OPTIONS.ankle[lang]));
        await expect(modal.getByTestId('combination-status')).toHaveText(p.customize.combinationUnavailable);
        await expect(modal.getByRole('button', { name: p.customize.apply })).toBeDisabled();
        await expectAccessible(page, `customization modal with an unavailable combination (${lang})`);
        await page.keyboard.press('Escape');
        await expect(modal).toBeVisible();
        await expect(modal.getByRole('alert')).toHaveText(p.customize.closeRefusedUnavailable);
        await expect(modal.getByRole('alert')).toBeInViewport();
        await modal.getByRole('button', { name: p.customize.discard }).click();
        await expect(modal).toBeHidden();
        await expect(page.getByText(p.style.notCustomized)).toBeVisible();

        await page.getByRole('button', { name: p.measurement.sizeChart }).click();
        const chart = page.getByRole('dialog', { name: p.sizeChart.title });
        await expect(chart).toBeVisible();
        await expect(chart.getByRole('row').nth(3)).toContainText('89–94');
        await expectAccessible(page, `size chart dialog (${lang})`);
        await page.keyboard.press('Escape');
        await expect(chart).toBeHidden();

        await page.goto(`/products/${OUT_OF_STOCK_ID}`);
        await page.getByRole('button', { name: p.add.notifyMe }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `notify-me dialog (${lang})`);
      },
    );

    test(
      'the customization modal shows the garment it draws on a 390 px phone screen',
      turn(),
      async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`/products/${NOOR.id}`);
        await page.getByRole('button', { name: p.style.customize }).click();
        const modal = page.getByRole('dialog');
        const preview = modal.getByTestId('customization-preview');
        await expect(preview).toBeVisible();
        await expect(preview).toBeInViewport();
        const box = (await preview.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(96);
        expect(box.height).toBeGreaterThanOrEqual(120);
        // the drawing follows the cut being chosen
        await expect(preview.locator('svg')).toBeVisible();
        await choose(modal, new RegExp(OPTIONS.longSleeve[lang]));
        await expect(preview).toBeVisible();
        await expectAccessible(page, `customization modal on a phone (${lang})`);
      },
    );

    test('the measurement form and the size chart show the unit in her language, ranges low to high', async ({
      page,
    }) => {
      await page.goto(`/products/${NOOR.id}`);
      await expect(page.getByRole('heading', { level: 1, name: NOOR.name[lang] })).toBeVisible();
      await page.getByRole('button', { name: p.measurement.sizeChart }).click();
      const chart = page.getByRole('dialog', { name: p.sizeChart.title });
      await expect(chart.getByRole('columnheader', { name: p.sizeChart.bust })).toContainText(
        `(${p.measurement.unitShort.cm})`,
      );
      // '89–94', never '94–89': the low end comes first in reading left to right, in Arabic too
      const range = chart.getByRole('row').nth(3).getByText('89–94');
      const [low, high] = await range.evaluate((el) => {
        // where the first and the last two digits are drawn (one text node or several)
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        while (walker.nextNode()) nodes.push(walker.currentNode as Text);
        const left = (node: Text, start: number) => {
          const r = document.createRange();
          r.setStart(node, start);
          r.setEnd(node, start + 2);
          return r.getBoundingClientRect().left;
        };
        const first = nodes[0]!;
        const last = nodes[nodes.length - 1]!;
        return [left(first, 0), left(last, last.length - 2)];
      });
      expect(low).toBeLessThan(high);
      await page.keyboard.press('Escape');
      await expect(chart).toBeHidden();

      await choose(page, p.measurement.custom);
      const bust = page.getByLabel(`${p.measurement.fields.bust} (${p.measurement.unitShort.cm})`, {
        exact: true,
      });
      await expect(bust).toBeVisible();
      await expect(
        page.getByText(
          p.measurement.range
            .replace('{{min}}', '70')
            .replace('{{max}}', '160')
            .replace('{{unit}}', p.measurement.unitShort.cm),
        ),
      ).toBeVisible();
      if (lang === 'ar') {
        const form = await page.locator('#product-choices').innerText();
        expect(form).toContain('سم');
        expect(form).not.toMatch(/\b(cm|in)\b/);
        await choose(page, p.measurement.in);
        await expect(page.getByLabel(`${p.measurement.fields.bust} (إنش)`, { exact: true })).toBeVisible();
        expect(await page.locator('#product-choices').innerText()).not.toMatch(/\b(cm|in)\b/);
      }
    });
  });
}
