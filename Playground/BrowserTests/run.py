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

``--docs-screenshots DIR`` also saves the README's screenshots (``gallery.png``, ``live.png``).

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
SCENARIOS: list[Scenario] = []


def scenario(function: Scenario) -> Scenario:
    """Registers a scenario; scenarios run in the order they are defined."""
    SCENARIOS.append(function)
    return function


class Harness:
    """What a scenario uses: the browser, the server's URL, and helpers that wait instead of sleeping."""

    def __init__(self, driver: webdriver.Chrome, base_url: str, artifacts: Path, binary: Path) -> None:
        self.driver = driver
        self.base_url = base_url
        self.artifacts = artifacts
        self.binary = binary
        self.server: Server | None = None
        self.name = "setup"

    # Navigation and waiting

    def open(self, path: str) -> None:
        self.driver.get(self.base_url.rstrip("/") + path)

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
        path = self.artifacts / f"{self.name}--{label}.png"
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

    def inspector_value(self, control_id: str, row: str, column: int) -> str:
        cells = self.driver.find_elements(
            By.CSS_SELECTOR, f'[data-inspector="{control_id}"] tr[data-row="{row}"] td')
        return cells[column].text.strip() if len(cells) > column else ""

    def update_count(self, control_id: str) -> int:
        value = self.inspector_value(control_id, "updates", 2)
        return int(value) if value.isdigit() else -1

    def log_lines(self) -> list[str]:
        return [item.text for item in self.driver.find_elements(By.CSS_SELECTOR, "#log li")]


