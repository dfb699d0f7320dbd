import { createResourceLead } from '../api/create-resource-lead';
import { validateCompanyEmail } from '../api/validate-company-email';

/**
 * Makes the (jest.mock-ed) api functions succeed and records, in order, every call of the access
 * flow: 'validate', 'insert', 'open'. The test file must jest.mock both api modules itself.
 */
export function recordAccessFlowCalls(): { calls: string[]; open: jest.SpyInstance } {
  const calls: string[] = [];
  jest
    .mocked(validateCompanyEmail)
    .mockReset()
    .mockImplementation(async () => {
      calls.push('validate');
      return { isValid: true };
    });
  jest
    .mocked(createResourceLead)
    .mockReset()
    .mockImplementation(async () => {
      calls.push('insert');
    });
  const open = jest.spyOn(window, 'open').mockImplementation(() => {
    calls.push('open');
    return null;
  });
  return { calls, open };
}
