#!/usr/bin/env bash
# The production stack on this machine: nginx with the rendered deploy/nginx config serving the
# existing dist/ (nothing is built) and the standalone mock service behind the service prefixes.
#
#   bash deploy/local.sh PORT        # http://127.0.0.1:PORT/ipr-front/
#
# nginx's config, pid, logs and temporary files live in a temporary folder, removed on exit; it
# listens on 127.0.0.1:PORT. A prefix whose IPR_UPSTREAM_* variable is set goes to that upstream
# (and the mock leaves it out); the others go to the mock. Prints the base URL when ready; SIGTERM
# or Ctrl-C stops nginx and the mock. MOCK_PORT picks the mock's port (default: a free one).
set -euo pipefail

port=${1:-}
[[ $port =~ ^[0-9]+$ ]] && ((port >= 1024 && port <= 65535)) || {
  echo "usage: bash deploy/local.sh PORT   (1024-65535)" >&2
  exit 2
}
cd "$(dirname "$0")/.."
root=$PWD
[[ -f dist/index.html ]] || {
  echo "local.sh: dist/ is missing: run npm run build first" >&2
  exit 1
}
command -v nginx >/dev/null || {
  echo "local.sh: nginx is not installed (apt-get install -y nginx)" >&2
  exit 1
}

stack=$(mktemp -d "${TMPDIR:-/tmp}/ipr-front-stack.XXXXXX")
mock_pid=''
nginx_pid=''

stop() {
  trap - EXIT INT TERM
  [[ -n $nginx_pid ]] && kill -TERM "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
  [[ -n $mock_pid ]] && kill -TERM "$mock_pid" 2>/dev/null && wait "$mock_pid" 2>/dev/null
  rm -rf "$stack"
}
fail() {
  echo "local.sh: $*" >&2
  for log in "$stack/mock.log" "$stack/logs/error.log"; do
    [[ -s $log ]] && echo "--- $log" >&2 && tail -n 30 "$log" >&2
  done
  stop
  exit 1
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

mkdir -p "$stack/logs" "$stack/temp" "$stack/html"

# Started as root, nginx's workers drop to an unprivileged user, which must read dist/ and the
# temporary folder (mktemp makes it 700).
stack_user=''
if ((EUID == 0)); then
  worker=nobody
  id -u www-data >/dev/null 2>&1 && worker=www-data
  stack_user="user $worker;"
  chmod 755 "$stack"
fi
# nginx serves <root>/ipr-front/…: the built app in place, or a copy (5 MB) when the workers could
# not read it there (a checkout under /root or in a private temporary folder).
if [[ -n $stack_user ]] && command -v runuser >/dev/null &&
  ! runuser -u "$worker" -- test -r "$root/dist/index.html"; then
  cp -r "$root/dist" "$stack/html/ipr-front"
  chmod -R a+rX "$stack/html"
  echo "local.sh: $worker cannot read $root/dist; serving a copy of it" >&2
else
  ln -s "$root/dist" "$stack/html/ipr-front"
fi

# Both run in sessions of their own (setsid): Ctrl-C reaches this script only, whose trap stops
# them in order, rather than racing with them.
# The mock service: a free port unless MOCK_PORT names one; the first line gives its address.
setsid node deploy/mock/server.js --host 127.0.0.1 --port "${MOCK_PORT:-0}" >"$stack/mock.log" 2>&1 &
mock_pid=$!
mock_url=''
for _ in $(seq 1 600); do
  mock_url=$(grep -om1 'http://127\.0\.0\.1:[0-9]*' "$stack/mock.log" || true)
  [[ -n $mock_url ]] && break
  kill -0 "$mock_pid" 2>/dev/null || fail "the mock service exited"
  sleep 0.1
done
[[ -n $mock_url ]] || fail "the mock service did not start within 60 s"
curl -fsS "$mock_url/healthz" >/dev/null || fail "the mock service is not healthy"

# Debian's Brotli module (libnginx-mod-http-brotli-static), when installed, sends the build's .br
# copies; without it the stack sends the .gz ones.
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
stack_modules=''
brotli_static=off
if [[ -f $brotli_module ]]; then
  stack_modules="load_module $brotli_module;"
  brotli_static=on
fi
# Unset prefixes go to the mock: IPR_UPSTREAM_DEFAULT is set for the rendering only (the mock
# itself must not see upstream variables it did not get, or it would leave those prefixes out).
IPR_UPSTREAM_DEFAULT=$mock_url IPR_LISTEN="127.0.0.1:$port" IPR_SERVER_NAME=localhost \
  IPR_ROOT="$stack/html" IPR_BROTLI_STATIC=$brotli_static sh deploy/nginx/render.sh \
  deploy/nginx/ipr-front.conf.template "$stack/ipr-front.conf" ||
  fail "rendering the nginx config failed"
STACK_DIR=$stack STACK_USER=$stack_user STACK_MODULES=$stack_modules \
  envsubst '${STACK_DIR} ${STACK_USER} ${STACK_MODULES}' \
  <deploy/nginx/local-nginx.conf.template >"$stack/nginx.conf"
nginx -t -q -p "$stack" -e "$stack/logs/error.log" -c "$stack/nginx.conf" ||
  fail "nginx rejected the rendered config ($stack/nginx.conf)"

setsid nginx -p "$stack" -e "$stack/logs/error.log" -c "$stack/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
base="http://127.0.0.1:$port/ipr-front/"
for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null && break
  kill -0 "$nginx_pid" 2>/dev/null || fail "nginx exited (is port $port free?)"
  sleep 0.1
done
curl -fsS -o /dev/null "$base" || fail "nginx does not serve $base"

echo "Portal ready at $base (mock service $mock_url; nginx config in $stack)"
# Runs until nginx or the mock stops, or a signal arrives (the trap stops both).
wait -n "$nginx_pid" "$mock_pid" || true
fail "nginx or the mock service stopped"
