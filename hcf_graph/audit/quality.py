"""Intra-document quality (IaDQ), offline: five parts in [0, 1] from measured text heuristics.

HCF's first level asks how sound each document is as a piece of writing, never whether it is
true. The offline scorer (``heuristics.v1``) reads the text alone, plus the document's own facts
for the internal-consistency part, and returns each part with the evidence behind it.

Formulas (``clamp`` keeps a value in [0, 1]; rates are per word unless said otherwise):

- **clarity** = mean(spelling, noise, readability)

  - spelling = clamp(1 - unknown / 0.10), ``unknown`` the share of lowercase words of three or
    more letters that the English word list (``wordfreq``) does not know: OCR slips, run-together
    words, another language;
  - noise = clamp(1 - debris / 0.03), ``debris`` the share of markup and encoding leftovers:
    HTML tags and entities, stray ``**``/``__``/``~~``, footnote markers, mojibake, control
    characters, broken hyphenation at line ends, letter-digit look-alike tokens;
  - readability = clamp(1 - max(0, L - 25) / 35) x clamp(1 - max(0, cv - 0.9) / 1.1), ``L`` the
    mean sentence length in words and ``cv`` the coefficient of variation of sentence lengths.

- **internal consistency** = 1 - c / k, ``k`` the document's distinct fact keys and ``c`` those
  of them on which the document states values that the conflict rules judge a conflict (1 when
  the document has no facts: nothing contradicts).
- **completeness** = 0.4 ending + 0.3 paragraphs + 0.15 sections + 0.15 length: ``ending`` 0 when
  the last line stops in mid-sentence; ``paragraphs`` the share of paragraphs ending with
  terminal punctuation; ``sections`` the share of headings followed by text; ``length``
  clamp(words / 50).
- **information density** = mean(lexical, repetition, facts): lexical = clamp(content words /
  words / 0.45); repetition = clamp(1 - max(r_s / 0.15, r_p / 0.3)), ``r_s`` the share of sentences
  that repeat an earlier one and ``r_p`` the share of six-word passages seen before; facts =
  clamp(facts per sentence / 0.25), left out when the fact count is not known.
- **coherence** = mean(starts, fragments, cohesion): starts = clamp(1 - s / 0.2), ``s`` the share
  of sentences that begin in lowercase (spliced or shuffled fragments); fragments = clamp(1 - g /
  0.2), ``g`` the share of sentences under four words; cohesion = clamp(0.5 + p), ``p`` the share
  of neighbouring sentences within a paragraph that share a content word.

IaDQ is the mean of the five parts. Where the paper is silent (every threshold above) we chose
them on the bundled corpus and a labelled set of degraded documents; ``benchmarks/
bench_degradation.py`` prints how well they separate clean from damaged text.
"""

from __future__ import annotations

import itertools
import re
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..wording import plural

SCORER = "heuristics.v1"
PARTS = ("clarity", "consistency", "completeness", "density", "coherence")
DEGRADED_BELOW = 0.8
PART_NAMES = {
    "clarity": "clarity",
    "consistency": "internal consistency",
    "completeness": "completeness",
    "density": "information density",
    "coherence": "coherence",
}

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*", re.UNICODE)
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"”')\]]*\s+(?=[\"“'(\[]?[A-Za-z0-9])|\n\s*\n")
_ABBREVIATION = re.compile(
    r"(?:\b(?:[A-Z]|Mr|Mrs|Ms|Dr|St|Mt|Prof|Sr|Jr|No|Nos|Vol|vs|etc|approx|ca|c|cf|e\.g|i\.e|Inc|Ltd|Co|Corp|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.)$"
)
_TERMINAL = re.compile(r"[.!?:;\"”')\]…]\s*$")
_HEADING = re.compile(r"^\s*(#{1,6}\s*\S.*|[*_]{2}[^*_]+[*_]{2}\s*|[A-Z][A-Z0-9 ,'&-]{2,60})$")
_DEBRIS = [
    ("markup tag", re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]{0,60})?/?>")),
    ("HTML entity", re.compile(r"&(?:[A-Za-z]{2,8}|#\d{2,5});")),
    ("stray emphasis", re.compile(r"(?:(?<=\s)|^)(?:\*\*|__|~~)(?=\s|$)", re.MULTILINE)),
    ("footnote marker", re.compile(r"\[(?:\d{1,3}|[lIZ]{1,2})\]")),
    ("mojibake", re.compile(r"Ã[\x80-\xbf¡-ÿ]|â€|\ufffd")),
    ("control character", re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")),
    ("broken hyphenation", re.compile(r"[a-z]-\n[a-z]")),
    ("look-alike token", re.compile(r"\b[a-z]+[A-Z0-9][A-Za-z0-9]*\b")),
    ("stray backslash", re.compile(r"(?<=\s)\\(?=\s)")),
]
_STOP_TEXT = """
    a about above after again against all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have
    having he her here hers herself him himself his how i if in into is it its itself just me more most my
    myself no nor not now of off on once only or other our ours ourselves out over own same she should so
    some such than that the their theirs them themselves then there these they this those through to too
    under until up very was we were what when where which while who whom why will with would you your yours
    yourself yourselves one two three first second many much may might must shall upon within without
"""
_STOP_WORDS = frozenset(_STOP_TEXT.split())


