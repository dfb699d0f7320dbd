import type { PageModule } from 'shared-ui';
import { HomePage } from '../pages/home-page';

/** Exposed to the shell as marketing/home-page. */
export default HomePage satisfies PageModule['default'];
