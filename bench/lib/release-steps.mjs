// The steps of `npm run release -- <remote>`, timed from the lines it prints and when each arrived:
// a step runs from the line that starts it to the line that ends it (scripts/lib/release), or is
// the time the command printed for it.

/**
 * @typedef {{ name: string, from: RegExp | null, to: RegExp | null } | { name: string, printed: RegExp }} ReleaseStep
 *   `from` null: from the command's start; `to` null: until it ended; `printed`: the seconds the command printed (first group)
 */

/** @type {ReleaseStep[]} */
export const RELEASE_STEPS = [
  { name: 'start', from: null, to: /^▶ Building / },
  { name: 'build', from: /^▶ Building /, to: /^✔ Built in / },
  { name: 'checks', from: /^✔ Built in /, to: /^▶ Smoke run/ },
  { name: 'smoke', from: /^▶ Smoke run/, to: /^✔ Smoke run passed/ },
  { name: 'upload', from: /^▶ Uploading /, to: /^✔ Uploaded in / },
  // The switch, the release journal and the first screens.
  { name: 'afterUpload', from: /^✔ Uploaded in /, to: null },
  { name: 'firstScreens', printed: /prerender: .* rendered ahead of time in ([\d.]+) s/ },
];

/**
 * Seconds per step, from the release's lines and the milliseconds since its start each arrived at.
 * A step whose lines are missing is left out.
 * @param {{ at: number, text: string }[]} lines
 * @param {number} end milliseconds from the start to the command's exit
 * @returns {Record<string, number>}
 */
export function stepTimes(lines, end) {
  /** @type {Record<string, number>} */
  const times = {};
  for (const step of RELEASE_STEPS) {
    if ('printed' in step) {
      const value = lines.map((line) => step.printed.exec(line.text)?.[1]).find(Boolean);
      if (value) times[step.name] = Number(value);
      continue;
    }
    const from = step.from ? lines.find((line) => step.from?.test(line.text))?.at : 0;
    const to = step.to ? lines.find((line) => step.to?.test(line.text))?.at : end;
    if (from !== undefined && to !== undefined && to >= from) times[step.name] = (to - from) / 1000;
  }
  return times;
}
