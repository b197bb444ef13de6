#!/usr/bin/env python3
"""End-to-end tests of `adaptive demo` in a real browser (headless Chromium driven by selenium).

Starts the server on a free port, opens the page, and acts as a person would: taps photographers
and photos, rotates, picks an iPad's multitasking widths, opens the URL popover and taps outside,
drags the settings sheet down, resizes the browser in free-form mode, kills the demo's worker processes
(the page says so and its Reload button starts a new session), opens, half-folds and closes an iPhone Duo
with its posture control (and taps its list on the compare page), and sends malformed messages over a raw WebSocket;
the page starts with the modern variant (tests of the older app pick `fixed` first), whose iPad
window is dragged by its corner from 1,200 points to 400 and back;
then serves the example storyboard with `adaptive serve` and follows its segues. A screenshot of
each step is written to .build/browser-artifacts/. Needs the built `adaptive` (`--binary PATH`,
default .build/debug/adaptive; `--only PART` runs the tests whose name contains PART) and Chromium, chromedriver (on PATH) and selenium, which
Scripts/install-browser-test-tools.sh installs. `swift test` runs it
(AdaptiveWebTests.BrowserTests). Ends with a line `N passed, N failed`.
"""
import os
import pathlib
import re
import signal
import shutil
import subprocess
import sys
import traceback

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The `adaptive demo` process the tests drive (its workers are its children).
DEMO = None
ARTIFACTS = ROOT / ".build" / "browser-artifacts"
TIMEOUT = 20


class Page:
    """The demo page in a browser, with the steps a person takes."""

    def __init__(self, driver, url, name, variant=None):
        self.driver, self.name, self.shots = driver, name, 0
        # A new tab for each test: a session of its own (a reload of the same tab would resume one).
        old = driver.current_window_handle
        driver.switch_to.new_window("tab")
        new = driver.current_window_handle
        driver.switch_to.window(old)
        driver.close()
        driver.switch_to.window(new)
        driver.get(url)
        self.wait_for(lambda: self.frames() >= 1, "the first frame")
        if variant:
            self.select_variant(variant)

    def select_variant(self, variant):
        """Picks the app's variant in the page's picker (the page starts with `modern`), unless shown."""
        picker = Select(self.driver.find_element(By.ID, "variant"))
        if picker.first_selected_option.get_attribute("value") != variant:
            self.after(lambda: picker.select_by_value(variant), f"the {variant} variant")
        assert Select(self.driver.find_element(By.ID, "variant")).first_selected_option.get_attribute("value") == variant

    def frames(self):
        return int(self.driver.execute_script("return Number(document.body.dataset.frames || 0)"))

    def data(self, key):
        return self.driver.execute_script(f"return document.body.dataset.{key} || ''")

    def hierarchy(self):
        return self.driver.find_element(By.ID, "hierarchy").get_attribute("textContent")

    def wait_for(self, condition, what):
        try:
            WebDriverWait(self.driver, TIMEOUT).until(lambda _: condition())
        except Exception:
            self.screenshot("FAILED-" + re.sub(r"\W+", "-", what))
            raise AssertionError(f"timed out waiting for {what}; hierarchy:\n{self.hierarchy()}")

    def after(self, action, what):
        """Performs an action and waits for the frame it causes, and for its elements to settle."""
        before = self.frames()
        action()
        self.wait_for(lambda: self.frames() > before, what)
        self.wait_for(lambda: self.data("animating") != "1", f"{what} to stop moving")

    def text_element(self, text):
        """The drawn text (a row, a bar button, a tab) inside the device's screen: a real text element."""
        xpath = (f"//*[@id='display']/*[contains(concat(' ', @class, ' '), ' text ') and not(contains(@class, 'leaving'))"
                 f" and normalize-space(.)='{text}']")
        return WebDriverWait(self.driver, TIMEOUT).until(lambda d: d.find_element(By.XPATH, xpath))

    def tap_text(self, text):
        """Clicks the drawn text inside the device's screen."""
        self.after(self.text_element(text).click, f"the frame after tapping {text!r}")

    def click_button(self, element_id):
        self.after(self.driver.find_element(By.ID, element_id).click, f"the frame after {element_id}")

    def screenshot(self, label):
        self.shots += 1
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.driver.save_screenshot(str(ARTIFACTS / f"{self.name}-{self.shots:02d}-{label}.png"))


def test_the_screen_is_html_whose_elements_move_from_frame_to_frame(page):
    driver = page.driver
    # Real text and real photos, positioned in window points.
    assert driver.execute_script("return document.querySelectorAll('#display .el').length") > 20
    assert page.text_element("Amara Okafor").tag_name == "div"
    bar = "#display [data-role=navigationBar]"
    driver.execute_script(f"document.querySelector('{bar}').dataset.marker = 'first frame'")
    before = page.frames()
    page.text_element("Amara Okafor").click()
    page.wait_for(lambda: page.frames() > before, "the frame of the push")
    # The push slides the new list in from the trailing edge while the old one leaves.
    assert page.data("motion") == "push", page.data("motion")
    assert int(page.data("moved")) > 10, page.data("moved")
    page.screenshot("push-under-way")
    page.wait_for(lambda: page.data("animating") != "1", "the push to end")
    # Beside the window, the callbacks the tap caused, in UIKit's order.
    callbacks = driver.execute_script("return [...document.querySelectorAll('#callbacks li')].map(li => li.textContent)")
    assert callbacks[0] == "tableView(_:didSelectRowAt: [0, 0])", callbacks
    assert any(line.endswith("viewWillAppear(true)") for line in callbacks), callbacks
    # The bar drawn before is the same element now: identity kept across frames.
    assert driver.execute_script(f"return document.querySelector('{bar}').dataset.marker") == "first frame"
    assert driver.execute_script("return document.querySelectorAll('#display .leaving').length") == 0
    page.tap_text("Morning ferry")
    photos = driver.execute_script("return [...document.querySelectorAll('#display img')].map(i => [i.getAttribute('src'), i.naturalWidth])")
    assert photos and all(src.startswith("/picture/") and width > 0 for src, width in photos), photos
    page.screenshot("photo-as-img")
    page.click_button("back")
    page.click_button("back")


