import styled from '@emotion/styled';
import { LEGAL_NAME, SITE_INFO, SiteLink, color, media } from 'shared-ui';
import { FOOTER_COMPANY, FOOTER_SERVICES, type FooterItem } from './footer-links';

const Wrapper = styled.footer`
  background: ${color.surfaceMuted};
  color: ${color.text};
  border-top: 1px solid ${color.border};
`;

const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 24px 24px;
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr 1.4fr;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  a {
    color: inherit;
  }
  address {
    font-style: normal;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const Disabled = styled.span`
  color: ${color.textMuted};
  cursor: not-allowed;
`;

const Bottom = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 24px 32px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  justify-content: space-between;
  color: ${color.textMuted};
  font-size: 0.875rem;
`;

function FooterList({ title, items }: { title: string; items: readonly FooterItem[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <SiteLink to={item.to}>{item.label}</SiteLink>
            ) : (
              <Disabled aria-disabled="true" title="Coming soon">
                {item.label}
              </Disabled>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer (spec 2): description, services, company, contact block and copyright. */
export function Footer() {
  return (
    <Wrapper>
      <Grid>
        <div>
          <h2>{LEGAL_NAME}</h2>
          <p>
            We help multinational companies plan, establish and scale Global Capability Centers in India, from market
            entry strategy and entity setup to talent, infrastructure and tax.
          </p>
        </div>
        <FooterList title="Services" items={FOOTER_SERVICES} />
        <FooterList title="Company" items={FOOTER_COMPANY} />
        <div>
          {/* HTML allows no heading inside <address>: the heading names the block from outside. */}
          <h2>Contact</h2>
          <address>
            <ul>
              <li>{SITE_INFO.city}</li>
              <li>
                <a href={`tel:${SITE_INFO.phone.replace(/\s+/g, '')}`}>{SITE_INFO.phone}</a>
              </li>
              <li>
                <a href={`mailto:${SITE_INFO.email}`}>{SITE_INFO.email}</a>
              </li>
            </ul>
          </address>
        </div>
      </Grid>
      <Bottom>
        <span>
          © {SITE_INFO.copyrightYear} {LEGAL_NAME}. All rights reserved.
        </span>
        <span>
          <span>Privacy Policy</span> · <span>Terms of Service</span>
        </span>
      </Bottom>
    </Wrapper>
  );
}
