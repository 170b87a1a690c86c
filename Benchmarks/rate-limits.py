"""What the per-address rate limits let through: one client posts as fast as it can under one name for a few
seconds, then under fresh names, and the counts of 201 and 429 (with the Retry-After seen) are printed.
A benchmark: it prints figures and never fails on them.
   python3 Benchmarks/rate-limits.py --url http://127.0.0.1:8080 [--seconds 5]
"""
import argparse
import collections
import http.client
import json
import time
import urllib.parse


def post(connection, name, score):
    body = json.dumps({"game": "bubblepop", "name": name, "score": score})
    connection.request("POST", "/api/scores", body, {"Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    return response.status, response.getheader("Retry-After")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--seconds", type=float, default=5)
    args = parser.parse_args()
    address = urllib.parse.urlparse(args.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=5)

    statuses = collections.Counter()
    retry = set()
    start = time.time()
    score = 0
    while time.time() - start < args.seconds:
        score += 1
        status, after = post(connection, "Ada", score)
        statuses[status] += 1
        if after:
            retry.add(after)
    print(f"one name for {args.seconds:g} s: {dict(statuses)} "
          f"({statuses[201] / args.seconds:.1f} accepted/s), Retry-After seen: {sorted(retry, key=int)}")

    time.sleep(12)
    # A new connection: the server closes one left idle for 10 s.
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=5)
    names = collections.Counter()
    for index in range(10):
        status, after = post(connection, f"Newcomer {index}", 1)
        names[status] += 1
        time.sleep(2.1)
    print(f"10 new names, one every 2.1 s: {dict(names)} (Ada already counts as one)")


if __name__ == "__main__":
    main()
