#!/usr/bin/env bash
# Attacks a throwaway score server with its default flags (no limit turned off) and prints one Markdown table:
# attack | what was measured | figure (Benchmarks/attack.py does the attacks). Each attack gets a fresh server
# and database, so that what one leaves behind (a full verification queue, a spent allowance, a server that
# died) does not change the next one's figures.
#   Benchmarks/attack.sh [--binary PATH] [--only NAME,...] [--postgres] [--quick] [-- SERVE FLAGS...]
# --binary   the kinetic to attack (default .build/release/kinetic, or kinetic-postgres with --postgres; built
#            when missing)
# --only     some of: costly-replays,json-escapes,stolen-record,foreign-scene,computed-deal,long-names,
#            connection-flood,connection-flood-spread,many-addresses,overload,pool-capacity,storage,
#            storage-readonly (pool-capacity turns the rate limits off: it measures the pool alone)
# --postgres a throwaway PostgreSQL store instead of SQLite (the storage attacks are then n/a)
# --quick    shorter phases and fewer sockets, for trying the script out
# after --   flags for `kinetic serve` beyond the defaults (e.g. -- --no-require-run-tickets)
# A benchmark: it prints figures and never fails on them; it exits non-zero only when the harness broke.
# Only loopback addresses are sent to. Each attack is bounded (about a minute); the whole run about 10 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
only=""
postgres=0
quick=()
serve_flags=()
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --postgres) postgres=1; shift ;;
    --quick) quick=(--quick); shift ;;
    --) shift; serve_flags=("$@"); break ;;
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "attack.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ -z "$binary" ]; then
  product=kinetic
  [ "$postgres" = 0 ] || product=kinetic-postgres
  binary=.build/release/$product
  [ -x "$binary" ] || swift build -c release --product "$product" >/dev/null
fi
[ -x "$binary" ] || { echo "attack.sh: no binary at $binary" >&2; exit 2; }
all="costly-replays,json-escapes,stolen-record,foreign-scene,computed-deal,long-names,connection-flood,connection-flood-spread,many-addresses,overload,pool-capacity,storage,storage-readonly"
IFS=, read -r -a attacks <<<"${only:-$all}"
for attack in "${attacks[@]}"; do
  [[ ",$all," == *",$attack,"* ]] || { echo "attack.sh: no attack called $attack (known: $all)" >&2; exit 2; }
done

source scripts/throwaway-server.sh
if [ "$postgres" = 1 ]; then
  source scripts/throwaway-postgres.sh >&2
fi
work="$(mktemp -d)"

# Whether process $1 runs (and is not a zombie waiting for us).
running() {
  local state
  state=$(ps -o stat= -p "$1" 2>/dev/null) || return 1
  [ "${state:0:1}" != Z ]
}

# Stops the throwaway server within 10 s: SIGTERM, then SIGKILL (it may be busy with queued replays).
stop_server() {
  [ -n "$throwaway_pid" ] || return 0
  local start=$SECONDS
  kill "$throwaway_pid" 2>/dev/null || true
  for _ in $(seq 1 50); do
    running "$throwaway_pid" || break
    sleep 0.2
  done
  if running "$throwaway_pid"; then
    echo "attack.sh: the server was still running 10 s after SIGTERM; SIGKILL" >&2
    kill -9 "$throwaway_pid" 2>/dev/null || true
  else
    echo "attack.sh: the server stopped $((SECONDS - start)) s after SIGTERM" >&2
  fi
  stop_throwaway_server
}

cleanup() {
  stop_server
  # The storage attack may leave a file immutable if it was killed half-way.
  chattr -R -i "$throwaway_dir" 2>/dev/null || true
  rm -rf "$throwaway_dir" "$work"
  if [ "$postgres" = 1 ]; then kinetic_postgres_stop; fi
}
trap cleanup EXIT

echo "attack.sh: $binary (built $(date -r "$binary" '+%F %T')), store: $([ "$postgres" = 1 ] && echo PostgreSQL || echo SQLite), serve flags: ${serve_flags[*]:-(defaults)}" >&2
# A copy, so that a rebuild during the run does not change the binary under attack half-way.
cp "$binary" "$work/kinetic"
binary="$work/kinetic"
echo "attack.sh: making valid runs (kinetic bench verify --write-run) at $(date +%T)" >&2
for game in pong breakout bubblepop set concentration; do
  "$binary" bench verify --runs 1 --games "$game" --write-run "$work/$game.json" >/dev/null
done

echo "| attack | what was measured | figure |"
echo "| --- | --- | --- |"
broke=0
n=0
for attack in "${attacks[@]}"; do
  n=$((n + 1))
  flags=()
  if [ "$postgres" = 1 ]; then
    psql -q "$KINETIC_TEST_POSTGRES_URL" -c "CREATE DATABASE attack_$n" >&2
    flags=(--db "${KINETIC_TEST_POSTGRES_URL%/postgres}/attack_$n" --db-tls disable)
    # A PostgreSQL board needs a ticket key file (SQLite makes one beside the database).
    if "$binary" serve --help 2>/dev/null | grep -q -- --ticket-key-file; then
      [ -f "$work/ticket.key" ] || head -c 32 /dev/urandom >"$work/ticket.key"
      flags+=(--ticket-key-file "$work/ticket.key")
    fi
  fi
  # The pool's capacity is measured without the per-address limits, which would bind first.
  [ "$attack" = pool-capacity ] && flags+=(--post-burst 0 --names-per-hour 0)
  echo "attack.sh: $attack at $(date +%T)" >&2
  start_throwaway_server "$binary" "${flags[@]}" "${serve_flags[@]}"
  db="$throwaway_dir/server-$port.sqlite"
  [ "$postgres" = 1 ] && db=""
  status=0
  timeout -k 5 150 python3 Benchmarks/attack.py --url "$server_url" --only "$attack" --runs "$work" \
    --binary "$binary" --pid "$throwaway_pid" ${db:+--db "$db"} --log "$throwaway_dir/server-$port.log" --no-header "${quick[@]}" || status=$?
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    echo "| $attack | (harness) | no figures: attack.py killed after 150 s |"
    broke=1
  elif [ "$status" != 0 ]; then
    echo "| $attack | (harness) | attack.py exited $status (see stderr) |"
    broke=1
  fi
  stop_server
done
exit "$broke"
