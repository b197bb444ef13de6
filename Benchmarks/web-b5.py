#!/usr/bin/env python3
"""B5 in the browser: from a resize of the window (an iPad Air's 1/3 ⇄ full width, which collapses
and expands the photo browser's split) to the repainted page, against a baseline page that switches
the same two-column ⇄ one-column layout with a CSS container query, in the same headless Chromium.

    python3 Benchmarks/web-b5.py [--rounds 100] [--binary .build/release/adaptive]

Then the same with the browser window itself resized (free-form mode: the iPad window takes the
room the browser leaves, 1,220 ⇄ 520 pt), from the browser's resize event to the repainted page,
against a baseline that switches the layout with a CSS media query on the same resize.

Prints p50/p95 of each and the ratios, and where each way's time goes, per resize: the CPU time
of the demo's processes (the front and its workers, from /proc, so other load on the machine does
not count), the page's main-thread time in script, style and layout (Chromium's own counters), and
the frame message's length. `--ways buttons` or `--ways window` runs one way without the baselines.
Needs Scripts/install-browser-test-tools.sh.
"""
import argparse
import os
import pathlib
import re
import subprocess
import urllib.parse

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[1]

BASELINE_PAGE = """<style>
#box { container-type: inline-size; width: 1180px; }
#cols { display: grid; grid-template-columns: 320px 1fr; height: 800px; }
@container (max-width: 677px) { #cols { grid-template-columns: 1fr; } #detail { display: none; } }
#cols > div { border: 1px solid #ccc; font: 17px sans-serif; }
</style><div id=box><div id=cols><div>Photographers<br>Amara Okafor<br>Jonas Lindqvist<br>Lucía Herrera</div>
<div id=detail>Low tide</div></div></div>"""
BASELINE = "data:text/html," + urllib.parse.quote(BASELINE_PAGE)

MEDIA_BASELINE_PAGE = """<style>
#cols { display: grid; grid-template-columns: 320px 1fr; height: 800px; }
@media (max-width: 1057px) { #cols { grid-template-columns: 1fr; } #detail { display: none; } }
#cols > div { border: 1px solid #ccc; font: 17px sans-serif; }
</style><div id=cols><div>Photographers<br>Amara Okafor<br>Jonas Lindqvist<br>Lucía Herrera</div>
<div id=detail>Low tide</div></div>
<script>
window.addEventListener('resize', () => {
  const start = performance.now();
  // The resize event fires inside a frame's rendering steps: the relayout is on screen when the
  // next frame starts.
  requestAnimationFrame(() => requestAnimationFrame(() => { window.times.push(performance.now() - start); }));
});
window.times = [];
</script>"""
MEDIA_BASELINE = "data:text/html," + urllib.parse.quote(MEDIA_BASELINE_PAGE)
WINDOW_SIZES = [(900, 1200), (1600, 1200)]


# Records each message's length as the page receives it (window.frameBytes), before the page's
# own script runs.
MESSAGE_LENGTHS = """
window.frameBytes = [];
const received = WebSocket.prototype.addEventListener;
WebSocket.prototype.addEventListener = function (type, listener, options) {
  if (type !== 'message') return received.call(this, type, listener, options);
  return received.call(this, type, (event) => {
    const arrived = performance.now();
    window.frameBytes.push(event.data.length);
    listener(event);
    window.lastMessage = [arrived, performance.now() - arrived];
  }, options);
};
"""
# A round's parts: the start (the click's message sent, or the browser's resize event) to the frame
# message's arrival (the server and the sockets), the page's handling of it (parsing, drawing),
# then the wait for the next animation frame.
PARTS = """const b = document.body.dataset, [arrived, handled] = window.lastMessage;
return [arrived - Number(b[arguments[0]]), handled, Number(b.paintedAt) - arrived - handled];"""
PAGE_COUNTERS = ["TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration"]


def cpu_seconds(pid):
    """The CPU time of a process and of its children (the demo's workers), in seconds."""
    total, pending = 0.0, [pid]
    while pending:
        current = pending.pop()
        try:
            fields = pathlib.Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            for task in pathlib.Path(f"/proc/{current}/task").iterdir():
                pending += [int(child) for child in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError):
            pass
    return total


