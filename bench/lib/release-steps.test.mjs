// The release bench's steps, from the lines a release printed and when each came.
import { stepTimes } from './release-steps.mjs';

/** @param {[number, string][]} lines */
const timed = (lines) => lines.map(([at, text]) => ({ at, text }));

describe('stepTimes', () => {
  it('times each step from the line that starts it to the one that ends it, and takes the printed ones', () => {
    const lines = timed([
      [600, '▶ Building marketing alone from mfe-marketing…'],
      [1000, '  webpack: browser build: 2.1 s'],
      [3100, '✔ Built in 2.5 s'],
      [3150, '✔ Exposed modules and shared singletons match the live site'],
      [3200, '▶ Smoke run: the new marketing build with the live site, in Chromium…'],
      [6200, '✔ Smoke run passed in 3.0 s'],
      [6200, '▶ Uploading the release to s3://site…'],
      [6900, '✔ Uploaded in 0.7 s'],
      [7700, '  prerender: 4 of 4 routes rendered ahead of time in 0.27 s'],
    ]);
    expect(stepTimes(lines, 7800)).toEqual({
      start: 0.6,
      build: 2.5,
      checks: 0.1,
      smoke: 3,
      upload: 0.7,
      afterUpload: 0.9,
      firstScreens: 0.27,
    });
  });

  it('leaves out the steps a run did not print', () => {
    const lines = timed([[500, '▶ Building marketing alone from mfe-marketing…']]);
    expect(stepTimes(lines, 900)).toEqual({ start: 0.5 });
  });
});
