import styled from '@emotion/styled';
import { color, radius } from 'shared-ui';

export const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input,
  textarea {
    width: 100%;
    padding: 10px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 14px;
`;
