import type { PageModule } from 'shared-ui';
import { LeadsPage } from '../pages/leads-page';

/** Exposed to the shell as staff/leads-page. */
export default LeadsPage satisfies PageModule['default'];
