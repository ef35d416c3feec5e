"""Canonical comparison forms of names: the signature, its tokens and a transliteration fold.

``name_signature`` is the key two spellings of one name share. It extends the paper's key
(:func:`hcf_graph.normalize.normalize_text`) with rules that never change which thing a name
denotes:

- non-Latin and special Latin letters are transliterated ("ß" -> "ss", "Ł" -> "l", Cyrillic ->
  Latin when ``anyascii`` is installed);
- apostrophes are dropped ("O'Brien" -> "obrien"), hyphens, periods and other punctuation become
  spaces ("Guinea-Bissau" -> "guinea bissau"), "&" becomes "and";
- "st"/"ste"/"mt"/"ft" abbreviations are spelled out ("St. Petersburg" -> "saint petersburg"),
  except a final "st" after another word, which is a street ("Main St" -> "main street"), and
  street types after another word ("Delaware Ave" -> "delaware avenue", "Blvd", "Rd");
- a run of single letters is one acronym ("U.S.A." -> "usa"), unless a longer word follows, in
  which case they stay initials ("J. S. Bach" -> "j s bach");
- a leading "the", leading honorifics ("Sir", "Dr."), leading state designations ("Kingdom of",
  "Federal Republic of", "People's Republic of") and trailing legal forms ("Inc.", "Ltd") go.

Designations are removed only as a whole leading phrase, and words that tell places apart
("democratic", "north", "equatorial", "new", ...) are content, never designation:
"Democratic Republic of the Congo" -> "democratic congo", "Republic of the Congo" -> "congo".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

from ..normalize import normalize_text

_anyascii: Callable[[str], str] | None
try:  # optional, ISC licensed: transliterates every script, not only Latin with accents
    from anyascii import anyascii as _anyascii
except ImportError:  # pragma: no cover - depends on the environment
    _anyascii = None

# Latin letters that NFKD does not decompose into a base letter plus a combining mark.
_LATIN_SPECIALS = str.maketrans(
    {
        "ß": "ss",
        "ẞ": "ss",
        "æ": "ae",
        "Æ": "ae",
        "œ": "oe",
        "Œ": "oe",
        "ø": "o",
        "Ø": "o",
        "ł": "l",
        "Ł": "l",
        "đ": "d",
        "Đ": "d",
        "ð": "d",
        "Ð": "d",
        "þ": "th",
        "Þ": "th",
        "ı": "i",
        "ħ": "h",
        "Ħ": "h",
        "ŀ": "l",
        "Ŀ": "l",
        "ſ": "s",
    }
)
_APOSTROPHES = re.compile(r"[\u0027\u2018\u2019\u02bc\u02bb\u0060\u00b4]")
_NON_WORD = re.compile(r"[^a-z0-9]+")

# Leading state designations, longest first so "federal republic of" wins over "republic of".
# "democratic republic of" is deliberately absent: "democratic" is kept as content.
_STATE_DESIGNATIONS: tuple[str, ...] = tuple(
    sorted(
        (
            "republic of",
            "kingdom of",
            "state of",
            "commonwealth of",
            "principality of",
            "grand duchy of",
            "duchy of",
            "sultanate of",
            "emirate of",
            "federation of",
            "federal republic of",
            "federative republic of",
            "peoples republic of",
            "islamic republic of",
            "arab republic of",
            "socialist republic of",
            "united republic of",
            "bolivarian republic of",
            "oriental republic of",
            "plurinational state of",
            "independent state of",
            "hashemite kingdom of",
            "cooperative republic of",
            "co operative republic of",
            "federal democratic republic of",
            "democratic socialist republic of",
            "federated states of",
            "union of",
            "territory of",
            "province of",
            "empire of",
            "confederation of",
            "free state of",
        ),
        key=len,
        reverse=True,
    )
)
# "union of" and "territory of" only count before a single remaining name; see _strip_designation.
_WEAK_DESIGNATIONS = frozenset({"union of", "territory of", "province of", "empire of"})
_HONORIFICS = frozenset({"sir", "dame", "dr", "mr", "mrs", "ms", "mx", "prof", "professor", "rev"})
_LEGAL_FORMS = frozenset(
    {
        "inc",
        "incorporated",
        "ltd",
        "limited",
        "llc",
        "plc",
        "corp",
        "corporation",
        "gmbh",
        "ag",
        "sa",
        "nv",
        "bv",
        "spa",
        "srl",
        "pty",
        "llp",
        "lp",
        "oy",
        "ab",
        "as",
        "kk",
    }
)
#: Words that designations, titles and legal forms are made of ("principality", "corporation"):
#: a misspelling of one of them at the edge of a name is a designation, not a word of the name.
DESIGNATION_WORDS: frozenset[str] = frozenset(
    w
    for phrase in (*_STATE_DESIGNATIONS, *_HONORIFICS, *_LEGAL_FORMS)
    for w in phrase.split()
    if len(w) >= 4 and w not in {"united", "democratic", "arab", "islamic", "union", "free", "states"}
)

# Abbreviations spelled out wherever they stand ("st" is handled apart: it can be "street").
_ABBREVIATIONS = {
    "ste": "sainte",
    "mt": "mount",
    "mtn": "mountain",
    "ft": "fort",
    "pt": "port",
    "inst": "institute",
    "univ": "university",
    "dept": "department",
    "intl": "international",
    "natl": "national",
    "assn": "association",
    "assoc": "association",
    "govt": "government",
    "bros": "brothers",
    "mfg": "manufacturing",
    "hosp": "hospital",
    "acad": "academy",
}

#: Words that distinguish otherwise equal names; resolution never treats them as noise.
DISCRIMINATING_WORDS: frozenset[str] = frozenset(
    {
        "north",
        "south",
        "east",
        "west",
        "northern",
        "southern",
        "eastern",
        "western",
        "central",
        "upper",
        "lower",
        "new",
        "old",
        "great",
        "greater",
        "little",
        "democratic",
        "equatorial",
        "jr",
        "junior",
        "sr",
        "senior",
        "elder",
        "younger",
        "minor",
        "major",
        "first",
        "second",
        "third",
        "saint",
        "sainte",
        "san",
        "santa",
        "lake",
        "mount",
        "river",
        "city",
        "county",
        "island",
        "islands",
    }
)
#: Words that say what kind of thing a name denotes but not which one ("University of X",
#: "X River"); a typo in X is judged as strictly as in a one-word name when only they are shared.
GENERIC_WORDS: frozenset[str] = DISCRIMINATING_WORDS | frozenset(
    {
        "university",
        "college",
        "institute",
        "school",
        "academy",
        "bank",
        "company",
        "group",
        "club",
        "united",
        "athletic",
        "rovers",
        "wanderers",
        "football",
        "town",
        "village",
        "mountain",
        "port",
        "fort",
        "bay",
        "falls",
        "springs",
        "heights",
        "junction",
        "street",
        "road",
        "park",
        "church",
        "cathedral",
        "hospital",
        "airport",
        "station",
        "technology",
        "science",
        "sciences",
        "art",
        "arts",
        "medicine",
        "partners",
        "associates",
        "holdings",
        "foundation",
        "society",
        "association",
        "national",
        "international",
        "federal",
        "state",
        "republic",
        "kingdom",
        "principality",
        "duchy",
        "grand",
        "museum",
        "library",
        "center",
        "centre",
        "department",
        "ministry",
        "council",
        "committee",
        "industries",
        "systems",
        "solutions",
        "services",
        "district",
        "region",
        "province",
        "valley",
        "sea",
        "ocean",
        "island",
        "islands",
        "peninsula",
        "desert",
        "forest",
        "castle",
        "palace",
        "bridge",
    }
)
#: Function words ignored when names are aligned token by token (kept in the signature).
STOPWORDS: frozenset[str] = frozenset(
    {
        "of",
        "the",
        "de",
        "du",
        "des",
        "la",
        "le",
        "les",
        "von",
        "van",
        "der",
        "den",
        "da",
        "di",
        "del",
        "dos",
        "das",
        "al",
        "el",
        "in",
        "on",
        "upon",
        "at",
        "for",
    }
)
_ROMAN = re.compile(r"^(?=[ivxlc]{2,}$)(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$")
"""A roman numeral below 100 ("ii", "xiv", "lx"): larger ones in names are rarer than the
abbreviations they spell ("DC", "MC", "CD", "MD", "CV")."""


def transliterate(text: str) -> str:
    """ASCII form of ``text``: special Latin letters spelled out, other scripts romanized."""
    text = text.translate(_LATIN_SPECIALS)
    if _anyascii is not None and not text.isascii():
        # anyascii keeps accents off ("Zürich" -> "Zurich"), like the paper's NFKD key.
        text = _anyascii(unicodedata.normalize("NFC", text))
    return text


# Entity names are matched on their first MAX_MATCH_CHARS characters: a real name is far shorter,
# and a 100k-character "name" (an extraction gone wrong) would otherwise cost minutes in blocking
# and matching, which are quadratic in a name's words.
MAX_MATCH_CHARS = 200


def matched_part(name: str) -> str:
    """The part of a name that entity matching looks at: its first :data:`MAX_MATCH_CHARS` characters."""
    return name if len(name) <= MAX_MATCH_CHARS else name[:MAX_MATCH_CHARS]


@lru_cache(maxsize=1 << 18)
def name_signature(name: str) -> str:
    """The canonical comparison form of a name (see the module docstring for the rules)."""
    return " ".join(signature_tokens(name))


@lru_cache(maxsize=1 << 18)
def signature_tokens(name: str) -> tuple[str, ...]:
    """The tokens of :func:`name_signature`."""
    text = normalize_text(transliterate(name))
    text = _APOSTROPHES.sub("", text).replace("&", " and ")
    tokens = _NON_WORD.sub(" ", text).split()
    tokens = _join_letter_numbers(tokens)
    tokens = _join_acronyms(tokens)
    tokens = _expand_abbreviations(tokens)
    # An all-caps first word is an acronym, never a title: "DR Congo", "MS Word".
    first_word = name.strip().split(" ", 1)[0].rstrip(".")
    tokens = _strip_designation(tokens, titles=not (len(first_word) > 1 and first_word.isupper()))
    return tuple(tokens)


def _join_letter_numbers(tokens: list[str]) -> list[str]:
    """A single letter followed by a number is one code: "B-12", "B 12" -> "b12", "F-16" -> "f16"."""
    out: list[str] = []
    for tok in tokens:
        if out and tok.isdigit() and len(out[-1]) == 1 and out[-1].isalpha():
            out[-1] += tok
        else:
            out.append(tok)
    return out


def _join_acronyms(tokens: list[str]) -> list[str]:
    """Join runs of single letters into one token unless a longer word follows (initials)."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and len(tokens[j]) == 1 and tokens[j].isalpha():
            j += 1
        if j - i >= 2 and j == len(tokens):
            out.append("".join(tokens[i:j]))  # "u s a" at the end: an acronym
        else:
            out.extend(tokens[i:j] or [tokens[i]])
            if j == i:
                j = i + 1
        i = j
    return out


