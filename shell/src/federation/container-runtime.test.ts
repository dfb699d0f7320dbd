import * as runtime from '@module-federation/runtime';
import { containerRuntime } from './container-runtime';

describe('containerRuntime', () => {
  it("starts a remote's instance without taking the page's current instance from the shell", () => {
    const shell = runtime.init({ name: 'shell', remotes: [] });
    const given = containerRuntime();

    const marketing = given.runtime.init({ name: 'marketing', remotes: [] });
    expect(marketing.name).toBe('marketing');
    expect(marketing).not.toBe(shell);
    expect(runtime.getInstance()).toBe(shell);

    // The same container started again (a new release of it) keeps its one instance.
    expect(given.runtime.init({ name: 'marketing', remotes: [] })).toBe(marketing);
    expect(runtime.getInstance()).toBe(shell);
  });

  it('carries what a remote container needs that the shell build leaves out', () => {
    const { bundlerRuntime } = containerRuntime();
    for (const step of ['initContainerEntry', 'init', 'consumes', 'remotes', 'I', 'installInitialConsumes'] as const) {
      expect({ step, type: typeof bundlerRuntime[step] }).toEqual({ step, type: 'function' });
    }
  });
});
