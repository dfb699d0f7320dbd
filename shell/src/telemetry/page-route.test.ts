import { pageRoute } from './page-route';

describe('pageRoute', () => {
  it("names a route by the site's page path, and any other path as *, never as typed", () => {
    expect(pageRoute('/')).toBe('/');
    expect(pageRoute('/resources/')).toBe('/resources');
    expect(pageRoute('/about')).toBe('/about');
    expect(pageRoute('/jane.doe@acme.com')).toBe('*');
    expect(pageRoute('/staff/leads')).toBe('*');
    const leads = { path: '/staff/leads', remote: 'staff', module: 'leads-page', title: 'Leads', description: 'Leads' };
    expect(pageRoute('/staff/leads', [leads])).toBe('/staff/leads');
  });
});