# Street types, spelled out after another word only ("Delaware Ave", not "Ave Maria").
_STREET_ABBREVIATIONS = {"ave": "avenue", "blvd": "boulevard", "rd": "road", "hwy": "highway", "pkwy": "parkway"}


def _expand_abbreviations(tokens: list[str]) -> list[str]:
    out: list[str] = []
    for i, tok in enumerate(tokens):
        if tok == "st":
            # "Main St" is a street; "St Petersburg", "St. John's" are saints.
            out.append("street" if i == len(tokens) - 1 and i > 0 else "saint")
        elif i > 0 and tok in _STREET_ABBREVIATIONS:
            out.append(_STREET_ABBREVIATIONS[tok])
        else:
            out.append(_ABBREVIATIONS.get(tok, tok))
    return out


def _strip_designation(tokens: list[str], titles: bool = True) -> list[str]:
    """Drop a leading "the", honorifics, one state designation phrase and trailing legal forms."""
    while titles and len(tokens) > 1 and tokens[0] in _HONORIFICS:
        tokens = tokens[1:]
    if len(tokens) > 1 and tokens[0] == "the":
        tokens = tokens[1:]
    # A discriminating word before a designation stays: "Democratic Republic of the Congo" ->
    # "democratic congo"; whole designations that start with one go ("Democratic Socialist
    # Republic of Sri Lanka" -> "sri lanka").
    stripped = _strip_state_designation(tokens)
    if stripped is None and len(tokens) > 3 and tokens[0] in DISCRIMINATING_WORDS:
        rest = _strip_state_designation(tokens[1:])
        stripped = tokens[:1] + rest if rest is not None else None
    if stripped is not None:
        tokens = stripped
    while len(tokens) > 1 and tokens[-1] in _LEGAL_FORMS:
        tokens = tokens[:-1]
    return tokens