def test_iphone_pro_max_rotates_into_two_columns(page):
    assert page.data("device") == "iphone-16-pro-max" and page.data("horizontal") == "compact"
    page.tap_text("Amara Okafor")
    page.tap_text("Low tide")
    assert '"Low tide"> [top 2]' in page.hierarchy(), page.hierarchy()
    page.screenshot("photo-portrait")
    page.click_button("rotate")
    page.wait_for(lambda: page.data("horizontal") == "regular", "regular width in landscape")
    assert "[column secondary]" in page.hierarchy(), page.hierarchy()
    assert '<ImageViewController "Low tide"> [top 0]' in page.hierarchy(), page.hierarchy()
    page.screenshot("two-columns-landscape")


def navigation_bar_heights(page):
    """The heights of the navigation bars on screen (their backgrounds, not their hairlines)."""
    return page.driver.execute_script("""
      return [...document.querySelectorAll('#display .rect[data-role=navigationBar]:not(.leaving)')].map(n => parseFloat(n.style.height));""")


def test_an_iphone_in_landscape_draws_compact_bars(page):
    # UIKit's compact bars in compact height: 32 pt in landscape, 44 pt (or more) in portrait.
    assert page.data("vertical") == "regular" and navigation_bar_heights(page), navigation_bar_heights(page)
    assert all(height >= 44 for height in navigation_bar_heights(page)), navigation_bar_heights(page)
    page.click_button("rotate")
    page.wait_for(lambda: page.data("vertical") == "compact", "compact height in landscape")
    page.wait_for(lambda: page.data("animating") != "1", "the rotation to end")
    assert navigation_bar_heights(page) and all(height == 32 for height in navigation_bar_heights(page)), navigation_bar_heights(page)
    page.screenshot("compact-bars-landscape")
    page.click_button("rotate")
    page.wait_for(lambda: page.data("vertical") == "regular", "regular height in portrait")
    page.wait_for(lambda: page.data("animating") != "1", "the rotation back to end")
    assert all(height >= 44 for height in navigation_bar_heights(page)), navigation_bar_heights(page)


def drawn_text(page, role):
    """The drawn texts of a role on screen: font size (CSS px at the page's scale 1) and the width of the text laid out."""
    return page.driver.execute_script(f"""
      return [...document.querySelectorAll('#display .text[data-role={role}]:not(.leaving)')]
        .map(n => {{ const text = document.createRange(); text.selectNodeContents(n);
                     return [parseFloat(n.style.fontSize), text.getBoundingClientRect().width]; }});""")


def test_the_largest_text_size_draws_larger_cells_and_titles_in_bars_that_keep_their_height(page):
    # Dynamic Type: AccessibilityXXXL (AX5) draws the rows' body text at 53 pt instead of 17 and the
    # inline title at xxxLarge's 23 pt (bars stop there and keep their height); tab labels keep theirs.
    rows, titles, bars = drawn_text(page, "row"), drawn_text(page, "navigationTitle"), navigation_bar_heights(page)
    tabs = drawn_text(page, "tab")
    assert rows and titles and bars, (rows, titles, bars)
    assert max(size for size, _ in rows) == 17, rows
    page.after(lambda: Select(page.driver.find_element(By.ID, "textSize")).select_by_value("AccessibilityXXXL"), "text size AX5")
    larger_rows, larger_titles = drawn_text(page, "row"), drawn_text(page, "navigationTitle")
    assert max(size for size, _ in larger_rows) == 53, larger_rows
    assert max(width for _, width in larger_rows) > 2 * max(width for _, width in rows), (rows, larger_rows)
    assert [size for size, _ in larger_titles] == [23 if size == 17 else size for size, _ in titles], (titles, larger_titles)
    assert navigation_bar_heights(page) == bars, (bars, navigation_bar_heights(page))
    assert [size for size, _ in drawn_text(page, "tab")] == [size for size, _ in tabs]
    page.screenshot("text-size-ax5")


def test_ipad_collapses_at_a_third_and_expands_again(page):
    page.after(lambda: Select(page.driver.find_element(By.ID, "device")).select_by_value("ipad-air-11"), "the iPad")
    assert page.data("horizontal") == "regular" and "(collapsed)" not in page.hierarchy()
    page.screenshot("ipad-full")
    page.after(lambda: page.driver.find_element(By.XPATH, "//*[@id='widths']/button[1]").click(), "a third of the iPad")
    page.wait_for(lambda: page.data("horizontal") == "compact", "compact width at 1/3")
    assert "[column primary (collapsed)]" in page.hierarchy(), page.hierarchy()
    page.screenshot("ipad-third-collapsed")
    page.after(lambda: page.driver.find_element(By.XPATH, "//*[@id='widths']/button[last()]").click(), "the full iPad")
    page.wait_for(lambda: page.data("horizontal") == "regular", "regular width again")
    page.screenshot("ipad-full-again")


def test_free_form_window_follows_the_browser_across_678_points(page):
    page.after(lambda: page.driver.find_element(By.ID, "freeForm").click(), "the free-form iPad")
    page.wait_for(lambda: page.data("device") == "ipad-pro-13", "the iPad Pro in free-form mode")
    page.tap_text("Amara Okafor")
    try:
        page.driver.set_window_size(900, 1100)   # 520 points left for the window: compact
        page.wait_for(lambda: page.data("horizontal") == "compact", "compact width in a narrow browser")
        assert "[column primary (collapsed)]" in page.hierarchy(), page.hierarchy()
        page.screenshot("free-form-narrow-collapsed")
        page.driver.set_window_size(1500, 1100)  # 1,120 points: regular
        page.wait_for(lambda: page.data("horizontal") == "regular", "regular width in a wide browser")
        assert "(collapsed)" not in page.hierarchy(), page.hierarchy()
        page.screenshot("free-form-wide-expanded")
    finally:
        page.driver.set_window_size(1400, 1100)


def test_a_reload_resumes_the_session(page):
    page.tap_text("Amara Okafor")
    page.driver.refresh()
    page.wait_for(lambda: page.frames() >= 1, "the frame after the reload")
    assert '"Amara Okafor"> [top 1]' in page.hierarchy(), page.hierarchy()
    assert "resumed the session" in page.driver.find_element(By.ID, "log").text
    page.after(lambda: page.driver.find_element(By.ID, "reset").click(), "the reset")


