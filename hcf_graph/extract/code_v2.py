"""Code in a document is no prose: fenced blocks and inline code spans are blanked before the
rules read a text (same length, same offsets, line breaks kept), so a manual's examples give no
facts ("`Annotated[list, Len(4, 6)]` - list must have a length of 4" gave "Len: length 4", and
a quoted command's output gave facts of the documents it printed).

- **Fenced blocks** (Markdown): from a line opening with three or more backticks or tildes (up
  to three spaces in) to the line closing it with the same character, at least as many; an
  unclosed block runs to the end of the text, as in CommonMark.
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
    out: list[str] = []
    fence: str | None = None
    for line in lines:
        body = line.rstrip("\r\n")
        match = _FENCE.match(body)
        if fence is None and match is not None and not (match.group(1)[0] == "`" and "`" in match.group(2)):
            fence = match.group(1)  # an opening fence (a backtick fence's info string has no backtick)
            out.append(_blank(line))
            continue
        if fence is not None:
            closing = match is not None and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence)
            if closing and not match.group(2).strip():  # type: ignore[union-attr]
                fence = None
            out.append(_blank(line))
            continue
        out.append(line)
    return _INLINE.sub(_inline_blank, "".join(out))


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
