/**
 * shared-ui/dialog: the dialog primitives, a share of their own so a page loads them (and Radix
 * Dialog) only with the first dialog it opens, not before it responds. Import by this name only.
 */
export {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
  DialogFooter,
} from './components/dialog/dialog';
