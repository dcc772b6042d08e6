#!/usr/bin/env bash
# Builds the web app with Emscripten into build/web/site/ (the folder GitHub Pages serves).
# Expects scripts/bootstrap.sh to have run.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

build_web() {
  emscripten_env
  local dir="$ISHI_BUILD/web"
  if [ ! -f "$dir/build.ninja" ]; then
    emcmake cmake -S "$ISHI_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DISHI_IMGUI_DIR="$ISHI_CACHE/imgui" -DISHI_SDL2_WASM_DIR="$ISHI_CACHE/sdl2-wasm"
  fi
  cmake --build "$dir"
}

step "build the web app (build/web/site)" build_web