def test_a_stopped_worker_is_shown_with_a_reload_button_that_starts_again(page):
    # Every worker of the demo is killed (each test has a session of its own, in a new tab).
    workers = [int(entry.name) for entry in pathlib.Path("/proc").iterdir() if entry.name.isdigit()
               and (entry / "stat").exists() and int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == DEMO.pid]
    assert workers, "the demo runs no worker process"
    for worker in workers:
        os.kill(worker, signal.SIGKILL)
    status = page.driver.find_element(By.ID, "status")
    page.wait_for(lambda: "This session's worker stopped. Reload to start again." in status.text, "the worker-stopped message")
    page.screenshot("worker-stopped")
    page.driver.find_element(By.ID, "reload").click()
    page.wait_for(lambda: page.frames() >= 1 and "launched on" in page.driver.find_element(By.ID, "log").text, "a new session")
    page.tap_text("Amara Okafor")
    assert '"Amara Okafor"> [top 1]' in page.hierarchy(), page.hierarchy()


def drawn_elements(page):
    """What the page draws, by key: box, clip, colours, text, photo, glyph and place in the stacking order (a rank, as
    places differ)."""
    return page.driver.execute_script("""
      const nodes = [...document.querySelectorAll('#display .el:not(.leaving)')];
      nodes.sort((a, b) => Number(a.style.zIndex) - Number(b.style.zIndex));
      return nodes.map((n, rank) => [n.dataset.key, rank, n.style.left, n.style.top, n.style.width, n.style.height,
                                     n.style.clipPath, n.style.borderRadius, n.style.lineHeight, n.style.background,
                                     n.style.border, n.style.color, n.textContent, n.style.fontSize, n.style.fontWeight,
                                     n.getAttribute('src'), n.dataset.svg]);""")


def test_frames_after_actions_carry_only_changes_and_the_page_draws_what_a_full_frame_draws(page):
    # A tap, a back, a text size and another tap, each answered by a frame of changes only; then a
    # reload resumes the session with a full frame, which draws exactly what the changes built up.
    for step, action in [("push", lambda: page.text_element("Amara Okafor").click()),
                         ("pop", lambda: page.driver.find_element(By.ID, "back").click()),
                         ("text size", lambda: Select(page.driver.find_element(By.ID, "textSize")).select_by_value("XXL")),
                         ("push again", lambda: page.text_element("Jonas Lindqvist").click())]:
        page.after(action, f"the frame after the {step}")
        assert page.data("fullFrame") == "0", f"the {step} answered a full frame"
        assert 0 < int(page.data("patched")) < len(drawn_elements(page)), (step, page.data("patched"))
    patched = drawn_elements(page)
    page.driver.refresh()
    page.wait_for(lambda: page.frames() >= 1 and page.data("animating") != "1", "the resumed session's frame")
    assert page.data("fullFrame") == "1"
    assert drawn_elements(page) == patched


def test_resizes_carry_the_geometry_of_what_moved_and_the_page_draws_what_a_full_frame_draws(page):
    # An iPad's multitasking widths and the browser window in free-form mode: each resize collapses
    # or expands the split, and is answered by a frame of changes whose elements that only moved
    # carry their geometry only; a reload's full frame draws the same.
    page.after(lambda: Select(page.driver.find_element(By.ID, "device")).select_by_value("ipad-air-11"), "the iPad Air")
    widths = lambda which: page.driver.find_element(By.XPATH, f"//*[@id='widths']/button[{which}]")
    try:
        # A multitasking width slides the boxes to their new places; the window following the
        # browser is drawn at once (no transitions left running from one step of a drag to the next).
        live = "return getComputedStyle(document.querySelector('#display .el')).transitionProperty === 'none'"
        for step, action, horizontal, drawn_at_once in [
                ("narrowest width", lambda: widths(1).click(), "compact", False),
                ("widest width", lambda: widths("last()").click(), "regular", False),
                ("free-form", lambda: page.driver.find_element(By.ID, "freeForm").click(), "regular", True),
                ("narrow browser", lambda: page.driver.set_window_size(900, 1100), "compact", True),
                ("wide browser", lambda: page.driver.set_window_size(1400, 1100), "regular", True)]:
            page.after(action, f"the frame after the {step}")
            assert page.data("horizontal") == horizontal, (step, page.data("horizontal"))
            assert page.driver.execute_script(live) == drawn_at_once, step
            assert page.data("fullFrame") == "0", f"the {step} answered a full frame"
            # Some elements only moved: the page moved them without painting them again.
            assert int(page.data("patched")) > int(page.data("repainted")), (step, page.data("patched"), page.data("repainted"))
        patched = drawn_elements(page)
        page.driver.refresh()
        page.wait_for(lambda: page.frames() >= 1 and page.data("animating") != "1", "the resumed session's frame")
        assert page.data("fullFrame") == "1"
        assert drawn_elements(page) == patched
    finally:
        page.driver.set_window_size(1400, 1100)


def test_url_popover_and_tap_outside(page):
    page.tap_text("Amara Okafor")
    page.tap_text("Morning ferry")
    page.tap_text("URL")
    assert "[presented popover]" in page.hierarchy(), page.hierarchy()
    page.screenshot("url-popover")
    page.click_button("outside")
    assert "[presented" not in page.hierarchy(), page.hierarchy()


def test_unsaved_edits_block_the_swipe_and_ask(page):
    page.tap_text("Settings")
    page.tap_text("Display Name")
    typed = page.driver.find_element(By.ID, "typed")
    typed.send_keys(" Jr.")
    page.after(lambda: page.driver.find_element(By.XPATH, "//form[@id='typing']/button").click(), "the typing")
    assert page.driver.execute_script("return document.getElementById('screen').textContent").count("Photo Lover Jr.") == 1
    page.click_button("swipe")
    assert "Discard changes?" in page.hierarchy(), page.hierarchy()
    page.screenshot("discard-changes")
    page.tap_text("Discard Changes")
    assert "[presented" not in page.hierarchy(), page.hierarchy()


def test_settings_sheet_is_dragged_down(page):
    page.tap_text("Settings")
    assert "[presented pageSheet]" in page.hierarchy(), page.hierarchy()
    page.screenshot("settings-sheet")
    title = page.text_element("Display Name")
    page.after(lambda: ActionChains(page.driver).click_and_hold(title).move_by_offset(0, 400).release().perform(), "the swipe down")
    assert "[presented" not in page.hierarchy(), page.hierarchy()
    page.screenshot("sheet-dismissed")


