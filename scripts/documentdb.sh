#!/usr/bin/env bash
# A MongoDB-wire server with a real query engine, as local processes, for benchmarks (not used by CI):
#   - PostgreSQL (Debian packages) with the DocumentDB extensions (pg_documentdb_core + pg_documentdb),
#     built from a DocumentDB source tree that you provide (DOCUMENTDB_SRC)
#   - FerretDB v2 in front of it (MongoDB wire protocol), built with Go from the Go module proxy
# Unlike FerretDB 1.x on SQLite (scripts/servers.sh), this pushes filters, sorts and limits down to
# PostgreSQL and uses the indexes the read store declares, so list timings are meaningful.
#
# Usage: scripts/documentdb.sh <command>
#   prepare  install missing Debian packages, build pgvector, DocumentDB and FerretDB (cached), install the
#            extensions into the system PostgreSQL directories; starts nothing
#   start    prepare, then start PostgreSQL and FerretDB with fresh data dirs, wait until they answer and
#            print `export MONGO_URL=...`; servers already running are reused
#   stop     stop both (their process groups); logs and data stay until the next start
#   status   show each server's state; exit 0 only if both run and answer
#   env      print `export MONGO_URL=...` for the running servers, for eval
#   psql     run psql against the PostgreSQL behind it (extra arguments go to psql), e.g. for EXPLAIN
#   logs     print the tail of each server's log
#
# Settings (environment):
#   DOCUMENTDB_SRC               a DocumentDB source tree (the directory holding pg_documentdb_core/ and
#                                pg_documentdb/); needed for the first build only, it is not on any registry
#   DOCUMENTDB_PORT (27217)      MongoDB wire protocol on 127.0.0.1
#   DOCUMENTDB_PG_PORT (15432)   PostgreSQL on 127.0.0.1 (FerretDB's debug/metrics handler: DOCUMENTDB_PORT+1)
#   DOCUMENTDB_PG_MAJOR (15)     PostgreSQL major version (Debian postgresql-<major> packages)
#   DOCUMENTDB_SHARED_BUFFERS (512MB), DOCUMENTDB_TIMEOUT (120 s to answer after start)
#   DOCUMENTDB_COMPOSITE (0)     1: new indexes use DocumentDB's composite index operator class and sorts may be
#                                served from the index (documentdb.defaultUseCompositeOpClass and
#                                documentdb.enableIndexOrderbyPushdown, both off by default in DocumentDB and
#                                called experimental there), with indexes on DocumentDB's own RUM build
#                                (documentdb_extended_rum; Debian's rum has no ordered scan for these opclasses)
#   FERRETDB_V2_VERSION (v2.7.0), PGVECTOR_VERSION (v0.8.0)   Go module versions
#   PROFYLE_CACHE (~/.cache/profyle-ci)   builds kept between runs, under documentdb/
#   DOCUMENTDB_RUN_DIR (<repo>/.cache/documentdb)   pids, logs, data dirs (must be reachable by the
#                                'postgres' user when this runs as root: PostgreSQL refuses to run as root)
#
# Notes: FerretDB runs without authentication (--no-auth) and PostgreSQL trusts local connections; both listen
# on 127.0.0.1 only. synchronous_commit is off (benchmark catch-up speed; reads are unaffected);
# autovacuum_naptime is 1 s so that a collection filled just before a measurement is ANALYZEd within seconds
# (with the statistics of an empty table the planner prefers a bitmap scan of the filter plus a sort).
# Debian bookworm ships pg_cron 1.4 (no seconds schedules), so documentdb.indexBuildScheduleInSec is 60 (a
# once-a-minute cron line); FerretDB builds indexes synchronously (create_indexes_non_concurrently) anyway.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${PROFYLE_CACHE:-${HOME:-/root}/.cache/profyle-ci}"
DDB_CACHE="$CACHE/documentdb"
RUN_DIR="${DOCUMENTDB_RUN_DIR:-$ROOT/.cache/documentdb}"
HOST=127.0.0.1
WIRE_PORT="${DOCUMENTDB_PORT:-27217}"
PG_PORT="${DOCUMENTDB_PG_PORT:-15432}"
PG_MAJOR="${DOCUMENTDB_PG_MAJOR:-15}"
SHARED_BUFFERS="${DOCUMENTDB_SHARED_BUFFERS:-512MB}"
COMPOSITE="${DOCUMENTDB_COMPOSITE:-0}"
TIMEOUT="${DOCUMENTDB_TIMEOUT:-120}"
FERRETDB_VERSION="${FERRETDB_V2_VERSION:-v2.7.0}"
PGVECTOR_VERSION="${PGVECTOR_VERSION:-v0.8.0}"
# Go module paths (fetched through the Go module proxy, not from a source host).
FERRETDB_MODULE=github.com/FerretDB/FerretDB/v2
PGVECTOR_MODULE=github.com/pgvector/pgvector
PROBE="$ROOT/.ci/servers/probe.cjs"

