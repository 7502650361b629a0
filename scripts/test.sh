#!/usr/bin/env bash
# Every test: types, unit, API (embedded database; PostgreSQL too when DATABASE_URL is set), browser.
set -uo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1
mkdir -p test-results
status=0
failed=()
fail() { status=1; failed+=("$1"); }
# Each step's time, and how busy the processors were during the step before, so a slow run says
# where its time went and whether more at once would have helped.
t0=$SECONDS
cpu() { read -r _ user nice system idle iowait rest < /proc/stat; echo "$((user + nice + system)) $((idle + iowait))"; }
read -r busy0 idle0 < <(cpu)
busy_since() {
  local busy idle total
  read -r busy idle < <(cpu)
  total=$((busy - busy0 + idle - idle0))
  busy_note=''
  if [ "$total" -gt 0 ] && [ "$SECONDS" -gt "$t0" ]; then
    busy_note=" · processors $(((busy - busy0) * 100 / total)) % busy in the step before"
  fi
  busy0=$busy idle0=$idle
}
step() {
  busy_since
  echo "== $1 (at $((SECONDS - t0)) s$busy_note)"
}

# The type check keeps one processor busy for a minute or more, while the API tests leave about a
# fifth of two idle (they wait on child processes and timers): it runs beside them, its report
# printed when they end.
step "types / 类型检查 (beside the next steps, reported after the unit and API tests)"
npm run -s typecheck > test-results/types.log 2>&1 &
types=$!

step "format, lint, dead code / 格式与静态检查"
npm run -s lint || fail "lint"

step "unit + api / 单元与接口测试${DATABASE_URL:+ (also on PostgreSQL)}"
bash scripts/ensure-mariadb.sh || fail "MariaDB setup"
vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json || fail "unit+api"

step "types, the report / 类型检查结果"
wait "$types" || fail "types"
cat test-results/types.log

step "browser / 浏览器测试"
if bash scripts/ensure-browser.sh; then
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json playwright test --reporter=list,json || fail "browser"
else
  fail "browser setup"
fi

node scripts/test-summary.ts || fail "summary"
busy_since
echo "== all steps: $((SECONDS - t0)) s$busy_note"
# The counts above are only the test runners'; a failed check before them is named here.
if [ ${#failed[@]} -gt 0 ]; then echo "FAILED / 未通过: ${failed[*]}"; fi
exit $status
