#!/usr/bin/env python3
"""Real-browser tests for the Stately playground.

Builds the playground (``swift build --package-path PATH``), starts it on a free loopback port
(``--port 0``, reading the URL it prints), drives the pages in headless Chromium as a person would,
saves screenshots under ``--artifacts DIR``, stops the server with SIGTERM, and prints a final line
``N passed, M failed``. Exits non-zero when anything failed.

Adding a scenario is one function:

    @scenario
    def add_item_three_times_shows_checkout_3(t: Harness) -> None:
        t.open_live()
        for _ in range(3):
            t.click("checkout.add")
        t.wait_text("checkout.pay", "Checkout 3")
        t.shot("checkout-3")

``@scenario(sizes=BOTH)`` runs a scenario at 1280 × 900 and again at 390 × 844 (a phone, with touch);
``t.size`` says which. The scenarios of real touch input (Chrome DevTools' touch events, with the page
scrolling during the touch) are in ``touch_input.py``, which registers them the same way. ``--docs-screenshots DIR`` also saves the screenshots under ``docs/``
(``gallery.png``, ``why.png``, ``live.png``, ``gallery-phone.png``, ``live-phone.png``).

Requires Python 3.11, selenium >= 4.15, Debian's chromium and chromium-driver.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"
WAIT_SECONDS = 10.0
URL_LINE = re.compile(r"Stately playground: (http://127\.0\.0\.1:\d+/)")

# The Add Item button's (gray style) fill, normal and highlighted, as StatelyControls resolves it for the light
# appearance and Chromium reports it.
GRAY_NORMAL_BACKGROUND = "rgba(120, 120, 128, 0.16)"
GRAY_HIGHLIGHTED_BACKGROUND = "rgba(96, 96, 102, 0.32)"

Scenario = Callable[["Harness"], None]
WIDE = ("wide", 1280, 900)
PHONE = ("phone", 390, 844)
BOTH = (WIDE, PHONE)
SCENARIOS: list[tuple[Scenario, tuple]] = []


def scenario(function: Scenario | None = None, *, sizes: tuple = (WIDE,)):
    """Registers a scenario, run at each of ``sizes``; scenarios run in the order they are defined."""
    def register(function: Scenario) -> Scenario:
        SCENARIOS.append((function, sizes))
        return function
    return register(function) if function is not None else register


class Harness:
    """What a scenario uses: the browser, the server's URL, and helpers that wait instead of sleeping."""

    def __init__(self, driver: webdriver.Chrome, base_url: str, artifacts: Path, binary: Path) -> None:
        self.driver = driver
        self.base_url = base_url
        self.artifacts = artifacts
        self.binary = binary
        self.server: Server | None = None
        self.name = "setup"
        self.size = WIDE

    def use_size(self, size: tuple) -> None:
        """Emulates the viewport: 1280 × 900, or a 390 × 844 phone with touch."""
        self.size = size
        name, width, height = size
        if size == WIDE:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        else:
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})

    @property
    def phone(self) -> bool:
        return self.size == PHONE

    # Navigation and waiting

    def open(self, path: str) -> None:
        """Loads the page afresh, even when only its address's fragment differs from the current one."""
        url = self.base_url.rstrip("/") + path
        if self.driver.current_url.split("#")[0] == url.split("#")[0]:
            self.driver.get("about:blank")
        self.driver.get(url)

    def open_live(self) -> None:
        """Opens /live in the current tab (a new session) and waits for the initial render."""
        self.open("/live")
        self.wait(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true",
                  "the live page's initial render")

    def wait(self, condition: Callable[[webdriver.Chrome], object], what: str,
             timeout: float = WAIT_SECONDS) -> object:
        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(condition)
        except TimeoutException:
            raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}") from None

    def shot(self, label: str) -> Path:
        path = self.artifacts / f"{self.name}--{self.size[0]}--{label}.png"
        self.driver.save_screenshot(str(path))
        return path

    # Controls on the live page

    def control(self, control_id: str) -> WebElement:
        return self.wait(lambda d: d.find_element(By.CSS_SELECTOR, f'[data-control="{control_id}"]'),
                         f"control {control_id}")

    def text(self, control_id: str) -> str:
        return self.control(control_id).text.strip()

    def click(self, control_id: str) -> None:
        self.control(control_id).click()

    def type_into(self, control_id: str, keys: str) -> None:
        self.control(control_id).send_keys(keys)

    def wait_text(self, control_id: str, expected: str) -> None:
        self.wait(lambda d: self.text(control_id) == expected, f'{control_id} to read "{expected}"')

    def wait_enabled(self, control_id: str, enabled: bool = True) -> None:
        self.wait(lambda d: self.control(control_id).is_enabled() == enabled,
                  f"{control_id} to be {'enabled' if enabled else 'disabled'}")

    def state(self, control_id: str) -> list[str]:
        return (self.control(control_id).get_attribute("data-state") or "").split()

    def card(self, control_id: str) -> WebElement:
        return self.wait(lambda d: d.find_element(By.CSS_SELECTOR, f'[data-inspector="{control_id}"]'),
                         f"the inspector card of {control_id}")

    def inspector_state(self, control_id: str) -> list[str]:
        return (self.card(control_id).get_attribute("data-state") or "").split()

    def update_count(self, control_id: str) -> int:
        value = self.card(control_id).find_element(By.CSS_SELECTOR, ".updates").get_attribute("data-count")
        return int(value) if value and value.isdigit() else -1

    def select(self, control_id: str) -> WebElement:
        """Selects a control for the inspector as a touch on its slot, beside the control itself (so the
        control takes no event); returns its card."""
        card = self.card(control_id)
        if "is-selected" not in (card.get_attribute("class") or ""):
            self.driver.execute_script(
                """const slot = arguments[0].closest('[data-slot]');
                for (const type of ['pointerdown', 'pointerup']) {
                  slot.dispatchEvent(new PointerEvent(type, {bubbles: true, composed: true}));
                }""", self.control(control_id))
        self.wait(lambda d: "is-selected" in (card.get_attribute("class") or ""), f"{control_id}'s card to open")
        return card

    def developer_details(self, on: bool = True) -> None:
        """Turns the live page's Developer details switch on (ids, update counts, the session, the
        ten-click button) or off."""
        box = self.driver.find_element(By.ID, "developer-details")
        if box.is_selected() != on:
            self.driver.execute_script("arguments[0].click()", box)
        self.wait(lambda d: ("dev-details" in (d.find_element(By.TAG_NAME, "body").get_attribute("class") or ""))
                  == on, f"developer details to be {'on' if on else 'off'}")

    def rect(self, element: WebElement) -> dict:
        return self.driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", element)

    def log_lines(self) -> list[str]:
        return [item.text for item in self.driver.find_elements(By.CSS_SELECTOR, "#log li")]