PG_BIN="/usr/lib/postgresql/$PG_MAJOR/bin"
PG_CONFIG="$PG_BIN/pg_config"
[[ -x "$PG_CONFIG" ]] || PG_CONFIG="/usr/bin/pg_config"
MONGO_URL_VALUE="mongodb://$HOST:$WIRE_PORT/"
PG_URL_VALUE="postgres://postgres@$HOST:$PG_PORT/postgres"

DEBIAN_PACKAGES=(
  "postgresql-$PG_MAJOR" "postgresql-server-dev-$PG_MAJOR" "postgresql-$PG_MAJOR-cron" "postgresql-$PG_MAJOR-rum"
  "postgresql-$PG_MAJOR-postgis-3" libbson-dev libpcre2-dev libintelrdfpmath-dev libkrb5-dev libicu-dev
  pkg-config build-essential systemtap-sdt-dev
)

export DEBIAN_FRONTEND=noninteractive

log() { printf '[documentdb %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "'$1' is not installed; $2"; }

# Runs a command as the PostgreSQL server user (PostgreSQL refuses to run as root).
as_pg() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# Runs a command with no file descriptor above 2 open, so that a long-lived server never inherits a lock:
# neither this script's own (fd 9) nor one taken by a caller (e.g. `flock /tmp/some.lock scripts/documentdb.sh start`
# opens the lock file as fd 3, and a postmaster that kept it would hold that lock until it stops).
close_inherited_fds() {
  local fd
  for fd in /proc/$BASHPID/fd/*; do
    fd="${fd##*/}"
    if [[ "$fd" -gt 2 ]]; then eval "exec $fd>&-" 2>/dev/null || true; fi
  done
}
without_inherited_fds() { (close_inherited_fds; "$@"); }

# --- prepare: packages and builds (cached) ----------------------------------------------------------------

install_packages() {
  local missing=() p
  for p in "${DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  [[ $(id -u) -eq 0 ]] || die "missing Debian packages (run as root or install them): ${missing[*]}"
  log "installing Debian packages: ${missing[*]}"
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$DDB_CACHE/apt.log" 2>&1 ||
    { tail -n 30 "$DDB_CACHE/apt.log" >&2; die "apt-get install failed"; }
  # Debian creates and may start a default cluster on 5432; it is not ours and is left as it is.
}

go_env() {
  env GOMODCACHE="$CACHE/go/mod" GOCACHE="$CACHE/go/build" GOFLAGS="-modcacherw -buildvcs=false" "$@"
}

# Installs the files of a built PGXS tree into the system PostgreSQL dirs when they differ.
install_pgxs() {
  local dir="$1" so="$2"
  if [[ -f "$($PG_CONFIG --pkglibdir)/$so" ]] && cmp -s "$dir/$so" "$($PG_CONFIG --pkglibdir)/$so"; then
    return 0
  fi
  [[ $(id -u) -eq 0 ]] || die "installing $so into $($PG_CONFIG --pkglibdir) needs root"
  make -C "$dir" install PG_CONFIG="$PG_CONFIG" with_llvm=no >"$dir/install.log" 2>&1 ||
    { tail -n 30 "$dir/install.log" >&2; die "make install in $dir failed"; }
  log "installed $so"
}

