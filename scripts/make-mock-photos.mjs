// Makes the mock catalog's photographs (issue 23.1) from the shop's own drawings: each piece that
// src/mocks/data/photos.ts lists is drawn (GarmentIllustration) in a studio light on a backdrop and photographed
// by Chromium in the shop's two media widths, into public/media/products/. Run it again after changing the
// drawings or the list; its output is committed, so nothing runs it in a build.
//   node scripts/make-mock-photos.mjs
import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { chromium } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { '@': `${repo}src` }, jsx: { runtime: 'automatic' } });
const { GarmentIllustration } = await jiti.import(`${repo}src/components/garment/garment-illustration.tsx`);
const { catalog } = await jiti.import(`${repo}src/mocks/data/catalog.ts`);
const { PHOTOGRAPHED, PHOTO_WIDTHS, PHOTO_DIR, photoFile } = await jiti.import(
  `${repo}src/mocks/data/photos.ts`,
);

const out = `${repo}public${PHOTO_DIR}`;
const WIDTH = Math.max(...PHOTO_WIDTHS);
const HEIGHT = (WIDTH * 4) / 3;
// Backdrops in the shop's sand tones, one a shot, so a gallery's photographs differ at a glance.
const BACKDROPS = [
  ['#f4ede2', '#d9c8b0'],
  ['#efe6da', '#c9b59b'],
  ['#f6f1ea', '#e0d2bf'],
];

/** One shot as a page: a lit backdrop, a floor, the drawn piece and a film of grain over all. */
function page(product, shot, index) {
  const colour = product.colour[shot.colour] ?? product.colour[0];
  const svg = renderToStaticMarkup(createElement(GarmentIllustration, { product, colourHex: colour.hex }));
  const [light, dark] = BACKDROPS[index % BACKDROPS.length];
  const detail = shot.view === 'detail';
  const frame = detail
    ? 'width:190%;aspect-ratio:2/3;left:-45%;top:-6%;'
    : 'height:96%;aspect-ratio:2/3;left:50%;top:2%;transform:translateX(-50%);';
  return `<!doctype html><html><head><style>
    html,body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
    body{position:relative;background:radial-gradient(120% 80% at 50% 22%,${light} 0%,${dark} 78%)}
    .floor{position:absolute;inset:auto 0 0 0;height:${detail ? 0 : 16}%;background:linear-gradient(${dark},${light})}
    .piece{position:absolute;${frame}filter:drop-shadow(0 18px 24px rgba(60,40,20,.28))}
    .piece svg{display:block;width:100%;height:100%}
    .grain{position:absolute;inset:0;opacity:.16;mix-blend-mode:multiply}
  </style></head><body>
    <div class="floor"></div>
    <div class="piece">${svg}</div>
    <svg class="grain" width="100%" height="100%"><filter id="g"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#g)"/></svg>
  </body></html>`;
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of PHOTO_WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: HEIGHT },
      deviceScaleFactor: width / WIDTH,
    });
    const tab = await context.newPage();
    for (const [code, shots] of Object.entries(PHOTOGRAPHED)) {
      const product = catalog.find((row) => row.product.code === code)?.product;
      if (!product) throw new Error(`No piece ${code} in the mock catalog`);
      for (const [index, shot] of shots.entries()) {
        await tab.setContent(page(product, shot, index));
        const path = `${out}/${photoFile(code, index, width)}`;
        await tab.screenshot({ path, type: 'jpeg', quality: width > 600 ? 72 : 76 });
        console.log(path.slice(repo.length));
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
