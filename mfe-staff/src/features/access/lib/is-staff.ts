import type { useAuth } from 'shared-ui';

type SignedInUser = ReturnType<typeof useAuth>['user'];

/**
 * Staff status is the claim `app_metadata.staff = true`, which only the service key can set
 * (`npm run staff -- add`); the database's row-level security checks the same claim, so this only
 * decides what the page shows.
 */
export function isStaff(user: SignedInUser): boolean {
  return user?.app_metadata?.staff === true;
}
