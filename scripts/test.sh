#!/usr/bin/env bash
# Sets everything up and runs ALL the tests: native unit tests and repository checks, the
# same unit tests compiled to wasm under Node, and the browser tests against the built site.
# Ends with one line: "tests: N passed, N failed, N skipped" (a skip is never a pass).
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

"$ISHI_ROOT/scripts/bootstrap.sh" test

passed=0
failed=0
skipped=0

build_native() {
  local dir="$ISHI_BUILD/native"
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S "$ISHI_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DISHI_IMGUI_DIR="$ISHI_CACHE/imgui"
  fi
  cmake --build "$dir"
}

# run_ctest DIR [REGEX] [JOBS]: run one build's tests (those matching REGEX), add its
# counts to the totals. An entry CTest did
# not run (skipped: a test without its shared data) counts apart, never as passed. The
# wasm entry runs every unit test in one process: it counts by its test cases, which its
# runner writes to unit_counts.txt (tests/unit/main.cpp).
run_ctest() {
  local dir="$1" filter=() log summary total fails skips counts
  [ -z "${2:-}" ] || filter=(-R "$2")
  log="$dir/ctest.log"
  counts="$dir/unit_counts.txt"
  rm -f "$counts" "$dir"/browser_counts/*.tap
  set +e
  (cd "$dir" && ctest --output-on-failure --timeout 1800 -j "${3:-1}" "${filter[@]}") 2>&1 | tee "$log"
  local code=${PIPESTATUS[0]}
  set -e
  summary="$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -1)"
  total="$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$summary")"
  fails="$(sed -E 's/.* ([0-9]+) tests? failed.*/\1/' <<<"$summary")"
  if [ -z "$total" ] || [ -z "$fails" ]; then
    echo "ishi: could not read the test counts of $dir" >&2
    failed=$((failed + 1))
    return 1
  fi
  skips="$(grep -cE '^[[:space:]]*[0-9]+ - .* \((Skipped|Disabled)\)$' "$log" || true)"
  local entries_passed=$((total - fails - skips))
  if [ -f "$counts" ]; then
    local c_passed c_failed c_skipped
    read -r _ c_passed _ c_failed _ c_skipped <"$counts"
    # Replace the wasm entry by its test cases.
    if grep -qE 'wasm_unit_tests \.* +Passed' "$log"; then
      entries_passed=$((entries_passed - 1))
    else
      fails=$((fails - 1))
      [ "$c_failed" -gt 0 ] || c_failed=1
    fi
    entries_passed=$((entries_passed + c_passed))
    fails=$((fails + c_failed))
    skips=$((skips + c_skipped))
  fi
  # Each browser entry (a file, or a file in one engine) counts by its test cases, which
  # it writes as TAP to browser_counts/<entry>.tap ("# pass N", "# fail N", ...).
  local tap entry n_pass n_fail n_skip
  for tap in "$dir"/browser_counts/*.tap; do
    [ -f "$tap" ] || continue
    entry="$(basename "$tap" .tap)"
    n_pass="$(tap_count pass "$tap")"
    n_fail="$(tap_count fail "$tap")"
    n_skip=$(($(tap_count skipped "$tap") + $(tap_count todo "$tap") + $(tap_count cancelled "$tap")))
    if grep -qE " $entry \.* +Passed" "$log"; then
      entries_passed=$((entries_passed - 1))
    elif grep -qE " $entry \.* +\*?\*?\*?Skipped" "$log" || grep -qE "[0-9]+ - $entry \((Skipped|Disabled)\)" "$log"; then
      skips=$((skips - 1))
    else
      fails=$((fails - 1))
      [ "$n_fail" -gt 0 ] || n_fail=1 # it failed outside its test cases
    fi
    entries_passed=$((entries_passed + n_pass))
    fails=$((fails + n_fail))
    skips=$((skips + n_skip))
  done
  passed=$((passed + entries_passed))
  failed=$((failed + fails))
  skipped=$((skipped + skips))
  return "$code"
}

# tap_count WORD FILE: N from the "# WORD N" summary line of a TAP file (0 if none).
tap_count() {
  local n
  n="$(sed -n -E "s/^# $1 ([0-9]+)\$/\1/p" "$2" | tail -1)"
  echo "${n:-0}"
}

step "build native (engine, tests, ishi, app window)" build_native
status=0
step_tests() { run_ctest "$@" || status=1; }
echo "==> ishi: run native tests"
step_tests "$ISHI_BUILD/native"
# The native unit and CLI tests again, built with clang under AddressSanitizer +
# UndefinedBehaviorSanitizer and under ThreadSanitizer (scripts/sanitize.sh runs just these).
for s in asan tsan; do
  step "build the native tests with $s" build_sanitized "$s"
  echo "==> ishi: run the native tests under $s"
  sanitizer_env # (harmless for the programs built without sanitizers)
  step_tests "$ISHI_BUILD/$s" "$ISHI_SANITIZED_TESTS" "$(nproc)"
done
# The fuzz targets, a few seconds each from their seed corpora (tests/fuzz/), when clang's
# libFuzzer is here (bootstrap installs it); without it they count as skipped, loudly.
if fuzzer_available; then
  step "build the fuzz targets" build_fuzz_targets
  echo "==> ishi: run the fuzz targets briefly"
  step_tests "$ISHI_BUILD/fuzz"
else
  fuzz_targets=("$ISHI_ROOT"/tests/fuzz/*_fuzz.cpp)
  echo "ishi: SKIPPED ${#fuzz_targets[@]} fuzz targets: clang++ cannot build libFuzzer targets here" >&2
  skipped=$((skipped + ${#fuzz_targets[@]}))
fi
"$ISHI_ROOT/scripts/build-web.sh"
echo "==> ishi: run wasm unit tests and browser tests"
emscripten_env
rm -f "$ISHI_BUILD/web/artifacts/metrics.json" # this run's figures only
step_tests "$ISHI_BUILD/web"

# Figures worth watching: download sizes and time to the first frame.
report_web() {
  local site="$ISHI_BUILD/web/site" f raw gz
  for f in app.wasm app.js ai_worker.wasm ai_worker.js; do
    [ -f "$site/$f" ] || continue
    raw=$(stat -c %s "$site/$f")
    gz=$(gzip -9 -c "$site/$f" | wc -c)
    echo "    $f: $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzip"
  done
  # First frame per engine (firstFrameMs is Chromium's in the full suite), the idle
  # page's main-thread time in Chromium (goal < 0.5% of a core), frame gaps while thinking.
  if [ -f "$ISHI_BUILD/web/artifacts/metrics.json" ]; then
    echo "    browser test metrics: $(cat "$ISHI_BUILD/web/artifacts/metrics.json")"
  fi
}

echo
echo "Web app figures:"
report_web
echo "Screenshots from the browser tests: $ISHI_BUILD/web/artifacts/"
echo "tests: $passed passed, $failed failed, $skipped skipped"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
  echo "ishi: step 'run tests' FAILED: see the failing tests above" >&2
  exit 1
fi