_DESIGNATION_RE = re.compile("^(" + "|".join(re.escape(p) for p in _STATE_DESIGNATIONS) + ") ")
_DESIGNATION_WORDS = frozenset(w for p in _STATE_DESIGNATIONS for w in p.split()[:1])
_DIGIT = re.compile(r"\d")


def _strip_state_designation(tokens: list[str]) -> list[str] | None:
    if not tokens or tokens[0] not in _DESIGNATION_WORDS:
        return None
    joined = " ".join(tokens)
    m = _DESIGNATION_RE.match(joined)  # alternatives are longest first
    if m is None:
        return None
    rest = joined[m.end() :].split()
    if rest and rest[0] == "the" and len(rest) > 1:
        rest = rest[1:]
    if m.group(1) in _WEAK_DESIGNATIONS and len(rest) != 1:
        return None
    return rest


@lru_cache(maxsize=1 << 16)
def is_number_token(token: str) -> bool:
    """A token with digits ("12", "b12") or a roman numeral of two letters or more ("viii")."""
    return bool(_DIGIT.search(token)) or bool(_ROMAN.match(token))


_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


def number_value(token: str, position: int, length: int) -> str | None:
    """The number a token stands for, as digits: "12" -> "12", "ii" -> "2" after a word,
    a final lone "i" -> "1" ("World War I"); None for other tokens (a first "Xi" or "Li" is a name)."""
    if token.isdigit():
        return str(int(token))
    if position == 0:
        return None
    if _ROMAN.match(token) or (token == "i" and position == length - 1):
        total = 0
        for ch, nxt in zip(token, token[1:] + " ", strict=True):
            value = _ROMAN_VALUES[ch]
            total += -value if nxt != " " and _ROMAN_VALUES[nxt] > value else value
        return str(total)
    return None