prepare_pgvector() {
  local dir="$DDB_CACHE/pgvector-$PGVECTOR_VERSION" src
  if [[ ! -f "$dir/vector.so" ]]; then
    need go "install Go (needed to fetch pgvector and build FerretDB)"
    log "fetching pgvector $PGVECTOR_VERSION (Go module proxy) and building it..."
    src="$(go_env go mod download -json "$PGVECTOR_MODULE@$PGVECTOR_VERSION" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')"
    [[ -d "$src" ]] || die "go mod download of pgvector $PGVECTOR_VERSION gave no source directory"
    rm -rf "$dir"
    cp -a "$src" "$dir"
    chmod -R u+w "$dir"
    make -C "$dir" -j"$(nproc)" PG_CONFIG="$PG_CONFIG" with_llvm=no OPTFLAGS="" >"$dir/build.log" 2>&1 ||
      { tail -n 30 "$dir/build.log" >&2; die "pgvector build failed"; }
  fi
  install_pgxs "$dir" vector.so
}

# A cache key for the DocumentDB source: its git tree when it is a checkout, else a hash of its files.
documentdb_src_key() {
  if git -C "$DOCUMENTDB_SRC" rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
     [[ -z "$(git -C "$DOCUMENTDB_SRC" status --porcelain 2>/dev/null)" ]]; then
    git -C "$DOCUMENTDB_SRC" rev-parse --short=16 HEAD
  else
    (cd "$DOCUMENTDB_SRC" && find pg_documentdb_core pg_documentdb Makefile* common_header.sql -type f \
      -not -path '*/build/*' -not -name '*.o' -not -name '*.so' -print0 | sort -z | xargs -0 sha256sum) |
      sha256sum | cut -c1-16
  fi
}

documentdb_version() {
  sed -n "s/^default_version = '\(.*\)'/\1/p" "$1/pg_documentdb/documentdb.control" | head -n1
}

prepare_documentdb() {
  local key dir current flags=()
  current="$DDB_CACHE/documentdb-current"
  if [[ -z "${DOCUMENTDB_SRC:-}" ]]; then
    if [[ -f "$current/pg_documentdb/pg_documentdb.so" ]]; then
      dir="$(readlink -f "$current")"
    else
      die "DOCUMENTDB_SRC is not set and nothing is built yet: set it to a DocumentDB source tree (the directory with pg_documentdb_core/ and pg_documentdb/; it is not on any package registry)"
    fi
  else
    [[ -d "$DOCUMENTDB_SRC/pg_documentdb_core" && -d "$DOCUMENTDB_SRC/pg_documentdb" ]] ||
      die "DOCUMENTDB_SRC=$DOCUMENTDB_SRC is not a DocumentDB source tree (no pg_documentdb_core/ and pg_documentdb/ in it)"
    key="$(documentdb_src_key)"
    dir="$DDB_CACHE/documentdb-$(documentdb_version "$DOCUMENTDB_SRC")-$key-pg$PG_MAJOR"
  fi
  if [[ ! -f "$dir/.complete" ]]; then
    log "building DocumentDB $(documentdb_version "$DOCUMENTDB_SRC") from $DOCUMENTDB_SRC (a few minutes on 2 cores)..."
    rm -rf "$dir"
    mkdir -p "$dir"
    (cd "$DOCUMENTDB_SRC" && tar -c --exclude='./.git' .) | tar -x -C "$dir"
    # The Makefiles ask pkg-config for 'intelmathlib' (their own install script writes it); Debian's
    # libintelrdfpmath-dev ships the same library as libbidgcc000.a (CALL_BY_REF=0 GLOBAL_RND=0 GLOBAL_FLAGS=0).
    mkdir -p "$dir/.pkgconfig"
    printf '%s\n' 'Name: intelmathlib' 'Description: Intel decimal floating-point math (Debian libintelrdfpmath-dev)' \
      'Version: 2.0' 'Cflags:' 'Libs: -lbidgcc000' >"$dir/.pkgconfig/intelmathlib.pc"
    # DocumentDB expects libbson >= 1.28; Debian bookworm has 1.23, which lacks only this subtype constant.
    if ! grep -rq BSON_SUBTYPE_SENSITIVE /usr/include/libbson-1.0/; then
      flags+=("-DBSON_SUBTYPE_SENSITIVE=0x08" "-Wno-error=switch")
    fi
    local part
    for part in pg_documentdb_core pg_documentdb internal/pg_documentdb_extended_rum; do
      PKG_CONFIG_PATH="$dir/.pkgconfig" make -C "$dir/$part" -j"$(nproc)" PG_CONFIG="$PG_CONFIG" with_llvm=no \
        COPT="${flags[*]}" >"$dir/$part.build.log" 2>&1 ||
        { grep -E 'error|Error' "$dir/$part.build.log" | tail -n 20 >&2; die "building $part failed (log: $dir/$part.build.log)"; }
    done
    touch "$dir/.complete"
    ln -sfn "$dir" "$current"
    log "DocumentDB built: $dir"
  fi
  ln -sfn "$dir" "$current"
  PKG_CONFIG_PATH="$dir/.pkgconfig" install_pgxs "$dir/pg_documentdb_core" pg_documentdb_core.so
  PKG_CONFIG_PATH="$dir/.pkgconfig" install_pgxs "$dir/pg_documentdb" pg_documentdb.so
  if [[ -f "$dir/internal/pg_documentdb_extended_rum/pg_documentdb_extended_rum.so" ]]; then
    PKG_CONFIG_PATH="$dir/.pkgconfig" install_pgxs "$dir/internal/pg_documentdb_extended_rum" pg_documentdb_extended_rum.so
  fi
}

