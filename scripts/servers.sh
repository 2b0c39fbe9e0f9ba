#!/usr/bin/env bash
# Real servers as local processes, for tests and for developers, without Docker:
#   - Apache Kafka (jars from Maven Central, KRaft combined broker+controller, one node)
#   - FerretDB 1.x on SQLite (MongoDB wire protocol), built from the Go module proxy
#
# Usage: scripts/servers.sh <command> [kafka|mongo ...]
#   start    fetch/build what is missing (cached), start the servers with fresh data dirs, wait until they
#            answer, write the env file and print KAFKA_BROKERS / MONGO_URL; a server already running is reused
#   stop     stop the servers (whole process group), keep logs and data until the next start
#   status   show each server's state; exit 0 only if all asked-for servers run and answer
#   env      print `export KAFKA_BROKERS=...` / `export MONGO_URL=...` for the running servers, for eval
#   verify   round trip: produce+consume one Kafka message, insert+find one MongoDB document
#   prepare  only fetch and build (warms the cache, e.g. in a CI image step), start nothing
#   logs     print the tail of each server's log
# Without a server name every command acts on both.
#
# Settings (environment):
#   KAFKA_PORT (19092), KAFKA_CONTROLLER_PORT (19093), FERRETDB_PORT (27117)   ports on 127.0.0.1
#   SERVERS_TIMEOUT (120)        seconds a server may take to answer after its process started
#   PROFYLE_CACHE (~/.cache/profyle-ci)   downloads and builds kept between runs: Maven repo, Kafka jars,
#                                Go module and build caches, the FerretDB binary
#   SERVERS_RUN_DIR (<repo>/.cache/servers)   pids, logs, data dirs, servers.env
#   KAFKA_HEAP_OPTS (-Xmx512m -Xms256m), FERRETDB_LOG_LEVEL (error; debug|info|warn|error)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SERVERS_SRC="$ROOT/.ci/servers"
CACHE="${PROFYLE_CACHE:-${HOME:-/root}/.cache/profyle-ci}"
RUN_DIR="${SERVERS_RUN_DIR:-$ROOT/.cache/servers}"
ENV_FILE="$RUN_DIR/servers.env"
HOST=127.0.0.1
KAFKA_PORT="${KAFKA_PORT:-19092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-19093}"
FERRETDB_PORT="${FERRETDB_PORT:-27117}"
TIMEOUT="${SERVERS_TIMEOUT:-120}"
KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xmx512m -Xms256m}"
FERRETDB_LOG_LEVEL="${FERRETDB_LOG_LEVEL:-error}"
PROBE="$SERVERS_SRC/probe.cjs"

KAFKA_BROKERS_VALUE="$HOST:$KAFKA_PORT"
MONGO_URL_VALUE="mongodb://$HOST:$FERRETDB_PORT/"

export DEBIAN_FRONTEND=noninteractive

