import type { PageModule } from 'shared-ui';
import { ServicesPage } from '../pages/services-page';

/** Exposed to the shell as marketing/services-page. */
export default ServicesPage satisfies PageModule['default'];
