import budgets from '../budgets.json';
import { closeBrowser, openPage } from '../support/browser';
import { measureFirstScreen } from '../support/first-screen';
import { url } from '../support/site';

afterAll(closeBrowser);

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Byte budgets per route: compressed JS and CSS loaded on a cold visit before the route's main
 * content is on screen. A change that makes a route heavier than its budget in tests/budgets.json
 * fails here; raise a budget only on purpose (docs/performance.md says how they were set).
 */
describe('byte budgets before the first screen', () => {
  it.each(Object.entries(budgets.routes))('%s stays within its budget', async (route, budget) => {
    const { page, context } = await openPage({ viewport: { width: 412, height: 823 } });
    const measured = await measureFirstScreen(page, url(route));
    await context.close();
    const heaviest = [...measured.files]
      .sort((a, b) => b.compressed - a.compressed)
      .slice(0, 5)
      .map((f) => `${kb(f.compressed)} ${f.url}`);
    const report = (what: string, actual: number, limit: number) => ({
      what: `${route} ${what}`,
      withinBudget: actual <= limit,
      actual: kb(actual),
      budget: kb(limit),
      heaviest: actual <= limit ? [] : heaviest,
    });
    expect(report('compressed JS', measured.js.compressed, budget.jsCompressedKB * KB)).toMatchObject({
      withinBudget: true,
    });
    expect(
      report('compressed JS + CSS', measured.js.compressed + measured.css.compressed, budget.totalCompressedKB * KB),
    ).toMatchObject({ withinBudget: true });
  });
});
