"""The live page's browser scenarios: a demo, not a debugger.

Developer details (ids, update counts, the session, the ten-click button) stay hidden until their switch
is turned on; the inspector explains the switch and the segmented control in UIKit's words; "Old against
new" says what each button shows, and no button keeps a highlighted look after release; the PIN form
moves focus on and says on the form why a key was refused, and its disabled fields take no Tab focus;
the cell list looks like a list.

run.py imports this module and calls ``install(run)``, which registers the scenarios with run.py's
``@scenario``. Each runs at 1280 × 900 and on a 390 × 844 phone with touch, and saves screenshots under
``--artifacts``.
"""

from __future__ import annotations

import re
from types import ModuleType

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

run: ModuleType  # run.py, set by install()
_SCENARIOS: list = []

# Words of rule tables and the wire protocol, which the page does not use.
# A rule's number reads "#3 "; a colour's hex value (#000000) is not one.
FOREIGN_WORDS = re.compile(r"(^|\s)#\d{1,2}\s|rule #|containsAll|matching mode|factor|flush|\bseq\b")


def live_scenario(function):
    """Collects a scenario, registered with run.py's ``@scenario(sizes=BOTH)`` by ``install``."""
    _SCENARIOS.append(function)
    return function


def install(module: ModuleType) -> None:
    """Registers the live page's scenarios with run.py, at the desktop and the phone size."""
    global run
    run = module
    for function in _SCENARIOS:
        run.scenario(sizes=run.BOTH)(function)


