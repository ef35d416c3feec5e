"""Do two names denote the same thing? One pair at a time, with a reason for every answer.

A pair of names is compared on their signatures (:mod:`.names`), token by token:

1. equal signatures match (method "exact-signature");
2. number tokens ("11", "viii") must be equal: "Apollo 11" is not "Apollo 13";
3. the content tokens (function words aside) both names share are set aside; each token left on
   one side must pair with a token left on the other side that is *close* (:func:`token_close`:
   a transliteration, a transposition, a doubled letter, or one edit in a long word) or with an
   initial ("j" ~ "johann");
4. a word left over on one side rejects the pair ("John Adams" / "John Quincy Adams",
   "Sudan" / "South Sudan"), except a middle initial when the other name gives none
   ("John F. Kennedy" / "John Kennedy", but not "George H. W. Bush" / "George W. Bush");
5. a pair that survives scores the similarity ratio of its aligned words (shared words, then
   paired words, initials spelled out, transliterations folded), minus 0.03 for each
   transliteration, initial or left-out middle initial, in [0, 1]; it matches when that score
   reaches the threshold.

Names of one word, and names whose shared words are all generic ("University of", "Bank of"),
are held to stricter closeness (no plain typo below ten letters), because single names
that differ by a letter are usually different things: "Niger" / "Nigeria", "Austria" /
"Australia", "Zambia" / "Gambia", "Colombia" / "Columbia", "University of Melville" /
"University of Kelville". Over a corpus, word frequencies add evidence: a word seen once that is
one edit from a word seen three times or more is taken for a misspelling of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

from .names import (
    DESIGNATION_WORDS,
    DISCRIMINATING_WORDS,
    GENERIC_WORDS,
    content_tokens,
    fold_token,
    fold_token_english,
    is_number_token,
    number_value,
    signature_tokens,
)

#: Default acceptance threshold of the fuzzy score (token-sort ratio in [0, 1]).
DEFAULT_THRESHOLD = 0.85
#: How many times rarer than its word a misspelling is at most (noisy-channel evidence).
MISSPELLING_RATIO = 20
#: What a transliterated word, an initial or a left-out middle initial costs in the score.
SOFT_PENALTY = 0.03


@dataclass(frozen=True)
class NameMatch:
    """The verdict on one pair of names."""

    accepted: bool
    score: float
    method: str  # "exact-signature", "fuzzy" or "rejected"
    reason: str


def token_close(a: str, b: str, strict: bool = False, word_freq: Mapping[str, int] | None = None) -> str | None:
    """How two different tokens can be spellings of one word, or None when they cannot.

    ``strict`` is set when nothing else identifies the name (a one-word name, or one whose other
    words are generic like "University of"): then only changes that rarely make another real word
    are allowed: a transliteration, a transposition, a doubled letter, one edit in a word of ten
    letters or more that adds or drops a letter. Otherwise one edit in a word of six letters or
    more counts as a typo, always with the same first letter. ``word_freq`` (how many names of the
    corpus use each word) adds noisy-channel evidence: a word seen once (or at most a twentieth as
    often), one edit from a word seen three times or more (ten in strict mode) with the same first
    letter, is a misspelling of it ("Helxen" of "Helen", "Syteel" of "Steel"); and two words each
    seen three times or more at comparable rates are two words, not a typo ("Christina" /
    "Christian", "Anderson" / "Andersson"), unless one romanizes the other ("Sofia" / "Sophia").
    """
    if a == b:
        return "equal"
    if is_number_token(a) or is_number_token(b):
        return None
    shortest = min(len(a), len(b))
    discriminating = a in DISCRIMINATING_WORDS or b in DISCRIMINATING_WORDS
    osa = OSA.distance(a, b)
    same_first = a[0] == b[0]
    doubled = osa == 1 and _is_doubled_letter(a, b)
    if word_freq is not None:
        fa, fb = word_freq.get(a, 0), word_freq.get(b, 0)
        rare, common = min(fa, fb), max(fa, fb)
        # A misspelling is much rarer than its word (the same slip recurs: "Micheal"). In strict
        # mode the word must be common vocabulary ("steel", "bank"), not a place name a few share.
        seldom = rare <= max(1, common // MISSPELLING_RATIO)
        both_discriminating = a in DISCRIMINATING_WORDS and b in DISCRIMINATING_WORDS
        if seldom and common >= (10 if strict else 3) and shortest >= 4 and osa == 1 and same_first:
            return None if both_discriminating else "misspelling"
        if rare >= 3 and not seldom and (doubled or not _fold_equal(a, b)):
            # Two words that many names use are two words ("Christina"/"Christian",
            # "Anderson"/"Andersson"), unless one is a romanization of the other that a source
            # can use consistently ("Sofia"/"Sophia").
            return None
    if discriminating:
        return None
    if shortest >= 4 and not doubled and _fold_equal(a, b):
        return "transliteration"
    if shortest >= 4 and osa == 1 and len(a) == len(b) and sorted(a) == sorted(b):
        return "transposition"
    if doubled:
        return "doubled letter"
    if a.startswith(b) or b.startswith(a):
        return None  # "daniel"/"daniela", "paul"/"paula": other names, not typos
    if not same_first:
        return None
    if strict:
        return "typo" if shortest >= 10 and osa == 1 and len(a) != len(b) else None
    if shortest >= 6 and osa == 1:
        return "typo"
    return None


def _fold_equal(a: str, b: str) -> bool:
    return fold_token(a) == fold_token(b) or fold_token_english(a) == fold_token_english(b)


def _common_fold(a: str, b: str) -> tuple[str, str]:
    if fold_token(a) == fold_token(b):
        return fold_token(a), fold_token(b)
    return fold_token_english(a), fold_token_english(b)


def _is_doubled_letter(a: str, b: str) -> bool:
    """True when the longer token is the shorter with one letter doubled ("kenedy"/"kennedy")."""
    long, short = (a, b) if len(a) > len(b) else (b, a)
    if len(long) != len(short) + 1:
        return False
    for i in range(len(long)):
        if long[:i] + long[i + 1 :] == short:
            return (i > 0 and long[i - 1] == long[i]) or (i + 1 < len(long) and long[i + 1] == long[i])
    return False


def match_names(
    a: str, b: str, threshold: float = DEFAULT_THRESHOLD, word_freq: Mapping[str, int] | None = None
) -> NameMatch:
    """Compare two names (raw text); see the module docstring for the rules."""
    return match_tokens(signature_tokens(a), signature_tokens(b), threshold, word_freq)


def match_tokens(
    ta: tuple[str, ...],
    tb: tuple[str, ...],
    threshold: float = DEFAULT_THRESHOLD,
    word_freq: Mapping[str, int] | None = None,
) -> NameMatch:
    """Compare two names given as signature tokens; ``word_freq`` as in :func:`token_close`."""
    if ta == tb:
        return NameMatch(True, 1.0, "exact-signature", "equal signatures")
    if not ta or not tb:
        return NameMatch(False, 0.0, "rejected", "empty name")
    ta, tb = _numbers_as_digits(ta), _numbers_as_digits(tb)
    numbers_a = sorted(t for t in ta if is_number_token(t))
    numbers_b = sorted(t for t in tb if is_number_token(t))
    if numbers_a != numbers_b:
        return NameMatch(False, 0.0, "rejected", f"numbers differ: {numbers_a} vs {numbers_b}")
    ca, cb = content_tokens(ta), content_tokens(tb)
    alignment = _align(ca, cb, word_freq)
    if isinstance(alignment, str):
        return NameMatch(False, fuzz.token_sort_ratio(" ".join(ca), " ".join(cb)) / 100, "rejected", alignment)
    aligned_a, aligned_b, notes, soft = alignment
    # The score compares the aligned words in aligned order, so a typo costs only its letters;
    # each transliterated word, initial or left-out middle initial costs SOFT_PENALTY.
    score = fuzz.ratio(" ".join(aligned_a), " ".join(aligned_b)) / 100 - SOFT_PENALTY * soft
    score = max(score, 0.0)
    reason = ", ".join(notes) if notes else "same words"
    if score < threshold:
        return NameMatch(False, score, "rejected", f"score {score:.3f} below threshold {threshold}")
    return NameMatch(True, score, "fuzzy", reason)


def _designation_slip(left: list[str], own: tuple[str, ...]) -> list[str]:
    """The left-over words that are a designation with a typo at an edge of the name, or []."""
    words = [t for t in left if len(t) > 1]
    if not words or len(words) == len(own):
        return []
    near = [t for t in words if t in DESIGNATION_WORDS or near_designation(t)]
    if len(near) != len(words) or not any(t not in DESIGNATION_WORDS for t in near):
        return []
    positions = sorted(own.index(t) for t in near)
    k = len(positions)
    at_start = positions == list(range(k))
    at_end = positions == list(range(len(own) - k, len(own)))
    return near if at_start or at_end else []


@lru_cache(maxsize=1 << 14)
def near_designation(token: str) -> bool:
    """A designation word with one typo ("principalty", "corporatio")."""
    return len(token) >= 4 and any(token[0] == w[0] and OSA.distance(token, w) == 1 for w in DESIGNATION_WORDS)


@lru_cache(maxsize=1 << 18)
def _numbers_as_digits(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Roman numerals after a word become digits, so "World War II" meets "World War 2"."""
    out = []
    for i, tok in enumerate(tokens):
        value = number_value(tok, i, len(tokens))
        out.append(value if value is not None else tok)
    return tuple(out)


