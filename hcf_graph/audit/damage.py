"""Scripted damage for a labelled set of degraded documents (the IaDQ detector's benchmark).

Each function takes a clean text and a seeded random generator and returns the damaged text; the
kinds follow what the HCF paper's degraded corpora and real crawls show: truncation, OCR slips,
markup leftovers, shuffled and spliced sentences, repeated passages, broken encoding, hard wraps
with broken hyphenation, fragments.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_LOOKALIKE = {"e": "c", "m": "rn", "l": "1", "o": "0", "i": "l", "a": "o", "h": "b", "n": "u"}


def sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.split(" ".join(text.split())) if s]


def truncate(text: str, rng: random.Random) -> str:
    """Cut the text off in mid-sentence at 55-80 % of its length."""
    cut = int(len(text) * rng.uniform(0.55, 0.8))
    while cut < len(text) and text[cut - 1] in ".!?\n":
        cut += 1
    return text[:cut].rstrip(" ,;.")


def ocr(text: str, rng: random.Random) -> str:
    """OCR-like slips: look-alike letters, dropped and doubled letters, in about a fifth of the words."""
    words = text.split(" ")
    for i, word in enumerate(words):
        if len(word) > 3 and word.isalpha() and word.islower() and rng.random() < 0.2:
            pos = rng.randrange(1, len(word) - 1)
            kind = rng.random()
            if kind < 0.5 and word[pos] in _LOOKALIKE:
                word = word[:pos] + _LOOKALIKE[word[pos]] + word[pos + 1 :]
            elif kind < 0.75:
                word = word[:pos] + word[pos + 1 :]
            else:
                word = word[:pos] + word[pos] + word[pos:]
            words[i] = word
    return " ".join(words)


def markup(text: str, rng: random.Random) -> str:
    """Leftover markup: tags, entities, stray emphasis and footnote markers after about 6 % of words."""
    debris = ["<br>", "&nbsp;", "**", "[1]", "</span>", "<p>", "__", "[12]", "&amp;"]
    words = text.split(" ")
    return " ".join(w + (" " + rng.choice(debris) if rng.random() < 0.06 else "") for w in words)


def shuffle_splice(text: str, rng: random.Random) -> str:
    """Sentences shuffled across the text and half of them spliced onto the middle of another."""
    parts = sentences(text)
    rng.shuffle(parts)
    out: list[str] = []
    for s in parts:
        if out and rng.random() < 0.5:
            words = s.split()
            out[-1] = out[-1].rstrip(".") + " " + " ".join(words[len(words) // 2 :])
            out.append(" ".join(words[: len(words) // 2]).lower())
        else:
            out.append(s)
    return " ".join(out)


def repeat(text: str, rng: random.Random) -> str:
    """A third of the sentences repeated later in the text."""
    parts = sentences(text)
    for s in rng.sample(parts, max(1, len(parts) // 3)):
        parts.insert(rng.randrange(len(parts) + 1), s)
    return " ".join(parts)


def mojibake(text: str, rng: random.Random) -> str:
    """Typographic quotes and dashes, then UTF-8 read as Latin-1 (the classic broken encoding)."""
    typographic = text.replace("'", "’").replace(" - ", " – ").replace(", ", ", “", 1)
    words = typographic.split(" ")
    for i in rng.sample(range(len(words)), max(1, len(words) // 15)):
        words[i] = "“" + words[i] + "”"
    return " ".join(words).encode("utf-8").decode("latin-1")


def hard_wrap(text: str, rng: random.Random) -> str:
    """Lines wrapped at about 50 characters, with words broken by hyphens at line ends."""
    out, line = [], ""
    for word in " ".join(text.split()).split(" "):
        if len(line) + len(word) > 50:
            if len(word) > 6 and rng.random() < 0.6:
                cut = len(word) // 2
                out.append(f"{line} {word[:cut]}-".strip())
                line = word[cut:]
                continue
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    out.append(line)
    return "\n".join(out)


def fragments(text: str, rng: random.Random) -> str:
    """Sentences broken at commas and conjunctions into short lowercase fragments."""
    pieces = re.split(r",\s+|\s+(?:and|which|while|because)\s+", " ".join(text.split()))
    return ". ".join(p.strip().rstrip(".") for p in pieces if p.strip()) + "."


Damage = Callable[[str, random.Random], str]


def per_paragraph(fn: Damage) -> Damage:
    """Apply ``fn`` to each paragraph that is not a heading, keeping the layout of the rest."""

    def apply(text: str, rng: random.Random) -> str:
        blocks = text.split("\n\n")
        return "\n\n".join(b if (b.lstrip().startswith("#") or len(b.split()) < 8) else fn(b, rng) for b in blocks)

    return apply


KINDS: dict[str, Damage] = {
    "truncated": truncate,
    "ocr": ocr,
    "markup": markup,
    "shuffled-spliced": shuffle_splice,
    "repeated": per_paragraph(repeat),
    "mojibake": mojibake,
    "hard-wrapped": per_paragraph(hard_wrap),
    "fragments": per_paragraph(fragments),
}


def damage(text: str, kind: str, seed: int = 0) -> str:
    """``text`` with one kind of damage, deterministic for a seed."""
    return KINDS[kind](text, random.Random(f"{kind}:{seed}"))
