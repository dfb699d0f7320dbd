import styled from '@emotion/styled';
import { color } from 'shared-ui';

/**
 * A table of the page: scrolls sideways on a narrow screen rather than squeezing its numbers (so the
 * box is a focusable, named region, which keyboards can scroll).
 */
export const TableBox = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
  }
  caption {
    margin-bottom: 6px;
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
  }
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