def check(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


# Scenarios for the catalog examples (Sources/PlaygroundCore/Examples/).


def background(t: Harness, control_id: str) -> str:
    """The colour of the control's background layer, as Chromium computes it."""
    layer = t.control(control_id).find_element(By.CSS_SELECTOR, ".stately-button__background")
    return layer.value_of_css_property("background-color")


@scenario
def index_links_to_gallery_and_live(t: Harness) -> None:
    t.open("/")
    t.driver.find_element(By.ID, "gallery-link").click()
    t.wait(lambda d: d.current_url.endswith("/gallery"), "the gallery page")
    t.open("/")
    t.driver.find_element(By.ID, "live-link").click()
    t.wait(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true", "the live page")
    t.shot("live")


@scenario
def gallery_shows_styles_and_examples_with_why_popovers(t: Harness) -> None:
    t.open("/gallery")
    light = t.driver.find_elements(By.CSS_SELECTOR, "#button-styles-light .stately-tile")
    dark = t.driver.find_elements(By.CSS_SELECTOR, "#button-styles-dark .stately-tile[data-color-scheme=dark]")
    check(len(light) == 24 and len(dark) == 24, f"{len(light)} light and {len(dark)} dark style tiles")
    follow = t.driver.find_elements(By.CSS_SELECTOR, "#example-followButton .stately-tile")
    check(len(follow) >= 4, f"{len(follow)} follow button tiles")
    # Sections start collapsed; the table of contents opens the one it names.
    section = t.driver.find_element(By.ID, "example-followButton")
    check(section.get_attribute("open") is None, "the follow button's section starts collapsed")
    t.driver.find_element(By.CSS_SELECTOR, 'nav a[href="#example-followButton"]').click()
    t.wait(lambda d: section.get_attribute("open") is not None, "the table of contents to open the section")
    why = t.driver.find_element(By.CSS_SELECTOR, "#example-followButton details.stately-why")
    why.find_element(By.TAG_NAME, "summary").click()
    t.wait(lambda d: why.get_attribute("open") is not None, "the why popover to open")
    body = why.find_element(By.CSS_SELECTOR, ".stately-why__body")
    check(body.is_displayed() and "rule" in body.text, f"the popover shows {body.text!r}")
    t.shot("gallery-why")


@scenario
def press_and_hold_shows_highlighted_colour(t: Harness) -> None:
    t.open_live()
    check(background(t, "checkout.add") == GRAY_NORMAL_BACKGROUND, f"normal colour {background(t, 'checkout.add')}")
    ActionChains(t.driver).move_to_element(t.control("checkout.add")).click_and_hold().perform()
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the highlighted state while held")
    t.wait(lambda d: background(t, "checkout.add") == GRAY_HIGHLIGHTED_BACKGROUND,
           f"the highlighted colour while held (now {background(t, 'checkout.add')})")
    t.wait(lambda d: "highlighted" in t.inspector_value("checkout.add", "state", 1), "the inspector's state")
    t.shot("held")
    ActionChains(t.driver).release().perform()
    # Released inside: the action runs (UIKit's touchUpInside) and the highlight goes.
    t.wait_text("checkout.pay", "Checkout 1")
    t.wait(lambda d: "highlighted" not in t.state("checkout.add"), "the highlight to go after release")
    check(background(t, "checkout.add") == GRAY_NORMAL_BACKGROUND, f"colour after release {background(t, 'checkout.add')}")


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
    t.driver.find_element(By.CSS_SELECTOR, '[data-inspector="checkout.add"] button.burst').click()
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
    t.wait(lambda d: any(line.startswith("update (timer): follow.button") for line in t.log_lines()),
           "the timer's pushed update in the log")
    t.shot("following")


@scenario
def typing_1357_into_each_pin_field_enables_apply(t: Harness) -> None:
    t.open_live()
    check(not t.control("pin.apply").is_enabled(), "Apply starts disabled")
    for field in ("pin.old", "pin.new", "pin.repeat"):
        t.wait(lambda d: t.control(field).get_attribute("aria-disabled") != "true", f"{field} to be enabled")
        t.control(field).click()
        ActionChains(t.driver).send_keys("1357").perform()
        t.wait(lambda d: len(t.control(field).find_elements(By.CSS_SELECTOR, "[data-filled=true]")) == 4,
               f"{field} to hold four digits")
    t.wait_enabled("pin.apply")
    t.wait(lambda d: "repeatAccepted" in t.inspector_value("pin.status", "state", 1), "the form's state")
    t.shot("pin-ready")
    # Touch devices get a numeric keyboard: each field has a text input asking for one.
    modes = [t.driver.find_element(By.CSS_SELECTOR, f'[data-slot="{field}"] input.key-input').get_attribute("inputmode")
             for field in ("pin.old", "pin.new", "pin.repeat")]
    check(modes == ["numeric"] * 3, f"the PIN fields' input modes are {modes}")
    # Apply says it was done and empties the fields for the next change.
    t.click("pin.apply")
    t.wait(lambda d: t.text("pin.status").startswith("PIN changed"), "the status to say the PIN changed")
    t.wait(lambda d: not t.control("pin.old").find_elements(By.CSS_SELECTOR, "[data-filled=true]"),
           "the fields to be emptied")
    t.shot("pin-applied")


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
    t.wait(lambda d: "swiped" in t.inspector_value("list.1", "state", 1), "the inspector to show swiped")
    row = t.control("list.1")
    check(row.value_of_css_property("overflow") == "hidden", "a row clips its content")
    content = row.find_element(By.CSS_SELECTOR, ".stately-cell__content").rect
    box = row.rect
    check(content["x"] < box["x"], f"the swiped content moved left ({content['x']} vs {box['x']})")


def page_overflow(t: Harness) -> tuple[int, int]:
    return tuple(t.driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"))


@scenario
def phone_sized_pages_do_not_scroll_sideways(t: Harness) -> None:
    t.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                             {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        t.open_live()
        t.wait_text("checkout.pay", "Checkout 0")
        scroll, client = page_overflow(t)
        check(client == 390 and scroll <= client, f"the live page is {scroll}px wide in a {client}px viewport")
        pay = t.control("checkout.pay")
        check(pay.rect["height"] < 60, f"'Checkout 0' wraps: the button is {pay.rect['height']}px tall")
        t.shot("live-390")
        t.open("/gallery")
        height = t.driver.execute_script("return document.documentElement.scrollHeight")
        check(height < 3000, f"the collapsed gallery is {height}px tall")
        scroll, client = page_overflow(t)
        check(scroll <= client, f"the gallery is {scroll}px wide in a {client}px viewport")
        t.shot("gallery-390")
        # Every section open: still no sideways scrolling.
        t.driver.execute_script("document.querySelectorAll('details.gallery-section').forEach(d => d.open = true)")
        scroll, client = page_overflow(t)
        check(scroll <= client, f"the open gallery is {scroll}px wide in a {client}px viewport")
    finally:
        t.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


CONTRAST_SCRIPT = """
function channels(css) {
  const m = css.match(/rgba?\\(([^)]+)\\)/);
  const [r, g, b, a] = m[1].split(",").map(Number);
  return [r / 255, g / 255, b / 255, a === undefined ? 1 : a];
}
function over(top, bottom) {
  const a = top[3] + bottom[3] * (1 - top[3]);
  return [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a).concat([a]);
}
function luminance(c) {
  const lin = (v) => (v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}
const failures = [];
let checked = 0;
// Every text of an enabled control on a tile: button titles and subtitles, labels, segments, list rows.
// What is behind a text is the tile, then each ancestor's own background and its "__background" layer
// (a button's or a row's fill), composited from the tile down.
const texts = ".stately-button__title, .stately-button__subtitle, .stately-label, .stately-segment, "
  + ".stately-cell__text > *";
for (const text of document.querySelectorAll(`.stately-tile :is(${texts})`)) {
  const tile = text.closest(".stately-tile");
  const inactive = text.closest("[aria-disabled=true], [data-state~=disabled], :disabled");
  if (!text.textContent.trim() || (inactive && inactive !== tile)) continue;
  const chain = [];
  for (let element = text; element && element !== tile; element = element.parentElement) chain.unshift(element);
  let behind = channels(getComputedStyle(tile).backgroundColor);
  for (const element of chain) {
    for (const child of element.children) {
      if ([...child.classList].some((name) => name.endsWith("__background"))) {
        behind = over(channels(getComputedStyle(child).backgroundColor), behind);
      }
    }
    behind = over(channels(getComputedStyle(element).backgroundColor), behind);
  }
  checked += 1;
  const color = over(channels(getComputedStyle(text).color), behind);
  const [l1, l2] = [luminance(color), luminance(behind)].sort((x, y) => y - x);
  const ratio = (l1 + 0.05) / (l2 + 0.05);
  const notes = tile.querySelector(".stately-tile__notes");
  if (ratio < 4.5 && !(notes && notes.textContent.includes("WCAG AA"))) {
    failures.push(`${tile.querySelector(".stately-tile__caption")?.textContent} ${text.textContent.trim()}: `
      + ratio.toFixed(2));
  }
}
return [checked, failures];
"""


@scenario
def enabled_control_text_meets_wcag_aa_or_its_tile_says_why(t: Harness) -> None:
    t.open("/gallery")
    checked, failures = t.driver.execute_script(CONTRAST_SCRIPT)
    check(checked > 200, f"only {checked} texts were checked")
    check(not failures, f"{len(failures)} texts below 4.5:1 without a note: {failures[:5]}")
    sections = [e.get_attribute("id") for e in t.driver.find_elements(By.CSS_SELECTOR, "details.gallery-section")]
    for needed in ("button-shapes", "button-content", "button-tint"):
        check(needed in sections, f"the gallery has no {needed} section: {sections}")
    corners = {b.get_attribute("data-corner") for b in t.driver.find_elements(By.CSS_SELECTOR, "#button-shapes .stately-button")}
    sizes = {b.get_attribute("data-size") for b in t.driver.find_elements(By.CSS_SELECTOR, "#button-shapes .stately-button")}
    check("capsule" in corners and sizes == {"mini", "small", "medium", "large"}, f"corners {corners}, sizes {sizes}")


@scenario
def why_popover_is_opaque_wide_and_closes_on_escape(t: Harness) -> None:
    t.open("/gallery#example-checkout")
    section = t.driver.find_element(By.ID, "example-checkout")
    t.wait(lambda d: section.get_attribute("open") is not None, "the address to open the section")
    why = section.find_element(By.CSS_SELECTOR, "details.stately-why")
    why.find_element(By.TAG_NAME, "summary").click()
    body = why.find_element(By.CSS_SELECTOR, ".stately-why__body")
    t.wait(lambda d: body.is_displayed(), "the popover to open")
    colour = body.value_of_css_property("background-color")
    check(colour.startswith("rgb(") or colour.endswith(", 1)"), f"the popover's background is {colour}")
    tile = why.find_element(By.XPATH, "ancestor::*[contains(@class, 'stately-tile')][1]")
    check(body.rect["width"] > tile.rect["width"] and body.rect["width"] >= 400,
          f"the popover is {body.rect['width']}px wide, its tile {tile.rect['width']}px")
    check("StatelyControls." not in body.text and "DynamicColor(" not in body.text,
          f"the popover prints Swift dumps: {body.text[:200]!r}")
    t.shot("why-open")
    ActionChains(t.driver).send_keys("\ue00c").perform()  # Escape
    t.wait(lambda d: why.get_attribute("open") is None, "Escape to close the popover")


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
        t.driver.find_element(By.ID, "gallery-link").click()
        t.wait(lambda d: d.current_url.endswith("/gallery.html"), "the exported gallery")
        specimen = t.driver.find_element(
            By.CSS_SELECTOR, "#button-styles-light .stately-tile[data-state=normal] .stately-button__background")
        colour = specimen.value_of_css_property("background-color")
        check(colour == "rgba(0, 0, 0, 0)", f"the plain style's background should be clear: {colour}")
        t.shot("export")


def docs_screenshots(t: Harness, folder: Path) -> list[Path]:
    """Takes the README's screenshots (1280 × 900): the gallery and the live page mid-use."""
    folder.mkdir(parents=True, exist_ok=True)
    t.open("/gallery#button-styles-light")
    t.wait(lambda d: d.find_element(By.ID, "button-styles-light").get_attribute("open") is not None,
           "the light styles section to open")
    gallery = folder / "gallery.png"
    t.driver.save_screenshot(str(gallery))
    t.open_live()
    for _ in range(2):
        t.click("checkout.add")
    t.wait_text("checkout.pay", "Checkout 2")
    t.click("follow.button")
    t.wait_text("follow.button", "Following")
    ActionChains(t.driver).move_to_element(t.control("checkout.add")).click_and_hold().perform()
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the held Add Item button")
    live = folder / "live.png"
    t.driver.save_screenshot(str(live))
    ActionChains(t.driver).release().perform()
    return [gallery, live]


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
                        help="also save the README screenshots gallery.png and live.png into DIR")
    arguments = parser.parse_args()
    arguments.artifacts.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SE_OFFLINE", "true")

    binary = arguments.binary or build(arguments.package_path)
    scenarios = [s for s in SCENARIOS if not arguments.only or arguments.only in s.__name__]
    passed = failed = 0
    server = Server(binary, arguments.artifacts / "server.log")
    driver = None
    try:
        base_url = server.url()
        print(f"Playground at {base_url}", flush=True)
        driver = make_driver()
        harness = Harness(driver, base_url, arguments.artifacts, binary)
        harness.server = server
        for function in scenarios:
            harness.name = function.__name__
            started = time.monotonic()
            try:
                function(harness)
            except (AssertionError, WebDriverException, subprocess.SubprocessError, OSError) as error:
                failed += 1
                print(f"FAIL {function.__name__}: {error}", flush=True)
                traceback.print_exc(limit=3)
                try:
                    harness.shot("failure")
                except WebDriverException:
                    pass
            else:
                passed += 1
                print(f"ok   {function.__name__} ({time.monotonic() - started:.1f}s)", flush=True)
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
