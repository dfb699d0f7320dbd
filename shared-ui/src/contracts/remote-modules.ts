import type { ComponentType } from 'react';

/**
 * The contracts of exposed modules: a route's module is a `page`, and the Contact Us dialog is a
 * `contact-dialog` (site-manifest.json names which module has which). Each remote's exposed entry
 * points are type-checked against these, and the shell loads them by these types.
 */
export interface PageModule {
  default: ComponentType;
}

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ContactDialogModule {
  default: ComponentType<ContactDialogProps>;
}
