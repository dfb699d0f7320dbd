// The phone-like profile the site is judged on: a mid-range phone's CPU (4x slower than this
// machine) on a slow mobile network. The benchmark and the end-to-end tests emulate it alike.

export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  roundTripMs: 150,
  downloadKbitPerS: 1600,
  uploadKbitPerS: 750,
};

/**
 * Emulates the phone profile in one page (Chromium's DevTools protocol).
 * @param {import('playwright-core').Page} page
 */
export async function emulatePhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.roundTripMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbitPerS * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbitPerS * 1000) / 8,
  });
}
