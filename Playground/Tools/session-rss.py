"""Resident memory of a playground server across many live sessions.

Starts the given `stately-playground` binary on an ephemeral port, opens and closes 2,000 WebSocket
sessions one after another (each reads its first render, then sends a close frame), and prints the
server's RSS after 100, 500, 1,000 and 2,000 sessions. A closed session frees its scene and controls,
so the figure should stay within a small margin of the one after 100 sessions.

  python3 Playground/Tools/session-rss.py "$(swift build --package-path Playground --show-bin-path)/stately-playground"
"""
import socket, subprocess, time, re, base64, os, sys
binpath = sys.argv[1]
p = subprocess.Popen([binpath, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
port = None
t0 = time.time()
while time.time() - t0 < 60:
    line = p.stdout.readline()
    m = re.search(r"127\.0\.0\.1:(\d+)", line)
    if m: port = int(m.group(1)); break
assert port, "no port"
def rss():
    for l in open(f"/proc/{p.pid}/status"):
        if l.startswith("VmRSS"): return int(l.split()[1]) / 1024
def session():
    s = socket.create_connection(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    req = (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n\r\n")
    s.sendall(req.encode())
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = s.recv(65536)
        if not chunk: break
        data += chunk
    assert data.startswith(b"HTTP/1.1 101"), data[:200]
    # read the first render frame(s) a little, then close with a close frame (masked)
    s.settimeout(2)
    try: s.recv(65536)
    except Exception: pass
    mask = os.urandom(4); payload = (1000).to_bytes(2, "big")
    s.sendall(bytes([0x88, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
    try:
        s.settimeout(2); s.recv(65536)
    except Exception: pass
    s.close()
results = {}
for i in range(1, 2001):
    session()
    if i in (100, 500, 1000, 2000):
        time.sleep(1.0)
        results[i] = rss()
        print(f"after {i} sessions: RSS {results[i]:.1f} MiB", flush=True)
p.terminate()
