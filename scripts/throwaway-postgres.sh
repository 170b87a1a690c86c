# Sourced by scripts/test.sh (or by hand: `source scripts/throwaway-postgres.sh`): starts two throwaway
# PostgreSQL clusters in temporary directories on free loopback ports and stops and deletes them when the
# shell exits. Exports
#   KINETIC_TEST_POSTGRES_URL          postgres://postgres@127.0.0.1:PORT/postgres (trust login, loopback
#                                      only), shared by the tests, each in a database of its own
#   KINETIC_TEST_POSTGRES_OUTAGE_URL   a second cluster, only for the test that stops and starts it with
#   KINETIC_TEST_POSTGRES_OUTAGE_CTL   a script taking `stop` or `start` (waiting until done), or `freeze` or
#                                      `thaw` (stopping its processes without closing their connections)
# PostgreSQL refuses to run as root, so as root the clusters belong to and run as `nobody`.

KINETIC_POSTGRES_DIRS=()
kinetic_postgres_signal="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/signal-postgres.py"

# Starts one cluster; sets kinetic_postgres_url and kinetic_postgres_ctl.
kinetic_postgres_start() {
  local bin port dir owner
  scripts/ensure-deps.sh postgres
  bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  [ -x "$bin/initdb" ] || { echo "throwaway-postgres: no initdb under /usr/lib/postgresql" >&2; return 1; }
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  dir="$(mktemp -d /tmp/kinetic-postgres.XXXXXX)"
  owner=()
  if [ "$(id -u)" = 0 ]; then
    chown nobody: "$dir"
    owner=(runuser -u nobody --)
  fi
  "${owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; return 1; }
  cat >"$dir/ctl" <<CTL
#!/usr/bin/env bash
# stop (fast) or start the throwaway cluster, waiting until done; freeze or thaw its processes.
case "\$1" in
  stop) exec ${owner[*]} "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null ;;
  start) exec ${owner[*]} "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \\
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=400" start >/dev/null ;;
  freeze|thaw) exec python3 "$kinetic_postgres_signal" "$dir/data" "\$1" ;;
  *) echo "usage: \$0 stop|start|freeze|thaw" >&2; exit 2 ;;
esac
CTL
  chmod 755 "$dir/ctl"
  "$dir/ctl" start || { cat "$dir/server.log" >&2; return 1; }
  KINETIC_POSTGRES_DIRS+=("$dir")
  kinetic_postgres_url="postgres://postgres@127.0.0.1:$port/postgres"
  kinetic_postgres_ctl="$dir/ctl"
  echo "throwaway-postgres: $("$bin/postgres" --version) at $kinetic_postgres_url (data in $dir)"
}

kinetic_postgres_stop() {
  local dir
  for dir in "${KINETIC_POSTGRES_DIRS[@]}"; do
    "$dir/ctl" stop 2>/dev/null || true
    rm -rf "$dir"
  done
  KINETIC_POSTGRES_DIRS=()
}

trap kinetic_postgres_stop EXIT
kinetic_postgres_start
export KINETIC_TEST_POSTGRES_URL="$kinetic_postgres_url"
kinetic_postgres_start
export KINETIC_TEST_POSTGRES_OUTAGE_URL="$kinetic_postgres_url"
export KINETIC_TEST_POSTGRES_OUTAGE_CTL="$kinetic_postgres_ctl"
