#!/usr/bin/env bash
# Tests deploy/nginx/nginx.conf and shop.conf with `nginx -t` on this machine, outside Docker.
#
#   bash deploy/check-nginx.sh          (nginx from PATH or /usr/sbin/nginx; NGINX=/path overrides)
#
# nginx resolves upstream host names when it reads its configuration, and compose's service names
# (app1, app2, minio) resolve only inside compose's network; the certificates exist only on the
# server. So the test runs on a copy in a temporary folder, where:
# - every upstream `server name:port` becomes `server 127.0.0.1:port`;
# - the certificate paths point at a self-signed certificate made here for a day;
# - the pid file, the logs and the temporary folders are in the temporary folder, so that the
#   test needs no write access to /run, /var/log or /var/lib/nginx (root or not, CI or not);
# - on nginx older than 1.25.1 (Debian 12 ships 1.22), which lacks the `http2` directive,
#   `listen 443 ssl; http2 on;` is written the old way, `listen 443 ssl http2;`;
# - run by a user other than root, it listens on 8080 and 8443 (nginx -t binds its ports).
# Exits 0 when nginx accepts the configuration, non-zero (with nginx's message) otherwise.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
conf_dir="$here/nginx"

nginx_bin="${NGINX:-$(command -v nginx 2>/dev/null || true)}"
if [ -z "$nginx_bin" ] && [ -x /usr/sbin/nginx ]; then nginx_bin=/usr/sbin/nginx; fi
if [ -z "$nginx_bin" ] || [ ! -x "$nginx_bin" ]; then
  echo "check-nginx: nginx is not installed (Debian: apt-get install -y nginx)" >&2
  exit 2
fi
command -v openssl >/dev/null 2>&1 || { echo "check-nginx: openssl is not installed" >&2; exit 2; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/check-nginx.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/certs" "$tmp/temp/client_body" "$tmp/temp/proxy" "$tmp/temp/fastcgi" \
  "$tmp/temp/uwsgi" "$tmp/temp/scgi" "$tmp/logs"
# nginx -t as root hands the temporary folders to the worker user; let any user into them.
chmod 755 "$tmp"

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
  -keyout "$tmp/certs/privkey.pem" -out "$tmp/certs/fullchain.pem" >/dev/null 2>&1

# The version nginx reports, e.g. "nginx version: nginx/1.22.1", as a comparable number.
version="$("$nginx_bin" -v 2>&1 | sed -n 's|.*nginx/\([0-9][0-9.]*\).*|\1|p')"
IFS=. read -r major minor patch <<<"${version:-0.0.0}"
version_number=$(( major * 1000000 + minor * 1000 + ${patch:-0} ))
old_http2=false
if [ "$version_number" -lt 1025001 ]; then old_http2=true; fi

mime_types=/etc/nginx/mime.types
if [ ! -f "$mime_types" ]; then
  mime_types="$tmp/mime.types"
  echo 'types { text/html html; }' >"$mime_types"
fi

# shop.conf: upstream hosts → 127.0.0.1, certificates → the self-signed pair.
sed -E \
  -e 's#^([[:space:]]*server[[:space:]]+)[A-Za-z][A-Za-z0-9.-]*(:[0-9]+)#\1127.0.0.1\2#' \
  -e "s#/etc/nginx/certs/#$tmp/certs/#g" \
  "$conf_dir/shop.conf" >"$tmp/shop.conf"
# `nginx -t` binds the listening ports (one in use is fine): below 1024 only root may, so anyone else
# tests on 8080 and 8443 instead.
if [ "$(id -u)" -ne 0 ]; then
  sed -i -E -e 's#^([[:space:]]*listen[[:space:]]+)80([[:space:];])#\18080\2#' \
    -e 's#^([[:space:]]*listen[[:space:]]+)443([[:space:];])#\18443\2#' "$tmp/shop.conf"
fi
if $old_http2; then
  sed -i -E -e '/^[[:space:]]*http2[[:space:]]+on;/d' -e 's#^([[:space:]]*listen[[:space:]]+[^;]*ssl)#\1 http2#' \
    "$tmp/shop.conf"
fi

# nginx.conf: its includes → the copies, the pid line dropped (given with -g below), the access log
# and the temporary folders inside $tmp (/dev/stdout may not be open to a user other than root).
sed -E \
  -e "s#include /etc/nginx/shop.conf;#include $tmp/shop.conf;#" \
  -e "s#include /etc/nginx/mime.types;#include $mime_types;#" \
  -e '/^[[:space:]]*pid[[:space:]]/d' \
  -e "s#access_log /dev/stdout#access_log $tmp/logs/access.log#" \
  -e "s#^http \\{#http {\\n    client_body_temp_path $tmp/temp/client_body;\\n    proxy_temp_path $tmp/temp/proxy;\\n    fastcgi_temp_path $tmp/temp/fastcgi;\\n    uwsgi_temp_path $tmp/temp/uwsgi;\\n    scgi_temp_path $tmp/temp/scgi;#" \
  "$conf_dir/nginx.conf" >"$tmp/nginx.conf"

# Anything else that points at the server's own files would be tested against this machine's.
if grep -nE "^[^#]*/etc/nginx/" "$tmp/shop.conf" "$tmp/nginx.conf" | grep -v "mime.types" >&2; then
  echo "check-nginx: the lines above still point at /etc/nginx; teach this script about them" >&2
  exit 1
fi

echo "check-nginx: $("$nginx_bin" -v 2>&1)$($old_http2 && echo ' (older than 1.25.1: http2 tested as "listen … ssl http2")')"
"$nginx_bin" -t -e stderr -p "$tmp/" -c "$tmp/nginx.conf" -g "pid $tmp/nginx.pid;"
