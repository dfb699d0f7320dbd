// Edge Function entry: deliberately thin. Validation, the address key, batching and the HTTP
// contract live in ../_shared/telemetry so Node tests exercise exactly the code that is deployed.
import { readServerKey } from '../_shared/server-key.ts';
import { createTelemetryCollector } from '../_shared/telemetry/collect-telemetry-handler.ts';

const collect = createTelemetryCollector({
  supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
  serverKey: readServerKey((name) => Deno.env.get(name)),
});

Deno.serve(collect);