def test_compare_mode_repeats_a_tap_on_five_devices(page):
    driver = page.driver
    driver.get(driver.current_url.rstrip("/") + "/compare.html?variant=fixed")
    page.wait_for(lambda: driver.execute_script("return document.body.dataset.ready") == "5", "five devices set up")
    hierarchy = lambda index: driver.execute_script(f"return document.querySelector('.panel[data-index=\"{index}\"]').dataset.hierarchy")

    def tap_in_first(text):
        xpath = f"//*[@data-index='0']//*[local-name()='text' and normalize-space(.)='{text}']"
        WebDriverWait(driver, TIMEOUT).until(lambda d: d.find_element(By.XPATH, xpath)).click()

    tap_in_first("Amara Okafor")
    page.wait_for(lambda: all('"Amara Okafor"> [top 1]' in hierarchy(i) for i in range(5)), "the photographer's photos on all five")
    tap_in_first("Low tide")
    page.wait_for(lambda: all('"Low tide"' in hierarchy(i) for i in range(5)), "the photo on all five")
    assert '<ImageViewController "Low tide"> [top 2]' in hierarchy(0), hierarchy(0)          # iPhone 16: pushed
    assert "[column secondary]" in hierarchy(1), hierarchy(1)                                # Pro Max landscape: two columns
    assert '<ImageViewController "Low tide"> [top 2]' in hierarchy(2), hierarchy(2)          # iPad at 1/3: collapsed
    assert "[column secondary]" in hierarchy(3), hierarchy(3)                                # iPad full: two columns
    assert "[column secondary]" in hierarchy(4), hierarchy(4)                                # Duo half folded: two columns
    page.screenshot("compare-five-devices")


def test_compare_mode_taps_the_row_under_the_pointer_at_laptop_window_heights(page):
    # At these heights a panel's picture is limited by its height (max-height), so the SVG fits its
    # view box into a wider box and centres it: a click maps through the SVG's own transform, not
    # one scale taken from the box's width (which opened "Cranes at dusk" for "Low tide").
    driver = page.driver
    compare = driver.current_url.rstrip("/") + "/compare.html?variant=fixed"
    hierarchy = lambda index: driver.execute_script(f"return document.querySelector('.panel[data-index=\"{index}\"]').dataset.hierarchy")
    try:
        for height in (900, 1000, 1100):
            driver.set_window_size(1400, height)
            driver.get(compare)
            page.wait_for(lambda: driver.execute_script("return document.body.dataset.ready") == "5", f"five devices set up at {height}")
            letterbox = driver.execute_script("""
              const svg = document.querySelector('.panel[data-index="0"] svg'), box = svg.getBoundingClientRect();
              const view = svg.viewBox.baseVal;
              return box.width - view.width * Math.min(box.width / view.width, box.height / view.height);""")
            print(f"  compare at 1400x{height}: the first picture's letterbox is {letterbox:.0f} px wide")
            for text, expected in (("Amara Okafor", '"Amara Okafor"> [top 1]'), ("Low tide", '"Low tide"')):
                xpath = f"//*[@data-index='0']//*[local-name()='text' and normalize-space(.)='{text}']"
                WebDriverWait(driver, TIMEOUT).until(lambda d: d.find_element(By.XPATH, xpath)).click()
                page.wait_for(lambda: all(expected in hierarchy(i) for i in range(5)), f"{text!r} on all five at height {height}")
            assert all("Cranes at dusk" not in hierarchy(i) for i in range(5)), [hierarchy(i) for i in range(5)]
            page.screenshot(f"compare-low-tide-at-{height}")
    finally:
        driver.set_window_size(1400, 1100)


def test_compare_mode_maps_a_click_on_the_ipad_at_a_third(page):
    # The iPad at 1/3 is drawn inside its whole screen, beside a placeholder app: a click on its
    # window maps through the SVG's data-window-x/y, not a bezel guessed from the widths.
    driver = page.driver
    driver.get(driver.current_url.rstrip("/") + "/compare.html?variant=fixed")
    page.wait_for(lambda: driver.execute_script("return document.body.dataset.ready") == "5", "five devices set up")
    hierarchy = lambda: driver.execute_script("return document.querySelector('.panel[data-index=\"2\"]').dataset.hierarchy")
    assert driver.execute_script("return document.querySelector('.panel[data-index=\"2\"] svg').dataset.windowX") is not None
    xpath = "//*[@data-index='2']//*[local-name()='text' and normalize-space(.)='Amara Okafor']"
    WebDriverWait(driver, TIMEOUT).until(lambda d: d.find_element(By.XPATH, xpath)).click()
    page.wait_for(lambda: '"Amara Okafor"> [top 1]' in hierarchy(), "the photographer's photos on the iPad at 1/3")
    page.screenshot("compare-ipad-at-a-third")


def test_compare_mode_maps_a_click_on_the_half_folded_iphone_duo(page):
    # The Duo is drawn half folded, held like a book: a click on a row of its list (left of the
    # fold) taps that row, and the other devices follow by its label.
    driver = page.driver
    compare = driver.current_url.rstrip("/") + "/compare.html?variant=fixed"
    hierarchy = lambda index: driver.execute_script(f"return document.querySelector('.panel[data-index=\"{index}\"]').dataset.hierarchy")
    try:
        for height in (900, 1100):
            driver.set_window_size(1400, height)
            driver.get(compare)
            page.wait_for(lambda: driver.execute_script("return document.body.dataset.ready") == "5", f"five devices set up at {height}")
            caption = driver.find_element(By.CSS_SELECTOR, ".panel[data-index='4'] figcaption").text
            assert caption.startswith("iPhone Duo partially folded") and "regular × regular" in caption, caption
            assert "[column secondary]" in hierarchy(4), hierarchy(4)
            for text, expected in (("Amara Okafor", '"Amara Okafor"> [top 1]'), ("Low tide", '<ImageViewController "Low tide"> [top 0]')):
                xpath = f"//*[@data-index='4']//*[local-name()='text' and normalize-space(.)='{text}']"
                WebDriverWait(driver, TIMEOUT).until(lambda d: d.find_element(By.XPATH, xpath)).click()
                page.wait_for(lambda: expected in hierarchy(4), f"{text!r} on the Duo at height {height}")
            page.wait_for(lambda: all('"Low tide"' in hierarchy(i) for i in range(4)), f"the Duo's tap repeated on the others at {height}")
            assert all("Cranes at dusk" not in hierarchy(i) for i in range(5)), [hierarchy(i) for i in range(5)]
            page.screenshot(f"compare-duo-low-tide-at-{height}")
    finally:
        driver.set_window_size(1400, 1100)


