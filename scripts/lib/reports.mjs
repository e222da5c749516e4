// Counts test cases from the runners' JSON reports, so the final line covers every suite.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {object} Count
 * @property {number} passed
 * @property {number} failed
 * @property {string} [note] why the count is not just the report's
 */

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Vitest's JSON reporter (Jest-compatible shape). A test file that fails to load has no failed assertions but
 * a failed file status: it counts as one failure. A non-zero exit with nothing failed (no tests found, a crash)
 * counts as one failure too.
 * @param {string} file
 * @param {number} exitCode
 * @returns {Count}
 */
export function countVitest(file, exitCode) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, note: `no vitest report (exit ${exitCode})` };
  let failed = Number(report.numFailedTests ?? 0);
  let brokenFiles = 0;
  for (const result of report.testResults ?? []) {
    const assertionsFailed = (result.assertionResults ?? []).some((a) => a.status === 'failed');
    if (result.status === 'failed' && !assertionsFailed) brokenFiles += 1;
  }
  failed += brokenFiles;
  const passed = Number(report.numPassedTests ?? 0);
  if (exitCode !== 0 && failed === 0) {
    return {
      passed,
      failed: 1,
      note: `vitest exited ${exitCode} with no failing test: unhandled errors or no tests (see its output)`,
    };
  }
  return { passed, failed, note: brokenFiles ? `${brokenFiles} test file(s) failed to run` : undefined };
}

/**
 * Playwright's JSON reporter: `stats.expected` passed, `stats.flaky` passed on retry, `stats.unexpected`
 * failed. Errors outside tests (global setup) count as one failure.
 * @param {string} file
 * @param {number} exitCode
 * @returns {Count}
 */
export function countPlaywright(file, exitCode) {
  const report = readJson(file);
  if (!report?.stats) return { passed: 0, failed: 1, note: `no Playwright report (exit ${exitCode})` };
  const passed = Number(report.stats.expected ?? 0) + Number(report.stats.flaky ?? 0);
  let failed = Number(report.stats.unexpected ?? 0);
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  if (errors > 0) failed += 1;
  if (exitCode !== 0 && failed === 0) {
    return { passed, failed: 1, note: `Playwright exited ${exitCode} with no failing test` };
  }
  return { passed, failed, note: errors ? `${errors} error(s) outside tests` : undefined };
}

/**
 * A check without test cases of its own (typecheck, lint, format, build) counts as one case.
 * @param {number} exitCode
 * @returns {Count}
 */
export function countCheck(exitCode) {
  return exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: `exit ${exitCode}` };
}

/**
 * The few lines worth keeping at the very end of a CI log (which is often all that is read of it): each failed
 * end-to-end test with the first line of its error, and the spec files that took longest.
 * @param {string} file Playwright's JSON report
 * @param {number} [slowest] how many spec files to name
 * @returns {string[]}
 */
export function playwrightDigest(file, slowest = 6) {
  const report = readJson(file);
  if (!report?.suites) return [];
  /** @type {Map<string, number>} */
  const perFile = new Map();
  /** @type {string[]} */
  const failures = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + Number(result.duration ?? 0));
          if (result.status !== 'passed' && result.status !== 'skipped') {
            // A test timeout comes with a second error naming the step that was still waiting (and its line):
            // print each, as the end of the CI log is often all there is to go on.
            const errors = result.errors?.length
              ? result.errors
              : [result.error ?? { message: result.status }];
            const described = errors.map((/** @type {any} */ error) => {
              const message = stripVTControlCharacters(String(error?.message ?? result.status))
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean)
                .slice(0, 4)
                .join(' | ');
              const at = error?.location
                ? ` (at ${path.basename(error.location.file)}:${error.location.line})`
                : '';
              return `      ${message.slice(0, 400)}${at}`;
            });
            failures.push(`  ${spec.file}:${spec.line} ${spec.title}\n${described.join('\n')}`);
          }
        }
      }
    }
  };
  for (const suite of report.suites) walk(suite);
  const lines = [];
  if (failures.length > 0) lines.push('[roadwatch] end-to-end failures', ...failures);
  const ranked = [...perFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, slowest);
  if (ranked.length > 0) {
    lines.push(
      `[roadwatch] slowest spec files: ${ranked.map(([name, ms]) => `${name} ${Math.round(ms / 1000)}s`).join(', ')}`,
    );
  }
  return lines;
}
