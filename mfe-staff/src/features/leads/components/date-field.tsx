import styled from '@emotion/styled';
import { useId } from 'react';
import { color, radius } from 'shared-ui';

const Field = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

// The look of shared-ui's TextField, so the three filters read as one form.
const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${color.textMuted};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  &:focus-visible {
    border-color: ${color.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${color.destructive};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: 0.85rem;
  font-weight: 600;
`;

export interface DateFieldProps {
  label: string;
  /** A calendar day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  min?: string;
  max?: string;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  error?: string;
}

/** A labelled `<input type="date">` styled as the site's text fields. */
export function DateField({ label, value, onValueChange, min, max, error }: DateFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </Field>
  );
}
