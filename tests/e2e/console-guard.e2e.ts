import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, resetConsole, unexpectedConsole } from '../support/console-guard';

afterAll(closeBrowser);

describe('the console guard of every end-to-end test', () => {
  it("catches React's warnings and errors, and lets through only what the test allows", async () => {
    const { page, context } = await openPage();
    await page.setContent('<p>console</p>');
    allowConsole(/^error: Failed to load resources: /);
    await page.evaluate(() => {
      console.error('Warning: React does not recognize the `maxWidth` prop on a DOM element.');
      console.warn('Minified React error #418; visit https://react.dev/errors/418');
      console.error('Failed to load resources: Error: TypeError: Failed to fetch');
      console.info('not a problem');
    });
    await page.getByText('console').waitFor();
    const unexpected = unexpectedConsole();
    resetConsole(); // what this test provoked must not fail it
    expect(unexpected).toEqual([
      expect.stringMatching(/^error: Warning: React does not recognize the `maxWidth` prop/),
      expect.stringMatching(/^warning: Minified React error #418/),
    ]);
    await context.close();
  });
});
