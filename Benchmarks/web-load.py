#!/usr/bin/env python3
"""Load run of `adaptive demo`: N concurrent sessions, each sending user actions at R per second
for D seconds over its WebSocket, measuring the time from each action to the frame it causes.

    python3 Benchmarks/web-load.py [--sessions 100] [--rate 10] [--seconds 60] [--binary .build/release/adaptive]

Prints the latency percentiles, the errors, and the server's resident memory before and after
(per session). Needs Python's `websockets` (pip install websockets).
"""
import argparse
import asyncio
import json
import pathlib
import re
import subprocess
import time

import websockets

ROOT = pathlib.Path(__file__).resolve().parents[1]
ACTIONS = [
    {"kind": "tapPoint", "x": 100, "y": 135},                  # the first photographer (or a photo)
    {"kind": "rotate", "orientation": "landscapeLeft"},
    {"kind": "rotate", "orientation": "portrait"},
    {"kind": "back"},
]


def resident_kib(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def session(url, rate, seconds, latencies, errors, ready):
    async with websockets.connect(url, max_size=8 << 20) as socket:
        await socket.recv()                      # the session id
        await socket.recv()                      # the first frame
        ready.append(1)
        end = time.monotonic() + seconds
        index = 0
        while time.monotonic() < end:
            started = time.monotonic()
            action = ACTIONS[index % len(ACTIONS)]
            index += 1
            await socket.send(json.dumps({"v": 1, "type": "action", "action": action}))
            answer = json.loads(await socket.recv())
            latencies.append(time.monotonic() - started)
            if answer["type"] == "error" and "back button" not in answer["message"] and "nothing" not in answer["message"]:
                errors.append(answer["message"])
            await asyncio.sleep(max(0, 1 / rate - (time.monotonic() - started)))


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--rate", type=float, default=10)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "adaptive"))
    options = parser.parse_args()
    server = subprocess.Popen([options.binary, "demo", "--port", "0", "--max-sessions", str(options.sessions + 10)],
                              stdout=subprocess.PIPE, text=True)
    url = re.search(r"http://[\d.]+:\d+/", server.stdout.readline()).group(0).replace("http", "ws") + "session"
    before = resident_kib(server.pid)
    latencies, errors, ready = [], [], []
    try:
        await asyncio.gather(*(session(url, options.rate, options.seconds, latencies, errors, ready)
                               for _ in range(options.sessions)))
        after = resident_kib(server.pid)
    finally:
        server.terminate()
        server.wait(timeout=10)
    latencies.sort()
    def percentile(p):
        return latencies[min(len(latencies) - 1, int(len(latencies) * p))] * 1000
    print(f"{options.sessions} sessions × {options.rate}/s × {options.seconds:.0f} s: {len(latencies)} actions, "
          f"{len(latencies) / options.seconds:.0f}/s")
    print(f"action → frame: p50 {percentile(0.5):.1f} ms, p95 {percentile(0.95):.1f} ms, p99 {percentile(0.99):.1f} ms, "
          f"max {latencies[-1] * 1000:.1f} ms")
    print(f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    print(f"server memory: {before / 1024:.0f} MiB before, {after / 1024:.0f} MiB with {len(ready)} sessions "
          f"({(after - before) / max(1, len(ready)):.0f} KiB per session)")


if __name__ == "__main__":
    asyncio.run(main())
