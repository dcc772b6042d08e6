#!/usr/bin/env bash
# shellcheck disable=SC2317  # the functions below run through step(), which shellcheck does not follow
# Builds the native engine, the `ishi` tool and the unit tests with Debian's clang under
# sanitizers and runs the native unit tests and the command line's tests under each:
#   asan  AddressSanitizer + UndefinedBehaviorSanitizer (build/asan/)
#   tsan  ThreadSanitizer (build/tsan/): the data races of the AI runner's threads
# Any report fails the test it happens in. Ends with one line per build,
# "sanitize <name>: clean (N tests)" or "sanitize <name>: N failed of M", and exits
# non-zero unless every build is clean. scripts/test.sh runs the same builds and tests.
#
# Usage: scripts/sanitize.sh [asan] [tsan]   (default: both)
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# run_sanitized NAME: the unit tests (one CTest entry per case) and the CLI's tests.
declare -A verdict
run_sanitized() {
  local name="$1" dir="$ISHI_BUILD/$1" log summary total fails
  log="$dir/sanitize.log"
  sanitizer_env
  set +e
  (cd "$dir" && ctest --output-on-failure --timeout 1800 -j "$(nproc)" -R "$ISHI_SANITIZED_TESTS") >"$log" 2>&1
  set -e
  grep -E '\*\*\*|(Failed|Not Run|Timeout|Exception)' "$log" || true
  summary="$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -1)"
  total="$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$summary")"
  fails="$(sed -E 's/.* ([0-9]+) tests? failed.*/\1/' <<<"$summary")"
  if [ -z "$total" ] || [ -z "$fails" ] || [ "$total" -eq 0 ]; then
    verdict[$name]="no test ran (see $log)"
  elif [ "$fails" -eq 0 ]; then
    verdict[$name]="clean ($total tests)"
  else
    verdict[$name]="$fails failed of $total (see $log)"
  fi
}

builds=("$@")
[ ${#builds[@]} -gt 0 ] || builds=(asan tsan)
for b in "${builds[@]}"; do
  [[ "$b" =~ ^(asan|tsan)$ ]] || die "usage: sanitize.sh [asan] [tsan]"
done

"$ISHI_ROOT/scripts/bootstrap.sh" test

for b in "${builds[@]}"; do
  step "build with $b" build_sanitized "$b"
  step "run the native tests under $b" run_sanitized "$b"
done
status=0
for b in "${builds[@]}"; do
  echo "sanitize $b: ${verdict[$b]}"
  [[ "${verdict[$b]}" == clean* ]] || status=1
done
exit "$status"
