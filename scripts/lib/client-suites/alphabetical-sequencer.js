// The order the postgrest-js suite's own jest config gives its files (test/testSequencer.js), by
// path: the files share one database, so a fixed order keeps their side effects repeatable.
const path = require('node:path');

// jest's own sequencer, found through jest (a dependency of jest, not of this repository).
const jestDir = path.dirname(require.resolve('jest/package.json'));
/** @type {typeof import('@jest/test-sequencer').default} */
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [jestDir] })).default;

class AlphabeticalSequencer extends Sequencer {
  /**
   * @override
   * @param {import('@jest/test-result').Test[]} tests
   */
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}

module.exports = AlphabeticalSequencer;
