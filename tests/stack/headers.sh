#!/usr/bin/env bash
# Checks with curl what nginx sends (deploy/nginx): caching, compression, security headers, the
# history fallback, real 404s for missing assets, redirects, long URLs, body limits, the proxies.
#   bash tests/stack/headers.sh http://127.0.0.1:8700/ipr-front/
set -euo pipefail
base=${1:?usage: headers.sh BASE_URL}
origin=$(node -e 'console.log(new URL(process.argv[1]).origin)' "$base")
cd "$(dirname "$0")/../.."
failures=0

# check NAME HEADERS-FILE PATTERN: the response headers match the (case-insensitive) pattern.
check() {
  if grep -qiE "$3" "$2"; then
    echo "ok    $1"
  else
    echo "FAIL  $1: no /$3/ in"
    sed 's/^/      /' "$2"
    failures=$((failures + 1))
  fi
}
# headers URL [curl options…]: the response's status line and headers (GET, body dropped).
headers() {
  local url=$1
  shift
  curl -sS -o /dev/null -D - "$@" "$url" | tr -d '\r' >"$tmp"
}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

script=$(grep -o 'umi\.[0-9a-f]*\.js' dist/index.html | head -1)
style=$(grep -o 'umi\.[0-9a-f]*\.css' dist/index.html | head -1)

headers "$origin/ipr-front/gxq/index"
check 'deep link: 200 text/html' "$tmp" '^HTTP/1.1 200'
check 'deep link: index.html' "$tmp" '^content-type: text/html'
check 'index.html: no-cache' "$tmp" '^cache-control: no-cache$'
check "CSP: script-src 'self' only" "$tmp" "^content-security-policy: (.*; )?script-src 'self';"
check "CSP: object-src 'none'" "$tmp" "^content-security-policy: (.*; )?object-src 'none'(;|$)"
check "CSP: frame-ancestors 'self'" "$tmp" "^content-security-policy: (.*; )?frame-ancestors 'self'(;|$)"
check 'X-Content-Type-Options nosniff' "$tmp" '^x-content-type-options: nosniff$'
check 'Referrer-Policy' "$tmp" '^referrer-policy: strict-origin-when-cross-origin$'
check 'X-Frame-Options' "$tmp" '^x-frame-options: SAMEORIGIN$'

headers "$origin/ipr-front/"
check '/ipr-front/: index.html, no-cache' "$tmp" '^cache-control: no-cache$'

headers "$origin/ipr-front/$script" -H 'Accept-Encoding: gzip'
check 'hashed script: 200' "$tmp" '^HTTP/1.1 200'
check 'hashed script: a year, immutable' "$tmp" '^cache-control: public, max-age=31536000, immutable$'
check 'hashed script: gzip' "$tmp" '^content-encoding: gzip$'
check 'hashed script: JavaScript' "$tmp" '^content-type: application/javascript'
check 'hashed script: varies by encoding' "$tmp" '^vary: Accept-Encoding$'
# The build's Brotli copy to a browser that accepts it (Debian's brotli_static module, loaded by
# deploy/local.sh), of the same length as the .br file beside the script.
headers "$origin/ipr-front/$script" -H 'Accept-Encoding: gzip, deflate, br, zstd'
check 'hashed script: Brotli' "$tmp" '^content-encoding: br$'
check 'hashed script: the .br copy' "$tmp" "^content-length: $(stat -c %s "dist/$script.br")$"
headers "$origin/ipr-front/$style"
check 'hashed style: a year, immutable' "$tmp" '^cache-control: public, max-age=31536000, immutable$'

headers "$origin/ipr-front/umi.00000000.js"
check 'missing asset: a real 404' "$tmp" '^HTTP/1.1 404'
headers "$origin/ipr-front/static/no-such-image.png"
check 'missing image: a real 404' "$tmp" '^HTTP/1.1 404'
headers "$origin/ipr-front/no/such/route"
check 'unknown route: the app (it shows its 404)' "$tmp" '^HTTP/1.1 200'
# What scanners ask for is never the app's page: a real 404, whatever the case of the ending.
for probe in index.htm gxq/index.html admin.php UMI.00000000.JS .env .git/config \
  gxq/.htpasswd backup.sql config.yml db.bak web.config id_rsa gxq/id_ed25519 server.key \
  authorized_keys; do
  headers "$origin/ipr-front/$probe"
  check "/ipr-front/$probe: a real 404" "$tmp" '^HTTP/1.1 404'