ferretdb_bin() { echo "$DDB_CACHE/ferretdb-$FERRETDB_VERSION/ferretdb"; }

prepare_ferretdb() {
  local bin
  bin="$(ferretdb_bin)"
  [[ -x "$bin" ]] && return 0
  need go "install Go 1.24+"
  log "building FerretDB $FERRETDB_VERSION with Go (Go module proxy; a minute or two)..."
  mkdir -p "$(dirname "$bin")"
  go_env CGO_ENABLED=0 GOBIN="$(dirname "$bin")" go install -trimpath "$FERRETDB_MODULE/cmd/ferretdb@$FERRETDB_VERSION" \
    >"$(dirname "$bin")/build.log" 2>&1 || { tail -n 30 "$(dirname "$bin")/build.log" >&2; die "FerretDB build failed"; }
  log "FerretDB ready: $bin"
}

cmd_prepare() {
  mkdir -p "$DDB_CACHE"
  install_packages
  prepare_pgvector
  prepare_documentdb
  prepare_ferretdb
}

# --- processes ------------------------------------------------------------------------------------------

pid_of() {
  local name="$1" pf pid
  pf="$RUN_DIR/$name.pid"
  [[ -f "$pf" ]] || return 0
  pid="$(head -n1 "$pf" 2>/dev/null || true)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 0
  if [[ -r "/proc/$pid/cmdline" ]] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$RUN_DIR"; then
    echo "$pid"
  fi
}

port_busy() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

pg_running() { [[ -n "$(pid_of postgres)" ]]; }

