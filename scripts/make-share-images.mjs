#!/usr/bin/env node
// Draws the link-preview images of the site manifest into shell/public/ (committed; link previews
// want PNG, not SVG): one 1200x630 card per route that names an `image`, the default card, and the
// firm's 512x512 logo for its structured data. Drawn by Debian's Chromium from plain HTML, with the
// brand, colours and mark of the site. Run it again after changing a route's title:
//   node scripts/make-share-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { ROOT, SITE } from 'release';

const site = (await import('../shared-ui/src/site/site-info.json', { with: { type: 'json' } })).default;
const LEGAL_NAME = `${site.brand} ${site.legalSuffix}`;
const PUBLIC = path.join(ROOT, 'shell/public');

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M9 22V10h7.5a4 4 0 0 1 0 8H13" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="22" cy="22" r="3" fill="#fb923c"/></svg>`;

/** @param {string} text */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** @param {{ title: string, lead: string }} content */
function card({ title, lead }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { box-sizing: border-box; padding: 72px 80px; background: #0b1120; color: #f8fafc;
      font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; display: flex; flex-direction: column; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
    .brand svg { width: 72px; height: 72px; }
    h1 { margin: auto 0 24px; font-size: 76px; line-height: 1.08; letter-spacing: -1px; max-width: 1000px; }
    p { margin: 0; font-size: 30px; line-height: 1.4; color: #cbd5e1; max-width: 1000px; }
    .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 16px; background: #1d4ed8; }
    .bar::after { content: ''; position: absolute; right: 0; top: 0; bottom: 0; width: 240px; background: #fb923c; }
  </style></head><body><div class="brand">${MARK}<span>${escape(LEGAL_NAME)}</span></div>
  <h1>${escape(title)}</h1><p>${escape(lead)}</p><div class="bar"></div></body></html>`;
}

const logo = `<!doctype html><html><head><style>html, body { margin: 0; width: 512px; height: 512px; }
  svg { display: block; width: 512px; height: 512px; }</style></head><body>${MARK}</body></html>`;

/** @typedef {{ file: string, html: string, size: [width: number, height: number] }} ShareImage */

/** What each image shows: a route's title with the firm's claim, or the firm alone. @type {ShareImage[]} */
const images = [
  ...SITE.host.pages.flatMap(
    /** @returns {ShareImage[]} */ (page) =>
      page.image
        ? [{ file: page.image, html: card({ title: page.title, lead: page.description }), size: [1200, 630] }]
        : [],
  ),
  {
    file: SITE.defaultImage,
    html: card({ title: 'Global Capability Centers in India', lead: 'Set up and scale your GCC with one partner.' }),
    size: [1200, 630],
  },
  { file: SITE.logo, html: logo, size: [512, 512] },
];

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, html, size } of images) {
    const page = await browser.newPage({ viewport: { width: size[0], height: size[1] }, deviceScaleFactor: 1 });
    await page.setContent(html);
    const png = await page.screenshot({ type: 'png', omitBackground: file === SITE.logo });
    const out = path.join(PUBLIC, file);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, png);
    console.log(`${path.relative(ROOT, out)}: ${(png.length / 1024).toFixed(1)} kB`);
    await page.close();
  }
} finally {
  await browser.close();
}
