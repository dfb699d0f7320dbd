import { documentLabel, formatDate, statusLabel } from './resource-display';
import { typeOptions } from './resource-types';

describe('how a resource is described', () => {
  it('names its document', () => {
    expect(documentLabel('resources/abc/report.pdf')).toBe('Uploaded PDF');
    expect(documentLabel('https://example.com/report.pdf')).toBe('Link');
    expect(documentLabel('#')).toBe('No document');
    expect(documentLabel(null)).toBe('No document');
  });

  it('calls an unpublished resource a draft', () => {
    expect(statusLabel(true)).toBe('Published');
    expect(statusLabel(false)).toBe('Draft');
  });

  it('writes the date a person reads, and leaves a value that is not a date as it is', () => {
    // Noon UTC is the same day in every time zone from UTC-11 to UTC+11.
    expect(formatDate('2025-05-05T12:00:00+00:00')).toBe('5 May 2025');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('typeOptions', () => {
  it('offers the four types the Knowledge Hub has icons for, spelled as the seed stores them', () => {
    expect(typeOptions()).toEqual(['Whitepaper', 'Webinar', 'Podcast', 'Report']);
  });

  it("adds a resource's own type when the hub does not know it, once", () => {
    expect(typeOptions('Case Study')).toEqual(['Whitepaper', 'Webinar', 'Podcast', 'Report', 'Case Study']);
    expect(typeOptions('Report')).toHaveLength(4);
  });
});