start_postgres() {
  local data="$RUN_DIR/pg/data" i
  if pg_running; then
    log "PostgreSQL already running (pid $(pid_of postgres)) on $HOST:$PG_PORT; reusing it"
    return 0
  fi
  port_busy "$PG_PORT" && die "port $HOST:$PG_PORT is in use by another process; set DOCUMENTDB_PG_PORT"
  rm -rf "$RUN_DIR/pg"
  mkdir -p "$RUN_DIR/pg"
  [[ $(id -u) -eq 0 ]] && chown postgres: "$RUN_DIR/pg"
  chmod 700 "$RUN_DIR/pg"
  as_pg test -w "$RUN_DIR/pg" || die "the 'postgres' user cannot reach $RUN_DIR/pg; set DOCUMENTDB_RUN_DIR to a directory it can reach"
  as_pg "$PG_BIN/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$RUN_DIR/pg/initdb.log" 2>&1 ||
    { tail -n 20 "$RUN_DIR/pg/initdb.log" >&2; die "initdb failed"; }
  cat >>"$data/postgresql.conf" <<EOF

# --- written by scripts/documentdb.sh ---
listen_addresses = '$HOST'
port = $PG_PORT
unix_socket_directories = '$RUN_DIR/pg'
shared_preload_libraries = 'pg_cron, pg_documentdb_core, pg_documentdb'
cron.database_name = 'postgres'
documentdb.enableBackgroundWorker = true
documentdb.enableBackgroundWorkerJobs = true
documentdb.indexBuildScheduleInSec = 60
shared_buffers = '$SHARED_BUFFERS'
synchronous_commit = off
autovacuum_naptime = 1s
max_connections = 200
ssl = off
timezone = 'UTC'
log_min_messages = warning
EOF
  if [[ "$COMPOSITE" == 1 ]]; then
    printf '%s\n' 'documentdb.defaultUseCompositeOpClass = true' 'documentdb.enableIndexOrderbyPushdown = true' \
      "documentdb.rum_library_load_option = 'require_documentdb_extended_rum'" \
      "documentdb.alternate_index_handler_name = 'extended_rum'" >>"$data/postgresql.conf"
  fi
  log "starting PostgreSQL $PG_MAJOR with DocumentDB on $HOST:$PG_PORT (composite indexes: $COMPOSITE)..."
  # pg_ctl forks the postmaster and returns; its pid is the first line of postmaster.pid.
  without_inherited_fds as_pg "$PG_BIN/pg_ctl" -D "$data" -l "$RUN_DIR/pg/postgres.log" -w -t "$TIMEOUT" start >/dev/null ||
    { tail -n 30 "$RUN_DIR/pg/postgres.log" >&2; die "PostgreSQL did not start (log above)"; }
  head -n1 "$data/postmaster.pid" >"$RUN_DIR/postgres.pid"
  for ((i = 0; i < TIMEOUT * 5; i++)); do
    "$PG_BIN/pg_isready" -q -h "$HOST" -p "$PG_PORT" && break
    sleep 0.2
  done
  psql_run -q -c "CREATE EXTENSION IF NOT EXISTS documentdb CASCADE" >"$RUN_DIR/pg/extension.log" 2>&1 ||
    { cat "$RUN_DIR/pg/extension.log" >&2; die "CREATE EXTENSION documentdb failed"; }
  if [[ "$COMPOSITE" == 1 ]]; then
    psql_run -q -c "CREATE EXTENSION IF NOT EXISTS documentdb_extended_rum" >>"$RUN_DIR/pg/extension.log" 2>&1 ||
      { cat "$RUN_DIR/pg/extension.log" >&2; die "CREATE EXTENSION documentdb_extended_rum failed"; }
  fi
  log "DocumentDB $(psql_run -Atc 'SELECT documentdb_api.binary_extended_version()') ready"
}

start_ferretdb() {
  local dir="$RUN_DIR/ferretdb" bin
  if [[ -n "$(pid_of ferretdb)" ]]; then
    log "FerretDB already running (pid $(pid_of ferretdb)) on $HOST:$WIRE_PORT; reusing it"
    return 0
  fi
  port_busy "$WIRE_PORT" && die "port $HOST:$WIRE_PORT is in use by another process; set DOCUMENTDB_PORT"
  bin="$(ferretdb_bin)"
  rm -rf "$dir"
  mkdir -p "$dir"
  log "starting FerretDB $FERRETDB_VERSION on $HOST:$WIRE_PORT..."
  # setsid without a fork (the subshell is no group leader), so $! is FerretDB's pid and its process group.
  (
    close_inherited_fds
    exec setsid "$bin" --postgresql-url="$PG_URL_VALUE" --listen-addr="$HOST:$WIRE_PORT" \
      --debug-addr="$HOST:$((WIRE_PORT + 1))" --state-dir="$dir" --no-auth --telemetry=disable --log-level=warn
  ) </dev/null >>"$dir/ferretdb.log" 2>&1 &
  echo $! >"$RUN_DIR/ferretdb.pid"
  node "$PROBE" wait-mongo "$MONGO_URL_VALUE" "$TIMEOUT" "$!" ||
    { tail -n 30 "$dir/ferretdb.log" >&2; stop_ferretdb; die "FerretDB did not answer on $MONGO_URL_VALUE"; }
}

