import { useCallback } from 'react';
import { reportConversion, toast, useSubmitOnce } from 'shared-ui';
import { createResourceLead } from '../api/create-resource-lead';
import { validateCompanyEmail } from '../api/validate-company-email';
import { errorMessage } from '../lib/error-message';
import { checkLeadDetails } from '../lib/lead-form';
import { MESSAGES, SUBMISSION_FAILED_TITLE } from '../lib/messages';
import type { LeadDetails, Resource } from '../lib/resource';

/** A resource the visitor asked for, with the checked address that opens once the lead is recorded. */
export interface AccessTarget {
  resource: Resource;
  url: string;
}

/**
 * The access flow (spec 7): check the fields, validate the company email, record the lead only
 * when it is valid, then open the resource in a new tab and call `onGranted`. Sent once however
 * often it is submitted while in flight.
 */
export function useLeadSubmission(target: AccessTarget | null, onGranted: () => void) {
  const { submitting, run } = useSubmitOnce();

  const submit = useCallback(
    async (values: LeadDetails) => {
      if (!target) return;
      const checked = checkLeadDetails(values);
      if (!checked.ok) {
        toast({ variant: 'destructive', title: checked.title, description: checked.description });
        return;
      }
      await run(async () => {
        try {
          const { email, company } = checked.lead;
          const { isValid } = await validateCompanyEmail({ email, company });
          if (!isValid) {
            toast(MESSAGES.validationFailed);
            return;
          }
          await createResourceLead({ ...checked.lead, resource_id: target.resource.id });
          reportConversion('resource-accessed');
          window.open(target.url, '_blank', 'noopener,noreferrer');
          toast(MESSAGES.accessGranted);
          onGranted();
        } catch (error) {
          toast({ variant: 'destructive', title: SUBMISSION_FAILED_TITLE, description: errorMessage(error) });
        }
      });
    },
    [target, onGranted, run],
  );

  return { submit, submitting };
}
