import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { READY, toastTitled, visit } from '../support/site-page';
import { isTelemetryRequest } from '../support/telemetry';

afterAll(closeBrowser);

const CLAIMS = [/Fortune 500/i, /500\+/, /2\.5T/, /4\.5M\+/, /15\+/, /200\+/, /25\+/, /30-50%/];
const SERVICES = [
  'Strategic Planning & Market Entry',
  'Legal & Entity Setup',
  'Talent Acquisition & HR',
  'Infrastructure & IT Setup',
  'Finance & Accounting',
  'Operational Excellence',
];

describe('home page', () => {
  it('shows the hero, every claim, six advantages and the teasers of the spec', async () => {
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/', READY.home);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    const text = await main.innerText();
    for (const claim of CLAIMS) expect(text).toMatch(claim);
    await main.getByRole('heading', { name: /Why Choose India/i }).waitFor();
    await main.getByRole('link', { name: 'View All Services' }).waitFor();
    expect(await main.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe('/services');
    expect(await main.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/about');
    await main.getByRole('heading', { name: 'Ready to Establish Your GCC in India?' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('has a muted, looping, inline hero video with a poster when motion is allowed', async () => {
    const { page, context } = await openPage({ reducedMotion: 'no-preference' });
    await visit(page, '/', READY.home);
    const video = page.locator('main video');
    await video.waitFor({ state: 'attached' });
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      inline: v.playsInline,
      poster: v.poster,
    }));
    expect(props).toMatchObject({ muted: true, loop: true, inline: true });
    expect(props.poster).not.toBe('');
    await context.close();
  });

  it.each([
    ['prefers reduced motion', { reducedMotion: 'reduce' as const }, false],
    ['asks to save data', { reducedMotion: 'no-preference' as const }, true],
  ])('does not play the hero video for a visitor who %s', async (_label, options, saveData) => {
    const { page, context } = await openPage(options);
    if (saveData) {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
      );
    }
    await visit(page, '/', READY.home);
    await page.waitForTimeout(1000);
    const playing = await page.evaluate(() => [...document.querySelectorAll('video')].some((v) => !v.paused));
    expect(playing).toBe(false);
    await context.close();
  });

  it('opens the Contact Us dialog from each contact action and shows the service toast for the service actions', async () => {
    const { page, context } = await openPage();
    await visit(page, '/', READY.home);
    for (const name of ['Start Your GCC Journey', 'Partner With Us', 'Schedule Consultation']) {
      await page.locator('main').getByRole('button', { name }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    for (const name of ['Explore Services', 'Download Brochure']) {
      await page.locator('main').getByRole('button', { name }).click();
      await toastTitled(page, /not implemented yet/).waitFor();
    }
    await context.close();
  });
});

describe('services page', () => {
  it('shows the six services, each with four points', async () => {
    const { page, context } = await openPage();
    await visit(page, '/services', READY.services);
    for (const title of SERVICES) {
      const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: title }) });
      expect({ title, points: await card.locator('li').count() }).toEqual({ title, points: 4 });
    }
    await context.close();
  });
});

describe('about page', () => {
  it('tells our story, lists the three core values and offers Partner With Us', async () => {
    const { page, context } = await openPage();
    await visit(page, '/about', READY.about);
    for (const value of ['Client-Centric', 'Expertise', 'Integrity']) {
      await page.locator('main').getByRole('heading', { name: value }).waitFor();
    }
    await page.locator('main').getByRole('button', { name: 'Partner With Us' }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    await context.close();
  });
});

describe('Contact Us dialog', () => {
  async function openContact(page: Page) {
    await visit(page, '/about', READY.about);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByText("Let's start a conversation. Fill out the form below and we'll be in touch.").waitFor();
    return dialog;
  }

  it('refuses empty fields with the destructive toast and stores nothing', async () => {
    const { page, context } = await openPage();
    const dialog = await openContact(page);
    await dialog.getByLabel('Full Name').fill('Asha Mehta');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toastTitled(page, 'Heads up!').waitFor();
    await toastTitled(page, 'Please fill out all fields to send your message.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('inquiries'))).toBeNull();
    await context.close();
  });

  it('sends after 1.5 s with no network call, stores the inquiry, closes, clears and thanks the visitor', async () => {
    const { page, context } = await openPage();
    const dialog = await openContact(page);
    const requests: string[] = [];
    // The form's own network calls: the page's telemetry (its lazy chunk, its beacons) is not the form's.
    page.on('request', (request) => {
      if (!isTelemetryRequest(request.url())) requests.push(request.url());
    });
    await dialog.getByLabel('Full Name').fill('Asha Mehta');
    expect(await dialog.getByLabel('Email Address').getAttribute('type')).toBe('email');
    await dialog.getByLabel('Email Address').fill('asha.mehta@example.com');
    await dialog.getByLabel('Your Message').fill('We plan a 200-person engineering centre in Pune next year.');
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByRole('button', { name: /Sending\.\.\./ }).waitFor();
    await toastTitled(page, 'Message Sent! 🚀').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await toastTitled(page, "Thank you for reaching out. We'll get back to you shortly!").waitFor();
    await dialog.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('inquiries') ?? 'null'));
    expect(stored).toEqual([
      {
        name: 'Asha Mehta',
        email: 'asha.mehta@example.com',
        message: 'We plan a 200-person engineering centre in Pune next year.',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
    expect(requests).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    expect(await page.getByRole('dialog').getByLabel('Full Name').inputValue()).toBe('');
    await context.close();
  });

  it('keeps a corrupt inquiries value instead of crashing or throwing it away', async () => {
    const { page, context, pageErrors } = await openPage();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('inquiries', '{not json');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const dialog = await openContact(page);
    await dialog.getByLabel('Full Name').fill('Asha Mehta');
    await dialog.getByLabel('Email Address').fill('asha.mehta@example.com');
    await dialog.getByLabel('Your Message').fill('Hello');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toastTitled(page, 'Message Sent! 🚀').waitFor();
    const all = await page.evaluate(() =>
      Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
    );
    expect(Object.values(all)).toContain('{not json');
    expect(JSON.parse(all.inquiries ?? '[]')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