log() { printf '[servers %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

need() {
  command -v "$1" >/dev/null 2>&1 || die "'$1' is not installed; $2"
}

# --- cache keys ----------------------------------------------------------------------------------------

hash_files() { cat "$@" | sha256sum | cut -c1-16; }

kafka_version() {
  sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$SERVERS_SRC/kafka/pom.xml" | head -n1
}

kafka_jars_dir() { echo "$CACHE/kafka/$(kafka_version)-$(hash_files "$SERVERS_SRC/kafka/pom.xml")/jars"; }

ferretdb_version() {
  sed -n 's:^require github.com/FerretDB/FerretDB \(v[^ ]*\).*:\1:p' "$SERVERS_SRC/ferretdb/go.mod" | head -n1
}

ferretdb_bin() {
  local key
  key="$(hash_files "$SERVERS_SRC/ferretdb/go.mod" "$SERVERS_SRC/ferretdb/go.sum" "$SERVERS_SRC/ferretdb/main.go")"
  echo "$CACHE/ferretdb/$(ferretdb_version)-$key/profyle-ferretdb"
}

# --- fetch and build (cached) ---------------------------------------------------------------------------

prepare_kafka() {
  local jars tmp started
  jars="$(kafka_jars_dir)"
  if [[ -f "$jars/.complete" ]]; then
    return 0
  fi
  need java "install a JDK/JRE 11+ (e.g. apt-get install -y openjdk-17-jre-headless)"
  need mvn "install Maven (e.g. apt-get install -y maven)"
  started=$SECONDS
  log "fetching Apache Kafka $(kafka_version) jars with Maven (first run on this machine; cached in $CACHE)..."
  mkdir -p "$CACHE/m2" "$(dirname "$jars")"
  tmp="$(mktemp -d "$(dirname "$jars")/.fetch.XXXXXX")"
  if ! mvn -B -ntp -Dmaven.repo.local="$CACHE/m2" -f "$SERVERS_SRC/kafka/pom.xml" \
      -DbuildDirectory="$tmp/target" -DoutputDirectory="$tmp/jars" package >"$tmp/maven.log" 2>&1; then
    tail -n 40 "$tmp/maven.log" >&2
    rm -rf "$tmp"
    die "Maven could not fetch the Kafka jars (full log above)"
  fi
  ls "$tmp/jars"/kafka_2.13-*.jar >/dev/null 2>&1 || { rm -rf "$tmp"; die "Maven ran but no kafka_2.13 jar was copied"; }
  touch "$tmp/jars/.complete"
  rm -rf "$jars"
  mv "$tmp/jars" "$jars"
  rm -rf "$tmp"
  log "Kafka jars ready: $(find "$jars" -name '*.jar' | wc -l) jars in $((SECONDS - started)) s"
}

prepare_mongo() {
  local bin tmp started
  bin="$(ferretdb_bin)"
  if [[ -x "$bin" ]]; then
    return 0
  fi
  need go "install Go 1.24+ (e.g. from the Go toolchain packages)"
  started=$SECONDS
  log "building FerretDB $(ferretdb_version) (SQLite backend) with Go (first run on this machine, a few minutes; cached in $CACHE)..."
  mkdir -p "$(dirname "$bin")" "$CACHE/go/mod" "$CACHE/go/build"
  tmp="$(mktemp "$(dirname "$bin")/.build.XXXXXX")"
  if ! (cd "$SERVERS_SRC/ferretdb" &&
        GOMODCACHE="$CACHE/go/mod" GOCACHE="$CACHE/go/build" GOFLAGS="-mod=mod -modcacherw -buildvcs=false" CGO_ENABLED=0 \
        go build -trimpath -o "$tmp" .) >"$tmp.log" 2>&1; then
    tail -n 40 "$tmp.log" >&2
    rm -f "$tmp" "$tmp.log"
    die "go build of the FerretDB wrapper failed (log above)"
  fi
  mv -f "$tmp" "$bin"
  rm -f "$tmp.log"
  log "FerretDB binary ready in $((SECONDS - started)) s: $bin"
}

# --- process bookkeeping ---------------------------------------------------------------------------------

pid_file() { echo "$RUN_DIR/$1.pid"; }

# Prints the pid of a running server we started (checked against its command line), or nothing.
running_pid() {
  local name="$1" pf pid marker
  pf="$(pid_file "$name")"
  [[ -f "$pf" ]] || return 0
  pid="$(cat "$pf" 2>/dev/null || true)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 0
  case "$name" in
    kafka) marker="kafka.Kafka" ;;
    mongo) marker="profyle-ferretdb" ;;
  esac
  if [[ -r "/proc/$pid/cmdline" ]] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$marker" &&
     tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$RUN_DIR/$name"; then
    echo "$pid"
  fi
}

port_busy() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

log_tail() {
  local file="$RUN_DIR/$1/$1.log"
  if [[ -f "$file" ]]; then
    printf -- '----- last 40 lines of %s -----\n' "$file" >&2
    tail -n 40 "$file" >&2
    printf -- '-----\n' >&2
  fi
}

stop_one() {
  local name="$1" pid i
  pid="$(running_pid "$name")"
  if [[ -z "$pid" ]]; then
    rm -f "$(pid_file "$name")"
    return 0
  fi
  log "stopping $name (process group $pid)..."
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 100; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    log "$name did not stop within 20 s; killing it"
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f "$(pid_file "$name")"
}

# Starts "$@" detached in its own session/process group (setsid without a fork, so $! is the group id).
# fd 9 (the lock) is closed so that a running server never holds the lock of the script that started it.
spawn() {
  local name="$1" logfile="$2"
  shift 2
  setsid "$@" </dev/null >>"$logfile" 2>&1 9>&- &
  echo $! >"$(pid_file "$name")"
}

wait_ready() {
  local name="$1" kind="$2" target="$3" pid rc=0
  pid="$(cat "$(pid_file "$name")")"
  node "$PROBE" "wait-$kind" "$target" "$TIMEOUT" "$pid" || rc=$?
  if [[ $rc -ne 0 ]]; then
    log_tail "$name"
    stop_one "$name"
    case $rc in
      3) die "$name exited during startup (see its log above: $RUN_DIR/$name/$name.log)" ;;
      4) die "$name did not answer on $target within $TIMEOUT s (log above: $RUN_DIR/$name/$name.log)" ;;
      *) die "readiness probe for $name failed with exit code $rc" ;;
    esac
  fi
}

