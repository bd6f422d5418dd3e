#!/usr/bin/env bash
# The official auth-js integration suite against this backend (decision 156). Not part of npm test.
#   bash backend/scripts/authJsSuite.sh /path/to/supabase-js-checkout
# Installs the suite's test dependencies from the npm registry beside the checkout, starts the mail
# catcher and the backend on free loopback ports with the suite's settings (test/supabase/config.toml:
# autoconfirm, anonymous sign-ins, passkeys with its relying party, RS256 signing keys, its keys), points test/lib/clients.ts at that
# port (the only change to the suite), runs jest --config jest.config.cli.js and prints the figures.
set -euo pipefail

checkout=$(cd "${1:?usage: authJsSuite.sh <supabase-js checkout>}" && pwd)
suite="$checkout/packages/core/auth-js"
here=$(cd "$(dirname "$0")" && pwd)
backend=$(dirname "$here")
work=$(mktemp -d /tmp/auth-js-suite.XXXXXX)
[ -f "$suite/jest.config.cli.js" ] || { echo "no packages/core/auth-js/jest.config.cli.js in $checkout" >&2; exit 2; }

# The suite's devDependencies (its catalog's versions), outside the checkout's pnpm workspace.
deps="$checkout/.auth-js-suite-deps"
if [ ! -d "$deps/node_modules/ts-jest" ]; then
  mkdir -p "$deps" && echo '{"name":"auth-js-suite-deps","private":true}' > "$deps/package.json"
  npm install --prefix "$deps" --no-audit --no-fund --loglevel=error \
    jest@30.4.2 ts-jest@^29.4.9 typescript@~5.8.3 @types/jest@30.0.0 @types/node@20.19.9 prettier@^3.6.2 \
    jsonwebtoken@^9.0.0 @types/jsonwebtoken@^8.5.8 @faker-js/faker@^9.9.0 jest-mock-server@^0.1.0 \
    jest-environment-jsdom@30.4.1 tslib@2.8.1
fi
[ -e "$checkout/node_modules" ] || ln -s "$deps/node_modules" "$checkout/node_modules"
[ -f "$suite/test/supabase/signing_keys.json" ] || node "$suite/test/generate-signing-keys.js"

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
api_port=$(free_port); smtp_port=$(free_port); inbox_port=$(free_port)
url="http://127.0.0.1:$api_port"
sed -i -E "s#http://127\.0\.0\.1:[0-9]+/auth/v1#$url/auth/v1#" "$suite/test/lib/clients.ts"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work/db" "$work/storage"; }
trap cleanup EXIT

cd "$backend"
SMTP_PORT=$smtp_port MAIL_INBOX_PORT=$inbox_port node --import tsx src/mail/catcher/main.ts > "$work/mail.log" 2>&1 &
pids+=($!)
# test/supabase/config.toml: enable_confirmations false, enable_anonymous_sign_ins true,
# secure_password_change false, [auth.passkey] and [auth.webauthn], signing_keys_path, rate limits raised for the suite.
BACKEND_PORT=$api_port BACKEND_DATA_DIR="$work/db" BACKEND_SEED=false BACKEND_LOG=true \
  JWT_SIGNING_ALGORITHM=RS256 JWT_SIGNING_KEYS_PATH="$suite/test/supabase/signing_keys.json" \
  MAILER_AUTOCONFIRM=true AUTH_ANONYMOUS_SIGN_INS=true AUTH_SECURE_PASSWORD_CHANGE=false \
  AUTH_PASSKEYS=true WEBAUTHN_RP_ID=localhost WEBAUTHN_RP_ORIGINS=http://localhost:5173 WEBAUTHN_RP_DISPLAY_NAME='auth-js tests' \
  AUTH_RATE_LIMIT_PER_IP=100000 AUTH_RATE_LIMIT_PER_EMAIL=100000 RATE_LIMIT_SCALE=1000 AUTH_BCRYPT_COST=4 \
  SMTP_PORT=$smtp_port SITE_URL=http://127.0.0.1:3000 AUTH_REDIRECT_URLS='https://127.0.0.1:3000,http://localhost:5173' \
  node --import tsx src/main.ts > "$work/backend.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 120); do
  curl -fs "$url/auth/v1/health" > /dev/null 2>&1 && break
  sleep 1
done
curl -fs "$url/auth/v1/health" > /dev/null || { echo "backend did not start; see $work/backend.log" >&2; exit 1; }

cd "$suite"
AUTH_JS_SUITE_URL=$url AUTH_JS_SUITE_PROBE_FILE="$work/probe.jsonl" \
  npx jest --config jest.config.cli.js --runInBand --coverage=false \
  --setupFilesAfterEnv "$here/authJsSuite/probe.cjs" --json --outputFile="$work/results.json" > "$work/jest.log" 2>&1 || true
grep -E '^(Tests|Test Suites):' "$work/jest.log" || true
node "$here/authJsSuite/tally.mjs" "$work/results.json" "$work/probe.jsonl"
echo "logs: $work (jest.log, backend.log, results.json, probe.jsonl)"
