import { LEGAL_NAME, SITE_INFO, pageTitle } from './site-info';

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
