import { useCallback, useState } from 'react';
import { reportConversion, toast, useSubmitOnce } from 'shared-ui';
import { SEND_DELAY_MS, findProblem, trimFields, type InquiryFields } from '../lib/inquiry';
import { appendInquiry } from '../lib/inquiry-store';

const EMPTY: InquiryFields = { name: '', email: '', message: '' };

export const SENT_TOAST = {
  title: 'Message Sent! 🚀',
  description: "Thank you for reaching out. We'll get back to you shortly!",
} as const;

export const NOT_SAVED_TOAST = {
  title: 'Message not saved',
  description: 'Your browser would not store the message. Please try again or email us directly.',
  variant: 'destructive',
} as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Contact Us form: fields, the simulated send, and what happens after it (spec 4 and 5). */
export function useContactForm(onSent: () => void) {
  const [fields, setFields] = useState<InquiryFields>(EMPTY);
  const { submitting: sending, run } = useSubmitOnce();

  const setField = useCallback((name: keyof InquiryFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
  }, []);

  const submit = useCallback(async () => {
    const trimmed = trimFields(fields);
    const problem = findProblem(trimmed);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const stored = await run(async () => {
      await wait(SEND_DELAY_MS);
      try {
        appendInquiry({ ...trimmed, date: new Date().toISOString() });
        return true;
      } catch {
        toast(NOT_SAVED_TOAST);
        return false;
      }
    });
    if (!stored) return;
    setFields(EMPTY);
    onSent();
    toast(SENT_TOAST);
    reportConversion('contact-sent');
  }, [fields, onSent, run]);

  return { fields, setField, sending, submit };
}
