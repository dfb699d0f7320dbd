import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, LEAD_LIMITS, TextField } from 'shared-ui';
import { DialogFooter } from 'shared-ui/dialog';
import type { LeadDetails } from '../lib/resource';

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
        <TextField
          label="Name"
          value={details.name}
          onValueChange={set('name')}
          limit={LEAD_LIMITS.name}
          readOnly={submitting}
          autoComplete="name"
          required
        />
        <TextField
          label="Email"
          type="email"
          value={details.email}
          onValueChange={set('email')}
          limit={LEAD_LIMITS.email}
          readOnly={submitting}
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextField
          label="Company"
          value={details.company}
          onValueChange={set('company')}
          limit={LEAD_LIMITS.company}
          readOnly={submitting}
          autoComplete="organization"
          required
        />
      </Fields>
      <DialogFooter>
        <Button type="submit" loading={submitting} loadingText="Submitting...">
          Submit &amp; Access
        </Button>
      </DialogFooter>
    </form>
  );
}