def clamp(value: float) -> float:
    """``value`` limited to [0, 1]."""
    return 0.0 if value != value else max(0.0, min(1.0, value))


@dataclass
class PartScore:
    """One IaDQ part: its score and the evidence behind it (counts, sentences, spans)."""

    score: float
    reasons: list[str] = field(default_factory=list)
    measures: dict[str, float] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"score": round(self.score, 4), "reasons": self.reasons, "measures": self.measures}


@dataclass
class DocumentQuality:
    """The five IaDQ parts of one document and their mean."""

    doc: str
    parts: dict[str, PartScore]
    scorer: str = SCORER

    @property
    def iadq(self) -> float:
        return statistics.fmean(p.score for p in self.parts.values())

    def looks_degraded(self) -> bool:
        """The offline degradation detector: some part is below 0.8 (``DEGRADED_BELOW``)."""
        return any(p.score < DEGRADED_BELOW for p in self.parts.values())

    def weakest(self) -> list[str]:
        """The parts below 0.8, weakest first."""
        low = sorted((p.score, name) for name, p in self.parts.items() if p.score < 0.8)
        return [name for _, name in low]

    def as_json(self) -> dict[str, Any]:
        return {
            "doc": self.doc,
            "scorer": self.scorer,
            "iadq": round(self.iadq, 4),
            "parts": {name: part.as_json() for name, part in self.parts.items()},
        }


@dataclass(frozen=True)
class InternalConflict:
    """A key on which one document states values that the conflict rules judge a conflict."""

    relation: str
    entity: str
    values: tuple[str, ...]


@lru_cache(maxsize=1)
def _zipf() -> Any:
    from wordfreq import zipf_frequency  # imported here: the word list loads in about 0.3 s

    return zipf_frequency


@lru_cache(maxsize=200_000)
def is_known_word(word: str) -> bool:
    """Whether the English word list knows ``word`` (hyphenated words: every part)."""
    zipf = _zipf()
    return all(zipf(part, "en") > 0 for part in word.split("-") if part)


def split_sentences(text: str) -> list[str]:
    """Sentences of a text, by terminal punctuation before a capital, and by blank lines."""
    out: list[str] = []
    pending = ""
    for block in _SENTENCE_END.split(text):
        if pending:
            block = pending + " " + block
            pending = ""
        sentence = " ".join(block.split())
        if _ABBREVIATION.search(sentence) and not block.endswith("\n"):
            pending = sentence  # "St. Mary's", "J. Smith", "e.g. the": not the end of a sentence
            continue
        if sentence and not _HEADING.match(block.strip()):
            out.append(sentence)
    if pending:
        out.append(pending)
    return out


def paragraphs(text: str) -> list[list[str]]:
    """Blocks of non-blank lines."""
    blocks: list[list[str]] = []
    current: list[str] = []
    for line in text.splitlines():
        if line.strip():
            current.append(line.strip())
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return blocks


def is_heading(block: list[str]) -> bool:
    """A one-line block that reads as a heading (markdown, bold line, capitals, or a short title)."""
    if len(block) != 1:
        return False
    line = block[0]
    if _HEADING.match(line):
        return True
    words = line.split()
    return len(words) <= 8 and not _TERMINAL.search(line) and line[:1].isupper()


def content_words(sentence: str) -> set[str]:
    """Lowercased words of a sentence that are not stop words (crudely singularised)."""
    found = set()
    for word in _WORD.findall(sentence.lower()):
        if word not in _STOP_WORDS and len(word) > 2:
            found.add(word[:-1] if word.endswith("s") and len(word) > 4 else word)
    return found


