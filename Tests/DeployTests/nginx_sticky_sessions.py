#!/usr/bin/env python3
"""Two `adaptive demo` processes behind nginx with the repository's configuration
(Deploy/nginx/adaptive-demo.conf): sessions opened through the proxy spread over both processes,
each stays on its process, and a resume after a reload, through the proxy, gets the same session
back from the same process.

    python3 Tests/DeployTests/nginx_sticky_sessions.py --binary .build/debug/adaptive [--sessions 20]

Needs nginx (Debian's nginx-light) and Python's websocket-client. Runs nginx in the foreground
(`daemon off`) from a temporary prefix (`-p DIR -c FILE`), so it needs no root and leaves nothing
behind. Prints one line per check and `N passed, M failed`; exit status 1 when a check fails.
"""
import argparse
import json
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONFIG = ROOT / "Deploy" / "nginx" / "adaptive-demo.conf"
ROTATE = {"v": 1, "type": "action", "action": {"kind": "rotate", "orientation": "landscapeLeft"}}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_demo(binary):
    """An `adaptive demo` on a free port (one worker process): the process and its port."""
    process = subprocess.Popen([binary, "demo", "--port", "0", "--workers", "1"], stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        raise RuntimeError(f"the demo did not start: {line!r}")
    return process, int(match.group(1))


def start_nginx(prefix, port, backends):
    """nginx in the foreground with the repository's configuration, its ports replaced."""
    site = CONFIG.read_text().replace("listen 8080;", f"listen 127.0.0.1:{port};")
    site = site.replace("server 127.0.0.1:8081;", f"server 127.0.0.1:{backends[0]};")
    site = site.replace("server 127.0.0.1:8082;", f"server 127.0.0.1:{backends[1]};")
    (prefix / "adaptive-demo.conf").write_text(site)
    (prefix / "nginx.conf").write_text(f"""
daemon off;
worker_processes 1;
pid {prefix}/nginx.pid;
error_log {prefix}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log {prefix}/access.log;
    client_body_temp_path {prefix}/client;
    proxy_temp_path {prefix}/proxy;
    fastcgi_temp_path {prefix}/fastcgi;
    uwsgi_temp_path {prefix}/uwsgi;
    scgi_temp_path {prefix}/scgi;
    include {prefix}/adaptive-demo.conf;
}}
""")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    process = subprocess.Popen([nginx, "-p", str(prefix), "-c", str(prefix / "nginx.conf")],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            if process.poll() is not None:
                raise RuntimeError(f"nginx did not start: {process.stderr.read()}")
            time.sleep(0.05)
    raise RuntimeError("nginx did not listen")


def open_session(url, cookie=None, resume=None):
    """A WebSocket through the proxy: the socket, the session message, the first frame and the
    cookie the proxy set (if any)."""
    socket_ = websocket.create_connection(url + (f"?resume={resume}" if resume else ""), timeout=60,
                                          cookie=cookie)
    hello = json.loads(socket_.recv())
    frame = json.loads(socket_.recv())
    set_cookie = (socket_.getheaders() or {}).get("set-cookie", "")
    return socket_, hello, frame, set_cookie.split(";")[0] or cookie


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build" / "debug" / "adaptive"))
    parser.add_argument("--sessions", type=int, default=20)
    options = parser.parse_args()
    results = []

    def check(name, passed, detail=""):
        results.append(passed)
        print(f"{'PASS' if passed else 'FAIL'} {name}" + ("" if passed else f": {detail}"), flush=True)

    demos, nginx = [], None
    prefix = pathlib.Path(tempfile.mkdtemp(prefix="adaptive-nginx-"))
    prefix.chmod(0o755)   # nginx's workers (`nobody` when it runs as root) write their temporary files here
    try:
        demos = [start_demo(options.binary) for _ in range(2)]
        pids = {process.pid for process, _ in demos}
        port = free_port()
        nginx = start_nginx(prefix, port, [demo_port for _, demo_port in demos])
        url = f"ws://127.0.0.1:{port}/session"

        sessions = []
        for _ in range(options.sessions):
            socket_, hello, frame, cookie = open_session(url)
            sessions.append({"socket": socket_, "id": hello["id"], "server": hello.get("server"), "cookie": cookie})
        servers = [session["server"] for session in sessions]
        check("every session is served by one of the two processes", set(servers) <= pids, f"{servers} vs {pids}")
        check(f"the {options.sessions} sessions spread over both processes", set(servers) == pids,
              f"{servers.count(min(pids))} and {servers.count(max(pids))}")
        check("the proxy gives each new client its key in a cookie",
              all(session["cookie"] and session["cookie"].startswith("adaptive_backend=") for session in sessions),
              str([session["cookie"] for session in sessions][:3]))

        # Each session changes its window, then its tab reloads: the socket closes and a new one
        # asks to resume, with the cookie a browser would send.
        for session in sessions:
            session["socket"].send(json.dumps(ROTATE))
            answer = json.loads(session["socket"].recv())
            session["rotated"] = answer.get("orientation") == "landscapeLeft"
            session["socket"].close()
        check("each session answers its action through the proxy", all(session["rotated"] for session in sessions))
        time.sleep(0.3)   # the processes see the sockets close
        resumed = []
        for session in sessions:
            socket_, hello, frame, _ = open_session(url, cookie=session["cookie"], resume=session["id"])
            resumed.append((hello["id"] == session["id"], hello.get("server") == session["server"],
                            "resumed the session" in frame.get("log", []), frame.get("orientation") == "landscapeLeft"))
            socket_.close()
        check("a resume after a reload reaches the process that holds the session", all(r[1] for r in resumed),
              f"{sum(not r[1] for r in resumed)} went elsewhere")
        check("it gets the same session back, as it was left", all(r[0] and r[2] and r[3] for r in resumed),
              str([r for r in resumed if not all(r)][:3]))

        # The page and its files come through the proxy too, with the cookie set on the first.
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30) as page:
            script = urllib.request.urlopen(f"http://127.0.0.1:{port}/app.js", timeout=30).read().decode()
            check("the page and its script are served through the proxy, with the cookie",
                  page.status == 200 and "adaptive_backend=" in (page.headers.get("Set-Cookie") or "")
                  and "new WebSocket" in script, f"{page.status} {page.headers}")
    except Exception as error:   # a failure to start is a failed check, not a traceback alone
        check("the proxy and the demo processes run", False, repr(error))
    finally:
        if nginx is not None:
            nginx.terminate()
            try:
                nginx.wait(timeout=10)
            except subprocess.TimeoutExpired:
                nginx.kill()
        for process, _ in demos:
            process.terminate()
            process.wait(timeout=10)
        log = prefix / "error.log"
        if log.exists() and not all(results):
            print(log.read_text()[-2000:])
        shutil.rmtree(prefix, ignore_errors=True)
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if results and all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
