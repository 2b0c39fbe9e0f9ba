/**
 * Prints every skipped test with its full title at the end of a run. Suites that need a server put the
 * reason in their title ("... (skipped: KURRENTDB_URL not set and no Docker engine)"), and Jest hides the
 * console output of a file whose tests were all skipped, so this is where CI's log says why.
 */
class SkippedReporter {
  constructor() {
    this.skipped = [];
  }

  onTestResult(_test, result) {
    for (const t of result.testResults) if (t.status === 'pending' || t.status === 'skipped') this.skipped.push(`${t.ancestorTitles.join(' > ')} > ${t.title}`);
  }

  onRunComplete() {
    if (this.skipped.length === 0) return;
    process.stdout.write(`\nSkipped tests (${this.skipped.length}):\n${this.skipped.map((s) => `  - ${s}`).join('\n')}\n`);
  }
}

module.exports = SkippedReporter;
