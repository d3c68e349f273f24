"use strict";
(() => {
  // Open the collapsed section the address points at, so a table-of-contents link shows something.
  function openTarget() {
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    const section = target && target.closest("details");
    if (section && !section.open) {
      section.open = true;
      target.scrollIntoView();
    }
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();

  const popovers = () => Array.from(document.querySelectorAll("details.stately-why[open]"));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const open of popovers()) {
      open.open = false;
      open.querySelector("summary")?.focus();
    }
  });
  // One popover at a time, so they never cover each other.
  document.addEventListener("toggle", (event) => {
    const opened = event.target;
    if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.matches(".stately-why")) return;
    for (const other of popovers()) if (other !== opened) other.open = false;
  }, true);
})();
