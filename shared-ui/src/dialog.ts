/**
 * shared-ui/dialog: the dialog primitives, a share of their own so a page loads them (and Radix
 * Dialog) only with the first dialog it opens, not before it responds. Import by this name only.
 */
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
  DialogFooter,
  DIALOG_MAX_WIDTH,
} from './components/dialog/dialog';
export type { DialogContentProps } from './components/dialog/dialog';
