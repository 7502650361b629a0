#!/usr/bin/env bash
# Browser tests need Debian's Chromium and CJK fonts (Playwright cannot download a browser here),
# and Debian's nginx, which serves the pages in front of the server in nginx.spec.ts.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ "$(fc-list 2>/dev/null | grep -ci cjk)" -gt 0 ] &&
  command -v nginx >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[e2e] installing chromium, fonts-noto-cjk and nginx-light …"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk nginx-light >/dev/null
  # The package starts the system's nginx; the tests run their own.
  if command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then
    systemctl stop nginx || true
  elif [ -f /run/nginx.pid ]; then
    kill "$(cat /run/nginx.pid)" 2>/dev/null || true
  fi
else
  echo "[e2e] Chromium or nginx is missing. Install them with: sudo apt-get install -y chromium fonts-noto-cjk nginx-light" >&2
  echo "[e2e] 缺少 Chromium 或 nginx，请先执行：sudo apt-get install -y chromium fonts-noto-cjk nginx-light" >&2
  exit 1
fi
