// Edge Function entry: deliberately thin. Validation, the address key, batching and the HTTP
// contract live in ../_shared/telemetry so Node tests exercise exactly the code that is deployed.
import { readServerKey } from '../_shared/server-key.ts';
import { addressSettingOf, createTelemetryCollector } from '../_shared/telemetry/collect-telemetry-handler.ts';

const env = (name: string) => Deno.env.get(name);
const collect = createTelemetryCollector({
  supabaseUrl: env('SUPABASE_URL') ?? '',
  serverKey: readServerKey(env),
  clientAddress: addressSettingOf(env),
});

Deno.serve(collect);
