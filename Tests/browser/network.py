"""A loopback TCP proxy between the browser and the test server that the tests can take offline.

Every engine then loses the network the same way a phone does: while offline, open connections are
cut and new ones are closed as soon as they are accepted, so the page's requests fail with network
errors (no DevTools emulation needed, which WebKit's driver does not have).
"""

import socket
import threading

BUFFER = 65536


class SwitchableProxy:
    """Forwards 127.0.0.1:`port` to `target` (host, port) until `set_offline(True)`."""

    def __init__(self, target):
        self.target = target
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(128)
        self.port = self.listener.getsockname()[1]
        self.offline = False
        self.open_sockets = set()
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def set_offline(self, offline):
        """Cuts every open connection when going offline; refuses new ones until back online."""
        with self.lock:
            self.offline = offline
            cut = list(self.open_sockets) if offline else []
        for sock in cut:
            _close(sock)

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                offline = self.offline
            if offline:
                _close(client)
                continue
            try:
                upstream = socket.create_connection(self.target, timeout=5)
                upstream.settimeout(None)
            except OSError:
                _close(client)
                continue
            with self.lock:
                self.open_sockets.update((client, upstream))
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(source, sink), daemon=True).start()

    def _pipe(self, source, sink):
        try:
            while data := source.recv(BUFFER):
                self._passing(source, data)
                sink.sendall(data)
        except OSError:
            pass
        finally:
            with self.lock:
                self.open_sockets.discard(source)
                self.open_sockets.discard(sink)
            _close(source)
            _close(sink)

    def _passing(self, source, data):
        """Sees `data` on its way from `source` to the other side; a subclass counts or inspects it."""


def _close(sock):
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    sock.close()
