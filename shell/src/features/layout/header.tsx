import styled from '@emotion/styled';
import { Button, LEGAL_NAME, SITE_INFO, SiteLink, color, media, useContactAction, actionAttribute } from 'shared-ui';
import { isCurrentPage, usePagePath } from '../../routing/site-location';
import { NAV_LINKS } from './nav-links';
import { ThemeSwitcher } from './theme-switcher';
import { useScrolledPast } from './use-scrolled';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 40;
  transition:
    background 0.2s,
    border-color 0.2s,
    color 0.2s;
  border-bottom: 1px solid transparent;
  &[data-solid='false'] {
    background: transparent;
    color: #ffffff;
  }
  &[data-solid='true'] {
    background: ${color.headerGlass};
    color: ${color.text};
    backdrop-filter: blur(12px);
    -webkit-backdrop-filter: blur(12px);
    border-bottom-color: ${color.border};
  }
`;

const Row = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 12px;
  display: flex;
  align-items: center;
  gap: 8px 10px;
  flex-wrap: wrap;
  ${media.md} {
    flex-wrap: nowrap;
    padding: 12px 24px;
  }
`;

const Logo = styled(SiteLink)`
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  font-size: 0.95rem;
  line-height: 1.15;
  letter-spacing: -0.01em;
  margin-right: auto;
  /* On phones the name may take two short lines, so the header keeps two rows. */
  max-width: 7.5rem;
  ${media.sm} {
    max-width: none;
    font-size: 1.05rem;
  }
`;

const Nav = styled.nav`
  order: 3;
  width: 100%;
  display: flex;
  gap: 4px;
  ${media.md} {
    order: 0;
    width: auto;
  }
  a {
    color: inherit;
    text-decoration: none;
    font-weight: 600;
    padding: 6px 12px;
    border-radius: 8px;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

/**
 * The fixed site header: transparent over the home hero until scrolled, solid everywhere else. It
 * needs no router: it answers as soon as the shell has started, while the router is on its way.
 */
export function Header() {
  const pathname = usePagePath();
  const scrolled = useScrolledPast();
  const solid = pathname !== '/' || scrolled;
  const openContact = useContactAction();

  return (
    <Bar data-solid={solid ? 'true' : 'false'}>
      <Row>
        <Logo to="/" aria-label={`${LEGAL_NAME}, home`}>
          {SITE_INFO.brand}
        </Logo>
        <Nav aria-label="Main">
          {NAV_LINKS.map((link) => (
            <SiteLink key={link.to} to={link.to} aria-current={isCurrentPage(link.to, pathname) ? 'page' : undefined}>
              {link.label}
            </SiteLink>
          ))}
        </Nav>
        <ThemeSwitcher />
        <Button size="sm" onClick={openContact} {...actionAttribute('contact')}>
          Contact Us
        </Button>
      </Row>
    </Bar>
  );
}
