import siteInfo from './site-info.json';
import { LEGAL_NAME, SITE_INFO, pageTitle } from './site-info';

describe('site info', () => {
  it('exposes the firm details of site-info.json', () => {
    expect(SITE_INFO).toEqual(siteInfo);
    expect(SITE_INFO.city).toBe('Mumbai, India');
    expect(SITE_INFO.copyrightYear).toBe(2025);
    expect(SITE_INFO.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('signs as "{brand} LLP"', () => {
    expect(SITE_INFO.legalSuffix).toBe('LLP');
    expect(LEGAL_NAME).toBe(`${SITE_INFO.brand} LLP`);
  });
});

describe('pageTitle', () => {
  it('joins the parts and the legal name with " | "', () => {
    expect(pageTitle('Knowledge Hub', 'GCC Insights & Resources')).toBe(
      `Knowledge Hub | GCC Insights & Resources | ${SITE_INFO.brand} LLP`,
    );
  });

  it('is just the legal name without parts', () => {
    expect(pageTitle()).toBe(LEGAL_NAME);
  });
});
