import type { ComponentType } from 'react';

/**
 * The public API between the shell and the remotes. Each remote's exposed entry points are
 * type-checked against these, and the shell loads them by these types.
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

/** Federation container names and the modules each exposes (keys of `exposes`, without './'). */
export const REMOTES = {
  marketing: {
    container: 'marketing',
    modules: { home: 'home-page', services: 'services-page', about: 'about-page', contactDialog: 'contact-dialog' },
  },
  knowledgeHub: {
    container: 'knowledgeHub',
    modules: { knowledgeHub: 'knowledge-hub-page' },
  },
} as const;

export type RemoteKey = keyof typeof REMOTES;
