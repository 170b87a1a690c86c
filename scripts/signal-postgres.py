#!/usr/bin/env python3
"""Freezes or thaws a running PostgreSQL cluster: sends SIGSTOP or SIGCONT to its postmaster and every
process the postmaster started, so the database keeps its connections open but stops answering (as on a
silent network) until thawed.

    signal-postgres.py DATA_DIR freeze|thaw
"""
import os
import signal
import sys


def children(parent):
    """The ids of the processes whose parent is `parent`, read from /proc."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/status") as status:
                for line in status:
                    if line.startswith("PPid:"):
                        if int(line.split()[1]) == parent:
                            found.append(int(entry))
                        break
        except OSError:
            continue  # the process ended while we looked
    return found


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("freeze", "thaw"):
        sys.exit("usage: signal-postgres.py DATA_DIR freeze|thaw")
    with open(os.path.join(sys.argv[1], "postmaster.pid")) as pid_file:
        postmaster = int(pid_file.readline())
    if sys.argv[2] == "freeze":
        os.kill(postmaster, signal.SIGSTOP)  # first, so it starts no new backend meanwhile
        for child in children(postmaster):
            os.kill(child, signal.SIGSTOP)
    else:
        for child in children(postmaster):
            os.kill(child, signal.SIGCONT)
        os.kill(postmaster, signal.SIGCONT)


if __name__ == "__main__":
    main()
