// Edge Function entry: deliberately thin. The HTTP contract and the matching rules live in
// ../_shared so Node tests exercise exactly the code that is deployed.
import { readProjectApiKeys } from '../_shared/project-api-keys.ts';
import { handleValidateCompanyEmail } from '../_shared/validate-company-email-handler.ts';

const keys = readProjectApiKeys((name) => Deno.env.get(name));

Deno.serve((request) => handleValidateCompanyEmail(request, keys));
