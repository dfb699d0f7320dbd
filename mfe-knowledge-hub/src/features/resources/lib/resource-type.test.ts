import { resourceKind } from './resource-type';

describe('resourceKind', () => {
  it.each([
    ['Whitepaper', 'whitepaper'],
    ['Webinar', 'webinar'],
    ['Podcast', 'podcast'],
    ['Report', 'report'],
    ['report', 'report'],
  ])('gives %s its own icon', (type, kind) => {
    expect(resourceKind(type)).toBe(kind);
  });

  it.each(['Case Study', '', 'Toolkit'])('gives any other type (%j) the default icon', (type) => {
    expect(resourceKind(type)).toBe('other');
  });
});