def page_overflow(page):
    """How far the page is wider than the browser's viewport (0 when no horizontal scrollbar)."""
    return page.driver.execute_script("const e = document.documentElement; return e.scrollWidth - e.clientWidth")


def clipped_callback_numbers(page):
    """The callbacks' numbers from 10 on that their list's margin cannot hold (the list clips them)."""
    return page.driver.execute_script("""
      const list = document.getElementById('callbacks'), left = list.getBoundingClientRect().left;
      const context = document.createElement('canvas').getContext('2d');
      return [...list.children].slice(9).flatMap((item, index) => {
        context.font = getComputedStyle(item).font;
        const number = `${index + 10}. `, room = item.getBoundingClientRect().left - left;
        return context.measureText(number).width > room ? [[number, room]] : [];
      });""")


def test_the_side_panel_fits_a_1280_by_720_viewport_in_every_state(page):
    driver = page.driver
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 720, "deviceScaleFactor": 1, "mobile": False})
    try:
        page.wait_for(lambda: driver.execute_script("return innerWidth") == 1280, "a 1280-pixel viewport")
        # The device picker is readable: its text is not the colour of its background.
        colours = driver.execute_script("const s = getComputedStyle(document.getElementById('device')); return [s.color, s.backgroundColor]")
        assert colours[0] != colours[1], colours
        listed = []
        for device in ("iphone-16", "iphone-duo", "ipad-air-11"):
            page.after(lambda: Select(driver.find_element(By.ID, "device")).select_by_value(device), device)
            # The iPhone Duo's posture control shows beside Rotate, and only for the Duo.
            assert driver.find_element(By.ID, "postures").is_displayed() == (device == "iphone-duo"), device
            assert page_overflow(page) <= 0, (device, "portrait", page_overflow(page))
            page.click_button("rotate")
            page.wait_for(lambda: page.data("orientation") == "landscapeLeft", f"{device} in landscape")
            callbacks = driver.execute_script("return [...document.querySelectorAll('#callbacks li')].map(li => li.textContent)")
            # The rotation tells the root its new size first (an iPad's traits do not change, so this is all it lists).
            assert callbacks and "viewWillTransition(to: " in callbacks[0], callbacks
            listed.append(len(callbacks))
            page.screenshot(f"{device}-landscape-1280x720")
            assert page_overflow(page) <= 0, (device, "landscape", page_overflow(page))
            assert clipped_callback_numbers(page) == [], clipped_callback_numbers(page)
            page.click_button("rotate")
        assert max(listed) >= 10, listed   # numbers from 10 on were measured
        # Free-form on the iPad: a window of the room the viewport leaves beside the panels.
        page.after(lambda: driver.find_element(By.ID, "freeForm").click(), "the free-form iPad")
        page.wait_for(lambda: page.data("width") == "900", "the free-form window 900 points wide")
        page.wait_for(lambda: page.data("animating") != "1", "the free-form window to settle")
        page.screenshot("free-form-1280x720")
        assert page_overflow(page) <= 0, ("free-form", page_overflow(page))
        # Choosing an iPhone ends free-form mode.
        page.after(lambda: Select(driver.find_element(By.ID, "device")).select_by_value("iphone-16"), "the iPhone after free-form")
        assert not driver.find_element(By.ID, "freeForm").is_selected()
        assert not driver.find_element(By.ID, "resizeHandle").is_displayed()
        assert page_overflow(page) <= 0, ("iPhone after free-form", page_overflow(page))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_an_ipad_in_split_view_is_drawn_on_its_screen_beside_the_other_app(page):
    driver = page.driver
    page.after(lambda: Select(driver.find_element(By.ID, "device")).select_by_value("ipad-air-11"), "the iPad")
    page.click_button("rotate")
    screen_size = lambda: driver.execute_script(
        "const s = document.getElementById('deviceScreen').style; return [parseFloat(s.width), parseFloat(s.height)]")
    assert screen_size() == [1180, 820], screen_size()
    assert driver.execute_script("return document.querySelectorAll('#beside .el').length") == 0
    page.after(lambda: driver.find_element(By.XPATH, "//*[@id='widths']/button[1]").click(), "a third of the iPad")
    page.wait_for(lambda: page.data("horizontal") == "compact", "compact width at 1/3")
    width = float(page.data("width"))
    # The whole screen, as compare.html and the pictures draw it: the window at its leading edge,
    # then the divider and the other app in the rest of the screen.
    assert screen_size() == [1180, 820] and width < 1180 / 2, (screen_size(), width)
    window_box = driver.execute_script("const s = document.getElementById('display').style; return [parseFloat(s.left), parseFloat(s.width)]")
    assert window_box == [0, width], window_box
    boxes = driver.execute_script("""
      return Object.fromEntries([...document.querySelectorAll('#beside .el')].map(n => [n.dataset.id, parseFloat(n.style.left)]));""")
    assert "screen.placeholder" in boxes and "screen.divider" in boxes, boxes
    assert width < boxes["screen.divider"] < boxes["screen.placeholder"] < 1180, (width, boxes)
    frame_box = driver.execute_script("const r = document.getElementById('deviceFrame').getBoundingClientRect(); return [r.width, r.height]")
    assert abs(frame_box[0] / frame_box[1] - (1180 + 28) / (820 + 28)) < 0.01, frame_box
    page.screenshot("ipad-third-on-its-screen")
    # Taps still land in the window; what is drawn beside it is not sent or drawn again.
    driver.execute_script("document.querySelector('#beside .el').dataset.marker = 'kept'")
    around = driver.execute_script("return document.querySelectorAll('#beside .el').length")
    page.tap_text("Amara Okafor")
    assert '"Amara Okafor"> [top 1]' in page.hierarchy(), page.hierarchy()
    assert driver.execute_script("return document.querySelectorAll('#beside .el[data-marker=kept]').length") == 1
    assert driver.execute_script("return document.querySelectorAll('#beside .el').length") == around
    page.after(lambda: driver.find_element(By.XPATH, "//*[@id='widths']/button[last()]").click(), "the full iPad")
    assert driver.execute_script("return document.querySelectorAll('#beside .el').length") == 0
    assert screen_size() == [1180, 820] and float(page.data("width")) == 1180


