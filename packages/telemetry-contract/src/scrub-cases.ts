// The table the scrubber is tested with, on both sides (the collect-telemetry function's
// scrub-text.test.ts, the shell's scrub-message.test.ts): what a message or a frame may carry, and
// what is left of it. Release names in it take the site's form (`20261124-170000-nogit`).

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlhdCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

/** [what it is, message as reported, message as stored] */
export const SCRUB_MESSAGE_CASES: [string, string, string][] = [
  // Email addresses, in every spelling.
  ['an email', 'No lead for jane.doe+gcc@acme-corp.co.uk (company Acme)', 'No lead for <email> (company Acme)'],
  ['an email, percent-encoded', 'lookup jane.doe%40acme.com failed', 'lookup <email> failed'],
  ['an email, encoded twice', 'lookup jane.doe%2540acme.com failed', 'lookup <email> failed'],
  ['an email, its dot encoded too', 'lookup jane%2Edoe%40acme%2Ecom failed', 'lookup <email> failed'],
  ['an email, full-width @', 'user jane.doe＠acme.com exists', 'user <email> exists'],
  ['an email, all full-width', 'user ｊａｎｅ＠ａｃｍｅ．ｃｏｍ exists', 'user <email> exists'],
  ['an email, small @', 'user jane﹫acme.com exists', 'user <email> exists'],
  ['an email, HTML entity', 'user jane&#64;acme.com exists', 'user <email> exists'],
  ['an email without a dot in its domain', 'mail to jane@localhost bounced', 'mail to <email> bounced'],
  ['an email at the end of a sentence', 'Write to jane@acme.com.', 'Write to <email>.'],
  ['an email in a quote', "Invalid value 'jane@acme.com'", "Invalid value '<email>'"],
  // Phone and card numbers, with separators.
  ['a phone, international', 'call +1 415-555-0132 now', 'call <phone> now'],
  ['a phone, area code in brackets', 'call (415) 555 0132 now', 'call <phone> now'],
  ['a phone, Indian', 'call +91 98765 43210 now', 'call <phone> now'],
  ['a phone, dotted', 'call 415.555.0132 now', 'call <phone> now'],
  ['a phone, full-width digits', 'call ＋１ ４１５ ５５５ ０１３２ now', 'call <phone> now'],
  ['a card, spaced', 'card 4111 1111 1111 1111 declined', 'card <card> declined'],
  ['a card, dashed', 'card 4111-1111-1111-1111 declined', 'card <card> declined'],
  ['a card, unspaced', 'card 4111111111111111 declined', 'card <card> declined'],
  ['a long identifier', 'order 12345678 not found', 'order <number> not found'],
  // Tokens and keys.
  ['a JWT', `Invalid JWT ${JWT}`, 'Invalid JWT <token>'],
  ['a Supabase key', 'apikey sb_publishable_AbC123dEf456GhI789 refused', 'apikey <token> refused'],
  ['a secret key', 'key sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz refused', 'key <token> refused'],
  ['a 12-character token', 'session a8F3kd92LmQz expired', 'session <token> expired'],
  ['a prefixed token', 'token tok_3f9a8b7c6d5e rejected', 'token tok_<token> rejected'],
  ['a long hex run', 'session 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b expired', 'session <token> expired'],
  ['base64 with padding', 'bearer QWxhZGRpbjpvcGVuIHNlc2FtZQQWxhZGRpbjpvcGVu== rejected', 'bearer <token> rejected'],
  ['base64 with slashes', 'key dGhpcyBpcyBh/c2VjcmV0IGtleSB+3aGF0IGV2ZXI= refused', 'key <token> refused'],
  ['a UUID', 'user 123e4567-e89b-12d3-a456-426614174000 missing', 'user <id> missing'],
  ['an IPv4 address', 'from 203.0.113.45 refused', 'from <ip> refused'],
  ['an IPv6 address', 'from 2001:db8:85a3::8a2e:370:7334 refused', 'from <ip> refused'],
  // URLs: query strings, fragments and credentials go, the path stays.
  [
    'a URL with credentials, query and fragment',
    'Loading script failed (https://user:pw@cdn.example.net/knowledge-hub/releases/20261124-170000-nogit/remoteEntry.js?apikey=secret#x)',
    'Loading script failed (https://cdn.example.net/knowledge-hub/releases/20261124-170000-nogit/remoteEntry.js)',
  ],
  [
    'a query with an email',
    'GET https://p.supabase.co/rest/v1/resources?email=eq.jane@acme.com 401',
    'GET https://p.supabase.co/rest/v1/resources 401',
  ],
  ['a relative URL with a query', 'GET /rest/v1/leads?phone=eq.4155550132 failed', 'GET /rest/v1/leads failed'],
  ['a relative URL with a fragment', 'open ./reset#token=abc failed', 'open ./reset failed'],
  ['a query without a path', 'resources?email=eq.jane@acme.com refused', 'resources refused'],
  [
    'an email in a URL path',
    'GET https://cdn.example/jane.doe@acme.com/main.js',
    'GET https://cdn.example/<email>/main.js',
  ],
  // What stays.
  [
    'a release folder, a chunk and a line',
    'Loading chunk 531 failed. (/releases/20261124-170000-nogit/remoteEntry.js)',
    'Loading chunk 531 failed. (/releases/20261124-170000-nogit/remoteEntry.js)',
  ],
  [
    'a release named with a 40-hex commit',
    'marketing@20261125-093000-0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6-2 failed',
    'marketing@20261125-093000-0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6-2 failed',
  ],
  ['a release name', 'knowledge-hub@20261124-170000-nogit refused', 'knowledge-hub@20261124-170000-nogit refused'],
  [
    'a package version',
    'react@18.3.1 and @scope/pkg@1.0.0-beta.1 differ',
    'react@18.3.1 and @scope/pkg@1.0.0-beta.1 differ',
  ],
  ['a short commit hash', 'built from a1b2c3d', 'built from a1b2c3d'],
  ['a content-hashed file', 'in main.c148c6be71.js', 'in main.c148c6be71.js'],
  ['a chunk whose hash has digits only', 'in 531.0123456789.js', 'in 531.0123456789.js'],
  [
    'a Firefox frame in a message',
    'at render@https://x.example/main.js:1:2',
    'at render@https://x.example/main.js:1:2',
  ],
  ['digits in a word', 'code x1234567 unknown', 'code x1234567 unknown'],
  [
    'an ordinary message',
    "TypeError: Cannot read properties of undefined (reading 'title')",
    "TypeError: Cannot read properties of undefined (reading 'title')",
  ],
  ['names with digits', 'Float64Array and Uint8ClampedArray differ', 'Float64Array and Uint8ClampedArray differ'],
  ['a long camel-case name', 'getOwnPropertyDescriptors is missing', 'getOwnPropertyDescriptors is missing'],
  [
    'a chunk name',
    'Loading chunk vendors-node_modules_react-dom_18_3_1 failed',
    'Loading chunk vendors-node_modules_react-dom_18_3_1 failed',
  ],
  ['a date and a time', 'lease ends 2026-11-24T17:00:00Z', 'lease ends 2026-11-24T17:00:00Z'],
  ['small numbers', 'status 503 after 1200 ms, 3 of 20 tries', 'status 503 after 1200 ms, 3 of 20 tries'],
  ['a question', 'What? No answer.', 'What? No answer.'],
  ['a selector', "'div#main' is not a valid selector", "'div#main' is not a valid selector"],
  ['spaces', '  two\n lines\t', 'two lines'],
];

