# shellcheck shell=bash
# Shared helpers for the project's scripts. Source it; do not run it.
# Every script runs its work as named steps so a failure names the step.

ISHI_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ISHI_CACHE="${ISHI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ishi}"
ISHI_BUILD="${ISHI_BUILD:-$ISHI_ROOT/build}"
export ISHI_ROOT ISHI_CACHE ISHI_BUILD

# step NAME COMMAND...: run COMMAND; on failure say which step failed and exit.
step() {
  local name="$1"
  shift
  local start=$SECONDS
  echo "==> ishi: $name"
  if ! "$@"; then
    echo "ishi: step '$name' FAILED (see the output above)" >&2
    exit 1
  fi
  echo "    ($name: $((SECONDS - start)) s)"
}

# with_progress WHAT COMMAND...: run a long COMMAND, saying every 30 s (on stderr, so that
# redirecting the command's output keeps them) that WHAT is still going and for how long,
# so a first set-up is never silent for minutes.
with_progress() {
  local what="$1" start=$SECONDS pid code=0
  shift
  "$@" &
  pid=$!
  while ! wait_or_tick "$pid" 30; do
    echo "    ... still $what ($((SECONDS - start)) s so far)" >&2
  done
  wait "$pid" || code=$?
  return "$code"
}

# wait_or_tick PID SECONDS: true once PID has ended, false after SECONDS if it still runs.
wait_or_tick() {
  local pid="$1" i
  for ((i = 0; i < $2; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 1
  done
  ! kill -0 "$pid" 2>/dev/null
}

die() {
  echo "ishi: $*" >&2
  exit 1
}

# as_root COMMAND...: run as root, through sudo when we are not root.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    die "need root or sudo to run: $*"
  fi
}

# The environment Debian's Emscripten 3.1.6 needs (TOOLCHAIN.md quirks 1 and 2).
emscripten_env() {
  local ver
  ver="$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo unknown)"
  export EM_CACHE="$ISHI_CACHE/emcache-${ver//[:~]/_}"
  export EM_FROZEN_CACHE= # set but empty: any non-empty value counts as true
  export NODE_PATH=/usr/share/nodejs
}

# Whether clang++ can build a libFuzzer target here (clang and libclang-rt-dev installed).
fuzzer_available() {
  command -v clang++ >/dev/null || return 1
  printf 'extern "C" int LLVMFuzzerTestOneInput(const char*, unsigned long) { return 0; }\n' |
    clang++ -fsanitize=fuzzer,address,undefined -x c++ - -o /dev/null 2>/dev/null
}

# The fuzz targets of tests/fuzz/ in $ISHI_BUILD/fuzz (clang, libFuzzer, ASan + UBSan).
build_fuzz_targets() {
  local dir="$ISHI_BUILD/fuzz"
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S "$ISHI_ROOT" -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DISHI_FUZZ=ON
  fi
  cmake --build "$dir" --target ishi_fuzz_all
}

# The sanitized native builds (scripts/sanitize.sh, scripts/test.sh): NAME is asan
# (AddressSanitizer + UndefinedBehaviorSanitizer) or tsan (ThreadSanitizer), in
# $ISHI_BUILD/NAME, built with clang at -O1 with assertions on. Only what the native tests
# need: the engine, `ishi` and the unit tests.
build_sanitized() {
  local name="$1" dir="$ISHI_BUILD/$1" flags
  case "$name" in
    asan) flags="-fsanitize=address,undefined -fno-sanitize-recover=all" ;;
    tsan) flags="-fsanitize=thread" ;;
    *) die "unknown sanitizer build '$name' (asan or tsan)" ;;
  esac
  flags="$flags -fno-omit-frame-pointer"
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S "$ISHI_ROOT" -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Sanitize \
      -DCMAKE_CXX_FLAGS_SANITIZE="-O1 -g" -DCMAKE_CXX_FLAGS="$flags" \
      -DCMAKE_EXE_LINKER_FLAGS="$flags" -DISHI_IMGUI_DIR="$dir/no-imgui"
  fi
  cmake --build "$dir" --target ishi ishi_tests
}

# The CTest entries run under the sanitizers, and the options that make any report fatal.
export ISHI_SANITIZED_TESTS='^(unit:|cli_)'
sanitizer_env() {
  export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
}
