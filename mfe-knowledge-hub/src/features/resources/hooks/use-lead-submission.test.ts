import { act, renderHook } from '@testing-library/react';
import { takeConversions, type ReportedConversion } from 'shared-ui';
import { createResourceLead } from '../api/create-resource-lead';
import { validateCompanyEmail } from '../api/validate-company-email';
import { ASHA, TARGET } from '../test/access-dialog-harness';
import { useLeadSubmission } from './use-lead-submission';

jest.mock('../api/validate-company-email');
jest.mock('../api/create-resource-lead');

const conversions: ReportedConversion[] = [];
let stopTaking = () => {};

beforeEach(() => {
  conversions.length = 0;
  stopTaking = takeConversions((conversion) => conversions.push(conversion));
  jest.spyOn(window, 'open').mockReturnValue(null);
  jest.mocked(createResourceLead).mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  stopTaking();
  jest.mocked(window.open).mockRestore();
});

async function submit() {
  const { result } = renderHook(() => useLeadSubmission(TARGET, () => {}));
  await act(() => result.current.submit(ASHA));
}

describe('useLeadSubmission', () => {
  it('reports a resource accessed once the lead is recorded', async () => {
    jest.mocked(validateCompanyEmail).mockResolvedValue({ isValid: true });
    await submit();
    expect(createResourceLead).toHaveBeenCalledTimes(1);
    expect(conversions).toEqual([{ kind: 'resource-accessed', path: expect.any(String) }]);
  });

  it('reports nothing when the company email is refused or the lead is not recorded', async () => {
    jest.mocked(validateCompanyEmail).mockResolvedValue({ isValid: false });
    await submit();
    jest.mocked(validateCompanyEmail).mockResolvedValue({ isValid: true });
    jest.mocked(createResourceLead).mockRejectedValue(new Error('insert refused'));
    await submit();
    expect(conversions).toEqual([]);
  });
});
