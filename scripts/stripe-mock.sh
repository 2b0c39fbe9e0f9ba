#!/usr/bin/env bash
# Stripe's own API mock (github.com/stripe/stripe-mock, a Go program built from the Go module proxy and
# cached), for the Stripe payment adapter's contract suite: it validates every request against Stripe's
# OpenAPI definition and answers fixtures. Suites that need it run only when STRIPE_MOCK_URL is set.
#
# Usage: scripts/stripe-mock.sh <start|stop|env|status|prepare>
#   prepare  build the binary if it is not cached yet (needs Go and the module proxy)
#   start    prepare, then start it on 127.0.0.1:$STRIPE_MOCK_PORT (12111) unless it already answers
#   stop     stop the process this script started
#   env      print `export STRIPE_MOCK_URL=...` when it answers (nothing otherwise), for eval
#   status   exit 0 when it answers
# Settings: STRIPE_MOCK_PORT (12111), STRIPE_MOCK_VERSION (v0.203.0), PROFYLE_CACHE (~/.cache/profyle-ci)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${PROFYLE_CACHE:-${HOME:-/root}/.cache/profyle-ci}"
VERSION="${STRIPE_MOCK_VERSION:-v0.203.0}"
PORT="${STRIPE_MOCK_PORT:-12111}"
RUN_DIR="${SERVERS_RUN_DIR:-$ROOT/.cache/servers}"
BIN="$CACHE/stripe-mock/$VERSION/stripe-mock"
PID_FILE="$RUN_DIR/stripe-mock.pid"
URL="http://127.0.0.1:$PORT"

log() { printf '[stripe-mock %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

answers() {
  node -e 'fetch(process.argv[1] + "/v1/customers/cus_123", { headers: { authorization: "Bearer sk_test_123" } }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$URL" 2>/dev/null
}

prepare() {
  [ -x "$BIN" ] && return 0
  command -v go >/dev/null 2>&1 || { log "Go is not installed: cannot build stripe-mock"; return 1; }
  mkdir -p "$(dirname "$BIN")"
  log "building stripe-mock $VERSION (once; cached under $CACHE)"
  GOBIN="$(dirname "$BIN")" GOMODCACHE="$CACHE/go/mod" GOCACHE="$CACHE/go/build" GOFLAGS="-mod=mod -modcacherw -buildvcs=false" CGO_ENABLED=0 \
    go install "github.com/stripe/stripe-mock@$VERSION" >"$RUN_DIR/stripe-mock-build.log" 2>&1 || { log "build failed: $(tail -3 "$RUN_DIR/stripe-mock-build.log")"; return 1; }
}

start() {
  mkdir -p "$RUN_DIR"
  if answers; then log "already answering at $URL"; return 0; fi
  prepare
  setsid "$BIN" -http-port "$PORT" -https-port 0 >"$RUN_DIR/stripe-mock.log" 2>&1 &
  echo $! >"$PID_FILE"
  for _ in $(seq 1 50); do
    answers && { log "answering at $URL"; return 0; }
    sleep 0.2
  done
  log "did not answer within 10 s: $(tail -3 "$RUN_DIR/stripe-mock.log")"
  return 1
}

stop() {
  [ -f "$PID_FILE" ] || return 0
  kill "$(cat "$PID_FILE")" 2>/dev/null || true
  rm -f "$PID_FILE"
}

case "${1:-}" in
  prepare) mkdir -p "$RUN_DIR"; prepare ;;
  start) start ;;
  stop) stop ;;
  env) answers && echo "export STRIPE_MOCK_URL=$URL" || true ;;
  status) answers ;;
  *) echo "usage: $0 <start|stop|env|status|prepare>" >&2; exit 2 ;;
esac
