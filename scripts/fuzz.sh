#!/usr/bin/env bash
# Builds the fuzz targets of tests/fuzz/ (clang's libFuzzer with AddressSanitizer and
# UndefinedBehaviorSanitizer, in build/fuzz/) and runs each for SECONDS (default 60), one
# after the other, from its seed corpus tests/fuzz/corpus/<target>/ plus what earlier runs
# found (build/fuzz/corpus/<target>/). Prints one line per target:
#   fuzz <target>: <N> execs, <K> crashes
# A crash, a leak, a time-out or a broken invariant stops that target; its input is kept in
# build/fuzz/artifacts/ and the script exits non-zero. Replay one with
#   build/fuzz/tests/fuzz/fuzz_<target> build/fuzz/artifacts/<file>
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (default: every target)
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

seconds="${1:-60}"
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || die "usage: fuzz.sh [SECONDS] [TARGET...]"
shift || true
dir="$ISHI_BUILD/fuzz"

fuzzer_available || "$ISHI_ROOT/scripts/bootstrap.sh" test
step "build the fuzz targets" build_fuzz_targets

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in "$ISHI_ROOT"/tests/fuzz/*_fuzz.cpp; do
    f="${f##*/}"
    targets+=("${f%_fuzz.cpp}")
  done
fi

# failures TARGET: how many failing inputs of TARGET are kept (libFuzzer's slow-unit files
# are not failures).
failures() {
  find "$dir/artifacts" \( -name "$1-crash-*" -o -name "$1-leak-*" -o -name "$1-timeout-*" -o -name "$1-oom-*" \) |
    wc -l
}

status=0
for t in "${targets[@]}"; do
  bin="$dir/tests/fuzz/fuzz_$t"
  [ -x "$bin" ] || die "no fuzz target '$t'"
  mkdir -p "$dir/corpus/$t" "$dir/artifacts"
  before=$(failures "$t")
  log="$dir/fuzz_$t.log"
  set +e
  nice "$bin" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$dir/artifacts/$t-" "$dir/corpus/$t" "$ISHI_ROOT/tests/fuzz/corpus/$t" </dev/null >"$log" 2>&1
  code=$?
  set -e
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  crashes=$(($(failures "$t") - before))
  if [ "$code" -ne 0 ] && [ "$crashes" -eq 0 ]; then crashes=1; fi
  line="fuzz $t: ${execs:-0} execs, $crashes crashes"
  echo "$line"
  if [ "$crashes" -ne 0 ]; then
    grep -m 5 -E 'ERROR|invariant broken|runtime error|SUMMARY' "$log" | sed 's/^/    /' || true
    echo "    (log: $log)"
    status=1
  fi
done
exit "$status"
