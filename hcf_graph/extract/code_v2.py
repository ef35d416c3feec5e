"""Code in a document is no prose: fenced blocks and inline code spans are blanked before the
rules read a text (same length, same offsets, line breaks kept), so a manual's examples give no
facts ("`Annotated[list, Len(4, 6)]` - list must have a length of 4" gave "Len: length 4", and
a quoted command's output gave facts of the documents it printed).

- **Fenced blocks** (Markdown): from a line opening with three or more backticks or tildes (up
  to three spaces in) to the line closing it with the same character, at least as many. An
  unclosed fence blanks its own line only (CommonMark runs it to the end; a false fence would
  blank a whole manual), and tildes right under a line of text underline a title
  (reStructuredText), no fence.
- **Long tags**: an HTML tag in Markdown over one line or longer than the 200 characters the
  markup mask takes ('<img alt="Build status" src="https://...">' with a long address gave
  "built by: alt=\"Build").
- **Inline code**: a run of backticks to the next run of the same length, on one paragraph,
  unless what it holds reads as a name ("`requests`", "`hcf ingest`"): a name in backticks is
  still the subject of "`requests` was first released in 2011".
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
# An opening run after no letter and a closing run before none: "America`s ... country`s" is two
# typed apostrophes, no code span.
_INLINE = re.compile(r"(?<![\w`])(`+)(?!`)(.+?)(?<!`)\1(?![\w`])", re.DOTALL)
_LONG_TAG = re.compile(r"<[A-Za-z/!][^<>]{0,4000}>")
_NAME_LIKE = re.compile(r"^[A-Za-z][\w.-]*(?: [\w.-]+){0,2}$")


def mask_code(text: str) -> str:
    """``text`` with fenced code blocks and inline code blanked (spaces; line breaks kept)."""
    if "<" in text:
        text = _LONG_TAG.sub(_blank_match, text)
    if "`" not in text and "~~~" not in text:
        return text
    lines = text.splitlines(keepends=True)
    blank = [False] * len(lines)
    opened: tuple[int, str] | None = None  # (line index, fence) of the block being read
    for n, line in enumerate(lines):
        match = _FENCE.match(line.rstrip("\r\n"))
        if opened is None:
            if match is not None and _opens(match, lines[n - 1] if n else ""):
                opened = (n, match.group(1))
            continue
        fence = opened[1]
        closes = match is not None and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence)
        if closes and match is not None and not match.group(2).strip():
            for k in range(opened[0], n + 1):
                blank[k] = True
            opened = None
    if opened is not None:
        blank[opened[0]] = True  # never closed: the fence line alone, not the rest of the text
    masked = "".join(_blank(line) if hide else line for line, hide in zip(lines, blank, strict=True))
    return _INLINE.sub(_inline_blank, masked)


def _opens(match: re.Match[str], previous: str) -> bool:
    """Whether a fence line opens a block: a backtick fence whose info string has no backtick;
    a tilde fence after a blank line or with an info string (right under a line of text, tildes
    underline a title: "Pygments" over "~~~~~~~~" in reStructuredText)."""
    run, info = match.group(1), match.group(2)
    if run[0] == "`":
        return "`" not in info
    return bool(info.strip()) or not previous.strip()


def _blank(line: str) -> str:
    body = line.rstrip("\r\n")
    return " " * len(body) + line[len(body) :]


def _inline_blank(match: re.Match[str]) -> str:
    code = match.group(2)
    if "\n\n" in code or "\n\r\n" in code:
        return match.group()  # a span never crosses a paragraph: these backticks are stray
    if _NAME_LIKE.match(code.strip()):
        return match.group()
    return _blank_match(match)


def _blank_match(match: re.Match[str]) -> str:
    return re.sub(r"[^\r\n]", " ", match.group())
