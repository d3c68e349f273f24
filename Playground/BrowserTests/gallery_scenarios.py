"""The gallery's browser scenarios: a component explorer that fits a desktop window, keeps its headings in
view, lints contrast only when asked, shows the Swift of each tile, and explains each value in UIKit's words.

run.py imports this module and calls ``install(run)``, which registers the scenarios with run.py's
``@scenario`` and adds the README's gallery screenshot and numbers to ``--docs-screenshots``. Most
scenarios run at 1440 × 900 (``DESKTOP``, no touch) and on a 390 × 844 phone; each saves screenshots
under ``--artifacts``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

DESKTOP = ("desktop", 1440, 900)
run: ModuleType  # run.py, set by install()
_SCENARIOS: list[tuple] = []


def gallery_scenario(sizes: tuple):
    """Collects a scenario, registered with run.py's ``@scenario`` by ``install``."""
    def collect(function):
        _SCENARIOS.append((function, sizes))
        return function
    return collect


def install(module: ModuleType) -> None:
    """Registers the gallery's scenarios with run.py, teaches its harness the 1440 × 900 desktop size, and
    adds the README's gallery screenshot and numbers to ``--docs-screenshots``."""
    global run
    run = module
    use_size = run.Harness.use_size

    def use_desktop_or(self, size: tuple) -> None:
        if size != DESKTOP:
            use_size(self, size)
            return
        self.size = size
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": size[1], "height": size[2], "deviceScaleFactor": 1, "mobile": False})
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})

    run.Harness.use_size = use_desktop_or
    for function, sizes in _SCENARIOS:
        run.scenario(sizes=sizes)(function)
    docs_screenshots = run.docs_screenshots

    def with_gallery_numbers(t, folder: Path) -> list[Path]:
        return docs_screenshots(t, folder) + readme_gallery(t, folder)

    run.docs_screenshots = with_gallery_numbers


