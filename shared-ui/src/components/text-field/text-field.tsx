import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes } from 'react';
import { charCount } from '../../forms/char-count';
import { color } from '../../theme/tokens';
import { FieldFrame, FieldLabel, FieldNote, FieldProblem, VisuallyHidden, fieldControl } from './field-parts';

const Input = styled.input(fieldControl);
const TextArea = styled.textarea`
  ${fieldControl}
  min-height: 120px;
  resize: vertical;
`;

const Counter = styled(FieldNote)`
  justify-self: end;
  font-variant-numeric: tabular-nums;
  &[data-over='true'] {
    color: ${color.text};
    font-weight: 600;
  }
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
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          {...(nativeProps as InputHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <Input {...nativeProps} {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {hint && <FieldNote id={`${id}-hint`}>{hint}</FieldNote>}
      {showCounter && (
        <Counter id={`${id}-count`} data-over={over}>
          {count}/{limit}
          <VisuallyHidden> characters</VisuallyHidden>
        </Counter>
      )}
      {error && <FieldProblem id={`${id}-error`}>{error}</FieldProblem>}
    </FieldFrame>
  );
}
