#!/usr/bin/env python3
"""README.md renders as GitHub Markdown should: every code fence is closed, every `##`/`###`
heading comes out as a heading (not as text swallowed by a code block), and every in-page link
`(#anchor)` names the id of a heading. Rendered by pandoc (gfm to HTML), an implementation of
its own. Run by ctest as package_readme_renders.

usage: readme_renders.py SOURCE_DIR
"""
import html
import pathlib
import re
import subprocess
import sys

README = pathlib.Path(sys.argv[1]) / "README.md"
failures = []


def fail(what):
    failures.append(what)
    print("FAIL:", what)


text = README.read_text()
lines = text.splitlines()

# Fences: ``` or ~~~ at the start of a line (up to three spaces of indent, as CommonMark).
fence = re.compile(r"^ {0,3}(```|~~~)")
fence_lines = [i + 1 for i, line in enumerate(lines) if fence.match(line)]
if len(fence_lines) % 2:
    fail(f"{len(fence_lines)} fence lines (an odd number: one is never closed); "
         f"fences at lines {fence_lines}")

# The headings of the source, outside code blocks.
headings, inside = [], False
for line in lines:
    if fence.match(line):
        inside = not inside
    elif not inside:
        m = re.match(r"^(#{2,3}) (.+?)\s*$", line)
        if m:
            headings.append((len(m.group(1)), m.group(2)))
if not headings:
    fail("no ## heading found in README.md")

rendered = subprocess.run(["pandoc", "-f", "gfm", "-t", "html", str(README)],
                          capture_output=True, text=True, check=True).stdout


def plain(fragment):
    """The text of an HTML fragment, tags dropped and entities decoded."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


rendered_headings = {(int(level), plain(body))
                     for level, body in re.findall(r"<h([23])[^>]*>(.*?)</h\1>", rendered, re.S)}
for level, title in headings:
    # The source's inline code and emphasis marks are gone in the rendered text.
    expected = re.sub(r"[`*]", "", title)
    if (level, expected) not in rendered_headings:
        fail(f"heading '{'#' * level} {title}' does not render as <h{level}>")

ids = set(re.findall(r'\bid="([^"]+)"', rendered))
anchors = re.findall(r"\]\(#([^)\s]+)\)", text)
for anchor in anchors:
    if anchor not in ids:
        fail(f"link (#{anchor}) names no heading id (ids: {sorted(ids)})")

print(f"readme_renders: {len(fence_lines)} fence lines, {len(headings)} headings, "
      f"{len(anchors)} in-page links; {len(failures)} failures")
sys.exit(1 if failures else 0)