def record_animations(page):
    """From now on the page's element animations are recorded: role, leaving, z-index and keyframes."""
    page.driver.execute_script("""
      window.animations = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, options) {
        window.animations.push({ role: this.dataset.role, leaving: this.classList.contains('leaving'),
                                 z: Number(this.style.zIndex), frames: frames.map((f) => Object.keys(f).sort().join()) });
        return animate.call(this, frames, options);
      };""")


def recorded_animations(page):
    return page.driver.execute_script("const all = window.animations; window.animations = []; return all;")


def test_a_sheet_dims_with_a_fade_and_a_push_covers_the_old_screen(page):
    record_animations(page)
    page.tap_text("Amara Okafor")
    # Mid-push, every element of the old list (its chevrons too) is beneath every element of the new one.
    pushed = recorded_animations(page)
    leaving = [a["z"] for a in pushed if a["leaving"]]
    entering = [a["z"] for a in pushed if not a["leaving"]]
    assert leaving and entering and max(leaving) < min(entering), (leaving, entering)
    page.click_button("back")
    popped = recorded_animations(page)
    assert min(a["z"] for a in popped if a["leaving"]) > max(a["z"] for a in popped if not a["leaving"]), popped
    # The dimming behind the sheet fades in and out where it is: no band sliding with the sheet.
    page.tap_text("Settings")
    assert "[presented pageSheet]" in page.hierarchy(), page.hierarchy()
    presented = recorded_animations(page)
    dimming = [a["frames"] for a in presented if a["role"] == "dimming"]
    assert dimming == [["opacity", "opacity"]], presented
    assert any(a["role"] == "sheet" and a["frames"] == ["transform", "transform"] for a in presented), presented
    page.click_button("swipe")
    dismissed = [a["frames"] for a in recorded_animations(page) if a["role"] == "dimming"]
    assert dismissed == [["opacity", "opacity"]], dismissed


