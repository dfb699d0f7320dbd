import { ROBOTS, type PageHead } from './head-tags';

/** The id of the Organization JSON-LD block, so the browser finds the one the page was served with. */
export const ORGANIZATION_ID = 'organization';

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON as the text of a script element: no `</script` can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head as HTML, for a page served ahead of time (the title and description of index.html replaced). */
export function headHtml(head: PageHead): string {
  return [
    `<title>${attribute(head.title)}</title>`,
    ...head.meta.map((tag) => `<meta ${tag.attribute}="${attribute(tag.key)}" content="${attribute(tag.content)}">`),
    `<link rel="canonical" href="${attribute(head.canonical)}">`,
    // A data block: never run, so the page's Content-Security-Policy needs no hash for it.
    `<script type="application/ld+json" id="${ORGANIZATION_ID}">${scriptJson(head.organization)}</script>`,
  ].join('');
}

/** The head of a page that search engines must leave out and that has no address of its own (the not-found page). */
export function unindexedHeadHtml({ title, description }: { title: string; description: string }): string {
  return [
    `<title>${attribute(title)}</title>`,
    `<meta name="description" content="${attribute(description)}">`,
    `<meta name="${ROBOTS}" content="noindex">`,
  ].join('');
}
