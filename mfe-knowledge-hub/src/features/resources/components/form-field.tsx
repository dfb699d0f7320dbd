import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes } from 'react';
import { color, radius } from 'shared-ui';

const Field = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  min-height: 42px;
  padding: 8px 12px;
  /* The muted text colour, not the border token: an input's edge needs 3:1 contrast in every theme. */
  border: 1px solid ${color.textMuted};
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.text};
  font: inherit;
  &:focus-visible {
    border-color: ${color.focus};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled text input. */
export function FormField({ label, onValueChange, ...inputProps }: FormFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} onChange={(event) => onValueChange(event.target.value)} {...inputProps} />
    </Field>
  );
}