# --- servers ---------------------------------------------------------------------------------------------

start_kafka() {
  local pid dir jars cluster_id started
  pid="$(running_pid kafka)"
  if [[ -n "$pid" ]]; then
    log "kafka already running (pid $pid) on $KAFKA_BROKERS_VALUE; reusing it"
    return 0
  fi
  for port in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
    port_busy "$port" && die "port $HOST:$port is already in use by another process; set KAFKA_PORT / KAFKA_CONTROLLER_PORT"
  done
  prepare_kafka
  jars="$(kafka_jars_dir)"
  dir="$RUN_DIR/kafka"
  rm -rf "$dir"
  mkdir -p "$dir/data"

  cat >"$dir/server.properties" <<EOF
# Written by scripts/servers.sh: single-node KRaft (combined broker + controller) for tests.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$KAFKA_PORT,CONTROLLER://$HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$dir/data
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=10
auto.create.topics.enable=true
delete.topic.enable=true
group.initial.rebalance.delay.ms=0
log.retention.hours=24
log.segment.bytes=67108864
EOF

  cat >"$dir/log4j.properties" <<'EOF'
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.state.change.logger=WARN
log4j.logger.kafka.request.logger=WARN
log4j.logger.org.apache.kafka.storage.internals.log=WARN
log4j.logger.kafka.log.LogManager=WARN
EOF

  # A cluster id is any base64url-encoded 16-byte value (what `StorageTool random-uuid` prints); like Kafka's
  # own generator, reject one starting with '-', which the command line would take for an option.
  cluster_id="-"
  while [[ "$cluster_id" == -* ]]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"
  done
  log "formatting Kafka KRaft storage (cluster id $cluster_id)..."
  if ! java -Dlog4j.configuration="file:$dir/log4j.properties" -cp "$jars/*" \
      kafka.tools.StorageTool format -t "$cluster_id" -c "$dir/server.properties" >"$dir/format.log" 2>&1; then
    tail -n 40 "$dir/format.log" >&2
    die "kafka storage format failed"
  fi

  started=$SECONDS
  log "starting Kafka $(kafka_version) on $KAFKA_BROKERS_VALUE (controller $HOST:$KAFKA_CONTROLLER_PORT)..."
  # shellcheck disable=SC2086 # KAFKA_HEAP_OPTS is a list of JVM flags
  spawn kafka "$dir/kafka.log" java $KAFKA_HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -Djava.awt.headless=true -Dlog4j.configuration="file:$dir/log4j.properties" \
    -Dkafka.logs.dir="$dir" -cp "$jars/*" kafka.Kafka "$dir/server.properties"
  wait_ready kafka kafka "$KAFKA_BROKERS_VALUE"
  log "kafka answers on $KAFKA_BROKERS_VALUE ($((SECONDS - started)) s)"
}

start_mongo() {
  local pid dir bin started
  pid="$(running_pid mongo)"
  if [[ -n "$pid" ]]; then
    log "ferretdb already running (pid $pid) on $MONGO_URL_VALUE; reusing it"
    return 0
  fi
  port_busy "$FERRETDB_PORT" && die "port $HOST:$FERRETDB_PORT is already in use by another process; set FERRETDB_PORT"
  prepare_mongo
  bin="$(ferretdb_bin)"
  dir="$RUN_DIR/mongo"
  rm -rf "$dir"
  mkdir -p "$dir/data"
  started=$SECONDS
  log "starting FerretDB $(ferretdb_version) (SQLite) on $HOST:$FERRETDB_PORT..."
  spawn mongo "$dir/mongo.log" "$bin" -listen-addr "$HOST:$FERRETDB_PORT" -data-dir "$dir/data" \
    -log-level "$FERRETDB_LOG_LEVEL"
  wait_ready mongo mongo "$MONGO_URL_VALUE"
  log "ferretdb answers on $MONGO_URL_VALUE ($((SECONDS - started)) s)"
}

# --- env file --------------------------------------------------------------------------------------------

write_env() {
  local tmp
  tmp="$(mktemp "$RUN_DIR/.servers.env.XXXXXX")"
  {
    echo "# Written by scripts/servers.sh start; servers running from $RUN_DIR"
    [[ -n "$(running_pid kafka)" ]] && echo "KAFKA_BROKERS=$KAFKA_BROKERS_VALUE"
    [[ -n "$(running_pid mongo)" ]] && echo "MONGO_URL=$MONGO_URL_VALUE"
    true
  } >"$tmp"
  chmod 644 "$tmp"
  mv -f "$tmp" "$ENV_FILE"
}

