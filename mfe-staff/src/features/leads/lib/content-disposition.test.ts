import { fileNameFrom } from './content-disposition';

describe('fileNameFrom', () => {
  it('reads the quoted file name the export sends', () => {
    expect(fileNameFrom('attachment; filename="leads-2026-11-23.csv"')).toBe('leads-2026-11-23.csv');
  });

  it('prefers the UTF-8 form and decodes it', () => {
    expect(fileNameFrom(`attachment; filename="leads.csv"; filename*=UTF-8''leads-%C3%A9t%C3%A9.csv`)).toBe(
      'leads-été.csv',
    );
  });

  it('reads a bare file name and unescapes a quoted one', () => {
    expect(fileNameFrom('attachment; filename=leads-2026.csv')).toBe('leads-2026.csv');
    expect(fileNameFrom('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
  });

  it('keeps only the name, never a folder', () => {
    expect(fileNameFrom('attachment; filename="../../etc/leads.csv"')).toBe('leads.csv');
    expect(fileNameFrom('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it.each([null, '', 'attachment', 'attachment; filename=""', `attachment; filename*=UTF-8''%E0%A4%A`])(
    'falls back to leads.csv for %p',
    (header) => {
      expect(fileNameFrom(header)).toBe('leads.csv');
    },
  );
});
