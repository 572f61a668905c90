#!/usr/bin/env bash
# The production stack in CI (.ci/run): starts `deploy/local.sh` (nginx + the mock service, serving
# the existing dist/) on a free port, checks the headers with curl, runs the contract's conformance
# check (read-only through nginx; then, writes included, against the mock service itself), the
# browser smoke tests and the mock service's tests, and stops the stack. Needs dist/ (npm run
# build) and nginx.
set -euo pipefail
cd "$(dirname "$0")/../.."

# The first free port of 8700-8799 on 127.0.0.1 (after SKIP, so the mock gets one of its own).
free_port() {
  node -e '
    const net = require("net");
    const [from, skip] = process.argv.slice(1).map(Number);
    const tryPort = (port) => {
      if (port > 8799) process.exit(1);
      if (port === skip) return tryPort(port + 1);
      const server = net.createServer();
      server.once("error", () => tryPort(port + 1));
      server.listen(port, "127.0.0.1", () => server.close(() => console.log(port)));
    };
    tryPort(from);
  ' "$@"
}
port=$(free_port 8700 0)
mock_port=$(free_port 8700 "$port")

log=$(mktemp)
# A state of its own: the mock service starts from the seed, whatever earlier runs left.
data=$(mktemp -d)
MOCK_PORT=$mock_port MOCK_DATA_DIR=$data bash deploy/local.sh "$port" >"$log" 2>&1 &
stack=$!
stop() {
  kill -TERM "$stack" 2>/dev/null && wait "$stack" 2>/dev/null
  rm -rf "$log" "$data"
}
trap stop EXIT

base=''
for _ in $(seq 1 240); do
  base=$(grep -o 'http://[^ ]*/ipr-front/' "$log" | head -n 1 || true)
  [[ -n $base ]] && break
  kill -0 "$stack" 2>/dev/null || break
  sleep 0.5
done
if [[ -z $base ]]; then
  echo "the local stack did not start:" >&2
  cat "$log" >&2
  exit 1
fi
echo "stack: $base"

bash tests/stack/headers.sh "$base"

accounts=(--login demo:Demo@2026 --other-login buyer:Buyer@2026 --admin-login admin:Admin@2026)
echo "conformance check through nginx (read-only): ${base%/ipr-front/}"
if ! report=$(node api/tools/contract-check.js --base "${base%/ipr-front/}" "${accounts[@]}"); then
  echo "$report"
  exit 1
fi
echo "$report" | tail -n 1

IPR_BASE_URL=$base node --test --test-concurrency=1 tests/stack/

# Last: its writes change the mock's data, which the smoke tests above read.
echo "conformance check against the mock service, writes included: http://127.0.0.1:$mock_port"
node api/tools/contract-check.js --base "http://127.0.0.1:$mock_port" "${accounts[@]}" --write
