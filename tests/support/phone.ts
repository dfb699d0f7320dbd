import type { Page } from 'playwright-core';
import { emulatePhone } from '../../bench/lib/phone-profile.mjs';
import { allowConsole } from './console-guard';

/**
 * Chromium's note of a preloaded file the page had not used three seconds after its load event.
 * At full speed that is a preload the page never uses, and fails the test; on the phone profile
 * (CPU 4x slower) on a machine busy with the other worker's tests, the take-over that uses the
 * route's files can simply come later than that.
 */
const preloadUsedLate = /^warning: The resource \S+ was preloaded using link preload but not used within a few seconds/;

/** Emulates the phone profile in the page, for the running test (bench/lib/phone-profile.mjs). */
export async function onPhone(page: Page): Promise<void> {
  allowConsole(preloadUsedLate);
  await emulatePhone(page);
}
