import { act, renderHook } from '@testing-library/react';
import type * as ReactModule from 'react';
import { startTransition } from 'react';
import { getResources } from '../api/get-resources';
import { makeResource } from '../test/fixtures';
import { useResources } from './use-resources';

jest.mock('../api/get-resources');
// React's own transition, watched.
jest.mock('react', () => {
  const actual = jest.requireActual<typeof ReactModule>('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});
const mockedGetResources = jest.mocked(getResources);

// The tests share this module's memory of the page's first render, as a page load does: in order.
describe('useResources', () => {
  it("asks for the list during the page's first render, before any effect, and that mount takes the request", async () => {
    mockedGetResources.mockResolvedValue([makeResource()]);
    const askedWhileRendering: number[] = [];
    const { result } = renderHook(() => {
      const state = useResources();
      askedWhileRendering.push(mockedGetResources.mock.calls.length);
      return state;
    });

    expect(askedWhileRendering[0]).toBe(1);
    await act(async () => {});
    expect(result.current).toEqual({ status: 'loaded', resources: [makeResource()] });
    expect(mockedGetResources).toHaveBeenCalledTimes(1);
  });

  it('asks nothing more while it renders again, and once per later mount', async () => {
    mockedGetResources.mockClear();
    const { rerender, unmount } = renderHook(() => useResources());
    await act(async () => {});
    rerender();
    expect(mockedGetResources).toHaveBeenCalledTimes(1);
    unmount();

    renderHook(() => useResources());
    await act(async () => {});
    expect(mockedGetResources).toHaveBeenCalledTimes(2);
  });

  it('puts the loaded cards on screen in a transition, so that React renders them in short slices', async () => {
    jest.mocked(startTransition).mockClear();
    const { result } = renderHook(() => useResources());
    expect(startTransition).not.toHaveBeenCalled();
    await act(async () => {});
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('loaded');
  });
});
