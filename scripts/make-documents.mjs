#!/usr/bin/env node
// Prints the seeded Knowledge Hub documents, supabase/documents/<name>.html with their
// document.css, to A4 PDFs in the public bucket's folder, supabase/storage/resources/<name>.pdf
// (committed; `supabase seed buckets` uploads that folder). PDFs because hosted Storage serves
// `.html` objects as text/plain and staff uploads are PDFs too. Printed by Debian's Chromium.
// Run it again after changing a document or its stylesheet:
//   node scripts/make-documents.mjs
// Reproducible on one machine: the dates Chromium writes are pinned (SOURCE_DATE_EPOCH, or
// PINNED_DATE below). Another Chromium version or other fonts give other bytes.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { ROOT } from 'release';

const SOURCES = path.join(ROOT, 'supabase/documents');
const BUCKET = path.join(ROOT, 'supabase/storage/resources');
/** The date every PDF carries unless SOURCE_DATE_EPOCH (seconds) says otherwise. */
const PINNED_DATE = Date.UTC(2025, 5, 1);

/** Page numbers in the bottom margin; the header is empty (Chromium's default prints a date). */
const FOOTER = `<div style="width: 100%; padding: 0 18mm; font: 8pt 'DejaVu Sans', sans-serif; color: #5b6475;
  display: flex; justify-content: space-between;"><span class="title"></span>
  <span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;

/** `D:YYYYMMDDHHmmSS+00'00'`, the PDF date format Skia writes. @param {Date} date */
function pdfDate(date) {
  return `D:${date.toISOString().slice(0, 19).replace(/\D/g, '')}+00'00'`;
}

/**
 * The PDF with its creation and modification dates replaced by `date`, byte for byte in place so
 * the cross-reference offsets stay right.
 * @param {Buffer} pdf
 * @param {Date} date
 */
function withDate(pdf, date) {
  const text = pdf.toString('latin1');
  const pinned = text.replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, (found, key) => {
    const replacement = `/${key} (${pdfDate(date)})`;
    if (replacement.length !== found.length) throw new Error(`unexpected date format in the PDF: ${found}`);
    return replacement;
  });
  return Buffer.from(pinned, 'latin1');
}

const epoch = Number(process.env.SOURCE_DATE_EPOCH);
const date = new Date(Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : PINNED_DATE);
const sources = readdirSync(SOURCES)
  .filter((file) => file.endsWith('.html'))
  .sort();

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  /** @type {string[]} */
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  for (const source of sources) {
    await page.goto(pathToFileURL(path.join(SOURCES, source)).href, { waitUntil: 'load' });
    // The failure this script exists to prevent: a document printed without its stylesheet.
    if (failed.length > 0) throw new Error(`${source}: could not load ${failed.join(', ')}`);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { top: '20mm', right: '18mm', bottom: '22mm', left: '18mm' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: FOOTER,
      tagged: true,
      outline: true,
    });
    const out = path.join(BUCKET, source.replace(/\.html$/, '.pdf'));
    const pinned = withDate(pdf, date);
    writeFileSync(out, pinned);
    console.log(`${path.relative(ROOT, out)}: ${(pinned.length / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
