import { act, renderHook } from '@testing-library/react';
import { takeConversions, type ReportedConversion } from 'shared-ui';
import { SEND_DELAY_MS } from '../lib/inquiry';
import { useContactForm } from './use-contact-form';

const conversions: ReportedConversion[] = [];
let stopTaking = () => {};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  conversions.length = 0;
  stopTaking = takeConversions((conversion) => conversions.push(conversion));
});
afterEach(() => {
  stopTaking();
  jest.useRealTimers();
});

function form() {
  return renderHook(() => useContactForm(() => {})).result;
}

describe('useContactForm', () => {
  it('reports a Contact Us message sent once it is stored, with nothing the visitor typed', async () => {
    const result = form();
    act(() => {
      result.current.setField('name', 'Asha Mehta');
      result.current.setField('email', 'asha@example.com');
      result.current.setField('message', 'A 200-person centre in Pune.');
    });
    let sent: Promise<void> | undefined;
    act(() => {
      sent = result.current.submit();
    });
    expect(conversions).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);
      await sent;
    });
    expect(conversions).toEqual([{ kind: 'contact-sent', path: '/' }]);
  });

  it('reports nothing when a field is missing', async () => {
    const result = form();
    act(() => result.current.setField('name', 'Asha Mehta'));
    await act(async () => {
      const sent = result.current.submit();
      await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);
      await sent;
    });
    expect(conversions).toEqual([]);
  });
});
