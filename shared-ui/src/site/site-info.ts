import siteInfo from './site-info.json';

/**
 * The firm's public details. site-info.json is the one place the brand, phone and email are
 * written; the build reads it too, for the HTML page's default title.
 */
export const SITE_INFO: Readonly<typeof siteInfo> = siteInfo;

/** "Brand LLP", as the firm signs its pages. */
export const LEGAL_NAME = `${SITE_INFO.brand} ${SITE_INFO.legalSuffix}`;

/** A page title in the site's format: "Page | Brand LLP". */
export function pageTitle(...parts: string[]): string {
  return [...parts, LEGAL_NAME].join(' | ');
}
