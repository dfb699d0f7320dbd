// What a browser reports of an error can quote what a visitor typed or was given: an address in a
// form, a phone or card number, a token in a URL. One scrubber, used twice: by the shell before a
// beacon is sent (shell/src/telemetry/scrub-message.ts) and by the collect-telemetry function on
// every beacon it stores (supabase/functions/_shared/telemetry/validate-beacon.ts), so a browser that
// forgot, or a forged beacon, cannot get them kept. Release names stay readable
// (`<bundle>@<version>/…`, `…/releases/<version>/…`): they say which release an error belongs to.
// docs/telemetry.md lists what is replaced and what is kept.

/** Release names are set aside as one private-use character each (none is kept from the input). */
const MARK = /[\uE000-\uF8FF]/g;
const MARK_BASE = 0xe000;

/** An absolute URL, up to the next space, bracket or quote. */
const URL_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'()<>]+/gi;
/** A path (`/…`, `./…`, `../…`) after a space, a bracket, a quote or `=`: its query and fragment go. */
const PATH_TEXT = /(^|[\s("'=])(\.{0,2}\/[^\s"'()<>?#]*)[?#][^\s"'()<>]*/g;
/** A query string anywhere (`resources?email=eq.x`): a `?` followed by a `name=value`. */
const QUERY_TEXT = /\?[^\s"'()<>?#=]*=[^\s"'()<>]*/g;

/**
 * What may be an email address, in any spelling: an `@` written as is, full width (`＠`, `﹫`),
 * percent-encoded once or twice, or as an HTML entity. Checked once decoded (emailLike).
 */
const EMAIL_CANDIDATE =
  /[^\s@＠﹫<>()[\]"',;:/\\?#&=]+(?:@|＠|﹫|%40|%2540|&#0*64;|&#x0*40;)[^\s@＠﹫<>()[\]"',;:/\\?#&=]+/giu;
/** An email address once decoded: the domain a host name (`localhost`) or ending in a name (`.com`). */
const EMAIL = /^[^@\s]+@(?:[\p{L}\p{N}-]+\.)*\p{L}[\p{L}-]*$/u;

/** A JSON Web Token (base64url parts, the first a JSON object) or a Supabase key. */
const JWT = /\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g;
const SUPABASE_KEY = /\bsb_[a-z]+_[\w-]+/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const IPV4 = /\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g;
/** An IPv6 address: four groups or more, or groups around `::` (`fe80::1`). */
const IPV6 =
  /\b[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3,7}\b|\b[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*\b)?/gi;
/**
 * Digits in groups (`+1 415-555-0132`, `(415) 555 0132`, `4111 1111 1111 1111`, `4155550132`): a
 * card number, a phone number or an identifier once it has 7 digits or more.
 */
const DIGIT_GROUPS = /(?:\+\s?)?(?:\(\d{1,5}\)\s?)?\d+(?:(?:[ .-]|\)\s?|\s?\()\d+)*/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A run of letters and digits that no word or name has: a token, a key, a hash. */
const ALPHANUMERIC_RUN = /[A-Za-z0-9]{12,}/g;
/** Base64 with slashes, told from a path by a `+` or its `=` padding. */
const SLASHED_BASE64 = /(?=[\w+/]*\+|[\w+/]{32,}=)[\w+/]{32,}={0,2}/g;

/** Undoes percent-encoding (twice at most) and HTML entities of `@`, and reads full-width forms as ASCII. */
function decoded(text: string): string {
  let out = text.replace(/&#0*64;|&#x0*40;/gi, '@');
  for (let round = 0; round < 2 && /%[0-9a-f]{2}/i.test(out); round += 1) {
    out = out.replace(/(?:%[0-9a-f]{2})+/gi, (escaped) => {
      try {
        return decodeURIComponent(escaped);
      } catch {
        return escaped;
      }
    });
  }
  return out.normalize('NFKC');
}

/**
 * Replaces an email-like candidate that decodes to an address, not a scheme (`name@https://…` in a
 * Firefox stack); keeps a trailing full stop.
 */
function scrubEmail(candidate: string, offset: number, text: string): string {
  if (text.startsWith('://', offset + candidate.length)) return candidate;
  const [, body = candidate, tail = ''] = /^(.*?)([.]*)$/su.exec(candidate) ?? [];
  return EMAIL.test(decoded(body)) ? `<email>${tail}` : candidate;
}

/** True when a digit string is a card number by the Luhn check. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A group of digits as kept or replaced: `<card>`, `<phone>`, `<number>`. Digits in a word or a
 * file's name (`x1234567`, `531.0123456789.js`) are the word's.
 */
function scrubDigits(match: string, offset: number, text: string): string {
  const digits = match.replace(/\D/g, '');
  if (digits.length < 7 || ISO_DATE.test(match)) return match;
  const inWord = /\w/.test(text[offset - 1] ?? '') || /^\.?[a-z_]/i.test(text.slice(offset + match.length));
  if (inWord) return match;
  if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) return '<card>';
  return /[^\d]/.test(match) ? '<phone>' : '<number>';
}

/**
 * A run of 12+ letters and digits, replaced when it looks random rather than like a name
 * (`Float64Array`, `getOwnPropertyDescriptors`): letters and digits alternating three times or
 * more, 20+ characters with both, or 24+ letters changing case ten times or more.
 */
function scrubRun(run: string): string {
  const digits = /\d/.test(run);
  const letters = /[a-z]/i.test(run);
  const changes = run.match(/\d(?=[a-z])|[a-z](?=\d)/gi)?.length ?? 0;
  const caseChanges = run.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g)?.length ?? 0;
  const random = (digits && letters && (changes >= 3 || run.length >= 20)) || (run.length >= 24 && caseChanges >= 10);
  return random ? '<token>' : run;
}

/** A URL without its query, fragment or credentials. */
const cutUrl = (url: string) => url.replace(/[?#].*$/s, '').replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');

/** Every rule but the release names', in order: what a later rule would break is replaced first. */
function scrubMarked(text: string): string {
  return text
    .replace(URL_TEXT, cutUrl)
    .replace(PATH_TEXT, '$1$2')
    .replace(QUERY_TEXT, '')
    .replace(EMAIL_CANDIDATE, scrubEmail)
    .replace(JWT, '<token>')
    .replace(SUPABASE_KEY, '<token>')
    .replace(UUID, '<id>')
    .replace(IPV4, '<ip>')
    .replace(IPV6, (match) => (/[a-f]/i.test(match) || match.includes('::') ? '<ip>' : match))
    .replace(SLASHED_BASE64, '<token>')
    .replace(ALPHANUMERIC_RUN, scrubRun)
    .replace(DIGIT_GROUPS, scrubDigits);
}

/** Applies the rules to `text` with its release names (`version`) set aside, then puts them back. */
function scrub(text: string, version: RegExp): string {
  const names: string[] = [];
  const marked = text
    .normalize('NFKC')
    .replace(MARK, '')
    .replace(version, (_all, before: string, name: string) =>
      names.length < 0x1900 ? `${before}${String.fromCharCode(MARK_BASE + names.push(name) - 1)}` : `${before}${name}`,
    );
  return scrubMarked(marked).replace(MARK, (mark) => names[mark.charCodeAt(0) - MARK_BASE] ?? '');
}

/** The scrubber of a site: its rules, with the site's release names kept. */
export interface Scrubber {
  /**
   * An error message as it may be stored: email addresses (any spelling), phone and card numbers,
   * identifiers of 7+ digits, IP addresses, UUIDs, tokens and keys replaced, URLs without their
   * query strings, fragments or credentials, spaces collapsed. Scrubbing it again changes nothing.
   */
  message(message: string): string;
  /**
   * A stack frame as it may be stored: its URL or path without query, fragment or credentials and
   * with the message's rules applied, its line and column and its release (`<bundle>@<version>/` or
   * `…/releases/<version>/…`) kept as they are.
   */
  frame(frame: string): string;
}

/** A stack frame's location at its end: `:<line>:<column>` (or `:<line>`). */
const LOCATION = /^(.*?)((?::\d+){1,2})$/s;

/** The scrubber for a site whose release names match `releaseName` (anchored, as the site writes it). */
export function createScrubber(releaseName: RegExp | string): Scrubber {
  const pattern = typeof releaseName === 'string' ? releaseName : releaseName.source;
  /** A release name anywhere in a text (the release-name pattern, unanchored). */
  const versionText = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const version = new RegExp(`(^|[^\\w-])(${versionText})(?![\\w])`, 'g');
  /** A frame named by its release, as the shell sends it: `<bundle>@<version>/<file>`. */
  const releaseFrame = new RegExp(`^([a-z][a-z0-9-]*@${versionText})(/.*)?$`, 's');
  return {
    message: (message) => scrub(message, version).replace(/\s+/g, ' ').trim(),
    frame(frame) {
      const [, where = frame, location = ''] = LOCATION.exec(frame) ?? [];
      const [, release, file] = releaseFrame.exec(where) ?? [];
      const rest = release === undefined ? where : (file ?? '');
      const cut = /^[a-z][a-z0-9+.-]*:\/\//i.test(rest) ? cutUrl(rest) : rest.replace(/[?#].*$/s, '');
      return `${release ?? ''}${scrub(cut, version)}${location}`;
    },
  };
}
