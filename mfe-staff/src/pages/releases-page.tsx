import { StaffGate } from '../features/access/components/staff-gate';
import { WorkspaceNav } from '../features/access/components/workspace-nav';
import { ReleaseHealthWorkspace } from '../features/releases/components/release-health-workspace';
import { WorkspacePage } from '../shared/layout/workspace-page';
import { WORKSPACE_PATHS } from '../shared/workspace-paths';

/** /staff/releases: how each bundle's releases and canaries fare with visitors. */
export function ReleasesPage() {
  return (
    <WorkspacePage
      heading="Release health"
      intro="Per bundle: the live release and any canary, what visitors' page loads reported per version, the switches, and each version's top errors."
      nav={<WorkspaceNav current={WORKSPACE_PATHS.releases} />}
    >
      <StaffGate>
        <ReleaseHealthWorkspace />
      </StaffGate>
    </WorkspacePage>
  );
}
