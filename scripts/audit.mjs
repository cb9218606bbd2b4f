// The dependency check: `npm audit` must show no high or critical advisory, except those listed
// with a reason in audit-exceptions.json. Exit 0 clean, 1 on a new advisory, 2 when the
// registry does not serve advisories (the check could not run; it says so, it does not pass).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const exceptions = JSON.parse(readFileSync(new URL('../audit-exceptions.json', import.meta.url), 'utf8'));
const result = spawnSync('npm', ['audit', '--json'], {
  timeout: 120_000,
  encoding: 'utf8',
  env: { ...process.env, npm_config_loglevel: 'silent' },
});
let report;
try {
  report = JSON.parse(result.stdout ?? '') ?? {};
} catch {
  report = {};
}

if (!report.vulnerabilities) {
  const reason = report.message ?? report.error?.summary ?? (result.stderr?.trim() || 'no answer');
  console.log(`npm audit could not run: the registry did not serve advisories (${reason}).`);
  console.log('Dependencies were NOT checked; run `npm run audit` where the registry answers.');
  process.exit(2);
}

const serious = Object.values(report.vulnerabilities).flatMap((vulnerability) =>
  vulnerability.via
    .filter((via) => typeof via === 'object' && (via.severity === 'high' || via.severity === 'critical'))
    .map((via) => ({
      name: vulnerability.name,
      id: via.url?.split('/').pop() ?? via.source,
      title: via.title,
      severity: via.severity,
    })),
);
const unexplained = serious.filter((advisory) => !exceptions[advisory.id]);
for (const advisory of serious) {
  const note = exceptions[advisory.id] ? `explained: ${exceptions[advisory.id]}` : 'NEW';
  console.log(`${advisory.severity} ${advisory.id} in ${advisory.name}: ${advisory.title} — ${note}`);
}
console.log(
  `npm audit: ${serious.length} high or critical advisories, ${unexplained.length} without an explanation in audit-exceptions.json`,
);
process.exit(unexplained.length === 0 ? 0 : 1);
