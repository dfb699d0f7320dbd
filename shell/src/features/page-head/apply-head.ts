import { ORGANIZATION_ID } from './head-html';
import { ROBOTS, type MetaTag, type PageHead } from './head-tags';

function metaTag(doc: Document, { attribute, key }: MetaTag): HTMLMetaElement {
  let tag = [...doc.head.querySelectorAll('meta')].find((meta) => meta.getAttribute(attribute) === key);
  if (!tag) {
    tag = doc.createElement('meta');
    tag.setAttribute(attribute, key);
    doc.head.append(tag);
  }
  return tag;
}

/**
 * Makes the document's head describe the page now shown: the tags the page was served with are
 * updated in place, missing ones are added (a page served as the plain single-page app has none).
 */
export function applyPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  for (const tag of head.meta) metaTag(doc, tag).content = tag.content;
  // Only pages that are not indexed have one: leaving such a page must not leave it behind.
  if (!head.meta.some((tag) => tag.key === ROBOTS)) doc.head.querySelector(`meta[name="${ROBOTS}"]`)?.remove();

  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = head.canonical;

  const json = JSON.stringify(head.organization);
  let organization = doc.getElementById(ORGANIZATION_ID);
  if (!organization) {
    organization = doc.createElement('script');
    organization.setAttribute('type', 'application/ld+json');
    organization.id = ORGANIZATION_ID;
    doc.head.append(organization);
  }
  if (organization.textContent !== json) organization.textContent = json;
}
