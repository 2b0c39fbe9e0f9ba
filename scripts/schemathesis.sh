#!/usr/bin/env bash
# Schemathesis, the OpenAPI contract fuzzer (test/fuzz), from PyPI at a pinned version, in a virtual
# environment under the CI cache so a second run installs nothing.
#
# Usage: scripts/schemathesis.sh [install|path]
#   install   install it when missing (python3 with venv needed), then print the path of its `st` command
#   path      print where its `st` command is (or would be)
# Settings: PROFYLE_CACHE (~/.cache/profyle-ci), as scripts/servers.sh.
# The fuzz test finds it there, or wherever SCHEMATHESIS names; without it the test is skipped, saying so.
set -euo pipefail

VERSION=4.32.5 # kept in step with test/fuzz/schemathesis.spec.ts
CACHE="${PROFYLE_CACHE:-${HOME:-/root}/.cache/profyle-ci}"
VENV="$CACHE/schemathesis/$VERSION"
ST="$VENV/bin/st"

log() { printf '[schemathesis] %s\n' "$*" >&2; }

install() {
  if [[ -x "$ST" ]] && "$ST" --version >/dev/null 2>&1; then return 0; fi
  command -v python3 >/dev/null 2>&1 || { log "python3 is not installed"; return 1; }
  rm -rf "$VENV"
  mkdir -p "$(dirname "$VENV")"
  if ! python3 -m venv "$VENV" >/dev/null 2>&1; then
    log "python3 has no venv module; installing python3-venv"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null && apt-get install -y -q --no-install-recommends python3-venv >/dev/null
    rm -rf "$VENV"
    python3 -m venv "$VENV"
  fi
  local attempt
  for attempt in 1 2 3; do
    if "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION"; then break; fi
    [[ $attempt == 3 ]] && { log "could not install schemathesis==$VERSION"; return 1; }
    sleep 5
  done
  log "installed $("$ST" --version)"
}

case "${1:-install}" in
  install) install && echo "$ST" ;;
  path) echo "$ST" ;;
  *) echo "usage: $0 [install|path]" >&2; exit 2 ;;
esac
