// The test command: every suite, then each suite's counts, the failed tests by name (suite, file and
// full name, from vitest's JSON reports), and one closing line "N passed, N failed" summing them all.
//   API suite on PGlite always; again on PostgreSQL when TEST_DATABASE_URL is set;
//   browser journeys in the system's Chromium (its headless shell when installed) when it is there
//   (REQUIRE_BROWSER=1 makes it a must);
//   last, the stress stage (load, soak, crash and race tests, apps/server/test/stress/) with the
//   machine to itself: one file at a time, on PGlite and then on PostgreSQL when it is set;
//   npm audit, when the registry serves advisories (scripts/audit.mjs);
//   the home page's JavaScript against its budget, and no schema code on the pages people browse
//   (scripts/bundle-size.mjs);
//   the OpenAPI document (docs/openapi.json) through Redocly's linter (redocly.yaml).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath as chromium } from '../e2e/chromium-path.mjs';

const resultsDir = mkdtempSync(join(tmpdir(), 'second-shelf-results-'));
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const totals = { passed: 0, failed: 0 };
const lines = [];
const failures = [];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/**
 * How fast this machine is today, so that stage times from different runs can be compared: one core
 * hashing a fixed 1 MiB buffer with SHA-256 a fixed 2,000 times (about 1.2 s on the 2-core EPYC CI).
 */
function machineSpeed() {
  const buffer = Buffer.alloc(1024 * 1024, 7);
  const started = performance.now();
  for (let i = 0; i < 2000; i += 1) createHash('sha256').update(buffer).digest();
  return `${Math.round(performance.now() - started)} ms for 2,000 SHA-256 of 1 MiB`;
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

function suite(label, args, env) {
  const output = join(resultsDir, `${totals.passed + totals.failed}-${lines.length}.json`);
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    // A file that fails before its tests run (a broken import, a failing hook) counts as a failure.
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
    );
    failed += brokenFiles.length;
    for (const file of report.testResults) {
      const where = file.name.replace(`${process.cwd()}/`, '');
      for (const test of file.assertionResults.filter((each) => each.status === 'failed')) {
        failures.push(`${label}: ${where} > ${test.fullName}`);
      }
      if (brokenFiles.includes(file))
        failures.push(`${label}: ${where} (${file.message || 'failed before its tests'})`);
    }
  }
  if (status !== 0 && failed === 0) failed = 1;
  if (passed + failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${label}: ${passed} passed, ${failed} failed (${seconds(started)})`);
}

const testsStarted = performance.now();
const speed = machineSpeed();
console.log(`=== machine speed: ${speed} ===`);
lines.push(`machine speed: ${speed}`);
const buildStarted = performance.now();

console.log('=== build (web app and server) ===');
if (run('npm', ['run', 'build', '--silent']) !== 0) {
  console.log('\nThe build failed; no suite can run.\n0 passed, 1 failed');
  process.exit(1);
}
lines.push(`build: ${seconds(buildStarted)}`);

console.log('\n=== home page JavaScript budget ===');
if (run('node', ['scripts/bundle-size.mjs']) === 0) {
  totals.passed += 1;
  lines.push('home page JavaScript budget: 1 passed, 0 failed');
} else {
  totals.failed += 1;
  lines.push(
    'home page JavaScript budget: 0 passed, 1 failed — over budget, schema code on a page people browse, or unreadable (see above)',
  );
}

console.log('\n=== OpenAPI document (Redocly lint, its recommended rules) ===');
// docs/openapi.json, which src/lib/openapi.test.ts keeps equal to the served document. No internet
// here: no telemetry, no update check.
const lintEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
if (run('npx', ['redocly', 'lint', '--format=stylish'], lintEnv) === 0) {
  totals.passed += 1;
  lines.push('OpenAPI document (Redocly lint): 1 passed, 0 failed');
} else {
  totals.failed += 1;
  lines.push('OpenAPI document (Redocly lint): 0 passed, 1 failed — see its errors above');
}

console.log('\n=== dependency audit ===');
const audit = run('node', ['scripts/audit.mjs']);
if (audit === 0) {
  totals.passed += 1;
  lines.push('dependency audit: 1 passed, 0 failed');
} else if (audit === 2) {
  lines.push('dependency audit: NOT RUN — the registry does not serve advisories here (see above)');
} else {
  totals.failed += 1;
  lines.push('dependency audit: 0 passed, 1 failed — a high or critical advisory without an explanation');
}

suite('unit and API tests (PGlite)', [], withoutPostgres);

if (TEST_DATABASE_URL) {
  suite('API tests (PostgreSQL)', ['--project', 'server (PostgreSQL)'], process.env);
} else {
  lines.push('API tests (PostgreSQL): not run — set TEST_DATABASE_URL=postgres://… to run them');
}

if (existsSync(chromium)) {
  suite(`browser journeys (${chromium})`, ['--config', 'e2e/vitest.config.ts'], withoutPostgres);
} else if (process.env.REQUIRE_BROWSER === '1') {
  totals.failed += 1;
  lines.push(`browser journeys: REQUIRED but no Chromium at ${chromium} — 1 failed`);
} else {
  lines.push(
    `browser journeys: NOT RUN — no Chromium at ${chromium} (apt-get install chromium-headless-shell or chromium, or set CHROMIUM_PATH)`,
  );
}

// The stress stage comes last and alone: beside the other suites on two cores the soak failed
// (15 errors, p99 3.4 s) although it passes with the machine to itself. One file at a time.
const stress = ['--config', 'apps/server/vitest.stress.config.ts'];
suite('stress tests (PGlite)', stress, withoutPostgres);
if (TEST_DATABASE_URL) {
  suite('stress tests (PostgreSQL)', stress, process.env);
} else {
  lines.push('stress tests (PostgreSQL): not run — set TEST_DATABASE_URL=postgres://… to run it');
}

rmSync(resultsDir, { recursive: true, force: true });
console.log('\n=== summary ===');
lines.push(`the test command, in all: ${seconds(testsStarted)}`);
for (const line of lines) console.log(line);
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