stop_ferretdb() {
  local pid i
  pid="$(pid_of ferretdb)"
  if [[ -n "$pid" ]]; then
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 100; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -0 "$pid" 2>/dev/null && { kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true; }
  fi
  rm -f "$RUN_DIR/ferretdb.pid"
}

stop_postgres() {
  if pg_running; then
    as_pg "$PG_BIN/pg_ctl" -D "$RUN_DIR/pg/data" -m fast -w stop >/dev/null || true
  fi
  rm -f "$RUN_DIR/postgres.pid"
}

psql_run() { psql -h "$HOST" -p "$PG_PORT" -U postgres -d postgres "$@"; }

lock() {
  mkdir -p "$RUN_DIR"
  exec 9>"$RUN_DIR/.lock"
  flock -w 900 9 || die "another scripts/documentdb.sh holds $RUN_DIR/.lock"
}

cmd_start() {
  lock
  need node "Node.js is needed for the readiness probe"
  if [[ -z "$(pid_of postgres)" || -z "$(pid_of ferretdb)" ]]; then
    cmd_prepare
  fi
  start_postgres
  start_ferretdb
  log "FerretDB $FERRETDB_VERSION + DocumentDB on PostgreSQL $PG_MAJOR answer on $MONGO_URL_VALUE"
  echo "export MONGO_URL=$MONGO_URL_VALUE"
}

cmd_stop() {
  lock
  stop_ferretdb
  stop_postgres
  log "stopped"
}

cmd_status() {
  local ok=0
  if pg_running && "$PG_BIN/pg_isready" -q -h "$HOST" -p "$PG_PORT"; then
    printf '%-9s running  pid %-7s %s:%s  answering\n' postgres "$(pid_of postgres)" "$HOST" "$PG_PORT"
  else
    printf '%-9s stopped or not answering\n' postgres; ok=3
  fi
  if [[ -n "$(pid_of ferretdb)" ]] && node "$PROBE" ping-mongo "$MONGO_URL_VALUE" >/dev/null 2>&1; then
    printf '%-9s running  pid %-7s %s  answering\n' ferretdb "$(pid_of ferretdb)" "$MONGO_URL_VALUE"
  else
    printf '%-9s stopped or not answering\n' ferretdb; ok=3
  fi
  return $ok
}

cmd_env() {
  [[ -n "$(pid_of ferretdb)" ]] || die "not running; run 'scripts/documentdb.sh start' first"
  echo "export MONGO_URL=$MONGO_URL_VALUE"
}

cmd_logs() {
  local f
  for f in "$RUN_DIR/pg/postgres.log" "$RUN_DIR/ferretdb/ferretdb.log"; do
    [[ -f "$f" ]] || continue
    printf -- '----- last 40 lines of %s -----\n' "$f" >&2
    tail -n 40 "$f" >&2
  done
}

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'; }

main() {
  local cmd="${1:-}"
  [[ $# -gt 0 ]] && shift
  case "$cmd" in
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    env) cmd_env ;;
    prepare) lock; cmd_prepare; log "prepared: $(readlink -f "$DDB_CACHE/documentdb-current"), $(ferretdb_bin)" ;;
    psql) psql_run "$@" ;;
    logs) cmd_logs ;;
    -h | --help | help) usage ;;
    *) usage >&2; return 2 ;;
  esac
}

main "$@"
