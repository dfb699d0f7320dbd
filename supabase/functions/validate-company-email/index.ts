// Edge Function entry: deliberately thin. The HTTP contract and the matching rules live in
// ../_shared so Node tests exercise exactly the code that is deployed.
import { handleValidateCompanyEmail } from '../_shared/validate-company-email-handler.ts';

Deno.serve(handleValidateCompanyEmail);
