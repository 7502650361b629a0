#!/usr/bin/env bash
# The RuoYi import tests read a real MariaDB (Debian's), as the association's old site runs on
# MySQL. Each test starts its own server on a temporary folder; the system's is not used.
set -euo pipefail
if [ -x /usr/sbin/mariadbd ] && [ -x /usr/bin/mariadb-dump ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[import] installing mariadb-server and mariadb-client …"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mariadb-server mariadb-client >/dev/null
  # The package may start the system's server; the tests run their own.
  if command -v systemctl >/dev/null && systemctl is-active --quiet mariadb 2>/dev/null; then
    systemctl stop mariadb || true
  elif [ -f /run/mysqld/mysqld.pid ]; then
    kill "$(cat /run/mysqld/mysqld.pid)" 2>/dev/null || true
  fi
else
  echo "[import] MariaDB is missing: the import tests will say so and skip. Install it with: sudo apt-get install -y mariadb-server mariadb-client" >&2
  echo "[import] 缺少 MariaDB，导入测试将跳过。请先执行：sudo apt-get install -y mariadb-server mariadb-client" >&2
fi
