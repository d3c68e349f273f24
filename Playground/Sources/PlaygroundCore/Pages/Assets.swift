import StatelyHTML

/// The static files the pages use.
public enum Assets {
  /// The tab icon: a rounded square in the playground's accent colour.
  public static let favicon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\
    <rect width="16" height="16" rx="4" fill="#0a84ff"/><circle cx="8" cy="8" r="3" fill="#fff"/></svg>
    """

  /// The stylesheet shared by every page.
  public static let stylesheet = """
    :root { font-family: system-ui, -apple-system, "DejaVu Sans", sans-serif; color: #111827;
      background: #f9fafb; }
    body { margin: 0; }
    .top { background: #111827; padding: 0.6rem 1.2rem; }
    .top .brand { color: #f9fafb; text-decoration: none; font-weight: 600; }
    main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.2rem 3rem; }
    .links li { margin: 0.4rem 0; }
    .toc { display: flex; gap: 1rem; list-style: none; padding: 0; }
    .gallery-section { border-top: 1px solid #e5e7eb; padding-top: 0.5rem; }
    .items { display: flex; flex-wrap: wrap; gap: 1rem; }
    .item { margin: 0; padding: 0.8rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; }
    .item figcaption { margin-top: 0.5rem; font-size: 0.85rem; color: #4b5563; text-align: center; }
    .live { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); gap: 1.5rem; }
    .stage { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; align-content: flex-start; }
    .inspector-panel { position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow: auto; }
    .slot { padding: 0.8rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; }
    .slot-id { font: 0.75rem ui-monospace, monospace; color: #6b7280; margin-bottom: 0.4rem; }
    .inspector-panel h2 { margin-top: 0; }
    .inspector-card { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 0.6rem;
      margin-bottom: 0.8rem; font-size: 0.85rem; }
    .inspector-card h3 { margin: 0 0 0.3rem; font: 600 0.9rem ui-monospace, monospace; }
    .inspector-card table { border-collapse: collapse; width: 100%; }
    .inspector-card td, .inspector-card th { text-align: left; padding: 0.15rem 0.4rem;
      border-bottom: 1px solid #f3f4f6; }
    .inspector-card .burst { margin-top: 0.4rem; }
    .status { color: #4b5563; }
    .log { font: 0.8rem ui-monospace, monospace; max-height: 12rem; overflow: auto; }
    .log .error { color: #b91c1c; }
    .specimen .stately-tile { box-shadow: none; padding: 0; min-inline-size: 9rem; }
    .specimen .stately-tile[data-color-scheme=dark] { padding: 0.6rem; }
    .stately-button, .stately-cell { touch-action: none; }
    .stately-composite { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
    .stately-composite__part { display: flex; flex-direction: column; align-items: flex-start; gap: 3px; }
    .stately-composite__name { font: 11px/1.3 ui-monospace, Menlo, monospace; opacity: .65; }
    .stately-label { font: 15px/1.3 system-ui, -apple-system, "Segoe UI", sans-serif; }
    .stately-pin { display: inline-flex; gap: 8px; padding: 4px; border-radius: 10px; outline: none; }
    .stately-pin * { pointer-events: none; }
    .stately-pin__cell { box-sizing: border-box; display: inline-flex; align-items: center;
      justify-content: center; inline-size: 36px; block-size: 44px; border-style: solid;
      font: 600 20px/1 ui-monospace, Menlo, monospace; }

    """ + HTMLRenderer.stylesheet

  /// The live page's client: connects to `/ws`, forwards input events, applies updates.
  public static let liveScript = #"""
    "use strict";
    (() => {
      const stage = document.getElementById("stage");
      const inspector = document.getElementById("inspector");
      const statusEl = document.getElementById("status");
      const logEl = document.getElementById("log");
      let socket = null;
      let seq = 0;

      function log(text, isError) {
        const item = document.createElement("li");
        item.textContent = text;
        if (isError) item.className = "error";
        logEl.prepend(item);
        while (logEl.children.length > 50) logEl.lastChild.remove();
      }

      function sendMessage(message) {
        if (!socket || socket.readyState !== WebSocket.OPEN) return;
        seq += 1;
        socket.send(JSON.stringify(Object.assign({ seq: seq }, message)));
      }

      function send(control, event, key, part) {
        const message = { control: control, event: event };
        if (key !== undefined) message.key = key;
        if (part) message.part = part;
        sendMessage(message);
      }

      // The data-part of the element the pointer is on, inside the control (a segment, say).
      function partOf(element, event) {
        const hit = event.target instanceof Element ? event.target.closest("[data-part]") : null;
        return hit && element.contains(hit) ? hit.getAttribute("data-part") : undefined;
      }

      // Keep the control's root element and copy the new attributes and children onto it, so focus and a
      // press in progress survive the update.
      function morph(target, source) {
        for (const attribute of Array.from(target.attributes)) {
          if (!source.hasAttribute(attribute.name)) target.removeAttribute(attribute.name);
        }
        for (const attribute of Array.from(source.attributes)) {
          if (target.getAttribute(attribute.name) !== attribute.value) {
            target.setAttribute(attribute.name, attribute.value);
          }
        }
        if ("disabled" in target) target.disabled = source.hasAttribute("disabled");
        if ("value" in target && source.hasAttribute("value")) target.value = source.getAttribute("value");
        target.replaceChildren(...Array.from(source.childNodes));
      }

      function wire(element, id) {
        element.addEventListener("pointerdown", (event) => send(id, "pointerdown", undefined, partOf(element, event)));
        element.addEventListener("pointerup", (event) => send(id, "pointerup", undefined, partOf(element, event)));
        element.addEventListener("pointerleave", () => send(id, "pointerleave"));
        element.addEventListener("click", (event) => {
          event.preventDefault();
          send(id, "click", undefined, partOf(element, event));
        });
        // Keyboard focus only, as on iOS, where a tap does not focus a button.
        element.addEventListener("focus", () => { if (element.matches(":focus-visible")) send(id, "focus"); });
        element.addEventListener("blur", () => send(id, "blur"));
        element.addEventListener("keydown", (event) => {
          if (!element.hasAttribute("data-keys")) return;
          if (event.key.length === 1 || event.key === "Backspace" || event.key === "Enter") {
            event.preventDefault();
            send(id, "key", event.key);
          }
        });
      }

      function slotFor(id) {
        let slot = stage.querySelector(`[data-slot="${CSS.escape(id)}"]`);
        if (!slot) {
          slot = document.createElement("div");
          slot.className = "slot";
          slot.dataset.slot = id;
          const label = document.createElement("div");
          label.className = "slot-id";
          label.textContent = id;
          slot.append(label);
          stage.append(slot);
        }
        return slot;
      }

      function applyControl(control) {
        const slot = slotFor(control.id);
        const template = document.createElement("template");
        template.innerHTML = control.html.trim();
        const fresh = template.content.firstElementChild;
        const current = slot.querySelector("[data-control]");
        if (current && fresh && current.tagName === fresh.tagName) {
          morph(current, fresh);
        } else if (fresh) {
          if (current) current.remove();
          slot.append(fresh);
          wire(fresh, control.id);
        }
        renderInspector(control);
      }

      function cell(row, text, tag) {
        const element = document.createElement(tag || "td");
        element.textContent = text;
        row.append(element);
      }

      function renderInspector(control) {
        let card = inspector.querySelector(`[data-inspector="${CSS.escape(control.id)}"]`);
        if (!card) {
          card = document.createElement("div");
          card.className = "inspector-card";
          card.dataset.inspector = control.id;
          inspector.append(card);
        }
        const data = control.inspector;
        card.replaceChildren();
        const title = document.createElement("h3");
        title.textContent = control.id;
        card.append(title);
        const table = document.createElement("table");
        const head = table.insertRow();
        cell(head, "property", "th"); cell(head, "winning rule", "th"); cell(head, "value", "th");
        const stateRow = table.insertRow();
        stateRow.dataset.row = "state";
        cell(stateRow, "state");
        cell(stateRow, data.state.length ? data.state.join(", ") : "normal");
        cell(stateRow, "0x" + data.rawState.toString(16));
        for (const property of data.properties) {
          const row = table.insertRow();
          row.dataset.row = property.property;
          cell(row, property.property); cell(row, property.rule); cell(row, property.value);
        }
        const updates = table.insertRow();
        updates.dataset.row = "updates";
        cell(updates, "updates"); cell(updates, "update cycles run");
        const count = document.createElement("td");
        count.className = "update-count";
        count.textContent = String(data.updateCount);
        updates.append(count);
        card.append(table);
        const burst = document.createElement("button");
        burst.className = "burst";
        burst.type = "button";
        burst.textContent = "Send 10 clicks in one message";
        burst.addEventListener("click", () => {
          const events = [];
          for (let i = 0; i < 10; i += 1) events.push({ control: control.id, event: "click" });
          sendMessage({ events: events });
        });
        card.append(burst);
      }

      function connect() {
        const scheme = location.protocol === "https:" ? "wss:" : "ws:";
        socket = new WebSocket(`${scheme}//${location.host}/ws`);
        socket.addEventListener("open", () => { statusEl.textContent = "open"; });
        socket.addEventListener("close", () => { statusEl.textContent = "closed"; });
        socket.addEventListener("message", (event) => {
          const message = JSON.parse(event.data);
          if (message.type === "render") {
            document.getElementById("session").textContent = String(message.session);
            message.controls.forEach(applyControl);
            document.body.dataset.ready = "true";
          } else if (message.type === "update") {
            message.controls.forEach(applyControl);
            if (message.seq !== null) document.getElementById("last-seq").textContent = String(message.seq);
            const ids = message.controls.map((control) => control.id).join(", ") || "nothing";
            log(`update ${message.seq === null ? "(timer)" : "#" + message.seq}: ${ids}`, false);
          } else if (message.type === "error") {
            if (message.seq !== null) document.getElementById("last-seq").textContent = String(message.seq);
            log(`error ${message.seq === null ? "" : "#" + message.seq}: ${message.message}`, true);
          }
        });
      }

      connect();
    })();

    """#
}
