import styled from '@emotion/styled';
import { color, radius } from 'shared-ui';

/** A spinner and its words while a list loads. */
export const LoadingLine = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 32px 0;
  color: ${color.textMuted};
`;

/** What failed to load and a way to try again (role="alert" where it is used). */
export const FailureNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 1px solid ${color.destructive};
  border-left-width: 4px;
  border-radius: ${radius.md};
  p {
    margin: 0;
  }
`;

/** Says that there is nothing to show yet, and what would change that. */
export const EmptyNote = styled.p`
  margin: 0;
  padding: 40px 24px;
  border: 1px dashed ${color.border};
  border-radius: ${radius.lg};
  color: ${color.textMuted};
  text-align: center;
`;
