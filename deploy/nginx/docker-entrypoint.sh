#!/bin/sh
# Run by the official nginx image's entrypoint (/docker-entrypoint.d/40-ipr-front.sh) before nginx
# starts: renders the portal's server block from the environment into conf.d.
set -eu
sh /opt/ipr-front/render.sh /opt/ipr-front/ipr-front.conf.template /etc/nginx/conf.d/ipr-front.conf
echo "$0: rendered /etc/nginx/conf.d/ipr-front.conf"
