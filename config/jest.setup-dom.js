const jestDomMatchers = require('@testing-library/jest-dom/matchers');
const { format } = require('node:util');

expect.extend(jestDomMatchers);

// React's development build names every prop that would reach the DOM as a non-standard
// attribute; the production build the end-to-end tests run says nothing. Such a warning fails
// the unit test that rendered it.
const NON_STANDARD_DOM =
  /React does not recognize the|Invalid DOM property|Invalid attribute name|for a non-boolean attribute|Unknown event handler property|is using incorrect casing|Invalid aria prop|Invalid ARIA attribute/;

/** @type {string[]} */
let domWarnings = [];
const consoleError = console.error;
console.error = (...args) => {
  const text = format(...args);
  if (NON_STANDARD_DOM.test(text)) domWarnings.push(text);
  consoleError(...args);
};

afterEach(() => {
  const warnings = domWarnings;
  domWarnings = [];
  if (warnings.length) throw new Error(`React warned about the DOM it was given:\n${warnings.join('\n')}`);
});
