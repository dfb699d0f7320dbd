import type { PageModule } from 'shared-ui';
import { ResourcesPage } from '../pages/resources-page';

/** Exposed to the shell as staff/resources-page. */
export default ResourcesPage satisfies PageModule['default'];
