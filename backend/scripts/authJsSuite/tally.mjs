/**
 * Counts the auth-js suite's results (jest --json) against the probe's request log: all tests,
 * server-facing tests (those that sent a request to the backend) and, among those, passes that
 * rest on an unknown route's 404 (counted as failures). Prints the figures and each failure.
 */
import fs from 'node:fs';
import path from 'node:path';

const [resultsFile, probeFile] = process.argv.slice(2);
const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
const probes = fs.existsSync(probeFile)
  ? fs
      .readFileSync(probeFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];

const key = (testPath, name) => `${path.basename(testPath)}::${name}`;
const requests = new Map();
// A request outside any test comes from a beforeAll: every test of that file rests on the server.
const hookFiles = new Set();
for (const probe of probes) {
  if (!probe.test) hookFiles.add(path.basename(probe.testPath ?? ''));
  const id = key(probe.testPath ?? '', probe.test ?? '');
  requests.set(id, [...(requests.get(id) ?? []), probe]);
}
const requestsOf = (test) => requests.get(key(test.file, test.name)) ?? [];
const talksToServer = (test) => hookFiles.has(test.file) || requestsOf(test).length > 0;

const tests = results.testResults.flatMap((file) =>
  file.assertionResults.map((test) => ({
    file: path.basename(file.name),
    name: test.fullName,
    status: test.status,
    message: test.failureMessages[0] ?? '',
  })),
);
const counted = tests.filter((test) => test.status === 'passed' || test.status === 'failed');
const serverFacing = counted.filter(talksToServer);
const restsOnUnknownRoute = (test) => requestsOf(test).some((request) => request.unknownRoute);
const serverPassed = serverFacing.filter((test) => test.status === 'passed' && !restsOnUnknownRoute(test));
const unknownRoutePasses = serverFacing.filter((test) => test.status === 'passed' && restsOnUnknownRoute(test));

const percent = (part, whole) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);
console.log(
  `auth-js suite: ${counted.filter((t) => t.status === 'passed').length} of ${counted.length} tests pass (${tests.length - counted.length} skipped or todo)`,
);
console.log(
  `server-facing: ${serverPassed.length} of ${serverFacing.length} pass (${percent(serverPassed.length, serverFacing.length)} %)`,
);
console.log(`passes that rest on an unknown route's 404 (counted as failing): ${unknownRoutePasses.length}`);
for (const test of [...serverFacing.filter((t) => t.status === 'failed'), ...unknownRoutePasses]) {
  const why =
    test.status === 'passed' ? 'unknown route 404' : (test.message.split('\n').find((line) => line.trim()) ?? '');
  console.log(`  FAIL ${test.file} › ${test.name} — ${why.trim().slice(0, 160)}`);
}
const offServer = counted.filter((test) => test.status === 'failed' && !talksToServer(test));
for (const test of offServer) console.log(`  FAIL (no server call) ${test.file} › ${test.name}`);
