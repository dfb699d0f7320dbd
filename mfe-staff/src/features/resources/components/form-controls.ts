import styled from '@emotion/styled';
import { color, fieldControl, radius } from 'shared-ui';

/**
 * Controls that TextField does not cover (select, radios, checkbox, file), drawn as it draws its
 * own: the field parts come from shared-ui (FieldFrame, FieldLabel, FieldNote, FieldProblem).
 */
export const Select = styled.select(fieldControl);

export const FileInput = styled.input`
  ${fieldControl}
  padding: 8px 12px;
`;

/** A radio or checkbox with its label: the whole row is the touch target, at least 44px high. */
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 0 4px;
  border-radius: ${radius.sm};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.primary};
  }
`;

export const Group = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 4px;
    padding: 0;
    font-size: 0.9rem;
    font-weight: 600;
  }
`;