done
headers "$origin/ipr-front/index.html"
check 'the app page itself by its name' "$tmp" '^HTTP/1.1 200'

headers "$origin/"
check '/ redirects to /ipr-front/' "$tmp" '^location: /ipr-front/$'
headers "$origin/ipr-front?x=1"
check '/ipr-front redirects, query kept' "$tmp" '^location: /ipr-front/\?x=1$'

long=$(printf 'a%.0s' $(seq 1 20000))
headers "$origin/ipr-front/gxq/patent/result?q=$long"
check '20 KB URL: served' "$tmp" '^HTTP/1.1 200'
# The same limit holds behind nginx: the mock service takes what nginx passes (not HTTP 431).
headers "$origin/ipr-data-service/api/front/patent/search?size=1&q=$(printf 'a%.0s' $(seq 1 28000))"
check '28 KB API URL: answered by the service' "$tmp" '^HTTP/1.1 200'

headers "$origin/ipr-data-service/api/front/patent/search?q=%E7%94%B5%E6%B1%A0&size=1" \
  -H 'Accept-Encoding: gzip'
check 'data service proxied' "$tmp" '^HTTP/1.1 200'
check 'API: gzip' "$tmp" '^content-encoding: gzip$'
check 'API: only frame-ancestors' "$tmp" "^content-security-policy: frame-ancestors 'self'$"
# A patent's drawings and published document: the service names each file's version in its URL and
# sends it cached for good; nginx passes that on (and compresses the SVG).
drawings=$(curl -sS "$origin/ipr-data-service/api/front/patent/drawings?id=pat-000001")
urls=$(node -e 'const d = JSON.parse(process.argv[1]).data; console.log(d.figures[0].url, d.documentUrl)' "$drawings")
read -r drawing document <<<"$urls"
headers "$origin$drawing" -H 'Accept-Encoding: gzip'
check 'patent drawing: SVG' "$tmp" '^content-type: image/svg\+xml'
check 'patent drawing: a year, immutable' "$tmp" '^cache-control: public, max-age=31536000, immutable$'
check 'patent drawing: gzip' "$tmp" '^content-encoding: gzip$'
headers "$origin$document"
check 'patent document: PDF' "$tmp" '^content-type: application/pdf'
check 'patent document: a year, immutable' "$tmp" '^cache-control: public, max-age=31536000, immutable$'
headers "$origin${document%%&v=*}"
check 'patent document unversioned: revalidated' "$tmp" '^cache-control: no-cache$'

headers "$origin/api/getCurrent"
check '/api proxied' "$tmp" '^content-type: application/json'
headers "$origin/api/getCurrent" -H 'Authorization: Bearer not-a-session'
check 'a signed-in answer: no-store' "$tmp" '^cache-control: no-store$'
headers "$origin/api/login" -X POST -H 'Content-Type: application/json' --data '{}'
check 'a write (a login): no-store' "$tmp" '^cache-control: no-store$'

body=$(mktemp)
node -e 'process.stdout.write(JSON.stringify({ dataUrl: "data:image/png;base64," + "A".repeat(2_900_000) }))' >"$body"
headers "$origin/api/uploadAvatar" -X POST -H 'Content-Type: application/json' --data-binary "@$body"
check '2.9 MB JSON body accepted (401: no session)' "$tmp" '^HTTP/1.1 401'
head -c 6000000 /dev/zero >"$body"
headers "$origin/api/uploadAvatar" -X POST --data-binary "@$body"
check '6 MB body refused' "$tmp" '^HTTP/1.1 413'
curl -sS -X POST --data-binary "@$body" "$origin/api/uploadAvatar" >"$tmp"
check '… with the contract'"'"'s envelope' "$tmp" '"errorCode":"PAYLOAD_TOO_LARGE"'
rm -f "$body"

if ((failures)); then
  echo "$failures header check(s) failed"
  exit 1
fi
echo 'all header checks passed'
