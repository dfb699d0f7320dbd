import type { PageModule } from 'shared-ui';
import { AboutPage } from '../pages/about-page';

/** Exposed to the shell as marketing/about-page. */
export default AboutPage satisfies PageModule['default'];
