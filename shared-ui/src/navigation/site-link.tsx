import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** Goes to a path of the site without a page load (the shell's router); `replace` takes the current entry's place in the history. */
export type SiteNavigate = (to: string, options?: { replace?: boolean }) => void;

const SiteNavigateContext = createContext<SiteNavigate | null>(null);

/**
 * Provided by the shell inside its router, so a remote's links navigate in place without the remote
 * bundling a router of its own. Without it (a remote's standalone page) a link is a plain link.
 */
export function SiteNavigationProvider({ navigate, children }: { navigate: SiteNavigate; children: ReactNode }) {
  return <SiteNavigateContext.Provider value={navigate}>{children}</SiteNavigateContext.Provider>;
}

/** Goes to a path of the site: in place inside the shell, with a page load on a standalone page. */
export function useSiteNavigate(): SiteNavigate {
  const navigate = useContext(SiteNavigateContext);
  return navigate ?? loadSitePage;
}

/** Goes to a path of the site with a page load, as a link does without scripts. */
export function loadSitePage(to: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, such as `/services`. */
  to: string;
}

/** A click the browser should handle itself: another tab or window, a download, not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    Boolean(target && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** A link to a page of the site: a real `<a href>` (it works before the scripts run), followed in place once they have. */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, onClick, ...props }, ref) {
  const navigate = useContext(SiteNavigateContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a ref={ref} href={to} onClick={follow} {...props} />;
});
