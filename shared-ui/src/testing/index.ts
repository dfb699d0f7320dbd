/**
 * shared-ui/testing: helpers for the tests of shared-ui's consumers. Test code only; never
 * imported by a page, so it is not part of the public index.
 */
export { clearToasts } from './clear-toasts';
export { deferred } from './deferred';
export { renderWithToaster, toastRegion, expectToast } from './toasts';
// Radix's toast area, which the Toaster loads at the first toast or sign of use: loaded ahead, a toast shows at once.
export { loadToastArea } from '../components/toast/toaster';
