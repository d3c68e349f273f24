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