class Costs:
    """Where a run of resizes spends its time: the server's CPU, the page's counters, the bytes."""

    def __init__(self, driver, server, profiling=False):
        self.driver, self.server, self.profiling, self.sampling = driver, server, profiling, False
        driver.execute_cdp_cmd("Performance.enable", {})

    def counters(self):
        metrics = self.driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
        return {m["name"]: m["value"] for m in metrics if m["name"] in PAGE_COUNTERS}

    def round(self, start):
        self.parts.append(self.driver.execute_script(PARTS, start))

    def start(self):
        if self.profiling:
            if self.sampling:
                self.driver.execute_cdp_cmd("Profiler.stop", {})
            self.sampling = True
            self.driver.execute_cdp_cmd("Profiler.enable", {})
            self.driver.execute_cdp_cmd("Profiler.setSamplingInterval", {"interval": 100})
            self.driver.execute_cdp_cmd("Profiler.start", {})
        self.parts = []
        self.cpu, self.page = cpu_seconds(self.server.pid), self.counters()
        self.driver.execute_script("window.frameBytes = []")

    def report(self, what, rounds):
        cpu, page = cpu_seconds(self.server.pid) - self.cpu, self.counters()
        sizes = self.driver.execute_script("return window.frameBytes")
        spent = ", ".join(f"{name.replace('Duration', '').lower()} {(page[name] - self.page[name]) * 1000 / rounds:.2f} ms"
                          for name in PAGE_COUNTERS)
        print(f"  {what}, per resize: server CPU {cpu * 1000 / rounds:.2f} ms; page {spent}; "
              f"frame {sum(sizes) / max(1, len(sizes)):,.0f} B (median {sorted(sizes)[len(sizes) // 2] if sizes else 0:,} B)")
        if self.profiling:
            profile = self.driver.execute_cdp_cmd("Profiler.stop", {})["profile"]
            self.sampling = False
            spent, interval = {}, (profile["endTime"] - profile["startTime"]) / max(1, len(profile.get("samples", [])))
            for node in profile["nodes"]:
                frame = node["callFrame"]
                name = f"{frame['functionName'] or '(anonymous)'} {frame['url'].rsplit('/', 1)[-1]}:{frame['lineNumber'] + 1}"
                spent[name] = spent.get(name, 0) + node.get("hitCount", 0) * interval / 1000
            for name, ms in sorted(spent.items(), key=lambda item: -item[1])[:12]:
                print(f"    {ms / rounds:6.2f} ms per resize in {name}")
        parts = [[round[index] for round in self.parts] for index in range(3)]
        print("  " + "; ".join(f"{name} p50 {percentile(values, 0.5):.1f} / p95 {percentile(values, 0.95):.1f} ms" for name, values
                               in zip(["to the frame's arrival", "page handling it", "then to the animation frame"], parts)))


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "adaptive"))
    parser.add_argument("--workers", help="the demo's --workers (its default: one per core)")
    parser.add_argument("--profile-page", action="store_true",
                        help="also sample the page's script with Chromium's profiler and print where it spends its time")
    parser.add_argument("--ways", choices=["both", "buttons", "window"], default="both")
    options = parser.parse_args()
    workers = ["--workers", options.workers] if options.workers else []
    server = subprocess.Popen([options.binary, "demo", "--port", "0"] + workers, stdout=subprocess.PIPE, text=True)
    url = re.search(r"http://[\d.]+:\d+/", server.stdout.readline()).group(0)
    chrome = webdriver.ChromeOptions()
    chrome.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1600,1200"]:
        chrome.add_argument(argument)
    driver = webdriver.Chrome(options=chrome, service=webdriver.ChromeService(executable_path="/usr/bin/chromedriver"))
    wait = WebDriverWait(driver, 20)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": MESSAGE_LENGTHS})
    costs = Costs(driver, server, options.profile_page)
    times, window_times, baseline, media_baseline = [], [], [], []
    try:
        driver.get(url)
        frames = lambda: int(driver.execute_script("return Number(document.body.dataset.frames || 0)"))
        wait.until(lambda _: frames() >= 1)
        count = frames()
        Select(driver.find_element(By.ID, "device")).select_by_value("ipad-air-11")
        wait.until(lambda _: frames() > count)
        costs.start()
        for round in range(options.rounds if options.ways != "window" else 0):
            count = frames()
            button = "button[1]" if round % 2 == 0 else "button[last()]"
            driver.find_element(By.XPATH, f"//*[@id='widths']/{button}").click()
            wait.until(lambda _: frames() > count and driver.execute_script(
                "return Number(document.body.dataset.paintedAt) > Number(document.body.dataset.sentAt)"))
            times.append(driver.execute_script("return Number(document.body.dataset.paintedAt) - Number(document.body.dataset.sentAt)"))
            costs.round("sentAt")
        if times:
            costs.report("width buttons", len(times))
        # The browser window itself, in free-form mode: each resize to the repainted frame.
        count = frames()
        driver.find_element(By.ID, "freeForm").click()
        wait.until(lambda _: frames() > count)
        costs.start()
        for round in range(options.rounds if options.ways != "buttons" else 0):
            count = frames()
            driver.set_window_size(*WINDOW_SIZES[round % 2])
            wait.until(lambda _: frames() > count and driver.execute_script(
                "return Number(document.body.dataset.paintedAt) > Number(document.body.dataset.resizedAt)"))
            window_times.append(driver.execute_script(
                "return Number(document.body.dataset.paintedAt) - Number(document.body.dataset.resizedAt)"))
            costs.round("resizedAt")
        if window_times:
            costs.report("browser window", len(window_times))
        if options.ways != "both":
            return report(times, baseline, window_times, media_baseline)
        driver.get(MEDIA_BASELINE)
        for round in range(options.rounds):
            driver.set_window_size(*WINDOW_SIZES[round % 2])
            wait.until(lambda _: driver.execute_script("return window.times.length") > round)
        media_baseline = driver.execute_script("return window.times")
        driver.set_window_size(1600, 1200)
        driver.get(BASELINE)
        baseline = driver.execute_async_script("""
          const done = arguments[arguments.length - 1], rounds = arguments[0], box = document.getElementById('box');
          const times = [];
          function step(i) {
            if (i === rounds) return done(times);
            const start = performance.now();
            box.style.width = i % 2 === 0 ? '320px' : '1180px';
            requestAnimationFrame(() => { times.push(performance.now() - start); setTimeout(() => step(i + 1), 0); });
          }
          step(0);
        """, options.rounds)
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)
    report(times, baseline, window_times, media_baseline)


