#!/usr/bin/env bash
# Browser tests need Debian's Chromium and CJK fonts (Playwright cannot download a browser here).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ "$(fc-list 2>/dev/null | grep -ci cjk)" -gt 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[e2e] installing chromium and fonts-noto-cjk …"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
else
  echo "[e2e] Chromium is missing. Install it with: sudo apt-get install -y chromium fonts-noto-cjk" >&2
  echo "[e2e] 缺少 Chromium，请先执行：sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi
