"""Real touch input on the live page, at phone size: Chrome DevTools' ``Input.dispatchTouchEvent``, with the
page scrolling while the finger is down and after it lifts, as the live page's own inspector panel makes it.

run.py imports this module, whose scenarios register with its ``@scenario`` and run after its own. Each one
checks what the server reports (the controls' markup and state, their inspector cards' update counts and the
events they sent) or what the page shows, never what the test itself did. Where a behaviour comes from
UIKit, the scenario names its source and whether that source ran on UIKit.
"""

from __future__ import annotations

import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

import run
from run import PHONE, WIDE, Harness, check, scenario

# The live page's controls, in display order (Playground/Tests/PlaygroundCoreTests/Support.swift).
CONTROLS = ("switch", "segmented", "loading.send", "follow.button", "checkout.add", "checkout.pay", "pin.old",
            "pin.new", "pin.repeat", "pin.apply", "pin.status", "precedence.legacy", "precedence.oldOverNew",
            "precedence.button", "precedence.button2", "list.0", "list.1", "list.2", "list.3")


# Touches


def open_live(t: Harness) -> None:
    """Opens a fresh live session, with no finger left down by a scenario that failed mid-gesture."""
    try:
        finger(t, "touchCancel")
    except WebDriverException:
        pass
    t.open_live()


def centre(t: Harness, control_id: str, part: str | None = None) -> tuple[float, float]:
    """Scrolls the control into the middle of the window and returns its centre (or its part's) in the
    window's coordinates, where a finger touches."""
    return tuple(t.driver.execute_script(
        """const root = document.querySelector(`[data-control="${arguments[0]}"]`);
        root.scrollIntoView({block: 'center'});
        const target = arguments[1] === null ? root : root.querySelector(`[data-part="${arguments[1]}"]`);
        const box = target.getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];""", control_id, part))


