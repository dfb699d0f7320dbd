// Runs in Deno in front of a function's own index.ts (the deployed file, unchanged): makes its
// Deno.serve listen on a free 127.0.0.1 port and announces that port on stdout, so the local
// backend can proxy /functions/v1/<name> to it. Only the listen address differs from hosted.
const MARKER = '__local_backend_listening__';
const entry = Deno.args[0];
if (!entry) throw new Error('usage: serve-on-port.ts <file-url-of-index.ts>');

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;
const serve = Deno.serve.bind(Deno);
let served = false;

// Accepts the call shapes of Deno.serve: (handler), (options, handler), ({ ...options, handler }).
(Deno as unknown as { serve: (...args: unknown[]) => unknown }).serve = (...args: unknown[]) => {
  if (served) throw new Error('local backend: a function may call Deno.serve only once');
  served = true;
  const handler = (args.find((a) => typeof a === 'function') ??
    (args[0] as { handler?: Handler } | undefined)?.handler) as Handler | undefined;
  if (typeof handler !== 'function') throw new Error('local backend: Deno.serve was called without a handler');
  return serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`${MARKER} ${port}`) }, handler);
};

// The backend keeps our stdin open; EOF means it is gone (even after SIGKILL), so exit with it
// instead of lingering as an orphan holding a port.
(async () => {
  for await (const _ of Deno.stdin.readable) {
    /* nothing is ever sent */
  }
  Deno.exit(0);
})();

await import(entry);
