const path = require('node:path');

/** How many of the slowest files the summary names. */
const SLOWEST = 5;

/**
 * Closes the end-to-end run with the slowest files (where the run's time goes) and then the plain
 * summary line: "e2e: N passed, N failed".
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const slowest = results.testResults
      .map((file) => ({
        name: path.basename(file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    if (slowest.length) {
      process.stdout.write(
        `\nslowest end-to-end files: ${slowest.map((f) => `${f.name} ${f.seconds.toFixed(0)} s`).join(', ')}\n`,
      );
    }
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    process.stdout.write(`\ne2e: ${results.numPassedTests} passed, ${failed} failed\n`);
  }
}
module.exports = SummaryReporter;