def finger(t: Harness, kind: str, x: float = 0, y: float = 0) -> None:
    """One touch event of one finger: touchStart, touchMove, touchEnd or touchCancel."""
    points = [] if kind in ("touchEnd", "touchCancel") else [{"x": x, "y": y}]
    t.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def slide(t: Harness, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
    """Moves the finger from ``start`` to ``end`` in ``steps`` moves, a frame apart."""
    for step in range(1, steps + 1):
        finger(t, "touchMove", start[0] + (end[0] - start[0]) * step / steps,
               start[1] + (end[1] - start[1]) * step / steps)
        time.sleep(0.02)


def scroll_by(t: Harness, dy: float) -> float:
    """Scrolls the page by ``dy`` pixels (up instead, when there is no room below); returns how far it
    moved, and fails when it did not move at all."""
    moved = t.driver.execute_script(
        """const before = scrollY;
        scrollBy(0, arguments[0]);
        if (scrollY === before) scrollBy(0, -arguments[0]);
        return scrollY - before;""", dy)
    check(moved != 0, f"the page did not scroll by {dy}px")
    return moved


def scroll_after_lift(t: Harness, dy: float) -> None:
    """Makes the page scroll by ``dy`` pixels as the finger lifts, before the browser turns the tap into
    mouse events and a click: what the inspector's panel coming into view did, 70 to 110 px between the
    lift and the click that the browser then hit-tested on another control."""
    t.driver.execute_script(
        """const dy = arguments[0];
        addEventListener('pointerup', () => { scrollBy(0, dy); }, {capture: true, once: true});""", dy)


def control_near(t: Harness, control_id: str, x: float, y: float) -> tuple[str, float] | None:
    """Another control under the finger's column, 60 to 200 px above or below it, and the scroll that brings
    it under the finger; the nearest to 90 px."""
    found = t.driver.execute_script(
        """const [id, x, y] = arguments;
        let best = null;
        for (const other of document.querySelectorAll('[data-control]')) {
          if (other.dataset.control === id) continue;
          const box = other.getBoundingClientRect();
          if (x < box.left || x > box.right) continue;
          const dy = box.top + box.height / 2 - y;
          if (Math.abs(dy) < 60 || Math.abs(dy) > 200) continue;
          if (!best || Math.abs(Math.abs(dy) - 90) < Math.abs(Math.abs(best[1]) - 90)) best = [other.dataset.control, dy];
        }
        return best;""", control_id, x, y)
    return tuple(found) if found else None


def tap(t: Harness, control_id: str, part: str | None = None, scroll_during: float = 30) -> str | None:
    """A finger's tap on a control while the page scrolls under it: ``scroll_during`` px between the touch
    going down and lifting, then, as it lifts, far enough to bring another control under the finger.
    Returns that control, or None when none was near."""
    x, y = centre(t, control_id, part)
    finger(t, "touchStart", x, y)
    time.sleep(0.03)
    scroll_by(t, scroll_during)
    near = control_near(t, control_id, x, y)
    scroll_after_lift(t, near[1] if near else 90)
    time.sleep(0.03)
    finger(t, "touchEnd")
    return near[0] if near else None


# What the server reports


def counts(t: Harness) -> dict[str, int]:
    """Every control's update count, from its inspector card."""
    return t.driver.execute_script(
        """const counts = {};
        for (const card of document.querySelectorAll('[data-inspector]')) {
          counts[card.dataset.inspector] = Number(card.querySelector('.updates').dataset.count);
        }
        return counts;""")


def settle(t: Harness) -> None:
    """Waits until the server has answered everything the page sent: the last seq answered stays the same
    for 0.4 s."""
    last, since = None, time.monotonic()
    deadline = time.monotonic() + run.WAIT_SECONDS
    while time.monotonic() < deadline:
        now = t.driver.find_element(By.ID, "last-seq").text
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= 0.4:
            return
        time.sleep(0.05)
    raise AssertionError("the page kept receiving replies")


def only_changed(t: Harness, before: dict[str, int], expected: set[str], what: str) -> None:
    """Checks that no control outside ``expected`` ran an update since ``before``."""
    settle(t)
    after = counts(t)
    others = sorted(c for c in CONTROLS if c not in expected and after.get(c) != before.get(c))
    check(not others, f"{what} also updated {others}")


def sent(t: Harness, control_id: str) -> list[str]:
    """The events the control sent since its last touch went down, as the server reports them, one name per
    event in the order sent (a send of several events gives their names in UIKit's bit order)."""
    text = t.card(control_id).get_attribute("data-sent") or ""
    names = []
    for send in text.split(", "):
        name = send.split(" ×")[0]
        names += [part for part in name.split("+") if part]
    return names


def segment(t: Harness, part: str) -> dict:
    """The segment's selection and highlight as the server drew them."""
    return t.driver.execute_script(
        """const segment = document.querySelector(`[data-control="segmented"] [data-part="${arguments[0]}"]`);
        return {checked: segment.getAttribute('aria-checked') === 'true',
                highlighted: segment.getAttribute('data-highlighted') === 'true'};""", part)


# Scenarios


@scenario(sizes=(PHONE,))
def a_finger_tap_lands_on_the_control_it_went_down_on_while_the_page_scrolls(t: Harness) -> None:
    # A tap on each kind of control, the page scrolling 30 px under the finger while it is down and, as
    # it lifts, far enough to bring another control under it. The control the finger went down on takes
    # the tap; no other control updates. Source: Apple's documentation of UITouch.view, "the view object
    # to which touches are being delivered, which is not necessarily the view the touch is currently in",
    # and of UIEvent.touches(for:), "The UIView object in which the touches originally occurred"; the
    # page reproduces it with pointer capture.
    taps = [
        ("switch", None, lambda: t.wait(lambda d: t.control("switch").get_attribute("aria-checked") == "false",
                                        "the switch to turn off"), {"switch"}),
        ("segmented", "1", lambda: t.wait(lambda d: segment(t, "1")["checked"], "Week to be selected"), {"segmented"}),
        ("checkout.add", None, lambda: t.wait_text("checkout.pay", "Checkout 1"), {"checkout.add", "checkout.pay"}),
        ("follow.button", None, lambda: t.wait(lambda d: "loading" in t.state("follow.button"), "Follow to load"),
         {"follow.button"}),
        ("list.0", None, lambda: t.wait(lambda d: "selected" in t.state("list.0"), "row 0 to be selected"),
         {"list.0"}),
        ("precedence.button", None, lambda: t.wait(
            lambda d: "touchUpInside" in sent(t, "precedence.button"), "the precedence button's touchUpInside"),
         {"precedence.button"}),
        ("pin.old", None, lambda: t.wait(
            lambda d: d.execute_script("return document.activeElement.closest('[data-slot]')?.dataset.slot")
            == "pin.old", "pin.old's key field to take the focus"), {"pin.old", "pin.status"}),
    ]
    for control_id, part, effect, changes in taps:
        open_live(t)
        before = counts(t)
        near = tap(t, control_id, part)
        effect()
        what = f"a tap on {control_id}" + (f" (with {near} under the finger after the lift)" if near else "")
        only_changed(t, before, changes, what)
        scroll, client = run.page_overflow(t)
        check(scroll <= client, f"{what}: with its card open the page is {scroll}px wide in a {client}px viewport")
        if control_id.startswith(("list.", "pin.")):
            continue  # a row is pressed through its list, and a PIN field takes focus, not touch events
        events = sent(t, control_id)
        check(events[:1] == ["touchDown"] and "touchUpInside" in events and "touchCancel" not in events,
              f"{what}: {control_id} sent {events}")
    t.shot("taps")


@scenario(sizes=(PHONE,))
def a_finger_types_the_current_pin_into_the_current_pin_field(t: Harness) -> None:
    # Four times, each in a fresh session: a tap on the current-PIN field while the page scrolls, then
    # 1357 typed on the phone's keyboard (text input, as a touch keyboard gives it). The digits reach that
    # field, not the repeat field, which is disabled until the new PIN is accepted.
    for attempt in range(4):
        open_live(t)
        tap(t, "pin.old")
        t.wait(lambda d: d.execute_script("return document.activeElement.closest('[data-slot]')?.dataset.slot")
               == "pin.old", f"attempt {attempt + 1}: pin.old's key field to take the focus")
        for digit in "1357":
            t.driver.execute_cdp_cmd("Input.insertText", {"text": digit})
        t.wait(lambda d: t.text("pin.status") == "Choose a new PIN",
               f'attempt {attempt + 1}: the status to read "Choose a new PIN" (reads "{t.text("pin.status")}")')
        filled = {field: len(t.control(field).find_elements(By.CSS_SELECTOR, "[data-filled=true]"))
                  for field in ("pin.old", "pin.new", "pin.repeat")}
        check(filled == {"pin.old": 4, "pin.new": 0, "pin.repeat": 0},
              f"attempt {attempt + 1}: the digits went to {filled}")
    t.shot("pin")


@scenario(sizes=(PHONE,))
def a_finger_swipes_a_list_row_while_the_page_scrolls(t: Harness) -> None:
    # A sideways drag of more than 40 points towards the leading side swipes the row open; the browser
    # does not take the horizontal pan (touch-action), so the page gets the moves. The distance is the
    # playground's (LiveControl.swipeDistance), not UIKit's, which is not documented.
    open_live(t)
    x, y = centre(t, "list.1")
    finger(t, "touchStart", x, y)
    slide(t, (x, y), (x - 30, y), steps=3)
    scroll_by(t, 20)
    slide(t, (x - 30, y), (x - 80, y), steps=3)
    t.wait(lambda d: "swiped" in t.state("list.1"), "row 1 to be swiped while the finger is down")
    finger(t, "touchEnd")
    settle(t)
    check("swiped" in t.inspector_state("list.1") and "selected" not in t.state("list.1"),
          f"after the lift row 1 is {t.state('list.1')}")
    t.shot("swiped")


@scenario(sizes=(PHONE,))
def a_finger_dragged_off_a_button_and_back_keeps_its_touch(t: Harness) -> None:
    # UIKit's touch tracking: past the 70-point tracking bounds the highlight goes (touchDragExit), back
    # inside it returns (touchDragEnter), and lifting inside sends touchUpInside and runs the action. The
    # 70 points are a device measurement (Control.trackingBoundsOutset: biluncloud's 2015 report, which ran
    # on UIKit); the event names and their order are Apple's documentation of UIControl.Event. Only what
    # does not depend on how the events are grouped into sends is checked.
    open_live(t)
    add = t.control("checkout.add")
    x, y = centre(t, "checkout.add")
    outside = (x + add.rect["width"] / 2 + 100, y)
    finger(t, "touchStart", x, y)
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the highlight on touch down")
    slide(t, (x, y), outside)
    t.wait(lambda d: "highlighted" not in t.state("checkout.add"), "the highlight to go 100 px outside")
    scroll_by(t, 20)  # the finger stays where it is on the screen; the button moves under it
    slide(t, outside, (x, y))
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the highlight to return inside")
    finger(t, "touchEnd")
    t.wait_text("checkout.pay", "Checkout 1")
    t.wait(lambda d: "highlighted" not in t.state("checkout.add"), "the highlight to go after the lift")
    events = sent(t, "checkout.add")
    check(events[:1] == ["touchDown"], f"the touch began with {events[:1]}")
    check("touchDragExit" in events and "touchDragEnter" in events
          and events.index("touchDragExit") < events.index("touchDragEnter"),
          f"exit then enter: {events}")
    check("touchDragOutside" in events and "touchDragInside" in events, f"drags outside and inside: {events}")
    check(events[-2:] == ["touchUpInside", "primaryActionTriggered"] and "touchUpOutside" not in events
          and "touchCancel" not in events, f"the touch ended with {events[-3:]}")


@scenario(sizes=(PHONE,))
def a_finger_panning_the_page_cancels_the_touch_it_began_on_a_button(t: Harness) -> None:
    # A vertical pan that begins on a button scrolls the page, and the button's touch is cancelled:
    # touchCancel, no highlight, no action. Source: Apple's documentation of
    # UIScrollView.canCancelContentTouches: when "a view in the content has begun tracking a finger
    # touching it, and if the user drags the finger enough to initiate a scroll, the view receives a
    # touchesCancelled(_:with:) message and the scroll view handles the touch as a scroll". Apple also
    # documents that a plain UIScrollView's touchesShouldCancel(in:) answers false for a UIControl, so it
    # leaves a control that is already tracking alone; the live page scrolls like a scroll view that
    # answers true (as apps do to let a page scroll from its buttons), the playground's choice.
    open_live(t)
    x, y = centre(t, "checkout.add")
    before = t.driver.execute_script("return scrollY")
    finger(t, "touchStart", x, y)
    t.wait(lambda d: "highlighted" in t.state("checkout.add"), "the highlight on touch down")
    slide(t, (x, y), (x, y - 160), steps=8)
    finger(t, "touchEnd")
    t.wait(lambda d: "highlighted" not in t.state("checkout.add"), "the highlight to go")
    settle(t)
    scrolled = t.driver.execute_script("return scrollY") - before
    check(scrolled > 50, f"the page scrolled {scrolled}px under a 160 px pan")
    events = sent(t, "checkout.add")
    check(events[:1] == ["touchDown"] and events[-1:] == ["touchCancel"] and "touchUpInside" not in events,
          f"the button sent {events}")
    check(t.text("checkout.pay") == "Checkout 0", f"the pan ran the action: {t.text('checkout.pay')}")


def check_slide(t: Harness, events_sent: list[str]) -> None:
    check(segment(t, "3")["checked"] and not segment(t, "0")["checked"] and not segment(t, "1")["checked"],
          f"after the slide the segments are {[segment(t, p) for p in '0123']}")
    check(events_sent.count("valueChanged") == 1, f"the slide sent {events_sent}")


@scenario(sizes=(PHONE,))
def a_finger_sliding_across_segments_selects_where_it_lifts(t: Harness) -> None:
    # UISegmentedControl as observed on iOS 13.1 (the notes in Flutter's CupertinoSlidingSegmentedControl,
    # an observation that ran on UIKit): the segment under the finger is the pressed one, and the lift
    # selects the segment where it lifts. Here the finger goes down on Week, crosses Month (disabled) and
    # lifts on the star, while the page scrolls 20 px.
    open_live(t)
    x3, _ = centre(t, "segmented", "3")
    x1, y = centre(t, "segmented", "1")
    finger(t, "touchStart", x1, y)
    t.wait(lambda d: segment(t, "1")["highlighted"], "Week to be pressed")
    scroll_by(t, 20)  # the finger stays where it is on the screen; the control moves under it
    slide(t, (x1, y), (x3, y))
    t.wait(lambda d: segment(t, "3")["highlighted"] and not segment(t, "1")["highlighted"],
           "the star, under the finger, to be pressed instead of Week")
    check(segment(t, "0")["checked"], "the selection changed before the lift")
    finger(t, "touchEnd")
    t.wait(lambda d: segment(t, "3")["checked"], "the star to be selected where the finger lifted")
    check_slide(t, sent(t, "segmented"))


@scenario
def a_mouse_sliding_across_segments_selects_where_it_is_released(t: Harness) -> None:
    # The same slide with a mouse (the same source as the finger's): pressed on Week, released on the star.
    t.open_live()
    control = t.control("segmented")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", control)
    week = control.find_element(By.CSS_SELECTOR, '[data-part="1"]')
    ActionChains(t.driver).move_to_element(week).click_and_hold().perform()
    t.wait(lambda d: segment(t, "1")["highlighted"], "Week to be pressed")
    # An update replaces the segments' elements: the star is looked up after the press.
    star = control.find_element(By.CSS_SELECTOR, '[data-part="3"]')
    ActionChains(t.driver).move_to_element(star).perform()
    t.wait(lambda d: segment(t, "3")["highlighted"], "the star to be pressed")
    ActionChains(t.driver).release().perform()
    t.wait(lambda d: segment(t, "3")["checked"], "the star to be selected where the mouse was released")
    check_slide(t, sent(t, "segmented"))


@scenario(sizes=(WIDE, PHONE))
def the_library_stylesheet_does_not_take_the_live_pages_gestures(t: Harness) -> None:
    # StatelyHTML's stylesheet follows the playground's: its rules for the controls must not win, or the
    # browser takes the gestures above. On the live page every control leaves only vertical pans to the
    # browser; in the gallery, a page without touch tracking, a control pans and zooms the page.
    t.open_live()
    actions = t.driver.execute_script(
        """return Array.from(document.querySelectorAll('[data-control]'),
          (e) => [e.dataset.control, getComputedStyle(e).touchAction]);""")
    wrong = [pair for pair in actions if pair[1] != "pan-y pinch-zoom"]
    check(len(actions) == len(CONTROLS) and not wrong, f"touch-action on the live page: {wrong or len(actions)}")
    t.open("/gallery#example-cellList")
    shown = t.driver.execute_script(
        """return Array.from(document.querySelectorAll(
          '#example-cellList :is(.stately-button, .stately-cell, .stately-switch, .stately-segmented)'),
          (e) => getComputedStyle(e).touchAction);""")
    check(shown and set(shown) == {"manipulation"}, f"touch-action in the gallery: {set(shown)}")
