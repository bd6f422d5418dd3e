/**
 * Loaded into the auth-js suite (jest --setupFilesAfterEnv): records, per test, the requests it
 * sends to the backend and the routes the backend did not know, so the tally can tell
 * server-facing tests apart and not count a pass that rests on "no such route".
 */
/* global expect -- jest's, in the suite's test environment */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads setup files as CommonJS here
const fs = require('node:fs');

const serverUrl = process.env.AUTH_JS_SUITE_URL;
const outFile = process.env.AUTH_JS_SUITE_PROBE_FILE;

function record(entry) {
  const { currentTestName, testPath } = expect.getState();
  fs.appendFileSync(outFile, JSON.stringify({ testPath, test: currentTestName, ...entry }) + '\n');
}

/** The backend's answer to a route it does not have (src/http/app.ts): 404 "No route for …". */
async function isUnknownRoute(response) {
  if (response.status !== 404) return false;
  const body = await response
    .clone()
    .text()
    .catch(() => '');
  return body.includes('No route for ');
}

const realFetch = globalThis.fetch;
globalThis.fetch = async function probedFetch(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!serverUrl || !url.startsWith(serverUrl)) return realFetch(input, init);
  const response = await realFetch(input, init);
  record({
    method: init?.method ?? 'GET',
    path: url.slice(serverUrl.length),
    status: response.status,
    unknownRoute: await isUnknownRoute(response),
  });
  return response;
};
