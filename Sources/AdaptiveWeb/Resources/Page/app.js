// The page of `adaptive demo`: draws the window the server sends as positioned elements, moving
// each from frame to frame, and turns clicks, drags and the controls into protocol messages
// (version 1, see the AdaptiveWeb documentation).
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
// The server says why it closed a socket (a session idle too long, its worker stopped); otherwise
// the tab went away. Either way a button offers the reload.
socket.addEventListener("close", (event) => {
  say(event.reason || "disconnected: reload the page to start again", true);
  const reload = Object.assign(document.createElement("button"), { id: "reload", textContent: "Reload" });
  reload.addEventListener("click", () => location.reload());
  statusLine.append(" ", reload);
});
socket.addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  if (message.type === "session") return sessionStorage.setItem("adaptiveSession", message.id);
  if (message.type === "error") {
    awaitingResize = false;
    document.body.dataset.lastError = message.message;
    return say(message.message, true);
  }
  if (message.type === "frame") {
    // The frame answering the browser window's resize is drawn at once: the window follows the
    // browser live, as an app's content follows a window's edge, and boxes that slid for 0.3 s
    // after each step would be laid out again at every frame of a drag.
    display.classList.toggle("live", awaitingResize);
    awaitingResize = false;
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
  draw(message);
  document.getElementById("traits").textContent =
    `${message.deviceName}, ${message.orientation}: horizontal ${message.horizontal}, vertical ${message.vertical}`;
  // A frame after an action carries only the dump's lines that changed, and nothing when none did.
  const hierarchy = document.getElementById("hierarchy");
  if (message.hierarchy !== undefined && hierarchy.textContent !== message.hierarchy) hierarchy.textContent = message.hierarchy;
  if (message.hierarchyChange) {
    const { kept, keptAtEnd, lines } = message.hierarchyChange, shown = hierarchy.textContent.split("\n");
    hierarchy.textContent = [...shown.slice(0, kept), ...lines, ...shown.slice(shown.length - keptAtEnd)].join("\n");
  }
  const log = document.getElementById("log");
  log.replaceChildren(...message.log.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  document.getElementById("callbacks").replaceChildren(
    ...(message.callbacks ?? []).map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  const devices = document.getElementById("device");
  // The lists of devices and text sizes come only when the page connects: they never change.
  if (message.devices && devices.options.length !== message.devices.length) {
    devices.replaceChildren(...message.devices.map((d) => new Option(d.name, d.id)));
  }
  devices.value = message.device;
  // Free-form is an iPad window's mode: another device ends it.
  if (!message.device.startsWith("ipad")) freeForm.checked = false;
  // The heading names what the session shows; a scenario file has no variants and no compare page.
  document.getElementById("subtitle").textContent = `${message.title}, adapting as UIKit does`;
  document.title = `AdaptiveKit — ${message.title}`;
  const variants = document.getElementById("variant");
  if ([...variants.options].map((o) => o.value).join() !== message.variants.join()) {
    variants.replaceChildren(...message.variants.map((v) => new Option(v, v)));
  }
  if (message.variant) variants.value = message.variant;
  document.getElementById("variantPicker").hidden = !message.variant;
  document.getElementById("compareLink").hidden = !message.variant;
  const sizes = document.getElementById("textSize");
  if (message.textSizes && sizes.options.length !== message.textSizes.length) sizes.replaceChildren(...message.textSizes.map((s) => new Option(s, s)));
  sizes.value = message.textSize;
  // The width buttons are kept from frame to frame and only made when their number changes: a
  // resize changes which one is current, and taking away the button just clicked (focused) would
  // make the browser lay the page out at once.
  const widths = document.getElementById("widths");
  const shown = message.widths.length > 1 ? message.widths : [];
  while (widths.children.length > shown.length) widths.lastElementChild.remove();
  while (widths.children.length < shown.length) {
    const button = document.createElement("button");
    button.addEventListener("click", () => act({ kind: "resize", width: button.width, height: frame.height }));
    widths.append(button);
  }
  shown.forEach((w, index) => {
    const button = widths.children[index];
    button.width = w.width;
    if (button.textContent !== w.label) button.textContent = w.label;
    const title = `${w.width} pt`, current = Math.abs(w.width - message.width) < 1 ? "current" : "";
    if (button.title !== title) button.title = title;
    if (button.className !== current) button.className = current;
  });
  // A device that folds (the iPhone Duo): its posture, chosen beside the rotate button.
  const postures = document.getElementById("postures");
  postures.hidden = !message.posture;
  for (const button of postures.children) button.className = button.dataset.posture === message.posture ? "current" : "";
  Object.assign(document.body.dataset, {
    device: message.device, orientation: message.orientation, posture: message.posture ?? "",
    horizontal: message.horizontal, vertical: message.vertical, width: message.width, height: message.height,
    resizing: message.resizing ? "1" : "0",
  });
  placeResizeHandle(message);
}

// The device: its outline, its screen, and in it the window the elements are drawn in (window
// points, scaled to fit). A window in a Split View width sits on its screen beside the other app
// and the divider (`beside`, in screen points), as the renderer composes it; a free-form window
// is drawn alone, the size the browser or its handle gives it.
const device = Object.assign(document.createElement("div"), { id: "deviceFrame" });
const deviceScreen = Object.assign(document.createElement("div"), { id: "deviceScreen" });
const beside = Object.assign(document.createElement("div"), { id: "beside" });
const display = Object.assign(document.createElement("div"), { id: "display" });
deviceScreen.append(beside, display);
device.append(deviceScreen);
screen.append(device);
const nodes = new Map();   // element key → its node, kept from frame to frame
let screenElements = null;   // what the last frame's screen draws around the window
let besideDrawn = null;   // the elements drawn around the window now (null: none)
const duration = 300;
const slides = new Set();   // the slides under way (entering and leaving elements)
let transitionsRunning = false;   // whether the boxes' CSS transitions may still be moving

// How the frame's new and leaving elements move, from the transitions the log names.
function motionOf(log) {
  const text = log.join("\n");
  if (/\bpresent\(.*\(animated\)/.test(text)) return "present";
  if (/\bdismiss \(animated\)/.test(text)) return "dismiss";
  if (/\bpush \(animated\)/.test(text)) return "push";
  if (/\bpop \(animated\)/.test(text)) return "pop";
  return null;
}

// Sets a style property of an element's node unless it already has that value (the page writes
// only what a frame changes: a resize moves boxes and leaves colours and text alone).
function set(node, property, value) {
  const styles = node.styled ??= {};
  if (styles[property] === value) return;
  styles[property] = value;
  node.style[property] = value;
}

// An element's geometry: its box, its place in the stacking order, its clip, and what depends on
// its size (a box's corner radius, a line of text's height).
function place(node, e, index) {
  set(node, "left", `${e.x}px`);
  set(node, "top", `${e.y}px`);
  set(node, "width", `${e.w}px`);
  set(node, "height", `${e.h}px`);
  set(node, "zIndex", String(index));
  if (e.clip) {
    const [cx, cy, cw, ch, r] = e.clip;
    set(node, "clipPath", `inset(${cy - e.y}px ${e.x + e.w - cx - cw}px ${e.y + e.h - cy - ch}px ${cx - e.x}px round ${r}px)`);
  } else {
    set(node, "clipPath", "");
  }
  if (e.kind === "rect") set(node, "borderRadius", `${Math.min(e.radius ?? 0, e.w / 2, e.h / 2)}px`);
  else if (e.kind === "text") set(node, "lineHeight", `${e.h}px`);
  node.element = e;
}

// An element's content: colours, text, photo or glyph.
function paint(node, e) {
  if (e.kind === "rect") {
    set(node, "background", e.fill ?? "transparent");
    set(node, "border", e.stroke ? `${e.lineWidth}px solid ${e.stroke}` : "none");
  } else if (e.kind === "text") {
    if (node.textContent !== e.text) node.textContent = e.text;
    // The layout measured the text with SF Pro; a wider fallback font may overflow its box, so the
    // box does not clip (the layout already truncated what did not fit).
    set(node, "color", e.fill ?? "#000");
    set(node, "fontSize", `${e.size}px`);
    set(node, "fontWeight", String(e.weight));
    set(node, "textAlign", e.align);
  } else if (e.kind === "img") {
    if (node.getAttribute("src") !== e.src) node.setAttribute("src", e.src);
    set(node, "objectFit", e.cover ? "cover" : "fill");
  } else if (node.dataset.svg !== e.svg) {
    node.dataset.svg = e.svg;
    node.replaceChildren(glyph(e.svg));
  }
}

// A glyph, line or polygon as a node, parsed once per document and copied after that: the same
// chevron or separator is drawn on every row and screen (an element's SVG is drawn from its own
// origin, so a moved one is the same document).
const glyphs = new Map();
function glyph(svg) {
  let template = glyphs.get(svg);
  if (!template) {
    template = document.createElement("template");
    template.innerHTML = svg;
    if (glyphs.size >= 512) glyphs.delete(glyphs.keys().next().value);
    glyphs.set(svg, template);
  }
  return template.content.cloneNode(true);
}

// Draws the frame's elements: an element drawn before moves from its old box to its new one;
// a new one slides in as the transition does (a push from the trailing edge, a presentation from
// the bottom), one that is gone slides out, then leaves the page.
function draw(message) {
  const { width: W, height: H, bezel } = message;
  const composed = freeForm.checked ? null : message.screen;   // the whole screen around a Split View width
  const SW = composed?.width ?? W, SH = composed?.height ?? H;
  Object.assign(device.style, { width: `${SW}px`, height: `${SH}px`,
    borderRadius: `${message.screenCornerRadius + bezel}px`, padding: `${bezel}px` });
  Object.assign(deviceScreen.style, { width: `${SW}px`, height: `${SH}px`, borderRadius: `${message.screenCornerRadius}px`,
    background: composed ? "#000" : "transparent" });
  Object.assign(display.style, { left: `${composed?.windowX ?? 0}px`, top: `${composed?.windowY ?? 0}px`, width: `${W}px`,
    height: `${H}px`, borderRadius: `${composed?.windowCornerRadius ?? message.screenCornerRadius}px` });
  // What is drawn around the window comes when it changes (a frame after an action leaves out the
  // same again); it is drawn anew only then, or when free-form mode shows or hides it.
  screenElements = message.screen ? (message.screen.elements ?? screenElements) : null;
  const around = composed ? screenElements : null;
  if (around !== besideDrawn) {
    besideDrawn = around;
    beside.replaceChildren(...(around ?? []).map((e, index) => {
      const node = Object.assign(document.createElement(e.kind === "img" ? "img" : "div"), { className: `el ${e.kind}` });
      Object.assign(node.dataset, { id: e.id, role: e.role });
      place(node, e, index);
      paint(node, e);
      return node;
    }));
  }
  const room = { width: Math.max(200, window.innerWidth * 0.62), height: Math.max(200, window.innerHeight - 140) };
  const scale = Math.min(room.width / (SW + 2 * bezel), room.height / (SH + 2 * bezel), 1.25);
  device.style.transform = `scale(${scale})`;
  Object.assign(screen.style, { width: `${(SW + 2 * bezel) * scale}px`, height: `${(SH + 2 * bezel) * scale}px` });
  const motion = motionOf(message.log);
  const enter = { push: [`translateX(${W}px)`, "none"], pop: [`translateX(${-W * 0.3}px)`, "none"],
    present: [`translateY(${H}px)`, "none"] }[motion];
  const leave = { push: ["none", `translateX(${-W * 0.3}px)`], pop: ["none", `translateX(${W}px)`],
    dismiss: ["none", `translateY(${H}px)`] }[motion];
  // A full frame (on connecting, resuming, relaunching, or when most things changed) carries every
  // element back to front, stacked 1024 apart, and what it does not carry is gone; a frame after an
  // action carries only the elements new or changed since the last one, each with its place in the
  // stacking order (`z`), the geometry of those that only moved, and the keys gone.
  const full = Array.isArray(message.elements);
  const drawn = full ? message.elements.map((e, index) => [e, (index + 1) * 1024]) : (message.changed ?? []).map((e) => [e, e.z]);
  const seen = new Set();
  let moved = 0;
  for (const [e, index] of drawn) {
    seen.add(e.key);
    let node = nodes.get(e.key);
    const isNew = !node;
    if (isNew) {
      node = document.createElement(e.kind === "img" ? "img" : "div");
      node.className = `el ${e.kind}`;
      node.dataset.key = e.key;
      node.dataset.id = e.id;
      node.dataset.role = e.role;
      nodes.set(e.key, node);
      display.append(node);
    }
    place(node, e, index);
    paint(node, e);
    if (isNew && enter) {
      // The dimming behind a sheet fades in where it is; what the transition brings slides.
      const frames = e.role === "dimming" ? [{ opacity: 0 }, { opacity: 1 }] : [{ transform: enter[0] }, { transform: enter[1] }];
      track(node.animate(frames, { duration, easing: "ease-out" }));
      moved += 1;
    }
  }
  // An element that only moved keeps what it draws and takes its new box, clip and place.
  const moves = full ? [] : (message.moved ?? []);
  for (const m of moves) {
    const node = nodes.get(m.key);
    if (!node) continue;
    seen.add(m.key);
    place(node, { ...node.element, x: m.x, y: m.y, w: m.w, h: m.h, clip: m.clip }, m.z);
  }
  const gone = full ? [...nodes.keys()].filter((key) => !seen.has(key)) : (message.removed ?? []);
  for (const key of gone) {
    const node = nodes.get(key);
    if (!node) continue;
    nodes.delete(key);
    node.classList.add("leaving");
    if (!leave) { node.remove(); continue; }
    // A push slides the new screen over the old one, whose elements go beneath every element of
    // the frame (its chevrons do not show through); a pop or a dismissal slides the old one off
    // the new, above it.
    node.style.zIndex = String(Number(node.style.zIndex) + (motion === "push" ? -1e9 : 1e9));
    const frames = node.dataset.role === "dimming" ? [{ opacity: 1 }, { opacity: 0 }]
      : [{ transform: leave[0], opacity: 1 }, { transform: leave[1], opacity: 0.4 }];
    track(node.animate(frames, { duration, easing: "ease-in" }), () => node.remove());
    moved += 1;
  }
  Object.assign(document.body.dataset, { motion: motion ?? "", moved: String(moved), fullFrame: full ? "1" : "0",
    patched: String(drawn.length + moves.length), repainted: String(drawn.length), gone: String(gone.length) });
  // While elements move, the page says so (tests wait for it to end before reading positions):
  // until the boxes' CSS transitions have had their time and every slide has ended.
  transitionsRunning = true;
  document.body.dataset.animating = "1";
  clearTimeout(draw.settled);
  draw.settled = setTimeout(() => { transitionsRunning = false; settle(); }, duration + 50);
}

// Follows a slide; a leaving element leaves the page when its slide ends, before the page says it
// has stopped moving (a slow browser may end a slide after the transitions' timer).
function track(animation, then) {
  slides.add(animation);
  const end = () => { then?.(); slides.delete(animation); settle(); };
  animation.finished.then(end, end);
}
function settle() {
  if (!transitionsRunning && slides.size === 0) document.body.dataset.animating = "0";
}

// A point of the page in the window's coordinates.
function windowPoint(event) {
  if (!frame) return null;
  const box = display.getBoundingClientRect();
  const scale = box.width / frame.width;
  return { x: (event.clientX - box.left) / scale, y: (event.clientY - box.top) / scale };
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
for (const button of document.getElementById("postures").children) {
  button.addEventListener("click", () => act({ kind: "fold", posture: button.dataset.posture }));
}
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
let awaitingResize = false;   // a resize was sent and its answer has not come back
function followViewport() {
  if (!freeForm.checked || !frame || !frame.device.startsWith("ipad")) return;
  const width = Math.max(200, Math.min(2000, Math.floor(window.innerWidth - 380)));
  const height = Math.max(300, Math.min(2000, Math.floor(window.innerHeight - 150)));
  const size = `${width}x${height}`;
  if (size === requested || (width === frame.width && height === frame.height)) return;
  if (awaitingResize) return;
  requested = size;
  awaitingResize = true;
  act({ kind: "resize", width, height });
}
// A browser resize is followed at the next animation frame, not after a pause; while a resize is
// on its way to the server the next waits for its frame (which calls followViewport again), so a
// drag sends the latest size as fast as the server answers and never queues stale ones.
let resizeFrame = 0;
window.addEventListener("resize", () => {
  document.body.dataset.resizedAt = String(performance.now());   // for measurements: resizedAt → paintedAt
  if (!resizeFrame) resizeFrame = requestAnimationFrame(() => { resizeFrame = 0; followViewport(); });
});
freeForm.addEventListener("change", () => {
  requested = "";
  if (frame) placeResizeHandle(frame);
  if (freeForm.checked && !frame.device.startsWith("ipad")) send({ type: "device", device: "ipad-pro-13", orientation: "landscapeLeft" });
  else followViewport();
});
// Free-form: a handle on the window's bottom-trailing corner drags the iPad window's edge to any
// size. While it moves, `dragResize` messages (at most one every 50 ms) let the scene's geometry
// follow the finger, the window keeping its size, and a dashed outline shows the size dragged to;
// on release the last one, `ended`, gives the window that size in one transition, as UIKit
// coalesces a live resize.
const handle = Object.assign(document.createElement("div"), { id: "resizeHandle", title: "Drag to resize the window", hidden: true });
const ghost = Object.assign(document.createElement("div"), { id: "resizeGhost", hidden: true });
device.append(ghost, handle);
let dragging = null;   // the drag under way: where it started, the window's size then, the scale
function placeResizeHandle(message) {
  handle.hidden = !freeForm.checked || !message.device.startsWith("ipad");
  Object.assign(handle.style, { left: `${message.bezel + message.width - 30}px`, top: `${message.bezel + message.height - 30}px` });
}
function draggedSize(event) {
  const clamp = (value, low, high) => Math.max(low, Math.min(high, Math.round(value)));
  return { width: clamp(dragging.width + (event.clientX - dragging.x) / dragging.scale, 200, 2000),
    height: clamp(dragging.height + (event.clientY - dragging.y) / dragging.scale, 300, 2000) };
}
function sendDrag(size, ended) {
  const now = performance.now();
  if (!ended && (now - dragging.sentAt < 50 || (size.width === dragging.sent?.width && size.height === dragging.sent?.height))) return;
  Object.assign(dragging, { sentAt: now, sent: size });
  document.body.dataset.dragMessages = String(Number(document.body.dataset.dragMessages ?? 0) + 1);
  act({ kind: "dragResize", width: size.width, height: size.height, ended });
}
handle.addEventListener("pointerdown", (event) => {
  if (!frame) return;
  event.preventDefault();
  event.stopPropagation();
  handle.setPointerCapture(event.pointerId);
  dragging = { x: event.clientX, y: event.clientY, width: frame.width, height: frame.height,
    scale: display.getBoundingClientRect().width / frame.width, sentAt: 0, sent: null };
});
handle.addEventListener("pointermove", (event) => {
  if (!dragging) return;
  event.stopPropagation();
  const size = draggedSize(event);
  Object.assign(ghost.style, { left: `${frame.bezel}px`, top: `${frame.bezel}px`, width: `${size.width}px`, height: `${size.height}px` });
  ghost.hidden = false;
  sendDrag(size, false);
});
function endDrag(event) {
  if (!dragging) return;
  event.stopPropagation();
  sendDrag(draggedSize(event), true);
  dragging = null;
  ghost.hidden = true;
}
handle.addEventListener("pointerup", endDrag);
handle.addEventListener("pointercancel", endDrag);
// A click on the handle is not a tap on the window.
handle.addEventListener("click", (event) => event.stopPropagation());

document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
  if (event.key === "r") rotate();
  else if (event.key === "b") act({ kind: "back" });
  else if (event.key === "s") act({ kind: "swipeDown", completing: true });
  else if (event.key === "Escape") act({ kind: "tapOutside" });
});
