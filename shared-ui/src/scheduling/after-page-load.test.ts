import { IDLE_FALLBACK_MS, afterPageLoad, beforeFirstUse } from './after-page-load';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterPageLoad', () => {
  it('runs at the first idle moment once the page has loaded, where no shell root exists', () => {
    const callback = jest.fn();
    afterPageLoad(callback);
    expect(callback).not.toHaveBeenCalled();

    jest.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits until the shell marks the route ready, then for an idle moment', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const callback = jest.fn();
    afterPageLoad(callback);

    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 10);
    expect(callback).not.toHaveBeenCalled();

    root.setAttribute('data-route-ready', 'page');
    await Promise.resolve(); // mutation observers run as a microtask
    jest.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = jest.fn();
    const cancel = afterPageLoad(callback);
    cancel();

    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 10);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('beforeFirstUse', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'runs once, at the first %s anywhere on the page',
    (type) => {
      const callback = jest.fn();
      beforeFirstUse(callback, 8000);
      expect(callback).not.toHaveBeenCalled();

      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      jest.advanceTimersByTime(20_000);

      expect(callback).toHaveBeenCalledTimes(1);
    },
  );

  it('with no sign of use, runs at an idle moment after the delay, not before', () => {
    const callback = jest.fn();
    beforeFirstUse(callback, 8000);

    jest.advanceTimersByTime(7999);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1 + IDLE_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = jest.fn();
    beforeFirstUse(callback, 8000)();

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(20_000);
    expect(callback).not.toHaveBeenCalled();
  });
});
