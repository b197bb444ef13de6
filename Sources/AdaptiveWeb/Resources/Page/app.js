// The page of `adaptive demo`: draws the window the server sends and turns clicks, drags and the
// controls into protocol messages (version 1, see the AdaptiveWeb documentation).
const screen = document.getElementById("screen");
const statusLine = document.getElementById("status");
// A reload of this tab resumes its session (the server keeps it a while after the socket closes).
const resume = sessionStorage.getItem("adaptiveSession");
const socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/session` +
  (resume ? `?resume=${encodeURIComponent(resume)}` : ""));
let frame = null;

function send(message) {
  if (socket.readyState !== WebSocket.OPEN) return;
  document.body.dataset.sentAt = String(performance.now());
  socket.send(JSON.stringify({ v: 1, ...message }));
}
const act = (action) => send({ type: "action", action });

function say(text, isError = false) {
  statusLine.textContent = text;
  statusLine.className = isError ? "error" : "";
}

socket.addEventListener("open", () => say("connected"));
socket.addEventListener("close", () => say("disconnected: reload the page to start again", true));
socket.addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  if (message.type === "session") return sessionStorage.setItem("adaptiveSession", message.id);
  if (message.type === "error") {
    document.body.dataset.lastError = message.message;
    return say(message.message, true);
  }
  if (message.type === "frame") {
    frame = message;
    render(message);
    say("");
    document.body.dataset.frames = String(Number(document.body.dataset.frames ?? 0) + 1);
    // When the new frame is on screen (for measurements: sentAt → paintedAt).
    requestAnimationFrame(() => { document.body.dataset.paintedAt = String(performance.now()); });
    followViewport();
  }
});

function render(message) {
  screen.innerHTML = message.svg;
  document.getElementById("traits").textContent =
    `${message.deviceName}, ${message.orientation}: horizontal ${message.horizontal}, vertical ${message.vertical}`;
  document.getElementById("hierarchy").textContent = message.hierarchy;
  const log = document.getElementById("log");
  log.replaceChildren(...message.log.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  const devices = document.getElementById("device");
  if (devices.options.length !== message.devices.length) {
    devices.replaceChildren(...message.devices.map((d) => new Option(d.name, d.id)));
  }
  devices.value = message.device;
  document.getElementById("variant").value = message.variant ?? "fixed";
  const sizes = document.getElementById("textSize");
  if (sizes.options.length !== message.textSizes.length) sizes.replaceChildren(...message.textSizes.map((s) => new Option(s, s)));
  sizes.value = message.textSize;
  const widths = document.getElementById("widths");
  widths.replaceChildren(...(message.widths.length > 1 ? message.widths : []).map((w) => {
    const button = Object.assign(document.createElement("button"), { textContent: w.label, title: `${w.width} pt` });
    if (Math.abs(w.width - message.width) < 1) button.className = "current";
    button.addEventListener("click", () => act({ kind: "resize", width: w.width, height: message.height }));
    return button;
  }));
  Object.assign(document.body.dataset, {
    device: message.device, orientation: message.orientation,
    horizontal: message.horizontal, vertical: message.vertical, width: message.width, height: message.height,
  });
}

// A point of the page in the window's coordinates (the SVG draws the window inside its bezel).
function windowPoint(event) {
  const svg = screen.querySelector("svg");
  if (!svg || !frame) return null;
  const box = svg.getBoundingClientRect();
  const viewBox = svg.viewBox.baseVal;
  const scale = viewBox.width / box.width;
  const bezel = (viewBox.width - frame.width) / 2;
  return { x: (event.clientX - box.left) * scale - bezel, y: (event.clientY - box.top) * scale - bezel };
}

// A click taps; a drag down of more than 120 points swipes the sheet down, a shorter one starts
// the swipe and abandons it.
let pressed = null;
screen.addEventListener("pointerdown", (event) => { pressed = windowPoint(event); });
screen.addEventListener("pointerup", (event) => {
  const start = pressed, end = windowPoint(event);
  pressed = null;
  if (!start || !end) return;
  const drag = end.y - start.y;
  if (drag > 120) act({ kind: "swipeDown", completing: true });
  else if (drag > 24) act({ kind: "swipeDown", completing: false });
  else act({ kind: "tapPoint", x: start.x, y: start.y });
});

const rotate = () => act({ kind: "rotate", orientation: frame?.orientation === "portrait" ? "landscapeLeft" : "portrait" });
document.getElementById("rotate").addEventListener("click", rotate);
document.getElementById("back").addEventListener("click", () => act({ kind: "back" }));
document.getElementById("swipe").addEventListener("click", () => act({ kind: "swipeDown", completing: true }));
document.getElementById("outside").addEventListener("click", () => act({ kind: "tapOutside" }));
document.getElementById("reset").addEventListener("click", () => send({ type: "reset" }));
document.getElementById("typing").addEventListener("submit", (event) => {
  event.preventDefault();
  const field = document.getElementById("typed");
  if (field.value) send({ type: "text", text: field.value });
  field.value = "";
});
document.getElementById("device").addEventListener("change", (event) => send({ type: "device", device: event.target.value }));
document.getElementById("variant").addEventListener("change", (event) => send({ type: "variant", variant: event.target.value }));
document.getElementById("textSize").addEventListener("change", (event) => send({ type: "textSize", size: event.target.value }));

// Free-form: an iPad window (as in Stage Manager) that takes the room this browser window leaves
// beside the panels; resizing the browser resizes it, and the app adapts across 678 points.
const freeForm = document.getElementById("freeForm");
let requested = "";
function followViewport() {
  if (!freeForm.checked || !frame || !frame.device.startsWith("ipad")) return;
  const width = Math.max(200, Math.min(2000, Math.floor(window.innerWidth - 380)));
  const height = Math.max(300, Math.min(2000, Math.floor(window.innerHeight - 150)));
  const size = `${width}x${height}`;
  if (size === requested || (width === frame.width && height === frame.height)) return;
  requested = size;
  act({ kind: "resize", width, height });
}
let resizeTimer = null;
window.addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(followViewport, 60); });
freeForm.addEventListener("change", () => {
  requested = "";
  if (freeForm.checked && !frame.device.startsWith("ipad")) send({ type: "device", device: "ipad-pro-13", orientation: "landscapeLeft" });
  else followViewport();
});
document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
  if (event.key === "r") rotate();
  else if (event.key === "b") act({ kind: "back" });
  else if (event.key === "s") act({ kind: "swipeDown", completing: true });
  else if (event.key === "Escape") act({ kind: "tapOutside" });
});
