// Compares two vitest JSON reports of the browser and system tests, test by test: CI runs them
// twice in a row and a test whose outcome differs between the runs is flaky, which fails CI even
// when both runs pass overall. Usage: node scripts/compareRuns.mjs first.json second.json
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const SYSTEM = /^tests\/(system|e2e)\//;

/** Every system test's outcome by "file > test", from one report. */
const outcomes = (path) => {
  const report = JSON.parse(readFileSync(path, "utf8"));
  const byTest = new Map();
  for (const file of report.testResults) {
    const name = relative(process.cwd(), file.name);
    if (!SYSTEM.test(name)) continue;
    if (file.assertionResults.length === 0) byTest.set(`${name} (file)`, file.status);
    for (const test of file.assertionResults) byTest.set(`${name} > ${test.fullName}`, test.status);
  }
  return byTest;
};

const [firstPath, secondPath] = process.argv.slice(2);
if (!firstPath || !secondPath) {
  process.stderr.write("usage: node scripts/compareRuns.mjs first.json second.json\n");
  process.exit(2);
}
const first = outcomes(firstPath);
const second = outcomes(secondPath);
const differences = [...new Set([...first.keys(), ...second.keys()])]
  .filter((test) => first.get(test) !== second.get(test))
  .map((test) => `  ${test}: ${first.get(test) ?? "absent"} then ${second.get(test) ?? "absent"}`);

if (first.size === 0) {
  process.stderr.write("e2e runs: the first report holds no system test\n");
  process.exit(1);
}
if (differences.length > 0) {
  process.stderr.write(
    `e2e runs differ in ${differences.length} test(s):\n${differences.join("\n")}\n`,
  );
  process.exit(1);
}
process.stdout.write(`e2e runs: ${first.size} tests, the same outcome in both runs\n`);
