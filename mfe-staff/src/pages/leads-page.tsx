import { StaffGate } from '../features/access/components/staff-gate';
import { WorkspaceNav } from '../features/access/components/workspace-nav';
import { LeadsWorkspace } from '../features/leads/components/leads-workspace';
import { WorkspacePage } from '../shared/layout/workspace-page';
import { WORKSPACE_PATHS } from '../shared/workspace-paths';

/** /staff/leads: the marketing team reads the Knowledge Hub's leads and exports them. */
export function LeadsPage() {
  return (
    <WorkspacePage
      heading="Leads"
      intro="Everyone who asked for a Knowledge Hub resource, newest first."
      nav={<WorkspaceNav current={WORKSPACE_PATHS.leads} />}
    >
      <StaffGate>
        <LeadsWorkspace />
      </StaffGate>
    </WorkspacePage>
  );
}
