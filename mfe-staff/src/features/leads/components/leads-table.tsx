import styled from '@emotion/styled';
import { color, radius, VisuallyHidden } from 'shared-ui';
import { formatLeadDate, mailtoHref } from '../lib/lead-format';
import type { LeadRow } from '../lib/lead-row';

// Scrolls sideways on phones; focusable so keyboard users can scroll it too.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: 12px 16px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${color.border};
  }
  tbody tr:last-of-type td {
    border-bottom: none;
  }
  th {
    background: ${color.surfaceMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  a {
    color: ${color.primary};
    text-underline-offset: 3px;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: 0.85rem;
`;

const When = styled.time`
  white-space: nowrap;
`;

/** The leads of one page, newest first, in a table that scrolls sideways on narrow screens. */
export function LeadsTable({ rows, busy }: { rows: readonly LeadRow[]; busy: boolean }) {
  return (
    <Scroller role="region" aria-label="Leads table" tabIndex={0} aria-busy={busy}>
      <Table>
        <VisuallyHidden as="caption">Leads, newest first</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Company</th>
            <th scope="col">Resource</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((lead) => (
            <tr key={lead.id}>
              <td>
                <When dateTime={lead.created_at}>{formatLeadDate(lead.created_at)}</When>
              </td>
              <td>{lead.name}</td>
              <td>
                <a href={mailtoHref(lead.email)}>{lead.email}</a>
              </td>
              <td>{lead.company}</td>
              <td>
                {lead.resources ? (
                  <>
                    {lead.resources.title}
                    <Muted>{lead.resources.type}</Muted>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>Resource deleted</VisuallyHidden>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
