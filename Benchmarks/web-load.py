#!/usr/bin/env python3
"""Load run of `adaptive demo`: N concurrent sessions, each sending user actions at R per second
for D seconds over its WebSocket, measuring the time from each action to the frame it causes.

    python3 Benchmarks/web-load.py [--sessions 100] [--rate 10] [--seconds 60] [--binary .build/release/adaptive]
                                   [--open-loop] [--workers N]

Closed loop by default: each session waits for an action's frame before its next action. With
--open-loop each session sends on its schedule whatever the answers, as a class of people tapping
does, and the server's drops (a socket with 16 messages waiting gets an error for each message
past them) are counted. --workers N is passed to `adaptive demo` (0: the sessions in its own
process). Prints the answers per second, the latency percentiles, the drops and errors, and the
server's resident memory before and after (per session; the front process only). Needs Python's
`websockets` (pip install websockets).
"""
import argparse
import asyncio
import json
import os
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


def cpu_seconds(pid):
    """The user and system CPU time a process has used."""
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid):
    """The processes whose parent is `pid` (the demo's workers)."""
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
        except (OSError, IndexError, ValueError):
            continue
    return sorted(found)


def dropped_count(message):
    """How many messages a queue-full error says were dropped; 0 for any other error."""
    if not message.startswith("too many messages waiting for an answer"):
        return 0
    match = re.search(r"these (\d+) were dropped", message)
    return int(match.group(1)) if match else 1


async def open_loop_session(url, rate, seconds, latencies, errors, drops, ready, counts):
    """Sends an action every 1/rate s for `seconds` whatever the answers; each answer is matched
    to the oldest unanswered action (a drop error to as many as it counts)."""
    async with websockets.connect(url, max_size=8 << 20) as socket:
        await socket.recv()
        await socket.recv()
        ready.append(1)
        sent = []
        done = asyncio.Event()

        async def receive():
            while not (done.is_set() and not sent):
                try:
                    answer = json.loads(await asyncio.wait_for(socket.recv(), timeout=10))
                except asyncio.TimeoutError:
                    return
                now = time.monotonic()
                if answer["type"] == "error" and dropped_count(answer["message"]):
                    count = dropped_count(answer["message"])
                    drops.append(count)
                    del sent[:count]
                    continue
                if sent:
                    latencies.append(now - sent.pop(0))
                    counts["last"] = now
                if answer["type"] == "error" and "back button" not in answer["message"] and "nothing" not in answer["message"]:
                    errors.append(answer["message"])

        receiver = asyncio.create_task(receive())
        start = time.monotonic()
        index = 0
        while time.monotonic() < start + seconds:
            due = start + index / rate
            await asyncio.sleep(max(0, due - time.monotonic()))
            sent.append(time.monotonic())
            counts["sent"] = counts.get("sent", 0) + 1
            await socket.send(json.dumps({"v": 1, "type": "action", "action": ACTIONS[index % len(ACTIONS)]}))
            index += 1
        done.set()
        await receiver


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--rate", type=float, default=10)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "adaptive"))
    parser.add_argument("--open-loop", action="store_true")
    parser.add_argument("--workers", type=int)
    options = parser.parse_args()
    workers = [] if options.workers is None else ["--workers", str(options.workers)]
    server = subprocess.Popen([options.binary, "demo", "--port", "0", "--max-sessions", str(options.sessions + 10)] + workers,
                              stdout=subprocess.PIPE, text=True)
    url = re.search(r"http://[\d.]+:\d+/", server.stdout.readline()).group(0).replace("http", "ws") + "session"
    before = resident_kib(server.pid)
    latencies, errors, drops, ready, counts = [], [], [], [], {}
    workers = children(server.pid)
    cpu_before = {pid: cpu_seconds(pid) for pid in [server.pid] + workers}
    client_before = time.process_time()
    started = time.monotonic()
    try:
        if options.open_loop:
            await asyncio.gather(*(open_loop_session(url, options.rate, options.seconds, latencies, errors, drops, ready, counts)
                                   for _ in range(options.sessions)))
        else:
            await asyncio.gather(*(session(url, options.rate, options.seconds, latencies, errors, ready)
                                   for _ in range(options.sessions)))
        after = resident_kib(server.pid)
        cpu = {pid: cpu_seconds(pid) - cpu_before[pid] for pid in cpu_before}
        client_cpu = time.process_time() - client_before
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
    if options.open_loop:
        asked = counts.get("sent", 0)
        elapsed = counts.get("last", time.monotonic()) - started
        print(f"dropped: {sum(drops)} of {asked} sent ({100 * sum(drops) / max(1, asked):.1f} %); "
              f"answered {len(latencies)} in {elapsed:.1f} s ({len(latencies) / elapsed:.0f}/s)")
    per_action = 1000 / max(1, len(latencies))
    print(f"CPU per answered action: server {cpu[server.pid] * per_action:.2f} ms"
          + "".join(f", worker {cpu[pid] * per_action:.2f} ms" for pid in workers)
          + f", this load generator {client_cpu * per_action:.2f} ms")
    print(f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    print(f"server memory: {before / 1024:.0f} MiB before, {after / 1024:.0f} MiB with {len(ready)} sessions "
          f"({(after - before) / max(1, len(ready)):.0f} KiB per session)")


if __name__ == "__main__":
    asyncio.run(main())
