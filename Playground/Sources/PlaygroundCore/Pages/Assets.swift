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
    .toc { list-style: none; padding: 0; }
    .toc li { margin: 0.3rem 0; line-height: 1.6; }
    .toc a { margin-inline-end: 0.8rem; white-space: nowrap; }
    .gallery-group { margin: 1.6rem 0 0.4rem; font-size: 1.4rem; }
    .gallery-section { border-top: 1px solid #e5e7eb; padding: 0.3rem 0; }
    .gallery-section > summary { cursor: pointer; display: flex; align-items: baseline; gap: 0.6rem;
      list-style: none; }
    .gallery-section > summary::-webkit-details-marker { display: none; }
    .gallery-section > summary::before { content: "▸"; color: #6b7280; }
    .gallery-section[open] > summary::before { content: "▾"; }
    .gallery-section > summary h3 { margin: 0.5rem 0; font-size: 1.15rem; }
    .gallery-section .count { color: #6b7280; font-size: 0.85rem; }
    .items { display: flex; flex-wrap: wrap; gap: 1rem; }
    .item { margin: 0; padding: 0.8rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px;
      box-sizing: border-box; max-inline-size: min(100%, 17rem); min-inline-size: 0; }
    .item figcaption { margin-top: 0.5rem; font-size: 0.85rem; color: #4b5563; text-align: center; }
    .live { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr); gap: 1.5rem; }
    .stage { display: flex; flex-direction: column; gap: 1.2rem; min-inline-size: 0; }
    .group h2 { margin: 0; font-size: 1.15rem; }
    .group > p { margin: 0.2rem 0 0.6rem; color: #4b5563; font-size: 0.9rem; }
    .group-controls { display: flex; flex-wrap: wrap; gap: 0.8rem; align-items: flex-start; }
    .inspector-panel { position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow: auto;
      min-inline-size: 0; }
    .slot { padding: 0.8rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px;
      box-sizing: border-box; max-inline-size: 100%; min-inline-size: 0; position: relative; }
    .slot > [data-control] { min-inline-size: var(--kept-width, auto); }
    .slot-id { font: 0.75rem ui-monospace, monospace; color: #6b7280; margin-bottom: 0.4rem; }
    .key-input { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 1px;
      block-size: 1px; opacity: 0; border: 0; padding: 0; font-size: 16px; }
    .inspector-panel h2 { margin-top: 0; }
    .inspector-card { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 0.6rem;
      margin-bottom: 0.8rem; font-size: 0.85rem; }
    .inspector-card h3 { margin: 0 0 0.3rem; font: 600 0.9rem ui-monospace, monospace; }
    .inspector-card table { border-collapse: collapse; width: 100%; table-layout: fixed; }
    .inspector-card td, .inspector-card th { text-align: left; padding: 0.15rem 0.4rem;
      border-bottom: 1px solid #f3f4f6; overflow-wrap: anywhere; vertical-align: top; }
    .inspector-card .burst { margin-top: 0.4rem; }
    .status { color: #4b5563; }
    .offline { position: sticky; top: 0; z-index: 30; margin: 0 -1.2rem 1rem; padding: 0.6rem 1.2rem;
      background: #b91c1c; color: #fff; font-weight: 600; }
    body[data-offline=true] .stage { opacity: 0.5; pointer-events: none; }
    .log { font: 0.8rem ui-monospace, monospace; max-height: 12rem; overflow: auto; overflow-wrap: anywhere; }
    .log .error { color: #b91c1c; }
    @media (max-width: 48rem) {
      main { padding: 0.8rem 0.75rem 2rem; }
      .offline { margin: 0 -0.75rem 1rem; }
      h1 { font-size: 1.6rem; }
      .live { grid-template-columns: minmax(0, 1fr); }
      .inspector-panel { position: static; max-height: none; }
    }
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

  /// The live page's client: connects to `/ws`, forwards input events, applies updates, and reconnects
  /// with backoff (0.5 s doubling to 8 s) to a fresh session when the connection drops, with a banner
  /// while offline.
  public static let liveScript = #"""
    "use strict";
    (() => {
      const stage = document.getElementById("stage");
      const inspector = document.getElementById("inspector");
      const statusEl = document.getElementById("status");
      const logEl = document.getElementById("log");
      const offlineEl = document.getElementById("offline");
      let socket = null;
      let seq = 0;
      let attempt = 0;
      const groupOf = new Map();

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

      function sendKey(id, key) {
        if (key.length === 1 || key === "Backspace" || key === "Enter") {
          send(id, "key", key);
          return true;
        }
        return false;
      }

      // A control that asks for a keyboard (data-input-mode) gets a hidden text field: tapping the control
      // focuses it, so a phone shows that keyboard; what is typed is forwarded as keys.
      function keyInput(element, id, slot) {
        const input = document.createElement("input");
        input.className = "key-input";
        input.type = "text";
        input.tabIndex = -1;
        input.autocomplete = "one-time-code";
        input.setAttribute("inputmode", element.getAttribute("data-input-mode"));
        input.setAttribute("aria-hidden", "true");
        input.addEventListener("keydown", (event) => {
          if (sendKey(id, event.key)) event.preventDefault();
        });
        // Touch keyboards often report no key on keydown; the typed text arrives here instead.
        input.addEventListener("input", () => {
          for (const character of input.value) sendKey(id, character);
          input.value = "";
        });
        input.addEventListener("blur", () => send(id, "blur"));
        element.addEventListener("click", () => input.focus());
        slot.append(input);
      }

      function wire(element, id, slot) {
        element.addEventListener("pointerdown", (event) => send(id, "pointerdown", undefined, partOf(element, event)));
        element.addEventListener("pointerup", (event) => send(id, "pointerup", undefined, partOf(element, event)));
        element.addEventListener("pointerleave", () => send(id, "pointerleave"));
        element.addEventListener("click", (event) => {
          event.preventDefault();
          send(id, "click", undefined, partOf(element, event));
        });
        // Keyboard focus only, as on iOS, where a tap does not focus a button.
        element.addEventListener("focus", () => { if (element.matches(":focus-visible")) send(id, "focus"); });
        // Focus moving to the control's own key field is not a blur: the control still takes the keys.
        element.addEventListener("blur", (event) => {
          if (!(event.relatedTarget instanceof Element && event.relatedTarget.matches(".key-input"))) send(id, "blur");
        });
        element.addEventListener("keydown", (event) => {
          if (element.hasAttribute("data-keys") && sendKey(id, event.key)) event.preventDefault();
        });
        if (element.hasAttribute("data-input-mode")) keyInput(element, id, slot);
      }

      // The headings of a fresh session: one section per group, each with its title and sentence.
      function renderGroups(groups) {
        stage.replaceChildren();
        inspector.replaceChildren();
        groupOf.clear();
        for (const group of groups) {
          const section = document.createElement("section");
          section.className = "group";
          const title = document.createElement("h2");
          title.textContent = group.title;
          const summary = document.createElement("p");
          summary.textContent = group.summary;
          const controls = document.createElement("div");
          controls.className = "group-controls";
          section.append(title, summary, controls);
          stage.append(section);
          for (const id of group.controls) groupOf.set(id, controls);
        }
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
          (groupOf.get(id) || stage).append(slot);
        }
        return slot;
      }

      function isLoading(element) {
        return (element.getAttribute("data-state") || "").split(" ").includes("loading");
      }

      function applyControl(control) {
        const slot = slotFor(control.id);
        const template = document.createElement("template");
        template.innerHTML = control.html.trim();
        const fresh = template.content.firstElementChild;
        const current = slot.querySelector("[data-control]");
        if (current && fresh && current.tagName === fresh.tagName) {
          // A control keeps its width while loading, so the layout does not jump around the spinner.
          if (isLoading(fresh) && !isLoading(current)) {
            slot.style.setProperty("--kept-width", `${current.getBoundingClientRect().width}px`);
          } else if (!isLoading(fresh)) {
            slot.style.removeProperty("--kept-width");
          }
          morph(current, fresh);
        } else if (fresh) {
          if (current) current.remove();
          slot.querySelector(".key-input")?.remove();
          slot.append(fresh);
          wire(fresh, control.id, slot);
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

      function setOffline(text) {
        document.body.dataset.offline = text ? "true" : "false";
        offlineEl.hidden = !text;
        offlineEl.textContent = text || "";
      }

      // Reconnects after 0.5 s, 1 s, 2 s, … up to 8 s between attempts; each connection is a fresh session.
      function reconnectLater() {
        const delay = Math.min(8000, 500 * 2 ** attempt);
        attempt += 1;
        setOffline(`Offline: the playground server is not reachable. Reconnecting in ${Math.ceil(delay / 1000)} s…`);
        setTimeout(connect, delay);
      }

      function connect() {
        const scheme = location.protocol === "https:" ? "wss:" : "ws:";
        socket = new WebSocket(`${scheme}//${location.host}/ws`);
        socket.addEventListener("open", () => { statusEl.textContent = "open"; });
        socket.addEventListener("close", () => {
          statusEl.textContent = "closed";
          document.body.dataset.ready = "false";
          reconnectLater();
        });
        socket.addEventListener("message", (event) => {
          const message = JSON.parse(event.data);
          if (message.type === "render") {
            attempt = 0;
            setOffline(null);
            seq = 0;
            renderGroups(message.groups);
            document.getElementById("session").textContent = String(message.session);
            document.getElementById("last-seq").textContent = "–";
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
