"use strict";
// The gallery's script; it also works from a static export. The page works without it (the address
// picks the component, popovers open centred, column headings scroll with their grid); with it, the
// navigation marks the current component, a "Why?" or "Swift" popover stands beside its tile and closes on
// navigation, a grid's column headings stay in view while it scrolls, and the contrast-lint switches agree.
(() => {
  const navigation = document.querySelector(".components-nav");
  const links = Array.from(document.querySelectorAll(".components-nav a[data-component]"));

  // The component the address names, or the first one.
  function currentComponent() {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    return (target && target.closest(".component")) || document.querySelector(".component");
  }

  function markCurrent() {
    const component = currentComponent();
    for (const link of links) {
      if (component && link.dataset.component === component.id) {
        link.setAttribute("aria-current", "page");
        // Keep the link in view in a navigation that scrolls, without scrolling the page.
        const box = navigation.getBoundingClientRect();
        const at = link.getBoundingClientRect();
        if (at.left < box.left || at.right > box.right) navigation.scrollLeft += at.left - box.left - 12;
        if (at.top < box.top || at.bottom > box.bottom) navigation.scrollTop += at.top - box.top - 12;
      } else {
        link.removeAttribute("aria-current");
      }
    }
  }

  // A popover stands under its tile, or above it when there is more room above, inside the window; when
  // the explanation is taller than the room, the popover scrolls.
  const gap = 6;
  const margin = 8;
  function place(popover) {
    const tile = popover.closest(".stately-tile") || popover.closest(".cell");
    if (!tile) return;
    const anchor = tile.getBoundingClientRect();
    popover.dataset.anchored = "true";
    const width = popover.offsetWidth || Math.min(448, innerWidth - 2 * margin);
    const left = Math.min(Math.max(margin, anchor.left), innerWidth - width - margin);
    const below = innerHeight - margin - (anchor.bottom + gap);
    const above = anchor.top - gap - margin;
    popover.style.maxHeight = "";
    const height = popover.offsetHeight;
    const under = height <= below || below >= above;
    popover.style.maxHeight = `${Math.max(96, Math.floor(under ? below : above))}px`;
    const shown = Math.min(height, Math.max(96, under ? below : above));
    popover.style.left = `${Math.round(left)}px`;
    popover.style.top = `${Math.round(under ? anchor.bottom + gap : anchor.top - gap - shown)}px`;
  }
  const openPopovers = () => Array.from(document.querySelectorAll(".stately-why:popover-open"));
  document.addEventListener("beforetoggle", (event) => {
    if (event.newState === "open" && event.target.matches?.(".stately-why")) place(event.target);
  }, true);
  document.addEventListener("toggle", (event) => {
    if (event.newState === "open" && event.target.matches?.(".stately-why")) place(event.target);
  }, true);
  addEventListener("scroll", () => openPopovers().forEach(place), { capture: true, passive: true });
  addEventListener("resize", () => openPopovers().forEach(place));

  // Navigation closes what is open and marks the new component.
  addEventListener("hashchange", () => {
    for (const popover of openPopovers()) popover.hidePopover();
    markCurrent();
  });

  // The contrast lint: off unless turned on; one switch per component, all in agreement, remembered by
  // the browser.
  const toggles = Array.from(document.querySelectorAll(".contrast-toggle"));
  function setLint(on) {
    for (const toggle of toggles) toggle.checked = on;
    try { localStorage.setItem("stately.contrastLint", on ? "on" : "off"); } catch (_) { /* private mode */ }
  }
  for (const toggle of toggles) toggle.addEventListener("change", () => setLint(toggle.checked));
  try {
    if (localStorage.getItem("stately.contrastLint") === "on") setLint(true);
  } catch (_) { /* private mode */ }

  // A grid's column headings stay under the page's header (and, on a phone, under the components bar)
  // while the grid scrolls past it, until the grid's last row.
  function stickyTop() {
    const header = document.querySelector("header.top");
    let top = header ? header.getBoundingClientRect().bottom : 0;
    if (navigation && getComputedStyle(navigation).position === "sticky") {
      const box = navigation.getBoundingClientRect();
      if (box.width > box.height && box.top <= top + 1) top = Math.max(top, box.bottom);
    }
    return top;
  }
  let headsQueued = false;
  function placeHeads() {
    headsQueued = false;
    const top = stickyTop();
    for (const grid of document.querySelectorAll(".state-grid")) {
      if (!grid.getClientRects().length) continue;
      const box = grid.getBoundingClientRect();
      const corner = grid.querySelector(".corner");
      const head = corner ? corner.offsetHeight : 0;
      const shift = Math.max(0, Math.min(top - box.top, box.height - 2 * head));
      grid.style.setProperty("--head-shift", `${Math.round(shift)}px`);
      grid.classList.toggle("heads-stuck", shift > 0);
    }
  }
  function queueHeads() {
    if (!headsQueued) { headsQueued = true; requestAnimationFrame(placeHeads); }
  }
  addEventListener("scroll", queueHeads, { capture: true, passive: true });
  addEventListener("resize", queueHeads);
  addEventListener("hashchange", queueHeads);
  placeHeads();

  markCurrent();
})();