def test_bad_messages_get_errors_and_the_session_keeps_working(page):
    answers = page.driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      const socket = new WebSocket(`ws://${location.host}/session`);
      const bad = ['{', '{"type":"explode"}', '{"type":"action","action":{"kind":"resize","width":0,"height":100}}',
                   '{"type":"action","action":{"kind":"tapElement","element":"no.such.element"}}', 'x'.repeat(20000)];
      const answers = [];
      socket.onmessage = (event) => {
        answers.push(JSON.parse(event.data));
        if (answers.length === 2) { bad.forEach((m) => socket.send(m)); socket.send('{"type":"action","action":{"kind":"back"}}');
                                    socket.send('{"type":"action","action":{"kind":"rotate","orientation":"landscapeLeft"}}'); }
        if (answers.length === 9) { socket.close(); done(answers); }
      };
      setTimeout(() => done(answers), 15000);
    """)
    answers = answers[1:]   # the first message names the new session
    kinds = [answer["type"] for answer in answers]
    assert kinds[0] == "frame", kinds
    errors = [answer["message"] for answer in answers[1:6]]
    assert kinds[1:7] == ["error"] * 6, answers
    assert errors[0] == "message is not JSON", errors
    assert "unknown message type 'explode'" in errors[1], errors
    assert errors[2].startswith("field 'action.width'"), errors
    assert "no.such.element" in errors[3] or "nothing" in errors[3], errors
    assert "longer than" in errors[4], errors
    assert kinds[7] == "frame" and answers[7]["horizontal"] == "regular", answers[7]
    # The page's own session was not touched.
    assert page.data("orientation") == "portrait"


def test_the_page_starts_with_the_modern_variant_and_the_picker_keeps_the_others(page):
    picker = Select(page.driver.find_element(By.ID, "variant"))
    assert picker.first_selected_option.get_attribute("value") == "modern"
    assert page.driver.find_element(By.ID, "subtitle").text.startswith("the photo browser"), page.driver.find_element(By.ID, "subtitle").text
    assert page.driver.find_element(By.ID, "compareLink").is_displayed()
    assert [option.get_attribute("value") for option in picker.options] == ["fixed", "naive", "modern"]
    assert "<UITabBarController> [root]" in page.hierarchy(), page.hierarchy()
    page.tap_text("Amara Okafor")
    page.tap_text("Low tide")
    # A collapsed split in a tab: one navigation bar, with the image's title and a way back (R41).
    bars = page.driver.execute_script(
        "return [...document.querySelectorAll('#display [data-role=navigationBar]:not(.leaving)')].map(n => n.dataset.id)")
    assert len(set(bars)) == 1, bars
    page.text_element("Details")
    page.click_button("back")
    assert '"Amara Okafor"> [top 1]' in page.hierarchy(), page.hierarchy()


def tab_bars(page):
    """The tab bars drawn in the window: [id, top, height] of each sidebar or bar background."""
    return page.driver.execute_script("""
      return [...document.querySelectorAll('#display [data-role=tabBar]:not(.leaving)')]
        .map(n => [n.dataset.id, parseFloat(n.style.top), parseFloat(n.style.height)]);""")


def shows_sidebar(page):
    return any(element_id.endswith(".sidebar") for element_id, _, _ in tab_bars(page))


def shows_bottom_tab_bar(page):
    height = float(page.data("height"))
    return any(element_id.endswith(".bar") and top + size >= height - 1 and top > height / 2 for element_id, top, size in tab_bars(page))


def drag_window_to(page, width):
    """Drags the free-form window's corner handle until the window is `width` points wide, in steps."""
    driver = page.driver
    handle = driver.find_element(By.ID, "resizeHandle")
    scale = driver.execute_script(
        "return document.getElementById('display').getBoundingClientRect().width / Number(document.body.dataset.width)")
    offset = round((width - float(page.data("width"))) * scale)
    start = page.data("width")
    messages = int(page.data("dragMessages") or 0)
    steps = [offset // 3, offset // 3, offset - 2 * (offset // 3)]
    chain = ActionChains(driver).click_and_hold(handle)
    for step in steps:
        chain = chain.move_by_offset(step, 0).pause(0.15)
    chain.perform()
    # While the handle moves the page sends interactive resizes: the server's frames say a drag is
    # under way, and the window keeps its size until the finger lifts (UIKit coalesces).
    page.wait_for(lambda: page.data("resizing") == "1", f"a frame of the drag to {width} points under way")
    page.screenshot(f"dragging-to-{width}")
    assert page.data("width") == start, (page.data("width"), start)
    assert int(page.data("dragMessages")) - messages >= 2, page.data("dragMessages")
    page.after(lambda: ActionChains(driver).release().perform(), f"the release at {width} points")
    page.wait_for(lambda: page.data("resizing") == "0" and abs(float(page.data("width")) - width) <= 3,
                  f"the window {width} points wide once the drag ends")


def test_modern_ipad_window_dragged_from_1200_to_400_points_and_back(page):
    driver = page.driver
    try:
        driver.set_window_size(1600, 1100)   # the free-form window takes 1,220 points of it
        page.after(lambda: driver.find_element(By.ID, "freeForm").click(), "the free-form iPad")
        page.wait_for(lambda: page.data("device") == "ipad-pro-13", "the iPad Pro in free-form mode")
        page.wait_for(lambda: abs(float(page.data("width")) - 1200) <= 60, "a window about 1,200 points wide")
        page.wait_for(lambda: page.data("animating") != "1", "the window to settle")
        assert page.data("horizontal") == "regular"
        assert shows_sidebar(page) and not shows_bottom_tab_bar(page), tab_bars(page)
        page.screenshot("free-form-1200-sidebar")
        drag_window_to(page, 400)
        assert page.data("horizontal") == "compact"
        page.wait_for(lambda: shows_bottom_tab_bar(page) and not shows_sidebar(page), "the sidebar to become a bottom tab bar")
        page.screenshot("free-form-400-bottom-tab-bar")
        drag_window_to(page, 1200)
        assert page.data("horizontal") == "regular"
        page.wait_for(lambda: shows_sidebar(page) and not shows_bottom_tab_bar(page), "the sidebar to come back")
        page.screenshot("free-form-1200-sidebar-again")
    finally:
        driver.set_window_size(1400, 1100)


def test_a_storyboard_served_on_its_own_follows_its_segues(page):
    """`adaptive serve PhotoSplit.storyboard`: the storyboard alone, its prototype rows clicked through."""
    assert page.data("device") == "iphone-16", page.data("device")
    # The heading names the file served, with no variant picker or compare page (the photo browser's).
    driver = page.driver
    assert driver.find_element(By.ID, "subtitle").text.startswith("PhotoSplit.storyboard"), driver.find_element(By.ID, "subtitle").text
    assert "PhotoSplit.storyboard" in driver.title and "photo browser" not in driver.title, driver.title
    assert not driver.find_element(By.ID, "variantPicker").is_displayed()
    assert not driver.find_element(By.ID, "compareLink").is_displayed()
    page.text_element("Photographers")
    page.tap_text("Photographer")
    page.tap_text("Photo")
    assert "[presented pageSheet]" in page.hierarchy(), page.hierarchy()
    page.screenshot("storyboard-show-detail-presents")
    page.after(lambda: Select(page.driver.find_element(By.ID, "device")).select_by_value("ipad-air-11"), "the iPad")
    assert page.data("horizontal") == "regular" and "[column secondary]" in page.hierarchy(), page.hierarchy()
    page.screenshot("storyboard-on-ipad")


def test_the_iphone_duo_opens_folds_half_way_and_closes_with_the_photo_shown(page):
    driver = page.driver
    postures = lambda: driver.find_element(By.ID, "postures")
    assert not postures().is_displayed()   # a device that does not fold has no posture control
    listed = driver.execute_script("return [...document.getElementById('device').options].map(o => o.value)")
    assert "iphone-duo" in listed, listed
    page.after(lambda: Select(driver.find_element(By.ID, "device")).select_by_value("iphone-duo"), "the iPhone Duo")
    screen_size = lambda: driver.execute_script(
        "const s = document.getElementById('deviceScreen').style; return [parseFloat(s.width), parseFloat(s.height)]")
    # Closed: the outer display, compact width, the split collapsed.
    assert page.data("posture") == "closed" and page.data("horizontal") == "compact", (page.data("posture"), page.data("horizontal"))
    assert postures().is_displayed()
    assert screen_size() == [float(page.data("width")), float(page.data("height"))] == [466, 678], screen_size()
    page.tap_text("Amara Okafor")
    page.tap_text("Low tide")
    assert '<ImageViewController "Low tide"> [top 2]' in page.hierarchy(), page.hierarchy()
    # Closed, the navigation bar is the vertical bar: a 48 pt column on the right, below the status bar.
    bars = driver.execute_script("""
      return [...document.querySelectorAll('#display [data-role=navigationBar]:not(.leaving)')]
        .map(n => [parseFloat(n.style.left), parseFloat(n.style.top), parseFloat(n.style.width)]);""")
    assert [418, 59, 48] in bars, bars
    page.screenshot("duo-closed-photo")

    def choose(posture):
        page.after(lambda: driver.find_element(By.CSS_SELECTOR, f"#postures [data-posture='{posture}']").click(), posture)
        page.wait_for(lambda: page.data("posture") == posture, f"the Duo {posture}")
        page.wait_for(lambda: page.data("animating") != "1", f"the Duo {posture} to settle")
        current = driver.execute_script("return [...document.querySelectorAll('#postures .current')].map(b => b.dataset.posture)")
        assert current == [posture], current
        # The device outline is the display of the posture.
        assert screen_size() == [float(page.data("width")), float(page.data("height"))], (screen_size(), page.data("width"))

    def side_by_side():
        """The photo's left edge and the right edge of a row of the photographer's list beside it."""
        return driver.execute_script("""
          const photo = [...document.querySelectorAll('#display img:not(.leaving)')].map(n => n.getBoundingClientRect())
            .sort((a, b) => b.width * b.height - a.width * a.height)[0];
          const row = [...document.querySelectorAll('#display .text:not(.leaving)')].find(n => n.textContent.trim() === 'Morning ferry');
          return photo && row ? [photo.left, row.getBoundingClientRect().right] : null;""")

    # Open (flat): the inner display, regular width, the split expanded with the list beside the photo.
    choose("flat")
    assert page.data("horizontal") == "regular" and screen_size() == [669, 951], (page.data("horizontal"), screen_size())
    assert "[column secondary]" in page.hierarchy() and "(collapsed)" not in page.hierarchy(), page.hierarchy()
    assert '<ImageViewController "Low tide"> [top 0]' in page.hierarchy(), page.hierarchy()
    assert side_by_side() and side_by_side()[0] >= side_by_side()[1], side_by_side()
    assert driver.execute_script("return document.querySelectorAll('#display [data-id=fold]').length") == 0
    page.screenshot("duo-open")
    # Half folded: held upright it stands like a laptop, the fold across the middle, drawn over the app.
    choose("partially-folded")
    assert page.data("horizontal") == "regular" and screen_size() == [669, 951], screen_size()
    fold = driver.execute_script("""
      const n = document.querySelector('#display [data-id=fold]'); return n && [n.dataset.role, parseFloat(n.style.top) + parseFloat(n.style.height) / 2];""")
    assert fold and fold[0] == "hardware" and abs(fold[1] - 951 / 2) < 1, fold
    at_centre = driver.execute_script("""
      const box = document.getElementById('display').getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && [hit.dataset.id, hit.dataset.role];""")
    assert at_centre and at_centre[0] in ("fold", "foldLine") and at_centre[1] == "hardware", at_centre
    page.screenshot("duo-half-folded")
    # Closed again: compact, collapsed, the photo still shown.
    choose("closed")
    assert page.data("horizontal") == "compact" and screen_size() == [466, 678], (page.data("horizontal"), screen_size())
    assert "(collapsed)" in page.hierarchy() and '<ImageViewController "Low tide">' in page.hierarchy(), page.hierarchy()
    assert driver.execute_script("return document.querySelectorAll('#display img:not(.leaving)').length") > 0
    assert driver.execute_script("return document.querySelectorAll('#display [data-id=fold]').length") == 0
    page.screenshot("duo-closed-again")
    page.after(lambda: Select(driver.find_element(By.ID, "device")).select_by_value("iphone-16"), "the iPhone 16")
    assert not postures().is_displayed()


TESTS = [test_the_screen_is_html_whose_elements_move_from_frame_to_frame, test_iphone_pro_max_rotates_into_two_columns,
         test_an_iphone_in_landscape_draws_compact_bars,
         test_the_largest_text_size_draws_larger_cells_and_titles_in_bars_that_keep_their_height,
         test_ipad_collapses_at_a_third_and_expands_again,
         test_free_form_window_follows_the_browser_across_678_points, test_a_reload_resumes_the_session,
         test_frames_after_actions_carry_only_changes_and_the_page_draws_what_a_full_frame_draws,
         test_resizes_carry_the_geometry_of_what_moved_and_the_page_draws_what_a_full_frame_draws,
         test_url_popover_and_tap_outside, test_settings_sheet_is_dragged_down,
         test_unsaved_edits_block_the_swipe_and_ask, test_compare_mode_repeats_a_tap_on_five_devices,
         test_compare_mode_taps_the_row_under_the_pointer_at_laptop_window_heights, test_compare_mode_maps_a_click_on_the_ipad_at_a_third,
         test_compare_mode_maps_a_click_on_the_half_folded_iphone_duo, test_bad_messages_get_errors_and_the_session_keeps_working,
         test_the_side_panel_fits_a_1280_by_720_viewport_in_every_state,
         test_an_ipad_in_split_view_is_drawn_on_its_screen_beside_the_other_app,
         test_a_sheet_dims_with_a_fade_and_a_push_covers_the_old_screen,
         test_the_iphone_duo_opens_folds_half_way_and_closes_with_the_photo_shown,
         test_a_stopped_worker_is_shown_with_a_reload_button_that_starts_again]

# The tests of the page's default, the modern variant (the others pick the fixed variant first).
MODERN_TESTS = [test_the_page_starts_with_the_modern_variant_and_the_picker_keeps_the_others,
                test_modern_ipad_window_dragged_from_1200_to_400_points_and_back]


# The tests of `adaptive serve` on the example storyboard (a server of its own).
STORYBOARD_TESTS = [test_a_storyboard_served_on_its_own_follows_its_segues]


def start(binary, *arguments):
    """Starts `adaptive ARGUMENTS --port 0`; the server and the URL it prints, or None."""
    server = subprocess.Popen([str(binary), *arguments, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:\d+/", line)
    if not match:
        server.kill()
        print(f"the server did not start: {line!r} {server.stderr.read()!r}")
        return server, None
    return server, match.group(0)


def main():
    arguments = sys.argv[1:]
    binary = pathlib.Path(arguments[arguments.index("--binary") + 1]) if "--binary" in arguments else ROOT / ".build" / "debug" / "adaptive"
    global DEMO
    server, url = start(binary, "demo", "--workers", "2")
    DEMO = server
    storyboard_server, storyboard_url = start(binary, "serve", str(ROOT / "Examples" / "storyboards" / "PhotoSplit.storyboard"))
    if not url or not storyboard_url:
        server.kill()
        storyboard_server.kill()
        print("0 passed, 1 failed")
        return 1
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1100"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=shutil.which("chromedriver")))
    passed = failed = 0
    try:
        runs = ([(test, url, "fixed") for test in TESTS] + [(test, url, None) for test in MODERN_TESTS]
                + [(test, storyboard_url, None) for test in STORYBOARD_TESTS])
        if "--only" in arguments:   # a part of a test's name: the tests to run while working on one
            runs = [run for run in runs if arguments[arguments.index("--only") + 1] in run[0].__name__]
        for test, address, variant in runs:
            try:
                test(Page(driver, address, test.__name__.removeprefix("test_"), variant))
                passed += 1
                print(f"PASS {test.__name__}")
            except Exception:
                failed += 1
                print(f"FAIL {test.__name__}\n{traceback.format_exc()}")
    finally:
        driver.quit()
        for running in (server, storyboard_server):
            running.terminate()
            running.wait(timeout=10)
    print(f"screenshots: {ARTIFACTS}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
