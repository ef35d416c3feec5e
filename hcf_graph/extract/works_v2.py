"""``spacy-rules.v2`` on written works: books, novels, academic journals and magazines.

- **Series**: "X is the sequel to Y" (X preceded by Y), "X, the sequel to Y, ...", "the prequel
  to X is Y", "X is a prequel of Y" (X followed by Y); one fact, in the direction the sentence
  states ("X was followed by Y" stays the open verb rule's).
- **Identifiers**: ISBN, ISSN, OCLC, LCCN ("Library of Congress Control Number") and CODEN
  values read whole from the text, exactly as written ("0-7653-0950-2", "0003-066X"), keyed on
  the work the sentence gives them to ("X has the ISBN ...", "X's ISSN is ...", "the OCLC number
  of X is ...", "X (ISBN ...)"); a year or a page count is never one.
- **Abbreviations**: "X, abbreviated as Y", "X (abbreviated Y)", "the abbreviation of X is Y",
  "Y is the abbreviated name of X", "X is abbreviated to Y"; the value is read from the text, as
  the parser cuts "Acta Math. Hungar." at its points.
- **Media, discipline, genre**: "published in hardcover", "available in print and as an
  e-book", "a paperback"; "a journal of/about/covering mathematics", "X covers the academic
  discipline of Y"; "a science fiction novel", "a work of fantasy", "the genre of X is Y".
- **Country, language, author gaps**: "an American novel", "a book from Y", "published in Y",
  "The book is from Y"; "an English-language novel", "written in the English language"; "Lena
  Hart's novel X".
- **Makers and lists**: "a journal published by Y", "a novel that was written by Y", "a magazine
  founded by Y" on a work's class noun (its apposition too: "the editor of X, a journal published
  by Y"); "X is a magazine whose editor is Y", "a book whose author/publisher is Y"; "Its
  publisher, Y,"; "Y, the Irish author of X,"; "Y is the author of X and Z", "X and Z were
  published by Y" (each work); a work's "released by"/"issued by" (publisher) and "succeeded by"
  (followed by) once the sentence or the topic made it a work; "X's sequel, Y," and "The sequel
  to X, Y,". Periodicals ("a British newspaper", "a Canadian magazine", "a newspaper in English")
  get a country and a language like books; writers a nationality ("X, an American writer,", "the
  Irish author X"). An identifier the parse leaves without an owner goes to the subject of a
  sentence that describes the work ("X is a book by Y with the ISBN ...").
- **Titles** (:func:`title_spans`, merged before the rules run): "1634: The Ram Rebellion",
  "Beyond the Marsh", "The Fellowship of the Ring", "A Long Winter" inside a sentence, "Tidal
  Letters"; "The Salt Harbour and Quiet Engines" as two titles (:func:`title_list`); a title the
  pipeline tags as a person is "it" in the next sentence once a sentence gave it an author, a
  publisher, an ISBN ... (:meth:`WorkRules.last_work`).

- **Names the tagger gets wrong** (session 27): "a novel by Henrietta Vane" and "Ines Carvalho's
  novel X" for a writer tagged as an organisation or a place (never a name ending in "Press",
  "Books" ...); "X, by Y, is a novel"; "a collection of stories by Y", "a series of fantasy books
  written by Y and published by Z"; titles "Ravens at Dusk", "Winter of Ashes", "Storm Over
  Kaldera", "Marrow and Moss is a novel", "the publisher of Harbour of Glass"; a work that "comes
  from" a country or "comes after"/"follows" another; "is in Swedish" (its language); a work's
  nationality adjective is its country; a publisher "located in"/"a publisher in" Y has its
  headquarters there, "a subsidiary/an imprint of" Y is owned by Y; an identifier the parse gives
  to a piece of an abbreviation goes to the abbreviated work.

Never keyed on a lone common noun ("the paperback edition"); "the book" only as the topic.
Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from ..normalize import RelationCatalog, normalize_text
from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym
from . import spacy_rules as v1
from .common_v2 import _WRITTEN_WORKS, CRAFT_NOUNS, RulesState, _is_passive
from .music_v2 import MUSIC_GENRES
from .people_v2 import is_nationality
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# --------------------------------------------------------------------------------------------
# Vocabulary.

# Nouns of written works, journals and editions ("a hardback book", "a journal of mathematics").
WORK_NOUNS = _WRITTEN_WORKS | frozenset(
    ["novella", "series", "saga", "collection", "edition", "volume", "work", "title", "comic", "manga"]
)
JOURNAL_NOUNS = frozenset(
    ["journal", "periodical", "magazine", "publication", "bulletin", "newsletter", "review", "quarterly"]
)
# Nouns of works that come out again and again ("a British newspaper", "a Canadian magazine").
PERIODICAL_NOUNS = JOURNAL_NOUNS | frozenset(["newspaper", "daily", "weekly", "tabloid"])
# Passive clauses on a work's class noun and the relation their agent holds ("a journal
# published by Y", "a novel written by Y").
_CLASS_VERBS = {
    "publish": "publisher",
    "edit": "editor",
    "write": "author",
    "author": "author",
    "found": "founded by",
    "establish": "founded by",
}
# People who write or edit, whose nationality an apposition or a title before the name may give
# ("X, an American writer, ...", "the Irish author X").
_WRITER_NOUNS = frozenset(
    [
        "author",
        "writer",
        "novelist",
        "poet",
        "journalist",
        "essayist",
        "playwright",
        "dramatist",
        "editor",
        "historian",
        "biographer",
        "columnist",
        "illustrator",
    ]
)
# Class nouns of works that are a genre of their own ("the memoir X", "X is a biography").
_GENRE_CLASS_NOUNS = frozenset(["memoir", "biography", "autobiography"])
# The words a writer is called by where the text names what the writer wrote.
_WRITING_OCCUPATIONS = frozenset(["author", "writer"])
# The maker nouns of "X is the author of Y and Z" and the relation each names.
_MAKER_NOUNS = {"author": "author", "writer": "author", "publisher": "publisher", "editor": "editor"}
_MAKER_VERBS = {"write": "author", "publish": "publisher", "edit": "editor"}
# Open relations of verbs that say a written work's publisher or successor ("X was released by
# Y", "X was succeeded by Y").
_WORK_VERB_RELATIONS = {
    "released by": "publisher",
    "issued by": "publisher",
    "succeeded by": "followed by",
    "penned by": "author",
}
# Words of journal names ("Acta Mathematica Hungarica", "Annals of Physics").
_JOURNAL_NAME = re.compile(
    r"\b(?:Journal|Acta|Annals|Review|Letters|Proceedings|Transactions|Bulletin|Quarterly|Magazine|"
    r"Archives|Reports|Zeitschrift|Revue|Notices)\b"
)
# Head words of journal names ("Tidal Letters", "Annals of Tidal Physics").
_JOURNAL_HEADS = frozenset(
    [
        "Journal",
        "Annals",
        "Proceedings",
        "Transactions",
        "Bulletin",
        "Archives",
        "Acta",
        "Letters",
        "Review",
        "Reviews",
        "Reports",
        "Quarterly",
        "Magazine",
        "Gazette",
        "Chronicle",
        "Zeitschrift",
        "Revue",
        "Revista",
        "Rivista",
    ]
)
_SCHOOL_NAME = re.compile(r"\b(?:University|Institute|School|College|Academy|Centre|Center|Society)\b")
# Media a work is published in, as written ("hardcover", "e-book").
_MEDIA = re.compile(r"\b(?:hard ?cover|hard ?back|paper ?back|print|e-?book|audio ?book)s?\b", re.IGNORECASE)
_FORM_NOUNS = frozenset(["form", "format", "version"])
_PUBLISHING_VERBS = frozenset(["publish", "release", "issue", "print", "reissue", "reprint", "distribute", "produce"])
# Words before "sequel" that say the other work is not the next or previous one.
_NOT_NEXT = frozenset(
    ["second", "third", "fourth", "fifth", "final", "last", "later", "eventual", "spiritual", "loose", "unofficial"]
)
# Literary genres a work noun's modifiers may name ("a science fiction novel").
GENRES = frozenset(
    [
        "science fiction",
        "military science fiction",
        "hard science fiction",
        "fantasy",
        "high fantasy",
        "epic fantasy",
        "dark fantasy",
        "urban fantasy",
        "comic fantasy",
        "juvenile fantasy",
        "mystery",
        "crime",
        "crime fiction",
        "thriller",
        "horror",
        "romance",
        "historical",
        "historical fiction",
        "detective",
        "detective fiction",
        "adventure",
        "dystopian",
        "utopian",
        "satirical",
        "satire",
        "gothic",
        "speculative fiction",
        "alternate history",
        "alternative history",
        "space opera",
        "post-apocalyptic",
        "apocalyptic",
        "steampunk",
        "cyberpunk",
        "picaresque",
        "coming-of-age",
        "spy",
        "war",
        "western",
        "literary fiction",
        "young adult",
        "children's",
        "epistolary",
        "non-fiction",
        "nonfiction",
        "fiction",
        "poetry",
        "suspense",
        "magic realism",
        "magical realism",
    ]
)
# Modifiers of "journal" that name no discipline ("a peer-reviewed open access journal").
_NOT_DISCIPLINES = frozenset(
    [
        "access",
        "language",
        "research",
        "student",
        "society",
        "university",
        "association",
        "news",
        "trade",
        "house",
        "company",
        "online",
        "print",
        "monthly",
        "weekly",
        "quarterly",
        "annual",
        "academic",
        "scientific",
        "scholarly",
        "international",
        "national",
        "official",
        "flagship",
        "leading",
        "new",
        "open",
        "review",
        "reviewed",
        "peer",
        "field",
        "area",
        "subject",
        "discipline",
        "topic",
        "article",
        "articles",
        "paper",
        "papers",
    ]
)
# "a journal in the field of Y": nouns that only frame the discipline.
_FRAME_NOUNS = frozenset(
    ["field", "area", "discipline", "subject", "fields", "areas", "disciplines", "subjects", "study"]
)
# "X publishes articles on Y": what a journal publishes.
_PAPER_NOUNS = frozenset(["article", "paper", "research", "study", "work", "review", "report", "contribution"])
# Verbs of a work's place under a discipline ("X comes under the discipline of Y").
_UNDER_VERBS = frozenset(["come", "fall", "belong", "sit"])
_DISCIPLINE_VERBS = frozenset(["cover", "focus", "deal", "concentrate", "specialize", "specialise", "publish"])

# Identifiers: the keyword, what may stand between it and the value, and the value by kind.
_ID_KEYWORD = re.compile(
    r"(?<![\w-])(?P<kind>ISBN(?:-1[03])?|E-?ISSN|eISSN|ISSN|OCLC|LCCN|CODEN|"
    r"Library of Congress Control Number|Library of Congress Catalog(?:ue)? Number|"
    r"International Standard Book Number|International Standard Serial Number)(?![\w-])"
    r"(?P<gap>(?:\s+(?:[Nn]umbers?|[Cc]odes?|[Nn]o\.|[Ii]dentifier|ID))?(?:\s+(?:is|was|of|reads))?\s*[:=#]?\s*)",
    re.IGNORECASE,
)
_ID_VALUES = {
    "isbn": re.compile(r"(?<![\w-])(?:97[89][-‐ ]?)?[0-9][0-9-‐]{7,14}[0-9Xx](?![\w-])"),
    "issn": re.compile(r"(?<![\w-])[0-9]{4}[-‐–][0-9]{3}[0-9Xx](?![\w-])"),
    "oclc number": re.compile(r"(?<![\w-])[0-9]{5,12}(?![\w-])"),
    "lccn number": re.compile(r"(?<![\w-])(?:[a-z]{1,2}(?=[0-9]))?[0-9]{2,4}[-‐]?[0-9]{4,8}(?![\w-])"),
    "coden": re.compile(r"(?<![\w-])[A-Z][A-Z0-9]{4,5}(?![\w-])"),
}
IDENTIFIER_RELATIONS = frozenset(_ID_VALUES)
# Relations that say their entity is a written work (so a title the pipeline tags as a person is
# "it" in the next sentence).
WORK_RELATIONS = IDENTIFIER_RELATIONS | frozenset(
    ["author", "publisher", "number of pages", "media type", "editor", "academic discipline"]
)  # not "genre" (a musician's too) nor "preceded by" (an office holder's too)
_ID_FIRST = re.compile(
    r"^(?P<value>[0-9A-Z][0-9A-Za-z-‐]{4,20})\s+(?:is|was)\s+(?:the|an?)\s+"
    r"(?P<kind>ISBN(?:-1[03])?|E-?ISSN|ISSN|OCLC|LCCN|CODEN)(?:\s+(?:number|code))?\s+(?:of|for)\s"
)
# Nouns an identifier keyword names ("the ISSN number", "the CODEN code").
_ID_NOUNS = frozenset(["number", "code", "identifier", "isbn", "issn", "oclc", "lccn", "coden"])
# Verbs that give a work its identifier ("X has the ISBN ...", "X is catalogued under OCLC ...").
_ID_VERBS = frozenset(
    [
        "have",
        "carry",
        "bear",
        "assign",
        "receive",
        "give",
        "use",
        "catalogue",
        "catalog",
        "list",
        "register",
        "identify",
    ]
)

# Abbreviations: one abbreviated word or capital run after another ("Acta Math. Hungar.", "J. Tidal Stud.").
_ABBREVIATION = (
    r"(?P<value>[A-Z\u00C0-\u00DE][\w&'’.-]*(?:\s+(?:(?:of|and|&|for|in|de|der|des|du|für|la|le|et)\s+)?"
    r"[A-Z\u00C0-\u00DE][\w&'’.-]*)*)"
)
# A short form of at least two words cut with points: "Rev. Mar. Chem", "J. Soil Mech."
# (two points at least, one after a cut word, not a person's initials "J. R. Tolkien")
_DOTTED_SHORT = re.compile(r"(?=.*\b[A-Z][a-z]{1,7}\.)(?=(?:[^.]*\.){2})[A-Z][a-z]{0,7}\.(?:\s+[A-Z][a-z]{0,8}\.?)+")
_ABBREVIATED_AS = re.compile(r"\b(?:abbreviated|abbr\.|shortened)(?:\s+(?:as|to))?\s*:?\s*[\"“]?" + _ABBREVIATION)
_ABBREVIATION_IS = re.compile(
    r"\b(?P<noun>abbreviation|abbreviated (?:name|title|form|version))\b[^.;]{0,80}?\b(?:is|was)\s+(?:the\s+)?[\"“]?"
    + _ABBREVIATION
)
_HAS_ABBREVIATION = re.compile(
    r"\b(?:has|uses|bears|with|(?:known|referred to) (?:by|as|under)) (?:the|an) (?P<noun>abbreviation|abbreviated (?:name|title|form|version))\s+(?:of\s+)?[\"“]?"
    + _ABBREVIATION
)
_ABBREVIATION_FIRST = re.compile(
    _ABBREVIATION
    + r"\s+(?:is|was)\s+(?:the|an?)\s+(?:\w+\s+)?(?P<noun>abbreviation|abbreviated (?:name|title|form|version)|short name)\s+(?:of|for)\s"
)
# First words of "The X of the Y" that make it a relation, not a title ("The Leader of the ...").
_NOT_TITLE_HEADS = frozenset(
    [
        "leader",
        "capital",
        "mayor",
        "president",
        "governor",
        "head",
        "population",
        "area",
        "location",
        "owner",
        "abbreviation",
        "editor",
        "author",
        "publisher",
        "language",
        "currency",
        "name",
        "number",
        "home",
        "seat",
    ]
)
_PAGES_ADJECTIVE = re.compile(r"\b(\d[\d,]*)[- ]page\b")
_LANGUAGE_ADJECTIVE = re.compile(r"\b([A-Z][a-z]+)[- ]language\b")
# Words that open a sentence before "the" and a name, never a title ("Both the X and the Y ...").
_NOT_TITLE_OPENERS = frozenset(
    [
        "both",
        "all",
        "each",
        "every",
        "many",
        "most",
        "some",
        "several",
        "one",
        "in",
        "on",
        "at",
        "for",
        "from",
        "with",
        "by",
        "after",
        "before",
        "during",
        "since",
        "until",
        "as",
        "to",
        "of",
        "near",
        "when",
        "while",
        "if",
        "although",
        "because",
        "and",
        "but",
        "or",
        "then",
        "also",
        "only",
        "like",
        "unlike",
        "including",
        "besides",
    ]
)
_INITIAL = re.compile(r"[A-Z]\.?")  # "Q." of "Adm. Sci. Q.", "B" of "Nucl. Phys. B"
_ABBREVIATION_WORD = re.compile(r"\babbreviat|\babbr\.", re.IGNORECASE)


# --------------------------------------------------------------------------------------------
# Helpers shared with sentence cutting and name merging.


def abbreviation_point(tokens: Doc, i: int, start: int) -> bool:
    """Whether the point at ``tokens[i]`` is one of an abbreviated title ("abbreviated as Acta
    Math. Hungar.", "Acta Math. Hungar. is the abbreviated name of ...") rather than a sentence's
    end: an abbreviation word is near, the point sits on a short capitalized word, and another
    abbreviated word follows."""
    if i < 1 or tokens[i].text != "." or tokens[i - 1].whitespace_:
        return False
    word = tokens[i - 1].text
    if not (word[:1].isupper() and word.isalpha() and len(word) <= 8 and not word.isupper()):
        return False
    if not _abbreviation_goes_on(tokens, i + 1):
        return False  # "... is Acta Tidal. Mara Quill edits it.": a new sentence
    before = tokens[max(start, i - 10) : i]
    if any(_ABBREVIATION_WORD.match(t.text) for t in before):
        return True
    opening = all(t.is_space or t.text == "." or t.text[:1].isupper() for t in tokens[start:i])
    return opening and any(_ABBREVIATION_WORD.match(t.text) for t in tokens[i + 1 : i + 12])


def _abbreviation_goes_on(tokens: Doc, j: int) -> bool:
    """Whether the capitalized words from ``tokens[j]`` hold another abbreviated word ("Hungar."
    of "Math. Hungar.", "Q." of "Adm. Tide Q.", "B" of "Nucl. Tides B") before a lowercase word."""
    n = len(tokens)
    while j < n and tokens[j].is_space:
        j += 1
    for k in range(j, min(n, j + 5)):
        token = tokens[k]
        if _INITIAL.fullmatch(token.text):
            return True
        if token.text == "." and k > j and not tokens[k - 1].whitespace_:
            return True
        stem = token.text[:-1]
        if token.text.endswith(".") and stem.isalpha() and stem[:1].isupper() and len(stem) <= 8:
            return True  # "Rev." of "Tecton. Rev.", one token by the tokenizer's exceptions
        if token.text in (",", ")") and k == j + 1:
            return True  # "abbreviated J. Marit. Law, is ...": one last word written out
        if not (token.text[:1].isupper() and token.is_alpha):
            return False
    return False


def compound_title(noun: Token) -> Token | None:
    """The name a journal, book or vehicle noun carries before it: "the Addiction journal", "the
    Acta Tidalia journal's abbreviation", "the Baltic Arrow train" (one name right before the
    noun), else None."""
    craft = noun.lemma_.lower() in CRAFT_NOUNS  # "the Baltic Arrow train", "the Marlin 300 bus"
    if noun.pos_ != "NOUN" or not (craft or noun.lemma_.lower() in JOURNAL_NOUNS | {"novel", "book"}):
        return None
    names = [c for c in noun.lefts if (c.dep_ == "compound" or (craft and c.dep_ == "nmod")) and named(c)]
    if len(names) != 1 or names[0].i != noun.i - 1 or names[0].ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
        return None  # "the Lena Hart novel", "the Norway book" name no title
    return names[0]


def compound_title_name(noun: Token) -> str | None:
    """The whole name of :func:`compound_title`: the capitalized words right before the noun ("AIP
    Tidal Advances" of "the AIP Tidal Advances journal")."""
    if compound_title(noun) is None:
        return None
    begin = noun.i
    while begin > noun.sent.start and noun.doc[begin - 1].text[:1].isupper() and noun.doc[begin - 1].text != "The":
        begin -= 1
    return v1._text(list(noun.doc[begin : noun.i])) if begin < noun.i else None


def work_label(label: str, nouns: set[str] | frozenset[str]) -> str:
    """A topic's NER label, "WORK_OF_ART" when its defining sentence calls it a written work, a
    sequel or a journal (the pipeline tags many titles, "Ashen Tide", as people)."""
    if label in ("PERSON", "") and nouns & (WORK_NOUNS | JOURNAL_NOUNS | {"sequel", "prequel"}):
        return "WORK_OF_ART"
    return label


def title_spans(doc: Doc) -> list[tuple[int, int]]:
    """(start, end) token spans of work titles the name rules miss: a number and a colon before a
    capitalized run ("1634: The Ram Rebellion"), a run of capitalized words with a lowercase
    "the" inside ("Beyond the Marsh was ...", "followed by Above the Veil", "The Fellowship of the
    Ring is ..."), and a capitalized "A" inside a sentence ("preceded by A Long Winter")."""
    found: list[tuple[int, int]] = []
    n = len(doc)
    linked = any(doc[k].text == "the" and doc[k + 1].text[:1].isupper() for k in range(1, n - 1))
    for token in doc:
        i = token.i
        if token.like_num and i + 2 < n and doc[i + 1].text == ":" and not token.whitespace_:
            stop = _capital_run(doc, i + 2, ("of", "the", "and"))
            if stop > i + 2 and (i == 0 or not doc[i - 1].like_num):
                found.append((i, stop))
        elif token.text in ("A", "An") and i > 0 and doc[i - 1].text[:1].islower() and i + 1 < n:
            stop = _capital_run(doc, i + 1, ("of", "the"))
            if stop > i + 1 and doc[i + 1].text[:1].isupper():
                found.append((i, stop))
        elif token.text in _JOURNAL_HEADS and (token.pos_ in ("PROPN", "NOUN") or token.text in _FOREIGN_HEADS):
            span = _journal_title(doc, i)
            if span is not None:
                found.append(span)
        elif linked and _opens_title(doc, i):
            begin = i + 1 if token.text == "The" else i
            stop = _capital_run(doc, begin, ("of", "the"))
            if _linked_title(doc, begin, stop):
                found.append((begin, stop))
        if token.text in ("'s", "’s", "'", "’"):
            span = _possessive_title(doc, i)
            if span is not None:
                found.append(span)
    opening = _common_noun_title(doc) or _declared_title(doc)
    if opening is not None:
        found.append(opening)
    found += _titles_after_maker(doc)
    found += _titles_after_class_noun(doc)
    named_sequel = _sequel_attribute_title(doc)
    if named_sequel is not None:
        found.append(named_sequel)
    joined = _joined_title(doc)
    if joined is not None:
        found.append(joined)
    return found


# Lowercase words inside a title that opens a sentence calling it a work ("Night Train to Lisbon").
_DECLARED_LINKS = frozenset(
    ["of", "the", "to", "at", "in", "on", "from", "for", "and", "a", "an", "with", "over", "under"]
)
# Nouns of a copula or an apposition that make the name before them a work's title.
_DECLARED_NOUNS = _WRITTEN_WORKS | JOURNAL_NOUNS | frozenset(["novella"])
# Participles that say their subject is a written work ("X was written by ...").
_WORK_PARTICIPLES = frozenset(["written", "published", "edited", "authored", "penned"])


def _titles_after_class_noun(doc: Doc) -> list[tuple[int, int]]:
    """Titles of a noun, a preposition and a name right after a work's class noun: "Mara
    Quinn's novel Harvest of Salt", "the book Letters from Kelso" (the parse splits them at
    their preposition)."""
    found: list[tuple[int, int]] = []
    n = len(doc)
    for noun in doc[: n - 3]:
        begin = noun.i + 1
        adjective = (
            noun.pos_ == "ADJ" and noun.lower_ == "novel" and noun.i > 0 and doc[noun.i - 1].lower_ in ("'s", "the")
        )
        if (
            (noun.pos_ != "NOUN" and not adjective)
            or not noun.text.islower()
            or noun.lemma_.lower() not in _DECLARED_NOUNS
        ):
            continue  # ("Mara Quinn's novel Harvest of Salt": "novel" tagged as an adjective)
        first, link = doc[begin], doc[begin + 1]
        if not (first.text[:1].isupper() and first.is_alpha) or first.ent_type_ in ("GPE", "LOC", "NORP"):
            continue
        joined = link.lower_ == "and" and noun.tag_ in ("NN", "JJ") and doc[begin + 2].text[:1].isupper()
        joined = joined and doc[begin + 2].is_alpha and begin + 3 < n  # "the novel Salt and Ash, by ..."
        if joined and (doc[begin + 3].text in (",", "(") or doc[begin + 3].pos_ in ("AUX", "VERB")):
            found.append((begin, begin + 3))  # (the tagger takes many such titles for people)
            continue
        if first.ent_type_ == "PERSON":
            continue
        if link.lower_ not in _TITLE_PREPOSITIONS | {"for", "from", "to", "in", "on"}:
            continue
        name = begin + 3 if doc[begin + 2].text == "the" and begin + 3 < n else begin + 2
        if not (doc[name].text[:1].isupper() and doc[name].is_alpha) or first.lower_ in _NOT_TITLE_HEADS:
            continue
        found.append((begin, _capital_run(doc, name, ("of", "the"), dates=True)))
    return found


def _declared_title(doc: Doc) -> tuple[int, int] | None:
    """A title with lowercase words inside that opens a sentence whose copula calls it a work
    ("Night Train to Lisbon is a 438-page book", "Echoes of Arden is a fantasy novel"), whose
    passive names its writer or publisher ("Letters from the Delta was written by ...") or whose
    apposition calls it one ("A Song for Arbonne, a fantasy novel by ..."): the capitalized words
    and the links between them, up to the verb or the comma (an opening article left out)."""
    n = len(doc)
    article = n > 2 and doc[0].text in ("A", "An", "The") and doc[1].text[:1].isupper()
    begin = 1 if article else 0  # (the names' rules leave an opening article out too)
    stop = 1 if article else 0
    while (
        stop < n
        and (
            (doc[stop].text[:1].isupper() and (doc[stop].is_alpha or "-" in doc[stop].text))
            or (doc[stop].lower_ in _DECLARED_LINKS and stop + 1 < n and doc[stop + 1].text[:1].isupper())
            or (  # "Feathers in the Attic": a preposition, then "the" and a capitalized word
                doc[stop].lower_ in _DECLARED_LINKS
                and stop + 2 < n
                and doc[stop + 1].lower_ in ("the", "a", "an")
                and doc[stop + 2].text[:1].isupper()
            )
        )
    ):
        if doc[stop].pos_ in ("AUX", "VERB") and doc[stop].text[:1].isupper() and stop > 0:
            break
        stop += 1
    if stop - begin < 3 or stop + 2 >= n or not doc[stop - 1].text[:1].isupper():
        return None
    words = doc[begin:stop]
    if not any(t.text.islower() for t in words[1:]):
        return None  # no lowercase word inside: the names' rules
    first = doc[1] if article else doc[0]
    if first.lower_ in _NOT_TITLE_OPENERS or first.lower_ in _NOT_TITLE_HEADS or _is_relation_word(first.text):
        return None  # "In ...", "Capital of ...", "Leader of ..."
    if is_country(first.text):
        return None
    verb, after = doc[stop], doc[stop + 1]
    pages = after.like_num and doc[stop + 2].lower_ in ("pages", "page")
    if verb.text == "," and (pages or (after.lower_ in _WORK_PARTICIPLES and doc[stop + 2].lower_ == "by")):
        return begin, stop  # "The Hollow Crown of Edan, 298 pages long, ...", "X of Y, written by Z, ..."
    if verb.lower_ in ("is", "was") and after.lower_ == "the" and doc[stop + 2].lemma_.lower() in ("sequel", "prequel"):
        return begin, stop  # "The Lantern of Hale is the sequel to ..."
    if verb.lower_ in ("has", "had") and pages:
        return begin, stop  # "Songs of the Fen has 320 pages"
    worded = any(t.lower_ in _WORK_PARTICIPLES or t.lemma_.lower() in _DECLARED_NOUNS for t in doc[stop:])
    if verb.text == "," and after.lower_ == "which" and worded:
        return begin, stop  # "Feathers in the Attic, which is available as an e-book, was written by ..."
    if verb.text == ",":
        if after.lower_ not in ("a", "an"):
            return None
        described = doc[stop + 1 : min(n, stop + 8)]
    elif verb.lower_ in ("is", "was"):
        if after.lower_ in _WORK_PARTICIPLES and doc[stop + 2].lower_ == "by":
            return begin, stop
        if after.lower_ not in ("a", "an"):
            return None
        described = doc[stop + 1 : min(n, stop + 7)]
    else:
        return None
    head = next((t for t in described if t.pos_ == "NOUN" and t.lemma_.lower() in _DECLARED_NOUNS), None)
    if head is None or any(t.pos_ in ("AUX", "VERB", "ADP") or t.text == "," for t in doc[stop + 1 : head.i]):
        return None
    return begin, stop


def _sequel_attribute_title(doc: Doc) -> tuple[int, int] | None:
    """The title after the copula of "The sequel to X is Frost on the Marsh.": capitalized words
    with lowercase prepositions and articles inside, up to a comma or the sentence's end (the
    copula's attribute is a work there)."""
    n = len(doc)
    opening = n >= 6 and doc[1].lower_ in ("sequel", "prequel") and doc[2].lower_ in ("to", "of")
    whose = next(
        (t for t in doc[:-3] if t.lower_ == "whose" and doc[t.i + 1].lower_ in ("sequel", "prequel")), None
    )  # "X is a book whose sequel is Harvest of Ash."
    if not opening and whose is None:
        return None
    start = whose.i + 2 if whose is not None else 3
    verb = next((t for t in doc[start:] if t.lemma_ == "be" and t.pos_ in ("AUX", "VERB")), None)
    if verb is None or verb.i + 1 >= n or (whose is not None and verb.i != start):
        return None
    begin = verb.i + 2 if doc[verb.i + 1].text == "The" else verb.i + 1
    stop = _capital_run(doc, begin, ("of", "the", "on", "in", "at", "to", "a", "and"), dates=True)
    if stop - begin < 3 or (stop < n and doc[stop].text not in (",", ".", ";", "(")):
        return None
    if not any(t.text.islower() for t in doc[begin:stop]):
        return None  # "The Glass Orchard": the names' rules
    if any(t.ent_type_ in ("GPE", "LOC", "NORP") for t in doc[begin:stop] if t.i == begin):
        return None
    return begin, stop


def _joined_title(doc: Doc) -> tuple[int, int] | None:
    """A title of two words joined by "and" that opens a sentence calling it one work: "Marrow
    and Moss is a gothic novel" (a singular verb and a work noun; "A and B are novels" are two)."""
    if len(doc) < 6 or doc[1].lower_ != "and" or doc[3].lemma_ != "be" or doc[3].tag_ not in ("VBZ", "VBD"):
        return None
    if not all(
        t.text[:1].isupper() and t.is_alpha and t.ent_type_ not in ("GPE", "LOC", "NORP") for t in (doc[0], doc[2])
    ):
        return None
    attr = next((c for c in doc[3].children if c.dep_ == "attr"), None)
    if attr is None or attr.lemma_.lower() not in WORK_NOUNS or attr.tag_ != "NN":
        return None
    return 0, 3


# Nouns whose "of" names a written work ("the author of Harbour of Glass").
_OF_WORK_NOUNS = frozenset(["author", "writer", "publisher", "editor", "sequel", "prequel", "isbn", "issn", "novel"])
# Nouns of a work's place in a series, whose "to"/"of" names the other work ("the sequel to X").
_SERIES_NOUNS = frozenset(["sequel", "prequel", "successor", "predecessor"])
_SERIES_VERBS = frozenset(["followed", "preceded", "succeeded"])
# The catalog's relations of an office holder's neighbours and a written work's ones.
_SERIES_RELATIONS = {"predecessor": "preceded by", "successor": "followed by"}
# Prepositions of a work noun that name the work before or after it ("the novel after X").
_SERIES_PREPOSITIONS = {"after": "preceded by", "following": "preceded by", "before": "followed by"}


def _titles_after_maker(doc: Doc) -> list[tuple[int, int]]:
    """Titles of a noun, a preposition and a name after "the author/publisher/sequel of": "the
    publisher of Harbour of Glass", "the author of Ravens at Dusk" (the parse splits them at
    their preposition)."""
    found: list[tuple[int, int]] = []
    n = len(doc)
    for token in doc:
        i = token.i
        if i < 1 or i + 3 >= n:
            continue
        to_sequel = token.lower_ == "to" and doc[i - 1].lower_ in _SERIES_NOUNS  # "the sequel to Winter of the Wolves"
        to_sequel = to_sequel or (
            token.lower_ == "by" and doc[i - 1].lower_ in _SERIES_VERBS
        )  # "followed by Dawn at X"
        if not to_sequel and (token.lower_ != "of" or doc[i - 1].lower_ not in _OF_WORK_NOUNS | _SERIES_NOUNS):
            continue
        begin = i + 2 if doc[i + 1].text == "The" else i + 1
        if begin + 2 >= n or not (doc[begin].text[:1].isupper() and doc[begin].is_alpha):
            continue
        name = begin + 3 if doc[begin + 2].text == "the" and begin + 3 < n else begin + 2  # "Winter of the Wolves"
        if doc[begin + 1].lower_ not in _TITLE_PREPOSITIONS or not doc[name].text[:1].isupper():
            continue
        if doc[name].ent_type_ in ("GPE", "LOC", "NORP") or doc[begin].ent_type_ in ("GPE", "LOC"):
            continue  # "the author of Citizens of Norway" reads as a place
        if doc[begin].lower_ in _NOT_TITLE_HEADS or _is_relation_word(doc[begin].text):
            continue
        found.append((begin, _capital_run(doc, name, ("of", "the"), dates=True)))
    return found


# Words of names of companies, publishers and places, never a writer's ("by Heath & Sons").
_NOT_WRITER_WORDS = frozenset(
    [
        *("Press", "Books", "Publishing", "Publishers", "Publications", "House", "Media", "Group", "Editions"),
        *("Company", "Corporation", "Holdings", "Inc", "Ltd", "Society", "University", "College", "Library"),
        *("Records", "Studios", "Pictures", "Comics", "Magazine", "Journal", "Review", "City", "County"),
    ]
)
# A short form in brackets ("(J. Comp. Bot.)").
_BRACKETED_SHORT = re.compile(r"\(([A-Z][^()]{2,40})\)")
# Genres that are nouns of works of their own ("X, a mystery, ...", "X, a thriller, ...").
_GENRE_NOUNS = frozenset(["mystery", "thriller", "romance", "satire", "western", "fantasy", "horror"])
# Prepositions written with a capital inside a title ("Storm Over Kaldera").
_CAPITAL_PREPOSITIONS = frozenset(["Over", "Under", "Beyond", "Versus", "Against", "Without", "Beneath", "Among"])
# Words that say a sentence is about a written work.
_WORK_WORDS = frozenset(["novel", "book", "write", "publish", "author", "sequel", "journal", "poem", "isbn"])
# A journal word and "of" that open a journal's name ("Proceedings of the X Society").
_JOURNAL_OPENING = re.compile(r"(?:The )?(?:Journal|Proceedings|Transactions|Bulletin|Annals|Letters|Acta) of\b")
# Last words of publishers' names.
_PUBLISHER_ENDS = frozenset(["Press", "Books", "Publishing", "Publishers", "Editions", "Editore", "Verlag", "Forlag"])
# A page count as a length ("368 pages").
_PAGES = re.compile(r"(\d[\d,]*) pages?")
# Nouns of groups of works ("a series of fantasy books", "a collection of short stories").
_GROUP_WORKS = frozenset(["series", "collection", "trilogy", "saga", "anthology", "cycle"])
# Prepositions after the plural noun that opens a title ("Ashes of Morrow", "Ravens at Dusk").
_TITLE_PREPOSITIONS = frozenset(["of", "at", "over", "under", "beyond", "without", "across", "beneath", "against"])
# Endings of nouns of processes and states ("Construction of X began ...", "Ownership of X ...").
_PROCESS_NOUN = re.compile(r"(?:tion|sion|ment|ing|ance|ence|ship|ure|ity|ism)$")
# Plural nouns of people that open a sentence with "of" ("Members of Congress").
_GROUP_NOUNS = frozenset(["members", "citizens", "residents", "natives", "people", "inhabitants", "students", "fans"])
# Named things a capitalized possessor inside a name never is ("France's Capital").
_OWNER_KINDS = frozenset(["PERSON", "GPE", "LOC", "NORP"])


def _possessive_title(doc: Doc, i: int) -> tuple[int, int] | None:
    """A name with a possessive inside, at its case marker ``i``: "The Clockmaker's Daughter",
    "the Miners' Memorial", "Sailors' Cross". Its words are all capitalized, and the owner is a
    common word (no person or place: "Ruth Abara's Novel") after "The", or a plural ("Miners'")."""
    if i < 1 or i + 1 >= len(doc):
        return None
    owner, head = doc[i - 1], doc[i + 1]
    if not (owner.is_alpha and owner.text[:1].isupper() and head.is_alpha and head.text[:1].isupper()):
        return None
    if head.ent_type_ in ("GPE", "LOC", "DATE"):
        return None
    after_the = i >= 2 and doc[i - 2].lower_ == "the" and owner.ent_type_ not in _OWNER_KINDS
    plural = doc[i].text in ("'", "’") and owner.lower_.endswith("s") and owner.i > 0
    begin = i - 1
    while begin > 0 and doc[begin - 1].pos_ == "PROPN" and doc[begin - 1].text[:1].isupper():
        begin -= 1
    if begin > 0 and doc[begin - 1].lemma_.lower() in _DECLARED_NOUNS and doc[begin - 1].pos_ == "NOUN":
        return begin, _capital_run(doc, i + 1, ("of", "the"))  # "the comic novel Mr Pennyworth's Umbrella"
    if not (after_the or plural):
        return None
    begin = i - 1
    while plural and begin > 0 and doc[begin - 1].pos_ == "PROPN" and doc[begin - 1].text[:1].isupper():
        begin -= 1  # "Baku Turkish Martyrs' Memorial"
    return begin, _capital_run(doc, i + 1, ("of", "the"))


def _common_noun_title(doc: Doc) -> tuple[int, int] | None:
    """A title that opens the sentence with a capitalized common noun and "of": "Ashes of Morrow
    is a novel" (the tagger reads "Ashes" as a noun and the title falls apart), "Ravens at Dusk",
    "Winter of Ashes", "Storm Over Kaldera" (a capitalized preposition), "Harbour of Glass" (a
    name and "of" in a sentence about a written work). Not a place ("Citizens of Norway"), a
    relation noun ("Capital of ...") nor a process ("Construction of X began ..."): a plural noun
    opens it, or a singular one of no process before "of"."""
    if len(doc) < 4 or doc[0].pos_ not in ("NOUN", "PROPN") or not doc[2].text[:1].isupper():
        return None
    capital = doc[1].text in _CAPITAL_PREPOSITIONS and doc[2].is_alpha  # "Storm Over Kaldera"
    if not capital and not _opening_title(doc):
        return None
    stop = _capital_run(doc, 2, ("of", "the"), dates=not doc[2].like_num)
    if stop >= len(doc) or doc[stop].pos_ not in ("AUX", "VERB", "PUNCT"):
        return None  # the title is the sentence's subject: a verb or a comma follows it
    return 0, stop


def _opening_title(doc: Doc) -> bool:
    """Whether a noun, a lowercase preposition and a capitalized word open a title
    (:func:`_common_noun_title`)."""
    first = doc[0]
    plural = first.tag_ == "NNS" and first.pos_ == "NOUN" and doc[1].lower_ in _TITLE_PREPOSITIONS
    worded = any(t.lemma_.lower() in _WORK_WORDS for t in doc)
    # "Midnight at Kestrel Hall was written by ...": another preposition beside a word of works
    joined = doc[1].lower_ == "of" or (doc[1].lower_ in _TITLE_PREPOSITIONS and worded)
    single = first.tag_ in ("NN", "NNP") and joined and not _PROCESS_NOUN.search(first.lower_)
    if first.pos_ == "PROPN" and not worded:
        return False  # "Harbour of Glass" only beside a word of written works
    if not (plural or single) or first.lower_ in _GROUP_NOUNS:
        return False  # "Construction of X began ...", "Members of X are ...": no title
    return not (
        first.lower_ in _NOT_TITLE_HEADS or _is_relation_word(first.text) or doc[2].ent_type_ in ("GPE", "LOC", "NORP")
    )


def title_list(doc: Doc, begin: int, stop: int) -> list[tuple[int, int]]:
    """The titles in a capitalized run ``doc[begin:stop]`` that "and" joins: two when it joins two
    names of two words or more each ("The Salt Harbour and Quiet Engines", "The Salt Harbour and
    The Quiet Engines"), else the run whole ("Pride and Prejudice", "The Sword and Sorcery Guild",
    "The Old Man and the Sea")."""
    joins = [k for k in range(begin + 1, stop - 1) if doc[k].lower_ == "and"]
    if len(joins) != 1 or any(doc[k].lower_ == "of" for k in range(begin, stop)):
        return [(begin, stop)]
    k = joins[0]
    right = k + 2 if doc[k + 1].text == "The" else k + 1
    if k - begin < 2 or stop - right < 2 or not doc[k + 1].text[:1].isupper():
        return [(begin, stop)]
    return [(begin, k), (right, stop)]


def title_misparsed(doc: Doc) -> bool:
    """Whether a merged title (:func:`title_spans`) kept the syntax of a word inside it: "Beyond
    the Marsh" as a preposition, "2041: The Salt Wars" as a second root beside the verb's."""
    roots = [t for t in doc if t.dep_ == "ROOT"]
    for token in doc:
        if token.pos_ != "PROPN" or " " not in token.text:
            continue
        if token.dep_ in ("prep", "pcomp"):
            return True  # a name is never a preposition
        title = token.ent_type_ == "WORK_OF_ART" or re.match(r"\d+: [A-Z]", token.text) is not None
        if title and token.dep_ == "ROOT" and len(roots) > 1 and any(r.pos_ in ("VERB", "AUX") for r in roots):
            return True
    return False


@lru_cache(maxsize=1)
def _relation_words() -> frozenset[str]:
    """The bundled catalog's one-word relation names and synonyms ("chancellor", "capital")."""
    catalog = RelationCatalog.load()
    names = {*catalog.relations, *(s for r in catalog.relations.values() for s in r.synonyms)}
    return frozenset(normalize_text(n) for n in names if " " not in n)


def _is_relation_word(word: str) -> bool:
    """Whether a capitalized word opening "The X of the Y" names a relation ("The Chancellor of
    the College of ...")."""
    return word.lower() in _relation_words()


# Foreign head words the tagger takes for adjectives ("Zeitschrift fur Algebra").
_FOREIGN_HEADS = frozenset(["Acta", "Zeitschrift", "Revue", "Revista", "Rivista"])
# Lowercase words inside journal names, foreign ones too ("Zeitschrift fur Algebra", "Revue de Chimie").
_JOURNAL_LINKS = ("of", "the", "and", "for", "für", "fur", "de", "des", "du", "der", "di", "del", "della", "la", "le")


def _journal_title(doc: Doc, i: int) -> tuple[int, int] | None:
    """The name around a journal's head word: "Tidal Letters", "Annals of Tidal Physics",
    "Proceedings of the Tidal Society" (capitalized words before it, "of"/"the"/"and"/"for" and
    capitalized words after it); None for the head word alone."""
    begin = i
    while begin > 0:
        word = doc[begin - 1]
        if not (word.text[:1].isupper() and word.is_alpha) or word.lower_ in _NOT_TITLE_OPENERS or word.text == "The":
            break
        begin -= 1
    stop = _capital_run(doc, i, _JOURNAL_LINKS, dates=True)
    while stop > i + 1 and doc[stop - 1].ent_type_ == "DATE" and not _timeless_word(doc[stop - 1]):
        stop -= 1  # "Annals of X 2004", "the Journal of X in May": no part of the name
    if stop - begin < 2 or any(t.ent_type_ in ("GPE", "LOC", "CARDINAL") for t in doc[begin:stop]):
        return None
    if any(t.ent_type_ == "DATE" and not _timeless_word(t) for t in doc[begin:stop]):
        return None
    return begin, stop


_MONTHS_AND_DAYS = frozenset(
    [
        *("january", "february", "march", "april", "may", "june", "july", "august", "september"),
        *("october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday"),
        *("saturday", "sunday", "spring", "summer", "autumn", "winter", "year", "annual", "century"),
    ]
)


def _timeless_word(token: Token) -> bool:
    """Whether a word the tagger calls a date may end a journal's name ("Today", "Weekly"): a
    capitalized word without digits that names no month, day or season."""
    return token.is_alpha and token.text[:1].isupper() and token.lower_ not in _MONTHS_AND_DAYS


def _opens_title(doc: Doc, i: int) -> bool:
    """Whether a title may start at token ``i``: the sentence's first word, or a capitalized
    word after a lowercase one ("followed by Above the Veil")."""
    token = doc[i]
    if not token.text[:1].isupper() or not token.is_alpha:
        return False
    if i == 0:
        return True
    before = doc[i - 1]
    return before.is_alpha and before.text.islower() and before.lower_ not in ("the", "a", "an", "of")


def _linked_title(doc: Doc, begin: int, stop: int) -> bool:
    """Whether the run ``doc[begin:stop]`` is a title: three words or more with a lowercase
    "the" inside, no place or date in it (people are let in: the pipeline takes many titles for
    people), no relation noun first ("The Leader of the ...", "The ISSN of the ...") and no
    opening word of a sentence ("Both the ..."), and a verb, a comma, a bracket or the end after
    it."""
    words = doc[begin:stop]
    if stop - begin < 3 or not any(t.text == "the" for t in words) or doc[stop - 1].text == "the":
        return False
    first = doc[begin].text
    if (
        first.isupper()
        or first.lower() in _NOT_TITLE_HEADS
        or _is_relation_word(first)
        or doc[begin].ent_type_ == "DATE"
    ):
        return False
    if first.lower() in _NOT_TITLE_OPENERS:
        return False  # "Both the Addis Ababa Stadium and ...", "At the Kelsey Stadium, ..."
    if any(t.ent_type_ in ("GPE", "LOC", "DATE", "CARDINAL") for t in words):
        return False
    after = doc[stop] if stop < len(doc) else None
    if doc[begin].pos_ == "ADP" and begin == 0:
        # "Beyond the Marsh was ...", "Beyond the Marsh, which ...", not "Across the Tarn, we ..."
        described = after is not None and after.text in (",", "(") and stop + 1 < len(doc)
        if described and doc[stop + 1].lower_ in ("which", "a", "an", "the", "published", "written"):
            return True
        return after is not None and after.pos_ in ("AUX", "VERB")
    if after is not None and begin > 0 and after.pos_ == "ADP":
        return True  # "wrote Across the Night-Sea in 2004"
    if after is not None and after.text in ("'s", "’s", "'", "’") and after.dep_ == "case":
        return True  # "Winnie the Pooh's author is ...": a possessive after the title
    return after is None or after.pos_ in ("AUX", "VERB", "PUNCT") or after.lower_ in ("and", "by")


def _capital_run(doc: Doc, start: int, links: tuple[str, ...], dates: bool = False) -> int:
    """The end of a run of capitalized words from ``start``, with up to two lowercase ``links``
    between two of them ("The Fellowship of the Ring") and hyphens inside a word ("Looking-Glass");
    words tagged as a date end it unless ``dates`` ("Winter of Ashes": a season's words)."""
    stop, n = start, len(doc)
    while stop < n and (dates or doc[stop].ent_type_ != "DATE"):
        word = doc[stop]
        joined = stop > start and word.text in ("-", "–") and not doc[stop - 1].whitespace_ and not word.whitespace_
        if joined and stop + 1 < n and doc[stop + 1].text[:1].isupper():
            stop += 2  # "Through the Looking-Glass"
            continue
        inner = 0
        while stop + inner < n and doc[stop + inner].text in links and inner < 2:
            inner += 1
        if word.text[:1].isupper() and (word.is_alpha or word.pos_ == "PROPN"):
            stop += 1
        elif (
            inner
            and stop > start
            and stop + inner < n
            and doc[stop + inner].text[:1].isupper()
            and doc[stop + inner].is_alpha
        ):
            stop += inner
        else:
            break
    return stop


def _name_before(sent: Span, k: int) -> str | None:
    """The capitalized words right before token ``k`` ("Acta Mathematica Hungarica" of "Acta
    Mathematica Hungarica, abbreviated ..."), with "of" and "the" inside, without a leading
    "The"."""
    doc = sent.doc
    begin = k
    while begin > sent.start:
        word = doc[begin - 1]
        inner = word.lower_ in ("of", "the", "and", "for", "de") and begin < k and begin - 2 >= sent.start
        if (word.text[:1].isupper() and not word.is_punct) or (inner and doc[begin - 2].text[:1].isupper()):
            begin -= 1
        else:
            break
    while begin < k and doc[begin].lower_ in ("the", "a", "an", "of", "and"):
        begin += 1
    return v1._text(list(doc[begin:k])) if begin < k else None


def _token_at(sent: Span, char: int) -> Token | None:
    """The token of ``sent`` that holds the document character ``char``."""
    return next((t for t in sent if t.idx <= char < t.idx + max(len(t.text), 1)), None)


def _abbreviation_text(sent: Span, match: re.Match[str]) -> str:
    """An abbreviation as written, without the sentence's full stop ("AMH." at the end -> "AMH";
    "Acta Math. Hungar." keeps its last point, which is part of it, and so does "Acta Tidal." before
    "and ...")."""
    whole = match.group("value")
    value = _abbreviated_words(whole).rstrip(",;:")
    rest = whole[len(value) :].strip()
    after = sent.text[match.end("value") :].strip()
    if rest.isalpha() and rest[:1].isupper() and (not after or after[0] in ",;)" or after == "."):
        value = whole  # "abbreviated J. Marit. Law, is ...": a last word written out, then a comma
    at_end = not sent.text[match.start("value") + len(value) :].strip(' )"”.')
    if value.endswith(".") and at_end and " " not in value:
        value = value[:-1]  # "abbreviated as AMH.": the sentence's point
    return value.strip()


def _abbreviated_words(value: str) -> str:
    """The abbreviation at the start of ``value``: up to its last abbreviated word or initial
    ("Acta Tidal. Mara Quill" -> "Acta Tidal.", "Adm. Tide Q." whole); a value without points
    ("AMH", "Physica A") whole."""
    words = value.split(" ")
    pointed = [k for k, word in enumerate(words) if word.endswith(".") or _INITIAL.fullmatch(word)]
    if not pointed or pointed[-1] == len(words) - 1:
        return value
    return " ".join(words[: pointed[-1] + 1])


def _phrase(token: Token) -> str:
    """A noun with its compound and adjective modifiers ("particle physics")."""
    tokens = [t for t in v1._left_modifiers(token, {"compound", "amod"}) if t.dep_ not in ("det", "poss")]
    return v1._text(tokens)


class WorkRules(RulesState):
    """Written works: series, identifiers, abbreviations, media, disciplines and genres."""

    if TYPE_CHECKING:

        def _guarded(self, fact: Candidate, anchor: Token) -> Candidate | None: ...

    _sentence_words: tuple[Doc | None, int, frozenset[str]] = (None, -1, frozenset())
    _found_works: set[str] = set()  # noqa: RUF012 (replaced whole, never changed in place)

    # ---- dispatch ----------------------------------------------------------------------------

    def _words(self, token: Token) -> frozenset[str]:
        """The lower-case lemmas of the token's sentence (once per sentence): most rules need one
        of a few words and skip the parse walk without it."""
        sent = token.sent
        doc, start, words = self._sentence_words
        if doc is not token.doc or start != sent.start:  # the doc itself, kept: an id may be reused
            words = frozenset(t.lemma_.lower() for t in sent)
            self._sentence_words = (token.doc, sent.start, words)
        return words

    def work_patterns(self, token: Token) -> Iterator[Candidate]:
        """The written works' patterns on a token (a verb, a copula, an apposition)."""
        if token.dep_ == "appos" and (token.lemma_.lower() in ("sequel", "prequel") or _follow_up(token)):
            yield from self.sequel_apposition(token)
        if token.dep_ == "appos" and token.pos_ == "NOUN":
            yield from self.work_apposition(token)
            yield from self.journal_apposition(token)
        if token.pos_ == "NOUN" and token.lemma_.lower() in _WRITTEN_WORKS | {"novella", "series", "saga"}:
            yield from self.persons_work(token)
            yield from self.class_before_title(token)
        elif token.pos_ == "NOUN" and token.lemma_.lower() == "work":
            yield from self.persons_work(token)  # "her work The Weaver's Daughter"
            yield from self.class_before_title(token)  # "the 1,024-page reference work X"
        elif token.pos_ == "NOUN" and token.lemma_.lower() in PERIODICAL_NOUNS:
            yield from self.class_before_title(token)  # "the Turkish journal X"
        if token.pos_ == "NOUN" and token.lemma_.lower() in WORK_NOUNS:
            yield from self.work_by_writer(token)
            if token.dep_ in ("appos", "attr"):
                yield from self.work_after(token)
        if token.dep_ in ("nsubj", "nsubjpass") and named(token):
            yield from self.title_by_writer(token)
            yield from self.persons_title(token)
        if named(token) and token.i > 0 and token.doc[token.i - 1].lower_ in _WRITTEN_WORKS:
            yield from self.persons_class_title(token)
        if token.lower_ == "both" and token.dep_ == "appos":
            yield from self.both_made_by(token)
        if token.lower_ == "both" and token.dep_ in ("nsubj", "nsubjpass"):
            yield from self.both_clause_made_by(token)
        if token.pos_ == "NOUN" and token.lemma_.lower() in ("sequel", "prequel"):
            yield from self.sequel_named(token)
        if token.pos_ == "NOUN" and token.lemma_.lower() in _WRITER_NOUNS:
            yield from self.writer_nationality(token)
        if token.pos_ == "NOUN" and _maker_relation(token):
            yield from self.maker_apposition(token)
        if token.pos_ == "NOUN" and token.lemma_.lower() == "page":
            yield from self.pages_of_noun(token)
        if token.pos_ not in ("AUX", "VERB"):
            return
        words = self._words(token)
        if words & (set(_MAKER_NOUNS) | set(_MAKER_VERBS)) and "and" in words:
            yield from self.several_works(token)
        if token.lemma_ == "be" and "whose" in words:
            yield from self.whose_maker(token)
        if token.lemma_ == "be":
            if words & {"sequel", "prequel"}:
                yield from self.sequel_copula(token)
            yield from self.work_class(token)
            if words & (JOURNAL_NOUNS | {"discipline", "field", "subject", "about"}):
                yield from self.discipline_copula(token)
            yield from self.genre_attribute(token)
            if "from" in words:
                yield from self.work_from(token)
            if words & {"subsidiary", "imprint"}:
                yield from self.imprint_of(token)
            if "publisher" in words:
                yield from self.publisher_in(token)
            if "by" in words:
                yield from self.work_is_by(token)
        if token.lemma_ in ("come", "originate") and "from" in words:
            yield from self.work_from(token)
        if token.lemma_ == "come" and "after" in words:
            yield from self.comes_after(token)
        elif token.lemma_ == "come" and "before" in words:
            yield from self.comes_before(token)
        if token.lemma_ == "follow" and not _is_passive(token):
            yield from self.follows_work(token)
        if token.lemma_ == "have" and token.dep_ == "relcl" and "headquarters" in words:
            yield from self.publisher_headquarters(token)
        if token.lemma_ == "have" and token.dep_ == "conj" and "headquarters" in words:
            yield from self.publisher_joined_headquarters(token)
        if "editor" in words:
            yield from self.editor_role(token)
        if "from" in words and token.lemma_ in _MAKER_VERBS:
            yield from self.maker_from(token)
        if token.lemma_ in _MAKER_VERBS and token.dep_ == "acl" and token.tag_ == "VBN":
            yield from self.next_work_made_by(token)
        if "page" in words:
            yield from self.page_count(token)
        yield from self.discipline_verb(token)
        yield from self.published_in_country(token)
        yield from self.written_in_language(token)
        yield from self.genre_of_verb(token)

    def refine_works(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Sentence-wide rules: identifiers and abbreviations read whole from the text (the facts
        other rules made of their cut pieces go), media types; no occupation for a work."""
        works = self.works | self._works_of(found)
        publishers = {f.value for f in found.values() if self.catalog.canonical(f.relation) == "publisher"}
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            last = fact.value.lower().rsplit(" ", 1)[-1]
            work_value = last in WORK_NOUNS | JOURNAL_NOUNS or _MEDIA.fullmatch(fact.value)
            if relation == "occupation" and (work_value or fact.entity in works):
                del found[key]  # "Ashen Tide is a paperback", "X, followed by Y, was a success": a work's
            elif fact.entity.islower() and fact.entity.split()[-1] in WORK_NOUNS | JOURNAL_NOUNS:
                del found[key]  # "The paperback edition of X has 412 pages": X has them, not "paperback edition"
            elif relation == "instance of" and (fact.value.startswith("-") or len(fact.value) < 2):
                del found[key]  # "a peer-reviewed journal" cut at its hyphen
            elif (
                relation == "alternative name"
                and _DOTTED_SHORT.fullmatch(short := _dotted_whole(sent.text, fact.value))
                and self._is_work(fact.entity, works)
            ):
                del found[key]  # "X, also known as Rev. Mar. Chem., ...": a dotted short form abbreviates
                found.setdefault(
                    (fact.entity, "abbreviation", short), replace(fact, relation="abbreviation", value=short)
                )
            elif relation == "printing place" and (fact.entity, "language", fact.value) in found:
                del found[key]  # "X, which is printed in English": a language, no place
            elif relation == "location" and self._is_work(fact.entity, works) and country_of_demonym(fact.value):
                del found[key]  # "X is in Swedish": a work's language, no place
                said = replace(fact, relation="language")
                found.setdefault((said.entity, said.relation, said.value), said)
            elif relation == "nationality" and fact.entity in works and fact.entity not in publishers:
                del found[key]  # "Foxglove Lane is an English romance novel": a work has a country
                country = country_of_demonym(fact.value)
                if country:
                    found.setdefault(
                        (fact.entity, "country", country), replace(fact, relation="country", value=country)
                    )
            elif relation == "length" and (pages := _PAGES.fullmatch(fact.value)) and fact.entity in works:
                del found[key]  # "X, 368 pages long, is a book": its page count
                said = replace(fact, relation="number of pages", value=pages.group(1))
                found.setdefault((said.entity, said.relation, said.value), said)
            elif relation == "location" and _publisher_name(fact.entity) and fact.entity not in works:
                del found[key]  # "Tagus Editions, a subsidiary of Y, is located in Z": a publisher's seat
                said = replace(fact, relation="headquarters")
                found.setdefault((said.entity, said.relation, said.value), said)
            elif relation == "location" and fact.entity in publishers and fact.entity not in works:
                del found[key]  # "Y, the publisher of X, is located in Z": a publisher's seat
                said = replace(fact, relation="headquarters")
                found.setdefault((said.entity, said.relation, said.value), said)
            elif relation in ("author", "editor") and " " not in fact.value and country_of_demonym(fact.value):
                del found[key]  # "The author of X was American": a nationality, no author
            elif relation in ("followed", "preceded"):
                del found[key]  # "X was followed in 2006 by Y": the year is Y's, no date of X's
            elif relation in _SERIES_RELATIONS and self._series_sentence(sent, fact, works):
                del found[key]  # "X is the predecessor of Y" (Y preceded by X) where works are spoken of
                said = replace(fact, relation=_SERIES_RELATIONS[relation])
                found.setdefault((said.entity, said.relation, said.value), said)
            elif relation in _WORK_VERB_RELATIONS and (fact.entity in works or self._topic_work(fact.entity)):
                del found[key]  # "X, written by Y, was released by Z": a work's publisher
                said = replace(fact, relation=_WORK_VERB_RELATIONS[relation])
                found.setdefault((said.entity, said.relation, said.value), said)
        own: list[Candidate] = []
        if _ID_KEYWORD.search(sent.text):
            for key, fact in list(found.items()):
                if self.catalog.canonical(fact.relation) in IDENTIFIER_RELATIONS or _ID_KEYWORD.match(fact.value):
                    del found[key]  # other rules' pieces: "isbn: 978", "identified by: ISBN 0"
            own += self.identifiers(sent)
        if _ABBREVIATION_WORD.search(sent.text):
            for key, fact in list(found.items()):
                if self.catalog.canonical(fact.relation) == "abbreviation" or fact.relation.startswith("abbreviated "):
                    del found[key]  # ("the abbreviated version of X is Y" read as a relation of its own)
            own += self.abbreviations(sent)
        named_works = self._works_of(found) | {f.entity for f in own}
        self._found_works = {w for w in named_works if w in sent.text}
        own += self.media_types(sent)
        own += self.bracketed_abbreviations(sent)
        for token in sent:  # after the first pass: "its" of a later clause names the first fact's entity
            if token.pos_ == "NOUN" and token.lower_ == "country" and token.dep_ in ("appos", "attr", "nsubj"):
                own += self.work_country_of_origin(token)
        own = self._abbreviated_owner(sent, own)
        self._rekey_abbreviation_pieces(own, found)
        for fact in own:
            guarded = self._guarded(fact, sent.root)
            if guarded is not None:
                found.setdefault((guarded.entity, guarded.relation, guarded.value), guarded)
        self._writers_publisher(found)
        self.writers.update(f.value for f in found.values() if self.catalog.canonical(f.relation) == "author")
        for key, fact in list(found.items()):
            writer = fact.entity in self.writers and fact.value.lower() in _WRITING_OCCUPATIONS
            if writer and self.catalog.canonical(fact.relation) == "occupation":
                del found[key]  # "X is by the American author Y": the author of X, no occupation of Y's
        works = self._works_of(found)
        self._work_verbs(found, works)
        self._one_direction(found)
        self.works.update(works)
        self.sentence_works = works

    def _series_sentence(self, sent: Span, fact: Candidate, works: set[str]) -> bool:
        """Whether a predecessor or successor fact is one of written works: its entity or value
        is a work, or the sentence speaks of writing or of works, and names no office ("as
        mayor") nor a country."""
        if (
            any(t.lower_ == "as" and t.dep_ == "prep" for t in sent)
            or is_country(fact.value)
            or is_country(fact.entity)
        ):
            return False
        if self._is_work(fact.entity, works) or self._is_work(fact.value, works):
            return True
        return bool({t.lemma_.lower() for t in sent} & (_WORK_WORDS | WORK_NOUNS))

    def bracketed_abbreviations(self, sent: Span) -> list[Candidate]:
        """ "The Journal of Comparative Botany (J. Comp. Bot.) is ...": a dotted short form in
        brackets right after a journal's or a work's name."""
        facts: list[Candidate] = []
        for match in _BRACKETED_SHORT.finditer(sent.text):
            value = match.group(1).strip()
            if not _DOTTED_SHORT.fullmatch(value):
                continue
            bracket = _token_at(sent, sent.start_char + match.start())
            name = _name_before(sent, bracket.i) if bracket is not None else None
            if name and self._is_work(name, set(self.works)):
                facts.append(Candidate(name, "abbreviation", value))
        return facts

    def _abbreviated_owner(self, sent: Span, own: list[Candidate]) -> list[Candidate]:
        """Identifiers the parse gave to a piece of an abbreviation ("X, abbreviated to Acta Geol.
        Bor., has the CODEN ...": "Bor" as the subject) or to no one ("X is abbreviated as Rev.
        Appl. Ling. and has the OCLC number ..."): the abbreviated work's."""
        short = {f.entity: f.value for f in own if f.relation == "abbreviation"}
        if len(short) != 1:
            return own
        work, value = next(iter(short.items()))
        pieces = {w.strip(".") for w in value.split()} | set(value.split())
        fixed = [
            replace(f, entity=work) if f.relation in IDENTIFIER_RELATIONS and f.entity in pieces else f for f in own
        ]
        if not self._is_work(work, set(self.works)):
            return fixed
        held = {f.relation for f in fixed if f.entity == work}
        for match in _ID_KEYWORD.finditer(sent.text):
            relation = _id_relation(match.group("kind"))
            value_match = _ID_VALUES[relation].search(sent.text, match.end(), match.end() + 80)
            if relation in held or value_match is None or not match.group("kind").isupper():
                continue
            if any(f.relation == relation for f in fixed):
                continue
            if relation == "isbn" and len(re.sub(r"[^0-9Xx]", "", value_match.group())) not in (10, 13):
                continue
            fixed.append(Candidate(work, relation, value_match.group()))
        return fixed

    def _rekey_abbreviation_pieces(self, own: list[Candidate], found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X, abbreviated to Geol. Rev., is published by Y": the parser makes the abbreviation's
        last piece ("Rev.") the verb's subject; its facts are the abbreviated work's."""
        short = {f.entity: f.value for f in own if f.relation == "abbreviation"}
        if len(short) != 1:
            return
        work, value = next(iter(short.items()))
        pieces = {w for w in value.split()} | {w.strip(".") for w in value.split()}
        for key, fact in list(found.items()):
            tail = " " in fact.entity and value.endswith(" " + fact.entity)  # "Today Rep." of "Cardiol. Today Rep."
            if (fact.entity in pieces or tail) and fact.entity != work:
                del found[key]
                said = replace(fact, entity=work)
                found.setdefault((said.entity, said.relation, said.value), said)

    def _unabbreviated(self, subj: Token) -> str | None:
        """The work whose abbreviation ends with ``subj`` ("Rev." of "X, abbreviated to Geol.
        Rev., is about Y"), or None."""
        sent = subj.doc[:]  # each parse holds one sentence (the parser may cut it at the points)
        for match in _ABBREVIATED_AS.finditer(sent.text):
            start = sent.start_char + match.start("value")
            end = sent.start_char + match.end("value")
            if not start <= subj.idx < end:
                continue
            word = _token_at(sent, sent.start_char + match.start())
            return self._abbreviated(sent, word) if word is not None else None
        return None

    def _writers_publisher(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X is a collection of stories by Y, published in 1931 by Z": the parse hangs the
        participle on Y, but Z publishes the work Y wrote (a writer is never published by)."""
        works = {f.value: f.entity for f in found.values() if self.catalog.canonical(f.relation) == "author"}
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            if relation in ("publisher", "publication date") and fact.entity in works:
                del found[key]
                said = replace(fact, entity=works[fact.entity])
                held = {(f.entity, self.catalog.canonical(f.relation), f.value) for f in found.values()}
                if (said.entity, relation, said.value) not in held:
                    found.setdefault((said.entity, said.relation, said.value), said)

    def _work_verbs(self, found: dict[tuple[str, str, str], Candidate], works: set[str]) -> None:
        """ "X was released by Y and has the OCLC number ...": the identifier or media type read
        after the first pass makes X a work, so Y is its publisher."""
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            if relation in _WORK_VERB_RELATIONS and fact.entity in works:
                del found[key]
                said = replace(fact, relation=_WORK_VERB_RELATIONS[relation])
                found.setdefault((said.entity, said.relation, said.value), said)

    def _is_work(self, entity: str, works: set[str]) -> bool:
        """Whether the sentence's facts, the paragraph's topic or its name make ``entity`` a
        written work or a journal."""
        journal = _journal_name(entity)
        return entity in works or self._topic_work(entity) or journal

    def _topic_work(self, entity: str) -> bool:
        """Whether ``entity`` is the paragraph's topic and its first sentence called it a written
        work or a periodical."""
        topic = self.topic
        return topic is not None and topic.name == entity and bool(topic.nouns & (_WRITTEN_WORKS | PERIODICAL_NOUNS))

    def _works_of(self, found: dict[tuple[str, str, str], Candidate]) -> set[str]:
        """The entities the sentence's facts make written works: an author, a publisher, an ISBN
        ... or a sequel (:meth:`_series_fact`, marked until :meth:`_one_direction`)."""
        relations = {f.entity for f in found.values() if self.catalog.canonical(f.relation) in WORK_RELATIONS}
        return relations | {f.entity for f in found.values() if f.qualifier == "sequel"}

    def last_work(self) -> str | None:
        """The one written work the previous sentence gave an author, a publisher, an ISBN ...:
        what "It" names after "Lena Hart wrote Ashen Tide." (None after none or several)."""
        works = self.sentence_works
        return next(iter(works)) if len(works) == 1 else None

    def _one_direction(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X is the sequel of Y" read both ways ((Y, sequel, X) by the inverse copula and (X,
        preceded by, Y) here): the sentence's own direction stays."""
        opposite = {"preceded by": "followed by", "followed by": "preceded by"}
        stated = {(f.value, opposite[f.relation], f.entity) for f in found.values() if f.qualifier == "sequel"}
        for key, fact in list(found.items()):
            if (
                fact.entity,
                self.catalog.canonical(fact.relation),
                fact.value,
            ) in stated and fact.qualifier != "sequel":
                del found[key]
        for key, fact in list(found.items()):
            if fact.qualifier == "sequel":
                del found[key]
                found.setdefault(key, Candidate(fact.entity, fact.relation, fact.value))

    # ---- series ------------------------------------------------------------------------------

    def _series_fact(self, entity: str, noun: Token, other: Token | None) -> Iterator[Candidate]:
        """(entity, preceded by, Y) for "the sequel to/of Y", (entity, followed by, Y) for a
        prequel; marked so that :meth:`_one_direction` can drop the inverse reading."""
        value = self._named_value(other)
        if not value or value == entity or any(c.lower_ in _NOT_NEXT for c in noun.lefts) or v1._child(noun, "nummod"):
            return  # "the second sequel to Y", "a spiritual sequel to Y": Y is not the book just before
        relation = "preceded by" if noun.lemma_.lower() == "sequel" or _follow_up(noun) else "followed by"
        yield Candidate(entity, relation, value, "sequel")

    def _series_object(self, noun: Token) -> Token | None:
        """Y of "the sequel to Y", "a sequel of Y", "Y's sequel"."""
        other = v1._prep_object(v1._prep(noun, "to") or v1._prep(noun, "of"))
        poss = v1._child(noun, "poss")
        if other is None and poss is not None and (poss.pos_ != "PRON" or poss.i in self.resolved):
            other = poss
        return other

    def sequel_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "X is the sequel to Y" (X preceded by Y), "X is a prequel of Y" (X followed by Y),
        "The sequel to Y is X" (Y followed by X), "The prequel to X is Y" (X preceded by Y)."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj, attr = self.subject(verb), v1._child(verb, "attr")
        if subj is None or attr is None:
            return
        if attr.lemma_.lower() in ("sequel", "prequel") and attr.pos_ == "NOUN" and self.specific(subj):
            entity = self.entity(subj)
            if entity:
                yield from self._series_fact(entity, attr, self._series_object(attr))
        elif subj.lemma_.lower() in ("sequel", "prequel") and named(attr) and verb.dep_ == "relcl":
            yield from self._whose_sequel(verb, subj, attr)
        elif subj.lemma_.lower() in ("sequel", "prequel") and named(attr) and v1._child(subj, "poss") is not None:
            held, other = self._owner_entity(subj), self._named_value(attr)  # "X ... and its sequel is Y"
            relation = "followed by" if subj.lemma_.lower() == "sequel" else "preceded by"
            if held and other and held != other and not any(c.lower_ in _NOT_NEXT for c in subj.lefts):
                yield Candidate(held, relation, other)
        elif subj.lemma_.lower() in ("sequel", "prequel") and subj.pos_ == "NOUN" and named(attr):
            owner = v1._prep_object(v1._prep(subj, "to"))
            entity = self._named_value(attr)
            if owner is not None and entity:  # "the sequel to Y is X": X preceded by Y
                yield from self._series_fact(entity, subj, owner)

    def class_before_title(self, noun: Token) -> Iterator[Candidate]:
        """ "The science fiction novel Ashen Tide has ...": the class noun right before the title
        (its compound, or a second subject the parser made of it)."""
        after = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
        if after is not None and after.lower_ == "the" and after.head.i != noun.i and after.i + 1 < len(noun.doc):
            after = noun.doc[after.i + 1]  # "wrote the horror novel The Widow's Lamp"
        if after is None or not named(after) or after.ent_type_ in ("GPE", "LOC", "NORP"):
            return
        apposed = after.dep_ == "appos" and after.head.i == noun.i  # "The science fiction novel X was written"
        if noun.head.i != after.i and not (noun.head.i == after.head.i and noun.dep_ == after.dep_) and not apposed:
            return
        title = self.entity(after)
        if title:
            yield from self._class_facts(title, noun)

    def persons_work(self, noun: Token) -> Iterator[Candidate]:
        """ "Lena Hart's novel Ashen Tide", "Lena Hart's 2004 novel, Ashen Tide,": the author."""
        poss = v1._child(noun, "poss")
        if poss is not None and poss.lower_ in ("his", "her"):
            poss = self._earlier_person(poss)  # "Ana Duarte was born in Recife and her novel X ..."
        if poss is None or not named(poss) or (poss.ent_type_ != "PERSON" and not self._writer_name(poss)):
            return  # "Ines Carvalho's novel": a writer the tagger left untagged
        title = noun.head if noun.dep_ == "compound" and named(noun.head) else v1._child(noun, "appos")
        if title is None:
            title = _second_subject(noun)  # "X's novel The Sparrow Crown is ...": two subjects
        if title is None:
            k = noun.i + 2 if noun.i + 2 < len(noun.doc) and noun.doc[noun.i + 1].lower_ == "the" else noun.i + 1
            after = noun.doc[k] if k < len(noun.doc) else None
            if after is not None and named(after) and after.dep_ in ("nsubj", "nsubjpass"):
                title = after  # "... and his work The Copper Map was published": the parse cut them apart
        person, work = self._named_value(poss), self.entity(title) if title is not None and named(title) else None
        if person and work:
            yield Candidate(work, "author", person)

    def persons_title(self, title: Token) -> Iterator[Candidate]:
        """ "John Harlow's The Iron Meridian is a fantasy book", "Mara Quinn's Salt Lines was
        published by Y": a person's possessive on a title the sentence calls a work or has
        published (its author)."""
        poss = v1._child(title, "poss")
        if poss is None or not named(poss) or poss.i > title.i:
            return
        if poss.ent_type_ != "PERSON" and not self._writer_name(poss):
            return
        if any(t.lemma_.lower() in WORK_NOUNS for t in title.doc[poss.i : title.i]):
            return  # "X's novel Y": :meth:`persons_work`
        verb = title.head
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        called = attr is not None and attr.lemma_.lower() in WORK_NOUNS | JOURNAL_NOUNS and attr.pos_ == "NOUN"
        published = verb.lemma_ in _PUBLISHING_VERBS and _is_passive(verb)
        if not (called or published) or any(c.dep_ == "neg" for c in verb.children):
            return
        person, work = self._named_value(poss), self.entity(title) if self.specific(title) else None
        if person and work and person != work:
            yield Candidate(work, "author", person)

    @staticmethod
    def _earlier_person(pronoun: Token) -> Token | None:
        """The one person named before "his"/"her" in its sentence, the subject of an earlier
        clause ("Ana Duarte was born in Recife and her work X ...")."""
        people = [
            t
            for t in pronoun.sent
            if t.i < pronoun.i and t.ent_type_ == "PERSON" and named(t) and t.dep_ in ("nsubj", "nsubjpass")
        ]
        others = [t for t in pronoun.sent if t.i < pronoun.i and t.ent_type_ == "PERSON" and named(t)]
        return people[0] if len(people) == 1 and len(others) == 1 else None

    def persons_class_title(self, title: Token) -> Iterator[Candidate]:
        """ "Mara Quinn's novel Harvest of Salt was ...": the parser hangs the possessive and the
        class word (read as an adjective) on the title itself."""
        noun = title.doc[title.i - 1]
        poss = v1._child(title, "poss")
        if noun.head.i != title.i or noun.dep_ not in ("amod", "compound") or poss is None or poss.i >= noun.i:
            return
        if poss.ent_type_ != "PERSON" and not self._writer_name(poss):
            return
        person, work = self._named_value(poss), self.entity(title)
        if person and work and person != work:
            yield Candidate(work, "author", person)

    def sequel_named(self, noun: Token) -> Iterator[Candidate]:
        """ "X's sequel, Y, was published in 2004" (X followed by Y), "The sequel to X, Y, ..." (Y
        preceded by X): the sequel named in an apposition."""
        titles = [c for c in v1._children(noun, "appos") if named(c)]
        if len(titles) != 1 or any(c.lower_ in _NOT_NEXT for c in noun.lefts):
            return
        other, entity = self._series_object(noun), self.entity(titles[0])
        if other is None or not entity:
            return
        if other.dep_ == "poss":
            owner = self._named_value(other)
            relation = "followed by" if noun.lemma_.lower() == "sequel" else "preceded by"
            if owner and owner != entity:
                yield Candidate(owner, relation, entity)
        else:
            yield from self._series_fact(entity, noun, other)

    def writer_nationality(self, noun: Token) -> Iterator[Candidate]:
        """ "X, an American writer, ...", "the Irish author X": a writer's nationality."""
        adjectives = [t for t in noun.lefts if t.dep_ in ("amod", "compound") and is_nationality(t)]
        origin = self._named_value(v1._prep_object(v1._prep(noun, "from")))
        if not adjectives and origin and is_country(origin) and noun.dep_ == "appos":
            writer = noun.head  # "written by Marcus Hale, an author from the United States"
            comma = noun.left_edge.i - 1
            if noun.doc[comma].text != "," or writer.i != comma - 1 or not named(writer):
                return
            if writer.ent_type_ == "PERSON" or (_after_by(writer) and self._writer_name(writer)):
                entity = self.entity(writer)
                if entity and entity != origin:
                    yield Candidate(entity, "nationality", origin)
            return
        if len(adjectives) != 1 or noun.doc[noun.i - 1].i != adjectives[0].i:
            return
        person: Token | None = None
        comma = noun.left_edge.i - 1
        if noun.dep_ == "appos" and comma > 0 and noun.doc[comma].text == "," and noun.head.i == comma - 1:
            person = noun.head  # "X, an American writer,"
        elif noun.i + 1 < len(noun.doc) and noun.doc[noun.i + 1] in v1._children(noun, "appos"):
            person = noun.doc[noun.i + 1]  # "the Irish author X"
        elif noun.dep_ == "compound" and noun.head.i == noun.i + 1:
            person = noun.head
        if person is None or not named(person):
            return
        if person.ent_type_ != "PERSON" and not (_after_by(person) and self._writer_name(person)):
            return  # "written by Emeka Obi, a Nigerian author": a writer the tagger left untagged
        entity = self.entity(person)
        if entity:
            yield Candidate(entity, "nationality", adjectives[0].text)

    def maker_apposition(self, noun: Token) -> Iterator[Candidate]:
        """ "Its publisher, Y, ..." (the owner's publisher), "Y, the Irish author of X, ..." (X's
        author, whatever adjectives the noun has), "Y, publisher of X, ..." (no article), "X's
        publishing company, Y, ..."."""
        relation = _maker_relation(noun)
        names = [c for c in v1._children(noun, "appos") if named(c)]
        poss = v1._child(noun, "poss")
        if len(names) == 1 and poss is not None and poss.lower_ != "whose" and names[0].i > noun.i:
            entity, value = self._owner_entity(noun), self._named_value(names[0])
        elif noun.dep_ == "appos" and named(noun.head) and noun.head.i < noun.i:
            det, work = v1._child(noun, "det"), v1._prep_object(v1._prep(noun, "of"))
            if (det is not None and det.lower_ != "the") or work is None or not named(work):
                return
            entity, value = self.entity(work), self._named_value(noun.head)
        else:
            return
        if entity and value and entity != value:
            yield Candidate(entity, relation, value)

    def several_works(self, verb: Token) -> Iterator[Candidate]:
        """ "X is the author of Y and Z", "Y and Z were published by X": the maker of each work
        after the first (the first is the other rules')."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        maker: Token | None = None
        relation: str | None = None
        works: list[Token] = []
        if verb.lemma_ == "be":
            attr = v1._child(verb, "attr")
            relation = _MAKER_NOUNS.get(attr.lemma_.lower()) if attr is not None else None
            first = v1._prep_object(v1._prep(attr, "of")) if attr is not None and relation else None
            det = v1._child(attr, "det") if attr is not None else None
            if first is not None and det is not None and det.lower_ == "the":
                maker, works = self.subject(verb), list(first.conjuncts)
        elif verb.lemma_ in _MAKER_VERBS and _is_passive(verb):
            relation, agent = _MAKER_VERBS[verb.lemma_], v1._child(verb, "agent")
            first = v1._child(verb, "nsubjpass")
            maker = v1._child(agent, "pobj") if agent is not None else None
            works = list(first.conjuncts) if first is not None else []
        value = self._named_value(maker) if maker is not None and named(maker) else None
        for work in works if value and relation else []:
            entity = self.entity(work) if named(work) else None
            if entity and value and relation and entity != value:
                yield Candidate(entity, relation, value)

    def _whose_sequel(self, verb: Token, noun: Token, value: Token) -> Iterator[Candidate]:
        """ "X is a novel whose sequel is Y" (X followed by Y), "X, whose prequel is Y," (X preceded
        by Y)."""
        whose = v1._child(noun, "poss")
        if whose is None or whose.lower_ != "whose":
            return
        described = verb.head
        holder = (
            self.subject(described.head) if described.dep_ == "attr" and described.head.lemma_ == "be" else described
        )
        entity = self.entity(holder) if holder is not None and self.specific(holder) else None
        other = self._named_value(value)
        if entity and other and entity != other:
            relation = "followed by" if noun.lemma_.lower() == "sequel" else "preceded by"
            yield Candidate(entity, relation, other)

    def sequel_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "X, the sequel to Y, was published in 2004"."""
        head = appos.head
        entity = self.entity(head) if self.specific(head) else None
        if entity:
            yield from self._series_fact(entity, appos, self._series_object(appos))

    def work_by_writer(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a novel by Henrietta Vane" (a name the tagger takes for an organisation or a
        place), "X is a collection of short stories by Y", "X, a book by Y,": the author."""
        work = _described_work(noun)
        if work is None and noun.i + 1 < len(noun.doc):
            apposed = noun.doc[noun.i + 1]  # "The novel Salt and Ash, by Y, was published ..."
            work = apposed if apposed.dep_ == "appos" and apposed.head.i == noun.i and named(apposed) else None
        entity = self.entity(work) if work is not None and self.specific(work) else None
        value = self._writer_name(v1._prep_object(v1._prep(noun, "by")))
        if entity and value and entity != value:
            yield Candidate(entity, "written by", value)

    def work_country_of_origin(self, noun: Token) -> Iterator[Candidate]:
        """ "India, the country of origin of X, ...", "India is the country of origin of X", "The
        country of origin of X is India": X's country."""
        preps = [p for p in v1._children(noun, "prep") if p.lower_ == "of"]
        objects = [v1._prep_object(p) for p in preps]
        origin = next((o for o in objects if o is not None and o.lower_ == "origin"), None)
        if origin is None:
            return
        work = next((o for o in objects if o is not None and named(o)), None)
        work = work or v1._prep_object(v1._prep(origin, "of"))  # "the country of origin of X" hung on "origin"
        if noun.dep_ == "appos":
            country: Token | None = noun.head
        elif noun.dep_ == "attr" and noun.head.lemma_ == "be":
            country = self.subject(noun.head)
        elif noun.dep_ == "nsubj" and noun.head.lemma_ == "be":
            country = v1._child(noun.head, "attr")
        else:
            return
        if work is None or country is None or not named(work) or any(c.dep_ == "neg" for c in noun.head.children):
            return
        entity, value = self.entity(work), self._named_value(country)
        if entity and value and is_country(value) and self.specific(work):
            yield Candidate(entity, "country", value)

    def next_work_made_by(self, verb: Token) -> Iterator[Candidate]:
        """ "X was followed by Y, published by Z": a participle after a comma on the work that
        follows or precedes another (the open verb rule leaves a clause on an object of "by")."""
        work = verb.head
        if verb.i < 2 or verb.doc[verb.i - 1].text != "," or not named(work) or work.dep_ != "pobj":
            return
        governor = work.head.head if work.head.lower_ in ("by", "to") else None
        if governor is None or governor.lemma_ not in ("follow", "precede", "succeed", "sequel", "prequel"):
            return
        agent = v1._child(verb, "agent")
        maker = self._named_value(v1._child(agent, "pobj")) if agent is not None else None
        entity = self.entity(work) if self.specific(work) else None
        if entity and maker and entity != maker and not any(c.dep_ == "neg" for c in verb.children):
            yield Candidate(entity, _MAKER_VERBS[verb.lemma_], maker)

    def maker_from(self, verb: Token) -> Iterator[Candidate]:
        """ "X was written by Alice Brandt from Germany": the writer's (or editor's) nationality,
        a country right after the name (the parser hangs "from" on the verb or on the name)."""
        agent = v1._child(verb, "agent")
        person = v1._child(agent, "pobj") if agent is not None else None
        if person is None or person.ent_type_ != "PERSON" or person.i + 2 >= len(verb.doc):
            return
        after = verb.doc[person.i + 1]
        if after.lower_ != "from" or after.head.i not in (verb.i, person.i):
            return
        place = v1._prep_object(after)
        entity, value = self._named_value(person), self._named_value(place)
        if entity and value and is_country(value):
            yield Candidate(entity, "nationality", value)

    def both_made_by(self, both: Token) -> Iterator[Candidate]:
        """ "X is the sequel to Y, both written by Z", "X and Y, both published by Z": the maker
        of the two works the sentence names before "both"."""
        clause = next((c for c in both.children if c.dep_ == "acl" and c.tag_ == "VBN"), None)
        relation = _CLASS_VERBS.get(clause.lemma_) if clause is not None else None
        agent = v1._child(clause, "agent") if clause is not None else None
        maker = self._named_value(v1._child(agent, "pobj")) if agent is not None else None
        if clause is None or relation is None or not maker or any(c.dep_ == "neg" for c in clause.children):
            return
        head = both.head
        if named(head):
            works = [head, *head.conjuncts]  # "X and Y, both ..."
        elif head.dep_ == "attr" and head.head.lemma_ == "be" and head.lemma_.lower() in _SERIES_NOUNS:
            subj = self.subject(head.head)
            other = v1._prep_object(v1._prep(head, "of") or v1._prep(head, "to"))
            works = [t for t in (subj, other) if t is not None]
        else:
            return
        names = [self.entity(w) for w in works if named(w) and self.specific(w)]
        if len(names) != 2 or len(works) != 2:
            return
        for name in names:
            if name and name != maker:
                yield Candidate(name, relation, maker)

    def both_clause_made_by(self, both: Token) -> Iterator[Candidate]:
        """ "X is followed by Y, and both were written by Z", "X precedes Y and both were
        published by Z": the maker of the two works the clause before names (its subject and
        its object or agent)."""
        clause = both.head
        relation = _CLASS_VERBS.get(clause.lemma_) if clause.tag_ == "VBN" else None
        agent = v1._child(clause, "agent")
        maker = self._named_value(v1._child(agent, "pobj")) if agent is not None else None
        first = clause.head
        if relation is None or not maker or clause.dep_ != "conj" or first.i >= clause.i:
            return
        if any(c.dep_ == "neg" for c in clause.children) or first.lemma_ not in ("follow", "precede", "succeed"):
            return
        subj = self.subject(first)
        other_by = v1._child(first, "agent")
        other = v1._child(other_by, "pobj") if other_by is not None else v1._child(first, "dobj")
        works = [t for t in (subj, other) if t is not None and named(t) and self.specific(t)]
        names = [self.entity(w) for w in works]
        if len(names) != 2 or names[0] == names[1]:
            return
        for name in names:
            if name and name != maker:
                yield Candidate(name, relation, maker)

    def work_after(self, noun: Token) -> Iterator[Candidate]:
        """ "X, the novel after Y, ..." and "X is the book after Y" (X preceded by Y), "X is the
        book before Y" (X followed by Y): "the" and a work noun with the other work's name."""
        det = v1._child(noun, "det")
        if det is None or det.lower_ != "the" or any(c.dep_ in ("amod", "nummod") for c in noun.lefts):
            return  # "the first novel after Y", "the second book before Y": not the next one
        for prep in v1._children(noun, "prep"):
            relation = _SERIES_PREPOSITIONS.get(prep.lower_)
            other = v1._prep_object(prep)
            if relation is None or other is None or not named(other) or other.ent_type_ in ("DATE", "GPE", "LOC"):
                continue
            if noun.dep_ == "appos":
                work: Token | None = _apposed_name(noun)
            else:
                work = self.subject(noun.head) if noun.head.lemma_ == "be" else None
            if work is None or not self.specific(work) or any(c.dep_ == "neg" for c in noun.head.children):
                continue
            entity, value = self.entity(work), self._named_value(other)
            if entity and value and entity != value:
                yield Candidate(entity, relation, value)

    def title_by_writer(self, title: Token) -> Iterator[Candidate]:
        """ "The Hundred Doors, by Mirela Dobre, is a Romanian novel": a title the sentence calls
        a written work, with "by" and a name between commas."""
        doc = title.doc
        k = title.i + 1
        if k + 2 >= len(doc) or doc[k].text != "," or doc[k + 1].lower_ != "by" or doc[k + 1].head.i != title.i:
            return
        if not (self._words(title) & WORK_NOUNS or self._topic_work(self.entity(title) or "")):
            return
        value = self._writer_name(v1._prep_object(doc[k + 1]))
        entity = self.entity(title) if self.specific(title) else None
        if entity and value and entity != value:
            yield Candidate(entity, "written by", value)

    def work_is_by(self, verb: Token) -> Iterator[Candidate]:
        """ "X is by the American author Y", "X, an e-book, is by Y": a copula with only "by"
        and a writer after it; the subject a title the sentence calls a work (or a known one)."""
        prep = v1._prep(verb, "by")
        if prep is None or any(c.dep_ in ("attr", "acomp", "neg", "agent") for c in verb.children):
            return
        subj = self.subject(verb)
        if subj is not None and subj.i in self.resolved:
            entity: str | None = self.resolved[subj.i]  # "It is by Y"
        elif subj is None or not named(subj) or not self.specific(subj):
            return
        else:
            entity = self.entity(subj)
        worded = self._words(verb) & WORK_NOUNS or _MEDIA.search(verb.sent.text)
        if not entity or not (worded or self._is_work(entity, set(self.works))):
            return
        value = self._writer_name(v1._prep_object(prep))
        if value and value != entity:
            yield Candidate(entity, "author", value)

    def _writer_name(self, person: Token | None) -> str | None:
        """A named person after "by": a PERSON, or two or three capitalized words the tagger
        tagged otherwise that hold no word of a company or a place ("Henrietta Vane" as ORG)."""
        if person is not None:
            person = v1._named_apposition(person) or person  # "by the poet Ada Morrow"
        if person is None or not named(person):
            return None
        words = (self._named_value(person) or "").split()  # "Emeka Obi" as a compound and a name
        if person.ent_type_ != "PERSON":
            if person.ent_type_ in ("GPE", "NORP", "DATE", "CARDINAL", "LANGUAGE") or not 2 <= len(words) <= 3:
                return None
            if not all(w[:1].isupper() and w.isalpha() for w in words) or any(w in _NOT_WRITER_WORDS for w in words):
                return None
        value = self._named_value(person)
        while value and value[:1].islower() and " " in value:
            value = value.split(" ", 1)[1]  # "by the historian Petra Lund"
        return value

    def _said_work(self, subj: Token) -> bool:
        """Whether the sentence calls ``subj`` a written work: an apposition of a work noun ("X,
        a science fiction novel, comes from Y"), or what a clause "wrote" ("Y wrote X, which
        comes from Z")."""
        if any(c.dep_ == "appos" and c.lemma_.lower() in WORK_NOUNS | JOURNAL_NOUNS for c in subj.children):
            return True
        head = subj.head.head if subj.lower_ in ("which", "that") and subj.head.dep_ == "relcl" else subj
        return head.dep_ == "dobj" and head.head.lemma_ in ("write", "publish", "author")

    def publisher_headquarters(self, verb: Token) -> Iterator[Candidate]:
        """ "X was published by Lucerna Editore, which has its headquarters in Milan": the
        publisher after "published by" is a company, whatever the tagger calls it."""
        which, noun, publisher = v1._child(verb, "nsubj"), v1._child(verb, "dobj"), verb.head
        if which is None or which.lower_ not in ("which", "that") or noun is None or noun.lower_ != "headquarters":
            return
        agent = publisher.head
        if agent.dep_ != "agent" or agent.head.lemma_ not in _MAKER_VERBS or not named(publisher):
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        place = v1._prep_object(v1._prep(noun, "in") or v1._prep(verb, "in"))
        entity, value = self._named_value(publisher), self._named_value(place)
        if entity and value and place is not None and place.ent_type_ in ("GPE", "LOC", "FAC", "ORG", ""):
            yield Candidate(entity, "headquarters", value)

    def publisher_joined_headquarters(self, verb: Token) -> Iterator[Candidate]:
        """ "Y, the publisher of X, was founded by Z and has its headquarters in Berlin": a second
        verb of a publisher's sentence (a publisher's apposition or a publisher's name)."""
        noun = v1._child(verb, "dobj")
        poss = v1._child(noun, "poss") if noun is not None else None
        if noun is None or noun.lower_ != "headquarters" or poss is None or poss.lower_ != "its":
            return
        if any(c.dep_ == "neg" for c in verb.children) or any(c.dep_.startswith("nsubj") for c in verb.children):
            return
        subj = self.subject(verb.head) if verb.head.pos_ in ("VERB", "AUX") else None
        if subj is None or not named(subj) or not self.specific(subj):
            return
        apposed = any(c.dep_ == "appos" and c.lemma_.lower() == "publisher" for c in subj.children)
        entity = self.entity(subj)
        if not entity or not (apposed or _publisher_name(entity)):
            return
        place = v1._prep_object(v1._prep(noun, "in") or v1._prep(verb, "in"))
        value = self._named_value(place)
        if value and place is not None and place.ent_type_ in ("GPE", "LOC", "FAC", ""):
            yield Candidate(entity, "headquarters", value)

    def publisher_in(self, verb: Token) -> Iterator[Candidate]:
        """ "Dragon Gate Books is a publisher in Cardiff": a publisher's seat."""
        attr = v1._child(verb, "attr")
        if attr is None or attr.lemma_.lower() != "publisher" or v1._child(attr, "prep") is None:
            return
        if any(c.dep_ == "neg" for c in verb.children) or any(c.dep_ == "poss" for c in attr.children):
            return
        subj = self.subject(verb)
        place = v1._prep_object(v1._prep(attr, "in"))
        if subj is None or place is None or not named(place) or not self.specific(subj):
            return
        entity, value = self.entity(subj), self._named_value(place)
        if entity and value and place.ent_type_ not in ("PERSON", "NORP", "DATE") and not is_country(value):
            yield Candidate(entity, "headquarters", value)

    def imprint_of(self, verb: Token) -> Iterator[Candidate]:
        """ "Gallan Books is a subsidiary of Ardmore Media Group" (a publisher the tagger takes
        for a person), "X is an imprint of Y": the parent company owns it."""
        attr = v1._child(verb, "attr")
        if attr is None or attr.lemma_.lower() not in ("subsidiary", "imprint") or verb.tag_ not in ("VBZ", "VBP"):
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        if subj is None or not named(subj) or not self.specific(subj):
            return
        words = subj.text.split()
        if attr.lemma_.lower() == "subsidiary" and not (subj.ent_type_ == "PERSON" and words[-1] in _NOT_WRITER_WORDS):
            return  # the other subsidiaries are the organisations' rules'
        entity, value = self.entity(subj), self._named_value(v1._prep_object(v1._prep(attr, "of")))
        if entity and value and entity != value:
            yield Candidate(entity, "owner", value)

    def follows_work(self, verb: Token) -> Iterator[Candidate]:
        """ "The Ninth Lantern is the second book in the trilogy; it follows The Eighth Lantern":
        a work that follows another is preceded by it (only where the sentence speaks of works)."""
        obj = v1._child(verb, "dobj")
        if obj is None or not named(obj) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        said = bool(self._words(verb) & (WORK_NOUNS | {"sequel"}))
        if subj is not None and subj.lower_ == "it" and subj.i not in self.resolved and said:
            subj = next((t for t in verb.sent if t.dep_ in ("nsubj", "nsubjpass") and t.i < verb.i), None)
        if subj is None or not self.specific(subj) or subj.ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
            return
        entity, value = self.entity(subj), self._named_value(obj)
        if entity and value and entity != value and (said or self._is_work(entity, set(self.works))):
            yield Candidate(entity, "preceded by", value, "sequel")  # the inverse reading goes

    def comes_after(self, verb: Token) -> Iterator[Candidate]:
        """ "A Chorus of Wolves comes after A Hymn of Foxes in the series": the work before it."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        after = v1._prep(verb, "after")
        other = v1._prep_object(after)
        if subj is None or other is None or not named(other) or not self.specific(subj):
            return
        entity, value = self.entity(subj), self._named_value(other)
        if not entity or not value or entity == value:
            return
        words = self._words(verb)
        if words & (WORK_NOUNS | {"sequel", "follow"}) or self._is_work(entity, set(self.works)):
            yield Candidate(entity, "preceded by", value)  # (also "X comes after Y and is followed by Z")
            assert after is not None
            for before in after.subtree:  # "X comes after Y in the series and before Z"
                if before.lower_ == "before" and before.dep_ == "conj":
                    later = self._named_value(v1._prep_object(before))
                    if later and later not in (entity, value):
                        yield Candidate(entity, "followed by", later)

    def comes_before(self, verb: Token) -> Iterator[Candidate]:
        """ "It comes before The Locked Garden", "X comes before Y in the series": the work after it."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        other = v1._prep_object(v1._prep(verb, "before"))
        if subj is None or other is None or not named(other) or other.ent_type_ == "DATE":
            return
        entity = self.resolved.get(subj.i) or (self.entity(subj) if named(subj) and self.specific(subj) else None)
        value = self._named_value(other)
        if not entity or not value or entity == value:
            return
        if self._words(verb) & (WORK_NOUNS | {"sequel", "series"}) or self._is_work(entity, set(self.works)):
            yield Candidate(entity, "followed by", value)

    # ---- identifiers and abbreviations ---------------------------------------------------------

    def identifiers(self, sent: Span) -> list[Candidate]:
        """ISBN, ISSN, OCLC, LCCN and CODEN values, whole, and the work each is given to."""
        facts: list[Candidate] = []
        text, base = sent.text, sent.start_char
        keywords = list(_ID_KEYWORD.finditer(text))
        for n, match in enumerate(keywords):
            kind = match.group("kind")
            if not kind.isupper() and " " not in kind and kind.lower() != "eissn":
                continue  # "isbn" in lower case is a word of something else
            relation = _id_relation(kind)
            stop = keywords[n + 1].start() if n + 1 < len(keywords) else len(text)
            found = _ID_VALUES[relation].search(text, match.end(), min(stop, match.end() + 80))
            if found is None or (relation == "isbn" and len(re.sub(r"[^0-9Xx]", "", found.group())) not in (10, 13)):
                continue
            keyword = _token_at(sent, base + match.start())
            work = self._identified(sent, keyword) if keyword is not None else None
            if work is None and keyword is not None and facts and self._inner_owner(keyword):
                work = facts[0].entity  # "X's LCCN is ... and its OCLC number is ...": the same work
            if work is None and keyword is not None and facts and self._later_bare_keyword(keyword):
                work = facts[0].entity  # "The ISSN of X is ... and the EISSN number is ...": the same work
            if work:
                facts.append(Candidate(work, relation, found.group()))
        first = _ID_FIRST.match(text)
        if first is not None:  # "0-7653-0950-2 is the ISBN number of X"
            relation = _id_relation(first.group("kind"))
            keyword = _token_at(sent, base + first.start("kind"))
            noun = keyword
            while noun is not None and noun.dep_ in ("compound", "nmod", "amod") and noun.head.i > noun.i:
                noun = noun.head
            of = v1._prep_object(v1._prep(noun, "of") or v1._prep(noun, "for")) if noun is not None else None
            value = first.group("value")
            if of is not None and self.specific(of) and _ID_VALUES[relation].fullmatch(value):
                facts.append(Candidate(self.entity(of) or "", relation, value))
        return facts

    @staticmethod
    def _later_bare_keyword(keyword: Token) -> bool:
        """Whether an identifier keyword (or its noun) has only "the" and opens the subject of a
        later clause joined by "and" ("... and the EISSN number is ...")."""
        noun = keyword.head if keyword.dep_ == "compound" else keyword
        det = v1._child(noun, "det")
        before = keyword.doc[det.i - 1] if det is not None and det.i > keyword.sent.start else None
        if det is None or det.lower_ != "the" or before is None or before.lower_ != "and":
            return False
        return noun.dep_ in ("nsubj", "nsubjpass") and noun.head.dep_ == "conj"

    @staticmethod
    def _inner_owner(keyword: Token) -> bool:
        """Whether an identifier keyword (or its noun) has an unresolved "its" of a later clause."""
        for token in (keyword, keyword.head):
            poss = v1._child(token, "poss")
            if poss is not None and poss.lower_ == "its" and poss.i > token.sent.start:
                return True
        return False

    def _identified(self, sent: Span, keyword: Token) -> str | None:
        """The work an identifier keyword belongs to: "X's ISBN", "the ISBN of X", "its ISBN",
        "X has the ISBN", "X (ISBN ...)"."""
        merged = re.match(r"^(?:[\w -]+?) (?:[Nn]umber|[Cc]ode) of (?:the )?(?P<work>[A-Z0-9].*)$", keyword.text)
        if merged is not None and _ID_KEYWORD.match(keyword.text):
            return merged.group("work")  # "The International Standard Book Number of X", merged as one name
        noun = keyword
        while (
            noun.dep_ in ("compound", "nmod", "amod") and noun.head.i > noun.i and noun.head.pos_ in ("NOUN", "PROPN")
        ):
            noun = noun.head
        named_by = keyword.head if keyword.head.lower_ in ("number", "code", "numbers", "codes") else keyword
        for candidate in dict.fromkeys((noun, keyword, named_by)):  # and "the CODEN code for X" cut at "CODEN"
            poss = v1._child(candidate, "poss")
            if poss is not None and poss.lower_ == "whose" and candidate.pos_ in ("NOUN", "PROPN"):
                owner = self._owner_entity(candidate) or self._name_before_whose(poss)  # "X, whose ISBN is ..."
                if owner:
                    return owner
            if poss is not None and (poss.pos_ != "PRON" or poss.i in self.resolved) and self.specific(poss):
                return self.entity(poss)
            of = v1._prep_object(v1._prep(candidate, "of") or v1._prep(candidate, "for"))
            if of is not None and self.specific(of):
                return self.entity(of)
        if noun.dep_ == "pobj" and noun.head.lower_ == "with" and self.specific(noun.head.head):
            return self.entity(noun.head.head)  # "X, with the ISBN ..., was published"
        fronted = noun.dep_ == "pobj" and noun.head.lower_ == "with" and noun.head.i == sent.start
        if fronted and noun.head.head.pos_ in ("VERB", "AUX"):
            subj = self.subject(noun.head.head)  # "With the ISSN ..., X is published by Y"
            if subj is not None and self.specific(subj) and subj.ent_type_ not in ("PERSON", "GPE", "LOC"):
                return self.entity(subj)
        if poss is None:
            poss = next((v1._child(c, "poss") for c in (noun, keyword) if v1._child(c, "poss") is not None), None)
        if poss is not None and poss.lemma_.lower() in WORK_NOUNS | JOURNAL_NOUNS and poss.pos_ == "NOUN":
            said = self._class_noun_work(sent, poss)  # "and the journal's ISSN is ..."
            if said:
                return said
        before = sent.doc[keyword.i - 1] if keyword.i > sent.start else None
        if before is not None and before.text in ("(", ",") and before.i > sent.start:
            name = sent.doc[before.i - 1]
            if self.specific(name) and (name.dep_ in ("nsubj", "nsubjpass", "ROOT") or name.i == sent.start):
                return self.entity(name)  # "X (ISBN ...) was published", not "by Brenner Press (ISBN ...)"
        verbs = [
            t
            for t in sent.doc[sent.start : keyword.i]
            if t.pos_ in ("VERB", "AUX")
            and (t.lemma_ in _ID_VERBS or (t.lemma_ in _PUBLISHING_VERBS and _is_passive(t)))
        ]  # "X has the ISBN ...", "X was published by Y (ISBN ...)"
        if verbs:
            subj = self.subject(verbs[-1])
            if subj is not None and self.specific(subj):
                return self.entity(subj)
        listed = self._listed_owner(sent, keyword)
        said = self._described_work(sent, keyword) or listed or self._previous_work(sent, keyword)
        return said or self._joined_owner(noun)

    def _joined_owner(self, noun: Token) -> str | None:
        """ "X's editor is Y and the CODEN is Z", "The publisher of X is Y and the ISSN is Z": the
        owner the clause before names, when "the" keyword is the subject of a joined copula."""
        det = v1._child(noun, "det")
        verb = noun.head
        if det is None or det.lower_ != "the" or noun.dep_ != "nsubj" or verb.lemma_ != "be" or verb.dep_ != "conj":
            return None
        subj = self.subject(verb.head)
        if subj is None:
            return None
        poss = v1._child(subj, "poss")
        of = v1._prep_object(v1._prep(subj, "of"))
        owner = poss if poss is not None and poss.pos_ != "PRON" else of
        if owner is None and named(subj):
            owner = subj
        if owner is None or not named(owner) or not self.specific(owner) or owner.ent_type_ == "GPE":
            return None
        if owner.ent_type_ == "PERSON" and subj.lemma_.lower() not in _MAKER_NOUNS:
            return None  # (but "X's editor": X is a work the tagger took for a person)
        return self.entity(owner)

    def _listed_owner(self, sent: Span, keyword: Token) -> str | None:
        """ "X: ISSN 0306-6800, LCCN 75647713": the name that opens the sentence before a colon."""
        first = sent.doc[sent.start]
        colon = sent.doc[sent.start + 1] if sent.start + 1 < sent.end else None
        if colon is None or colon.text != ":" or keyword.i <= colon.i or not named(first) or not self.specific(first):
            return None
        name = self.entity(first)
        return name if name and self._is_work(name, set(self.works)) else None

    def _class_noun_work(self, sent: Span, noun: Token) -> str | None:
        """The one work "the journal", "the book" names in its sentence: the only name before it
        that is a work by its name or by the facts so far, else the sentence before's one work."""
        det = v1._child(noun, "det")
        if det is None or det.lower_ != "the":
            return None
        names = {self.entity(t) for t in sent.doc[sent.start : noun.i] if named(t) and self.specific(t)}
        works = [n for n in names if n and self._is_work(n, set(self.works))]
        if len(works) == 1:
            return works[0]
        return None if works else self.last_work()

    def _previous_work(self, sent: Span, keyword: Token) -> str | None:
        """ "X has the LCCN number .... The ISSN number is ...": a sentence that opens with "The"
        and the keyword gives the identifier to the one work of the sentence before (or to the
        paragraph's topic, a work)."""
        opening = [t.lower_ for t in sent.doc[sent.start : keyword.i]]
        if opening != ["the"] or sent.root.lemma_ != "be":
            return None
        last = self.last_work()
        if last:
            self.from_previous.add(last)
            return last
        topic = self.topic
        if topic is None or not self._topic_work(topic.name):
            return None
        self.from_topic.add(topic.name)
        return topic.name

    def _name_before_whose(self, whose: Token) -> str | None:
        """The name right before "(,) whose", which the parser may hang off the noun before it
        ("the editor of X whose ISSN is ..." is X's ISSN)."""
        k = whose.i - 1
        if k > whose.sent.start and whose.doc[k].text == ",":
            k -= 1
        name = whose.doc[k] if k >= whose.sent.start else None
        verb = whose.head.head
        if name is not None and name.lower_ == "and" and verb.dep_ == "conj" and verb.head.dep_ == "relcl":
            first = verb.head  # "X, whose discipline is Y and whose ISSN is Z": X
            if any(c.lower_ == "whose" for c in first.subtree if c.i < first.i):
                name = first.head
        return self.entity(name) if name is not None and named(name) and self.specific(name) else None

    def _described_work(self, sent: Span, keyword: Token) -> str | None:
        """The subject of a sentence that describes a work, for an identifier the parse does not
        tie to an owner: "X is a book by Y with the ISBN ...", "X's ISSN number is ..." (the
        parser hangs the possessive's noun off the name); never a person's, a place's or a
        pronoun's."""
        root = sent.root
        subj = self.subject(root) if root.lemma_ in ("be", "have") else None
        if subj is None or subj.i > keyword.i or subj.pos_ == "PRON" or not self.specific(subj):
            return None
        if subj.ent_type_ in ("GPE", "LOC", "NORP", "DATE") or subj.lemma_.lower() in _ID_NOUNS:
            return None
        attr = v1._child(root, "attr")
        owned = subj.i < keyword.i and any(t.i == keyword.i for t in subj.subtree)
        described = attr is not None and attr.lemma_.lower() in WORK_NOUNS | JOURNAL_NOUNS | {"newspaper"}
        if not (owned or described):
            return None
        return self.entity(subj)

    def abbreviations(self, sent: Span) -> list[Candidate]:
        """Abbreviations of names, read from the text (see the module docstring)."""
        facts: list[Candidate] = []
        text, base = sent.text, sent.start_char
        for match in _ABBREVIATED_AS.finditer(text):
            word = _token_at(sent, base + match.start())
            work = self._abbreviated(sent, word) if word is not None else None
            if work:
                facts.append(Candidate(work, "abbreviation", _abbreviation_text(sent, match)))
        for pattern in (_ABBREVIATION_IS, _HAS_ABBREVIATION):
            for match in pattern.finditer(text):
                noun = _token_at(sent, base + match.start("noun"))
                work = self._abbreviation_owner(sent, noun) if noun is not None else None
                if work:
                    facts.append(Candidate(work, "abbreviation", _abbreviation_text(sent, match)))
        first = _ABBREVIATION_FIRST.match(text)
        if first is not None:
            noun = _token_at(sent, base + first.start("noun"))
            if noun is not None and noun.lower_ == "abbreviated":
                noun = noun.head  # "the abbreviated name of X"
            of = v1._prep_object(v1._prep(noun, "of") or v1._prep(noun, "for")) if noun is not None else None
            if of is not None and self.specific(of):
                work = self.entity(of)
                if work:
                    facts.append(Candidate(work, "abbreviation", first.group("value").strip()))
        return facts

    def _abbreviated(self, sent: Span, word: Token) -> str | None:
        """The name "abbreviated (as)" abbreviates: the capitalized words before ", abbreviated"
        or "(abbreviated" (the parser is lost in the points of the abbreviation), else the
        subject of "X is (commonly) abbreviated to Y"."""
        k = word.i - 1
        while k > sent.start and sent.doc[k].dep_ == "advmod" and sent.doc[k].text.islower():
            k -= 1  # "X, commonly abbreviated"
        if k > sent.start and sent.doc[k].text in ("(", ","):
            name = _name_before(sent, k)
            if name:
                return name
        if word.pos_ == "VERB":
            subj = self.subject(word) if _is_passive(word) else self.open_subject(word)
            if subj is not None and self.specific(subj):
                return self.entity(subj)
        return None

    def _abbreviation_owner(self, sent: Span, noun: Token) -> str | None:
        """What "the abbreviation of X", "X's abbreviation", "its abbreviated name", "X has the
        abbreviation" belong to."""
        head = noun.head if noun.lower_ == "abbreviated" else noun
        owner = self._owner_entity(head) if head.pos_ == "NOUN" else None
        if owner:
            return owner
        verb = head.head
        if head.dep_ == "pobj" and verb.lower_ == "with" and named(verb.head) and self.specific(verb.head):
            return self.entity(verb.head)  # "X, with the abbreviation Y, is ..."
        if head.dep_ == "pobj" and verb.lower_ == "with" and verb.head.lemma_.lower() in JOURNAL_NOUNS | WORK_NOUNS:
            titles = [c for c in v1._children(verb.head, "appos") if named(c) and c.i < verb.i]
            if len(titles) == 1 and self.specific(titles[0]):
                return self.entity(titles[0])  # "The journal X, with the abbreviation Y, ..."
        if head.dep_ == "pobj" and verb.dep_ in ("prep", "agent") and verb.head.lemma_ in ("know", "refer"):
            verb = verb.head  # "X is known by the abbreviation Y"
        elif head.dep_ != "dobj" or verb.lemma_ not in ("have", "use", "bear"):
            return None
        subj = self.subject(verb)
        if subj is not None and self.specific(subj):
            return self.entity(subj)
        return None

    # ---- media ---------------------------------------------------------------------------------

    def media_types(self, sent: Span) -> list[Candidate]:
        """ "X was published in hardcover", "X is available in print and as an e-book", "X is a
        paperback", "X is a hardback book"."""
        facts: list[Candidate] = []
        for match in _MEDIA.finditer(sent.text):
            token = _token_at(sent, sent.start_char + match.start())
            work = self._media_holder(token) if token is not None else None
            if work:
                facts.append(Candidate(work, "media type", match.group()))
        return facts

    def _media_holder(self, token: Token) -> str | None:
        """The work a media word is said of."""
        noun = token
        head = noun.head
        while noun.dep_ in ("compound", "amod") and head.dep_ == "compound" and head.i == noun.i + 1:
            head = head.head  # "a hardcover fantasy book": the media word on the genre's noun
        if noun.dep_ in ("compound", "amod", "nmod") and head.lemma_.lower() in WORK_NOUNS | _FORM_NOUNS:
            noun = head  # "a hardback book", "in a paperback edition", "in print form"
        if noun.dep_ == "appos" and named(noun.head) and noun.head.ent_type_ not in ("GPE", "LOC", "NORP"):
            entity = self.entity(noun.head) if self.specific(noun.head) else None
            return entity  # "The Ember Throne, an e-book, is ..."
        while noun.dep_ == "conj" and noun.head.pos_ in ("NOUN", "PROPN"):
            noun = noun.head  # "in hardcover and paperback"
        if noun.dep_ in ("attr", "acomp") and noun.head.lemma_ == "be" and noun is token:
            said = self._media_type_owner(noun.head)
            if said:
                return said  # "The media type of X is hardcover", "X's media type is print"
        if noun.dep_ == "attr" and noun.head.lemma_ == "be" and (noun is not token or token.pos_ == "NOUN"):
            return self._holder_of(noun.head)  # "X is a paperback", "X is a hardback book"
        if noun.dep_ != "pobj" or noun.head.lower_ not in ("in", "as", "on"):
            return None
        prep = noun.head
        while prep.dep_ == "conj" and prep.head.dep_ == "prep":
            prep = prep.head  # "in print and as an e-book"
        governor = prep.head
        if governor.lemma_ in _PUBLISHING_VERBS and governor.pos_ == "VERB":
            joined = governor.dep_ == "conj" and governor.tag_ in ("VBN", "VBD") and _is_passive(governor.head)
            if joined and not any(c.dep_.startswith("nsubj") for c in governor.children):
                return self._holder_of(governor.head)  # "X was penned by Y and published in paperback"
            if not _is_passive(governor):
                obj = v1._child(governor, "dobj")
                return self.entity(obj) if obj is not None and self.specific(obj) else None
            if governor.dep_ == "acl":  # "X is a novel by Y, published in hardcover": the novel's, not Y's
                noun = governor.head
                maker = noun.dep_ == "pobj" and noun.head.lower_ == "by" and noun.head.dep_ == "prep"
                noun = noun.head.head if maker else noun
                if noun.lemma_.lower() in WORK_NOUNS and noun.dep_ == "attr" and noun.head.lemma_ == "be":
                    return self._holder_of(noun.head)
                if maker:
                    return None
            return self._holder_of(governor, places=True)  # "The Paper Sea was released as a hardcover"
        if governor.lemma_ == "come" and any(c.lower_ == "out" for c in governor.children):
            return self._holder_of(governor)  # "X came out in hardback" (not "appeared in print": a person may)
        if (governor.lemma_ == "come" and prep.lower_ == "in") or (governor.lemma_ == "find" and _is_passive(governor)):
            return self._holder_of(governor)  # "X comes in paperback", "X can be found in hardcover"
        if governor.lower_ == "available" and governor.head.lemma_ == "be":
            copula = governor.head
            described = self._described_by_clause(copula) if copula.dep_ == "relcl" else None
            if described is not None and self.specific(described):
                return self.entity(described)  # "X is a novel in English which is available as a hardback"
            return self._holder_of(copula)
        work = governor.head if governor.lower_ == "available" and governor.dep_ == "amod" else None
        if work is not None and work.lemma_.lower() in WORK_NOUNS and work.dep_ == "attr" and work.head.lemma_ == "be":
            return self._holder_of(work.head)  # "X is a book available in hardcover"
        if governor.lemma_ == "be" and governor.pos_ in ("AUX", "VERB"):
            available = any(c.lower_ == "available" for c in governor.children)
            if available or (token.lower_ == "print" and prep.lower_ == "in"):
                return self._holder_of(governor)
        return None

    def _media_type_owner(self, verb: Token) -> str | None:
        """The owner of a "media type" subject of ``verb``."""
        subj = v1._child(verb, "nsubj")
        if subj is None or subj.lemma_.lower() != "type" or not any(c.lower_ == "media" for c in subj.lefts):
            return None
        return self._owner_entity(subj)

    def _owner_entity(self, noun: Token) -> str | None:
        """The named owner of a relation noun ("X's genre", "the genre of X", "Its genre"), and
        for an "its" in a later clause, what the sentence's resolved subject names ("It is
        published by Y and its discipline is Z")."""
        owner = self.owner(noun)
        if owner is not None and self.specific(owner):
            return self.entity(owner)
        poss = v1._child(noun, "poss")
        if poss is None or poss.lower_ != "its" or poss.i == poss.sent.start:
            return None
        first = next((t for t in poss.sent if t.i in self.resolved and t.dep_ in ("nsubj", "nsubjpass")), None)
        if first is None:
            return self._first_work_subject(poss)
        return self.resolved[first.i] if first.i < poss.i else None

    def _first_work_subject(self, poss: Token) -> str | None:
        """The written work or journal named as the first subject of the sentence before an
        "its" ("Journal of X has the ISSN ... and its abbreviation is Y")."""
        first = next((t for t in poss.sent if t.dep_ in ("nsubj", "nsubjpass")), None)
        if first is None or first.i >= poss.i or not named(first) or not self.specific(first):
            return None
        entity = self.entity(first)
        return entity if entity and self._is_work(entity, set(self.works)) else None

    def _holder_of(self, verb: Token, places: bool = False) -> str | None:
        """The work a verb's subject names; ``places``: a title the tagger calls a place too
        (only something printed is "published in print" or "released as a hardcover")."""
        subj = self.open_subject(verb) if verb.pos_ == "VERB" else self.subject(verb)
        if subj is not None and subj.lower_ == "it" and subj.i not in self.resolved:
            return self._earlier_it(subj)  # "It was written by Y and it is available in hardcover"
        place = subj is not None and subj.ent_type_ in ("GPE", "LOC", "NORP") and _place_name(subj)
        if subj is None or not self.specific(subj) or (place and not (places and not is_country(subj.text))):
            return None
        return self.entity(subj)

    def _earlier_it(self, pronoun: Token) -> str | None:
        """What an "it" of the sentence before ``pronoun`` was resolved to; else the one work the
        facts of the sentence so far name ("The OCLC number of X is N; it was published in print")."""
        first = next((t for t in pronoun.sent if t.i in self.resolved and t.lower_ == "it" and t.i < pronoun.i), None)
        if first is not None:
            return self.resolved[first.i]
        works = self._found_works
        return next(iter(works)) if len(works) == 1 else None

    # ---- the class noun of a work ------------------------------------------------------------

    def work_class(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a 2004 American science fiction novel": the genre its modifiers name, and the
        country of a nationality adjective (:meth:`_class_facts`)."""
        attr = v1._child(verb, "attr")
        if attr is None or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        titled = subj is not None and any(w in _CAPITAL_PREPOSITIONS for w in subj.text.split()[1:])
        titled = titled or (subj is not None and not _place_name(subj))  # "Echoes of Arden", tagged as a place
        if entity and subj is not None and (subj.ent_type_ not in ("GPE", "LOC", "NORP") or titled):
            yield from self._class_facts(entity, attr)  # "Storm Over Kaldera" keeps the label of "Kaldera"
        # "X has 356 pages and is a mystery", "X is a 276-page thriller from Germany"
        plain = not [c for c in attr.children if c.dep_ not in ("det", "amod", "compound", "nummod", "punct", "prep")]
        plain = (
            plain
            and not _genre_before(attr)
            and not any(c.dep_ == "compound" and c.pos_ == "NOUN" and c.lower_ != "page" for c in attr.lefts)
        )
        genre_noun = plain and attr.lemma_.lower() in _GENRE_NOUNS and attr.pos_ == "NOUN"
        if entity and genre_noun and (entity in self.works or self._words(verb) & (_WORK_WORDS | {"page"})):
            yield Candidate(entity, "genre", attr.text)

    def work_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "Ashen Tide, a British fantasy novel, was written by ...": the same as the copula."""
        head = _apposed_name(appos)
        det = v1._child(appos, "det")
        poss = v1._child(appos, "poss")
        if det is None and poss is not None and poss.pos_ == "NOUN":
            det = v1._child(poss, "det")  # "X, a children's fantasy book,"
        if det is None or det.lower_ not in ("a", "an") or not self.specific(head):
            return
        entity = self.entity(head)
        written = appos.lemma_.lower() in _WRITTEN_WORKS | PERIODICAL_NOUNS
        if entity and (head.ent_type_ not in ("GPE", "LOC", "NORP") or (written and not _place_name(head))):
            yield from self._class_facts(entity, appos)  # "Sea of Lanterns, a fantasy novel," (tagged as a place)
        if entity and appos.lemma_.lower() in _GENRE_NOUNS and not list(appos.children)[1:]:
            yield Candidate(entity, "genre", appos.text)  # "The Weaver's Knot, a mystery, ..."

    def _class_facts(self, entity: str, noun: Token) -> Iterator[Candidate]:
        """The genre, country and language a work's class noun tells ("an American science
        fiction novel", "an English-language book", "a novel in the fantasy genre", "a book from
        the United States", "a work of science fiction")."""
        if noun.lemma_.lower() not in WORK_NOUNS | PERIODICAL_NOUNS or noun.pos_ != "NOUN":
            return
        self.works.add(entity)  # said to be a novel, a book ...: "it" in the next sentence
        genre = _genre_before(noun)
        if genre:
            yield Candidate(entity, "genre", genre)
        elif noun.lemma_.lower() in _GENRE_CLASS_NOUNS and noun.tag_ == "NN":
            yield Candidate(entity, "genre", noun.text)  # "the memoir Between Two Rivers"
        written = noun.lemma_.lower() in _WRITTEN_WORKS | PERIODICAL_NOUNS | {"novella", "series", "saga", "work"}
        for left in noun.lefts:
            named_by = left.dep_ in ("amod", "compound") and left.text[:1].isupper()
            country = country_of_demonym(left.text) if named_by else None
            if country and written:
                yield Candidate(entity, "country", country)
        before = noun.doc[noun.left_edge.i : noun.i].text
        pages = _PAGES_ADJECTIVE.search(before)
        if pages and written:  # "X, a 412-page novel,"
            yield Candidate(entity, "number of pages", pages.group(1))
        language = _LANGUAGE_ADJECTIVE.search(before)
        if language:  # "an English-language novel"
            yield Candidate(entity, "language", language.group(1))
        tongue = v1._prep_object(v1._prep(noun, "in"))
        if written and tongue is not None and _names_language(tongue):
            yield Candidate(entity, "language", tongue.text)  # "a newspaper in English"
        work = v1._prep_object(v1._prep(noun, "of")) if noun.lower_ == "work" else None
        if work is not None and _phrase(work).lower() in GENRES:
            yield Candidate(entity, "genre", _phrase(work))  # "a work of science fiction"
            yield from self._class_clauses(entity, work)  # "a work of fantasy published by Y"
        kind = v1._prep_object(v1._prep(noun, "in"))
        if kind is not None and kind.lemma_.lower() == "genre":
            genre = _genre_before(kind)  # "a novel in the fantasy genre"
            if genre:
                yield Candidate(entity, "genre", genre)
        origin = self._named_value(v1._prep_object(v1._prep(noun, "from")))
        if written and origin and is_country(origin):
            yield Candidate(entity, "country", origin)  # "a book from the United States"
        if written:
            yield from self._class_clauses(entity, noun)
        inner = v1._prep_object(v1._prep(noun, "of")) if noun.lemma_.lower() in _GROUP_WORKS else None
        if inner is not None and inner.tag_ == "NNS" and inner.lemma_.lower() in WORK_NOUNS:
            yield from self._class_facts(entity, inner)  # "a series of fantasy books written by Y"

    def _class_clauses(self, entity: str, noun: Token) -> Iterator[Candidate]:
        """The maker a work's class noun names in a passive clause: "a journal published by Y",
        "a novel that was written by Y", "a magazine edited by Y"."""
        clauses = [c for c in noun.children if c.dep_ in ("acl", "relcl")]
        # "written by Y and published by Z": the conjoined participle too
        clauses += [c for clause in clauses for c in clause.children if c.dep_ == "conj"]
        for clause in clauses:
            relation = _CLASS_VERBS.get(clause.lemma_)
            if relation is None or clause.tag_ != "VBN":
                continue
            if any(c.dep_ == "neg" for c in clause.children):
                continue
            agent = v1._child(clause, "agent")
            value = self._named_value(v1._child(agent, "pobj")) if agent is not None else None
            if value and value != entity:
                yield Candidate(entity, relation, value)

    def genre_attribute(self, verb: Token) -> Iterator[Candidate]:
        """ "The (literary) genre of X is fantasy", "X's genre is science fiction", "His genre is rock"."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr") or v1._child(verb, "acomp")
        if (
            subj is None
            or attr is None
            or subj.lemma_.lower() != "genre"
            or any(c.dep_ == "neg" for c in verb.children)
        ):
            return
        entity = self._owner_entity(subj)
        value = _phrase(attr)
        if entity and (value.lower() in GENRES or value.lower() in MUSIC_GENRES):
            yield Candidate(entity, "genre", value)

    def genre_of_verb(self, verb: Token) -> Iterator[Candidate]:
        """ "X belongs to the fantasy genre", "X is written in the science fiction genre", "X is in
        the genre of science fiction"."""
        if verb.lemma_ not in ("belong", "write", "set", "fall", "be") or any(c.dep_ == "neg" for c in verb.children):
            return
        for prep in v1._children(verb, "prep"):
            noun = v1._prep_object(prep)
            if noun is None or noun.lemma_.lower() != "genre" or prep.lower_ not in ("to", "in", "into"):
                continue
            kind = v1._prep_object(v1._prep(noun, "of"))
            named_by = _phrase(kind) if kind is not None and _phrase(kind).lower() in GENRES else None
            genre = _genre_before(noun) or named_by
            subj = self.subject(verb) if verb.lemma_ == "be" else self.open_subject(verb)
            entity = self.entity(subj) if subj is not None and self.specific(subj) else None
            if genre and entity:
                yield Candidate(entity, "genre", genre)

    # ---- pages -----------------------------------------------------------------------------------

    def page_count(self, verb: Token) -> Iterator[Candidate]:
        """ "X consists of 412 pages", "X runs to 412 pages", "X is 412 pages in length"."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        pages: Token | None = None
        if verb.lemma_ in ("consist", "run", "extend", "span", "total"):
            for prep in v1._children(verb, "prep"):
                if prep.lower_ in ("of", "to", "over"):
                    pages = v1._prep_object(prep)
            pages = pages or v1._child(verb, "dobj")
        elif verb.lemma_ == "be":
            attr = v1._child(verb, "attr")
            length = v1._prep_object(v1._prep(attr, "in")) if attr is not None else None
            pages = attr if length is not None and length.lower_ == "length" else None
        elif verb.lemma_ == "have" and verb.dep_ == "relcl":
            pages = v1._child(verb, "dobj")  # "X, a fantasy novel which has 401 pages"
        number = v1._child(pages, "nummod") if pages is not None and pages.lemma_.lower() == "page" else None
        if number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        subj = self.subject(verb) if verb.lemma_ != "have" else self._described_by_clause(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        value = v1.quantity_phrase(number)
        if entity and value:
            yield Candidate(entity, "number of pages", value)

    def _described_by_clause(self, verb: Token) -> Token | None:
        """The work a relative clause on its class noun describes ("X, a novel which has ...",
        "X is a book that has ..."), or None."""
        which = v1._child(verb, "nsubj")
        noun = verb.head
        if which is None or which.lower_ not in ("which", "that") or noun.lemma_.lower() not in WORK_NOUNS:
            return None
        if noun.dep_ == "appos":
            return _apposed_name(noun)
        if noun.dep_ == "attr" and noun.head.lemma_ == "be":
            return self.subject(noun.head)
        return None

    def pages_of_noun(self, pages: Token) -> Iterator[Candidate]:
        """ "X, a thriller of 412 pages, ...", "X is a book of 190 pages": the pages of the noun
        that describes the work (an apposition to its name, or the copula's attribute)."""
        number = v1._child(pages, "nummod")
        prep = pages.head
        if number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        long = prep if pages.dep_ == "npadvmod" and prep.lower_ == "long" else None
        if long is not None and long.dep_ in ("advmod", "amod") and named(long.head) and self.specific(long.head):
            entity = self.entity(long.head)
            value = v1.quantity_phrase(number)  # "X, 298 pages long, is ..."
            if entity and value and long.head.ent_type_ not in ("GPE", "LOC", "PERSON", "NORP"):
                yield Candidate(entity, "number of pages", value)
            return
        if pages.dep_ != "pobj":
            return
        noun = prep.head
        if prep.lower_ != "of" or noun.pos_ != "NOUN" or noun.lemma_.lower() in ("total", "number", "maximum"):
            return
        if noun.dep_ == "appos":
            work: Token | None = _apposed_name(noun)
        elif noun.dep_ == "attr" and noun.head.lemma_ == "be":
            work = self.subject(noun.head)
        else:
            return
        entity = self.entity(work) if work is not None and self.specific(work) else None
        value = v1.quantity_phrase(number)
        if entity and value:
            yield Candidate(entity, "number of pages", value)

    # ---- editors -------------------------------------------------------------------------------

    def editor_role(self, verb: Token) -> Iterator[Candidate]:
        """ "X is (an) editor of Y", "X is the editor in chief of Y", "The editor in chief of Y is
        X", "X serves as the editor of Y" (editors change: the relation has several values)."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        person: Token | None = None
        noun: Token | None = None
        if verb.lemma_ == "be":
            subj, attr = self.subject(verb), v1._child(verb, "attr")
            if subj is not None and attr is not None and subj.lemma_.lower() == "editor" and named(attr):
                person, noun = attr, subj
            elif subj is not None and attr is not None and attr.lemma_.lower() == "editor" and named(subj):
                person, noun = subj, attr
        elif verb.lemma_ in ("serve", "work", "act"):
            role = v1._prep_object(v1._prep(verb, "as"))
            if role is not None and role.lemma_.lower() == "editor":
                person, noun = self.subject(verb), role
        if person is None or noun is None or person.ent_type_ not in ("PERSON", ""):
            return
        chief = v1._prep_object(v1._prep(noun, "in"))
        work = v1._prep_object(v1._prep(noun, "of") or (v1._prep(chief, "of") if chief is not None else None))
        editor, entity = self._named_value(person), self._named_value(work)
        if editor and entity and work is not None and work.ent_type_ not in ("PERSON", "GPE", "LOC"):
            yield Candidate(entity, "editor", editor)

    def whose_maker(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a magazine whose editor is Y", "X is a book whose author is Y", "X, whose
        publisher is Y, ...": X's author, publisher or editor."""
        noun, value = self.subject(verb), v1._child(verb, "attr")
        relation = _MAKER_NOUNS.get(noun.lemma_.lower()) if noun is not None else None
        whose = v1._child(noun, "poss") if noun is not None and relation else None
        if noun is None or relation is None or whose is None or whose.lower_ != "whose" or value is None:
            return
        if any(c.dep_ == "neg" for c in verb.children) or not named(value):
            return
        entity = self._owner_entity(noun)
        described = verb.head
        if not entity and verb.dep_ == "relcl" and described.dep_ == "attr" and described.head.lemma_ == "be":
            holder = self.subject(described.head)  # "X is a magazine whose ...": the copula's subject
            entity = self.entity(holder) if holder is not None and self.specific(holder) else None
        maker = self._named_value(value)
        if entity and maker and entity != maker:
            yield Candidate(entity, relation, maker)

    # ---- academic discipline -----------------------------------------------------------------

    def discipline_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a journal of/about/on/covering mathematics", "X is a mathematics journal", "the
        academic discipline of X is Y", "X is about Y" (X a journal)."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj, attr = self.subject(verb), v1._child(verb, "attr")
        said = attr or v1._child(verb, "acomp")  # "is oceanography", read as an adjective
        if subj is not None and subj.lemma_.lower() in ("discipline", "field", "subject") and said is not None:
            yield from self._discipline_attribute(subj, said)
            return
        if subj is None or not self.specific(subj):
            return
        entity = self.entity(subj)
        if entity and entity.endswith("."):
            entity = self._unabbreviated(subj) or entity  # "X, abbreviated to Geol. Rev., is about Y"
        if not entity:
            return
        if attr is None:
            about = v1._prep(verb, "about")
            if about is not None and self._is_journal(subj, entity):
                for discipline in _disciplines(v1._prep_object(about)):
                    yield Candidate(entity, "academic discipline", discipline)
            yield from self._in_field(verb, subj, entity)
            return
        yield from self._journal_disciplines(entity, attr)

    def _in_field(self, verb: Token, subj: Token, entity: str) -> Iterator[Candidate]:
        """ "X is in the (academic) field/discipline of Y" (X a journal)."""
        field = v1._prep_object(v1._prep(verb, "in"))
        if field is None or field.lemma_.lower() not in ("discipline", "field", "area"):
            return
        of = v1._prep_object(v1._prep(field, "of"))
        if of is not None and self._is_journal(subj, entity):
            for discipline in _disciplines(of):
                yield Candidate(entity, "academic discipline", discipline)

    def journal_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "the Tidal Review, a journal of oceanography, ...": the same as the copula."""
        det = v1._child(appos, "det")
        head = appos.head
        if det is not None and det.lower_ in ("a", "an") and self.specific(head):
            entity = self.entity(head)
            if entity:
                yield from self._journal_disciplines(entity, appos)

    def _journal_disciplines(self, entity: str, noun: Token) -> Iterator[Candidate]:
        """The disciplines a journal's class noun names: "a journal of/about/on Y", "a journal
        covering Y", "a journal dedicated to Y", "a Y journal"."""
        if noun.lemma_.lower() not in JOURNAL_NOUNS or noun.pos_ != "NOUN":
            return
        heads: list[Token | None] = [
            v1._prep_object(v1._prep(noun, w)) for w in ("of", "about", "on", "in", "covering")
        ]
        for clause in noun.children:
            if clause.dep_ in ("acl", "relcl") and clause.lemma_ in _DISCIPLINE_VERBS | {"devote", "dedicate"}:
                heads += _discipline_heads(clause)
        values = [v for head in heads for v in _disciplines(head)]
        compounds = [
            c for c in noun.lefts if c.dep_ == "compound" and c.pos_ == "NOUN" and c.lower_ not in _NOT_DISCIPLINES
        ]
        if compounds:
            values.append(_phrase(compounds[-1]))
        for discipline in dict.fromkeys(values):
            yield Candidate(entity, "academic discipline", discipline)

    def _discipline_attribute(self, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "The academic discipline of X is Y": a discipline noun with an owner."""
        if subj.lemma_.lower() != "discipline" and not any(c.lower_ == "academic" for c in subj.lefts):
            return
        entity = self._owner_entity(subj)
        values = [_phrase(attr)] if attr.pos_ == "ADJ" and not v1._children(attr, "prep") else _disciplines(attr)
        for value in values if entity else []:
            yield Candidate(entity or "", "academic discipline", value)

    def discipline_verb(self, verb: Token) -> Iterator[Candidate]:
        """ "X covers (the academic discipline of) Y", "X focuses on Y", "X publishes articles on
        Y" for a journal (a park "covers 50 hectares")."""
        if verb.lemma_ in _UNDER_VERBS and verb.pos_ == "VERB" and not any(c.dep_ == "neg" for c in verb.children):
            yield from self._under_discipline(verb)
            return
        if verb.lemma_ not in _DISCIPLINE_VERBS or verb.pos_ != "VERB" or any(c.dep_ == "neg" for c in verb.children):
            return
        if verb.dep_ in ("acl", "relcl") and verb.head.lemma_.lower() in JOURNAL_NOUNS and verb.head.dep_ == "attr":
            return  # "a journal covering Y": the copula's rule
        subj = self.open_subject(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        if subj is None or not entity:
            return
        heads = _discipline_heads(verb)
        explicit = any(h is not None and h.lemma_.lower() in ("discipline",) for h in [v1._child(verb, "dobj")])
        if not heads or not (explicit or self._is_journal(subj, entity)):
            return
        for head in heads:
            for value in _disciplines(head):
                yield Candidate(entity, "academic discipline", value)

    def _under_discipline(self, verb: Token) -> Iterator[Candidate]:
        """ "X comes under the (academic) discipline of Y", "X falls within the field of Y": the
        frame noun says the discipline (a journal's, or the topic's)."""
        for prep in v1._children(verb, "prep"):
            frame = v1._prep_object(prep)
            if prep.lower_ not in ("under", "within", "into", "in", "to") or frame is None:
                continue
            if frame.lemma_.lower() not in ("discipline", "field", "subject") or v1._prep(frame, "of") is None:
                continue
            subj = self.open_subject(verb)
            entity = self.entity(subj) if subj is not None and self.specific(subj) else None
            academic = frame.lemma_.lower() == "discipline" or any(c.lower_ == "academic" for c in frame.lefts)
            if subj is None or not entity or not (academic or self._is_journal(subj, entity)):
                continue
            if subj.ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
                continue  # a scholar's field is no discipline of a journal
            for value in _disciplines(frame):
                yield Candidate(entity, "academic discipline", value)

    def _is_journal(self, subj: Token, entity: str) -> bool:
        """Whether a subject is a journal: by its name ("Journal of ...", "Acta ..."), the topic's
        class noun, or a copula in the sentence ("X is a journal ...")."""
        if _journal_name(entity):
            return True  # "Acta ...", "... Review"; not "the School of Reviews"
        topic = self.topic
        if topic is not None and topic.name == entity and topic.nouns & JOURNAL_NOUNS:
            return True
        return any(t.lemma_.lower() in JOURNAL_NOUNS and t.dep_ in ("attr", "appos") for t in subj.sent)

    # ---- country -----------------------------------------------------------------------------

    def published_in_country(self, verb: Token) -> Iterator[Candidate]:
        """ "X was published in the United Kingdom": a work's country (a place smaller than a
        country is where, not which country); and the date of "published in paperback in 2004"."""
        if verb.lemma_ != "publish" or not _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self._written_subject(verb)
        writer = verb.head if verb.dep_ == "acl" and subj is None else subj
        if writer is not None and _after_by(writer) and writer.head.head.lemma_.lower() in WORK_NOUNS:
            subj = _described_work(writer.head.head) or subj  # "X is a novel by Y, published by Z in W": X's
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        if subj is None or not entity or (subj.ent_type_ in ("GPE", "LOC", "NORP") and _place_name(subj)):
            return  # (the pipeline tags many titles as people, and "Night Train to Lisbon" as a place)
        places = [v1._prep_object(p) for p in v1._children(verb, "prep") if p.lower_ == "in"]
        by = v1._child(verb, "agent")
        agent = v1._child(by, "pobj") if by is not None else None
        beside = [v1._prep_object(p) for p in v1._children(agent, "prep") if p.lower_ == "in"] if agent else []
        for place in [*places, *beside]:  # "published by Editorial Sur in Argentina"
            value = self._named_value(place)
            if value and is_country(value):
                yield Candidate(entity, "country", value)
        first = places[0] if places else None
        if first is not None and _MEDIA.fullmatch(first.text):
            # "published in paperback in 2004": the open verb rule reads the first "in" only
            date = next((v1.date_phrase(p) for p in places[1:] if p is not None and v1.date_phrase(p)), None)
            if date:
                yield Candidate(entity, "published", date)

    def work_from(self, verb: Token) -> Iterator[Candidate]:
        """ "The book is from the United States", "The novel Ashen Tide is from Y", "It is from Y"
        on a topic that is a written work, "Acta Tidalia is from Y" (a journal by its name); "She
        is from Y" is a person's origin, "Lena Hart is from Y" too."""
        if v1._child(verb, "attr") is not None or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        if subj is None or subj.lower_ in ("he", "she", "they") or not self.specific(subj):
            return
        name, topic = self.entity(subj), self.topic
        if not name:
            return
        work_topic = topic is not None and topic.name == name and bool(topic.nouns & (_WRITTEN_WORKS | JOURNAL_NOUNS))
        before = subj.doc[subj.i - 1] if subj.i > subj.sent.start else subj
        described = bool({subj.lemma_.lower(), before.lemma_.lower()} & (WORK_NOUNS | JOURNAL_NOUNS))
        described = described or self._said_work(subj)
        journal = _journal_name(name)
        if not (work_topic or described or journal):
            return
        place = self._named_value(v1._prep_object(v1._prep(verb, "from")))
        if place and is_country(place):
            yield Candidate(name, "country", place)

    def written_in_language(self, verb: Token) -> Iterator[Candidate]:
        """ "X is written in the English language"."""
        active = verb.lemma_ == "write" and verb.pos_ == "VERB" and v1._child(verb, "dobj") is not None
        if (
            verb.lemma_ not in ("write", "publish", "print")
            or not (_is_passive(verb) or verb.dep_ in ("advcl", "acl") or active)
            or any(c.dep_ == "neg" for c in verb.children)
        ):
            return
        for prep in v1._children(verb, "prep"):
            noun = v1._prep_object(prep) if prep.lower_ == "in" else None
            if noun is None:
                continue
            if noun.lower_ == "language":
                names = [c for c in noun.lefts if c.dep_ in ("amod", "compound") and c.text[:1].isupper()]
            else:
                names = [noun] if _names_language(noun) else []
            # "Y wrote X, a novel, in the Portuguese language": the object
            subj = v1._child(verb, "dobj") if active and not _is_passive(verb) else self._written_subject(verb)
            entity = self.entity(subj) if subj is not None and named(subj) and self.specific(subj) else None
            if entity and len(names) == 1:
                yield Candidate(entity, "language", names[0].text)

    def _written_subject(self, verb: Token) -> Token | None:
        """The work "written/printed in X" is said of: the verb's open subject, the noun a
        relative clause describes ("a magazine which is printed in X" describes the name before
        it), or the main clause's subject after an opening participle ("Written in X, Y is ...")."""
        if verb.dep_ == "advcl" and verb.i < verb.head.i and not any(c.dep_.startswith("nsubj") for c in verb.children):
            return self.subject(verb.head)
        which = v1._child(verb, "nsubj", "nsubjpass")
        relative = verb.dep_ == "relcl" and which is not None and which.lower_ in ("which", "that")
        head = verb.head
        apposed = head.dep_ == "appos" and head.lemma_.lower() in WORK_NOUNS | PERIODICAL_NOUNS
        if apposed and (relative or verb.dep_ == "acl"):
            return _apposed_name(head)  # "X, a magazine which is published in Y", "X, a book written in Y"
        subj = self.open_subject(verb)
        if subj is not None and subj.dep_ == "appos" and subj.lemma_.lower() in WORK_NOUNS | PERIODICAL_NOUNS:
            return _apposed_name(subj)
        return subj


def _follow_up(noun: Token) -> bool:
    """ "the follow-up to X": the tokenizer cuts it at its hyphen; a sequel."""
    doc = noun.doc
    return noun.lower_ == "up" and noun.i >= 2 and doc[noun.i - 1].text == "-" and doc[noun.i - 2].lower_ == "follow"


def _place_name(name: Token) -> bool:
    """Whether a name the tagger calls a place may be one: a country or a single word ("France",
    "Kent"); a title of several words with a lowercase word inside ("Sea of Lanterns", "Bridge
    of Reeds"), which the tagger takes for a place, is said of a work only by a work's sentence."""
    words = name.text.split()
    return len(words) == 1 or is_country(name.text) or not any(w.islower() for w in words[1:])


def _publisher_name(name: str) -> bool:
    """Whether a name's last word says a publisher ("Tagus Editions", "Orren Press")."""
    return name.rsplit(" ", 1)[-1] in _PUBLISHER_ENDS and " " in name


def _journal_name(name: str) -> bool:
    """Whether a name is a journal's: a journal word in it ("Acta ...", "... Review") and no
    school's or society's word, unless the journal word opens it with "of" ("Proceedings of the
    Coastal Survey Society", not "the School of Reviews")."""
    if _JOURNAL_NAME.search(name) is None:
        return False
    return _SCHOOL_NAME.search(name) is None or _JOURNAL_OPENING.match(name) is not None


def _second_subject(noun: Token) -> Token | None:
    """The title right after a class noun that the parser made a second subject of the same verb
    ("Ines Carvalho's novel The Sparrow Crown is ..."), past a "The"."""
    k = noun.i + 1
    if k < len(noun.doc) and noun.doc[k].text == "The":
        k += 1
    after = noun.doc[k] if k < len(noun.doc) else None
    if after is None or not named(after) or after.head.i != noun.head.i or after.dep_ != noun.dep_:
        return None
    return after


def _after_by(person: Token) -> bool:
    """Whether a name is the object of "by" ("written by X", "a novel by X")."""
    return person.dep_ == "pobj" and person.head.lower_ == "by"


def _described_work(noun: Token) -> Token | None:
    """The title a work noun describes: the subject of "X is a novel ...", the head of "X, a
    novel ...", through "a collection of stories" (the "by" hangs on "stories")."""
    if noun.dep_ == "pobj" and noun.head.lower_ == "of" and noun.head.head.lemma_.lower() in WORK_NOUNS:
        noun = noun.head.head
    if noun.dep_ == "attr" and noun.head.lemma_ == "be":
        return next((c for c in noun.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if noun.dep_ == "appos" and named(noun.head):
        return noun.head
    return None


def _maker_relation(noun: Token) -> str:
    """The relation a maker noun names: "author", "writer", "publisher", "editor", and the
    publisher of "publishing company/house/firm" ("" for any other noun)."""
    lemma = noun.lemma_.lower()
    if lemma in ("company", "house", "firm"):
        return (
            "publisher" if any(c.lower_ == "publishing" and c.dep_ in ("compound", "amod") for c in noun.lefts) else ""
        )
    return _MAKER_NOUNS.get(lemma, "")


def _dotted_whole(text: str, value: str) -> str:
    """A dotted short form with its last point, which the sentence's full stop may have taken
    ("... known as Rev. Mar. Chem." gives "Rev. Mar. Chem")."""
    at = text.find(value)
    end = at + len(value)
    return value + "." if at >= 0 and not value.endswith(".") and text[end : end + 1] == "." else value


def _names_language(token: Token) -> bool:
    """Whether a word after "in" names a language ("a newspaper in English"): a capitalized
    language or nationality word alone, not "in English Bay"."""
    alone = not any(c.dep_ in ("det", "prep", "compound", "amod") for c in token.children)
    return alone and token.text[:1].isupper() and token.ent_type_ in ("LANGUAGE", "NORP")


def _apposed_name(appos: Token) -> Token:
    """The name an apposition describes: its head, or the name right before its comma that the
    parser hung inside the head's phrase ("the editor of Annals of X, a journal ..." describes
    "Annals of X", not "editor")."""
    head = appos.head
    comma = appos.left_edge.i - 1
    if named(head) or comma < 1 or appos.doc[comma].text != ",":
        return head
    before = appos.doc[comma - 1]
    inside = before.dep_ == "pobj" and head in before.ancestors
    return before if inside and named(before) else head


def _id_relation(kind: str) -> str:
    """The catalog relation of an identifier keyword."""
    upper = kind.upper()
    if upper.startswith("ISBN") or "BOOK" in upper:
        return "isbn"
    if "ISSN" in upper or "SERIAL" in upper:
        return "issn"
    if upper == "OCLC":
        return "oclc number"
    if upper == "CODEN":
        return "coden"
    return "lccn number"


def _genre_before(noun: Token) -> str | None:
    """The longest genre the words right before a work noun end with ("2004 American science
    fiction novel" -> "science fiction")."""
    tokens = [
        t
        for t in noun.doc[noun.left_edge.i : noun.i]
        if (t.dep_ not in ("det", "poss") and not t.is_punct) or t.text == "-"
    ]
    while tokens and tokens[-1].lemma_.lower() in WORK_NOUNS and tokens[-1].i == noun.i - 1:
        noun, tokens = tokens[-1], tokens[:-1]  # "a science fiction book series"
    for k in range(len(tokens)):
        run = tokens[k:]
        if run and all(t.i + 1 == u.i for t, u in pairwise(run)) and run[-1].i == noun.i - 1:
            text = v1._text(run)
            if text.lower() in GENRES:
                return _novel_genre(text, run, noun)
    return None


def _novel_genre(text: str, run: list[Token], noun: Token) -> str:
    """A genre said by one adjective keeps the noun "novel" it describes: "a historical novel"
    is a historical novel (a genre of its own), "a science fiction novel" is science fiction."""
    if len(run) == 1 and run[0].tag_ == "JJ" and noun.lower_ == "novel" and noun.i == run[0].i + 1:
        return f"{text} {noun.text}"
    return text


def _discipline_heads(verb: Token) -> list[Token | None]:
    """The nouns a verb of covering names: "covers Y", "covers the academic discipline of Y",
    "focuses on Y", "publishes articles on Y", "devoted to Y"."""
    heads: list[Token | None] = []
    obj = v1._child(verb, "dobj")
    if obj is not None and obj.lemma_.lower() in _PAPER_NOUNS:
        heads += [v1._prep_object(v1._prep(obj, w)) for w in ("on", "in", "about")]
    elif obj is not None and verb.lemma_ != "publish":
        heads.append(obj)
    for prep in v1._children(verb, "prep"):
        if prep.lower_ in ("on", "to", "with", "in") and verb.lemma_ != "publish":
            heads.append(v1._prep_object(prep))
    return heads


def _disciplines(head: Token | None) -> list[str]:
    """Each coordinated discipline of a noun phrase ("physics and chemistry"), through frame
    nouns ("the field of mathematics"); never a name of an organisation or a place."""
    if head is None:
        return []
    if head.lemma_.lower() in _FRAME_NOUNS:
        inner = v1._prep_object(v1._prep(head, "of"))
        if inner is None:
            return []
        head = inner
    values: list[str] = []
    for token in [head, *head.conjuncts]:
        det = v1._child(token, "det")
        if token.pos_ not in ("NOUN", "PROPN") or token.ent_type_ in (
            "ORG",
            "PERSON",
            "GPE",
            "LOC",
            "FAC",
            "NORP",
            "DATE",
        ):
            continue
        if det is not None or v1._child(token, "poss") is not None or token.lower_ in _NOT_DISCIPLINES:
            continue
        value = _phrase(token)
        if value and not any(c.isdigit() for c in value):
            values.append(value)
    return values