_Alignment = tuple[list[str], list[str], list[str], int]


def _align(ca: tuple[str, ...], cb: tuple[str, ...], word_freq: Mapping[str, int] | None) -> _Alignment | str:
    """Pair the words the names do not share; return both names' aligned words, or why not."""
    # Multiset difference by hand: names are a few words, Counter costs more than it saves.
    left_b = list(cb)
    left_a: list[str] = []
    shared_words: list[str] = []
    for t in ca:
        if t in left_b:
            left_b.remove(t)
            shared_words.append(t)
        else:
            left_a.append(t)
    common = set(shared_words)
    shared = sorted(shared_words)
    # Without a shared word that identifies something, a typo is judged as in a one-word name.
    strict = not any(len(t) >= 3 and t not in GENERIC_WORDS for t in shared)
    aligned_a, aligned_b = list(shared), list(shared)
    partner: dict[str, str] = {t: t for t in shared}  # a's word -> the word it stands for
    partner_b: dict[str, str] = {t: t for t in shared}
    notes: list[str] = []
    typos = soft = 0
    anchors = sum(1 for t in shared if len(t) >= 3)
    # 1. pair whole words that are spellings of one word
    for tok in list(left_a):
        if len(tok) == 1:
            continue
        for other in left_b:
            kind = token_close(tok, other, strict, word_freq) if len(other) > 1 else None
            if kind is None:
                continue
            left_a.remove(tok)
            left_b.remove(other)
            partner[tok] = partner_b[other] = other
            notes.append(f"{kind} {tok}/{other}")
            if kind == "transliteration":  # the same word: compare its folded forms
                tok, other = _common_fold(tok, other)
                soft += 1
            aligned_a.append(tok)
            aligned_b.append(other)
            typos += kind in {"typo", "misspelling"}
            anchors += 1
            break
    if typos > max(1, min(len(ca), len(cb)) // 2):
        return f"too many typos ({typos})"
    # 2. pair initials with the words they abbreviate ("j" ~ "johann"); spelled out in the score
    paired_initials = False
    for side_from, side_to, from_is_a in ((left_a, left_b, True), (left_b, left_a, False)):
        for tok in list(side_from):
            if len(tok) != 1:
                continue
            full = next((o for o in side_to if len(o) > 1 and o[0] == tok), None)
            if full is not None:
                side_from.remove(tok)
                side_to.remove(full)
                (partner if from_is_a else partner_b)[tok] = full
                (partner_b if from_is_a else partner)[full] = full
                aligned_a.append(full)
                aligned_b.append(full)
                soft += 1
                paired_initials = True
                notes.append(f"initial {tok}./{full}" if from_is_a else f"initial {full}/{tok}.")
    # 3. a misspelt designation at the start or end of one name went unstripped: drop it
    for left, own in ((left_a, ca), (left_b, cb)):
        slip = _designation_slip(left, own)
        if slip:
            notes.append("misspelt designation " + " ".join(slip))
            soft += 1
            for tok in slip:
                left.remove(tok)
    # 4. whatever is left must be middle initials that the other name leaves out
    for left, other_tokens in ((left_a, cb), (left_b, ca)):
        for tok in left:
            if tok in DISCRIMINATING_WORDS:
                return f"discriminating word {tok!r} on one side only"
            if len(tok) > 1:
                return f"word {tok!r} on one side only"
        if left and any(len(t) == 1 for t in other_tokens):
            return f"different initials ({' '.join(left)})"
        if left and sum(len(t) > 1 for t in other_tokens) < 2:
            return f"initial {' '.join(left)} against a single word"
    if "and" in common and [t for t in ca if t in common] != [t for t in cb if t in common]:
        return "joined words in a different order"  # "Hall & Green" is not "Green & Hall"
    if paired_initials:
        # Initials keep their place: "Susan T. Tanaka" is not "Thomas S. Tanaka".
        order_a = [partner[t] for t in ca if t in partner]
        order_b = [partner_b[t] for t in cb if t in partner_b]
        if order_a != order_b:
            return "initials in a different order"
    if left_a or left_b:
        notes.append("extra initial " + " ".join(left_a + left_b))
        soft += len(left_a) + len(left_b)
    if anchors == 0:
        return "no shared word of three letters or more"
    return aligned_a, aligned_b, notes, soft
