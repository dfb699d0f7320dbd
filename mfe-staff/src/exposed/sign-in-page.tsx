import type { PageModule } from 'shared-ui';
import { SignInPage } from '../pages/sign-in-page';

/** Exposed to the shell as staff/sign-in-page. */
export default SignInPage satisfies PageModule['default'];
