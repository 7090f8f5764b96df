#!/usr/bin/env bash
# Builds the npm package (make package) for the page and serves www/ on 127.0.0.1 (no network
# needed). The page loads the package's web entry from www/pkg, a copy of pkg/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
node scripts/package.mjs
rm -rf www/pkg && cp -r pkg www/pkg
PORT="${PORT:-8000}"
echo
echo "hex-connect demo: http://127.0.0.1:$PORT/"
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory www