print_exports() {
  local printed=0
  if [[ -n "$(running_pid kafka)" ]]; then echo "export KAFKA_BROKERS=$KAFKA_BROKERS_VALUE"; printed=1; fi
  if [[ -n "$(running_pid mongo)" ]]; then echo "export MONGO_URL=$MONGO_URL_VALUE"; printed=1; fi
  if [[ $printed -eq 0 ]]; then
    log "no server is running; run 'scripts/servers.sh start' first"
    return 1
  fi
}

# --- commands ----------------------------------------------------------------------------------------------

lock() {
  mkdir -p "$RUN_DIR"
  if command -v flock >/dev/null 2>&1; then
    exec 9>"$RUN_DIR/.lock"
    flock -w 900 9 || die "another scripts/servers.sh holds $RUN_DIR/.lock"
  fi
}

services_from_args() {
  SERVICES=()
  local arg
  for arg in "$@"; do
    case "$arg" in
      kafka) SERVICES+=(kafka) ;;
      mongo | mongodb | ferretdb) SERVICES+=(mongo) ;;
      *) die "unknown server '$arg' (expected kafka or mongo)" ;;
    esac
  done
  [[ ${#SERVICES[@]} -gt 0 ]] || SERVICES=(kafka mongo)
}

cmd_start() {
  local started=$SECONDS s
  lock
  need node "Node.js is needed for the readiness probe"
  # Fetch and build everything first (cached after the first run), so no build competes with a server.
  for s in "${SERVICES[@]}"; do
    [[ -n "$(running_pid "$s")" ]] || "prepare_$s"
  done
  for s in "${SERVICES[@]}"; do
    "start_$s"
  done
  write_env
  log "all requested servers up in $((SECONDS - started)) s; env file: $ENV_FILE"
  grep -v '^#' "$ENV_FILE"
}

cmd_stop() {
  local s
  lock
  for s in "${SERVICES[@]}"; do
    stop_one "$s"
  done
  if [[ -z "$(running_pid kafka)" && -z "$(running_pid mongo)" ]]; then
    rm -f "$ENV_FILE"
  else
    write_env
  fi
  log "stopped: ${SERVICES[*]}"
}

cmd_status() {
  local s pid ok=0 target kind
  for s in "${SERVICES[@]}"; do
    case "$s" in
      kafka) target="$KAFKA_BROKERS_VALUE"; kind=kafka ;;
      mongo) target="$MONGO_URL_VALUE"; kind=mongo ;;
    esac
    pid="$(running_pid "$s")"
    if [[ -z "$pid" ]]; then
      printf '%-6s stopped\n' "$s"
      ok=3
    elif node "$PROBE" "ping-$kind" "$target" >/dev/null 2>&1; then
      printf '%-6s running  pid %-7s %s  answering\n' "$s" "$pid" "$target"
    else
      printf '%-6s running  pid %-7s %s  NOT answering (see %s)\n' "$s" "$pid" "$target" "$RUN_DIR/$s/$s.log"
      ok=1
    fi
  done
  return $ok
}

cmd_verify() {
  local s
  for s in "${SERVICES[@]}"; do
    [[ -n "$(running_pid "$s")" ]] || die "$s is not running; run 'scripts/servers.sh start' first"
    case "$s" in
      kafka) node "$PROBE" smoke-kafka "$KAFKA_BROKERS_VALUE" ;;
      mongo) node "$PROBE" smoke-mongo "$MONGO_URL_VALUE" ;;
    esac
  done
}

cmd_prepare() {
  local s
  for s in "${SERVICES[@]}"; do
    case "$s" in
      kafka) prepare_kafka; log "kafka jars: $(kafka_jars_dir)" ;;
      mongo) prepare_mongo; log "ferretdb binary: $(ferretdb_bin)" ;;
    esac
  done
}

cmd_logs() {
  local s
  for s in "${SERVICES[@]}"; do
    log_tail "$s"
  done
}

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

main() {
  local cmd="${1:-}"
  [[ $# -gt 0 ]] && shift
  case "$cmd" in
    start | stop | status | env | verify | prepare | logs) ;;
    -h | --help | help) usage; return 0 ;;
    *) usage >&2; return 2 ;;
  esac
  services_from_args "$@"
  case "$cmd" in
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    env) print_exports ;;
    verify) cmd_verify ;;
    prepare) cmd_prepare ;;
    logs) cmd_logs ;;
  esac
}

main "$@"
