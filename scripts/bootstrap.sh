#!/usr/bin/env bash
# Installs what building and testing Ishi needs, from Debian's archive and npm only.
# Idempotent: each part checks whether it is already done and skips if so.
# Slow results (Emscripten cache, SDL2 built for wasm, Dear ImGui source) are kept
# under $ISHI_CACHE (default ~/.cache/ishi), keyed by version, outside the repo.
#
# Usage: scripts/bootstrap.sh [play|test]   (default: test, which is a superset)
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

purpose="${1:-test}"
case "$purpose" in play | test) ;; *) die "usage: bootstrap.sh [play|test]" ;; esac

# Debian packages. 'play' needs the compilers and the wasm toolchain; 'test' adds the
# unit test framework, the three browser engines (Chromium, Firefox ESR, WebKitGTK with
# its WebDriver), the X server they draw on, the linters, and clang with its runtime
# libraries (libFuzzer and the sanitizers) for the fuzz targets and scripts/sanitize.sh.
packages=(ca-certificates g++ cmake ninja-build dpkg-dev nodejs npm emscripten
  libsdl2-dev fonts-dejavu-core fonts-noto-cjk fonttools librsvg2-bin)
if [ "$purpose" = test ]; then
  packages+=(doctest-dev chromium firefox-esr webkit2gtk-driver xvfb xauth yamllint shellcheck clang-format clang
    libclang-rt-dev)
fi

missing_packages() {
  local p
  for p in "${packages[@]}"; do
    # The machine's node may come from another repository that also provides 'nodejs'
    # but not Debian's separate 'npm'; what matters is that the commands exist.
    case "$p" in
      nodejs) command -v node >/dev/null && continue ;;
      npm) command -v npm >/dev/null && continue ;;
    esac
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
  done
}

install_packages() {
  local missing
  missing="$(missing_packages | tr '\n' ' ')"
  if [ -z "${missing// /}" ]; then
    echo "    all Debian packages present"
    return 0
  fi
  echo "    installing: $missing"
  local log="$ISHI_CACHE/apt-install.log"
  as_root apt-get update -qq
  # shellcheck disable=SC2086  # word splitting of the package list is intended
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing >"$log" 2>&1; then
    tail -n 30 "$log"
    return 1
  fi
  echo "    done (log: $log)"
}

# Source packages need deb-src entries. Debian 12+ and Ubuntu 24.04+ use deb822 files
# (*.sources, "Types: deb"); older systems use a one-line sources.list.
enable_deb_src() {
  # shellcheck disable=SC2016  # $(CREATED_BY) is apt's field name, not a shell expansion
  if apt-get indextargets --format '$(CREATED_BY)' 2>/dev/null | grep -qx Sources; then
    echo "    deb-src already enabled"
    return 0
  fi
  local f changed=0
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -e "$f" ] || continue
    if grep -qE '^Types:[[:space:]]*deb[[:space:]]*$' "$f"; then
      as_root sed -i -E 's/^Types:[[:space:]]*deb[[:space:]]*$/Types: deb deb-src/' "$f"
      changed=1
    fi
  done
  if [ "$changed" = 0 ] && [ -f /etc/apt/sources.list ]; then
    grep -E '^deb[[:space:]]' /etc/apt/sources.list | sed -E 's/^deb([[:space:]])/deb-src\1/' |
      as_root tee /etc/apt/sources.list.d/ishi-deb-src.list >/dev/null
  fi
  as_root apt-get update -qq
}

source_version() { # the archive's version of a source package, e.g. 1.86+ds-1
  apt-cache showsrc "$1" | sed -n 's/^Version: //p' | sort -V | tail -1
}

