#!/bin/sh
# Renders deploy/nginx/ipr-front.conf.template into an nginx config (an http-level include) with
# envsubst, substituting only the variables named here: nginx's own $uri etc. are left alone.
#
#   sh deploy/nginx/render.sh TEMPLATE OUTPUT
#
# Variables (docs/deploy.md §2):
#   IPR_UPSTREAM_BOX … IPR_UPSTREAM_AUTH  each prefix's upstream, scheme://host[:port] (config/proxy.ts)
#   IPR_UPSTREAM_DEFAULT  used for every one of those left unset; with neither set, rendering fails
#   (each becomes an upstream block with idle connections kept open, IPR_UPSTREAM_BLOCKS, and
#   its origin the Host header, IPR_UPSTREAM_*_HOST)
#   IPR_LISTEN       what nginx listens on (default 80)
#   IPR_SERVER_NAME  server_name (default _)
#   IPR_ROOT         the folder holding ipr-front/, the built dist/ (default /usr/share/nginx/html)
#   IPR_CSP          the Content-Security-Policy of the app (default below)
#   IPR_BROTLI_STATIC  on: send the build's .br copies (brotli_static); needs the module loaded
#                    (Debian: libnginx-mod-http-brotli-static). Default off
# POSIX sh: it also runs in the official nginx image's entrypoint (deploy/nginx/docker-entrypoint.sh).
set -eu

template=${1:?usage: render.sh TEMPLATE OUTPUT}
output=${2:?usage: render.sh TEMPLATE OUTPUT}

UPSTREAMS='IPR_UPSTREAM_BOX IPR_UPSTREAM_NAV IPR_UPSTREAM_DATA IPR_UPSTREAM_BUSINESS
IPR_UPSTREAM_PROJECT IPR_UPSTREAM_AGENCY IPR_UPSTREAM_CNIPR IPR_UPSTREAM_DI IPR_UPSTREAM_WEBSITE
IPR_UPSTREAM_AUTH'

# Scripts only from the portal's origin (dist/index.html loads its scripts by src, no inline
# script); antd's CSS-in-JS writes <style> elements at run time, hence 'unsafe-inline' for
# styles; images may be data: and blob: URLs (avatar upload, charts); the report PDF is framed
# from the nav service's prefix (same origin); no plugins, no foreign frames around the portal.
DEFAULT_CSP="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; worker-src 'self' blob:; manifest-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"

fail() {
  echo "render.sh: $*" >&2
  exit 1
}

missing=''
for name in $UPSTREAMS; do
  eval "value=\${$name:-\${IPR_UPSTREAM_DEFAULT:-}}"
  value=${value%/}
  if [ -z "$value" ]; then
    missing="$missing $name"
    continue
  fi
  # proxy_pass without a path passes the request URI unchanged, as the dev proxy does.
  case "$value" in
    http://* | https://*) ;;
    *) fail "$name=$value: expected http://host[:port] or https://host[:port]" ;;
  esac
  rest=${value#*://}
  case "$rest" in
    '' | */*) fail "$name=$value: give the upstream's origin only (no path); the prefix is kept" ;;
  esac
  # Each prefix goes to an upstream block of its own that keeps up to 64 idle connections open
  # (keepalive): without it every request opens a connection, and under load new connections
  # wait in the service's accept queue behind all the others (a dictionary read 0.5 s behind 100
  # searches, docs/deploy.md §3). The Host header and the TLS name stay the origin's.
  scheme=${value%%://*}
  block=$(echo "$name" | tr 'A-Z' 'a-z')
  server=$rest
  case "$server" in
    *:[0-9]* | \[*\]:[0-9]*) ;;
    *) [ "$scheme" = https ] && server="$server:443" || server="$server:80" ;;
  esac
  IPR_UPSTREAM_BLOCKS="${IPR_UPSTREAM_BLOCKS:-}upstream $block {
    server $server;
    keepalive 64;
}
"
  eval "$name=\$scheme://\$block"
  eval "${name}_HOST=\$rest"
  export "${name?}" "${name}_HOST"
done
export IPR_UPSTREAM_BLOCKS
[ -z "$missing" ] || fail "no upstream for:$missing (set them, or IPR_UPSTREAM_DEFAULT)"

IPR_LISTEN=${IPR_LISTEN:-80}
IPR_SERVER_NAME=${IPR_SERVER_NAME:-_}
IPR_ROOT=${IPR_ROOT:-/usr/share/nginx/html}
IPR_CSP=${IPR_CSP:-$DEFAULT_CSP}
case "${IPR_BROTLI_STATIC:-off}" in
  on) IPR_BROTLI_STATIC_DIRECTIVE='brotli_static on;' ;;
  off) IPR_BROTLI_STATIC_DIRECTIVE='# brotli_static: off (IPR_BROTLI_STATIC)' ;;
  *) fail "IPR_BROTLI_STATIC=$IPR_BROTLI_STATIC: expected on or off" ;;
esac
export IPR_LISTEN IPR_SERVER_NAME IPR_ROOT IPR_CSP IPR_BROTLI_STATIC_DIRECTIVE
case "$IPR_CSP" in
  *'"'*) fail 'IPR_CSP may not contain a double quote' ;;
esac

index="$IPR_ROOT/ipr-front/index.html"
[ -f "$index" ] || fail "$index not found: IPR_ROOT must hold the built app as ipr-front/"
# script-src 'self' blocks inline scripts: a build that emits one needs the policy changed.
if grep -o '<script[^>]*>' "$index" | grep -qv ' src='; then
  fail "$index has an inline <script>: the Content-Security-Policy (script-src 'self') would block it"
fi

vars=''
for name in $UPSTREAMS; do
  vars="$vars \${${name}_HOST}"
done
for name in $UPSTREAMS IPR_UPSTREAM_BLOCKS IPR_LISTEN IPR_SERVER_NAME IPR_ROOT IPR_CSP IPR_BROTLI_STATIC_DIRECTIVE; do
  vars="$vars \${$name}"
done
envsubst "$vars" <"$template" >"$output"
