import { reportConversion, takeConversions } from './report-conversion';

describe('reportConversion', () => {
  it('holds conversions until the telemetry takes them, then hands on new ones as they come', () => {
    window.history.replaceState(null, '', '/resources');
    reportConversion('resource-accessed');
    const taken: unknown[] = [];
    const stop = takeConversions((conversion) => taken.push(conversion));
    expect(taken).toEqual([{ kind: 'resource-accessed', path: '/resources' }]);

    window.history.replaceState(null, '', '/about');
    reportConversion('contact-sent');
    expect(taken).toEqual([
      { kind: 'resource-accessed', path: '/resources' },
      { kind: 'contact-sent', path: '/about' },
    ]);

    stop();
    reportConversion('contact-sent');
    expect(taken).toHaveLength(2);
    // Held again for whoever takes them next, and never more than a few.
    for (let i = 0; i < 20; i++) reportConversion('contact-sent');
    const later: unknown[] = [];
    takeConversions((conversion) => later.push(conversion));
    expect(later).toHaveLength(10);
  });
});