def score_document(
    doc: str,
    text: str,
    n_facts: int | None = None,
    internal_conflicts: Iterable[InternalConflict] = (),
    n_keys: int = 0,
) -> DocumentQuality:
    """The five IaDQ parts of one document's text (``n_facts``, ``n_keys`` and
    ``internal_conflicts`` come from the fact graph)."""
    words = _WORD.findall(text)
    sentences = split_sentences(text)
    blocks = paragraphs(text)
    parts = {
        "clarity": _clarity(text, words, sentences),
        "consistency": _consistency(list(internal_conflicts), n_keys),
        "completeness": _completeness(text, words, blocks),
        "density": _density(words, sentences, n_facts),
        "coherence": _coherence(sentences, blocks),
    }
    if not words:
        for part in parts.values():
            part.reasons.insert(0, "the document has no words")
    return DocumentQuality(doc, parts)


def _clarity(text: str, words: list[str], sentences: list[str]) -> PartScore:
    lower = [w for w in words if w[:1].islower() and len(w) >= 3]
    unknown = [w for w in lower if not is_known_word(w.replace("’", "'"))]
    unknown_rate = len(unknown) / len(lower) if lower else (1.0 if not words else 0.0)
    spelling = clamp(1 - unknown_rate / 0.10)
    function_share = sum(w.lower() in _STOP_WORDS for w in words) / len(words) if words else 0.0
    foreign = len(words) >= 12 and function_share < 0.12 and unknown_rate > 0.05
    if foreign:
        spelling = 0.0
    debris: dict[str, list[str]] = {}
    for name, pattern in _DEBRIS:
        hits = pattern.findall(text)
        if hits:
            debris[name] = hits
    n_debris = sum(len(v) for v in debris.values())
    debris_rate = n_debris / max(1, len(words))
    noise = clamp(1 - debris_rate / 0.03)
    lengths = [len(_WORD.findall(s)) for s in sentences] or [0]
    mean_len = statistics.fmean(lengths)
    spread = statistics.pstdev(lengths) / mean_len if mean_len else 0.0
    readability = clamp(1 - max(0.0, mean_len - 25) / 35) * clamp(1 - max(0.0, spread - 0.9) / 1.1)
    reasons = []
    if unknown:
        sample = ", ".join(sorted(set(unknown), key=unknown.index)[:6])
        reasons.append(
            f"{len(unknown)} of {len(lower)} lowercase words ({unknown_rate:.0%}) are not English words: {sample}"
        )
    if foreign:
        reasons.append(
            f"only {function_share:.0%} of the words are English function words: another language, "
            "or not prose (the offline scorer reads English)"
        )
    for name, hits in sorted(debris.items(), key=lambda kv: -len(kv[1])):
        sample = ", ".join(repr(h) for h in sorted(set(hits), key=hits.index)[:3])
        reasons.append(f"{len(hits)} {name}{'s' if len(hits) != 1 else ''} ({sample})")
    if readability < 1:
        reasons.append(f"sentences average {mean_len:.0f} words (spread {spread:.2f})")
    return PartScore(
        statistics.fmean([spelling, noise, readability]),
        reasons,
        {
            "unknown_rate": round(unknown_rate, 4),
            "debris_rate": round(debris_rate, 4),
            "mean_sentence_words": round(mean_len, 1),
            "sentence_length_cv": round(spread, 3),
            "function_word_share": round(function_share, 3),
        },
    )


def _consistency(conflicts: list[InternalConflict], n_keys: int) -> PartScore:
    if not n_keys:
        return PartScore(1.0, ["no facts to compare"] if not conflicts else [], {"keys": 0, "conflicting_keys": 0})
    score = clamp(1 - len(conflicts) / n_keys)
    reasons = [f"{c.entity} · {c.relation}: the document states {' and '.join(c.values)}" for c in conflicts[:10]]
    return PartScore(score, reasons, {"keys": n_keys, "conflicting_keys": len(conflicts)})


