import { BEACON_LIMITS } from './beacon-contract';
import { cutText, scrubMessage } from './scrub-message';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlhdCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('scrubMessage', () => {
  it('replaces email addresses, tokens and keys, wherever they are', () => {
    expect(scrubMessage('No lead for jane.doe+gcc@acme-corp.co.uk (company Acme)')).toBe(
      'No lead for [email] (company Acme)',
    );
    expect(scrubMessage(`Invalid JWT ${JWT}`)).toBe('Invalid JWT [token]');
    expect(scrubMessage('apikey sb_publishable_AbC123dEf456GhI789 refused')).toBe('apikey [token] refused');
    expect(scrubMessage('session 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b expired')).toBe('session [hex] expired');
    expect(scrubMessage('bearer QWxhZGRpbjpvcGVuIHNlc2FtZQQWxhZGRpbjpvcGVu== rejected')).toBe(
      'bearer [token] rejected',
    );
  });

  it('keeps the path of a URL, which names the failed script, without its query or credentials', () => {
    expect(
      scrubMessage(
        'Loading script failed (https://user:pw@cdn.example.net/knowledge-hub/releases/20261124-170000-nogit/remoteEntry.js?apikey=secret#x)',
      ),
    ).toBe(
      'Loading script failed (https://cdn.example.net/knowledge-hub/releases/20261124-170000-nogit/remoteEntry.js)',
    );
    expect(scrubMessage('GET https://p.supabase.co/rest/v1/resources?email=eq.jane@acme.com 401')).toBe(
      'GET https://p.supabase.co/rest/v1/resources 401',
    );
  });

  it('tells a script path from a token', () => {
    expect(scrubMessage('Loading chunk 531 failed. (/releases/20261124-170000-nogit/remoteEntry.js)')).toBe(
      'Loading chunk 531 failed. (/releases/20261124-170000-nogit/remoteEntry.js)',
    );
    expect(scrubMessage('key dGhpcyBpcyBh/c2VjcmV0IGtleSB+3aGF0IGV2ZXI= refused')).toBe('key [token] refused');
  });

  it('leaves ordinary words alone and cuts the message to the contract length', () => {
    expect(scrubMessage("TypeError: Cannot read properties of undefined (reading 'title')")).toBe(
      "TypeError: Cannot read properties of undefined (reading 'title')",
    );
    const long = scrubMessage(`Error: ${'x '.repeat(400)}`);
    expect(long.length).toBeLessThanOrEqual(BEACON_LIMITS.maxMessageLength);
    expect(long.startsWith('Error: x x')).toBe(true);
  });
});

describe('cutText', () => {
  it('never leaves half of a character at the cut', () => {
    expect(cutText('ab😀cd', 3)).toBe('ab');
    expect(cutText('abc', 3)).toBe('abc');
  });
});
