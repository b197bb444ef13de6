// Compare mode: the photo browser on five devices side by side, each a session of its own. A tap
// on one device is repeated on the others by the tapped element's visible text (`tapLabel`), so
// the same path through the app shows how each device adapts. `compare.html?variant=fixed` runs
// another variant of the app than the server's default. The iPhone Duo is shown half folded, held
// like a book: each side of its fold has a column.
const layouts = [
  { device: "iphone-16", orientation: "portrait" },
  { device: "iphone-16-pro-max", orientation: "landscapeLeft" },
  { device: "ipad-air-11", orientation: "landscapeLeft", width: "1/3" },
  { device: "ipad-air-11", orientation: "landscapeLeft" },
  { device: "iphone-duo", orientation: "landscapeLeft", posture: "partially-folded" },
];
const variant = new URLSearchParams(location.search).get("variant");
const statusLine = document.getElementById("status");
const say = (text, isError = false) => { statusLine.textContent = text; statusLine.className = isError ? "error" : ""; };

class Panel {
  constructor(layout, index) {
    this.layout = layout;
    this.frames = 0;
    this.configured = false;
    this.element = Object.assign(document.createElement("figure"), { className: "panel" });
    this.caption = document.createElement("figcaption");
    this.screen = Object.assign(document.createElement("div"), { className: "screen" });
    this.element.append(this.caption, this.screen);
    this.element.dataset.index = String(index);
    document.getElementById("panels").append(this.element);
    this.socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/session?draw=svg`);
    this.socket.addEventListener("message", (event) => this.receive(JSON.parse(event.data)));
    let pressed = null;
    this.screen.addEventListener("pointerdown", (event) => { pressed = this.windowPoint(event); });
    this.screen.addEventListener("pointerup", (event) => {
      const start = pressed, end = this.windowPoint(event);
      pressed = null;
      if (!start || !end) return;
      if (end.y - start.y > 120) return panels.forEach((panel) => panel.act({ kind: "swipeDown", completing: true }));
      this.mirrorNextTap = true;
      this.act({ kind: "tapPoint", x: start.x, y: start.y });
    });
  }

  send(message) { if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ v: 1, ...message })); }
  act(action) { this.send({ type: "action", action }); }

  configure() {
    this.configured = false;
    if (variant) this.send({ type: "variant", variant });
    this.send({ type: "device", device: this.layout.device, orientation: this.layout.orientation });
  }

  receive(message) {
    if (message.type === "session") return;
    if (message.type === "error") { this.mirrorNextTap = false; return say(`${this.caption.textContent}: ${message.message}`, true); }
    this.frame = message;
    if (this.frames++ === 0) return this.configure();
    if (!this.configured) {
      // Frames before the device's own (the variant's relaunch) are not drawn.
      if (message.device !== this.layout.device || message.orientation !== this.layout.orientation) return;
      const width = this.layout.width && message.widths.find((w) => w.label === this.layout.width);
      if (width && Math.abs(width.width - message.width) >= 1) return this.act({ kind: "resize", width: width.width, height: message.height });
      if (this.layout.posture && message.posture !== this.layout.posture) return this.act({ kind: "fold", posture: this.layout.posture });
      this.configured = true;
      document.body.dataset.ready = String(panels.filter((panel) => panel.configured).length);
    }
    // Ids inside an inline SVG are the document's: give each panel's clip paths their own.
    const prefix = `p${this.element.dataset.index}-`;
    this.screen.innerHTML = message.svg.replace(/(\s)id="([^"]+)"/g, `$1id="${prefix}$2"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
    const where = this.layout.width ? ` at ${this.layout.width}` : message.posture ? ` ${message.posture.replace("-", " ")}` : "";
    this.caption.textContent = `${message.deviceName}${where}, ${message.orientation}: ` +
      `${message.horizontal} × ${message.vertical}`;
    this.element.dataset.horizontal = message.horizontal;
    this.element.dataset.hierarchy = message.hierarchy;
    if (this.mirrorNextTap && message.tapped) {
      panels.filter((panel) => panel !== this).forEach((panel) => panel.send({ type: "tapLabel", label: message.tapped }));
    }
    this.mirrorNextTap = false;
  }

  windowPoint(event) {
    const svg = this.screen.querySelector("svg");
    const toPicture = svg?.getScreenCTM()?.inverse();
    if (!toPicture || !this.frame) return null;
    // The click in the picture's coordinates through the SVG's own mapping (its view box fitted
    // into its box by preserveAspectRatio: letterboxed when the panel's height limits it), then
    // in the window's: after the bezel, and after the space of the app beside it when the window
    // is in a Split View width (data-window-x/y).
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(toPicture);
    const bezel = (svg.viewBox.baseVal.width - this.frame.width) / 2;
    const x0 = Number(svg.dataset.windowX ?? bezel), y0 = Number(svg.dataset.windowY ?? bezel);
    return { x: point.x - x0, y: point.y - y0 };
  }
}

const panels = layouts.map((layout, index) => new Panel(layout, index));
const everywhere = (action) => panels.forEach((panel) => panel.act(action));
document.getElementById("back").addEventListener("click", () => everywhere({ kind: "back" }));
document.getElementById("swipe").addEventListener("click", () => everywhere({ kind: "swipeDown", completing: true }));
document.getElementById("outside").addEventListener("click", () => everywhere({ kind: "tapOutside" }));
document.getElementById("reset").addEventListener("click", () => panels.forEach((panel) => { panel.frames = 0; panel.send({ type: "reset" }); }));
document.addEventListener("keydown", (event) => {
  if (event.key === "b") everywhere({ kind: "back" });
  else if (event.key === "s") everywhere({ kind: "swipeDown", completing: true });
  else if (event.key === "Escape") everywhere({ kind: "tapOutside" });
});
