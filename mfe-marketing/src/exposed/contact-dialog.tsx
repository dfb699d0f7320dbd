import type { ContactDialogModule } from 'shared-ui';
import { ContactDialog } from '../features/contact/components/contact-dialog';

/** Exposed to the shell as marketing/contact-dialog. */
export default ContactDialog satisfies ContactDialogModule['default'];
