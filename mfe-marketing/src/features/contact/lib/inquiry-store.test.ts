import { INQUIRIES_KEY, appendInquiry, backupKey } from './inquiry-store';

const inquiry = { name: 'Asha', email: 'asha@example.com', message: 'Hello', date: '2026-01-02T03:04:05.000Z' };
const now = new Date('2026-01-02T03:04:06.000Z');

beforeEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem(INQUIRIES_KEY) ?? 'null');

describe('appendInquiry', () => {
  it('starts the list when nothing is stored', () => {
    appendInquiry(inquiry, localStorage, now);
    expect(stored()).toEqual([inquiry]);
  });

  it('appends to an existing list, keeping foreign entries as they are', () => {
    localStorage.setItem(INQUIRIES_KEY, JSON.stringify([{ legacy: true }, 42]));
    appendInquiry(inquiry, localStorage, now);
    expect(stored()).toEqual([{ legacy: true }, 42, inquiry]);
  });

  it('moves unreadable text to a backup key and starts a new list', () => {
    localStorage.setItem(INQUIRIES_KEY, '{not json');
    appendInquiry(inquiry, localStorage, now);
    expect(stored()).toEqual([inquiry]);
    expect(localStorage.getItem(backupKey(now))).toBe('{not json');
  });

  it('wraps a single stored inquiry object into the list', () => {
    const older = { name: 'Old', email: 'old@example.com', message: 'Earlier', date: '2025-01-01T00:00:00.000Z' };
    localStorage.setItem(INQUIRIES_KEY, JSON.stringify(older));
    appendInquiry(inquiry, localStorage, now);
    expect(stored()).toEqual([older, inquiry]);
  });

  it.each(['"just text"', '17', 'null', '{"unrelated":true}'])('backs up the foreign JSON value %s', (raw) => {
    localStorage.setItem(INQUIRIES_KEY, raw);
    appendInquiry(inquiry, localStorage, now);
    expect(localStorage.getItem(backupKey(now))).toBe(raw);
    expect(stored()).toEqual([inquiry]);
  });

  it('throws when the browser refuses to store, leaving the old value untouched', () => {
    localStorage.setItem(INQUIRIES_KEY, '[]');
    const refusing = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => appendInquiry(inquiry, refusing, now)).toThrow('full');
    expect(localStorage.getItem(INQUIRIES_KEY)).toBe('[]');
  });
});
