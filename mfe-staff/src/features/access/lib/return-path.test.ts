import { returnPathFrom, signInPathFor } from './return-path';

describe('sign-in return path', () => {
  it('comes back to the workspace page, with its query', () => {
    const signIn = signInPathFor('/staff/resources?edit=1');
    expect(signIn).toBe('/staff?next=%2Fstaff%2Fresources%3Fedit%3D1');
    expect(returnPathFrom(signIn.slice(signIn.indexOf('?')))).toBe('/staff/resources?edit=1');
  });

  it.each([
    ['no next', ''],
    ['another site', '?next=https%3A%2F%2Fevil.example%2Fstaff%2Fleads'],
    ['a protocol-relative address', '?next=%2F%2Fevil.example%2Fstaff%2Fleads'],
    ['a public page', '?next=%2Fresources'],
    ['the sign-in page itself', '?next=%2Fstaff'],
    ['a script', '?next=javascript%3Aalert(1)'],
  ])('goes to the leads for %s', (_case, search) => {
    expect(returnPathFrom(search)).toBe('/staff/leads');
  });
});
