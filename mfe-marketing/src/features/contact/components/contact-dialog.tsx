import styled from '@emotion/styled';
import { useCallback, useId } from 'react';
import { Button, Spinner, type ContactDialogProps } from 'shared-ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from 'shared-ui/dialog';
import { useContactForm } from '../hooks/use-contact-form';
import { Field, Form } from './contact-field';

// Not `disabled` while sending: disabling the focused button would drop keyboard focus to the page.
const SendButton = styled(Button)({
  "&[aria-disabled='true']": { opacity: 0.75, cursor: 'progress' },
});

/** The Contact Us dialog (spec 2): Full Name, Email Address, Your Message; a simulated send. */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { fields, setField, sending, submit } = useContactForm(close);
  const id = useId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>
            Let&apos;s start a conversation. Fill out the form below and we&apos;ll be in touch.
          </DialogDescription>
        </DialogHeader>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field>
            <label htmlFor={`${id}-name`}>Full Name</label>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              value={fields.name}
              readOnly={sending}
              onChange={(event) => setField('name', event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-email`}>Email Address</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              readOnly={sending}
              onChange={(event) => setField('email', event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-message`}>Your Message</label>
            <textarea
              id={`${id}-message`}
              name="message"
              value={fields.message}
              readOnly={sending}
              onChange={(event) => setField('message', event.target.value)}
            />
          </Field>
          <DialogFooter>
            <SendButton type="submit" aria-disabled={sending} aria-busy={sending}>
              {sending ? (
                <>
                  <Spinner label="" />
                  Sending...
                </>
              ) : (
                'Send Message'
              )}
            </SendButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
