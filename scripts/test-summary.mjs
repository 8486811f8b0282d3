// Adds up the JSON reports of the unit and end-to-end runs into one closing line.
import fs from 'node:fs';

const reports = ['.reports/unit.json', '.reports/e2e.json'].filter((file) => fs.existsSync(file));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrors ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
}
if (reports.length === 0) {
  console.log('tests: 0 passed, 1 failed (no test report was written)');
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
