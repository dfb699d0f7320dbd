/** Closes the end-to-end run with the plain summary line: "e2e: N passed, N failed". */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    process.stdout.write(`\ne2e: ${results.numPassedTests} passed, ${failed} failed\n`);
  }
}
module.exports = SummaryReporter;
