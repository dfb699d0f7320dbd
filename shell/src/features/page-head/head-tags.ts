import { LEGAL_NAME, SITE_INFO, SITE_MANIFEST, pageTitle, type SiteRoute } from 'shared-ui';

/** The meta tag a page that search engines must leave out carries (and the others do not). */
export const ROBOTS = 'robots';

/** Size of every share image (public/share/*.png): what link previews expect for a large card. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface MetaTag {
  /** `name` for description and Twitter, `property` for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** What search engines and link previews read about one page. */
export interface PageHead {
  title: string;
  canonical: string;
  /** The description first, then Open Graph and Twitter card tags. */
  meta: MetaTag[];
  /** The firm as schema.org Organization (JSON-LD). */
  organization: Record<string, unknown>;
}

/** `https://example.com/` -> `https://example.com`. */
const withoutSlash = (origin: string) => origin.replace(/\/+$/, '');

/** The firm as schema.org describes an organization, from the site's own info. */
export function organizationData(origin: string): Record<string, unknown> {
  const [locality, country] = SITE_INFO.city.split(',').map((part) => part.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: LEGAL_NAME,
    url: `${withoutSlash(origin)}/`,
    logo: `${withoutSlash(origin)}/${SITE_MANIFEST.logo}`,
    email: SITE_INFO.email,
    telephone: SITE_INFO.phone,
    address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country },
  };
}

/**
 * The head of a route's page at `origin` (the runtime config's publicOrigin): title, description,
 * canonical URL, Open Graph and Twitter card tags with the route's share image, and the firm; a
 * page that is not `indexed` also gets `robots: noindex`.
 */
export function pageHeadFor(route: SiteRoute, origin: string, { indexed = true } = {}): PageHead {
  const base = withoutSlash(origin);
  const title = pageTitle(route.title);
  const canonical = `${base}${route.path}`;
  const image = `${base}/${route.image ?? SITE_MANIFEST.defaultImage}`;
  const imageAlt = `${LEGAL_NAME}: ${route.title}`;
  const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
  return {
    title,
    canonical,
    meta: [
      name('description', route.description),
      property('og:type', 'website'),
      property('og:site_name', LEGAL_NAME),
      property('og:title', title),
      property('og:description', route.description),
      property('og:url', canonical),
      property('og:image', image),
      property('og:image:type', 'image/png'),
      property('og:image:width', String(SHARE_IMAGE_SIZE.width)),
      property('og:image:height', String(SHARE_IMAGE_SIZE.height)),
      property('og:image:alt', imageAlt),
      name('twitter:card', 'summary_large_image'),
      name('twitter:title', title),
      name('twitter:description', route.description),
      name('twitter:image', image),
      name('twitter:image:alt', imageAlt),
      ...(indexed ? [] : [name(ROBOTS, 'noindex')]),
    ],
    organization: organizationData(base),
  };
}
