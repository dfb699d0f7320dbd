// Node-side type check only: the slice of the Deno namespace that functions/*/index.ts uses.
// Deno itself (deploy, local backend) uses its own complete types and never reads this file.
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  namespace env {
    function get(name: string): string | undefined;
  }
}
