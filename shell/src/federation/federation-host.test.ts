import * as runtime from '@module-federation/runtime';
import globals from '../../../config/external-runtime.json';
import { federationHost } from './federation-host';

jest.mock('./host-shared', () => ({
  __esModule: true,
  default: {
    name: 'shell',
    shareStrategy: 'loaded-first',
    shared: {
      'shared-ui': { version: '1.1.0', shareConfig: { singleton: true, requiredVersion: '^1.1.0' }, lib: () => ({}) },
    },
  },
}));

describe('federationHost', () => {
  it("starts the page's federation runtime once, with the shell's packages, and gives the remotes its runtime", () => {
    const host = federationHost();
    expect(host.name).toBe('shell');
    expect(runtime.getInstance()).toBe(host);
    expect(federationHost()).toBe(host);
    expect(host.options.shareStrategy).toBe('loaded-first');
    expect(host.shareScopeMap.default?.['shared-ui']?.['1.1.0']).toMatchObject({ from: 'shell', loaded: true });
    const global = globalThis as Record<string, unknown>;
    expect(global[globals.runtimeCore]).toBeDefined();
    expect(global[globals.bundlerRuntime]).toBeDefined();
  });
});
