/**
 * Word lists for comparing a company name with an email domain. They encode judgement about
 * names, so they are ours; mail-provider lists, which go stale, come from maintained packages.
 */

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Legal-form words removed from the END of a name: "Acme India Pvt. Ltd." -> "acme india". */
export const LEGAL_SUFFIXES = words(`
  pvt private ltd limited llp lp inc incorporated llc corp corporation gmbh ag plc co company
  pte pty sa sas sarl srl spa bv nv kk oy ab asa se
`);

/** Words that carry no identity and are skipped when building initials. */
export const STOP_WORDS = words(`
  the and of for a an in at on to by de la le du der die und et y
`);

/**
 * Words that are part of many company names but identify none of them. They still count for
 * initials ("Tata Consultancy Services" -> TCS) and exact matches, but a domain such as
 * `global.com` or `services.in` must not match every "Global ... Services" company.
 */
export const GENERIC_WORDS = words(`
  global international intl worldwide world universal national general united india indian
  asia asian pacific europe european american group holding holdings enterprise enterprises
  industries industry services service solution solutions system systems technology
  technologies tech software digital data cloud web online net network networks info mail
  email media labs lab consulting consultancy consultants advisory advisors partners partner
  associates management capital ventures investments business center centre capability
  capabilities gcc research resources products trading traders exports imports bank finance
  financial insurance health healthcare pharma pharmaceuticals energy power motors automotive
  foods retail logistics infrastructure engineering design studio studios office team hq new first
`);