# fetch_source PACKAGE DEST: download and unpack a Debian source package into DEST.
fetch_source() {
  local pkg="$1" dest="$2" tmp
  [ -d "$dest" ] && return 0
  tmp="$(mktemp -d "$ISHI_CACHE/tmp.XXXXXX")"
  (cd "$tmp" && apt-get source -qq --download-only "$pkg" && dpkg-source -x --no-check ./*.dsc unpacked >/dev/null)
  mv "$tmp/unpacked" "$dest"
  rm -rf "$tmp"
}

fetch_imgui() {
  local ver dest
  ver="$(source_version imgui)"
  [ -n "$ver" ] || die "no 'imgui' source package found (is deb-src enabled?)"
  dest="$ISHI_CACHE/imgui-${ver//[:~]/_}"
  fetch_source imgui "$dest"
  ln -sfn "$dest" "$ISHI_CACHE/imgui"
  echo "    Dear ImGui $ver at $dest"
}

# SDL2 for wasm: Emscripten's own SDL port downloads from the network, so build Debian's
# SDL2 source as a static library once (TOOLCHAIN.md quirk 3) and keep the installed prefix.
sdl2_wasm_prefix() {
  local ver
  ver="$(source_version libsdl2)"
  [ -n "$ver" ] || die "no 'libsdl2' source package found (is deb-src enabled?)"
  echo "$ISHI_CACHE/sdl2-wasm-${ver//[:~]/_}"
}

build_sdl2_wasm() {
  local ver src prefix
  ver="$(source_version libsdl2)"
  prefix="$(sdl2_wasm_prefix)"
  if [ -f "$prefix/lib/libSDL2.a" ]; then
    ln -sfn "$prefix" "$ISHI_CACHE/sdl2-wasm"
    echo "    SDL2 $ver for wasm already built at $prefix"
    return 0
  fi
  src="$ISHI_CACHE/libsdl2-src-${ver//[:~]/_}"
  echo "    not cached yet: building SDL2 $ver for wasm (about 5 minutes on 2 cores)"
  fetch_source libsdl2 "$src"
  rm -rf "$src/build-wasm"
  with_progress "configuring SDL2 for wasm" emcmake cmake -S "$src" -B "$src/build-wasm" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DCMAKE_INSTALL_PREFIX="$prefix.tmp" >/dev/null
  with_progress "building SDL2 for wasm" cmake --build "$src/build-wasm" >"$ISHI_CACHE/sdl2-wasm-build.log"
  rm -rf "$prefix.tmp"
  cmake --install "$src/build-wasm" >/dev/null
  mv "$prefix.tmp" "$prefix"
  rm -rf "$src"
  ln -sfn "$prefix" "$ISHI_CACHE/sdl2-wasm"
  echo "    SDL2 $ver for wasm built at $prefix"
}

# Debian's Emscripten ships a frozen, read-only cache (quirk 1): copy it once.
prepare_em_cache() {
  emscripten_env
  if [ -d "$EM_CACHE" ]; then
    echo "    Emscripten cache at $EM_CACHE"
    return 0
  fi
  cp -a /usr/share/emscripten/cache "$EM_CACHE.tmp"
  mv "$EM_CACHE.tmp" "$EM_CACHE"
}

# The browser drivers from npm into tests/browser/node_modules (git-ignored): playwright-core
# (Chromium), puppeteer-core (Firefox ESR, through WebDriver BiDi) and selenium-webdriver
# (WebKitGTK's WebKitWebDriver). Never a browser download: the tests drive Debian's browsers.
install_browser_drivers() {
  local dir="$ISHI_ROOT/tests/browser" stamp
  stamp="$dir/node_modules/.ishi-lock-stamp"
  if [ -f "$stamp" ] && cmp -s "$dir/package-lock.json" "$stamp"; then
    echo "    browser drivers already installed"
    return 0
  fi
  (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  cp "$dir/package-lock.json" "$stamp"
}

mkdir -p "$ISHI_CACHE"
step "install Debian packages" install_packages
step "enable Debian source packages" enable_deb_src
step "fetch Dear ImGui source" fetch_imgui
step "prepare Emscripten cache" prepare_em_cache
# The step says "cached" only when it is.
if [ -f "$(sdl2_wasm_prefix)/lib/libSDL2.a" ]; then
  step "SDL2 for wasm (cached)" build_sdl2_wasm
else
  step "build SDL2 for wasm (once; kept in $ISHI_CACHE)" build_sdl2_wasm
fi
if [ "$purpose" = test ]; then
  step "install the browser drivers (npm)" install_browser_drivers
fi