def frames_taken(values):
    """How many of the rounds ended within one and two 60 Hz frames."""
    within = lambda limit: 100 * sum(value <= limit for value in values) / max(1, len(values))
    return f"{within(16.7):.0f} % within 16.7 ms, {within(33.3):.0f} % within 33.3 ms"


def report(times, baseline, window_times, media_baseline):
    if not times or not window_times:
        for what, values in [("width buttons", times), ("browser window", window_times)]:
            if values:
                print(f"adaptive demo, {what}, resize → repaint: p50 {percentile(values, 0.5):.1f} ms, "
                      f"p95 {percentile(values, 0.95):.1f} ms ({len(values)} rounds; {frames_taken(values)})")
        return
    page95, base95 = percentile(times, 0.95), percentile(baseline, 0.95)
    print(f"adaptive demo, iPad Air 1/3 ⇄ full, resize → repaint: p50 {percentile(times, 0.5):.1f} ms, p95 {page95:.1f} ms ({len(times)} rounds; {frames_taken(times)})")
    print(f"baseline CSS container query, 320 ⇄ 1180 px → repaint: p50 {percentile(baseline, 0.5):.1f} ms, p95 {base95:.1f} ms")
    print(f"ratio of p95: {page95 / max(base95, 0.001):.2f}×")
    window95, media95 = percentile(window_times, 0.95), percentile(media_baseline, 0.95)
    print(f"adaptive demo, free-form, browser window 900 ⇄ 1600 px → repaint: p50 {percentile(window_times, 0.5):.1f} ms, "
          f"p95 {window95:.1f} ms ({len(window_times)} rounds; {frames_taken(window_times)})")
    print(f"baseline CSS media query, same resizes → repaint: p50 {percentile(media_baseline, 0.5):.1f} ms, p95 {media95:.1f} ms")
    print(f"ratio of p95: {window95 / max(media95, 0.001):.2f}×")


if __name__ == "__main__":
    main()
