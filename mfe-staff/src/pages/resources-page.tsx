import { StaffGate } from '../features/access/components/staff-gate';
import { WorkspaceNav } from '../features/access/components/workspace-nav';
import { ResourcesWorkspace } from '../features/resources/components/resources-workspace';
import { WorkspacePage } from '../shared/layout/workspace-page';
import { WORKSPACE_PATHS } from '../shared/workspace-paths';

/** /staff/resources: the content team publishes the Knowledge Hub's resources. */
export function ResourcesPage() {
  return (
    <WorkspacePage
      heading="Resources"
      intro="Every Knowledge Hub resource, published or not. Visitors see only the published ones."
      nav={<WorkspaceNav current={WORKSPACE_PATHS.resources} />}
    >
      <StaffGate>
        <ResourcesWorkspace />
      </StaffGate>
    </WorkspacePage>
  );
}
