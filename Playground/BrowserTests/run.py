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

Requires Python 3.11, selenium >= 4.15, Debian's chromium and chromium-driver.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
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

# The temporary demo's colours (Sources/PlaygroundCore/Demo/DemoControls.swift), as Chromium reports them.
DEMO_NORMAL = "rgba(37, 99, 235, 1)"
DEMO_HIGHLIGHTED = "rgba(30, 58, 138, 1)"

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


# Scenarios for the temporary demo (demo.counter, demo.loader).

@scenario
def index_links_to_gallery_and_live(t: Harness) -> None:
    t.open("/")
    t.shot("index")
    t.driver.find_element(By.ID, "gallery-link").click()
    t.wait(lambda d: d.current_url.endswith("/gallery"), "the gallery page")
    t.open("/")
    t.driver.find_element(By.ID, "live-link").click()
    t.wait(lambda d: d.current_url.endswith("/live"), "the live page")
    t.open_live()


@scenario
def gallery_shows_each_demo_state(t: Harness) -> None:
    t.open("/gallery")
    sections = t.driver.find_elements(By.CSS_SELECTOR, "section.gallery-section")
    check(len(sections) == 2, f"expected 2 gallery sections, found {len(sections)}")
    figures = t.driver.find_elements(By.CSS_SELECTOR, "#demo-counter figure")
    captions = [f.find_element(By.TAG_NAME, "figcaption").text for f in figures]
    check("highlighted" in captions, f"no highlighted specimen among {captions}")
    highlighted = figures[captions.index("highlighted")].find_element(By.CSS_SELECTOR, "[data-control]")
    colour = highlighted.value_of_css_property("background-color")
    check(colour == DEMO_HIGHLIGHTED, f"highlighted specimen is {colour}, expected {DEMO_HIGHLIGHTED}")
    t.shot("gallery")


@scenario
def press_and_hold_shows_highlighted_colour_then_click_counts(t: Harness) -> None:
    t.open_live()
    counter = t.control("demo.counter")
    check(t.text("demo.counter") == "Count 0", f'counter starts at "{t.text("demo.counter")}"')
    check(counter.value_of_css_property("background-color") == DEMO_NORMAL, "counter does not start blue")
    ActionChains(t.driver).move_to_element(counter).click_and_hold(counter).perform()
    t.wait(lambda d: t.control("demo.counter").value_of_css_property("background-color") == DEMO_HIGHLIGHTED,
           "the highlighted colour while pressed")
    check("highlighted" in t.state("demo.counter"), f"state while pressed: {t.state('demo.counter')}")
    t.wait(lambda d: t.inspector_value("demo.counter", "background", 1) == "[highlighted]",
           "the inspector to show the [highlighted] rule winning")
    t.shot("pressed")
    ActionChains(t.driver).release(counter).perform()
    t.wait_text("demo.counter", "Count 1")
    t.wait(lambda d: t.control("demo.counter").value_of_css_property("background-color") != DEMO_HIGHLIGHTED,
           "the highlight to clear after release")
    t.shot("clicked")


@scenario
def ten_clicks_in_one_message_give_one_update(t: Harness) -> None:
    t.open_live()
    t.wait(lambda d: t.update_count("demo.counter") == 1, "the initial update count of 1")
    t.driver.find_element(By.CSS_SELECTOR, '[data-inspector="demo.counter"] button.burst').click()
    t.wait_text("demo.counter", "Count 10")
    t.wait(lambda d: t.update_count("demo.counter") == 2,
           f"one more update cycle (now {t.update_count('demo.counter')})")
    t.wait(lambda d: any(line.startswith("update #1: demo.counter") for line in t.log_lines()),
           "one update reply for the batch in the message log")
    t.shot("burst")


@scenario
def loader_finishes_after_the_simulated_request(t: Harness) -> None:
    t.open_live()
    t.click("demo.loader")
    t.wait_text("demo.loader", "Loaded 1")
    t.wait_enabled("demo.loader")
    t.wait(lambda d: any(line.startswith("update (timer): demo.loader") for line in t.log_lines()),
           "a server-pushed update for the loader")
    t.shot("loaded")


@scenario
def each_tab_is_its_own_session(t: Harness) -> None:
    t.open_live()
    first_tab = t.driver.current_window_handle
    first_session = t.driver.find_element(By.ID, "session").text
    t.click("demo.counter")
    t.click("demo.counter")
    t.wait_text("demo.counter", "Count 2")
    t.driver.switch_to.new_window("tab")
    try:
        t.open_live()
        second_session = t.driver.find_element(By.ID, "session").text
        check(second_session != first_session, f"both tabs report session {first_session}")
        check(t.text("demo.counter") == "Count 0", f'the new tab shows "{t.text("demo.counter")}"')
        t.click("demo.counter")
        t.wait_text("demo.counter", "Count 1")
        t.shot("second-tab")
    finally:
        t.driver.close()
        t.driver.switch_to.window(first_tab)
    check(t.text("demo.counter") == "Count 2", f'the first tab now shows "{t.text("demo.counter")}"')


@scenario
def bad_messages_get_error_replies(t: Harness) -> None:
    t.open_live()
    replies = t.driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        const socket = new WebSocket(`ws://${location.host}/ws`);
        const replies = [];
        const messages = ["{not json", JSON.stringify({seq: 2, control: "nope", event: "click"}),
                          JSON.stringify({seq: 3, control: "demo.counter", event: "hover"}),
                          "x".repeat(20000),
                          JSON.stringify({seq: 5, control: "demo.counter", event: "click"})];
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
    check(">Count 1</button>" in replies[5]["controls"][0]["html"], "the session stopped working after errors")


@scenario
def static_export_opens_from_disk(t: Harness) -> None:
    with tempfile.TemporaryDirectory(prefix="stately-export-") as folder:
        result = subprocess.run([str(t.binary), "--export", folder], capture_output=True, text=True, timeout=60)
        check(result.returncode == 0, f"--export exited {result.returncode}: {result.stderr}")
        files = sorted(str(p.relative_to(folder)) for p in Path(folder).rglob("*") if p.is_file())
        check(files == ["assets/style.css", "gallery.html", "index.html"], f"exported {files}")
        t.driver.get(Path(folder, "index.html").as_uri())
        t.driver.find_element(By.ID, "gallery-link").click()
        t.wait(lambda d: d.current_url.endswith("/gallery.html"), "the exported gallery")
        specimen = t.driver.find_element(By.CSS_SELECTOR, "#demo-counter [data-control]")
        colour = specimen.value_of_css_property("background-color")
        check(colour == DEMO_NORMAL, f"the exported stylesheet or markup is missing: colour {colour}")
        t.shot("export")


# Running


class Server:
    """The playground process, started on a free port; its output goes to a log file."""

    def __init__(self, binary: Path, log_path: Path) -> None:
        self.log_path = log_path
        self.log = open(log_path, "w")
        self.process = subprocess.Popen([str(binary), "--port", "0"], stdout=self.log,
                                        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)

    def url(self, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = URL_LINE.search(self.log_path.read_text())
            if match:
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
