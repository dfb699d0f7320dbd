import { sitePageAt } from 'shared-ui';
import { FOOTER_COMPANY, FOOTER_SERVICES } from './footer-links';
import { NAV_LINKS } from './nav-links';

// The header and footer name routes by path; the site manifest is where routes live. A route
// renamed or removed there must not leave a link here pointing at the not-found page.
describe('header and footer links', () => {
  const targets = [...NAV_LINKS, ...FOOTER_SERVICES, ...FOOTER_COMPANY].flatMap((link) => (link.to ? [link.to] : []));

  it.each(targets)('%s is a page of the site manifest', (to) => {
    expect(sitePageAt(to)).toBeDefined();
  });
});
