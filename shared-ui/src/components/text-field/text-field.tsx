import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes } from 'react';
import { charCount } from '../../forms/char-count';
import { color, radius } from '../../theme/tokens';

const Field = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  /* The muted text colour, not the border token: a field's edge needs 3:1 contrast in every theme. */
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
  &[readonly] {
    opacity: 0.75;
  }
`;

const Input = styled.input(control);
const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

const Note = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.85rem;
`;

const Counter = styled(Note)`
  justify-self: end;
  font-variant-numeric: tabular-nums;
  &[data-over='true'] {
    color: ${color.text};
    font-weight: 600;
  }
`;

const Problem = styled(Note)`
  color: ${color.text};
  font-weight: 600;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The counter appears once a value has used this share of its limit. */
const COUNTER_FROM = 0.8;

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'maxLength' | 'children'>;

export interface TextFieldProps extends NativeProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  /** Help shown under the field and read with it. */
  hint?: string;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  error?: string | null;
  /**
   * Most characters allowed, counted as the database counts them ({@link charCount}). Not the
   * native `maxlength`, which counts UTF-16 units: typing is never cut off; near and over the
   * limit a counter shows, and over it the field is marked invalid.
   */
  limit?: number;
}

/** A labelled input or textarea with an optional hint, error and character limit. */
export function TextField({
  label,
  value,
  onValueChange,
  multiline = false,
  hint,
  error,
  limit,
  ...nativeProps
}: TextFieldProps) {
  const id = useId();
  const count = charCount(value);
  const over = limit !== undefined && count > limit;
  const showCounter = limit !== undefined && count >= limit * COUNTER_FROM;
  const describedBy = [hint && `${id}-hint`, showCounter && `${id}-count`, error && `${id}-error`].filter(Boolean);
  const shared = {
    id,
    value,
    'aria-invalid': Boolean(error) || over || undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <TextArea
          {...(nativeProps as InputHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <Input {...nativeProps} {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {hint && <Note id={`${id}-hint`}>{hint}</Note>}
      {showCounter && (
        <Counter id={`${id}-count`} data-over={over}>
          {count}/{limit}
          <Hidden> characters</Hidden>
        </Counter>
      )}
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </Field>
  );
}
