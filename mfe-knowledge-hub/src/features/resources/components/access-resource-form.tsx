import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, Spinner } from 'shared-ui';
import { DialogFooter } from 'shared-ui/dialog';
import type { LeadDetails } from '../lib/resource';
import { FormField } from './form-field';

const Fields = styled.div`
  display: grid;
  gap: 14px;
`;

const EMPTY: LeadDetails = { name: '', email: '', company: '' };

export interface AccessResourceFormProps {
  submitting: boolean;
  onSubmit: (details: LeadDetails) => void;
}

/**
 * Name, Email and Company, all required. Its state lives only while the dialog is open, so closing
 * the dialog clears it; a failed submission keeps what was typed.
 */
export function AccessResourceForm({ submitting, onSubmit }: AccessResourceFormProps) {
  const [details, setDetails] = useState<LeadDetails>(EMPTY);
  const set = (field: keyof LeadDetails) => (value: string) => setDetails((d) => ({ ...d, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(details);
  };

  return (
    <form onSubmit={handleSubmit} aria-busy={submitting}>
      <Fields>
        <FormField label="Name" value={details.name} onValueChange={set('name')} autoComplete="name" required />
        <FormField
          label="Email"
          type="email"
          value={details.email}
          onValueChange={set('email')}
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormField
          label="Company"
          value={details.company}
          onValueChange={set('company')}
          autoComplete="organization"
          required
        />
      </Fields>
      <DialogFooter>
        <Button type="submit" disabled={submitting}>
          {submitting && <Spinner size={14} label="" />}
          {submitting ? 'Submitting...' : 'Submit & Access'}
        </Button>
      </DialogFooter>
    </form>
  );
}
