import styled from '@emotion/styled';
import { useCallback } from 'react';
import { Button, CONTACT_LIMITS, TextField, type ContactDialogProps } from 'shared-ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from 'shared-ui/dialog';
import { useContactForm } from '../hooks/use-contact-form';

const Form = styled.form`
  display: grid;
  gap: 14px;
`;

/** The Contact Us dialog (spec 2): Full Name, Email Address, Your Message; a simulated send. */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { fields, setField, sending, submit } = useContactForm(close);

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
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            value={fields.name}
            limit={CONTACT_LIMITS.name}
            readOnly={sending}
            onValueChange={(value) => setField('name', value)}
          />
          <TextField
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            limit={CONTACT_LIMITS.email}
            readOnly={sending}
            onValueChange={(value) => setField('email', value)}
          />
          <TextField
            label="Your Message"
            name="message"
            multiline
            value={fields.message}
            limit={CONTACT_LIMITS.message}
            readOnly={sending}
            onValueChange={(value) => setField('message', value)}
          />
          <DialogFooter>
            <Button type="submit" loading={sending} loadingText="Sending...">
              Send Message
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
