import { closeBrowser } from '../support/browser';
import { publishAccessAndExport } from '../support/product-flows';
import { site } from '../support/site';

afterAll(closeBrowser);

// Uploads, a visitor's request and an export, each through the real backend.
jest.setTimeout(120_000);

describe('staff publish a document and read the lead it brings', () => {
  it('publishes an uploaded PDF, a visitor gets it with a company email, and the lead is found and exported (publishable key, ES256 sessions)', async () => {
    expect(site.publishableKey).toMatch(/^sb_publishable_/);
    const { sessionAlgorithms } = await publishAccessAndExport();
    expect([...sessionAlgorithms]).toEqual(['ES256']);
  });
});
