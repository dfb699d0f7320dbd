import styled from '@emotion/styled';
import { Button, color, media, radius, Spinner } from 'shared-ui';
import { useExportLeads } from '../hooks/use-export-leads';
import { useLeads } from '../hooks/use-leads';
import { useLeadsView } from '../hooks/use-leads-view';
import { hasFilters } from '../lib/lead-filters';
import { lastPage, leadsSummary } from '../lib/leads-page';
import { LOAD_FAILED, LOAD_TIMED_OUT } from '../lib/messages';
import { LeadFiltersForm } from './lead-filters-form';
import { LeadsPager } from './leads-pager';
import { LeadsTable } from './leads-table';

const Section = styled.section`
  display: grid;
  gap: 20px;
`;

// Filters above the export button on phones; side by side, the button at the end, from large screens.
const Toolbar = styled.div`
  display: grid;
  gap: 16px;
  ${media.lg} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
`;

const ExportSlot = styled.div`
  ${media.lg} {
    /* Level with the fields, below their labels. */
    padding-top: 27px;
  }
`;

const StatusLine = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 24px;
`;

const Summary = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Problem = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  border: 1px solid ${color.destructive};
  border-radius: ${radius.md};
  background: ${color.surface};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * The marketing team's view of the Knowledge Hub's leads: filters by day and text, 50 newest
 * first per page, and a CSV export of everything the filters match. The filters and page live in
 * the address, so a reload or a shared link shows the same leads.
 */
export function LeadsWorkspace() {
  const view = useLeadsView();
  const { filters, page, setPage } = view;
  const { status, shown, timedOut, retry } = useLeads(filters, page, setPage);
  const { exporting, start } = useExportLeads(filters);

  const count = shown?.count ?? 0;
  let summary = '';
  if (status === 'invalid') summary = 'Correct the filters to see the leads.';
  else if (shown && status !== 'failed')
    summary = leadsSummary({ page: shown.page, shown: shown.rows.length, count, filtered: hasFilters(shown.filters) });
  else if (status === 'loading') summary = 'Loading leads…';
  const loading = status === 'loading';
  const showTable = status !== 'invalid' && status !== 'failed' && shown !== null && shown.rows.length > 0;

  return (
    <Section aria-label="Leads" aria-busy={loading}>
      <Toolbar>
        <LeadFiltersForm
          form={view.form}
          problems={view.problems}
          onFromChange={view.setFrom}
          onToChange={view.setTo}
          onSearchChange={view.setSearch}
          onSearchSubmit={view.applySearch}
        />
        <ExportSlot>
          <Button
            variant="secondary"
            onClick={start}
            disabled={filters === null}
            loading={exporting}
            loadingText="Exporting…"
          >
            Export CSV
          </Button>
        </ExportSlot>
      </Toolbar>

      <StatusLine>
        <Summary aria-live="polite">{summary}</Summary>
        {loading && <Spinner label="Loading leads" />}
      </StatusLine>

      {status === 'failed' && (
        <Problem role="alert">
          <p>{timedOut ? LOAD_TIMED_OUT : `${LOAD_FAILED} Please check your connection and try again.`}</p>
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        </Problem>
      )}

      {showTable && (
        <>
          <LeadsTable rows={shown.rows} busy={loading} />
          <LeadsPager
            canGoBack={page > 1}
            canGoForward={page < lastPage(count)}
            onPrevious={() => setPage(page - 1)}
            onNext={() => setPage(page + 1)}
          />
        </>
      )}
    </Section>
  );
}
