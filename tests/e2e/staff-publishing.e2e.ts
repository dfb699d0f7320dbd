import { readSigningAlg } from '../../local-backend/src/key-model';
import { closeBrowser } from '../support/browser';
import { publishAccessAndExport } from '../support/product-flows';
import { site } from '../support/site';

afterAll(closeBrowser);

// Uploads, a visitor's request and an export, each through the real backend.
jest.setTimeout(120_000);

describe('staff publish a document and read the lead it brings', () => {
  it('publishes an uploaded PDF, a visitor gets it with a company email, and the lead is found and exported (publishable key, sessions signed ES256, or RS256 with SUPABASE_SIGNING_ALG=RS256)', async () => {
    expect(site.publishableKey).toMatch(/^sb_publishable_/);
    const { sessionAlgorithms } = await publishAccessAndExport();
    expect([...sessionAlgorithms]).toEqual([readSigningAlg() ?? 'ES256']);
  });
});
