import {
  CSV_BOM,
  csvCell,
  csvRow,
  LEADS_CSV_HEADER,
  leadCsvRow,
  leadsCsvFileName,
  type ExportedLead,
} from './leads-csv.ts';

describe('csvCell (RFC 4180, formula-safe)', () => {
  it.each([
    ['plain text', 'Acme India', 'Acme India'],
    ['an empty value', '', ''],
    ['null', null, ''],
    ['a comma', 'Acme, Inc.', '"Acme, Inc."'],
    ['double quotes, doubled', 'The "best" GCC', '"The ""best"" GCC"'],
    ['a line feed', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a carriage return inside', 'a\rb', '"a\rb"'],
    ['accents and emoji, unchanged', 'Zoë Ng 😀', 'Zoë Ng 😀'],
  ])('writes %s as it must', (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+', '+91 98765 43210', "'+91 98765 43210"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['a tab', '\t=1+1', "'\t=1+1"],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
    // OWASP's list names the first character alone: a leading tab or CR is neutralised whatever follows.
    ['a tab before plain text', '\tAcme', "'\tAcme"],
    ['a carriage return before plain text', '\rAcme', `"'\rAcme"`],
  ])('neutralises a cell starting with %s by a leading apostrophe', (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves =, +, - and @ alone when they are not first', () => {
    expect(csvCell('priya+gcc@acme.com')).toBe('priya+gcc@acme.com');
    expect(csvCell('Tata-Elxsi')).toBe('Tata-Elxsi');
  });
});

describe('csvRow and the leads records', () => {
  it('ends every record with CRLF', () => {
    expect(csvRow(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('has the header of the six columns', () => {
    expect(LEADS_CSV_HEADER).toBe('created_at,name,email,company,resource_title,resource_type\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('writes a lead with its resource, and empty resource cells when the resource is gone', () => {
    const lead: ExportedLead = {
      id: 'x',
      created_at: '2026-03-01T09:30:00+00:00',
      name: 'Ravi "RK" Kumar',
      email: 'ravi@acme.com',
      company: '=Acme',
      resources: { title: 'GCC Playbook, 2026', type: 'Whitepaper' },
    };
    expect(leadCsvRow(lead)).toBe(
      `2026-03-01T09:30:00+00:00,"Ravi ""RK"" Kumar",ravi@acme.com,'=Acme,"GCC Playbook, 2026",Whitepaper\r\n`,
    );
    expect(leadCsvRow({ ...lead, company: 'Acme', resources: null })).toBe(
      '2026-03-01T09:30:00+00:00,"Ravi ""RK"" Kumar",ravi@acme.com,Acme,,\r\n',
    );
  });

  it('names the file by the UTC date', () => {
    expect(leadsCsvFileName(new Date('2026-11-23T23:59:00Z'))).toBe('leads-2026-11-23.csv');
  });
});
