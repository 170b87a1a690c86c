# Sourced by the test and benchmark scripts: starts `kinetic serve` on a free loopback port with a
# throwaway database and stops it again.
#   source scripts/throwaway-server.sh
#   start_throwaway_server .build/debug/kinetic [serve flags...]   # sets $port and $server_url
#   ...                                                           # stopped on exit, or:
#   stop_throwaway_server

throwaway_dir=$(mktemp -d)
throwaway_pid=""
trap 'stop_throwaway_server; rm -rf "$throwaway_dir"' EXIT

start_throwaway_server() {
  local binary="$1"
  shift
  stop_throwaway_server
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  server_url="http://127.0.0.1:$port"
  local name="server-$port"
  "$binary" serve --host 127.0.0.1 --port "$port" --db "$throwaway_dir/$name.sqlite" --web-root Web "$@" \
    >"$throwaway_dir/$name.log" 2>&1 &
  throwaway_pid=$!
  for _ in $(seq 1 150); do
    python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
      "$server_url/healthz" 2>/dev/null && return 0
    kill -0 "$throwaway_pid" 2>/dev/null || break
    sleep 0.2
  done
  echo "the server did not answer $server_url/healthz; its log:" >&2
  cat "$throwaway_dir/$name.log" >&2
  exit 1
}

stop_throwaway_server() {
  [ -n "$throwaway_pid" ] || return 0
  kill "$throwaway_pid" 2>/dev/null || true
  wait "$throwaway_pid" 2>/dev/null || true
  throwaway_pid=""
}
