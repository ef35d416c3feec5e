"""Build the degraded and the fully corrupted documents of the controlled corpus from clean ones.

Deterministic (each file's random generator is seeded from its name), so running it again
rewrites the same files:

    python examples/controlled/make_variants.py

Degraded (``*_degraded.md``): sentences shuffled within paragraphs, the end truncated (mid-way
through a sentence), OCR-like typos in lower-case words, stray markup, hard line wraps with
broken hyphenation, mangled headings. Names and numbers are never altered, so a degraded document
states no fact that its clean source does not.

Fully corrupted (``*_corrupted.md``): sentences shuffled across the whole text and spliced
together, a third of all words misspelt, every digit replaced by a look-alike letter, heavy markup
noise and missing spaces.
"""

from __future__ import annotations

import random
import re
import zlib
from pathlib import Path

DOCS = Path(__file__).resolve().parent / "docs"
CORRUPTED_SOURCES = ("medicine_penicillin_clean.md", "geography_everest_clean.md")

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_LOWER_WORD = re.compile(r"^[a-z]{4,}[,.;:]?$")
_OCR_SWAPS = (("rn", "m"), ("m", "rn"), ("cl", "d"), ("e", "c"), ("i", "l"), ("h", "b"), ("o", "a"))
_DIGIT_LOOKALIKES = str.maketrans("0123456789", "OlZEASbTBg")
_PROTECTED = {"euro"}  # lower-case fact values of the clean documents
_STRAY_MARKUP = ("**", "<br>", "[1]", "&nbsp;", "</span>", "\\", "|", "<p>", "__", "[12]")


def _rng(name: str) -> random.Random:
    return random.Random(zlib.crc32(name.encode("utf-8")))


def _split(text: str) -> tuple[str, list[str], list[list[str]]]:
    """(title, section headings, paragraphs as sentence lists) of a clean markdown document."""
    title = ""
    headings: list[str] = []
    paragraphs: list[list[str]] = []
    for block in re.split(r"\n\s*\n", text.strip()):
        if block.startswith("# "):
            title = block[2:].strip()
        elif block.startswith("#"):
            headings.append(block.lstrip("#").strip())
        else:
            paragraphs.append(_SENTENCE_END.split(block.strip()))
    return title, headings, paragraphs


def _typo(word: str, rng: random.Random) -> str:
    """One OCR-like error in a word."""
    choice = rng.random()
    if choice < 0.5:
        for old, new in rng.sample(_OCR_SWAPS, len(_OCR_SWAPS)):
            if old in word:
                return word.replace(old, new, 1)
    position = rng.randrange(1, len(word) - 1)
    if choice < 0.75:
        return word[:position] + word[position + 1 :]
    return word[:position] + word[position] + word[position:]


def _near_number(words: list[str], index: int) -> bool:
    """Whether a word is a unit or hedge of a number: one word before it, two after it."""
    window = words[max(0, index - 2) : index + 2]
    return any(any(c.isdigit() for c in w) for w in window)


def _noisy(
    sentence: str, rng: random.Random, typo_rate: float, markup_rate: float, keep_facts: bool
) -> str:
    """Typos in lower-case words and stray markup between words; with ``keep_facts`` the words
    around numbers and the lower-case values in ``_PROTECTED`` are left alone."""
    words = sentence.split()
    noisy = []
    for index, word in enumerate(words):
        protected = keep_facts and (_near_number(words, index) or word.strip(".,;:") in _PROTECTED)
        if not protected and _LOWER_WORD.match(word) and rng.random() < typo_rate:
            word = _typo(word, rng)
        if rng.random() < markup_rate:
            word = f"{word} {rng.choice(_STRAY_MARKUP)}"
        noisy.append(word)
    return " ".join(noisy)


def _wrap(text: str, rng: random.Random, width: int) -> str:
    """Hard line wraps at ``width``, sometimes hyphenating a long lower-case word."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + len(word) + 1 > width:
            if word.isalpha() and word.islower() and len(word) >= 8 and rng.random() < 0.3:
                cut = len(word) // 2
                lines.append(f"{line} {word[:cut]}-")
                line = word[cut:]
                continue
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join([*lines, line])


def degrade(name: str, text: str) -> str:
    """The structurally degraded version of a clean document (no fact changed)."""
    rng = _rng(name)
    title, headings, paragraphs = _split(text)
    for sentences in paragraphs:
        if len(sentences) > 2 and rng.random() < 0.7:
            rng.shuffle(sentences)
    total = sum(len(s) for s in paragraphs)
    keep = round(total * 0.85)
    blocks = [f"#{title.upper()}"] if rng.random() < 0.5 else [f"{title}\n" + "=" * len(title)]
    kept = 0
    for index, sentences in enumerate(paragraphs):
        if kept >= keep:
            break
        taken = sentences[: keep - kept]
        kept += len(taken)
        if kept >= keep and len(sentences) > len(taken):
            fragment = [
                w for w in sentences[len(taken)].split()[:5] if not any(c.isdigit() for c in w)
            ]
            taken.append(" ".join(fragment[:4]))
        if index and index <= len(headings) and rng.random() < 0.6:
            blocks.append(f"**{headings[index - 1]}**")
        body = " ".join(_noisy(s, rng, 0.08, 0.03, keep_facts=True) for s in taken)
        blocks.append(_wrap(body, rng, rng.randrange(55, 75)))
    return "\n\n".join(blocks) + "\n"


def corrupt(name: str, text: str) -> str:
    """A heavily garbled version of a clean document."""
    rng = _rng(name)
    title, _, paragraphs = _split(text)
    sentences = [s for paragraph in paragraphs for s in paragraph]
    rng.shuffle(sentences)
    spliced = []
    for first, second in zip(sentences, sentences[1:] + sentences[:1]):
        head, tail = first.split(), second.split()
        spliced.append(" ".join(head[: max(3, len(head) * 2 // 3)] + tail[len(tail) // 2 :]))
    body = " ".join(_noisy(s, rng, 0.35, 0.08, keep_facts=False) for s in spliced).translate(
        _DIGIT_LOOKALIKES
    )
    words = body.split()
    body = "".join(w + ("" if rng.random() < 0.05 else " ") for w in words)
    chunks = [_wrap(part, rng, rng.randrange(30, 90)) for part in re.split(r"(?<=\.) ", body)]
    return f"{title.translate(_DIGIT_LOOKALIKES)} ~~\n\n" + "\n".join(chunks) + "\n"


def main() -> None:
    """Write every degraded and corrupted document next to its clean source."""
    for clean in sorted(DOCS.glob("*_clean.md")):
        text = clean.read_text(encoding="utf-8")
        stem = clean.name.removesuffix("_clean.md")
        (DOCS / f"{stem}_degraded.md").write_text(degrade(clean.name, text), encoding="utf-8")
        if clean.name in CORRUPTED_SOURCES:
            (DOCS / f"{stem}_corrupted.md").write_text(corrupt(clean.name, text), encoding="utf-8")


if __name__ == "__main__":
    main()
