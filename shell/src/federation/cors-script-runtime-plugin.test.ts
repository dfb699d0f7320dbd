import corsScriptRuntimePlugin from './cors-script-runtime-plugin';

type CreateScript = NonNullable<ReturnType<typeof corsScriptRuntimePlugin>['createScript']>;
const create = (url: string) =>
  corsScriptRuntimePlugin().createScript!({ url, attrs: {} } as Parameters<CreateScript>[0]);

describe('corsScriptRuntimePlugin', () => {
  it('loads a remote entry of another origin in CORS mode, so that its errors reach the page whole', () => {
    const script = create('http://localhost:8081/releases/20261126-100000-abcdef0/remoteEntry.js');
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.getAttribute('crossorigin')).toBe('anonymous');
    expect(element.src).toBe('http://localhost:8081/releases/20261126-100000-abcdef0/remoteEntry.js');
  });

  it("leaves an entry of the page's own origin to the runtime, as webpack does its own files", () => {
    expect(create(`${location.origin}/marketing/remoteEntry.js`)).toBeUndefined();
    expect(create('/marketing/remoteEntry.js')).toBeUndefined();
  });
});