def check(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


# Pages and navigation


PAGES = ("/", "/gallery", "/live")


def nav_links(t: Harness) -> dict[str, str | None]:
    """The header's links by text, with their aria-current."""
    return {a.text: a.get_attribute("aria-current")
            for a in t.driver.find_elements(By.CSS_SELECTOR, "header.top .site-nav a")}


def page_overflow(t: Harness) -> tuple[int, int]:
    return tuple(t.driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"))


@scenario(sizes=BOTH)
def every_page_has_the_navigation_and_the_index_is_a_landing_page(t: Harness) -> None:
    for path, current in zip(PAGES, ("Home", "Gallery", "Live")):
        t.open(path)
        links = nav_links(t)
        check(set(links) == {"Home", "Gallery", "Live"}, f"{path}: the header links are {links}")
        check(links[current] == "page" and sum(v is not None for v in links.values()) == 1,
              f"{path}: the current page is marked {links}")
        scroll, client = page_overflow(t)
        check(scroll <= client, f"{path} is {scroll}px wide in a {client}px viewport")
    t.open("/")
    cards = t.driver.find_elements(By.CSS_SELECTOR, ".cards .card")
    check(len(cards) == 2 and all(c.is_displayed() for c in cards), f"{len(cards)} cards on the landing page")
    check(len(t.driver.find_elements(By.CSS_SELECTOR, ".try li")) >= 3, "things to try")
    t.shot("home")
    t.driver.find_element(By.ID, "gallery-link").click()
    t.wait(lambda d: d.current_url.endswith("/gallery"), "the gallery page")
    t.driver.find_element(By.CSS_SELECTOR, "header.top a[href='/live']").click()
    t.wait(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true", "the live page")
    t.driver.find_element(By.CSS_SELECTOR, "header.top a[href='/']").click()
    t.wait(lambda d: d.find_element(By.ID, "live-link").is_displayed(), "the landing page again")


# The gallery: a component explorer


def visible_components(t: Harness) -> list[str]:
    return [c.get_attribute("id") for c in t.driver.find_elements(By.CSS_SELECTOR, ".component") if c.is_displayed()]


def current_nav(t: Harness) -> list[str]:
    return [a.get_attribute("data-component")
            for a in t.driver.find_elements(By.CSS_SELECTOR, ".components-nav a[aria-current]")]


@scenario(sizes=BOTH)
def gallery_navigation_shows_one_component_at_a_time(t: Harness) -> None:
    t.open("/gallery")
    names = [a.get_attribute("data-component")
             for a in t.driver.find_elements(By.CSS_SELECTOR, ".components-nav a[data-component]")]
    for needed in ("button", "switch", "segmented", "example-followButton", "example-changePinForm"):
        check(needed in names, f"the navigation lists no {needed}: {names}")
    check(visible_components(t) == ["button"], f"the first component shows alone: {visible_components(t)}")
    check(current_nav(t) == ["button"], f"the navigation marks {current_nav(t)}")
    for name in ("example-followButton", "switch", "example-changePinForm"):
        link = t.driver.find_element(By.CSS_SELECTOR, f'.components-nav a[data-component="{name}"]')
        if t.phone:
            t.driver.execute_script("arguments[0].scrollIntoView({inline: 'center', block: 'nearest'})", link)
        link.click()
        t.wait(lambda d: visible_components(t) == [name], f"{name} to show alone (shows {visible_components(t)})")
        t.wait(lambda d: current_nav(t) == [name], f"the navigation to mark {name}")
        heading = t.driver.find_element(By.ID, f"{name}-title")
        check(heading.is_displayed() and t.rect(heading)["top"] >= 0, f"{name}'s heading is in view")
        scroll, client = page_overflow(t)
        check(scroll <= client, f"{name}: the page is {scroll}px wide in a {client}px viewport")
    t.shot("follow-selected")
    t.driver.back()
    t.wait(lambda d: visible_components(t) == ["switch"], "Back to show the switch again")


GRID_SCRIPT = """
const block = document.getElementById(arguments[0]);
const grid = block.querySelector('.state-grid');
const columns = Array.from(grid.querySelectorAll('.col-head')).map((e) => e.textContent);
const rows = Array.from(grid.querySelectorAll('.row-head')).map((e) => e.textContent);
const cells = Array.from(grid.querySelectorAll('.cell')).map((cell) => {
  const box = cell.getBoundingClientRect();
  const tile = cell.querySelector('.stately-tile');
  const tileBox = tile ? tile.getBoundingClientRect() : box;
  return {width: box.width, height: box.height, tileWidth: tileBox.width, tileHeight: tileBox.height,
          empty: !tile, state: tile ? tile.dataset.state : null,
          captionShown: tile ? [...tile.querySelectorAll('.stately-tile__caption, .stately-tile__state')]
            .some((e) => e.getClientRects().length > 0) : false,
          top: box.top, left: box.left};
});
return {columns, rows, cells};
"""


@scenario(sizes=BOTH)
def each_component_is_an_aligned_grid_of_equal_tiles(t: Harness) -> None:
    t.open("/gallery#button")
    style = t.driver.execute_script(GRID_SCRIPT, "button--0")
    check(style["columns"] == ["normal", "highlighted", "selected", "highlighted+selected", "disabled", "focused"],
          f"the style grid's columns are {style['columns']}")
    check(style["rows"] == ["Plain", "Gray", "Tinted", "Filled", "Glass", "ProminentGlass", "ClearGlass",
                            "ProminentClearGlass"], f"the style grid's rows are {style['rows']}")
    titles = [e.get_attribute("textContent")
              for e in t.driver.find_elements(By.CSS_SELECTOR, "#button .grid-block > h2")]
    check(titles == ["Style", "Dark appearance", "Glass", "Glass, dark appearance", "Size × corner", "Content", "Tint"],
          f"the button's grids: {titles}")
    sizes = t.driver.execute_script(GRID_SCRIPT, "button--4")
    check(sizes["rows"] == ["mini", "small", "medium", "large"] and "capsule" in sizes["columns"],
          f"size × corner: rows {sizes['rows']}, columns {sizes['columns']}")
    for block in ("button--0", "button--2", "button--4", "example-followButton--0", "example-changePinForm--0"):
        if block.startswith("example"):
            t.open(f"/gallery#{block.split('--')[0]}")
        grid = t.driver.execute_script(GRID_SCRIPT, block)
        cells = grid["cells"]
        check(len(cells) == len(grid["columns"]) * len(grid["rows"]), f"{block}: {len(cells)} cells")
        widths = {round(c["width"]) for c in cells} | {round(c["tileWidth"]) for c in cells if not c["empty"]}
        heights = {round(c["height"]) for c in cells} | {round(c["tileHeight"]) for c in cells if not c["empty"]}
        check(max(widths) - min(widths) <= 1 and max(heights) - min(heights) <= 1,
              f"{block}: tiles are {sorted(widths)} wide and {sorted(heights)} tall")
        check(not any(c["captionShown"] for c in cells), f"{block}: a tile repeats its row or column heading")
        # Aligned: every row's cells share a top, every column's a left edge.
        columns = len(grid["columns"])
        for row in range(len(grid["rows"])):
            tops = {round(c["top"]) for c in cells[row * columns:(row + 1) * columns]}
            check(len(tops) == 1, f"{block}: row {row} is ragged: {tops}")
    follow = t.driver.execute_script(GRID_SCRIPT, "example-followButton--0")
    check("loading" in follow["rows"] and any(c["empty"] for c in follow["cells"]),
          "the follow button's grid leaves the states loading cannot reach empty")
    t.shot("grid")


GLASS_SCRIPT = """
const result = [];
for (const block of ["button--2", "button--3"]) {
  for (const tile of document.querySelectorAll(`#${block} .stately-tile`)) {
    const layer = tile.querySelector(".stately-button__background[data-glass]");
    const backdrop = tile.querySelector(".glass-backdrop");
    const style = layer ? getComputedStyle(layer) : null;
    result.push({id: tile.id, disabled: (tile.dataset.state || "").split(" ").includes("disabled"),
                 glass: !!layer, backdrop: backdrop ? getComputedStyle(backdrop).backgroundImage : "none",
                 filter: style ? (style.backdropFilter || style.webkitBackdropFilter || "") : "",
                 sheen: style ? style.backgroundImage : "", shadow: style ? style.boxShadow : ""});
  }
}
return result;
"""


@scenario(sizes=BOTH)
def glass_tiles_blur_their_backdrop_and_disabled_glass_is_flat(t: Harness) -> None:
    t.open("/gallery#button")
    tiles = t.driver.execute_script(GLASS_SCRIPT)
    check(len(tiles) == 128, f"{len(tiles)} glass tiles, not 4 styles × 16 states × 2 appearances")
    check(all(tile["glass"] and tile["backdrop"] != "none" for tile in tiles),
          f"a glass tile without its glass layer or stripes: {[x['id'] for x in tiles if not x['glass']][:3]}")
    check(all("blur(" in tile["filter"] for tile in tiles),
          f"the browser drops the backdrop blur: {[x['filter'] for x in tiles][:3]}")
    enabled = [x for x in tiles if not x["disabled"]]
    disabled = [x for x in tiles if x["disabled"]]
    check(len(disabled) == 64 and all("saturate" in x["filter"] and "gradient" in x["sheen"] for x in enabled),
          "enabled glass has a saturated blur and a sheen")
    check(all("saturate" not in x["filter"] and x["sheen"] == "none" and "255, 255, 255" not in x["shadow"]
              for x in disabled), f"disabled glass keeps a highlight: {[x['id'] for x in disabled][:3]}")
    for block, label in (("button--2", "glass"), ("button--3", "glass-dark")):
        t.driver.execute_script(f"document.getElementById('{block}').scrollIntoView()")
        t.shot(label)


def open_why(t: Harness, tile: WebElement) -> WebElement:
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", tile)
    tile.find_element(By.CSS_SELECTOR, ".stately-why__open").click()
    popover = tile.find_element(By.CSS_SELECTOR, ".stately-why")
    t.wait(lambda d: d.execute_script("return arguments[0].matches(':popover-open')", popover), "the popover to open")
    return popover


def is_open(t: Harness, popover: WebElement) -> bool:
    return t.driver.execute_script("return arguments[0].matches(':popover-open')", popover)


def anchored(t: Harness, popover: WebElement, tile: WebElement) -> str | None:
    """Why the popover is not beside its tile, or None."""
    p, r = t.rect(popover), t.rect(tile)
    vw, vh = t.driver.execute_script("return [innerWidth, innerHeight]")
    if p["left"] < 0 or p["right"] > vw or p["top"] < 0 or p["bottom"] > vh:
        return f"the popover {p} leaves the window {vw}x{vh}"
    below = abs(p["top"] - r["bottom"]) <= 12
    above = abs(p["bottom"] - r["top"]) <= 12
    overlaps = p["left"] < r["right"] and p["right"] > r["left"]
    return None if (below or above) and overlaps else f"the popover {p} is not beside its tile {r}"


@scenario(sizes=BOTH)
def why_opens_beside_its_tile_shows_everything_and_closes_four_ways(t: Harness) -> None:
    t.open("/gallery#example-followButton")
    tile = t.driver.find_element(By.CSS_SELECTOR, '#example-followButton .stately-tile[data-state="selected mutual"]')
    popover = open_why(t, tile)
    check(anchored(t, popover, tile) is None, anchored(t, popover, tile) or "")
    text = popover.text
    check("priority" in text and "specificity" in text and "…" not in text,
          f"the popover cuts the explanation: {text[:300]!r}")
    check("selected+mutual" in popover.find_element(By.CSS_SELECTOR, ".stately-why__head").text,
          "the popover names its tile's state")
    t.shot("why-open")
    # It stays beside its tile while the page scrolls.
    t.driver.execute_script("window.scrollBy(0, 40)")
    t.wait(lambda d: anchored(t, popover, tile) is None, "the popover to follow its tile")
    # 1. The close button.
    popover.find_element(By.CSS_SELECTOR, ".stately-why__close").click()
    t.wait(lambda d: not is_open(t, popover), "the close button to close the popover")
    # 2. Escape.
    open_why(t, tile)
    ActionChains(t.driver).send_keys("\ue00c").perform()
    t.wait(lambda d: not is_open(t, popover), "Escape to close the popover")
    # 3. A click outside.
    open_why(t, tile)
    heading = t.driver.find_element(By.ID, "example-followButton-title")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", heading)
    ActionChains(t.driver).move_to_element(heading).click().perform()
    t.wait(lambda d: not is_open(t, popover), "a click outside to close the popover")
    # 4. Navigation, by a link and by the browser's Back.
    open_why(t, tile)
    t.driver.execute_script("location.hash = '#switch'")
    t.wait(lambda d: not is_open(t, popover), "navigation to close the popover")
    t.driver.back()
    t.wait(lambda d: visible_components(t) == ["example-followButton"], "Back to the follow button")
    # The button's tiles near the right edge stay inside the window too.
    t.open("/gallery#button")
    edge = t.driver.find_elements(By.CSS_SELECTOR, "#button--0 .stately-tile")[5]
    popover = open_why(t, edge)
    check(anchored(t, popover, edge) is None, anchored(t, popover, edge) or "")


MID_WORD_SCRIPT = """
// Every text node shown: a word (letters and digits) must not be split across two lines.
const broken = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const range = document.createRange();
let words = 0;
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || !parent.getClientRects().length || getComputedStyle(parent).visibility === "hidden") continue;
  const text = node.textContent;
  const pattern = /[\\p{L}\\p{N}]+/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length < 2) continue;
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
    if (!rects.length) continue;
    words += 1;
    const tops = new Set(rects.map((r) => Math.round(r.top)));
    if (tops.size > 1) broken.push(`${match[0]} (in ${parent.className || parent.tagName})`);
  }
}
return [words, broken];
"""


def no_mid_word_breaks(t: Harness, where: str) -> None:
    words, broken = t.driver.execute_script(MID_WORD_SCRIPT)
    check(words > 20, f"{where}: only {words} words were checked")
    check(not broken, f"{where}: {len(broken)} words break inside: {broken[:8]}")


@scenario(sizes=BOTH)
def no_word_breaks_inside_a_word_on_any_page(t: Harness) -> None:
    t.open("/")
    no_mid_word_breaks(t, "the landing page")
    t.open("/gallery")
    for link in t.driver.find_elements(By.CSS_SELECTOR, ".components-nav a[data-component]"):
        name = link.get_attribute("data-component")
        t.driver.execute_script("location.hash = arguments[0]", name)
        t.wait(lambda d: visible_components(t) == [name], f"{name} to show")
        no_mid_word_breaks(t, f"the gallery's {name}")
    for state in ("selected mutual", "disabled loading"):
        t.driver.execute_script("location.hash = 'example-followButton'")
        tile = t.driver.find_element(By.CSS_SELECTOR, f'#example-followButton .stately-tile[data-state="{state}"]')
        open_why(t, tile)
        no_mid_word_breaks(t, f"the {state} popover")
        ActionChains(t.driver).send_keys("\ue00c").perform()
    t.open_live()
    no_mid_word_breaks(t, "the live page")
    for control in ("follow.button", "pin.old", "list.1", "segmented"):
        t.select(control)
        no_mid_word_breaks(t, f"the live page with {control} inspected")


# The live page


def in_view(t: Harness, element: WebElement) -> bool:
    r = t.rect(element)
    header = t.driver.execute_script("return document.querySelector('header.top').getBoundingClientRect().bottom")
    vh = t.driver.execute_script("return innerHeight")
    return r["top"] >= header - 1 and r["bottom"] <= vh + 1 and r["height"] > 0


def touch(t: Harness, control_id: str) -> None:
    """Presses and releases a control as a finger or a mouse would, after scrolling it into view."""
    element = t.control(control_id)
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


@scenario(sizes=BOTH)
def the_inspector_follows_the_control_touched_or_focused(t: Harness) -> None:
    t.open_live()
    for control_id in ("checkout.add", "list.2", "precedence.button", "switch"):
        touch(t, control_id)
        card = t.card(control_id)
        t.wait(lambda d: "is-selected" in card.get_attribute("class"), f"{control_id}'s card to be selected")
        t.wait(lambda d: in_view(t, card), f"{control_id}'s card to come into view")
        slot = t.control(control_id).find_element(By.XPATH, "ancestor::*[@data-slot][1]")
        check("is-selected" in slot.get_attribute("class"), f"{control_id} is not highlighted on the stage")
        selected = t.driver.find_elements(By.CSS_SELECTOR, ".inspector-card.is-selected")
        check(len(selected) == 1, f"{len(selected)} cards are selected")
        if t.phone:
            # A panel for the selected control, right after its example, and the control still in view.
            shown = [c for c in t.driver.find_elements(By.CSS_SELECTOR, ".inspector-card") if c.is_displayed()]
            check(shown == [card], f"{len(shown)} cards show on a phone")
            group = t.control(control_id).find_element(By.XPATH, "ancestor::*[contains(@class, 'group')][1]")
            panel = t.driver.find_element(By.ID, "inspector-panel")
            check(t.driver.execute_script("return arguments[0].contains(arguments[1])", group, panel),
                  f"the panel is not inside {control_id}'s example")
            gap = t.rect(card)["top"] - t.rect(t.control(control_id))["bottom"]
            check(0 <= gap < 420, f"the card is {gap}px below {control_id}")
            check(in_view(t, t.control(control_id)), f"{control_id} scrolled out of view")
        else:
            panel = t.driver.find_element(By.ID, "inspector-panel")
            check(panel.value_of_css_property("position") == "sticky", "the panel stands beside the controls")
        t.shot(f"inspecting-{control_id}")
    # Keyboard focus selects too.
    if not t.phone:
        t.control("pin.old").click()
        ActionChains(t.driver).send_keys("\ue004").perform()  # Tab to the next field's key input or control
        t.control("follow.button")
        t.driver.execute_script("arguments[0].focus()", t.control("follow.button"))
        t.wait(lambda d: "is-selected" in t.card("follow.button").get_attribute("class"), "focus to select Follow")
    # Cards show each value on screen, as the gallery's Why? does; rules without a value collapse.
    card = t.select("follow.button")
    rows = [r.get_attribute("data-row") for r in card.find_elements(By.CSS_SELECTOR, ".rows .row")]
    quiet = card.find_elements(By.CSS_SELECTOR, "details.quiet")
    check("title" in rows and not any("nil" in (r.text or "") for r in card.find_elements(By.CSS_SELECTOR, ".rows .row")),
          f"the follow button's rows: {rows}")
    check(all(q.get_attribute("open") is None and "without a value" in q.text for q in quiet),
          "rules without a value are folded away")
    check("title colour" in rows and "background" in rows, f"the follow button's rows say its colours: {rows}")


@scenario(sizes=BOTH)
def the_pin_form_says_why_it_refuses_a_pin_and_checks_the_current_one(t: Harness) -> None:
    t.open_live()

    def type_pin(field: str, digits: str) -> None:
        t.wait(lambda d: t.control(field).get_attribute("aria-disabled") != "true", f"{field} to be enabled")
        touch(t, field)
        ActionChains(t.driver).send_keys(digits).perform()

    def clear(field: str) -> None:
        touch(t, field)
        ActionChains(t.driver).send_keys("\ue003" * 4).perform()  # Backspace
        t.wait(lambda d: not t.control(field).find_elements(By.CSS_SELECTOR, "[data-filled=true]"), f"{field} to empty")

    def status(expected: str) -> None:
        t.wait(lambda d: t.text("pin.status") == expected, f'the status to read "{expected}" (reads "{t.text("pin.status")}")')

    type_pin("pin.old", "2580")
    status("That is not your current PIN")
    clear("pin.old")
    type_pin("pin.old", "1357")
    status("Choose a new PIN")
    type_pin("pin.new", "1234")
    status("Digits counting up (1234) are too easy to guess")
    t.shot("pin-run")
    clear("pin.new")
    type_pin("pin.new", "7777")
    status("One digit repeated (1111) is too easy to guess")
    clear("pin.new")
    type_pin("pin.new", "2580")
    type_pin("pin.repeat", "2581")
    status("The PINs do not match")
    t.shot("pin-mismatch")
    touch(t, "pin.repeat")
    ActionChains(t.driver).send_keys("\ue003" + "0").perform()
    status("Ready to change your PIN")
    t.wait_enabled("pin.apply")
    touch(t, "pin.apply")
    t.wait(lambda d: t.text("pin.status").startswith("PIN changed"), "the status to say the PIN changed")
    # The old PIN is no longer the current one; the new one is.
    type_pin("pin.old", "1357")
    status("That is not your current PIN")
    clear("pin.old")
    type_pin("pin.old", "2580")
    status("Choose a new PIN")
    # Touch devices get a numeric keyboard: each field has a text input asking for one.
    modes = [t.driver.find_element(By.CSS_SELECTOR, f'[data-slot="{field}"] input.key-input').get_attribute("inputmode")
             for field in ("pin.old", "pin.new", "pin.repeat")]
    check(modes == ["numeric"] * 3, f"the PIN fields' input modes are {modes}")


@scenario
def the_message_log_shows_only_events_that_changed_something(t: Harness) -> None:
    t.open_live()
    before = len(t.log_lines())
    t.driver.execute_script(
        "arguments[0].dispatchEvent(new PointerEvent('pointerup', {bubbles: true}))", t.control("checkout.pay"))
    t.click("checkout.add")
    t.wait_text("checkout.pay", "Checkout 1")
    t.wait(lambda d: len(t.log_lines()) > before, "the click's line in the log")
    lines = t.log_lines()
    # A click is a press and a lift of the pointer: the lift (touchUpInside) runs the action.
    check(lines[0].endswith("pointerup on checkout.add → checkout.add, checkout.pay"), f"the log's first line: {lines[0]}")
    check(not any("pointerup on checkout.pay" in line for line in lines), f"a change-less event was logged: {lines}")
    t.developer_details()
    burst = t.select("checkout.add").find_element(By.CSS_SELECTOR, "button.burst")
    check(burst.value_of_css_property("border-radius") == "8px"
          and burst.value_of_css_property("background-color") == "rgba(255, 255, 255, 1)",
          "the page's own buttons are styled")


# Scenarios for the catalog examples (Sources/PlaygroundCore/Examples/).


def background(t: Harness, control_id: str) -> str:
    """The colour of the control's background layer, as Chromium computes it."""
    layer = t.control(control_id).find_element(By.CSS_SELECTOR, ".stately-button__background")
    return layer.value_of_css_property("background-color")


@scenario
def press_and_hold_shows_highlighted_colour(t: Harness) -> None:
    t.open_live()
    check(background(t, "checkout.add") == GRAY_NORMAL_BACKGROUND, f"normal colour {background(t, 'checkout.add')}")
    ActionChains(t.driver).move_to_element(t.control("checkout.add")).click_and_hold().perform()
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the highlighted state while held")
    t.wait(lambda d: background(t, "checkout.add") == GRAY_HIGHLIGHTED_BACKGROUND,
           f"the highlighted colour while held (now {background(t, 'checkout.add')})")
    t.wait(lambda d: "highlighted" in t.inspector_state("checkout.add"), "the inspector's state")
    t.shot("held")
    ActionChains(t.driver).release().perform()
    # Released inside: the action runs (UIKit's touchUpInside) and the highlight goes.
    t.wait_text("checkout.pay", "Checkout 1")
    t.wait(lambda d: "highlighted" not in t.state("checkout.add"), "the highlight to go after release")
    check(background(t, "checkout.add") == GRAY_NORMAL_BACKGROUND, f"colour after release {background(t, 'checkout.add')}")


@scenario
def dragging_out_and_back_follows_the_tracking_bounds(t: Harness) -> None:
    # UIKit's touch tracking driven by the pointer: past the 70-point tracking bounds the highlight goes,
    # back inside it returns, and a lift outside runs no action (touchUpOutside).
    t.open_live()
    add = t.control("checkout.add")
    width = add.size["width"]
    ActionChains(t.driver).move_to_element(add).click_and_hold().perform()
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the highlight on press")
    ActionChains(t.driver).move_by_offset(width / 2 + 100, 0).perform()
    t.wait(lambda d: "highlighted" not in t.state("checkout.add"), "the highlight to go 100 px outside")
    ActionChains(t.driver).move_by_offset(-(width / 2 + 100), 0).perform()
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the highlight to return inside")
    ActionChains(t.driver).move_by_offset(width / 2 + 120, 0).release().perform()
    t.wait(lambda d: "highlighted" not in t.state("checkout.add"), "the highlight to go after the lift")
    check("Checkout 0" in t.control("checkout.pay").text, "a lift outside ran the action")


@scenario
def add_item_three_times_shows_checkout_3(t: Harness) -> None:
    t.open_live()
    for _ in range(3):
        t.click("checkout.add")
    t.wait_text("checkout.pay", "Checkout 3")
    t.shot("checkout-3")


@scenario
def ten_clicks_in_one_message_give_one_update(t: Harness) -> None:
    t.open_live()
    t.wait(lambda d: t.update_count("checkout.pay") == 1, "the initial update count of 1")
    t.developer_details()
    t.select("checkout.add").find_element(By.CSS_SELECTOR, "button.burst").click()
    t.wait_text("checkout.pay", "Checkout 10")
    t.wait(lambda d: t.update_count("checkout.pay") == 2,
           f"one more update cycle (now {t.update_count('checkout.pay')})")


@scenario
def follow_shows_following_after_loading(t: Harness) -> None:
    t.open_live()
    t.wait_text("follow.button", "Follow")
    width = t.control("follow.button").rect["width"]
    t.click("follow.button")
    t.wait(lambda d: "loading" in t.state("follow.button"), "the loading state")
    loading_width = t.control("follow.button").rect["width"]
    check(abs(loading_width - width) < 1, f"the button is {loading_width}px wide while loading, {width}px before")
    spinner = t.control("follow.button").find_element(By.CSS_SELECTOR, ".stately-spinner")
    check(spinner.is_displayed() and spinner.value_of_css_property("border-top-width") == "3px",
          "the spinner is drawn with a 3px stroke")
    t.wait_enabled("follow.button", False)
    t.wait_text("follow.button", "Following")
    t.wait_enabled("follow.button")
    check(t.state("follow.button") == ["selected"], f"state after loading: {t.state('follow.button')}")
    t.wait(lambda d: any(line.startswith("timer → follow.button") for line in t.log_lines()),
           "the timer's pushed update in the log")
    t.shot("following")


@scenario
def list_rows_select_swipe_and_expand(t: Harness) -> None:
    t.open_live()
    t.click("list.0")
    t.wait(lambda d: "selected" in t.state("list.0"), "row 0 to be selected")
    t.control("list.1").send_keys("s")
    t.wait(lambda d: "swiped" in t.state("list.1"), "row 1 to be swiped")
    t.control("list.2").send_keys("e")
    t.wait(lambda d: "expanded" in t.state("list.2"), "row 2 to be expanded")
    t.shot("list")


@scenario
def each_tab_is_its_own_session(t: Harness) -> None:
    t.open_live()
    first_tab = t.driver.current_window_handle
    t.click("checkout.add")
    t.click("checkout.add")
    t.wait_text("checkout.pay", "Checkout 2")
    t.driver.switch_to.new_window("tab")
    try:
        t.open_live()
        check(t.text("checkout.pay") == "Checkout 0", f'the new tab shows "{t.text("checkout.pay")}"')
        t.click("checkout.add")
        t.wait_text("checkout.pay", "Checkout 1")
    finally:
        t.driver.close()
        t.driver.switch_to.window(first_tab)
    check(t.text("checkout.pay") == "Checkout 2", f'the first tab now shows "{t.text("checkout.pay")}"')


@scenario
def bad_messages_get_error_replies(t: Harness) -> None:
    t.open_live()
    replies = t.driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const socket = new WebSocket(`ws://${location.host}/ws`);
        const replies = [];
        const messages = ["{not json", JSON.stringify({seq: 2, control: "nope", event: "click"}),
                          JSON.stringify({seq: 3, control: "checkout.add", event: "hover"}),
                          "x".repeat(20000),
                          JSON.stringify({seq: 5, control: "checkout.add", event: "click"})];
        socket.onopen = () => messages.forEach((m) => socket.send(m));
        socket.onmessage = (event) => {
          replies.push(JSON.parse(event.data));
          if (replies.length === messages.length + 1) { socket.close(); done(replies); }
        };
        setTimeout(() => done(replies), 8000);
        """)
    kinds = [(r.get("type"), r.get("seq")) for r in replies]
    check(kinds == [("render", None), ("error", None), ("error", 2), ("error", 3), ("error", None), ("update", 5)],
          f"replies were {kinds}")
    check('unknown control "nope"' in replies[2]["message"], replies[2]["message"])
    check("the limit is 16384 bytes" in replies[4]["message"], replies[4]["message"])
    pay = [c for c in replies[5]["controls"] if c["id"] == "checkout.pay"]
    check(bool(pay) and ">Checkout 1</span>" in pay[0]["html"], "the session stopped working after errors")


@scenario
def list_rows_stay_inside_their_card_when_swiped(t: Harness) -> None:
    t.open_live()
    t.control("list.1").send_keys("s")
    t.wait(lambda d: "swiped" in t.state("list.1"), "row 1 to be swiped")
    t.wait(lambda d: "swiped" in t.inspector_state("list.1"), "the inspector to show swiped")
    row = t.control("list.1")
    check(row.value_of_css_property("overflow") == "hidden", "a row clips its content")
    content = row.find_element(By.CSS_SELECTOR, ".stately-cell__content").rect
    box = row.rect
    check(content["x"] < box["x"], f"the swiped content moved left ({content['x']} vs {box['x']})")


@scenario(sizes=(PHONE,))
def phone_sized_pages_do_not_scroll_sideways(t: Harness) -> None:
    t.open_live()
    t.wait_text("checkout.pay", "Checkout 0")
    scroll, client = page_overflow(t)
    check(client == 390 and scroll <= client, f"the live page is {scroll}px wide in a {client}px viewport")
    pay = t.control("checkout.pay")
    check(pay.rect["height"] < 60, f"'Checkout 0' wraps: the button is {pay.rect['height']}px tall")
    t.shot("live-390")
    t.open("/gallery")
    for link in t.driver.find_elements(By.CSS_SELECTOR, ".components-nav a[data-component]"):
        name = link.get_attribute("data-component")
        t.driver.execute_script("location.hash = arguments[0]", name)
        t.wait(lambda d: visible_components(t) == [name], f"{name} to show")
        scroll, client = page_overflow(t)
        check(scroll <= client, f"the gallery's {name} is {scroll}px wide in a {client}px viewport")
    t.shot("gallery-390")


@scenario
def page_reconnects_to_a_fresh_session_after_the_server_restarts(t: Harness) -> None:
    t.open_live()
    t.click("checkout.add")
    t.click("checkout.add")
    t.wait_text("checkout.pay", "Checkout 2")
    check(t.server.stop() == 0, "the server did not stop cleanly")
    banner = t.driver.find_element(By.ID, "offline")
    t.wait(lambda d: banner.is_displayed() and "Offline" in banner.text, "the offline banner")
    t.shot("offline")
    t.server.start()
    t.wait(lambda d: not banner.is_displayed(), "the banner to go after reconnecting", timeout=20)
    t.wait(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true",
           "the fresh session's render")
    t.wait_text("checkout.pay", "Checkout 0")
    t.click("checkout.add")
    t.wait_text("checkout.pay", "Checkout 1")
    headings = [h.text for h in t.driver.find_elements(By.CSS_SELECTOR, "#stage .group h2")]
    check("Checkout" in headings and len(headings) >= 5, f"the live page's headings are {headings}")


def websocket_close_code(sock: socket.socket, data: bytes = b"") -> int | None:
    """Reads server frames (the first ones already read in ``data``) until a close frame; returns its code."""
    sock.settimeout(5)
    while True:
        index = 0
        while index + 2 <= len(data):
            length, start = data[index + 1] & 0x7F, index + 2
            if length == 126:
                length, start = int.from_bytes(data[start:start + 2], "big"), start + 2
            elif length == 127:
                length, start = int.from_bytes(data[start:start + 8], "big"), start + 8
            if start + length > len(data):
                break
            if data[index] & 0x0F == 8:
                return int.from_bytes(data[start:start + 2], "big") if length >= 2 else None
            index = start + length
        try:
            chunk = sock.recv(65536)
        except (socket.timeout, ConnectionResetError):
            return None
        if not chunk:
            return None
        data += chunk


@scenario
def sigint_closes_live_pages_with_1001_and_exits_within_2_seconds(t: Harness) -> None:
    port = t.server.port
    live = socket.create_connection(("127.0.0.1", port))
    live.sendall(f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += live.recv(1)
    check(head.startswith(b"HTTP/1.1 101"), f"the upgrade answered {head[:40]!r}")
    half = socket.create_connection(("127.0.0.1", port))
    half.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: ")
    idle = socket.create_connection(("127.0.0.1", port))
    first = live.recv(1)  # the session's first render has started: it is open
    started = time.monotonic()
    t.server.process.send_signal(signal.SIGINT)
    code = websocket_close_code(live, first)
    try:
        t.server.process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    elapsed = time.monotonic() - started
    for sock in (live, half, idle):
        sock.close()
    exit_code = t.server.stop()
    t.server.start()
    t.base_url = t.server.url()
    check(code == 1001, f"the live page's WebSocket closed with {code}, not 1001")
    check(exit_code == 0 and elapsed <= 2.0, f"the server exited with {exit_code} after {elapsed:.2f}s")


@scenario
def static_export_opens_from_disk(t: Harness) -> None:
    with tempfile.TemporaryDirectory(prefix="stately-export-") as folder:
        result = subprocess.run([str(t.binary), "--export", folder], capture_output=True, text=True, timeout=60)
        check(result.returncode == 0, f"--export exited {result.returncode}: {result.stderr}")
        files = sorted(str(p.relative_to(folder)) for p in Path(folder).rglob("*") if p.is_file())
        check(files == ["assets/page.js", "assets/style.css", "gallery.html", "index.html"], f"exported {files}")
        t.driver.get(Path(folder, "index.html").as_uri())
        check("Live" not in [a.text for a in t.driver.find_elements(By.CSS_SELECTOR, ".site-nav a")],
              "the export links to a live page it does not have")
        t.driver.find_element(By.ID, "gallery-link").click()
        t.wait(lambda d: d.current_url.endswith("/gallery.html"), "the exported gallery")
        specimen = t.driver.find_element(
            By.CSS_SELECTOR, "#button--0 .stately-tile[data-state=normal] .stately-button__background")
        colour = specimen.value_of_css_property("background-color")
        check(colour == "rgba(0, 0, 0, 0)", f"the plain style's background should be clear: {colour}")
        # The navigation works from disk, script and all.
        t.driver.find_element(By.CSS_SELECTOR, '.components-nav a[data-component="example-checkout"]').click()
        t.wait(lambda d: visible_components(t) == ["example-checkout"], "the exported checkout component")
        t.wait(lambda d: current_nav(t) == ["example-checkout"], "the exported navigation to mark it")
        t.shot("export")


@scenario
def command_line_errors_are_sentences(t: Harness) -> None:
    def run(*arguments: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(t.binary), *arguments], capture_output=True, text=True, timeout=30)

    host = run("--host", "999.1.1.1", "--port", "0")
    check(host.returncode == 1 and host.stderr.startswith("stately-playground: --host 999.1.1.1 is neither an IP "
                                                           "address nor a name this machine can resolve."),
          f"--host 999.1.1.1: exit {host.returncode}, {host.stderr!r}")
    with tempfile.NamedTemporaryFile() as file:
        export = run("--export", file.name)
        check(export.returncode == 1
              and export.stderr == f"stately-playground: Cannot export to {file.name}: it is a file, not a folder. "
                                   "Choose a folder you can write to with --export.\n",
              f"--export into a file: exit {export.returncode}, {export.stderr!r}")
    for output in (host.stderr, export.stderr):
        check("Error Domain" not in output and "SocketAddressError" not in output, f"a raw error: {output!r}")


# Touch input through Chrome DevTools at phone size, with the page scrolling during the touch
# (touch_input.py); its scenarios register here, after run.py's own.
sys.modules.setdefault("run", sys.modules[__name__])
import touch_input  # noqa: E402,F401


def docs_screenshots(t: Harness, folder: Path) -> list[Path]:
    """Takes the screenshots under docs/: the gallery and a "Why?" popover at 1280 × 900, the live page
    mid-use at 1280 × 900 and on a 390 × 844 phone, and the gallery on the phone."""
    folder.mkdir(parents=True, exist_ok=True)
    saved = []

    def save(name: str) -> None:
        path = folder / name
        t.driver.save_screenshot(str(path))
        saved.append(path)

    for size in BOTH:
        t.use_size(size)
        suffix = "" if size == WIDE else "-phone"
        t.open("/gallery")
        t.wait(lambda d: visible_components(t) == ["button"], "the button component")
        save(f"gallery{suffix}.png")
        if size == WIDE:
            t.open("/gallery#example-followButton")
            tile = t.driver.find_element(
                By.CSS_SELECTOR, '#example-followButton .stately-tile[data-state="selected mutual"]')
            open_why(t, tile)
            save("why.png")
            ActionChains(t.driver).send_keys("\ue00c").perform()
        t.open_live()
        for _ in range(2):
            t.click("checkout.add")
        t.wait_text("checkout.pay", "Checkout 2")
        t.click("follow.button")
        t.wait_text("follow.button", "Following")
        touch(t, "checkout.add")
        t.wait_text("checkout.pay", "Checkout 3")
        # The picture starts at the control, with its card under it (on a phone it runs below the fold).
        t.driver.execute_script(
            "scrollBy(0, arguments[0].getBoundingClientRect().top - "
            "document.querySelector('header.top').getBoundingClientRect().bottom - 16)", t.control("checkout.add"))
        t.wait(lambda d: in_view(t, t.control("checkout.add")), "Add Item in view")
        save(f"live{suffix}.png")
    t.use_size(WIDE)
    return saved


import gallery_scenarios  # noqa: E402  (the gallery's scenarios and README numbers: gallery_scenarios.py)
gallery_scenarios.install(sys.modules[__name__])
import live_scenarios  # noqa: E402  (the live page's scenarios: live_scenarios.py)
live_scenarios.install(sys.modules[__name__])


# Running


class Server:
    """The playground process, started on a free port; its output goes to a log file."""

    def __init__(self, binary: Path, log_path: Path) -> None:
        self.binary = binary
        self.log_path = log_path
        self.port = 0
        self.log_path.write_text("")
        self.start()

    def start(self) -> None:
        """Starts the process: on a free port the first time, then on the port it had (a restart)."""
        self.log = open(self.log_path, "a")
        self.log_offset = self.log_path.stat().st_size  # url() reads only what this process prints
        self.process = subprocess.Popen([str(self.binary), "--port", str(self.port)], stdout=self.log,
                                        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)

    def url(self, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = URL_LINE.search(self.log_path.read_text()[self.log_offset:])
            if match:
                self.port = int(match.group(1).rsplit(":", 1)[1].rstrip("/"))
                return match.group(1)
            if self.process.poll() is not None:
                raise RuntimeError(f"the playground exited with {self.process.returncode}: "
                                   f"{self.log_path.read_text()}")
            time.sleep(0.05)
        raise RuntimeError(f"the playground printed no URL within {timeout:.0f}s")

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                self.log.close()
                return -9
        self.log.close()
        return self.process.returncode


def build(package_path: Path) -> Path:
    subprocess.run(["swift", "build", "--package-path", str(package_path)], check=True)
    bin_path = subprocess.run(["swift", "build", "--package-path", str(package_path), "--show-bin-path"],
                              check=True, capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "stately-playground"


def make_driver() -> webdriver.Chrome:
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(15)
    return driver


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package-path", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--artifacts", type=Path, default=Path("artifacts/screenshots"))
    parser.add_argument("--binary", type=Path, help="a built stately-playground; skips the build")
    parser.add_argument("-k", dest="only", help="run only scenarios whose name contains this")
    parser.add_argument("--docs-screenshots", type=Path, metavar="DIR",
                        help="also save the screenshots of docs/ into DIR (gallery, why, live; wide and phone)")
    arguments = parser.parse_args()
    arguments.artifacts.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SE_OFFLINE", "true")

    binary = arguments.binary or build(arguments.package_path)
    scenarios = [(f, sizes) for f, sizes in SCENARIOS if not arguments.only or arguments.only in f.__name__]
    passed = failed = 0
    server = Server(binary, arguments.artifacts / "server.log")
    driver = None
    try:
        base_url = server.url()
        print(f"Playground at {base_url}", flush=True)
        driver = make_driver()
        harness = Harness(driver, base_url, arguments.artifacts, binary)
        harness.server = server
        for function, sizes in scenarios:
            for size in sizes:
                harness.name = function.__name__
                label = function.__name__ + ("" if sizes == (WIDE,) else f" @ {size[1]}x{size[2]}")
                started = time.monotonic()
                try:
                    harness.use_size(size)
                    function(harness)
                except (AssertionError, WebDriverException, subprocess.SubprocessError, OSError) as error:
                    failed += 1
                    print(f"FAIL {label}: {error}", flush=True)
                    traceback.print_exc(limit=3)
                    try:
                        harness.shot("failure")
                    except WebDriverException:
                        pass
                else:
                    passed += 1
                    print(f"ok   {label} ({time.monotonic() - started:.1f}s)", flush=True)
        harness.use_size(WIDE)
        if arguments.docs_screenshots:
            harness.name = "docs_screenshots"
            try:
                for path in docs_screenshots(harness, arguments.docs_screenshots):
                    print(f"saved {path}", flush=True)
            except (AssertionError, WebDriverException) as error:
                failed += 1
                print(f"FAIL docs_screenshots: {error}", flush=True)
            else:
                passed += 1
                print("ok   docs_screenshots", flush=True)
    except (RuntimeError, WebDriverException) as error:
        failed += 1
        print(f"FAIL setup: {error}", flush=True)
    finally:
        if driver is not None:
            driver.quit()
        code = server.stop()
        if code == 0:
            passed += 1
            print("ok   server_stops_cleanly_on_sigterm", flush=True)
        else:
            failed += 1
            print(f"FAIL server_stops_cleanly_on_sigterm: exit code {code}", flush=True)
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
