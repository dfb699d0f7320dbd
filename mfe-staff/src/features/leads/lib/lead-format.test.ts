import { runInTimeZone } from '../test/time-zone';
import { formatLeadDate, mailtoHref } from './lead-format';

runInTimeZone('Asia/Kolkata');

describe('formatLeadDate', () => {
  it("shows the date and time in the visitor's time zone", () => {
    expect(formatLeadDate('2026-03-14T20:00:00+00:00')).toBe(
      new Date(Date.UTC(2026, 2, 14, 20)).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatLeadDate('2026-03-14T20:00:00+00:00')).toMatch(/Mar 15, 2026.*1:30/);
  });

  it('shows an unreadable value as it is', () => {
    expect(formatLeadDate('yesterday')).toBe('yesterday');
  });
});

describe('mailtoHref', () => {
  it('links to the address', () => {
    expect(mailtoHref('asha.rao@acme.co.in')).toBe('mailto:asha.rao@acme.co.in');
  });

  it('encodes what would add mail headers or break the link', () => {
    expect(mailtoHref('a?cc=boss@acme.com')).toBe('mailto:a%3Fcc%3Dboss@acme.com');
    expect(mailtoHref('o#reilly@acme.com')).toBe('mailto:o%23reilly@acme.com');
  });
});
