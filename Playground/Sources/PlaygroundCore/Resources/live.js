"use strict";
// The live page's client: connects to /ws, forwards input events, applies updates, and reconnects with
// backoff (0.5 s doubling to 8 s) to a fresh session when the connection drops, with a banner while
// offline. The inspector follows the control the user touches or focuses: its card opens, comes into
// view and is highlighted; on a phone it becomes a panel placed right after that control. Control ids,
// update counts, session numbers and the ten-click button show only with the Developer details switch
// on (off on every page load). A refused event's reason shows under its control; a PIN field that
// accepts its PIN passes the focus on to the next field.
(() => {
  const stage = document.getElementById("stage");
  const panel = document.getElementById("inspector-panel");
  const panelHome = panel.parentElement;
  const panelNext = panel.nextSibling;
  const inspector = document.getElementById("inspector");
  const hint = document.getElementById("inspector-hint");
  const statusEl = document.getElementById("status");
  const logEl = document.getElementById("log");
  const offlineEl = document.getElementById("offline");
  const phone = matchMedia("(max-width: 48rem)");
  const devSwitch = document.getElementById("developer-details");
  const devNote = document.getElementById("developer-note");
  let socket = null;
  let seq = 0;
  let attempt = 0;
  let selected = null;
  const groupOf = new Map();
  const labelOf = new Map();
  const captionOf = new Map();
  const sent = new Map();
  // The control each single-event message was for, by seq: an error reply's reason shows under it.
  const sentTo = new Map();
  // Whether each control's state had "valid" at its last update, so focus moves on once, as it turns so.
  const wasValid = new Map();

  // Developer details: off on every page load; the sentence under the switch says which.
  function showDeveloperDetails(on) {
    document.body.classList.toggle("dev-details", on);
    devNote.textContent = on
      ? "Developer details are on: control ids, update counts, the session number, the last reply and "
        + "a button that sends ten clicks in one message are shown."
      : "Developer details are off: control ids, update counts, session numbers and the ten-click button "
        + "are hidden. The switch stays as you set it until the page is reloaded.";
  }
  devSwitch.checked = false;
  devSwitch.addEventListener("change", () => showDeveloperDetails(devSwitch.checked));
  showDeveloperDetails(false);

  function log(text, isError) {
    const item = document.createElement("li");
    item.textContent = text;
    if (isError) item.className = "error";
    logEl.prepend(item);
    while (logEl.children.length > 50) logEl.lastChild.remove();
  }

  function sendMessage(message, description) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    seq += 1;
    sent.set(seq, description);
    if (sent.size > 200) sent.delete(sent.keys().next().value);
    if (message.control) sentTo.set(seq, message.control);
    if (sentTo.size > 200) sentTo.delete(sentTo.keys().next().value);
    socket.send(JSON.stringify(Object.assign({ seq: seq }, message)));
  }

  function send(control, event, key, part) {
    const message = { control: control, event: event };
    if (key !== undefined) message.key = key;
    if (part) message.part = part;
    sendMessage(message, `${event}${key === undefined ? "" : ` ${key}`} on ${control}`);
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

  // A control that asks for a keyboard (data-input-mode) gets a hidden text field, which a tap on the
  // control focuses (see wire), so a phone shows that keyboard; what is typed is forwarded as keys.
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
    slot.append(input);
    return input;
  }

  // A pointer event with where the pointer is: its position from the control's top-left corner, the
  // control's size and the time, which the control's touch tracking measures (UIKit's touchesBegan,
  // touchesMoved, touchesEnded and touchesCancelled).
  function sendPointer(id, type, element, event) {
    const box = element.getBoundingClientRect();
    const message = {
      control: id, event: type, x: event.clientX - box.left, y: event.clientY - box.top,
      width: box.width, height: box.height, time: Math.max(0, event.timeStamp),
    };
    const part = partOf(element, event);
    if (part) message.part = part;
    sendMessage(message, `${type} on ${id}`);
  }

  function wire(element, id, slot) {
    // One pointer at a time is tracked. It is captured on the element it went down on, so its moves and
    // its lift reach this control wherever the finger goes and whatever scrolls under it, as a UIKit
    // touch stays with the view it began in; moves are sent at most once every 16 ms. The browser's own
    // click after a lift is not sent: it is hit-tested where the pointer lifted, once the page may have
    // scrolled, so it can land on another control. Only a click without a pointer (a key, a script) is a
    // tap. A lift inside the control focuses its key field, if it has one.
    let tracked = null;
    let pendingMove = null;
    let keyField = null;
    let liftedInside = false;
    const flushMove = () => {
      if (pendingMove) sendPointer(id, "pointermove", element, pendingMove);
      pendingMove = null;
    };
    element.addEventListener("pointerdown", (event) => {
      if (tracked !== null) return;
      tracked = event.pointerId;
      try { element.setPointerCapture(event.pointerId); } catch (_) { /* a pointer already gone */ }
      sendPointer(id, "pointerdown", element, event);
    });
    // The page listens for the tracked pointer's moves and lift, so they arrive wherever the pointer is,
    // even where pointer capture is not available.
    addEventListener("pointermove", (event) => {
      if (event.pointerId !== tracked) return;
      if (!pendingMove) setTimeout(flushMove, 16);
      pendingMove = event;
    }, true);
    // A pointercancel is the browser taking the touch (a vertical pan scrolls the page, as a scroll view
    // takes a touch over in UIKit): the control's touch is cancelled (touchCancel).
    for (const type of ["pointerup", "pointercancel"]) {
      addEventListener(type, (event) => {
        if (event.pointerId !== tracked) return;
        flushMove();
        tracked = null;
        sendPointer(id, type, element, event);
        // Inside as UIKit's touch tracking counts it: within 70 points of the control's edges.
        const box = element.getBoundingClientRect();
        const inside = event.clientX >= box.left - 70 && event.clientX <= box.right + 70
          && event.clientY >= box.top - 70 && event.clientY <= box.bottom + 70;
        liftedInside = type === "pointerup" && inside;
        if (liftedInside && keyField) keyField.focus({ preventScroll: true });
      }, true);
    }
    // A finger's tap makes no mouse events or click after it (they would be hit-tested late, as above);
    // the key field is focused again here, where every mobile browser lets a script open the keyboard.
    element.addEventListener("touchend", (event) => {
      if (event.cancelable) event.preventDefault();
      if (liftedInside && keyField) keyField.focus({ preventScroll: true });
    }, { passive: false });
    element.addEventListener("click", (event) => {
      event.preventDefault();
      // A pointer's click counts its presses in detail and names its pointer type; a key's has neither.
      if (event.detail > 0 || event.pointerType) return;
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
    if (element.hasAttribute("data-input-mode")) keyField = keyInput(element, id, slot);
  }

  // The headings of a fresh session: one section per group, each with its title and sentence.
  function renderGroups(groups) {
    stage.replaceChildren();
    inspector.replaceChildren();
    groupOf.clear();
    labelOf.clear();
    captionOf.clear();
    wasValid.clear();
    selected = null;
    dock(null);
    for (const group of groups) {
      const section = document.createElement("section");
      section.className = "group";
      const title = document.createElement("h2");
      title.textContent = group.title;
      const summary = document.createElement("p");
      summary.textContent = group.summary;
      section.append(title, summary);
      // The article the example rebuilds, and what the keyboard does (hidden where the pointer is a finger).
      if (group.source) {
        const source = element("p", "group-source", "From ");
        const link = element("a", "", `\u201C${group.source.title}\u201D`);
        link.href = group.source.href;
        source.append(link, ".");
        section.append(source);
      }
      if (group.keys) section.append(element("p", "key-hint", group.keys));
      const controls = document.createElement("div");
      controls.className = "group-controls";
      section.append(controls);
      stage.append(section);
      for (const id of group.controls) {
        groupOf.set(id, controls);
        labelOf.set(id, (group.labels && group.labels[id]) || id);
        if (group.captions && group.captions[id]) captionOf.set(id, group.captions[id]);
      }
    }
  }

  function slotFor(id) {
    let slot = stage.querySelector(`[data-slot="${CSS.escape(id)}"]`);
    if (!slot) {
      slot = document.createElement("div");
      slot.className = "slot";
      slot.dataset.slot = id;
      // Under the control: what it shows, why an event was refused (announced), and its id.
      if (captionOf.has(id)) slot.append(element("p", "slot-caption", captionOf.get(id)));
      const note = element("p", "slot-note");
      note.setAttribute("role", "status");
      note.setAttribute("aria-live", "polite");
      slot.append(note, element("div", "slot-id dev-only", id));
      // Touching or focusing a control selects it for the inspector.
      slot.addEventListener("pointerdown", () => select(id), true);
      slot.addEventListener("focusin", () => select(id));
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
      slot.prepend(fresh);
      wire(fresh, control.id, slot);
      // List rows stand as a list: full width, one under the other, with separators.
      if (fresh.classList.contains("stately-cell")) {
        slot.classList.add("slot--row");
        slot.parentElement.classList.add("is-list");
      }
    }
    renderCard(control);
    // On a phone a selected card that grew (what the control sent) comes into view again, once no finger
    // is down.
    if (control.id === selected && phone.matches && !pressing) reveal(cardFor(control.id), slot, false);
    const note = slot.querySelector(".slot-note");
    if (note) note.textContent = "";
    const valid = (control.inspector.state || []).includes("valid");
    if (valid && wasValid.get(control.id) === false) accepted = slot;
    wasValid.set(control.id, valid);
  }

  // The field that accepted its entry in the message being applied; focus moves on once the whole
  // message is applied, so a control it enables (Apply) can take it.
  let accepted = null;
  function applyControls(controls) {
    accepted = null;
    controls.forEach(applyControl);
    if (accepted) focusNext(accepted);
    accepted = null;
  }

  // When a focused field accepts its entry, the focus moves on to the next control of its example that
  // takes focus and is enabled: the next PIN field, or Apply.
  function focusNext(slot) {
    const active = document.activeElement;
    if (!(active instanceof Element) || !slot.contains(active)) return;
    let next = slot.nextElementSibling;
    while (next) {
      const target = next.matches && next.matches("[data-slot]") ? next.querySelector("[data-control]") : null;
      if (target && target.getAttribute("aria-disabled") !== "true" && !target.disabled && target.tabIndex >= 0) {
        const nextId = next.dataset.slot;
        const keyField = next.querySelector(".key-input");
        if (active.matches(".key-input") && keyField) {
          keyField.focus({ preventScroll: true });
          send(nextId, "focus");
        } else {
          target.focus({ preventScroll: true, focusVisible: true });
          if (!target.matches(":focus-visible")) send(nextId, "focus");
        }
        return;
      }
      next = next.nextElementSibling;
    }
  }

  // Why an event was refused, under its control: "A PIN field takes digits and Backspace, not x."
  function showRefusal(id, message) {
    const slot = stage.querySelector(`[data-slot="${CSS.escape(id)}"]`);
    const note = slot && slot.querySelector(".slot-note");
    if (!note) return;
    const match = /refused [^:]*\): (.*)$/.exec(message);
    const reason = match ? match[1] : message;
    note.textContent = `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function cardFor(id) {
    let card = inspector.querySelector(`[data-inspector="${CSS.escape(id)}"]`);
    if (!card) {
      card = element("section", "inspector-card");
      card.dataset.inspector = id;
      const head = element("button", "card-head");
      head.type = "button";
      head.setAttribute("aria-expanded", "false");
      head.addEventListener("click", () => select(id, true));
      const body = element("div", "card-body");
      card.append(head, body);
      inspector.append(card);
    }
    return card;
  }

  // A card: the id, the state and the update count always; when selected, the rules that gave a value,
  // the others collapsed, and a button that sends ten clicks in one message.
  function renderCard(control) {
    const data = control.inspector;
    const card = cardFor(control.id);
    const state = data.state.length ? data.state : ["normal"];
    card.dataset.state = state.join(" ");
    const head = card.querySelector(".card-head");
    const chips = element("span", "chips");
    for (const name of state) chips.append(element("span", "chip", name));
    const updates = element("span", "updates dev-only", `${data.updateCount} update${data.updateCount === 1 ? "" : "s"}`);
    updates.dataset.count = String(data.updateCount);
    const name = element("span", "card-label", labelOf.get(control.id) || control.id);
    head.replaceChildren(name, element("span", "card-id dev-only", control.id), chips, updates);
    card.dataset.sent = data.sent || "";

    const body = card.querySelector(".card-body");
    const rows = element("dl", "rows");
    const quiet = [];
    for (const property of data.properties) {
      if (!property.hasValue) {
        quiet.push(property);
        continue;
      }
      const row = element("div", "row");
      row.dataset.row = property.property;
      const value = element("dd");
      const shown = element("span", "value", property.value);
      // A colour gets a swatch beside its hex value.
      const hex = /^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?\b/.exec(property.value);
      if (hex) {
        const swatch = element("span", "swatch");
        swatch.style.background = hex[0];
        shown.prepend(swatch);
      }
      value.append(shown, element("span", "rule", property.rule));
      row.append(element("dt", "", property.property.replace(/^rule: /, "")), value);
      rows.append(row);
    }
    const parts = [rows];
    // What the control sent since its last touch went down, with UIKit's event names.
    if (data.sent) {
      const sent = element("p", "sent");
      sent.title = data.sent;
      sent.append(element("span", "sent-label", "Sent "), element("span", "sent-events", data.sent));
      parts.push(sent);
    }
    if (quiet.length) {
      const details = element("details", "quiet");
      const names = quiet.map((property) => property.property.replace(/^rule: /, ""));
      details.append(element("summary", "", `${quiet.length} rule table${quiet.length === 1 ? "" : "s"} without a value`));
      const list = element("ul");
      quiet.forEach((property, index) => list.append(element("li", "", `${names[index]}: ${property.rule}`)));
      details.append(list);
      parts.push(details);
    }
    // Ten clicks in one message give one update: a button shows it.
    if (/^<button[\s>]/.test(control.html.trim())) {
      const actions = element("div", "card-actions dev-only");
      const burst = element("button", "page-button burst", "Send 10 clicks in one message");
      burst.type = "button";
      burst.addEventListener("click", () => {
        const events = [];
        for (let i = 0; i < 10; i += 1) events.push({ control: control.id, event: "click" });
        sendMessage({ events: events }, `10 clicks on ${control.id}`);
      });
      actions.append(burst);
      parts.push(actions);
    }
    body.replaceChildren(...parts);
  }

  // On a phone the panel stands right after the selected control, inside its example's card, so it is
  // near the control whatever stands under it; elsewhere it stands beside the controls.
  function dock(slot) {
    if (phone.matches && slot) {
      if (panel.previousElementSibling !== slot) slot.after(panel);
    } else if (panel.parentElement !== panelHome) {
      panelHome.insertBefore(panel, panelNext);
    }
  }

  // Whether a pointer is down. On a phone nothing above or under the finger may move while it is down
  // (the press would leave the control it started on), so selecting waits for the finger to lift.
  let pressing = false;
  let pendingSelect = null;
  addEventListener("pointerdown", () => { pressing = true; }, true);
  for (const type of ["pointerup", "pointercancel"]) {
    addEventListener(type, () => {
      pressing = false;
      const pending = pendingSelect;
      pendingSelect = null;
      // After the lift's own handlers, which send it to the control the press began on.
      if (pending) setTimeout(pending, 0);
    }, true);
  }

  // Selects a control: its slot and card are marked, its card opens and comes into view.
  function select(id, fromCard) {
    if (phone.matches && pressing) {
      pendingSelect = () => select(id, fromCard);
      return;
    }
    const slot = stage.querySelector(`[data-slot="${CSS.escape(id)}"]`);
    const card = inspector.querySelector(`[data-inspector="${CSS.escape(id)}"]`);
    if (!slot || !card) return;
    if (selected !== id) {
      for (const other of stage.querySelectorAll(".slot.is-selected")) other.classList.remove("is-selected");
      for (const other of inspector.querySelectorAll(".inspector-card.is-selected")) {
        other.classList.remove("is-selected");
        other.querySelector(".card-head").setAttribute("aria-expanded", "false");
      }
      selected = id;
      slot.classList.add("is-selected");
      card.classList.add("is-selected");
      card.querySelector(".card-head").setAttribute("aria-expanded", "true");
      const name = labelOf.get(id) || id;
      hint.textContent = phone.matches ? `Inspecting ${name}.` : `Inspecting ${name}. Touch another control to follow it.`;
      card.classList.remove("flash");
      void card.offsetWidth;
      card.classList.add("flash");
    }
    dock(slot);
    reveal(card, slot, fromCard);
  }

  // Brings the card into view: inside the panel beside the controls, or on the page on a phone, where
  // the control stays in view above it (once the finger is up).
  function reveal(card, slot, fromCard) {
    if (phone.matches) {
      const header = document.querySelector(".top").getBoundingClientRect().bottom;
      const box = panel.getBoundingClientRect();
      const below = box.bottom - (innerHeight - 8);
      if (below > 0) {
        const room = slot.getBoundingClientRect().top - header - 8;
        scrollBy({ top: Math.max(0, Math.min(below, room)) });
      }
      return;
    }
    const box = panel.getBoundingClientRect();
    const at = card.getBoundingClientRect();
    if (at.top < box.top + 8 || at.bottom > box.bottom - 8) {
      panel.scrollTop += at.top - box.top - 48;
    }
    if (fromCard) {
      const place = slot.getBoundingClientRect();
      if (place.top < 0 || place.bottom > innerHeight) slot.scrollIntoView({ block: "center" });
    }
  }

  phone.addEventListener("change", () => {
    if (selected) select(selected); else dock(null);
  });

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
    socket.addEventListener("open", () => { statusEl.textContent = "connected"; });
    socket.addEventListener("close", () => {
      statusEl.textContent = "disconnected";
      document.body.dataset.ready = "false";
      reconnectLater();
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "render") {
        attempt = 0;
        setOffline(null);
        seq = 0;
        sent.clear();
        renderGroups(message.groups);
        document.getElementById("session").textContent = String(message.session);
        document.getElementById("last-seq").textContent = "–";
        applyControls(message.controls);
        document.body.dataset.ready = "true";
      } else if (message.type === "update") {
        applyControls(message.controls);
        if (message.seq !== null) document.getElementById("last-seq").textContent = String(message.seq);
        // Only what changed something is logged: a press that changed nothing stays out of the way.
        if (message.controls.length) {
          const ids = message.controls.map((control) => control.id).join(", ");
          const cause = message.seq === null ? "timer" : `#${message.seq} ${sent.get(message.seq) || "message"}`;
          log(`${cause} → ${ids}`, false);
        }
      } else if (message.type === "error") {
        if (message.seq !== null) document.getElementById("last-seq").textContent = String(message.seq);
        log(`${message.seq === null ? "" : `#${message.seq} `}refused: ${message.message}`, true);
        if (message.seq !== null && sentTo.has(message.seq)) showRefusal(sentTo.get(message.seq), message.message);
      }
    });
  }

  connect();
})();
