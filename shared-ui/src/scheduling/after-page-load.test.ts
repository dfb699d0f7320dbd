import { IDLE_FALLBACK_MS, afterPageLoad } from './after-page-load';

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