_FOLD_COMMON: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), repl)
    for pattern, repl in (
        (r"^(?:tsch|tch)", "ch"),  # only word-initially: "Tchaikovsky", but not "Mitchell"
        (r"sch", "sh"),
        (r"kh", "h"),
        (r"ph", "f"),
        (r"ck", "k"),
        (r"w", "v"),
        # "y" for a Cyrillic short i: after a vowel or at the end ("Chaykovsky", "Tolstoy");
        # between consonants it is a vowel of its own ("Sydney" is not "Sidney").
        (r"(?<=[aeiou])y|y$", "i"),
        (r"ou", "u"),
        (r"x", "ks"),  # "Alexander" / "Aleksandr"
    )
)
# German umlauts spelled out after a consonant: "mueller" -> "muller", "goethe" -> "gothe".
_FOLD_GERMAN = re.compile(r"(?<=[bcdfghjklmnpqrstvxz])([aou])e")
# British "ae"/"oe" where American English writes "e": "caesium", "haemoglobin", "oestrogen".
_FOLD_ENGLISH = re.compile(r"(?:ae|oe)")
_DOUBLED = re.compile(r"(.)\1+")


@lru_cache(maxsize=1 << 18)
def fold_token(token: str) -> str:
    """A transliteration-insensitive form of one token, for closeness tests and blocking only.

    Folds spellings that romanizations of one name differ by: "tch"/"tsch"/"ch", "w"/"v", a
    final or post-vowel "y"/"i", "ph"/"f", "kh"/"h", "ou"/"u", "x"/"ks", German umlaut spellings
    ("ue" -> "u"), doubled letters. It is too coarse for a key ("Michael" and "Michal" fold
    alike) and is never used as one. :func:`fold_token_english` is the British-spelling variant.
    """
    folded = _fold_common(token)
    if "e" in folded:
        folded = _FOLD_GERMAN.sub(r"\1", folded)
    return _DOUBLED.sub(r"\1", folded)


@lru_cache(maxsize=1 << 18)
def fold_token_english(token: str) -> str:
    """Like :func:`fold_token` but folds British "ae"/"oe" to "e" ("caesium" ~ "cesium")."""
    return _DOUBLED.sub(r"\1", _FOLD_ENGLISH.sub("e", _fold_common(token)))


# A letter sequence each _FOLD_COMMON pattern needs: a token without it skips that regex (most do).
_FOLD_TRIGGERS = ("ch", "sch", "kh", "ph", "ck", "w", "y", "ou", "x")


def _fold_common(token: str) -> str:
    for (pattern, repl), trigger in zip(_FOLD_COMMON, _FOLD_TRIGGERS, strict=True):
        if trigger in token:
            token = pattern.sub(repl, token)
    return token


@lru_cache(maxsize=1 << 18)
def _singulars(word: str) -> set[str]:
    """The words a regular English plural may stand for ("tomatoes": tomatoe, tomato;
    "berries": berry; "leaves": leaf, leave); empty for a word that is no plural."""
    if len(word) < 4 or not word.endswith("s") or word.endswith(("ss", "us", "is")) or not word.isalpha():
        return set()
    found = {word[:-1]}
    if word.endswith("es"):
        found.add(word[:-2])
    if word.endswith("ies"):
        found.add(word[:-3] + "y")
    if word.endswith("ves"):
        found.add(word[:-3] + "f")
    return found


@lru_cache(maxsize=1 << 16)
def number_variants(a: str, b: str) -> bool:
    """Whether two names differ only in the number of their last word: "apples" / "Apple",
    "Churros" / "Churro", "bay leaves" / "bay leaf" (crowds pluralize what titles keep singular)."""
    ta, tb = signature_tokens(a), signature_tokens(b)
    if not ta or len(ta) != len(tb) or ta[:-1] != tb[:-1] or ta[-1] == tb[-1]:
        return False
    return tb[-1] in _singulars(ta[-1]) or ta[-1] in _singulars(tb[-1])


def content_tokens(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Tokens without function words (never empty: a name of function words keeps them)."""
    kept = tuple(t for t in tokens if t not in STOPWORDS)
    return kept or tokens