def check(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


def shown(t, selector: str) -> list:
    return [e for e in t.driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()]


def rows(card) -> dict[str, tuple[str, str]]:
    """An inspector card's rows: property → (value, what gives it)."""
    result = {}
    for row in card.find_elements(By.CSS_SELECTOR, ".rows .row"):
        name = row.find_element(By.TAG_NAME, "dt").text.strip()
        result[name] = (row.find_element(By.CSS_SELECTOR, ".value").text.strip(),
                        row.find_element(By.CSS_SELECTOR, ".rule").text.strip())
    return result


@live_scenario
def developer_details_are_hidden_until_their_switch_is_on(t) -> None:
    t.open_live()
    box = t.driver.find_element(By.ID, "developer-details")
    label = box.find_element(By.XPATH, "ancestor::label[1]")
    check(box.get_attribute("type") == "checkbox" and box.get_attribute("role") == "switch",
          "Developer details is a real checkbox with the switch role")
    check("Developer details" in label.text, f"the switch's label reads {label.text!r}")
    check(not box.is_selected(), "Developer details are on when the page loads")
    note = t.driver.find_element(By.ID, "developer-note")
    check(note.is_displayed() and "off" in note.text, f"the page does not say the details are off: {note.text!r}")
    check(box.get_attribute("aria-describedby") == "developer-note", "the switch is not described by its note")
    card = t.select("checkout.add")
    for selector in (".slot-id", ".updates", ".card-id", "#session", "#last-seq", "button.burst"):
        check(not shown(t, selector), f"{selector} shows with Developer details off")
    check(card.find_element(By.CSS_SELECTOR, ".card-label").text == "Add Item",
          "the card is not named after its control")
    t.shot("details-off")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", label)
    label.click()
    t.wait(lambda d: box.is_selected(), "the switch to turn on")
    t.wait(lambda d: "on" in note.text and "off" not in note.text, "the page to say the details are on")
    for selector in (".slot-id", ".updates", ".card-id", "#session", "button.burst"):
        check(shown(t, selector), f"{selector} is hidden with Developer details on")
    check(t.driver.find_element(By.ID, "session").text.isdigit(), "the session number is not shown")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", t.control("checkout.add"))
    t.shot("details-on")
    # Remembered for the page load only: a reload starts with them off.
    t.open_live()
    check(not t.driver.find_element(By.ID, "developer-details").is_selected(), "the switch survived a reload")
    check(not shown(t, ".slot-id"), "ids show after a reload")


@live_scenario
def the_inspector_explains_the_switch_and_the_segmented_control_in_uikit_words(t) -> None:
    t.open_live()
    run.touch(t, "switch")
    t.wait(lambda d: "on" not in t.state("switch"), "the switch to turn off")
    card = t.select("switch")
    t.wait(lambda d: rows(card).get("isOn", ("",))[0] == "false", "the inspector to say isOn false")
    found = rows(card)
    for name in ("isOn", "state", "track colour", "thumbTintColor", "alpha"):
        check(name in found, f"the switch's card has no {name} row: {sorted(found)}")
    check(found["state"][0] == ".normal", f"the switch's UIControl.State reads {found['state']}")
    check("off track" in found["track colour"][1], f"the track's source: {found['track colour'][1]}")
    check("valueChanged" in found["isOn"][1], f"isOn's source: {found['isOn'][1]}")
    t.shot("switch-card")
    week = t.control("segmented").find_element(By.CSS_SELECTOR, '[data-part="1"]')
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", week)
    week.click()
    card = t.select("segmented")
    t.wait(lambda d: rows(card).get("selectedSegmentIndex", ("",))[0] == "1 (\u201cWeek\u201d)",
           "the inspector to say selectedSegmentIndex 1")
    found = rows(card)
    check(found["segment 1 (\u201cWeek\u201d)"][0].startswith(".selected:"), f"Week: {found}")
    check("selectedSegmentIndex is 1" in found["segment 1 (\u201cWeek\u201d)"][1], f"Week's source: {found}")
    month = found["segment 2 (\u201cMonth\u201d)"]
    check(month[0].startswith(".disabled:") and "isEnabledForSegment(at: 2) is false" in month[1],
          f"Month: {month}")
    for name, (value, source) in found.items():
        check(not FOREIGN_WORDS.search(value + " " + source), f"{name} speaks in rule-table terms: {source}")
    t.shot("segmented-card")


# A button's look as the browser draws it: the background colours of the button and its layers.
LOOK = ("((b) => [b, ...b.querySelectorAll('*')].map((e) => getComputedStyle(e).backgroundColor"
        " + ' ' + getComputedStyle(e).color).join('|'))(")


def gallery_background(t, state: str, part: str) -> str:
    """The background of one of Old against new's buttons on its gallery tile for ``state``."""
    t.open(f"/gallery#example-precedence")
    tile = t.wait(lambda d: d.find_element(By.CSS_SELECTOR, f'#example-precedence .stately-tile[data-state="{state}"]'),
                  f"the {state} tile")
    return t.driver.execute_script(
        """const part = [...arguments[0].querySelectorAll('.stately-composite__part')]
             .find((p) => p.querySelector('.stately-composite__name').textContent === arguments[1]);
           return look(part.querySelector('.stately-button'));""".replace("look(", LOOK), tile, part)


@live_scenario
def old_against_new_says_what_it_shows_and_keeps_no_highlighted_look(t) -> None:
    normal = gallery_background(t, "normal", "button2")
    highlighted = gallery_background(t, "highlighted", "button2")
    check(normal != highlighted, "the gallery's normal and highlighted button2 look the same")
    t.open_live()
    group = t.control("precedence.button2").find_element(By.XPATH, "ancestor::section[contains(@class, 'group')][1]")
    summary = group.find_element(By.CSS_SELECTOR, ":scope > p").text
    check("legacy setter wins" in summary and "never pressed" in summary, f"the example's sentence: {summary!r}")
    source = group.find_element(By.CSS_SELECTOR, ".group-source a")
    check("Dynamic button configuration in iOS 15" in source.text and source.get_attribute("href").endswith("/#article-1"),
          "the example does not link its article")
    for item in ("legacy", "oldOverNew", "button", "button2"):
        control_id = f"precedence.{item}"
        caption = t.control(control_id).find_element(By.XPATH, "ancestor::*[@data-slot][1]").find_element(
            By.CSS_SELECTOR, ".slot-caption")
        check(caption.is_displayed() and len(caption.text) > 40, f"{control_id} has no caption")
        run.touch(t, control_id)
        t.wait(lambda d: "highlighted" not in t.state(control_id) and "highlighted" not in t.inspector_state(control_id),
               f"{control_id} to lose its highlight after release")
    caption = t.driver.find_element(By.CSS_SELECTOR, '[data-slot="precedence.button2"] .slot-caption').text
    check("observed on iOS 15" in caption and "Dynamic button configuration in iOS 15" in caption
          and "isHighlighted is false" in caption, f"button2's caption gives no source: {caption!r}")
    t.wait_text("precedence.button2", "New Highlighted")
    live = t.driver.execute_script(f"return {LOOK}arguments[0])", t.control("precedence.button2"))
    check(live == normal, f"after release button2's fill is {live}; the gallery's normal tile has {normal}")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", group)
    t.shot("old-against-new-released")


def focused_slot(t) -> str | None:
    return t.driver.execute_script(
        "const slot = document.activeElement && document.activeElement.closest('[data-slot]');"
        "return slot ? slot.dataset.slot : null;")


def filled(t, control_id: str) -> int:
    return len(t.control(control_id).find_elements(By.CSS_SELECTOR, "[data-filled=true]"))


@live_scenario
def the_pin_form_moves_focus_on_and_says_on_the_form_why_a_key_is_refused(t) -> None:
    t.open_live()
    for field in ("pin.new", "pin.repeat"):
        check(t.control(field).get_attribute("tabindex") == "-1", f"the disabled {field} is in the Tab order")
    check(not t.control("pin.apply").is_enabled(), "Apply is enabled before a PIN is accepted")
    if not t.phone:
        # Tab from the current PIN passes the disabled fields by.
        t.driver.execute_script("arguments[0].focus()", t.control("pin.old"))
        ActionChains(t.driver).send_keys("\ue004").perform()
        check(focused_slot(t) not in ("pin.new", "pin.repeat"), f"Tab went to {focused_slot(t)}")
    run.touch(t, "pin.old")
    ActionChains(t.driver).send_keys("x").perform()
    note = t.driver.find_element(By.CSS_SELECTOR, '[data-slot="pin.old"] .slot-note')
    t.wait(lambda d: note.is_displayed() and note.text == "A PIN field takes digits and Backspace, not x.",
           f"the form to say why x was refused (says {note.text!r})")
    check(note.get_attribute("aria-live") == "polite" and note.get_attribute("role") == "status",
          "the reason is not announced")
    gap = t.rect(note)["top"] - t.rect(t.control("pin.old"))["bottom"]
    check(0 <= gap < 40, f"the reason is {gap}px below its field")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", t.control("pin.old"))
    t.shot("pin-refused-key")
    ActionChains(t.driver).send_keys("1357").perform()
    t.wait(lambda d: t.text("pin.status") == "Choose a new PIN", "the current PIN to be accepted")
    check(note.text == "", f"the reason stays after an accepted key: {note.text!r}")
    t.wait(lambda d: focused_slot(t) == "pin.new", f"focus to move to the new PIN (it is on {focused_slot(t)})")
    check(t.control("pin.new").get_attribute("tabindex") == "0", "the enabled new PIN is not in the Tab order")
    ActionChains(t.driver).send_keys("2580").perform()
    t.wait(lambda d: filled(t, "pin.new") == 4, "the new PIN's digits, typed without touching it")
    t.wait(lambda d: focused_slot(t) == "pin.repeat", f"focus to move to the repeat (it is on {focused_slot(t)})")
    ActionChains(t.driver).send_keys("2580").perform()
    t.wait(lambda d: t.text("pin.status") == "Ready to change your PIN", "the repeat to be accepted")
    if not t.phone:
        t.wait(lambda d: focused_slot(t) == "pin.apply", f"focus to move to Apply (it is on {focused_slot(t)})")
    # A full field refuses another digit, and says so under it.
    run.touch(t, "pin.old")
    ActionChains(t.driver).send_keys("2").perform()
    t.wait(lambda d: note.text == "Current PIN has all 4 digits; Backspace deletes one.",
           f"the form to say the field is full (says {note.text!r})")
    t.shot("pin-full")


@live_scenario
def the_cell_list_looks_like_a_list(t) -> None:
    t.open_live()
    ids = [f"list.{index}" for index in range(4)]
    list_box = t.rect(t.control("list.0").find_element(By.XPATH, "ancestor::*[contains(@class, 'group-controls')][1]"))
    previous = None
    for control_id in ids:
        row = t.rect(t.control(control_id))
        # Inside the list's and the row's 1px borders.
        check(abs(row["width"] - list_box["width"]) <= 4, f"{control_id} is {row['width']}px of {list_box['width']}px")
        if previous is not None:
            check(abs(row["top"] - previous["bottom"]) <= 2, f"{control_id} does not stand right under the row before")
        chevron = t.control(control_id).find_element(By.CSS_SELECTOR, ".stately-cell__accessory")
        check(row["right"] - t.rect(chevron)["right"] < 40, f"{control_id}'s chevron is not at the trailing edge")
        previous = row
    separators = t.driver.execute_script(
        "return [...document.querySelectorAll('.slot--row + .slot--row')]"
        ".map((slot) => getComputedStyle(slot, '::before').borderTopWidth);")
    check(separators == ["1px"] * 3, f"the separators between rows: {separators}")
    texts = " ".join(t.text(control_id) for control_id in ids)
    check(not re.search(r"\b[se]: ", texts), f"the rows show keyboard hints: {texts!r}")
    hint = t.control("list.0").find_element(By.XPATH, "ancestor::section[1]").find_element(By.CSS_SELECTOR, ".key-hint")
    check(hint.is_displayed() != t.phone, f"the keyboard hint is {'shown' if hint.is_displayed() else 'hidden'}")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", t.control("list.1"))
    t.shot("cell-list")
