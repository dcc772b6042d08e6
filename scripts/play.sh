#!/usr/bin/env bash
# Sets everything up, builds the web app and serves it on http://127.0.0.1:8000.
# PORT=8080 scripts/play.sh picks another port.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

"$ISHI_ROOT/scripts/bootstrap.sh" play
"$ISHI_ROOT/scripts/build-web.sh"
echo "==> ishi: serve the game"
exec node "$ISHI_ROOT/scripts/serve.mjs" "$ISHI_BUILD/web/site" "${PORT:-8000}"