/** [what it is, frame as reported, frame as stored] */
export const SCRUB_FRAME_CASES: [string, string, string][] = [
  [
    'an email in a URL path',
    'https://cdn.example/jane.doe@acme.com/main.js:1:2',
    'https://cdn.example/<email>/main.js:1:2',
  ],
  ['a query string', 'https://cdn.example/main.js?token=a8F3kd92LmQz:1:2', 'https://cdn.example/main.js:1:2'],
  ['a fragment', '/assets/app.js#jane@acme.com:10:20', '/assets/app.js:10:20'],
  ['credentials', 'https://jane:secret@cdn.example/main.js:1:2', 'https://cdn.example/main.js:1:2'],
  ['a token in the path', '/s/a8F3kd92LmQz/main.js:1:2', '/s/<token>/main.js:1:2'],
  ['a percent-encoded email', '/u/jane.doe%40acme.com/main.js:3:4', '/u/<email>/main.js:3:4'],
  ['a phone in the path', '/call/+14155550132/main.js:3:4', '/call/<phone>/main.js:3:4'],
  [
    'a release frame, kept',
    'marketing@20261125-093000-0f1e2d3/__federation_expose_home_page.be59f572e9.js:1:5521',
    'marketing@20261125-093000-0f1e2d3/__federation_expose_home_page.be59f572e9.js:1:5521',
  ],
  [
    'a release frame with a numbered version, kept',
    'knowledge-hub@20261124-170000-nogit-2/remoteEntry.js:2:1045',
    'knowledge-hub@20261124-170000-nogit-2/remoteEntry.js:2:1045',
  ],
  [
    'a release folder in a URL, kept',
    'https://cdn.example.net/knowledge-hub/releases/20261124-170000-nogit/remoteEntry.js:1:64012',
    'https://cdn.example.net/knowledge-hub/releases/20261124-170000-nogit/remoteEntry.js:1:64012',
  ],
  ['a long column, kept', '/main.js:1:1234567', '/main.js:1:1234567'],
  ['a page', '(page):1:20', '(page):1:20'],
];
