import { validateCompanyEmail } from './validate-company-email.ts';

type Case = [label: string, email: string, company: string, isValid: boolean, reasonPart: string];

// Table of the rule's behaviour; `reasonPart` pins WHY, so a case cannot pass for the wrong reason.
const cases: Case[] = [
  // Equality and normalisation of the company name
  ['exact match', 'priya@acme.com', 'Acme', true, 'matches the company name'],
  ['legal suffix Pvt Ltd removed', 'priya@acme.com', 'Acme Pvt. Ltd.', true, 'matches the company name'],
  ['Private Limited removed', 'priya@infosys.com', 'Infosys Private Limited', true, 'matches the company name'],
  ['LLP removed', 'raj@khaitan.com', 'Khaitan LLP', true, 'matches the company name'],
  ['Inc removed', 'ann@stripe.com', 'Stripe, Inc.', true, 'matches the company name'],
  ['GmbH removed', 'jan@bosch.de', 'Bosch GmbH', true, 'matches the company name'],
  ['PLC removed', 'tom@unilever.com', 'Unilever PLC', true, 'matches the company name'],
  ['Corporation removed', 'kim@oracle.com', 'Oracle Corporation', true, 'matches the company name'],
  ['Co and Company removed', 'li@ford.com', 'Ford Motor Company', true, 'matches "ford"'],
  ['mixed case on both sides', 'Priya.Shah@ACME.COM', 'aCmE LIMITED', true, 'matches the company name'],
  ['surrounding whitespace trimmed', '  priya@acme.com  ', '  Acme  ', true, 'matches the company name'],
  ['accents folded with NFD', 'ana@nestle.com', 'Nestlé S.A.', true, 'matches the company name'],
  ['accents in a longer name', 'zoe@societegenerale.com', 'Société Générale', true, 'matches the company name'],
  ['ampersand read as "and"', 'sam@marksandspencer.com', 'Marks & Spencer', true, 'matches the company name'],
  ['ampersand dropped', 'sam@marksspencer.com', 'Marks & Spencer plc', true, 'matches the company name'],
  ['apostrophe joined', 'al@mcdonalds.com', "McDonald's Corporation", true, 'matches the company name'],
  ['digits kept', 'ops@3m.com', '3M Company', true, 'matches the company name'],
  // Registrable domain via the public suffix list
  ['subdomain ignored', 'priya@mail.acme.com', 'Acme', true, 'matches the company name'],
  ['co.in second-level suffix', 'priya@acme.co.in', 'Acme India Pvt Ltd', true, 'matches "acme"'],
  ['subdomain plus co.in', 'priya@mail.acme.co.in', 'Acme', true, 'matches the company name'],
  ['co.uk suffix', 'ollie@tesco.co.uk', 'Tesco PLC', true, 'matches the company name'],
  ['hyphenated domain, spaced name', 'ravi@tata-steel.com', 'Tata Steel Limited', true, 'matches the company name'],
  ['hyphen part is a significant word', 'ravi@tata-group.com', 'Tata Sons', true, 'matches "tata"'],
  // Significant words, initials and containment
  ['significant word', 'neha@tata.com', 'Tata Consultancy Services', true, 'matches "tata"'],
  ['acronym of the words', 'neha@tcs.com', 'Tata Consultancy Services', true, 'initials (TCS)'],
  ['acronym including the legal word', 'dev@hcl.com', 'Hindustan Computers Limited', true, 'initials (HCL)'],
  ['acronym skips stop words', 'ira@bcg.com', 'The Boston Consulting Group', true, 'initials (BCG)'],
  ['domain begins with a company word', 'meera@wiprodigital.com', 'Wipro Technologies', true, 'matches "wipro"'],
  ['domain contained in the name', 'arun@hcltech.com', 'HCL Technologies Ltd', true, 'contains the email domain'],
  ['name contained in the domain', 'kavya@groupacme.com', 'Acme', true, 'contains the company name'],
  // Rejections: syntax and length
  ['empty email', '', 'Acme', false, 'required'],
  ['missing @', 'priya.acme.com', 'Acme', false, 'valid email'],
  ['two @', 'priya@@acme.com', 'Acme', false, 'valid email'],
  ['space inside', 'priya shah@acme.com', 'Acme', false, 'valid email'],
  ['no top-level domain', 'priya@acme', 'Acme', false, 'valid email'],
  ['unknown suffix', 'priya@acme.internal', 'Acme', false, 'not a public internet domain'],
  ['IP literal domain', 'priya@10.0.0.1', 'Acme', false, 'not a public internet domain'],
  [
    'email over 254 characters',
    `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    'Acme',
    false,
    'too long',
  ],
  ['company over 200 characters', 'priya@acme.com', `Acme ${'x'.repeat(200)}`, false, 'too long'],
  ['empty company', 'priya@acme.com', '   ', false, 'Company name is required'],
  ['suffix-only company', 'priya@acme.com', 'Pvt. Ltd.', false, 'legal form'],
  ['"The Company" only', 'priya@acme.com', 'The Company', false, 'legal form'],
  // Rejections: providers
  ['free provider', 'priya@gmail.com', 'Gmail', false, 'free email provider'],
  ['free provider, country suffix', 'priya@yahoo.co.in', 'Yahoo India', false, 'free email provider'],
  ['free provider, Indian', 'priya@rediffmail.com', 'Rediff', false, 'free email provider'],
  ['free provider, mixed case', 'Priya@Outlook.COM', 'Acme', false, 'free email provider'],
  ['disposable provider', 'priya@mailinator.com', 'Mailinator', false, 'disposable'],
  // Rejections: mismatches that a loose rule would accept
  ['unrelated domain', 'priya@globex.com', 'Acme', false, 'does not match'],
  ['generic domain word', 'priya@global.com', 'Global Acme Services', false, 'does not match'],
  ['only generic words in common', 'priya@services.in', 'Tata Consultancy Services', false, 'does not match'],
  ['short name inside unrelated domain', 'elon@spacex.com', 'Ace', false, 'does not match'],
  ['substring not at a word start', 'priya@ices.com', 'Tata Consultancy Services', false, 'does not match'],
  ['single word gives no initials', 'priya@ac.com', 'Acme Corp', false, 'does not match'],
];

describe('validateCompanyEmail', () => {
  it.each(cases)('%s: %s / %s -> %s', (_label, email, company, isValid, reasonPart) => {
    const verdict = validateCompanyEmail(email, company);
    expect(verdict).toEqual({ isValid, reason: expect.stringContaining(reasonPart) });
  });

  it('has at least 40 table cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });
});
