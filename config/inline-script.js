const { readFileSync } = require('node:fs');

/**
 * A script file as the text of an inline <script>: its line comments are for its readers, not for
 * visitors, and its indentation is dropped. The file ends every statement with a semicolon.
 * @param {string} file
 * @returns {string}
 */
function inlineScriptText(file) {
  return readFileSync(file, 'utf8')
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(/\n\s*/g, '');
}

module.exports = { inlineScriptText };