def check(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


def show(t, component: str) -> None:
    """Shows one component of the gallery, as its link does."""
    t.driver.execute_script("location.hash = arguments[0]", component)
    t.wait(lambda d: run.visible_components(t) == [component], f"{component} to show")


def components(t) -> list[str]:
    return [a.get_attribute("data-component")
            for a in t.driver.find_elements(By.CSS_SELECTOR, ".components-nav a[data-component]")]


def reset_lint(t) -> None:
    t.driver.execute_script("try { localStorage.removeItem('stately.contrastLint'); } catch (_) {}")


# Every state on screen, headings in view


FIT_SCRIPT = """
const component = [...document.querySelectorAll('.component')].find((c) => c.getClientRects().length);
const width = document.documentElement.clientWidth;
return [width, [...component.querySelectorAll('.grid-scroll')].map((scroll) => {
  const boxes = [...scroll.querySelectorAll('.cell')].map((c) => c.getBoundingClientRect());
  return {grid: scroll.parentElement.id, scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth,
          left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)),
          cells: boxes.length};
})];
"""

# The line under the page's header (and, on a phone, under the components bar) that headings stick to.
STICKY_TOP = """
function stickyTop() {
  let top = document.querySelector('header.top').getBoundingClientRect().bottom;
  const nav = document.querySelector('.components-nav');
  const box = nav.getBoundingClientRect();
  if (getComputedStyle(nav).position === 'sticky' && box.width > box.height && box.top <= top + 1) {
    top = Math.max(top, box.bottom);
  }
  return top;
}
"""

COLUMN_HEADS_SCRIPT = STICKY_TOP + """
const [id, offset, done] = arguments;
const grid = document.querySelector(`#${id} .state-grid`);
const scroll = grid.closest('.grid-scroll').getBoundingClientRect();
window.scrollBy(0, grid.getBoundingClientRect().top - stickyTop() + offset);
requestAnimationFrame(() => requestAnimationFrame(() => {
  const top = stickyTop();
  const corner = grid.querySelector('.corner').getBoundingClientRect();
  const heads = [...grid.querySelectorAll('.col-head')].map((head) => {
    const r = head.getBoundingClientRect();
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    const hit = document.elementFromPoint(x, y);
    return {text: head.textContent, top: r.top, bottom: r.bottom,
            shown: x > corner.right && x < Math.min(scroll.right, innerWidth),
            visible: !!hit && head.contains(hit)};
  });
  done({top, heads, gridTop: grid.getBoundingClientRect().top, cornerHeight: corner.height});
}));
"""

ROW_HEADS_SCRIPT = STICKY_TOP + """
const [id, done] = arguments;
const scroll = document.querySelector(`#${id} .grid-scroll`);
const grid = scroll.querySelector('.state-grid');
window.scrollBy(0, grid.getBoundingClientRect().top - stickyTop() - 40);
scroll.scrollLeft = scroll.scrollWidth;
requestAnimationFrame(() => requestAnimationFrame(() => {
  const top = stickyTop();
  const box = scroll.getBoundingClientRect();
  const heads = [...scroll.querySelectorAll('.row-head')].map((head) => {
    const r = head.getBoundingClientRect();
    const y = (r.top + r.bottom) / 2;
    const hit = document.elementFromPoint(r.left + 4, y);
    return {text: head.textContent, left: r.left, inView: y > top + 4 && y < innerHeight - 4,
            visible: !!hit && head.contains(hit)};
  });
  done({scrollLeft: scroll.scrollLeft, overflow: scroll.scrollWidth - scroll.clientWidth, left: box.left, heads});
}));
"""


@gallery_scenario(sizes=(DESKTOP,))
def at_1440_pixels_every_state_of_every_grid_is_on_screen(t) -> None:
    t.open("/gallery")
    for component in components(t):
        show(t, component)
        width, grids = t.driver.execute_script(FIT_SCRIPT)
        check(width >= 1400, f"the window is {width}px wide")
        for grid in grids:
            check(grid["scrollWidth"] <= grid["clientWidth"] + 1,
                  f"{grid['grid']} scrolls sideways: {grid['scrollWidth']}px in {grid['clientWidth']}px")
            check(grid["left"] >= 0 and grid["right"] <= width,
                  f"{grid['grid']}: its {grid['cells']} states span {grid['left']:.0f} to {grid['right']:.0f}px")
        scroll, client = run.page_overflow(t)
        check(scroll <= client, f"{component}: the page is {scroll}px wide in {client}px")
    for block in ("button--0", "button--2", "example-followButton--0"):
        show(t, block.split("--")[0])
        t.driver.execute_script("document.getElementById(arguments[0]).scrollIntoView()", block)
        t.shot(f"fits-{block}")


@gallery_scenario(sizes=(DESKTOP, ("wide", 1280, 900), ("phone", 390, 844)))
def grid_headings_stay_in_view_while_a_grid_scrolls(t) -> None:
    t.open("/gallery")
    for block in ("button--0", "button--2", "button--5"):
        show(t, block.split("--")[0])
        result = t.driver.execute_async_script(COLUMN_HEADS_SCRIPT, block, 260)
        top = result["top"]
        check(result["gridTop"] < top - 200, f"{block} did not scroll under the header: {result['gridTop']} vs {top}")
        shown = [h for h in result["heads"] if h["shown"]]
        check(len(shown) >= 2, f"{block}: {len(shown)} column headings across")
        for head in shown:
            check(top - 2 <= head["top"] and head["bottom"] <= top + result["cornerHeight"] + 2,
                  f"{block}: the heading {head['text']!r} is at {head['top']:.0f}px, the header ends at {top:.0f}px")
            check(head["visible"], f"{block}: the heading {head['text']!r} is covered")
        t.shot(f"column-heads-{block}")
    # Sideways: the glass grid scrolls on a 1280-pixel window and on a phone, and its row headings stay.
    show(t, "button")
    result = t.driver.execute_async_script(ROW_HEADS_SCRIPT, "button--2")
    if t.size == DESKTOP:
        check(result["overflow"] <= 1, f"the glass grid scrolls sideways at 1440px by {result['overflow']}px")
    else:
        check(result["scrollLeft"] > 0, "the glass grid does not scroll sideways")
        inside = [h for h in result["heads"] if h["inView"]]
        check(inside, "no row heading is in view")
        for head in inside:
            check(abs(head["left"] - result["left"]) <= 1 and head["visible"],
                  f"the row heading {head['text']!r} left the grid's edge: {head['left']:.0f} vs {result['left']:.0f}")
        t.shot("row-heads-scrolled")


# The contrast lint


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
const missing = [];
const extra = [];
let checked = 0;
// Every text of an enabled, unpressed control on a tile: button titles and subtitles, labels, segments,
// list rows. What is behind a text is the tile, then each ancestor's own background and its
// "__background" layer (a button's or a row's fill), composited from the tile down.
const texts = ".stately-button__title, .stately-button__subtitle, .stately-label, .stately-segment, "
  + ".stately-cell__text > *";
const failingTiles = new Set();
for (const text of document.querySelectorAll(`.cell .stately-tile :is(${texts})`)) {
  const tile = text.closest(".stately-tile");
  const states = (tile.dataset.state || "").split(" ");
  const inactive = text.closest("[aria-disabled=true], [data-state~=disabled], [data-state~=highlighted], :disabled");
  if (!text.textContent.trim() || states.includes("highlighted") || states.includes("disabled")
      || (inactive && inactive !== tile)) continue;
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
  const size = parseFloat(getComputedStyle(text).fontSize);
  const bold = parseInt(getComputedStyle(text).fontWeight, 10) >= 700;
  const needed = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
  if (ratio < needed) failingTiles.add(tile);
  if (ratio < needed && !tile.parentElement.querySelector(".contrast-badge")) {
    missing.push(`${tile.id} ${text.textContent.trim()}: ${ratio.toFixed(2)}`);
  }
}
const disabled = [];
for (const badge of document.querySelectorAll(".contrast-badge")) {
  const tile = badge.parentElement.querySelector(".stately-tile");
  if (!failingTiles.has(tile)) extra.push(tile.id);
  if ((tile.dataset.state || "").split(" ").includes("disabled")) disabled.push(tile.id);
}
return [checked, missing, extra, disabled];
"""


def shown_badges(t) -> int:
    return sum(1 for b in t.driver.find_elements(By.CSS_SELECTOR, ".contrast-badge") if b.is_displayed())


@gallery_scenario(sizes=(DESKTOP, ("phone", 390, 844)))
def contrast_lint_is_off_until_turned_on_then_flags_only_real_failures(t) -> None:
    t.open("/gallery")
    reset_lint(t)
    t.open("/gallery#button")
    toggle = t.driver.find_element(By.CSS_SELECTOR, "#button .contrast-toggle")
    check(not toggle.is_selected(), "the lint is on by default")
    check(shown_badges(t) == 0, f"{shown_badges(t)} badges show with the lint off")
    check(not t.driver.find_element(By.CSS_SELECTOR, "#button--0 .contrast-notes").is_displayed(),
          "the notes show with the lint off")
    t.shot("lint-off")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    toggle.click()
    t.wait(lambda d: shown_badges(t) > 0, "the lint to mark the failing tiles")
    checked, missing, extra, disabled = t.driver.execute_script(CONTRAST_SCRIPT)
    check(checked > 100, f"only {checked} texts were checked")
    check(not missing, f"{len(missing)} texts below AA without a mark on their tile: {missing[:5]}")
    check(not extra, f"{len(extra)} tiles marked that pass: {extra[:5]}")
    check(not disabled, f"disabled tiles are marked, though WCAG 1.4.3 exempts them: {disabled[:5]}")
    summary = t.driver.find_element(By.CSS_SELECTOR, "#button .lint-summary")
    check(summary.is_displayed() and re.search(r"\d+ tiles of Button fail", summary.text), summary.text)
    notes = t.driver.find_element(By.CSS_SELECTOR, "#button--0 .contrast-notes")
    check("Disabled controls are exempt" in notes.text and "18 pt (24 px)" in notes.text,
          f"the notes do not state the rule: {notes.text[:200]}")
    items = [li.get_attribute("textContent") for li in notes.find_elements(By.CSS_SELECTOR, "li")]
    check(items and all(re.search(r"so (4\.5|3):1 applies", item) for item in items),
          f"a note does not say which size rule applies: {items[:2]}")
    filled = [n for n in items if n.startswith("Filled:")]
    check(len(filled) == 1 and "systemBlue (#007AFF)" in filled[0] and "UIKit's own colours" in filled[0]
          and "Set baseBackgroundColor to #" in filled[0] and "or darker" in filled[0],
          f"the filled style's note: {filled}")
    dark = [li.get_attribute("textContent") for li in t.driver.find_elements(By.CSS_SELECTOR, "#button--1 .contrast-notes li")]
    check(dark and all("darker" not in n for n in dark if "baseForegroundColor" in n),
          f"on dark tiles, text is never told to get darker: {dark}")
    glass = [li.get_attribute("textContent")
             for li in t.driver.find_elements(By.CSS_SELECTOR, "#button--2 .contrast-notes li, #button--3 .contrast-notes li")]
    check(glass and all("UIKit's own" not in n and "Stately's colours" in n for n in glass if "These are" in n),
          f"a glass note says the colours are UIKit's: {glass[:2]}")
    badge = next(b for b in t.driver.find_elements(By.CSS_SELECTOR, "#button--0 .contrast-badge") if b.is_displayed())
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", badge)
    check(re.fullmatch(r"\d\.\d < (4\.5|3):1", badge.text), f"the badge reads {badge.text!r}")
    t.shot("lint-on")
    # The switch is remembered on the next page, and turns the lint off again.
    t.open("/gallery#example-followButton")
    toggle = t.driver.find_element(By.CSS_SELECTOR, "#example-followButton .contrast-toggle")
    check(toggle.is_selected(), "the lint is not remembered on the next page")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    toggle.click()
    t.open("/gallery#example-followButton")
    check(not t.driver.find_element(By.CSS_SELECTOR, "#example-followButton .contrast-toggle").is_selected()
          and shown_badges(t) == 0, "the lint stays on after it was turned off")
    reset_lint(t)


# "Why?" and "Swift"


WHY_SCRIPT = """
const problems = [];
let checked = 0;
const jargon = /\\b(containsAll|containsAny|containsNone|doesNotContainAll)\\b|rule #\\d|loses to #/;
for (const tile of document.querySelectorAll('.cell .stately-tile')) {
  const popover = tile.querySelector('.stately-why');
  if (!popover) continue;
  const entries = [...popover.querySelectorAll('dt')].map((dt) => ({
    label: dt.firstChild.textContent.trim(), value: dt.querySelector('.stately-why__value').textContent}));
  for (const entry of entries) if (entry.value === 'nil') problems.push(`${tile.id}: ${entry.label} reads nil`);
  if (jargon.test(popover.textContent)) problems.push(`${tile.id}: rule-table jargon`);
  if (!arguments[0].some((id) => tile.closest(`#${id}`))) continue;
  for (const button of tile.querySelectorAll('.stately-tile__control .stately-button')) {
    const part = button.closest('[data-part]');
    const label = part ? `${part.dataset.part} title` : 'title';
    const title = button.querySelector('.stately-button__title');
    const entry = entries.find((e) => e.label === label);
    checked += 1;
    if (!entry) { problems.push(`${tile.id}: no ${label}`); continue; }
    const expected = title ? JSON.stringify(title.textContent) : null;
    if (expected ? entry.value !== expected : !['none', '""'].includes(entry.value)) {
      problems.push(`${tile.id}: ${label} ${entry.value} on a tile that reads ${expected}`);
    }
  }
}
return [checked, problems];
"""

BUTTON_COMPONENTS = ["button", "example-loadingButton", "example-followButton", "example-checkout",
                     "example-precedence"]


@gallery_scenario(sizes=(DESKTOP, ("phone", 390, 844)))
def why_speaks_uikit_and_explains_the_value_on_screen(t) -> None:
    t.open("/gallery#example-followButton")
    checked, problems = t.driver.execute_script(WHY_SCRIPT, BUTTON_COMPONENTS)
    check(checked > 300, f"only {checked} button titles were checked")
    check(not problems, f"{len(problems)} popovers explain something else than the screen: {problems[:5]}")
    tile = t.driver.find_element(By.CSS_SELECTOR, '#example-followButton .stately-tile[data-state="selected mutual"]')
    check(tile.find_element(By.CSS_SELECTOR, ".stately-button__title").text == "Mutual", "the tile does not read Mutual")
    popover = run.open_why(t, tile)
    check(run.anchored(t, popover, tile) is None, run.anchored(t, popover, tile) or "")
    text = popover.text
    for phrase in ('title "Mutual"', "set for states containing selected and mutual",
                   'more specific than the rule for selected', 'which would give "Following"',
                   "configuration tinted()"):
        check(phrase in text, f"the popover does not say {phrase!r}: {text[:400]!r}")
    check("title nil" not in text, "the popover shows title nil")
    t.shot("why-mutual")
    ActionChains(t.driver).send_keys("\ue00c").perform()
    t.wait(lambda d: not run.is_open(t, popover), "Escape to close the popover")
    # A legacy title, and a handler's.
    show(t, "example-precedence")
    tile = t.driver.find_element(By.CSS_SELECTOR, '#example-precedence .stately-tile[data-state="selected"]')
    popover = run.open_why(t, tile)
    check("set with setTitle(_:for: .normal): UIKit finds no title set for selected and falls back to .normal"
          in popover.text, f"the legacy title is not explained: {popover.text[:300]!r}")
    ActionChains(t.driver).send_keys("\ue00c").perform()
    show(t, "example-checkout")
    tile = t.driver.find_element(By.CSS_SELECTOR, '#example-checkout .stately-tile[data-state="normal"]')
    popover = run.open_why(t, tile)
    check('checkoutButton title "Checkout 3"' in popover.text
          and "written by configurationUpdateHandler in this update" in popover.text,
          f"the handler's title is not explained: {popover.text[:300]!r}")
    ActionChains(t.driver).send_keys("\ue00c").perform()


def open_swift(t, tile):
    cell = tile.find_element(By.XPATH, "..")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", cell)
    cell.find_element(By.CSS_SELECTOR, ".tile-code__open").click()
    popover = cell.find_element(By.CSS_SELECTOR, ".tile-code")
    t.wait(lambda d: run.is_open(t, popover), "the Swift popover to open")
    return popover


def idiom(popover, name: str) -> str:
    return popover.find_element(By.CSS_SELECTOR, f'[data-idiom="{name}"] pre').text


@gallery_scenario(sizes=(DESKTOP, ("phone", 390, 844)))
def each_tile_shows_the_swift_that_draws_it_in_uikit_and_stately(t) -> None:
    t.open("/gallery#example-followButton")
    counts = t.driver.execute_script(
        "return [document.querySelectorAll('.cell .stately-tile').length,"
        " document.querySelectorAll('.cell > .tile-code__open').length]")
    check(counts[0] > 400 and counts[0] == counts[1], f"{counts[1]} of {counts[0]} tiles offer their Swift")
    tile = t.driver.find_element(By.CSS_SELECTOR, '#example-followButton .stately-tile[data-state="selected mutual"]')
    popover = open_swift(t, tile)
    check(run.anchored(t, popover, tile) is None, run.anchored(t, popover, tile) or "")
    uikit, stately = idiom(popover, "uikit"), idiom(popover, "stately")
    for line in ("var config = UIButton.Configuration.tinted()", 'config.title = "Mutual"',
                 "let button = UIButton(configuration: config)", "button.isSelected = true"):
        check(line in uikit.splitlines(), f"UIKit's code lacks {line!r}: {uikit!r}")
    for line in ("let button = FollowButton()", "button.isMutual = true", "button.engine.cycle.flush()"):
        check(line in stately.splitlines(), f"Stately's code lacks {line!r}: {stately!r}")
    t.shot("swift-mutual")
    ActionChains(t.driver).send_keys("\ue00c").perform()
    t.wait(lambda d: not run.is_open(t, popover), "Escape to close the Swift popover")
    # A style tile: the configuration in both idioms, and the state.
    show(t, "button")
    tile = t.driver.find_element(By.ID, "button-light-tinted-4")
    popover = open_swift(t, tile)
    uikit, stately = idiom(popover, "uikit"), idiom(popover, "stately")
    check("var config = UIButton.Configuration.tinted()" in uikit and "button.isSelected = true" in uikit,
          f"the tinted selected tile's UIKit code: {uikit!r}")
    check("var config = ButtonConfiguration.tinted()" in stately and "button.isSelected = true" in stately
          and 'config.image = .system("heart.fill")' in stately, f"its Stately code: {stately!r}")
    scroll, client = run.page_overflow(t)
    check(scroll <= client, f"the open popover makes the page {scroll}px wide")
    t.shot("swift-tinted")
    popover.find_element(By.CSS_SELECTOR, ".stately-why__close").click()
    t.wait(lambda d: not run.is_open(t, popover), "the close button to close the Swift popover")


# Glass, focus, articles, 404


RING_SCRIPT = """
const rows = [];
for (const tile of document.querySelectorAll('#button .cell .stately-tile')) {
  const states = (tile.dataset.state || '').split(' ');
  if (!states.includes('focused')) continue;
  const button = tile.querySelector('.stately-button');
  const style = getComputedStyle(button);
  rows.push({id: tile.id, disabled: states.includes('disabled'), style: button.dataset.style,
             scheme: tile.dataset.colorScheme, ring: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
             color: style.outlineColor, tile: getComputedStyle(tile).backgroundColor});
}
return rows;
"""


def channels(css: str) -> tuple[float, ...]:
    parts = [float(p) for p in re.search(r"rgba?\(([^)]+)\)", css).group(1).split(",")]
    return tuple(p / 255 for p in parts[:3]) + ((parts[3],) if len(parts) > 3 else (1.0,))


def contrast(top: str, bottom: str) -> float:
    t, b = channels(top), channels(bottom)
    mixed = [t[i] * t[3] + b[i] * (1 - t[3]) for i in range(3)]

    def luminance(c) -> float:
        lin = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    l1, l2 = sorted([luminance(mixed), luminance(b[:3])], reverse=True)
    return (l1 + 0.05) / (l2 + 0.05)


@gallery_scenario(sizes=(DESKTOP, ("phone", 390, 844)))
def glass_colours_are_statelys_and_the_focus_ring_shows_on_every_style(t) -> None:
    t.open("/gallery#button")
    for block in ("button--2", "button--3"):
        summary = t.driver.find_element(By.CSS_SELECTOR, f"#{block} .grid-summary").text
        check("Apple publishes no colours for the glass styles" in summary and "Stately's own choice" in summary,
              f"{block} does not say whose colours they are: {summary!r}")
        text = t.driver.find_element(By.ID, block).get_attribute("textContent")
        check("UIKit's own" not in text, f"{block} also calls its colours UIKit's")
    rings = t.driver.execute_script(RING_SCRIPT)
    enabled = [r for r in rings if not r["disabled"]]
    covered = {(r["style"], r["scheme"]) for r in enabled}
    check(len(covered) == 16, f"focused tiles cover {sorted(covered)}, not 8 styles × 2 appearances")
    for ring in enabled:
        ratio = contrast(ring["color"], ring["tile"])
        check(ring["ring"] >= 2 and ratio >= 3,
              f"{ring['id']}: a {ring['ring']}px ring in {ring['color']} on {ring['tile']} is {ratio:.2f}:1")
    check(all(r["ring"] == 0 for r in rings if r["disabled"]), "a disabled button shows a focus ring")
    for block in ("button--0", "button--1"):
        t.driver.execute_script("document.getElementById(arguments[0]).scrollIntoView()", block)
        scroller = t.driver.find_element(By.CSS_SELECTOR, f"#{block} .grid-scroll")
        t.driver.execute_script("arguments[0].scrollLeft = arguments[0].scrollWidth", scroller)
        t.shot(f"focus-{block}")


@gallery_scenario(sizes=(DESKTOP, ("phone", 390, 844)))
def the_examples_link_their_articles_and_the_404_page_has_the_pages_style(t) -> None:
    t.open("/gallery")
    for component in [c for c in components(t) if c.startswith("example-")]:
        show(t, component)
        links = t.driver.find_elements(By.CSS_SELECTOR, f"#{component} .component-head .source a")
        check(links and all(re.search(r"/#article-\d$", a.get_attribute("href")) for a in links),
              f"{component} links no article: {[a.get_attribute('href') for a in links]}")
    link = t.driver.find_element(By.CSS_SELECTOR, "#example-cellList .source a")
    t.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    t.wait(lambda d: d.current_url.endswith("/#article-4"), "the article's entry on the landing page")
    entry = t.driver.find_element(By.ID, "article-4")
    check(entry.is_displayed() and "modern cell configuration" in entry.text, entry.text)
    check(len(t.driver.find_elements(By.CSS_SELECTOR, "#articles li")) == 5, "the landing page lists five articles")
    scroll, client = run.page_overflow(t)
    check(scroll <= client, f"the landing page is {scroll}px wide in {client}px")
    t.shot("articles")
    t.open("/no/such/page")
    main = t.driver.find_element(By.CSS_SELECTOR, "main.not-found")
    check(set(run.nav_links(t)) == {"Home", "Gallery", "Live"}, f"the 404 page's header: {run.nav_links(t)}")
    heading = main.find_element(By.TAG_NAME, "h1")
    check(heading.text == "Not found" and heading.value_of_css_property("font-size") in ("38.4px", "28.8px"),
          f"the 404 heading is {heading.value_of_css_property('font-size')}")
    check(main.value_of_css_property("max-width") == "992px" and len(main.find_elements(By.CSS_SELECTOR, ".card")) == 3,
          "the 404 page is not laid out as the others")
    scroll, client = run.page_overflow(t)
    check(scroll <= client, f"the 404 page is {scroll}px wide in {client}px")
    t.shot("404")
    main.find_element(By.CSS_SELECTOR, "a.card[href='/gallery']").click()
    t.wait(lambda d: d.current_url.endswith("/gallery"), "the gallery from the 404 page")


# The README's screenshot and numbers


NUMBERS_SCRIPT = """
return {
  components: document.querySelectorAll('.components-nav a[data-component]').length,
  tiles: document.querySelectorAll('.cell .stately-tile').length,
  grids: document.querySelectorAll('.grid-block').length,
  buttonTiles: document.querySelectorAll('#button .cell .stately-tile').length,
  styles: document.querySelectorAll('#button--0 .row-head').length,
};
"""
README_START = "<!-- gallery-numbers: written by Playground/BrowserTests/run.py --docs-screenshots docs -->"
README_END = "<!-- /gallery-numbers -->"


def readme_sentence(numbers: dict) -> str:
    return (f"The gallery shows {numbers['components']} components in {numbers['tiles']} tiles on "
            f"{numbers['grids']} grids; {numbers['buttonTiles']} of the tiles are the button's, its "
            f"{numbers['styles']} styles in every state, light and dark.")


def readme_gallery(t, folder: Path) -> list[Path]:
    """Retakes ``gallery.png`` at 1440 × 900, where every state of the button's grids is on screen, and
    writes the gallery's numbers, counted on the same page, to ``gallery-numbers.json`` and to the README
    beside the folder (between its gallery-numbers markers)."""
    t.use_size(DESKTOP)
    reset_lint(t)
    t.open("/gallery")
    t.wait(lambda d: run.visible_components(t) == ["button"], "the button component")
    path = folder / "gallery.png"
    t.driver.save_screenshot(str(path))
    numbers = t.driver.execute_script(NUMBERS_SCRIPT)
    saved = [path, folder / "gallery-numbers.json"]
    saved[1].write_text(json.dumps(numbers, indent=2, sort_keys=True) + "\n")
    readme = folder.resolve().parent / "README.md"
    if readme.exists() and README_START in readme.read_text():
        text = readme.read_text()
        start = text.index(README_START) + len(README_START)
        end = text.index(README_END)
        readme.write_text(text[:start] + "\n" + readme_sentence(numbers) + "\n" + text[end:])
        saved.append(readme)
    t.use_size(run.WIDE)
    return saved
