import type { PageModule } from 'shared-ui';
import { ReleasesPage } from '../pages/releases-page';

/** Exposed to the shell as staff/releases-page. */
export default ReleasesPage satisfies PageModule['default'];
