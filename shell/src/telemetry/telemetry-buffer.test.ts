import type * as Buffer from './telemetry-buffer';

/** A fresh copy of the buffer's module state, as a new page load has. */
function freshBuffer(): typeof Buffer {
  let module: typeof Buffer | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof Buffer>('./telemetry-buffer');
  });
  return module!;
}

function gpc(on: boolean) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: on, configurable: true });
}

afterEach(() => gpc(false));

describe('telemetry buffer', () => {
  it('holds uncaught errors and rejections from the start, and hands them over when the telemetry starts', () => {
    const buffer = freshBuffer();
    expect(buffer.startTelemetryBuffer(window)).toBe(true);
    const error = new TypeError("Cannot read properties of null (reading 'x')");
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: `Uncaught ${error.message}`,
        error,
        filename: 'https://www.example.com/releases/x/main.js',
      }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'plain reason' });
    window.dispatchEvent(rejection);
    buffer.reportTelemetry({ type: 'crash', remote: 'marketing', message: 'Error: gone' });

    const taken: Buffer.TelemetryEvent[] = [];
    buffer.takeTelemetryEvents((event) => taken.push(event));
    expect(taken).toEqual([
      {
        type: 'error',
        message: "TypeError: Cannot read properties of null (reading 'x')",
        stack: error.stack,
        source: 'https://www.example.com/releases/x/main.js',
      },
      { type: 'error', message: 'Script error.', source: undefined },
      { type: 'error', message: 'plain reason' },
      { type: 'crash', remote: 'marketing', message: 'Error: gone' },
    ]);
    buffer.reportTelemetry({ type: 'remote', remote: 'marketing', entry: 'https://m.test/remoteEntry.js' });
    expect(taken).toHaveLength(5);
  });

  it('holds no more than a few events while the telemetry has not started', () => {
    const buffer = freshBuffer();
    buffer.startTelemetryBuffer(window);
    for (let i = 0; i < 500; i++) buffer.reportTelemetry({ type: 'error', message: `Error ${i}` });
    const taken: unknown[] = [];
    buffer.takeTelemetryEvents((event) => taken.push(event));
    expect(taken.length).toBe(30);
  });

  it('listens to nothing and holds nothing in a browser that sends Global Privacy Control', () => {
    gpc(true);
    const buffer = freshBuffer();
    const listen = jest.spyOn(window, 'addEventListener');
    expect(buffer.startTelemetryBuffer(window)).toBe(false);
    expect(listen).not.toHaveBeenCalled();
    buffer.reportTelemetry({ type: 'crash', remote: 'marketing', message: 'Error: gone' });
    const taken: unknown[] = [];
    buffer.takeTelemetryEvents((event) => taken.push(event));
    expect(taken).toEqual([]);
    listen.mockRestore();
  });
});
