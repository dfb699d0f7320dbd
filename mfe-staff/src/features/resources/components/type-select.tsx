import { FieldFrame, FieldLabel, FieldProblem } from 'shared-ui';
import { useId } from 'react';
import { typeOptions } from '../lib/resource-types';
import { Select } from './form-controls';

export interface TypeSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The stored type of the resource being edited, offered even when the hub does not know it. */
  current: string | null;
  error?: string;
  disabled?: boolean;
}

/** The resource type, one of those the Knowledge Hub has an icon for. */
export function TypeSelect({ value, onValueChange, current, error, disabled }: TypeSelectProps) {
  const id = useId();
  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>Type</FieldLabel>
      <Select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Choose a type</option>
        {typeOptions(current).map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
      {error && <FieldProblem id={`${id}-error`}>{error}</FieldProblem>}
    </FieldFrame>
  );
}