def _completeness(text: str, words: list[str], blocks: list[list[str]]) -> PartScore:
    reasons = []
    body = [b for b in blocks if not is_heading(b)]
    last = text.rstrip().splitlines()[-1].strip() if text.strip() else ""
    ending = 1.0 if (not last or _TERMINAL.search(last) or (blocks and is_heading(blocks[-1]))) else 0.0
    if not ending:
        reasons.append(f'the text ends in mid-sentence: "…{last[-60:]}"')
    open_paragraphs = [b for b in body if not _TERMINAL.search(b[-1])]
    paragraph_score = 1 - len(open_paragraphs) / len(body) if body else 0.0
    if open_paragraphs:
        reasons.append(f"{len(open_paragraphs)} of {len(body)} paragraphs stop without a full stop")
    headings = [i for i, b in enumerate(blocks) if is_heading(b)]
    empty = [i for i in headings if i + 1 >= len(blocks) or is_heading(blocks[i + 1])]
    section_score = 1 - len(empty) / len(headings) if headings else 1.0
    if empty:
        reasons.append(f"{plural(len(empty), 'heading')} with no text under them: {blocks[empty[0]][0][:60]!r}")
    length = clamp(len(words) / 50)
    if length < 1:
        reasons.append(f"only {len(words)} words")
    score = 0.4 * ending + 0.3 * paragraph_score + 0.15 * section_score + 0.15 * length
    return PartScore(
        score,
        reasons,
        {
            "ends_cleanly": ending,
            "open_paragraphs": len(open_paragraphs),
            "empty_sections": len(empty),
            "words": len(words),
        },
    )


def _density(words: list[str], sentences: list[str], n_facts: int | None) -> PartScore:
    reasons = []
    content = [w for w in words if w.lower() not in _STOP_WORDS]
    lexical_share = len(content) / len(words) if words else 0.0
    lexical = clamp(lexical_share / 0.45)
    seen: set[str] = set()
    repeated = []
    for s in sentences:
        key = " ".join(_WORD.findall(s.lower()))
        if key and key in seen and len(key.split()) >= 4:
            repeated.append(s)
        seen.add(key)
    lowered = [w.lower() for w in words]
    grams = [" ".join(lowered[i : i + 6]) for i in range(len(lowered) - 5)]
    seen_grams: set[str] = set()
    repeated_grams = 0
    for gram in grams:
        repeated_grams += gram in seen_grams
        seen_grams.add(gram)
    gram_share = repeated_grams / len(grams) if grams else 0.0
    sentence_share = len(repeated) / len(sentences) if sentences else 0.0
    repetition = clamp(1 - max(sentence_share / 0.15, gram_share / 0.3)) if sentences else 0.0
    if repeated:
        reasons.append(f'{plural(len(repeated), "repeated sentence")}, e.g. "{repeated[0][:80]}"')
    if gram_share > 0.02:
        reasons.append(f"{gram_share:.0%} of six-word passages repeat an earlier passage")
    scores = [lexical, repetition]
    measures = {
        "content_word_share": round(lexical_share, 3),
        "repeated_sentences": len(repeated),
        "repeated_passage_share": round(gram_share, 3),
    }
    if n_facts is not None:
        per_sentence = n_facts / len(sentences) if sentences else 0.0
        scores.append(clamp(per_sentence / 0.25))
        measures["facts_per_sentence"] = round(per_sentence, 3)
        if per_sentence < 0.25:
            reasons.append(f"{n_facts} facts in {len(sentences)} sentences")
    if lexical < 1:
        reasons.append(f"content words are {lexical_share:.0%} of the words")
    return PartScore(statistics.fmean(scores), reasons, measures)


def _coherence(sentences: list[str], blocks: list[list[str]]) -> PartScore:
    reasons = []
    if not sentences:
        return PartScore(0.0, ["no sentences"], {})
    lowercase = [s for s in sentences if s[:1].islower()]
    starts = clamp(1 - (len(lowercase) / len(sentences)) / 0.2)
    if lowercase:
        reasons.append(
            f'{plural(len(lowercase), "sentence")} {"starts" if len(lowercase) == 1 else "start"} in lowercase, e.g. "{lowercase[0][:70]}"'
        )
    short = [s for s in sentences if len(_WORD.findall(s)) < 4]
    fragments = clamp(1 - (len(short) / len(sentences)) / 0.2)
    if short:
        reasons.append(f'{plural(len(short), "fragment")} under four words, e.g. "{short[0][:40]}"')
    pairs = linked = 0
    for block in blocks:
        if is_heading(block):
            continue
        inner = split_sentences(" ".join(block))
        for a, b in itertools.pairwise(inner):
            pairs += 1
            linked += bool(content_words(a) & content_words(b))
    share = linked / pairs if pairs else 1.0
    cohesion = clamp(0.5 + share)
    if cohesion < 1:
        reasons.append(f"{linked} of {pairs} neighbouring sentences share a content word")
    return PartScore(
        statistics.fmean([starts, fragments, cohesion]),
        reasons,
        {"lowercase_starts": len(lowercase), "fragments": len(short), "cohesion": round(share, 3)},
    )
