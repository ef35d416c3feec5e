"""``spacy-rules.v2`` on universities and sports teams (session 21): what encyclopedic text and
short descriptions say of an organisation that the general rules miss.

- **Counts**: "X has 737 academic staff", "X employs 500 academic staff", "the academic staff of
  X numbers 1,200", "the number of academic staff at X is 100", "X, with 737 academic staff",
  "a university with 2,000 undergraduates", "X enrols 12,000 students", "X's number of
  undergraduate students is N"; a club's members as DBpedia counts them, its ground's capacity
  ("X's ground can hold 40,000"), keyed with the qualifier ``ground capacity`` so that a count of
  members and a capacity never make a false conflict.
- **Campus**: "X's campus is in Y", "X has a campus in Y", "its campus is located at Y", "X has
  an urban campus"; an address ("Y, Main Road, Z – 560090") is one value.
- **Titles**: "X is led by its chancellor Y", "under its president Y", "X, where Y is
  president", "the president of X, Y, ...", "Y, the chairman of X,", "Y served as chancellor of
  X", "X, the chancellor of which is Y", "with Chancellor Y", "X has a dean called Y", "Y is
  chairman of X", "... and the chairman is Y" after a clause on a club: an organisation's
  president, chancellor, rector, dean or chairman keeps its title and is never its ``leader``;
  a title held "until 2010" or "between 1990 and 2000" keeps that span as its qualifier.
- **Names**: "X is nicknamed Y", "X, nicknamed Y,", "known by the nickname Y", "X has the motto
  Y"; "1. FC Köln" and "AFC Ajax (amateurs)" stay whole (:func:`numbered_club_spans`), and no
  sentence ends at "1.".
- **Teams and buildings**: "X competed in the 2014-15 Serie A season", "in the 2015 season of
  Y", "in the 2014–15 Y League" (season); "Y is home to X", "X is a tenant of Y", "X, tenant of
  Y,", "Y is occupied by X", "The current tenants are X" after a sentence on the building
  (tenant); "the current champions of the league are Y" in a text about a league.
- **Clubs** (session 23): "X's ground, Y,", "the ground of X, Y,", "Y, the home of X,", "X has
  its home ground at Y" (ground); "X is a football club from/in/based in Y" (location, or league
  for a league's name); "Founded in 1887, X ..." (founded); "X (full name Y)", "X has the full
  name Y"; "in the 2014–15 season ... in Serie B" (season); "X are the current Serie B
  champions"; "X's president, Y,", "led by manager Y"; a club is no occupation, a team's coach
  is its manager, a team based in Y is located there; a league's letter ("Serie B.") ends a
  sentence before a word that opens one (:func:`letter_stop_at`).
- **Clubs, round 15**: a dotted abbreviation closing a club's name ends a sentence before
  another name and its verb (:func:`club_suffix_stop_at`); "X plays at the Y Stadium"
  (ground); "Known as / Known by the nickname Z, X ..." (nickname); "was won by", "which X have
  won" (champions; a dated win is none); "Playing in the Y League, X ..." (league); "The Danish
  club X", "X is a French league" (country); a person's earlier clubs ("former club", "was
  previously at", "has been at", "had been in charge of", "once managed", "X's clubs include
  A and B"); "The tenants of Y include A and B"; "; Y is the president" after a clause on a
  club; a season with words between its years and the league, and "whose champions were Z"
  keyed on that season; a stadium is chaired by no one.

Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym, is_demonym
from . import spacy_rules as v1
from .common_v2 import (
    _GROUND_WORDS,
    RulesState,
    _is_passive,
    _is_place_name,
    _is_present,
    _outer_places,
    counted_relation,
    is_league,
)
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# Titles of an organisation's head that stay relations of their own (never "leader").
TITLES = frozenset(["president", "chancellor", "rector", "dean", "chairman", "chairperson", "chairwoman"])
CAPACITY = "ground capacity"  # the qualifier of a member count read from the ground's capacity
# Counts an organisation has standing, keyed by the catalog relation their phrase names.
_COUNT_RELATIONS = frozenset(
    [
        "academic staff size",
        "number of students",
        "number of postgraduate students",
        "number of undergraduate students",
        "number of members",
    ]
)
_LEVELS = frozenset(["undergraduate", "postgraduate", "graduate"])
_COUNT_VERBS = frozenset(["have", "employ", "enrol", "enroll", "count"])
_TOTAL_VERBS = frozenset(["number", "total"])  # "the academic staff of X numbers 1,200"
_CAMPUS_KINDS = frozenset(["urban", "suburban", "rural"])
_GROUND_NOUNS = frozenset(["ground", "stadium", "arena", "home ground"])
_HOLD_VERBS = frozenset(["hold", "seat", "accommodate"])
_TITLE_ADJECTIVES = frozenset(["appointed", "current", "incumbent", "sitting", "elected"])
_SEASON_VERBS = frozenset(["compete", "play", "participate", "race"])
# "X took part in the 2014-15 season", "X played the 2017 Y League season"
_PART_VERBS = frozenset(["take"])
# Words in brackets that belong to a club's name: "AFC Ajax (amateurs)", "Kelsey FC (women)".
_CLUB_BRACKETS = frozenset(["amateurs", "women", "reserves", "youth"])
# German club names that open with a number: "1. FC Köln", "1. FSV Mainz 05".
# Words that open a sentence and never follow a middle initial inside a name.
_SENTENCE_OPENERS = frozenset(
    ["The", "Their", "They", "It", "Its", "He", "She", "His", "Her", "This", "These", "In", "A", "An"]
)
_NUMBERED_CLUB = re.compile(r"^(?:FC|FSV|SC|SV|FFC|VfB|VfL|VfR|CfR|TSV|SpVgg)$")
# Openings of club names that may end in the founding year: "SV Lindenau 08", "A.S. Gubbio 1910".
_YEAR_CLUB = re.compile(r"^(?:FC|FSV|SC|SV|TSV|VfB|VfL|SpVgg|AS|AC|SS|US|A\.S\.|A\.C\.|S\.S\.|U\.S\.|F\.C\.)$")
# Closing abbreviations that join a club's name ("Kuban FK"); never a US state's ("Columbia SC").
_CLUB_SUFFIXES = frozenset(["FC", "AFC", "RFC", "FK", "SK", "PFK", "BK", "FF"])
# Dotted abbreviations that close a club's name ("Leicester City F.C.", "Kasimpasa S.K.").
_DOTTED_CLUB_SUFFIXES = frozenset(["F.C.", "A.F.C.", "R.F.C.", "S.C.", "C.F.", "F.K.", "S.K.", "A.C.", "P.F.K."])
_CLUB_YEAR = re.compile(r"^(?:\d{2}|1[89]\d{2}|20[0-2]\d)$")
_STOP_AFTER_INITIAL = re.compile(r"\s[A-Z]\.$")  # "Serie B." at a sentence's end
_SEASON_YEARS = re.compile(r"^(?:1[89]|20)\d{2}[–-]\d{2}(?:\d{2})?$")  # "2014–15", "2014-2015"
_QUOTED_RELATIONS = frozenset(["tenant", "tenants", "current tenants", "chairman", "president", "season", "champions"])
_CLUB_NOUNS = frozenset(["club", "team"])
# A person's earlier clubs, which DBpedia lists among their clubs.
_INCLUDED_RELATIONS = {"club": "club", "tenant": "tenant"}  # "X's clubs include A and B"
_CLUB_ROLE_NOUNS = frozenset(["manager", "coach", "chairman", "president", "owner", "nickname"])
_EARLIER_WORDS = frozenset(["previously", "formerly", "once", "earlier"])
# Words that make a sentence one on a club's manager or player.
_FOOTBALL_WORDS = frozenset(["manage", "manager", "coach", "club", "team", "play", "player", "footballer"])
_FORMER_CLUB_RELATIONS = frozenset(["former club", "previous club", "old club", "former team", "previous team"])
_LEAGUE_NOUNS = frozenset(["league", "division", "championship"])  # "X is the top league in Y"
_HOME_NATIONS = frozenset(["England", "Scotland", "Wales", "Northern Ireland"])  # countries of their own leagues
_STADIUM_NAME = re.compile(r"\b(?:Stadium|Stadion|Stade|Estadio|Estádio|Stadio|Arena)\b|\B(?:stadion|stadium|arena)\b")
_TOWN_TEAM_ENDS = frozenset(["Town", "City", "County", "Borough"])
_NOT_OWN_CLUB = frozenset(["former", "rival", "youth", "junior", "reserve"])
_MANAGER_WORDS = frozenset(["manager", "coach"])
# Words before "champions" that name no present champions of the league.
_NOT_CHAMPIONS = frozenset(["former", "last", "previous", "past", "youth", "junior", "women"])
_FOUNDING_PARTICIPLES = frozenset(["founded", "established", "formed"])
_THE_YEAR = re.compile(r"^(?:the\s+)?year\s+(\d{3,4})$", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:1[89]|20)\d{2}\b")


def numbered_club_at(tokens: Doc, i: int) -> bool:
    """Whether the "." at ``tokens[i]`` belongs to a numbered club's name ("1. FC Köln"), so
    that no sentence ends there."""
    if i < 1 or i + 1 >= len(tokens):
        return False
    number, after = tokens[i - 1], tokens[i + 1]
    return (
        number.text.isdigit()
        and len(number.text) == 1
        and not number.whitespace_
        and _NUMBERED_CLUB.match(after.text) is not None
    )


def letter_stop_at(tokens: Doc, i: int) -> bool:
    """Whether ``tokens[i]``, a capital letter with its point ("Serie B."), ends a sentence: a
    word that opens sentences and never follows a middle initial comes next ("Serie B. The
    club ...", not "John F. Kennedy")."""
    token = tokens[i]
    if len(token.text) != 2 or not token.text[0].isupper() or token.text[1] != "." or i < 1:
        return False
    j = i + 1
    while j < len(tokens) and tokens[j].is_space:
        j += 1
    if j >= len(tokens) or not token.whitespace_:
        return False
    return tokens[i - 1].text[:1].isupper() and tokens[j].text in _SENTENCE_OPENERS


def club_suffix_stop_at(tokens: Doc, i: int) -> bool:
    """Whether ``tokens[i]``, a dotted club abbreviation closing a name ("Leicester City F.C."),
    ends a sentence: the word before it is a capitalized word of the name, and a capitalized
    word follows that is itself followed by a lowercase word ("... Leicester City F.C. Cagliari
    plays in ...") or opens sentences ("F.C. The club ..."); never "A.F.C. Fylde" opening a name."""
    token = tokens[i]
    if token.text not in _DOTTED_CLUB_SUFFIXES or i < 2 or not token.whitespace_:
        return False
    before = tokens[i - 1]
    if not (before.text[:1].isupper() and before.is_alpha and before.whitespace_):
        return False
    j = i + 1
    while j < len(tokens) and tokens[j].is_space:
        j += 1
    if j + 1 >= len(tokens):
        return False
    following = tokens[j]
    if not (following.text[:1].isupper() and following.is_alpha):
        return False
    if following.text in _SENTENCE_OPENERS:
        return True
    k = j + 1  # the next name's words, then a lowercase word: "F.C. Dorran Athletic plays ..."
    while k < len(tokens) and k < j + 4 and tokens[k].text[:1].isupper() and tokens[k].is_alpha:
        k += 1
    return k < len(tokens) and tokens[k].is_alpha and tokens[k].text.islower()


def numbered_club_spans(doc: Doc) -> list[Span]:
    """Names the pipeline cuts: "1. FC Köln" (a number, its point, a club abbreviation and the
    capitalized words after it) and "AFC Ajax (amateurs)" (a name and a bracketed word of its
    own, see :data:`_CLUB_BRACKETS`)."""
    from spacy.tokens import Span

    found: list[Span] = []
    n = len(doc)
    for token in doc:
        point = token.text == "." and numbered_club_at(doc, token.i)
        glued = token.text == "1." and token.i + 1 < n and _NUMBERED_CLUB.match(doc[token.i + 1].text) is not None
        if point or glued:
            end = token.i + 2
            while end < n and (doc[end].text[:1].isupper() or (doc[end].text.isdigit() and len(doc[end].text) == 2)):
                end += 1
            found.append(Span(doc, token.i - 1 if point else token.i, end, label="ORG"))
    found += _club_year_spans(doc)
    found += _club_suffix_spans(doc)
    found += _demonym_league_spans(doc)
    found += _club_prefix_spans(doc)
    for token in doc[: max(0, n - 2)]:
        inner, close = doc[token.i + 1], doc[token.i + 2]
        if token.text != "(" or token.i == 0 or inner.lower_ not in _CLUB_BRACKETS or close.text != ")":
            continue
        begin = token.i
        while begin > 0 and doc[begin - 1].text[:1].isupper() and doc[begin - 1].pos_ == "PROPN":
            begin -= 1
        if begin < token.i:
            found.append(Span(doc, begin, token.i + 3, label="ORG"))
    return found


def _club_year_spans(doc: Doc) -> list[Span]:
    """ "SV Lindenau 08", "FSV Kelbach 05": a club's abbreviation, capitalized words and the
    two digits of its founding year, which the pipeline leaves out of the name."""
    from spacy.tokens import Span

    found: list[Span] = []
    n = len(doc)
    for token in doc:
        before = doc[token.i - 1].text if token.i > 0 else ""
        if _YEAR_CLUB.match(token.text) is None or before in (".", "1."):
            continue
        end = token.i + 1
        while end < n and doc[end].text[:1].isupper() and doc[end].pos_ == "PROPN":
            end += 1
        if token.i + 1 < end < n and _CLUB_YEAR.match(doc[end].text):
            found.append(Span(doc, token.i, end + 1, label="ORG"))
    return found


def _club_prefix_spans(doc: Doc) -> list[Span]:
    """ "FC Kelbach", "VfB Lenmouth": a club's opening abbreviation and the capitalized names
    after it, which the pipeline may leave apart (then a list "FC Kelbach and Kieler SV" loses
    its second club)."""
    from spacy.tokens import Span

    found: list[Span] = []
    n = len(doc)
    for token in doc[: max(0, n - 1)]:
        letter = doc[token.i + 1].text
        if token.text in ("Serie", "Série") and len(letter) == 1 and letter in "ABCD":
            found.append(Span(doc, token.i, token.i + 2, label="ORG"))  # "Serie A", untagged at a sentence's start
            continue
        worded = (
            token.text in _CLUB_WORD_PREFIXES and doc[token.i + 1].pos_ == "PROPN"
        )  # "Real Betis" ("Real" an adjective)
        if (token.text not in _CLUB_PREFIXES and not worded) or (token.i > 0 and doc[token.i - 1].text[:1].isupper()):
            continue
        end = token.i + 1
        while end < n and doc[end].text[:1].isupper() and doc[end].pos_ == "PROPN" and doc[end].ent_type_ != "DATE":
            end += 1
        if end > token.i + 1:
            found.append(Span(doc, token.i, end, label="ORG"))
    return found


_CLUB_WORD_PREFIXES = frozenset(
    ["Real", "Sporting", "Racing", "Deportivo", "Atlético", "Atletico", "Olympique", "Dinamo", "Dynamo"]
)
_CLUB_PREFIXES = frozenset(
    ["FC", "AFC", "SV", "VfB", "VfL", "TSV", "FSV", "SC", "AC", "AS", "SS", "CD", "UD", "SD", "NK", "FK", "CF"]
)


def _demonym_league_spans(doc: Doc) -> list[Span]:
    """ "the Argentine Primera División", "the Czech National League": a nationality word before
    a league's capitalized name belongs to the name (else the league reads as "Primera
    División" with the nationality "Argentine")."""
    from spacy.tokens import Span

    found: list[Span] = []
    n = len(doc)
    for token in doc[: max(0, n - 1)]:
        if not token.text[:1].isupper() or not (token.ent_type_ == "NORP" or is_demonym(token.text)):
            continue
        end = token.i + 1
        while end < n and (
            (doc[end].text[:1].isupper() and doc[end].pos_ in ("PROPN", "NOUN", "ADJ"))
            or (
                doc[end].lower_ in ("de", "of")
                and end + 1 < n
                and doc[end + 1].text[:1].isupper()
                and end > token.i + 1
            )
        ):
            end += 1
        rest = doc[token.i + 1 : end].text
        generic = all(w in _GENERIC_LEAGUE_WORDS for w in rest.split())  # "Primera División", never "Süper Lig"
        if end > token.i + 1 and is_league(rest) and generic:
            found.append(Span(doc, token.i, end, label="ORG"))
    return found


# Words of league names that need their nation to name one league ("the Argentine Primera
# División", "the Czech National League"); a name of its own ("Süper Lig", "Serie A", "La Liga")
# keeps a nationality before it out ("the Turkish Süper Lig" is the Süper Lig).
_GENERIC_LEAGUE_WORDS = frozenset(
    [
        *("Premier", "First", "Second", "Third", "National", "Super", "Primera", "Segunda", "Tercera", "División"),
        *("Division", "League", "Liga", "Football", "Professional", "Championship", "Basketball", "Hockey", "A", "B"),
        *("Soccer", "Rugby", "Elite", "Top", "Major"),
    ]
)


def _nation(name: str) -> bool:
    """A country, or a home nation with leagues of its own ("Scotland")."""
    return is_country(name) or name in _HOME_NATIONS


def _club_not_building(name: str, teams: set[str]) -> bool:
    """Whether a name is a club's and no building's ("AC Hotel Bella Sky" is a hotel)."""
    return (name in teams or club_name(name)) and _BUILDING_NAMES.search(name) is None


def _town_of(place: Token | None) -> Token | None:
    """The town of "the city of Corvo", "the town of Emley"; else ``place``."""
    if place is not None and place.pos_ == "NOUN" and place.lemma_.lower() in ("city", "town", "village"):
        named_place = v1._prep_object(v1._prep(place, "of"))
        return named_place if named_place is not None and named(named_place) else place
    return place


def _club_suffix_spans(doc: Doc) -> list[Span]:
    """ "Kuban FK", "Norvik BK": capitalized words and a club's closing abbreviation, which the
    pipeline may leave apart (then "FK" alone reads as the club)."""
    from spacy.tokens import Span

    found: list[Span] = []
    n = len(doc)
    for token in doc:
        swedish = token.text == "IF" and token.i > 0  # "Sandvik IF" (after a capitalized name, below)
        if (token.text not in _CLUB_SUFFIXES and token.text not in _DOTTED_SUFFIXES and not swedish) or token.i == 0:
            continue
        begin = token.i
        while begin > 0 and doc[begin - 1].text[:1].isupper() and doc[begin - 1].pos_ == "PROPN":
            begin -= 1
        slip = doc[token.i - 1]  # "played for chelsea F.C.": a lowercase slip in the club's one word
        if begin == token.i and token.text in _DOTTED_SUFFIXES and slip.is_alpha and slip.is_lower and not slip.is_stop:
            begin = token.i - 1 if slip.pos_ in ("NOUN", "PROPN", "ADJ") else begin
        end = token.i + 1
        after = doc[end + 1] if end + 1 < n else None
        if (
            end < n
            and _FOUNDING_YEAR.match(doc[end].text)
            and (after is None or after.lower_ not in _SPAN_WORDS | {"to", "-", "–"})
        ):
            end += 1  # "Bologna F.C. 1909": the founding year ends the name
        closing = end > token.i + 1 or token.text in _CLUB_SUFFIXES or token.text in _DOTTED_SUFFIXES or swedish
        if begin < token.i and doc[begin].text not in _SENTENCE_OPENERS and closing:
            found.append(Span(doc, begin, end, label="ORG"))
    return found


_DOTTED_SUFFIXES = frozenset(["F.C.", "A.F.C.", "C.F.", "S.C."])
_FOUNDING_YEAR = re.compile(r"^(?:18[6-9]\d|19\d{2})$")


def relink_numbered_clubs(doc: Doc) -> None:
    """A merged "1. FC Köln" that opens a sentence, which the parser reads as a list marker
    ("meta"), or a club's name it hangs as "dep" ("FC Lenmouth 04 play ..."), is the subject of
    its verb when the verb has none, or the owner of "'s chairman"."""
    _second_copula_subject(doc)
    _club_possessive(doc)
    for token in doc:
        opening = (
            token.i == token.sent.start and token.dep_ in ("dep", "meta") and _ORGANISATION_NAME.search(token.text)
        )
        if not (token.dep_ == "meta" and _NUMBERED_NAME.match(token.text)) and not opening:
            continue
        verb = token.head
        after = doc[token.i + 2] if token.i + 2 < len(doc) else None
        if (
            after is not None
            and doc[token.i + 1].text in ("'s", "’s")
            and after.pos_ == "NOUN"
            and after.head.i == verb.i
        ):
            token.head, token.dep_ = after, "poss"  # "1. FC Köln's chairman is ..."
            continue
        if verb.dep_ == "ROOT" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
            token.dep_ = "nsubjpass" if any(c.dep_ == "auxpass" for c in verb.children) else "nsubj"


def _second_copula_subject(doc: Doc) -> None:
    """ "A is the chairman of X and B is the manager": the parser reads "X and B" as one object
    of "of" (B its head, X a modifier) and leaves the second "is" without a subject. X becomes
    the object of "of", B the subject of the second "is", joined to the first clause."""
    for second in doc:
        _held_by_ground(second)
        _object_list_on_verb(second)
        _club_list_after_copula(second)
        if second.lemma_ != "be" or second.dep_ not in ("ccomp", "conj") or second.i < 2:
            continue
        name = doc[second.i - 1]
        prep = name.head
        club, word = name.head, doc[second.i - 2]
        valued = (
            club.dep_ == "attr" and club.head.i == second.head.i and club.head.lemma_ == "be"
        )  # "are A and B is one of"
        joined = (
            name.dep_ == "conj"
            and (valued or (club.dep_ == "pobj" and club.head.lower_ == "of"))
            and word.lower_ == "and"
        )
        joined = joined and named(name) and name.pos_ == "PROPN" and named(club)
        if joined and club.i == word.i - 1 and v1._child(second, "nsubj") is None:
            name.head, name.dep_ = second, "nsubj"  # "... of X and B is its chairman": "B" joined to X
            word.head = second.head
            second.dep_ = "conj"
            continue
        if name.dep_ != "pobj" or prep.lower_ != "of" or not named(name) or v1._child(second, "nsubj") is not None:
            continue
        first = next((c for c in name.children if c.dep_ in ("nmod", "compound") and c.i < name.i and named(c)), None)
        cc = next((c for c in doc[first.i + 1 : name.i] if c.lower_ == "and"), None) if first is not None else None
        root = second.head
        if first is None or cc is None or cc.i != first.i + 1 or root.lemma_ != "be" or root.i > prep.i:
            continue
        first.head, first.dep_ = prep, "pobj"
        cc.head, cc.dep_ = root, "cc"
        name.head, name.dep_ = second, "nsubj"
        second.head, second.dep_ = root, "conj"


def _club_possessive(doc: Doc) -> None:
    """ "Sandvik IF's home is Y": a name with its "'s" that the parser hung on the verb
    ("npadvmod") owns the noun after the "'s"."""
    for name in doc[: max(0, len(doc) - 2)]:
        case, noun = doc[name.i + 1], doc[name.i + 2]
        if name.dep_ != "npadvmod" or name.pos_ != "PROPN" or case.text not in ("'s", "’s") or case.head.i != name.i:
            continue
        while noun.dep_ == "compound" and noun.head.i > noun.i:
            noun = noun.head  # "X's home ground"
        if noun.pos_ == "NOUN" and noun.head.i == name.head.i and noun.dep_ in ("nsubj", "nsubjpass"):
            name.head, name.dep_ = noun, "poss"
            value = v1._child(noun.head, "acomp") if noun.head.lemma_ == "be" else None
            if value is not None and value.tag_ == "NNP" and value.text[:1].isupper() and value.i > noun.head.i:
                value.dep_, value.pos_ = "attr", "PROPN"  # "X's home ground is Jernvallen", a name read as an adjective


def _club_list_after_copula(second: Token) -> None:
    """ "The Y champions are Manchester City and Burnley F.C. play in Y": the parser reads "A and
    B" as the subject of "play" and leaves "are" without a value. A becomes the copula's value,
    B the subject of "play", a clause joined to the first."""
    first = second.head
    if second.lower_ not in ("play", "plays", "compete", "competes") or second.dep_ != "ccomp" or first.lemma_ != "be":
        return
    if first.i > second.i or v1._child(first, "nsubj") is None or v1._child(first, "attr", "acomp") is not None:
        return
    value = v1._child(second, "nsubj")
    if value is None or value.left_edge.i != first.i + 1 or not named(value):
        return
    noun = next(
        (c for c in value.children if c.dep_ == "conj" and c.i < second.i and c.pos_ == "PROPN" and named(c)), None
    )
    cc = next((c for c in value.children if c.dep_ == "cc" and c.lower_ == "and"), None)
    if noun is None or cc is None or noun.i != second.i - 1:
        return
    value.head, value.dep_ = first, "attr"
    noun.head, noun.dep_ = second, "nsubj"
    cc.head = first
    second.head, second.dep_ = first, "conj"
    if second.pos_ == "NOUN":
        second.pos_, second.tag_, second.lemma_ = (
            "VERB",
            "VBP" if second.lower_ in ("play", "compete") else "VBZ",
            second.lower_.removesuffix("s"),
        )


def _object_list_on_verb(name: Token) -> None:
    """ "played for Bristol Rovers F.C. and Yeovil Town F.C.": the parser may hang the second
    club on the verb as its conjunct; it is the first one's (a list of objects of "for")."""
    doc = name.doc
    if name.dep_ != "conj" or name.pos_ != "PROPN" or not named(name) or name.i < 3 or name.head.pos_ != "VERB":
        return
    cc, first = doc[name.i - 1], doc[name.i - 2]
    if cc.lower_ != "and" or first.dep_ != "pobj" or not named(first) or first.head.head.i != name.head.i:
        return
    if first.head.lower_ != "for" or not (club_name(first.text) or club_name(name.text)):
        return
    name.head = first
    cc.head = first


def _relative_which(clause: Token) -> bool:
    """Whether a relative clause opens with "which" (said of a thing, never a person)."""
    return any(c.lower_ == "which" and c.dep_ in ("nsubj", "nsubjpass") for c in clause.children)


def _held_by_ground(second: Token) -> None:
    """ "Its chairman is Y and its ground holds 6,500": the parser reads "Y and its ground" as
    the subject of "holds" and leaves "is" without a value. Y becomes the copula's value and
    "its ground" the subject of "holds", a clause joined to the first."""
    first = second.head
    if second.lemma_ not in _HOLD_VERBS | {"have"} or second.dep_ != "ccomp" or first.lemma_ != "be":
        return
    value = v1._child(second, "nsubj")
    if value is None or first.i > value.i or v1._child(first, "attr") is not None or v1._child(first, "nsubj") is None:
        return
    noun = next((c for c in value.children if c.dep_ == "conj" and c.lemma_.lower() in _GROUND_NOUNS), None)
    cc = next((c for c in value.children if c.dep_ == "cc" and c.lower_ == "and"), None)
    if noun is None or cc is None or value.i != first.i + 1 or not named(value):
        return
    value.head, value.dep_ = first, "attr"
    noun.head, noun.dep_ = second, "nsubj"
    cc.head = first
    second.head, second.dep_ = first, "conj"


_NUMBERED_NAME = re.compile(r"^\d\.\s*(?:FC|FSV|SC|SV|FFC|VfB|VfL|VfR|CfR|TSV|SpVgg)\b")


class OrganisationRules(RulesState):
    """Rules for universities and sports teams (see the module docstring)."""

    last_ground: tuple[str, str] | None = None  # (club, ground) of the previous sentence's one ground
    earlier_clubs: set[tuple[str, str]]  # (club, person) of "X once managed Y" (:meth:`earlier_managed`)

    def organisation_patterns(self, token: Token) -> Iterator[Candidate]:
        """The rules of this module, by the token they hang on."""
        if token.dep_ == "prep" and token.lower_ == "with":
            yield from self.with_count(token)
            yield from self.hq_with(token)
        if token.dep_ == "prep" and token.lower_ == "of":
            yield from self.formerly_of(token)
        if token.ent_type_ == "PERSON" and token.pos_ == "PROPN":
            yield from self.possessed_title_name(token)
        if token.dep_ == "prep" and token.lower_ == "under":
            yield from self.under_title(token)
        if token.dep_ == "prep" and token.lower_ == "with":
            yield from self.with_title(token)
        if token.dep_ == "appos":
            yield from self.affiliate_apposition(token)
            yield from self.title_apposition(token)
            yield from self.tenant_apposition(token)
            yield from self.ground_apposition(token)
            yield from self.club_place_apposition(token)
            yield from self.league_apposition(token)
            yield from self.club_apposition_count(token)
        if token.lemma_.lower() == "champion" and token.pos_ == "NOUN":
            yield from self.league_champions_noun(token)
        bare = token.dep_ == "appos" and v1._child(token, "det") is None  # "Kelso Park, home to X," read as apposed
        if token.lower_ == "home" and (token.dep_ == "advmod" or bare) and token.head.pos_ in ("PROPN", "NOUN"):
            yield from self.home_aside(token)
        if token.dep_ == "appos" and token.head.ent_type_ == "PERSON":
            yield from self.player_for(token.head, token)  # "Y, a former player of Z,"
        if token.lower_ == "name" and token.pos_ == "NOUN":
            yield from self.full_name_aside(token)
        if token.lower_ in ("play", "plays"):
            yield from self.ground_where(token)
        if token.lemma_ == "play":
            yield from self.plays_at_ground(token)
        if token.lemma_.lower() in ("play", "compete") and token.dep_ == "relcl":
            yield from self.league_in_which(token)
        if token.pos_ == "PROPN" and token.dep_ == "pobj":
            yield from self.league_of_country(token)
        if token.pos_ == "NOUN" and token.lemma_.lower() in _CLUB_NOUNS | {"side"}:
            yield from self.league_class_noun(token)
        if token.pos_ == "NOUN" and token.lemma_.lower() in _CLUB_NOUNS | _LEAGUE_NOUNS | {"side"}:
            yield from self.club_nationality(token)
        if token.lemma_ == "play" and token.pos_ == "VERB":
            yield from self.manager_played_for(token)
        if token.lemma_ == "know" and (token.dep_ == "acl" or (token.dep_ == "advcl" and token.i == token.sent.start)):
            yield from self.club_known_as(token)
        if token.pos_ not in ("AUX", "VERB"):
            return
        yield from self.hq_relative(token)
        yield from self.league_country(token)
        yield from self.hq_noun_place(token)
        yield from self.fronted_agent(token)
        yield from self.group_affiliation(token)
        yield from self.has_role_holder(token)
        yield from self.one_of_roles(token)
        yield from self.season_of_league(token)
        yield from self.league_champions(token)
        yield from self.league_won(token)
        yield from self.fronted_playing(token)
        yield from self.fronted_founding(token)
        yield from self.has_home_ground(token)
        yield from self.has_ground_called(token)
        yield from self.next_sentence_title(token)
        yield from self.one_of_clubs_in(token)
        yield from self.the_ground_after(token)
        yield from self.the_club_title(token)
        yield from self.club_from(token)
        yield from self.person_with_club(token)
        yield from self.person_was_at(token)
        yield from self.listed_include(token)
        yield from self.earlier_managed(token)
        yield from self.nickname_acomp(token)
        yield from self.league_clause_champions(token)
        yield from self.joined_its_copula(token)
        yield from self.joined_person_title(token)
        yield from self.club_place(token)
        yield from self.tenant_of(token)
        yield from self.occupied_by(token)
        yield from self.current_tenants(token)
        yield from self.served_as_title(token)
        yield from self.title_of_which(token)
        yield from self.bare_title(token)
        yield from self.has_title_called(token)
        yield from self.number_of_staff(token)
        yield from self.staff_count(token)
        yield from self.total_count(token)
        yield from self.ground_capacity(token)
        yield from self.campus(token)
        yield from self.led_by_title(token)
        yield from self.where_title(token)
        yield from self.nicknamed(token)
        yield from self.motto(token)
        yield from self.season(token)
        yield from self.tenant_home(token)

    # ---- counts ------------------------------------------------------------------------------

    def _count_relation(self, noun: Token) -> str | None:
        """The catalog count a counted noun names ("academic staff", "undergraduates",
        "postgraduate students", "members"), or None."""
        return self._known_count(v1.relation_phrase(noun))

    def _known_count(self, phrase: str) -> str | None:
        """The catalog count a phrase names, as it stands or after "number of"."""
        return counted_relation(self.catalog, phrase, _COUNT_RELATIONS)

    def _organisation(self, token: Token | None) -> str | None:
        """The entity a subject names, when it is a named thing or a resolved pronoun (never a
        person or a lone common noun)."""
        club_people = token is not None and " " in token.text and club_name(token.text)  # "Marsden Harriers"
        if token is None or not self.specific(token) or (token.ent_type_ == "NORP" and not club_people):
            return None
        name = self.entity(token)
        if (
            name
            and token.ent_type_ == "PERSON"
            and token.i not in self.resolved
            and not _ORGANISATION_NAME.search(name)
            and not town_team(name)
        ):
            return None  # "Kelsey Rovers F.C." may be tagged a person; "Anna Pell" is one
        return name

    def staff_count(self, verb: Token) -> Iterator[Candidate]:
        """ "X has 737 academic staff", "X employs 500 academic staff", "X enrols 12,000
        students": a count whose noun names a catalog count (v1 reads plural nouns after "has";
        "staff" is singular)."""
        if verb.lemma_ not in _COUNT_VERBS or any(c.dep_ == "neg" for c in verb.children):
            return
        obj = v1._child(verb, "dobj")
        entity = self._organisation(self.subject(verb))
        for noun in [obj, *obj.conjuncts] if obj is not None and entity else []:
            number = v1._child(noun, "nummod")
            if number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
                continue
            if verb.lemma_ == "have" and noun.tag_ == "NNS":
                continue  # "has 12,000 students": v1's count
            relation = self._count_relation(noun)
            if relation is None and noun.lower_ in _LEVELS and any(c.lemma_ == "student" for c in noun.conjuncts):
                relation = self._known_count(f"{noun.lower_} students")  # "2,000 undergraduate and 600 ... students"
            value = v1.quantity_phrase(number) or number.text
            if relation and entity and value:
                yield Candidate(entity, relation, value, v1.qualifier_of([verb], noun))

    def total_count(self, verb: Token) -> Iterator[Candidate]:
        """ "The academic staff of X numbers 1,200", "X's student body totals 12,000"."""
        if verb.lemma_ not in _TOTAL_VERBS or any(c.dep_ == "neg" for c in verb.children):
            return
        subj, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if subj is None or obj is None or subj.pos_ != "NOUN" or not obj.like_num:
            return
        relation = self._count_relation(subj)
        owner = v1._child(subj, "poss") or v1._prep_object(v1._prep(subj, "of") or v1._prep(subj, "at"))
        entity = self._organisation(owner) if owner is not None and (named(owner) or owner.i in self.resolved) else None
        value = v1.quantity_phrase(obj) or obj.text
        if relation and entity and value:
            yield Candidate(entity, relation, value, v1.qualifier_of([verb], subj, obj, owner))

    def number_of_staff(self, verb: Token) -> Iterator[Candidate]:
        """ "The number of academic staff at X is 100" ("staff" is singular, which the general
        "number of" rule does not count)."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children):
            return
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None or attr is None or subj.lower_ != "number" or not attr.like_num:
            return
        counted = v1._prep_object(v1._prep(subj, "of"))
        if counted is None:
            return
        relation = self._count_relation(counted)
        owner = v1._prep_object(v1._prep(counted, "at") or v1._prep(subj, "at") or v1._prep(counted, "of"))
        owner = owner or v1._child(subj, "poss")
        entity = self._organisation(owner) if owner is not None and (named(owner) or owner.i in self.resolved) else None
        if relation and entity:
            yield Candidate(entity, relation, attr.text)

    def with_count(self, prep: Token) -> Iterator[Candidate]:
        """ "X, with 737 academic staff, ...", "X is a university in Ohio with 2,000
        undergraduates": the counts the general "with" rule leaves (a singular "staff", a
        "with" the parser hangs on the copula)."""
        obj = v1._prep_object(prep)
        number = v1._child(obj, "nummod") if obj is not None else None
        if obj is None or number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        relation = self._count_relation(obj)
        fronted = prep.i == prep.sent.start and prep.head.lemma_ == "be"  # "With 32,000 members, X is ..."
        if relation is None or (
            obj.tag_ == "NNS" and relation in ("number of students", "number of members") and not fronted
        ):
            return  # the general rule's counts
        head = prep.head
        if head.pos_ in ("AUX", "VERB") and head.lemma_ == "be":
            holder = self.subject(head)  # "X is a university ... with N undergraduates"
        elif named(head) and head.pos_ == "PROPN" and not _is_place_name(head):
            holder = head
        elif head.pos_ == "NOUN" and head.dep_ == "attr":
            holder = self.subject(head.head)
        else:
            return
        entity = self._organisation(holder)
        value = v1.quantity_phrase(number) or number.text
        if entity and value:
            yield Candidate(entity, relation, value)

    def ground_capacity(self, verb: Token) -> Iterator[Candidate]:
        """ "X's ground can hold 40,000", "The stadium of X seats 40,000", "X's ground has a
        capacity of 40,000": a club's number of members as DBpedia gives it (the ground's
        capacity), keyed on the club that owns the ground noun."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubj")
        before = verb.doc[verb.i - 1] if verb.i > verb.sent.start else None
        if subj is None and verb.dep_ == "conj" and before is not None and before.dep_ == "conj":
            subj = before  # "Its president is Y and its ground holds 18,000": "ground" hung on Y
        if subj is None or subj.pos_ != "NOUN" or subj.lemma_.lower() not in _GROUND_NOUNS:
            return
        if verb.lemma_ in _HOLD_VERBS:
            target = v1._child(verb, "dobj")
        elif verb.lemma_ == "have":
            noun = v1._child(verb, "dobj")
            target = v1._prep_object(v1._prep(noun, "of")) if noun is not None and noun.lemma_ == "capacity" else None
        else:
            return
        owner = v1._child(subj, "poss") or v1._prep_object(v1._prep(subj, "of"))
        if owner is None or not (named(owner) or owner.i in self.resolved):
            return
        number = (
            target
            if target is not None and target.like_num
            else (v1._child(target, "nummod") if target is not None else None)
        )
        entity = self._organisation(owner)
        if number is not None and entity and not _GROUND_WORDS.search(entity):
            # keyed apart from a count of members ("has 20,000 members"): two true numbers, no conflict
            yield Candidate(entity, "number of members", number.text, CAPACITY)

    # ---- campus ------------------------------------------------------------------------------

    def campus(self, verb: Token) -> Iterator[Candidate]:
        """ "X's campus is in Y", "The campus of X is located at Y", "Its campus is in Y", "X
        has a campus in Y", "X has an urban campus"."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        if verb.lemma_ == "have":
            obj = v1._child(verb, "dobj")  # "has 12,000 students and an urban campus"
            noun = next(
                (n for n in ([obj, *obj.conjuncts] if obj is not None else []) if n.lemma_.lower() == "campus"), None
            )
            if noun is None:
                return
            entity = self._organisation(self.subject(verb))
            places = [v1._prep_object(p) for p in v1._children(noun, "prep") if p.lower_ in ("in", "at")]
        elif verb.lemma_ in ("be", "locate", "situate", "base"):
            noun = v1._child(verb, "nsubj", "nsubjpass")
            if noun is None or noun.lemma_.lower() != "campus" or noun.pos_ != "NOUN":
                return
            owner = v1._child(noun, "poss") or v1._prep_object(v1._prep(noun, "of"))
            if owner is not None and owner.lower_ == "whose":
                owner = self.owner(noun)  # "X, whose campus is urban", "X, a school whose campus is ..."
            if owner is None or not (named(owner) or owner.i in self.resolved):
                return
            entity = self._organisation(owner)
            places = [v1._prep_object(p) for p in v1._children(verb, "prep") if p.lower_ in ("in", "at", "on")]
            kind = v1._child(verb, "acomp")
            if kind is not None and kind.lower_ in _CAMPUS_KINDS and entity:
                yield Candidate(entity, "campus", kind.text)  # "X's campus is urban"
        else:
            return
        if not entity:
            return
        if verb.lemma_ == "have":
            kind = next((c for c in noun.children if c.dep_ == "amod" and c.lower_ in _CAMPUS_KINDS), None)
            if kind is not None:
                yield Candidate(entity, "campus", kind.text)
        for place in places:
            address = _address(place)
            if address:
                yield Candidate(entity, "campus", address)
                continue
            for member in [place, *place.conjuncts] if place is not None else []:
                value = self._named_value(member)
                if value:
                    yield Candidate(entity, "campus", value)

    # ---- titles ------------------------------------------------------------------------------

    def _title_holder(self, token: Token | None) -> str | None:
        """An organisation that has a president or a dean: no building, ground, work or event
        ("The Kelsey House, where Y is president" names no title of the house)."""
        name = self._organisation(token)
        if not name or token is None or token.ent_type_ in ("FAC", "EVENT", "WORK_OF_ART", "PRODUCT", "LAW"):
            return None
        building = _BUILDING_NAMES.search(name) or _GROUND_WORDS.search(name)
        return None if building and not _ORGANISATION_NAME.search(name) else name

    @staticmethod
    def _title(noun: Token | None) -> str | None:
        """The title a bare title noun names ("president", not "vice president")."""
        if noun is None or noun.pos_ not in ("NOUN", "PROPN") or noun.lower_ not in TITLES or noun.ent_type_:
            return None  # "chancellor", which the tagger may read as a name
        if any(c.dep_ in ("compound", "amod", "nmod") for c in noun.children) or "-" in noun.text:
            return None  # "vice president", "former dean", "pro-chancellor"
        if noun.i > 0 and noun.doc[noun.i - 1].text in ("-", "–"):
            return None
        return noun.lower_

    def _titled_person(self, noun: Token) -> str | None:
        """The person named beside a title noun: "its chancellor Anna Pell"."""
        person = next((c for c in noun.children if c.dep_ in ("appos", "compound") and c.ent_type_ == "PERSON"), None)
        return self._named_value(person) if person is not None else None

    def led_by_title(self, verb: Token) -> Iterator[Candidate]:
        """ "X is led by its chancellor Y", "X is headed by its president Y", "X is led by
        manager Y": the title, never ``leader`` (:meth:`refine_titles` drops the leader fact the
        general rule makes)."""
        if verb.lemma_ not in ("lead", "head", "run", "chair") or not _is_passive(verb):
            return
        noun = v1._prep_object(v1._child(verb, "agent"))
        person = noun if noun is not None and noun.ent_type_ == "PERSON" else None
        bare = (
            next((c for c in person.children if c.dep_ == "compound" and c.i == person.i - 1), None) if person else None
        )
        if person is not None and bare is not None and (self._title(bare) or bare.lower_ == "manager"):
            entity = self._title_holder(self.open_subject(verb))  # "led by manager Tom Baxter"
            value = self._named_value(person)
            if entity and value:
                yield Candidate(entity, self._title(bare) or "manager", value)
            return
        if person is not None:  # "headed by Anna Pell, its rector"
            noun = next((c for c in person.children if c.dep_ == "appos"), None)
        title = self._title(noun)
        poss = v1._child(noun, "poss") if noun is not None else None
        if noun is None or title is None or poss is None or poss.lower_ not in ("its", "their"):
            return
        entity = self._title_holder(self.open_subject(verb))
        value = self._named_value(person) if person is not None else self._titled_person(noun)
        if entity and value:
            yield Candidate(entity, title, value)

    def under_title(self, prep: Token) -> Iterator[Candidate]:
        """ "X competes in the Y Conference under its president Z": the subject's title."""
        noun = v1._prep_object(prep)
        if noun is not None and prep.i == prep.sent.start:
            yield from self.under_manager(prep, noun)
            return
        title = self._title(noun)
        poss = v1._child(noun, "poss") if noun is not None else None
        if noun is None or title is None or poss is None or poss.lower_ != "its":
            return
        value = self._titled_person(noun)
        root = prep.sent.root
        holder = self.subject(root) if root.pos_ in ("VERB", "AUX") else None
        if holder is None:  # "X competes in ..." with "competes" read as a noun
            first = prep.sent[0]
            holder = first if named(first) and first.dep_ in ("nsubj", "compound") else None
        entity = self._title_holder(holder)
        if entity and value:
            yield Candidate(entity, title, value)

    def where_title(self, verb: Token) -> Iterator[Candidate]:
        """ "X, where Y is president, ...", "X, where Y is the dean": a bare title in a "where"
        clause on a named organisation."""
        if verb.lemma_ != "be" or verb.dep_ != "relcl" or not any(c.lower_ == "where" for c in verb.children):
            return
        attr = v1._child(verb, "attr")
        title = self._title(attr)
        person = v1._child(verb, "nsubj")
        if attr is None or title is None or person is None or person.ent_type_ != "PERSON" or v1._prep(attr, "of"):
            return
        holder = verb.head
        if not named(holder) or _is_place_name(holder):
            return
        entity, value = self._title_holder(holder), self._named_value(person)
        if entity and value:
            yield Candidate(entity, title, value)

    def title_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "The president of X, Y, was born ...", "Y, the chairman of X, ...", "X's president, Y,
        ...": a definite title of a named organisation with the person in apposition."""
        noun, person = appos.head, appos
        if appos.pos_ == "NOUN" and appos.head.ent_type_ == "PERSON":
            noun, person = appos, appos.head
        title = self._title(noun)
        det = v1._child(noun, "det")
        poss = v1._child(noun, "poss") if noun.i < person.i else None  # "X's president, Y, ..."
        if title is None or (poss is None and (det is None or det.lower_ != "the")) or person.ent_type_ != "PERSON":
            return
        owner = poss if poss is not None and named(poss) else v1._prep_object(v1._prep(noun, "of"))
        if owner is None or not named(owner) or owner.ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
            return
        entity, value = self._title_holder(owner), self._named_value(person)
        if entity and value:
            yield Candidate(entity, title, value)

    def served_as_title(self, verb: Token) -> Iterator[Candidate]:
        """ "Y served as chancellor of X", "Y was appointed (as) the president of X"."""
        if verb.lemma_ not in ("serve", "appoint", "elect", "name") or any(c.dep_ == "neg" for c in verb.children):
            return
        noun = v1._prep_object(v1._prep(verb, "as")) or (v1._child(verb, "oprd") if _is_passive(verb) else None)
        title = self._title(noun)
        owner = v1._prep_object(v1._prep(noun, "of")) if noun is not None else None
        person = self.open_subject(verb)
        if title is None or owner is None or person is None or person.ent_type_ != "PERSON":
            return
        entity = self._title_holder(owner) if named(owner) and not _is_place_name(owner) else None
        value = self._named_value(person)
        if entity and value:
            yield Candidate(entity, title, value, v1.qualifier_of([verb], owner, person))

    def title_of_which(self, verb: Token) -> Iterator[Candidate]:
        """ "X, the chancellor of which is Y, ...": a relative "of which" on a named organisation."""
        if verb.lemma_ != "be":
            return
        noun, person = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        holder = verb.head if verb.dep_ == "relcl" else None
        if noun is not None and named(noun):  # the parser may hang "the chancellor of which" on X
            holder, noun = noun, next((c for c in noun.children if c.dep_ == "appos"), None)
        if holder is None or not named(holder) or _is_place_name(holder):
            return
        title = self._title(noun)
        which = v1._prep_object(v1._prep(noun, "of")) if noun is not None else None
        if title is None or which is None or which.lower_ != "which" or person is None or person.ent_type_ != "PERSON":
            return
        entity, value = self._title_holder(holder), self._named_value(person)
        if entity and value:
            yield Candidate(entity, title, value)

    def with_title(self, prep: Token) -> Iterator[Candidate]:
        """ "X, with Chancellor Y, owns ...", "X ... with Y as the President": a named
        organisation's title holder after "with"."""
        person = v1._prep_object(prep)
        if person is None or person.ent_type_ != "PERSON":
            return
        title = next((self._title(c) for c in person.children if c.dep_ == "compound" and self._title(c)), None)
        role = v1._prep_object(v1._prep(person, "as"))
        if title is None and role is not None:
            det = v1._child(role, "det") or v1._child(role, "poss")
            title = self._title(role) if det is not None and det.lower_ in ("the", "its") else None
        if title is None:
            return
        head = prep.head
        if head.pos_ in ("VERB", "AUX") and role is None:
            return  # "X met with President Y": a meeting, not X's title
        holder = self.subject(head) if head.pos_ in ("VERB", "AUX") else head
        if holder is None or not named(holder) or _is_place_name(holder):
            return
        entity, value = self._title_holder(holder), self._named_value(person)
        if entity and value:
            yield Candidate(entity, title, value)

    def has_title_called(self, verb: Token) -> Iterator[Candidate]:
        """ "X has a dean called Y and a rector called Z", "X has a president named Y"."""
        if verb.lemma_ != "have" or any(c.dep_ == "neg" for c in verb.children):
            return
        obj = v1._child(verb, "dobj")
        entity = self._title_holder(self.subject(verb))
        for noun in [obj, *obj.conjuncts] if obj is not None and entity else []:
            title = self._title(noun)
            called = next((c for c in noun.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
            person = v1._child(called, "oprd") if called is not None else None
            value = self._named_value(person) if person is not None and person.ent_type_ == "PERSON" else None
            if title and value and entity:
                yield Candidate(entity, title, value)

    def bare_title(self, verb: Token) -> Iterator[Candidate]:
        """ "Ada Price is chairman of Kelsey Rovers", "Y is president of X": a title with no
        article (the general rule reads "the chairman of")."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children):
            return
        attr, person = v1._child(verb, "attr"), v1._child(verb, "nsubj")
        title = self._title(attr)
        if attr is None or title is None or v1._children(attr, "det", "poss") or person is None:
            return
        owner = v1._prep_object(v1._prep(attr, "of"))
        if owner is None or not named(owner) or _is_place_name(owner) or person.ent_type_ != "PERSON":
            return
        entity, value = self._title_holder(owner), self._named_value(person)
        if entity and value:
            until = v1.qualifier_of([verb, attr], owner, person)
            yield Candidate(entity, title, value, until)

    # ---- names -------------------------------------------------------------------------------

    def nicknamed(self, verb: Token) -> Iterator[Candidate]:
        """ "X is nicknamed Y", "X, nicknamed Y, ...", "X is known by the nickname Y"."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        fronted = verb.lemma_ == "know" and verb.dep_ == "advcl" and verb.i == verb.sent.start and verb.tag_ == "VBN"
        if verb.lemma_ == "know" and (_is_passive(verb) or fronted):  # "is known by the nickname Y"
            noun = next((v1._prep_object(p) for p in verb.children if p.lower_ in ("by", "as")), None)
            known = v1._child(verb, "nsubjpass")
            if fronted:  # "Known by the nickname Y, X ...": the main clause's subject
                known = v1._child(verb.head, "nsubj", "nsubjpass")
            value_head = next((c for c in noun.children if c.dep_ == "appos"), None) if noun is not None else None
            entity = self._organisation(known) if noun is not None and noun.lower_ == "nickname" else None
            value = self._quoted_or_named(value_head)
            if entity and value and known is not None and (known.ent_type_ != "PERSON" or club_name(entity)):
                yield Candidate(entity, "nickname", value)
            return
        if verb.lemma_ != "nickname" or verb.tag_ != "VBN":
            return
        value_head = v1._child(verb, "oprd", "dobj", "attr")
        if verb.dep_ == "acl" and named(verb.head):
            holder: Token | None = verb.head
        elif verb.dep_ == "advcl" and verb.i == verb.sent.start:  # "Nicknamed the Owls, X is ..."
            holder = v1._child(verb.head, "nsubj", "nsubjpass")
        elif _is_passive(verb):
            holder = v1._child(verb, "nsubjpass")
        else:
            return
        entity = self._organisation(holder) if holder is not None else None
        if holder is not None and holder.ent_type_ == "PERSON" and not club_name(entity or ""):
            entity = None  # a person's nickname; a club the tagger took for a person keeps its own
        value = self._quoted_or_named(value_head)
        if entity and value:
            yield Candidate(entity, "nickname", value)

    def _quoted_or_named(self, head: Token | None) -> str | None:
        """A name, or a capitalized noun phrase ("the Owls", "Giallorossi")."""
        if head is None:
            return None
        value = self._named_value(head)
        if value:
            return value
        tokens = [t for t in v1._left_modifiers(head, {"compound", "amod"}) if t.dep_ != "det"]
        text = v1._text(tokens) if tokens else ""
        return text if text[:1].isupper() else None

    def motto(self, verb: Token) -> Iterator[Candidate]:
        """ "X has the motto 'Y'", "X has the full name 'Y'", "X has 'Y' as its motto" (the latter
        is the general rule's)."""
        if verb.lemma_ != "have" or any(c.dep_ == "neg" for c in verb.children):
            return
        noun = v1._child(verb, "dobj")
        full = noun is not None and noun.lemma_.lower() == "name" and any(c.lower_ == "full" for c in noun.children)
        if noun is None or (noun.lemma_.lower() not in ("motto", "nickname") and not full):
            return
        value_head = next((c for c in noun.children if c.dep_ in ("appos", "attr", "compound") and c.i > noun.i), None)
        entity = self._organisation(self.subject(verb))
        value = self._quoted_or_named(value_head)
        if entity and value:
            yield Candidate(entity, "full name" if full else noun.lemma_.lower(), value)

    # ---- teams and buildings -----------------------------------------------------------------

    def season(self, verb: Token) -> Iterator[Candidate]:
        """ "X competed in the 2014-15 Serie A season" -> (X, season, 2014-15 Serie A); "X
        played in the 2015 season of the Topklasse" -> (X, season, 2015 Topklasse). A season
        without its competition, or a person's, is no fact."""
        took_part = verb.lemma_ in _PART_VERBS and any(c.dep_ == "dobj" and c.lower_ == "part" for c in verb.children)
        were = verb.lemma_ == "be"  # "X are in the 2016-17 Y season": only with "season" below
        if (verb.lemma_ not in _SEASON_VERBS and not took_part and not were) or any(
            c.dep_ == "neg" for c in verb.children
        ):
            return
        played = v1._child(verb, "dobj") if verb.lemma_ == "play" else None
        for prep in [*v1._children(verb, "prep"), *([played] if played is not None else [])]:
            noun = prep if prep is played else v1._prep_object(prep)
            if (prep.lower_ != "in" and prep is not played) or noun is None:
                continue
            if prep is played and (noun.lemma_.lower() != "season" or noun.tag_ != "NN"):
                continue  # "X played the 2017 Y League season", never "played a match"
            if noun.lemma_.lower() == "season" and noun.tag_ == "NN":
                value = self._season_name(noun) or self._season_of_verb_league(verb, noun)
            elif named(noun) and noun.text.endswith(" season") and _YEAR.match(noun.text):
                value = noun.text.removesuffix(" season")  # "the 2011–12 Y League season" merged as one name
            elif were:
                continue
            elif named(noun):
                value = _edition(noun)  # "competed in the 2014-15 Serie B": one season of it
            elif _SEASON_YEARS.match(noun.text) and noun.i + 1 < len(noun.doc) and named(noun.doc[noun.i + 1]):
                league = self._named_value(noun.doc[noun.i + 1])  # "2014–15" read as a noun
                value = f"{noun.text} {league}" if league else None
            else:
                continue
            subj = self.subject(verb)
            if subj is not None and subj.lower_ in ("which", "that") and verb.dep_ == "relcl":
                subj = verb.head  # "X, which played in the 2013–14 Y season, ..."
            entity = self._organisation(subj)
            if not entity and subj is not None and named(subj) and verb.dep_ == "relcl" and _relative_which(verb):
                entity = self.entity(subj)  # "which" is said of no person
            if value and entity and subj is not None and subj.lower_ not in ("he", "she"):
                yield Candidate(entity, "season", value)

    def _season_of_verb_league(self, verb: Token, season: Token) -> str | None:
        """ "X played in the Y League in the 2014 season": a bare year's season of the league
        the same verb names after another "in" ("2014 Y League")."""
        before = [t for t in season.lefts if t.dep_ not in ("det", "poss")]
        if len(before) != 1 or _YEAR.fullmatch(before[0].text) is None or v1._prep(season, "of") is not None:
            return None
        leagues = [v1._prep_object(p) for p in v1._children(verb, "prep") if p.lower_ == "in"]
        names = [self._named_value(t) for t in leagues if t is not None and t.i != season.i and named(t)]
        found = [n for n in names if n and is_league(n)]
        return f"{before[0].text} {found[0]}" if len(found) == 1 else None

    def _season_name(self, noun: Token) -> str | None:
        """ "the 2014-15 Serie A season" -> "2014-15 Serie A"; "the 2015 season of the
        Topklasse" -> "2015 Topklasse"."""
        doc = noun.doc
        begin = noun.left_edge.i
        while begin < noun.i and doc[begin].dep_ in ("det", "poss", "case"):
            begin += 1
        before = doc[begin : noun.i]
        year = _YEAR.search(before.text) if len(before) else None
        if year is None:
            return None
        league = self._named_value(v1._prep_object(v1._prep(noun, "of")))
        if league:
            return f"{before.text} {league}" if not any(t.text[:1].isupper() for t in before) else None
        if any(t.text[:1].isupper() for t in before) and before.text[-1:] not in ("-", "–"):
            return before.text
        return None

    def tenant_home(self, verb: Token) -> Iterator[Candidate]:
        """ "Kelsey Park is home to Lenmouth Rovers": the ground's tenant (the general rule keys
        the team's ground); also with "home" read as an adverb, and "X Hall is home to Y"."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children) or not _is_present(verb):
            return
        home = next((c for c in verb.children if c.lower_ == "home" and c.dep_ in ("attr", "advmod")), None)
        if home is None or v1._children(home, "compound", "amod"):
            return
        subj = self.subject(verb)
        thing = v1._prep_object(v1._prep(home, "to") or v1._prep(home, "of"))
        building = self.entity(subj) if subj is not None and named(subj) else None
        if thing is None or subj is None or not building or subj.ent_type_ in ("PERSON", "NORP"):
            return
        if not _GROUND_WORDS.search(building) and not _BUILDING_NAMES.search(building):
            return  # "Lenmouth is home to X": a place, where the general rule locates X
        for member in [thing, *thing.conjuncts]:
            value = self._named_value(member) if named(member) else None
            if value and member.ent_type_ not in ("PERSON", "GPE", "LOC", "NORP"):
                yield Candidate(building, "tenant", value)
                if home.dep_ == "advmod" and _GROUND_WORDS.search(building):
                    yield Candidate(value, "ground", building)  # the general rule reads only the noun

    def _building(self, token: Token | None) -> str | None:
        """A named building or ground ("Alan Price Hall", "Kelsey Stadium"), never a place."""
        name = self.entity(token) if token is not None and named(token) else None
        if not name or token is None or token.ent_type_ in ("PERSON", "NORP"):
            return None
        return name if _GROUND_WORDS.search(name) or _BUILDING_NAMES.search(name) else None

    def _tenant_noun(self, noun: Token | None) -> bool:
        """ "tenant", "a tenant", "the current tenants": not "a former tenant"."""
        if noun is None or noun.pos_ != "NOUN" or noun.lower_ not in ("tenant", "tenants"):
            return False
        return not any(
            c.dep_ in ("amod", "compound") and c.lower_ not in ("current", "main", "key") for c in noun.children
        )

    def tenant_of(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a tenant of Y", "X are the current tenants of Y" (multivalued: "a" is fine)."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children) or not _is_present(verb):
            return
        attr = v1._child(verb, "attr")
        if not self._tenant_noun(attr) or attr is None:
            return
        building = self._building(v1._prep_object(v1._prep(attr, "of")))
        subj = self.subject(verb)
        value = self._organisation(subj)
        if building and value and value != building:
            yield Candidate(building, "tenant", value)

    def tenant_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "Kelsey Bank, tenant of the Harbour Tower, ..."."""
        if not self._tenant_noun(appos) or not named(appos.head):
            return
        building = self._building(v1._prep_object(v1._prep(appos, "of")))
        value = self._organisation(appos.head)
        if building and value and value != building:
            yield Candidate(building, "tenant", value)

    def occupied_by(self, verb: Token) -> Iterator[Candidate]:
        """ "The Harbour Tower is (currently) occupied by Kelsey Bank": a building's tenant (a
        town "occupied by" an army is not)."""
        if verb.lemma_ != "occupy" or not _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        if any(c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in verb.children):
            return  # "was occupied by": a former tenant, or an army
        building = self._building(self.open_subject(verb))
        agent = v1._prep_object(v1._child(verb, "agent"))
        value = self._organisation(agent) if agent is not None and named(agent) else None
        if building and value:
            yield Candidate(building, "tenant", value)

    def current_tenants(self, verb: Token) -> Iterator[Candidate]:
        """ "The Harbour Tower was completed in 1964. The current tenants are X": a bare tenant
        noun opening the sentence names the previous sentence's building."""
        if verb.lemma_ != "be" or not _is_present(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        det = v1._child(subj, "det") if subj is not None else None
        if subj is None or attr is None or det is None or det.lower_ != "the" or subj.left_edge.i != subj.sent.start:
            return
        if not self._tenant_noun(subj) or v1._children(subj, "prep", "poss"):
            return
        previous = self.previous
        if previous is None or not (_GROUND_WORDS.search(previous[0]) or _BUILDING_NAMES.search(previous[0])):
            return
        value = self._organisation(attr) if named(attr) else None
        if value and value != previous[0]:
            self.from_previous.add(previous[0])
            yield Candidate(previous[0], "tenant", value)

    def _ground_noun(self, noun: Token | None) -> bool:
        """ "ground", "stadium", "home ground", "home stadium": never a former or a new one."""
        if noun is None or noun.pos_ != "NOUN" or noun.lemma_.lower() not in _GROUND_NOUNS:
            return False
        return all(c.lower_ in ("home", "current") for c in v1._children(noun, "amod", "compound"))

    def ground_where(self, play: Token) -> Iterator[Candidate]:
        """ "Lunvik Stadium is where Lunvik United play", "Brook Park is where Harlow Town play
        their home games": the copula's subject is the ground of the team the "where" clause
        names, in the present tense, when the name or "home" says it is a ground."""
        copula = play.head
        if play.dep_ not in ("advcl", "ccomp") or copula.lemma_ != "be" or copula.i > play.i:
            return
        if not any(c.lower_ == "where" and c.i < play.i for c in play.children) or not _is_present(copula):
            return
        shared = copula.dep_ == "conj" and copula.head.pos_ in ("VERB", "AUX") and v1._child(copula, "nsubj") is None
        ground = v1._child(copula.head if shared else copula, "nsubj")  # "Y has ... and is where X play"
        team = v1._child(play, "nsubj")
        if team is None:  # "where Lunvik United play", the name read as the verb's compound
            team = next(
                (c for c in reversed(list(play.lefts)) if c.dep_ in ("compound", "nmod", "amod") and named(c)), None
            )
        if ground is None or team is None or not named(ground) or not named(team):
            return
        games = v1._child(play, "dobj")
        home = games is not None and any(c.lower_ == "home" for c in games.children)
        entity, value = self.entity(team), self._named_value(ground)
        if play.lower_ == "plays" and not home and not (entity and (club_name(entity) or entity in self.teams)):
            return  # "Kelby Arena is where Ada Price plays": a player, no team
        if entity and value and entity != value and (home or _GROUND_WORDS.search(value) is not None):
            yield Candidate(entity, "ground", value)

    def ground_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "X's ground, Y, ...", "the home stadium of X, Y, ..." (the name in apposition to the
        club's ground noun, or to the club when the parser hangs it there and Y is named as a
        ground) and "Y, the home (ground) of X, ..." (the ground named first)."""
        head = appos.head
        of = head.head if head.dep_ == "pobj" and head.head.lower_ == "of" else None
        if of is not None and self._ground_noun(of.head) and named(head) and named(appos):
            club, ground = self._organisation(head), self._named_value(appos)  # "the ground of X, Y, ..."
            if club and ground and club != ground and _GROUND_WORDS.search(ground):
                yield Candidate(club, "ground", ground)
            return
        if (
            self._ground_noun(head)
            and named(appos)
            and (not _is_present_place(appos) or _GROUND_WORDS.search(appos.text))
        ):
            owner = v1._child(head, "poss") or v1._prep_object(v1._prep(head, "of"))
            club = (
                self._organisation(owner) if owner is not None and (named(owner) or owner.i in self.resolved) else None
            )
            if club is None and owner is not None and named(owner) and _GROUND_WORDS.search(appos.text):
                club = self.entity(owner)  # "Legia Warsaw's stadium, the X Stadium,": no person's stadium
            ground = self._named_value(appos)
            if club and ground and club != ground:
                yield Candidate(club, "ground", ground)
            return
        home = appos.lower_ == "home" and not v1._children(appos, "amod", "compound")
        if not (home or self._ground_noun(appos)) or not named(head) or v1._child(appos, "det") is None:
            return
        ground = self._named_value(head)
        if not ground or _is_present_place(head) or (home and not _GROUND_WORDS.search(ground)):
            return  # "Lenmouth, the home of X": a town
        owner = v1._prep_object(v1._prep(appos, "of"))
        club = self._organisation(owner) if owner is not None and named(owner) else None
        if club and owner is not None and owner.ent_type_ not in ("GPE", "LOC", "NORP") and club != ground:
            yield Candidate(club, "ground", ground)

    def has_home_ground(self, verb: Token) -> Iterator[Candidate]:
        """ "X has its home ground at Y", "X has its stadium in Y Park" (present, own ground)."""
        misread = _misread_play_name(verb.head if verb.dep_ == "conj" else None)
        conj_of_present = verb.dep_ == "conj" and (misread is not None or _is_present(verb.head))
        present = _is_present(verb) or (conj_of_present and verb.tag_ == "VB")  # "X play in Y and have ..."
        if verb.lemma_ != "have" or not present or any(c.dep_ == "neg" for c in verb.children):
            return
        noun = v1._child(verb, "dobj")
        home = noun is not None and noun.lower_ == "home" and not v1._children(noun, "amod", "compound")
        if (not self._ground_noun(noun) and not home) or noun is None:
            return
        poss = v1._child(noun, "poss")
        det = v1._child(noun, "det")
        town = v1._prep_object(v1._prep(noun, "in") or v1._prep(verb, "in")) if not home else None
        if town is not None and (poss is not None or (det is not None and det.lower_ == "a")):
            yield from self._ground_town(verb, town, misread)  # "X has a ground in Kavala"
            return
        if poss is None or poss.lower_ not in ("its", "their"):
            return
        place = v1._prep_object(v1._prep(noun, "at") or v1._prep(verb, "at"))
        shared = self.subject(verb.head) if verb.dep_ == "conj" and verb.head.pos_ == "VERB" else None
        club = self._organisation(self.subject(verb) or misread or shared)  # "X play in Y and have ..."
        ground = self._named_value(place) if place is not None else None
        if place is not None and _is_present_place(place) and not (ground and _GROUND_WORDS.search(ground)):
            return  # "at Lenmouth": a town; "at Corrie Park", which the tagger may take for a town, a ground
        if home and not (ground and _GROUND_WORDS.search(ground)):
            return  # "has its home at Y": a ground only when the name says so ("the Nordhavn Arena")
        if club and ground:
            yield Candidate(club, "ground", ground)

    def plays_at_ground(self, verb: Token) -> Iterator[Candidate]:
        """ "X plays at the Lunvik Stadium", "it plays at Brook Road in Lenmouth", "X play at Y":
        the ground of a club (a club's name or a team of the text, or any name when the ground's
        name says it is one: the tagger takes "Olympiacos Volos" for a person), in the present
        tense; never a town ("plays at Lenmouth"), nor a person's ("he plays at Kelby Arena")."""
        misread = verb.pos_ == "NOUN" and verb.dep_ == "ROOT" and verb.lower_ == "play"  # "X F.C. play at Y"
        if verb.lemma_ != "play" or not (verb.pos_ == "VERB" or misread):
            return
        if any(c.dep_ == "neg" for c in verb.children) or v1._child(verb, "dobj") is not None:
            return  # "X plays football at Y", "plays its games at": other rules
        if any(c.dep_ == "aux" for c in verb.children) or any(p.lower_ != "at" for p in v1._children(verb, "prep")):
            return  # "have played at Y since 2006", "will play at": the dated and hedged rules
        present = misread or _is_present(verb)
        if not (present or (verb.dep_ == "conj" and _is_present(verb.head) and verb.tag_ != "VBD")):
            return
        place = v1._prep_object(v1._prep(verb, "at"))
        if place is None or not named(place) or place.ent_type_ in ("PERSON", "DATE", "CARDINAL"):
            return
        subj = v1._child(verb, "nsubj") if misread else self.subject(verb)
        if subj is None and verb.dep_ == "conj":
            subj = self.subject(verb.head)
        if subj is None or subj.lower_ in ("he", "she", "who") or not self.specific(subj):
            return
        club, ground = self.entity(subj), self._named_value(place)
        if not club or not ground or club == ground:
            return
        grounded = _GROUND_WORDS.search(ground) is not None
        if _is_present_place(place) and not grounded:
            return
        if grounded or club in self.teams or club_name(club) or town_team(club):
            yield Candidate(club, "ground", ground)

    def _ground_town(self, verb: Token, town: Token, misread: Token | None) -> Iterator[Candidate]:
        """ "X has a ground in Kavala", "X, who have their home stadium in Hartford, ...": the
        town a club's ground is in, as DBpedia keeps a club's ground when it names no stadium
        (never a country; a named ground after "in" is the ground itself)."""
        shared = self.subject(verb.head) if verb.dep_ == "conj" and verb.head.pos_ == "VERB" else None
        subj = self.subject(verb) or misread or shared
        if subj is not None and subj.lower_ in ("who", "which", "that") and verb.dep_ == "relcl":
            subj = verb.head  # "The Hartford Wolves, who have ..."
        club = self._organisation(subj) if subj is not None and named(subj) else None
        which = subj is not None and any(c.dep_ == "relcl" and _relative_which(c) for c in subj.children)
        if not club and subj is not None and named(subj) and (verb.tag_ == "VBP" or which):
            club = self.entity(subj)  # "X, which played in ..., has", "The X Wolves have": no person
        value = self._named_value(town) if named(town) else None
        placed = town.ent_type_ not in ("PERSON", "ORG", "NORP", "DATE", "CARDINAL")
        if not club or not value or _nation(value) or not (placed or _GROUND_WORDS.search(value)):
            return
        if (
            club in self.teams
            or club_name(club)
            or town_team(club)
            or which
            or verb.tag_ == "VBP"
            or _GROUND_WORDS.search(value)
        ):
            yield Candidate(club, "ground", value)

    def next_sentence_title(self, verb: Token) -> Iterator[Candidate]:
        """ "Lanford Hawks play in the National League. The chairman is Ray Osgood.": a bare
        "The chairman/manager/coach is Y" opening a sentence names the previous sentence's
        team's (only when that subject was a team)."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or verb.dep_ != "ROOT" or subj is None or attr is None or self.previous is None:
            return
        word = subj.lower_
        if (
            word not in TITLES | _MANAGER_WORDS
            or subj.i != verb.sent.start + 1
            or list(subj.children) != [verb.doc[subj.i - 1]]
        ):
            return  # only "The chairman", never "The former chairman", "The chairman of Y"
        team = self.previous[0]
        if verb.doc[subj.i - 1].lower_ != "the" or not (team in self.teams or club_name(team) or town_team(team)):
            return
        value = (
            self._named_value(attr)
            if attr.ent_type_ == "PERSON" and not any(c.dep_ == "neg" for c in verb.children)
            else None
        )
        if value and _is_present(verb):
            self.from_previous.add(team)  # the entity the sentence refers to, not writes
            yield Candidate(team, "manager" if word in _MANAGER_WORDS else word, value)

    def joined_person_title(self, verb: Token) -> Iterator[Candidate]:
        """ "A is the chairman of X and B is the manager", "... and B is its coach": a person and
        a bare title (or one owned by "its"/"their") in a clause joined to one that names a club
        by "the R of X" or as its subject: the club's holder of that title."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        first_clause = next(
            (c for c in verb.children if c.dep_ in ("parataxis", "ccomp") and subj is not None and c.i < subj.i), None
        )
        spliced = (
            verb.dep_ == "ROOT" and first_clause is not None and verb.doc[subj.i - 1].text == ";"
            if subj is not None
            else False
        )  # "X plays in Y; Ada Quist is the president"
        if verb.lemma_ != "be" or not (verb.dep_ == "conj" or spliced):
            return
        if subj is None or attr is None or not named(subj):
            return
        if subj.ent_type_ not in ("PERSON", "ORG", "") or club_name(subj.text):
            return  # a person's name, which the tagger may call an organisation's
        word = attr.lower_
        marks = [c for c in attr.children if c.i < attr.i]
        if word not in TITLES | _MANAGER_WORDS or len(marks) != 1 or marks[0].lower_ not in ("the", "its", "their"):
            return
        if any(c.dep_ == "prep" for c in attr.children) or any(c.dep_ == "neg" for c in verb.children):
            return
        root = first_clause if spliced and first_clause is not None else verb.head
        if root.dep_ == "conj":
            root = root.head  # "X plays in Y and has N members; ..."
        first_attr = v1._child(root, "attr") if root.lemma_ == "be" else None
        owner = v1._prep_object(v1._prep(first_attr, "of")) if first_attr is not None else None
        other = None
        if owner is None and root.lemma_ in ("play", "compete"):
            owner = self.subject(root) or _misread_play_name(root)
        elif owner is None and root.pos_ in ("VERB", "AUX") and root.lemma_ != "be":
            owner = other = self.subject(root)  # "X has its ground at Y, and Z is its chairman": X a club by its name
        club = self.entity(owner) if owner is not None and named(owner) and owner.i < subj.i else None
        known = club is not None and (club in self.teams or club_name(club) or town_team(club) or root.lemma_ != "be")
        if other is not None and not (club and (club in self.teams or club_name(club) or town_team(club))):
            return
        if first_attr is not None and first_attr.lower_ not in TITLES | _MANAGER_WORDS:
            return  # "A is the mayor of X and B is the manager": no club's sentence
        value = self._named_value(subj)
        if club and value and (known or first_attr is not None) and _is_present(verb) and value != club:
            yield Candidate(club, "manager" if word in _MANAGER_WORDS else word, value)

    def the_club_title(self, verb: Token) -> Iterator[Candidate]:
        """ "X's home ground is Y and the club's manager is Z": a title owned by "the club" in a
        clause after one on a club names that club's holder."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or verb.dep_ == "ROOT" or subj is None or attr is None or not named(attr):
            return
        if attr.ent_type_ in ("GPE", "LOC", "DATE", "NORP", "FAC"):
            return  # a place or a date is no holder
        poss = v1._child(subj, "poss")
        word = subj.lower_
        if poss is None or poss.lower_ not in _CLUB_NOUNS or [c.lower_ for c in poss.children] != ["the", "'s"]:
            return
        if word not in TITLES | _MANAGER_WORDS or v1._children(subj, "amod", "compound"):
            return
        root = verb.sent.root
        first = v1._child(root, "nsubj", "nsubjpass")
        owner = v1._child(first, "poss") if first is not None and first.pos_ == "NOUN" else first
        club = self.entity(owner) if owner is not None and named(owner) and owner.i < poss.i else None
        team_clause = root.lemma_ in ("play", "compete") or (first is not None and self._ground_noun(first))
        known = club is not None and (club in self.teams or club_name(club) or town_team(club) or team_clause)
        value = self._named_value(attr)
        if club and value and known and _is_present(verb):
            yield Candidate(club, "manager" if word in _MANAGER_WORDS else word, value)

    def nickname_acomp(self, verb: Token) -> Iterator[Candidate]:
        """ "The nickname of X is Alvinegro", "X's nickname is Verdao": a one-word nickname the
        tagger reads as an adjective (the general rule reads only a noun's value)."""
        subj, value = v1._child(verb, "nsubj"), v1._child(verb, "acomp")
        if verb.lemma_ != "be" or subj is None or value is None or subj.lower_ != "nickname":
            return
        if not value.text[:1].isupper() or any(c.dep_ == "neg" for c in verb.children) or list(value.children):
            return
        owner = v1._prep_object(v1._prep(subj, "of")) or v1._child(subj, "poss")
        club = self._organisation(owner) if owner is not None else None
        if club and value.text != club:
            yield Candidate(club, "nickname", value.text)

    def league_clause_champions(self, verb: Token) -> Iterator[Candidate]:
        """ "The Y League is in Brazil and the current champions are X" (the first clause on a
        league), and "The current champions are X." after a sentence on a league."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or subj is None or attr is None or subj.lemma_.lower() != "champion" or not named(attr):
            return
        words = [c.lower_ for c in subj.children]
        whose = words in (["whose"], ["whose", "current"], ["whose", "reigning"]) and verb.dep_ == "relcl"
        if (words not in (["the"], ["the", "current"], ["the", "reigning"]) and not whose) or any(
            c.dep_ == "neg" for c in verb.children
        ):
            return
        if whose:  # "The X League is a Dutch league whose champions are Y", "the X League, whose champions are Y"
            head = verb.head
            holder = self.subject(head.head) if head.dep_ == "attr" and head.head.lemma_ == "be" else head
            league = (
                self.entity(holder) if holder is not None and named(holder) else None
            )  # a league's name by is_league
        elif verb.dep_ == "conj":
            league = self._organisation(self.subject(verb.head)) if verb.head.pos_ in ("VERB", "AUX") else None
        elif verb.dep_ == "ROOT" and subj.left_edge.i == verb.sent.start and self.previous is not None:
            league = self.previous[0]
            self.from_previous.add(league)  # the entity the sentence refers to, not writes
        else:
            return
        value = self._named_value(attr)
        if league and value and is_league(league) and _is_present(verb):
            yield Candidate(league, "champions", value)

    def has_ground_called(self, verb: Token) -> Iterator[Candidate]:
        """ "X has a ground called Y", "X has a stadium named Y" (present tense: its own ground)."""
        if verb.lemma_ != "have" or not _is_present(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        noun = v1._child(verb, "dobj")
        if noun is None or not self._ground_noun(noun):
            return
        called = next((c for c in noun.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
        name = v1._child(called, "oprd", "dobj", "attr") if called is not None else None
        if name is None or not named(name):
            return  # "a stadium named after its founder"
        club, ground = self._organisation(self.subject(verb)), self._named_value(name)
        if _is_present_place(name) and not (ground and _GROUND_WORDS.search(ground)):
            return  # a town's name; "Tanner Park", which the tagger may take for a town, is a ground
        if club and ground and club != ground:
            yield Candidate(club, "ground", ground)

    def joined_its_copula(self, verb: Token) -> Iterator[Candidate]:
        """ "X competes in Y and its home ground is Z", which the parser reads with the first
        clause as the copula's subject and "ground" as its conjunct: Z is X's, under the relation
        the noun names."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children):
            return
        clause, attr = v1._child(verb, "nsubj", "csubj"), v1._child(verb, "attr")
        misread = clause is not None and clause.pos_ == "NOUN" and clause.lower_ in ("plays", "competes")
        if clause is None or attr is None or (clause.pos_ != "VERB" and not misread) or not named(attr):
            return
        owned = [c for c in clause.conjuncts if c.pos_ == "NOUN" and c.i < verb.i]
        noun = next(
            (c for c in owned if any(p.dep_ == "poss" and p.lower_ in ("its", "their") for p in c.children)), None
        )
        relation = v1.relation_phrase(noun) if noun is not None else ""
        if noun is None or not self._known(relation):
            return
        named_before = [c for c in clause.lefts if c.dep_ == "compound" and named(c)]  # "Halsund IL competes" as a noun
        owner = named_before[0] if misread and len(named_before) == 1 else self.subject(clause)
        entity, value = self._organisation(owner), self._named_value(attr)
        if entity and value and entity != value:
            yield Candidate(entity, relation, value)

    def manager_played_for(self, verb: Token) -> Iterator[Candidate]:
        """ "The manager of X is Y, who once played for Z", "X's manager, Y, used to play for Z
        and W": the clubs the manager played for (club), which the general rules miss there."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        obj = v1._prep_object(v1._prep(verb, "for"))
        person = self._manager_player(verb)
        name = self._named_value(person) if person is not None else None
        if obj is None or not name:
            return
        listed = [c for c in obj.children if c.dep_ == "nmod" and v1._child(c, "cc") is not None]  # "A and B" misread
        for club in [obj, *obj.conjuncts, *listed]:
            townish = club.ent_type_ in ("GPE", "NORP", "DATE") and not town_team(club.text)  # "Northway City"
            value = self._named_value(club) if named(club) and not townish else None
            if value and value != name:
                yield Candidate(name, "club", value)

    def _manager_player(self, verb: Token) -> Token | None:
        """The person "played for" tells of: the named value of a manager's copula with a "who"
        clause ("The manager of X is Y, who ..."), or the name set beside "manager" ("X's
        manager, Y, used to play ...")."""
        if verb.dep_ == "relcl" and any(c.lower_ == "who" and c.dep_ == "nsubj" for c in verb.children):
            head = verb.head
            copula = head.head if head.dep_ == "attr" else None
            title = v1._child(copula, "nsubj") if copula is not None and copula.lemma_ == "be" else None
            if title is not None and title.lower_ in _MANAGER_WORDS and head.ent_type_ == "PERSON":
                return head
            return None
        if verb.dep_ == "xcomp" and verb.head.lemma_ == "use":
            verb = verb.head
        subj = v1._child(verb, "nsubj")
        person = v1._child(subj, "appos") if subj is not None and subj.lower_ in _MANAGER_WORDS else None
        return person if person is not None and named(person) and person.ent_type_ == "PERSON" else None

    def person_with_club(self, verb: Token) -> Iterator[Candidate]:
        """ "Y, who is in the Real Mendoza club", "Y is attached to the club FC Dallas", "Y, who has
        been with Irlam Town and Blackburn Rovers": a person's clubs (club), where the object
        says it is a club (its class noun, or a club's name; a town's "City" only after "with")."""
        if verb.lemma_ not in ("be", "attach") or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        name = self._named_value(subj) if subj is not None and subj.ent_type_ == "PERSON" and named(subj) else None
        for prep in v1._children(verb, "prep") if name else []:
            obj = v1._prep_object(prep) if prep.lower_ in ("in", "to", "with") else None
            if obj is None or (prep.lower_ == "to" and verb.lemma_ != "attach"):
                continue
            listed = [c for c in obj.children if c.dep_ == "nmod" and v1._child(c, "cc") is not None]
            for club in [obj, *obj.conjuncts, *listed]:
                value = self._club_object(club, loose=prep.lower_ == "with")
                if value and value != name:
                    yield Candidate(name or "", "club", value)

    def _club_person(self, verb: Token) -> str | None:
        """The person a verb tells of: its named subject tagged as a person, or the person set
        beside a manager noun ("X's manager, Y, once managed Z")."""
        subj = self.subject(verb)
        if subj is None and verb.dep_ == "conj":
            subj = self.subject(verb.head)
        if subj is not None and subj.lower_ in _MANAGER_WORDS:
            subj = v1._child(subj, "appos")
        if subj is not None and subj.lower_ in ("he", "she") and subj.i in self.resolved:
            return self.resolved[subj.i]  # "He had previously been in charge of Z"
        if subj is None or not named(subj):
            return None
        managing = verb.lemma_ == "manage" and subj.ent_type_ in ("ORG", "") and not club_name(subj.text)
        if subj.ent_type_ != "PERSON" and not managing:
            return None  # "Unai Emery ... previously managed Z": a manager the tagger took for a body
        return self._named_value(subj)

    def person_was_at(self, verb: Token) -> Iterator[Candidate]:
        """ "X manages Y and was previously at Z", "X, the manager of Y, has been at Z and at W",
        "X had previously been in charge of Z": a person's earlier clubs (club), where the object is a club's name or a team of the
        text, or an organisation in a sentence on a club's manager or player."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children):
            return
        marked = any(c.dep_ == "advmod" and c.lower_ in _EARLIER_WORDS for c in verb.children)
        perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children)
        if not (marked or perfect) or v1._child(verb, "attr", "acomp") is not None:
            return
        name = self._club_person(verb)
        prep = v1._prep(verb, "at")
        within = v1._prep(verb, "in")
        charge = v1._prep_object(within) if within is not None else None
        preps = [prep, *prep.conjuncts] if prep is not None else []
        if charge is not None and charge.lower_ == "charge":  # "had been in charge of Z and of W"
            preps = [p for p in [v1._prep(charge, "of"), *(within.conjuncts if within else [])] if p is not None]
        if not name or not preps:
            return
        football = any(t.lemma_.lower() in _FOOTBALL_WORDS for t in verb.sent) or bool(charge is not None)
        for at in [p for p in preps if p.lower_ in ("at", "of")]:
            obj = v1._prep_object(at)
            clubs = [obj, *obj.conjuncts] if obj is not None else []
            for club in clubs:
                value = self._named_value(club) if named(club) else None
                known = value is not None and (club_name(value) or value in self.teams)
                loose = football and club.ent_type_ in ("ORG", "FAC", "PERSON")
                if value and value != name and (known or (loose and not _is_present_place(club))):
                    yield Candidate(name, "club", value)

    def earlier_managed(self, verb: Token) -> Iterator[Candidate]:
        """ "X once managed Y", "X previously managed Y": a club the person managed before is one
        of the person's clubs, not the club's present manager (:meth:`refine_clubs` drops the
        general rule's "managed by")."""
        if verb.lemma_ != "manage" or verb.pos_ != "VERB" or any(c.dep_ == "neg" for c in verb.children):
            return
        if not any(c.dep_ == "advmod" and c.lower_ in _EARLIER_WORDS for c in verb.children):
            return
        name = self._club_person(verb)
        obj = v1._child(verb, "dobj")
        for club in [obj, *obj.conjuncts] if obj is not None and name else []:
            value = self._named_value(club) if named(club) else None
            if value and value != name and not _is_present_place(club):
                self.earlier_clubs.add((value, name or ""))
                yield Candidate(name or "", "club", value)

    def _club_object(self, token: Token, loose: bool) -> str | None:
        """The club a person's object names: "the club FC Dallas", "the Real Mendoza club", "AS
        Roma" (a club's name), "Irlam Town" when ``loose``; else None."""
        if token.pos_ == "NOUN" and token.lemma_.lower() == "club" and v1._child(token, "det") is not None:
            appos = next((c for c in v1._children(token, "appos") if named(c)), None)
            names = [c for c in v1._children(token, "compound") if c.pos_ == "PROPN" and named(c)]
            if appos is not None:
                return self._named_value(appos)
            if len(names) == 1 and names[0].i == token.i - 1:
                return self._named_value(names[0])
            return None
        value = self._named_value(token) if named(token) else None
        return value if value and (club_name(value) or (loose and town_team(value))) else None

    def club_from(self, verb: Token) -> Iterator[Candidate]:
        """ "Thame United F.C. are from Thame in Oxfordshire": a club's town (its location),
        when the subject's name reads as a club's."""
        if (
            verb.lemma_ != "be"
            or v1._child(verb, "attr", "acomp") is not None
            or any(c.dep_ == "neg" for c in verb.children)
        ):
            return
        subj = self.subject(verb)
        name = self._organisation(subj) if subj is not None and named(subj) else None
        place = v1._prep_object(v1._prep(verb, "from"))
        if not name or place is None or not (club_name(name) or name in self.teams or town_team(name)):
            return
        placed = _is_place_name(place) or (place.pos_ == "PROPN" and place.ent_type_ in ("GPE", "LOC", "ORG", ""))
        value = self._named_value(place) if named(place) and placed else None
        if value and value != name and not is_league(value) and not club_name(value):
            yield Candidate(name, "location", value)

    def league_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "the Meistriliiga, the top division in Estonia", "Korisliiga, Finland's top basketball
        league": a league's country from the league noun set beside its name."""
        if appos.lemma_.lower() not in _LEAGUE_NOUNS or not named(appos.head):
            return
        name = self._named_value(appos.head)
        place = v1._prep_object(v1._prep(appos, "in")) or v1._child(appos, "poss")
        value = self._named_value(place) if place is not None and named(place) else None
        if name and value and is_league(name) and (is_country(value) or value in _HOME_NATIONS):
            yield Candidate(name, "country", value)

    def possessed_title_name(self, person: Token) -> Iterator[Candidate]:
        """ "Corvo Athletic's manager Sandro Lippi is ...": a title with a club's possessive set
        before a person's name (never "former manager")."""
        title = next((c for c in v1._children(person, "compound") if c.pos_ == "NOUN"), None)
        if title is None or title.lower_ not in TITLES | _MANAGER_WORDS or title.i != person.i - 1:
            return
        owner = v1._child(title, "poss")
        if owner is None or not named(owner) or v1._children(title, "amod", "compound"):
            return
        club, value = self._organisation(owner), self._named_value(person)
        if club and value and club != value and (club_name(club) or club in self.teams or town_team(club)):
            yield Candidate(club, "manager" if title.lower_ in _MANAGER_WORDS else title.lower_, value)

    def formerly_of(self, prep: Token) -> Iterator[Candidate]:
        """ "Eoin Walsh, formerly of Sligo Rovers, ...": a person's former club (club), when the
        name reads as a club's."""
        person, club = prep.head, v1._prep_object(prep)
        if prep.lower_ != "of" or not any(c.lower_ in ("formerly", "previously") for c in prep.children):
            return
        if club is None or person.ent_type_ != "PERSON" or not named(person):
            return
        name, value = self._named_value(person), self._club_object(club, loose=True)
        if name and value and name != value:
            yield Candidate(name, "club", value)

    def club_known_as(self, verb: Token) -> Iterator[Candidate]:
        """ "X, known as the Sharks, ...", "Known as the Sharks, X ...": a club's nickname (a
        person's "known as" is another name of theirs)."""
        holder: Token | None = verb.head
        if verb.dep_ == "advcl":  # fronted: the name is the main clause's subject
            holder = v1._child(verb.head, "nsubj", "nsubjpass")
            nick = v1._prep_object(v1._prep(verb, "as"))
            if holder is None and nick is not None:  # the subject read as apposed to the nickname
                holder = next((c for c in v1._children(nick, "appos") if named(c)), None)
            if holder is None or v1._child(verb, "nsubj", "nsubjpass") is not None:
                return
        obj = v1._prep_object(v1._prep(verb, "as"))
        name = self._organisation(holder) if holder is not None and named(holder) else None
        if name is None or obj is None or not (club_name(name) or name in self.teams or town_team(name)):
            return
        value = self._quoted_or_named(obj)
        if value and value != name:
            yield Candidate(name, "nickname", value)

    def full_name_aside(self, noun: Token) -> Iterator[Candidate]:
        """ "X (full name Y) ...", "X, full name Y, ...": the full name set beside the name."""
        if not any(c.lower_ == "full" for c in noun.children):
            return
        det = v1._child(noun, "det")
        with_prep = noun.dep_ == "pobj" and noun.head.lower_ == "with" and det is not None and det.lower_ == "the"
        if det is not None and not with_prep:
            return
        value_head = next((c for c in v1._children(noun, "appos", "compound") if c.i > noun.i), None)
        start = noun.head.i if with_prep else noun.left_edge.i  # "X, with the full name Y, ..."
        if start < 2 or noun.doc[start - 1].text not in ("(", ","):
            return
        owner, end = noun.doc[start - 2], noun.right_edge.i + 1
        if noun.doc[start - 1].text == "(" and end + 1 < len(noun.doc) and noun.doc[end + 1].text[:1].isupper():
            return  # "Bo (full name Bibbo) Bibbowski": the bracket sits inside a name
        entity = self._organisation(owner) if named(owner) else None
        if not entity and with_prep and named(owner) and owner.ent_type_ not in ("GPE", "LOC", "NORP"):
            entity = self.entity(owner)  # "Esporte Tavira, with the full name ...", tagged a person's
        value = self._quoted_or_named(value_head)
        if entity and value and value != entity:
            yield Candidate(entity, "full name", value)

    def season_of_league(self, verb: Token) -> Iterator[Candidate]:
        """ "X played in Serie B in the 2014–15 season", "In the 2014–15 season, X competed in
        Serie B": the season of the league the clause names."""
        if verb.lemma_ not in _SEASON_VERBS or any(c.dep_ == "neg" for c in verb.children):
            return
        objects = [v1._prep_object(p) for p in v1._children(verb, "prep") if p.lower_ == "in"]
        seasons = [o for o in objects if o is not None and o.lemma_.lower() == "season" and not v1._prep(o, "of")]
        leagues = [o for o in objects if o is not None and named(o)]
        if len(seasons) != 1 or len(leagues) != 1:
            return
        years = [t.text for t in seasons[0].lefts if _SEASON_YEARS.match(t.text) or _YEAR.fullmatch(t.text)]
        league = self._named_value(leagues[0])
        league = league[:-1] if league and _STOP_AFTER_INITIAL.search(league) else league
        subj = self.subject(verb)
        entity = self._organisation(subj)
        person = subj is None or subj.lower_ in ("he", "she")
        if len(years) == 1 and league and is_league(league) and entity and not person:
            yield Candidate(entity, "season", f"{years[0]} {league}")

    def league_champions(self, verb: Token) -> Iterator[Candidate]:
        """ "X are the current Serie B champions", "X, who are the Y League champions, ...": the
        league's present champions (the league named before the noun)."""
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if attr is None or attr.lemma_.lower() != "champion" or not _is_present(verb):
            return
        if any(c.dep_ == "neg" for c in verb.children) or v1._prep(attr, "of"):
            return
        if any(c.lower_ in ("former", "last", "previous", "youth", "junior") for c in attr.children):
            return
        league = next((c for c in v1._children(attr, "compound") if named(c)), None)
        value = self._named_value(league) if league is not None else None
        subj = self.subject(verb)
        entity = self._organisation(subj) if subj is not None and named(subj) else None
        if value and entity and is_league(value) and entity != value:
            yield Candidate(value, "champions", entity)

    def fronted_playing(self, verb: Token) -> Iterator[Candidate]:
        """ "Playing in the Kelby League, X are ...", "Competing in Y, X's ground is Z": the
        league of the main clause's subject (or of its owner when the subject is a noun a club
        owns)."""
        if verb.lemma_ not in ("play", "compete") or verb.tag_ != "VBG" or verb.dep_ != "advcl":
            return
        if verb.i != verb.sent.start or v1._child(verb, "nsubj") is not None:
            return
        league = v1._prep_object(v1._prep(verb, "in"))
        value = self._named_value(league) if league is not None and named(league) else None
        if not value or not is_league(value):
            return
        subj = v1._child(verb.head, "nsubj", "nsubjpass")
        if subj is not None and subj.pos_ == "NOUN" and subj.lemma_.lower() in _GROUND_NOUNS | _CLUB_ROLE_NOUNS:
            subj = v1._child(subj, "poss")
        club = self._organisation(subj) if subj is not None else None
        if club is None and subj is not None and named(subj):
            club = self.entity(subj)  # a club the tagger took for a person: it plays in a league
        if club and club != value:
            yield Candidate(club, "league", value)

    def league_won(self, verb: Token) -> Iterator[Candidate]:
        """ "the Kelby League, which Lenmouth FC have won", "the 2019-20 Y League, which it won",
        "Lenmouth FC won the Kelby League": the league's champions (a named league as the object
        of "win"; never a title, a cup or a match)."""
        if verb.lemma_ != "win" or verb.pos_ != "VERB" or any(c.dep_ == "neg" for c in verb.children):
            return
        if any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children):
            return  # "was won by": :meth:`refine_organisations` rekeys the open relation
        obj = v1._child(verb, "dobj")
        if obj is None or any(
            p.lower_ in ("in", "on") and v1._prep_object(p) is not None for p in v1._children(verb, "prep")
        ):
            return  # "won the Kelby League in 2012": a past season's champions
        league = verb.head if obj.lower_ in ("which", "that") and verb.dep_ == "relcl" else obj
        if league.dep_ == "appos" and not named(league):
            league = league.head
        value = self._named_value(league) if named(league) else None
        subj = self.subject(verb)
        club = self._organisation(subj) if subj is not None else None
        if not value or not club or club == value or not is_league(value):
            return
        if subj is not None and subj.ent_type_ == "PERSON" and not (club_name(club) or club in self.teams):
            return  # a person wins no league as its champions
        yield Candidate(value, "champions", club)

    def fronted_founding(self, verb: Token) -> Iterator[Candidate]:
        """ "Founded in 1887, X plays ...", "Established in 1923, X is ...": a fronted participle
        of founding dates the main clause's named subject."""
        if verb.tag_ != "VBN" or verb.lower_ not in _FOUNDING_PARTICIPLES or verb.dep_ != "advcl":
            return
        if verb.i != verb.sent.start or verb.head.pos_ not in ("AUX", "VERB", "NOUN"):
            return
        date = v1._prep_object(v1._prep(verb, "in"))
        subj = v1._child(verb.head, "nsubj", "nsubjpass")
        entity = self._organisation(subj) if subj is not None and named(subj) else None
        if date is None or not _YEAR.fullmatch(date.text) or not entity or subj is None:
            return
        if subj.ent_type_ in ("GPE", "LOC", "NORP") or _is_place_name(subj):
            return  # a town "founded in 1850" is no organisation's founding... but the general rule's
        yield Candidate(entity, "founded", date.text)

    def club_place(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a football club from Y", "X is a team in Y", "X is a club based in Y": a club's
        town (its location); "X is a club in the Y League": its league. Marks X as a team for
        later "they" and "the club"."""
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if attr is None or attr.lemma_.lower() not in _CLUB_NOUNS or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self._organisation(subj) if subj is not None and named(subj) else None
        if not entity and subj is not None and subj.ent_type_ == "PERSON" and named(subj) and self.specific(subj):
            entity = self.entity(subj)  # "Kaya Spor is a club in ...": the sentence says it is a club
        if not entity:
            return
        self.teams.add(entity)
        based = next((c for c in attr.children if c.dep_ == "acl" and c.lemma_ == "base"), None)
        prep = v1._prep(based, "in") if based is not None else (v1._prep(attr, "from") or v1._prep(attr, "in"))
        place = _town_of(v1._prep_object(prep))
        value = self._named_value(place) if place is not None and named(place) else None
        if not value or place is None or prep is None:
            return
        if prep.lower_ == "in" and based is None and is_league(value):
            yield Candidate(entity, "league", value)  # "a football club in the Southern League"
        elif _is_place_name(place) or (
            prep.lower_ == "from" and place.ent_type_ in ("PERSON", "ORG") and not is_league(value)
        ):
            yield Candidate(entity, "location", value)  # "a club from Rotterdam", the town tagged a person's

    def league_country(self, verb: Token) -> Iterator[Candidate]:
        """ "X is the top football league in Y", "X is a league in Y": a league's country, when Y
        is a country's name."""
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if attr is None or attr.lemma_.lower() not in _LEAGUE_NOUNS or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self._organisation(subj) if subj is not None and named(subj) else None
        if not entity and subj is not None and named(subj) and is_league(self.entity(subj) or ""):
            entity = self.entity(subj)  # "Serie A is a league in Italy", the name tagged a person's
        place = v1._prep_object(v1._prep(attr, "in") or v1._prep(attr, "of"))  # "the top league of the Netherlands"
        value = self._named_value(place) if place is not None and named(place) else None
        if entity and value and (is_country(value) or value in _HOME_NATIONS):
            yield Candidate(entity, "country", value)

    def under_manager(self, prep: Token, person: Token) -> Iterator[Candidate]:
        """ "Under manager Y, X won ...": a fronted "under" with the title just before the
        person's name gives the main clause's club its manager (never "under former manager")."""
        title = person.doc[person.i - 1] if person.i > prep.i + 1 else None
        if title is None or title.lower_ not in _MANAGER_WORDS or title.head != person or person.ent_type_ != "PERSON":
            return
        if any(c.dep_ in ("amod", "det", "poss") for c in [*person.children, *title.children]):
            return  # "under former manager Y", "under its manager Y" (the general rules)
        root = prep.head if prep.head.pos_ in ("VERB", "AUX") else None
        subj = self.subject(root) if root is not None else None
        club = self._organisation(subj) if subj is not None and named(subj) else None
        value = self._named_value(person)
        if club and value and subj is not None and (club in self.teams or club_name(club)):
            yield Candidate(club, "manager", value)

    def league_in_which(self, verb: Token) -> Iterator[Candidate]:
        """ "The Y League, in which X compete, ...", "Y is the league in which X play": the club
        of the relative clause plays in the league it hangs on (the parser may read "play" as a
        noun and the club as its modifier)."""
        prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "in" and c.i < verb.i), None)
        which = v1._child(prep, "pobj") if prep is not None else None
        if which is None or which.lower_ != "which" or any(c.dep_ == "neg" for c in verb.children):
            return
        club = v1._child(verb, "nsubj")
        if club is None and verb.pos_ == "NOUN":
            club = next((c for c in verb.children if c.dep_ in ("compound", "amod", "nmod") and c.i > which.i), None)
        head = verb.head
        if (
            head.pos_ == "NOUN"
            and head.lemma_.lower() in _LEAGUE_NOUNS
            and head.dep_ == "attr"
            and head.head.lemma_ == "be"
        ):
            head = v1._child(head.head, "nsubj") or head  # "Y is the league in which X play"
        league = self._named_value(head) if named(head) else None
        people = (
            club is not None and club.ent_type_ == "NORP" and not club_name(club.text)
        )  # "Ollerby Harriers" is a club
        entity = (
            self.entity(club) if club is not None and named(club) and club.ent_type_ != "GPE" and not people else None
        )
        person = club is not None and club.ent_type_ == "PERSON" and verb.lower_ in ("plays", "competes")
        if person and entity and not (club_name(entity) or town_team(entity) or entity in self.teams):
            return  # "the league in which Ada Price plays": a player's league is no club's
        if league and entity and is_league(league) and entity != league and not is_league(entity):
            self.teams.add(entity)
            yield Candidate(entity, "league", league)

    def club_apposition_count(self, appos: Token) -> Iterator[Candidate]:
        """ "X, a club which has 2,500 members, ...": the count of a relative clause on a club's
        class noun set beside a name is the name's (the noun says X is a club)."""
        det = v1._child(appos, "det")
        if (
            appos.lemma_.lower() not in _CLUB_NOUNS
            or det is None
            or det.lower_ not in ("a", "an")
            or not named(appos.head)
        ):
            return
        if appos.head.ent_type_ in ("GPE", "LOC", "NORP") or any(c.lower_ in _NOT_OWN_CLUB for c in appos.children):
            return
        for verb in (c for c in appos.children if c.dep_ == "relcl" and c.lemma_ == "have" and _is_present(c)):
            if not any(c.lower_ in ("which", "that") and c.dep_ == "nsubj" for c in verb.children):
                continue
            noun = v1._child(verb, "dobj")
            number = v1._child(noun, "nummod") if noun is not None else None
            relation = self._count_relation(noun) if noun is not None else None
            entity = self.entity(appos.head)
            if number is not None and relation and entity and number.ent_type_ not in ("DATE", "MONEY", "PERCENT"):
                self.teams.add(entity)
                yield Candidate(entity, relation, number.text)

    def club_place_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "X, a club based in Y, ...", "X, a team from Y,": the club's town (its location)."""
        if appos.lemma_.lower() not in _CLUB_NOUNS or not named(appos.head) or appos.head.ent_type_ in ("GPE", "LOC"):
            return
        if v1._child(appos, "det") is None or any(c.lower_ in _NOT_OWN_CLUB for c in appos.children):
            return  # "X, a rival club from Y,", "X, a former club based in Y,"
        entity = self._organisation(appos.head)
        if not entity:
            return
        self.teams.add(entity)
        based = next((c for c in appos.children if c.dep_ == "acl" and c.lemma_ == "base"), None)
        prep = v1._prep(based, "in") if based is not None else v1._prep(appos, "from") or v1._prep(appos, "in")
        place = _town_of(v1._prep_object(prep))
        value = self._named_value(place) if place is not None and named(place) else None
        if value and place is not None and _is_place_name(place) and not is_league(value):
            yield Candidate(entity, "location", value)
        league = v1._prep_object(v1._prep(appos, "in")) if based is None else None
        name = self._named_value(league) if league is not None and named(league) else None
        if name and is_league(name):
            yield Candidate(entity, "league", name)  # "X, a club in the Segunda Liga, ..."

    def league_class_noun(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a Serie C club", "X, a Serie C side,", "The Serie C club X": the league named
        before a club's class noun."""
        league = next((c for c in v1._children(noun, "compound") if c.pos_ == "PROPN" and named(c)), None)
        name = self._named_value(league) if league is not None else None
        if not name or not is_league(name) or any(c.lower_ in _NOT_OWN_CLUB for c in noun.children):
            return
        if noun.dep_ == "attr" and noun.head.lemma_ == "be" and v1._child(noun, "det") is not None:
            club: Token | None = self.subject(noun.head)
        elif noun.dep_ == "appos" or (noun.dep_ == "compound" and noun.head.pos_ == "PROPN"):
            club = noun.head
        else:
            club = next((c for c in v1._children(noun, "appos") if named(c)), None)
        known = club is not None and (named(club) or club.i in self.resolved)
        entity = self.entity(club) if known else None  # the class noun says it is a club, whatever the tag
        if entity and entity != name and not any(c.dep_ == "neg" for c in noun.head.children):
            self.teams.add(entity)
            yield Candidate(entity, "league", name)

    def listed_include(self, verb: Token) -> Iterator[Candidate]:
        """ "X's clubs include A and B" (a person's clubs), "The tenants of Y include A", "Y's
        tenants include A and B" (a building's tenants): each named object of "include"."""
        if verb.lemma_ != "include" or any(c.dep_ == "neg" for c in verb.children) or not _is_present(verb):
            return
        subj = v1._child(verb, "nsubj")
        relation = _INCLUDED_RELATIONS.get(subj.lemma_.lower()) if subj is not None and subj.tag_ == "NNS" else None
        if subj is None or relation is None:
            return
        owner = v1._child(subj, "poss") or v1._prep_object(v1._prep(subj, "of"))
        if owner is None or not (named(owner) or owner.i in self.resolved):
            return
        person = owner.ent_type_ == "PERSON" or (owner.lower_ in ("his", "her") and owner.i in self.resolved)
        if relation == "club" and not person:
            return  # "The league's clubs include A": its members, no one's clubs
        if relation == "tenant" and owner.ent_type_ == "PERSON":
            return
        entity = self.entity(owner)
        obj = v1._child(verb, "dobj")
        for value_token in [obj, *obj.conjuncts] if obj is not None and entity else []:
            value = self._named_value(value_token) if named(value_token) else None
            if value and value != entity:
                yield Candidate(entity or "", relation, value)

    def club_nationality(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a Danish club", "The Brazilian club X", "X, a Greek football club,": the country
        of the nationality word before a club's class noun (never "a former Danish club")."""
        nationality = next((c for c in v1._children(noun, "amod") if is_demonym(c.text)), None)
        country = country_of_demonym(nationality.text) if nationality is not None else None
        if not country or any(c.lower_ in _NOT_OWN_CLUB for c in noun.children):
            return
        if any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in noun.children):
            return  # "a Danish Superliga club": the league's rules
        if noun.dep_ == "attr" and noun.head.lemma_ == "be" and v1._child(noun, "det") is not None:
            if any(c.dep_ == "neg" for c in noun.head.children):
                return
            club: Token | None = self.subject(noun.head)
        elif noun.dep_ == "appos" or (noun.dep_ == "compound" and noun.head.pos_ == "PROPN"):
            club = noun.head
        else:
            club = next((c for c in v1._children(noun, "appos") if named(c)), None)
        known = club is not None and (named(club) or club.i in self.resolved)
        entity = self.entity(club) if club is not None and known else None
        league = noun.lemma_.lower() in _LEAGUE_NOUNS
        if league and entity and not is_league(entity):
            return  # "X is a French league": only a league's name
        if entity and entity != country and club is not None and club.ent_type_ not in ("GPE", "NORP"):
            if not league:
                self.teams.add(entity)
            yield Candidate(entity, "country", country)

    def one_of_clubs_in(self, verb: Token) -> Iterator[Candidate]:
        """ "X is one of the (largest) clubs in La Liga": the league the club plays in."""
        one = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if one is None or one.lower_ != "one" or any(c.dep_ == "neg" for c in verb.children):
            return
        clubs = v1._prep_object(v1._prep(one, "of"))
        if clubs is None or clubs.lemma_.lower() not in _CLUB_NOUNS | {"side"} or v1._children(clubs, "compound"):
            return
        league = v1._prep_object(v1._prep(clubs, "in"))
        name = self._named_value(league) if league is not None and named(league) else None
        subj = self.subject(verb)
        entity = self.entity(subj) if subj is not None and named(subj) else None
        if entity and name and is_league(name) and entity != name:
            yield Candidate(entity, "league", name)

    def league_of_country(self, league: Token) -> Iterator[Candidate]:
        """ "the Segunda Liga of Portugal", "the Premier League in England": a league's country
        (a home nation's league is keyed by it too, as the league's own country)."""
        name = self._named_value(league) if named(league) else None
        if not name or not is_league(name):
            return
        for prep in v1._children(league, "prep"):
            place = v1._prep_object(prep) if prep.lower_ in ("of", "in") else None
            value = self._named_value(place) if place is not None and named(place) else None
            if value and (is_country(value) or value in _HOME_NATIONS):
                yield Candidate(name, "country", value)

    def league_champions_noun(self, noun: Token) -> Iterator[Candidate]:
        """ "The Y League champions are X", "X, the Y League champions, ...": the league named
        before the noun and its present champions (never former, youth or past ones)."""
        if noun.dep_ not in ("nsubj", "appos") or v1._prep(noun, "of") or noun.tag_ != "NNS":
            return
        if any(c.lower_ in _NOT_CHAMPIONS for c in noun.children):
            return
        league = next((c for c in noun.children if c.dep_ in ("compound", "amod", "nmod") and named(c)), None)
        value = self._named_value(league) if league is not None else None
        if not value or not is_league(value):
            return
        if noun.dep_ == "appos":
            holder: Token | None = noun.head
        else:
            verb = noun.head
            if verb.lemma_ != "be" or not _is_present(verb) or any(c.dep_ == "neg" for c in verb.children):
                return
            holder = v1._child(verb, "attr")
        entity = self._organisation(holder) if holder is not None and named(holder) else None
        if entity and entity != value and holder is not None and holder.ent_type_ not in ("GPE", "LOC", "NORP"):
            yield Candidate(value, "champions", entity)

    def home_aside(self, home: Token) -> Iterator[Candidate]:
        """ "Y, home to X, ...", "Y, home of X,": a ground named as such and the club it is home
        to (its ground; a town is home to many things and gives none)."""
        ground = self._named_value(home.head) if named(home.head) else None
        owner = v1._prep_object(v1._prep(home, "to") or v1._prep(home, "of"))
        if not ground or owner is None or not named(owner) or _GROUND_WORDS.search(ground) is None:
            return
        if home.head.dep_ not in ("nsubj", "nsubjpass", "ROOT") or v1._children(home, "amod", "compound"):
            return
        club = self._organisation(owner)
        person = owner.ent_type_ == "PERSON" and not club_name(club or "")
        placed = owner.ent_type_ in ("GPE", "LOC", "NORP") and not club_name(
            club or ""
        )  # "Boavista F.C." tagged a place
        if club and club != ground and not person and not placed:
            yield Candidate(club, "ground", ground)

    # ---- after the sentence's rules ----------------------------------------------------------

    def refine_organisations(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """What this module's facts change in the sentence's other facts (titles, tenants), and
        the champions of a league the topic names."""
        self.later_titles(sent, found)
        self.refine_titles(sent, found)
        self.refine_operators(sent, found)
        ending = sent.text.rstrip()
        for key, fact in list(found.items()):
            if (
                fact.relation in _QUOTED_RELATIONS
                and fact.value[:1] in ('"', "“")
                and fact.value.count(fact.value[0]) == 1
            ):
                del found[key]  # 'The " Government of Addis Ababa" are the tenants': a stray mark
                fact = replace(fact, value=fact.value[1:].strip())
                found.setdefault((fact.entity, fact.relation, fact.value), fact)
                continue
            if _STOP_AFTER_INITIAL.search(fact.value) and ending.endswith(fact.value):
                del found[key]  # "... the 2015 Campeonato Brasileiro Série C.": the sentence's stop
                fact = replace(fact, value=fact.value[:-1])
                found.setdefault((fact.entity, fact.relation, fact.value), fact)
        for key, fact in list(found.items()):
            year = _THE_YEAR.match(fact.value)
            if year is not None and self.catalog.canonical(fact.relation) == "founded":
                del found[key]  # "established in the year 1923"
                fact = replace(fact, value=year.group(1))
                found.setdefault((fact.entity, fact.relation, fact.value), fact)
        self.capacity_of_ground(sent, found)
        self.full_name_year(sent, found)
        tenants = {(f.entity, f.value) for f in found.values() if f.relation == "tenant"}
        for key, fact in list(found.items()):
            if fact.relation == "occupied by" and (fact.entity, fact.value) in tenants:
                del found[key]  # "is occupied by": the tenant fact says it
        self.refine_champions(sent, found)
        seasons = [f.value for f in found.values() if self.catalog.canonical(f.relation) == "season"]
        for key, fact in list(found.items()):
            edition = [s for s in seasons if s != fact.entity and s.endswith(" " + fact.entity)]
            if self.catalog.canonical(fact.relation) == "champions" and len(set(edition)) == 1:
                del found[key]  # "X competed in the 2019–20 Y League, whose champions were Z": that season's
                found.setdefault((edition[0], "champions", fact.value), replace(fact, entity=edition[0]))
        for key, fact in list(found.items()):
            if self.catalog.canonical(fact.relation) == "won by" and is_league(fact.entity) and club_name(fact.value):
                del found[key]  # "The Kelby League was won by Lenmouth FC": the league's champions
                found.setdefault((fact.entity, "champions", fact.value), replace(fact, relation="champions"))
        self.refine_clubs(sent, found)

    def full_name_year(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The full name of X is Sportverein Oberkamp 1911": the year right after a full name
        ends it (the parser hangs it on the name as a number)."""
        for key, fact in list(found.items()):
            if self.catalog.canonical(fact.relation) != "full name":
                continue
            year = re.search(re.escape(fact.value) + r" (1[5-9]\d\d|20\d\d)\b(?![,.]?\d)", sent.text)
            if year is None:
                continue
            del found[key]
            fact = replace(fact, value=f"{fact.value} {year.group(1)}")
            found.setdefault((fact.entity, fact.relation, fact.value), fact)

    # ---- headquarters, affiliation, operator (session 25) ---------------------------------------

    def _hq_place(self, noun: Token, verb: Token | None = None) -> str | None:
        """The named place of "its headquarters in Y" (on the noun) or "... is at Y" (on the
        verb); never a person, a date or a number."""
        preps = [*v1._children(noun, "prep"), *(v1._children(verb, "prep") if verb is not None else [])]
        place = next((v1._prep_object(p) for p in preps if p.lower_ in ("in", "at")), None)
        if place is None and verb is not None and verb.lemma_ == "be":
            place = v1._child(verb, "attr")  # "X's headquarter is Y"
        if place is None or not named(place) or place.ent_type_ in ("PERSON", "DATE", "CARDINAL", "NORP"):
            return None
        return self.entity(place)

    def hq_relative(self, verb: Token) -> Iterator[Candidate]:
        """ "X, which has its headquarters in Y", "X who have their HQ in Y", "X has
        headquarters at Y": the relative's antecedent (or the subject) has its headquarters
        there."""
        if verb.lemma_ != "have" or verb.dep_ not in ("relcl", "acl", "ROOT"):
            return
        own, noun = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if not _hq_noun(noun, owned=True) or any(c.dep_ == "det" for c in (noun.children if noun is not None else [])):
            return
        if verb.dep_ in ("relcl", "acl"):
            holder: Token | None = verb.head if own is not None and own.lower_ in v1._RELATIVE_PRONOUNS else None
        else:
            holder = self.subject(verb)
        if holder is None or not named(holder):
            return
        if any(c.dep_ == "neg" or c.lower_ in ("until", "formerly", "once") for c in verb.children):
            return
        assert noun is not None
        entity, place = self._organisation(holder), self._hq_place(noun, verb)
        if entity and place and entity != place:
            yield Candidate(entity, "headquarters", place)

    def hq_with(self, prep: Token) -> Iterator[Candidate]:
        """ "With its headquarters in Y, X is ...": the fronted phrase's owner is the clause's
        subject."""
        noun = v1._prep_object(prep)
        if noun is None or not _hq_noun(noun, owned=True) or prep.head.pos_ not in ("AUX", "VERB"):
            return
        if v1._children(noun, "det") or prep.i != prep.sent.start:
            return
        subj = self.subject(prep.head)
        if subj is None or prep.i > subj.i:
            return  # "X operates Z with its headquarters in Y" may be Z's
        entity, place = self._organisation(subj), self._hq_place(noun)
        if entity and place and entity != place:
            yield Candidate(entity, "headquarters", place)

    def hq_noun_place(self, verb: Token) -> Iterator[Candidate]:
        """ "The X headquarters are in Y", "X's headquarter is Y", "X, the HQ of which is at Y":
        a headquarters noun whose owner is a name beside it (or the name before "of which")."""
        if verb.lemma_ != "be" or any(c.dep_ == "neg" for c in verb.children) or not _is_present(verb):
            return
        noun = v1._child(verb, "nsubj")
        if noun is None or not _hq_noun(noun, owned=False):
            return
        owner = next((c for c in noun.children if c.dep_ in ("compound", "poss") and named(c)), None)
        which = v1._prep_object(v1._prep(noun, "of"))
        if owner is None and which is not None and which.lower_ == "which":
            before = noun.left_edge.i - 1  # ", the HQ of which is ...": the name before the comma
            owner = noun.doc[before - 1] if before >= 1 and noun.doc[before].text == "," else None
        if owner is None or not named(owner):
            return
        entity, place = self._organisation(owner), self._hq_place(noun, verb)
        if entity and place and entity != place:
            yield Candidate(entity, "headquarters", place)

    def affiliate_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "X, an affiliate of Y,", "X, an affiliation of Y": an organisation's affiliation."""
        if appos.lemma_.lower() not in ("affiliate", "affiliation") or appos.pos_ != "NOUN" or not named(appos.head):
            return
        if any(c.dep_ in ("amod", "compound") and c.lower_ in _NOT_OWN_CLUB | {"formerly"} for c in appos.children):
            return
        group = v1._prep_object(v1._prep(appos, "of") or v1._prep(appos, "to") or v1._prep(appos, "with"))
        entity = self._organisation(appos.head)
        value = self._named_value(group) if group is not None and named(group) else None
        if entity and value and value != entity:
            yield Candidate(entity, "affiliation", value)

    def fronted_agent(self, verb: Token) -> Iterator[Candidate]:
        """ "Operated by Y, X is ...", "Owned by Y, X has ...", "Managed by Y, X ...": the
        sentence's opening participle says who runs or owns the clause's subject, also where
        the parser hangs "by Y" as a plain preposition or the participle on the subject."""
        relation = _FRONTED_AGENTS.get(verb.lemma_)
        if relation is None or verb.tag_ != "VBN" or verb.i != verb.sent.start or verb.dep_ not in ("advcl", "amod"):
            return
        by = next((c for c in verb.children if c.dep_ in ("agent", "prep") and c.lower_ == "by"), None)
        agent = v1._prep_object(by)
        comma = (
            next((t for t in verb.doc[verb.i : verb.head.i] if t.text == ","), None) if verb.head.i > verb.i else None
        )
        if agent is None or not named(agent) or comma is None or agent.i > comma.i:
            return
        holder = verb.head if verb.dep_ == "amod" else self.subject(verb.head)
        if holder is None or holder.i < comma.i or not named(holder) or holder.ent_type_ == "PERSON":
            return
        if relation == "operator" and verb.lemma_ == "manage" and agent.ent_type_ == "PERSON":
            return  # "Managed by Anna Pell, the club ...": a manager
        entity, value = self.entity(holder), self._named_value(agent)
        if entity and value and entity != value:
            yield Candidate(entity, relation, value)

    def group_affiliation(self, verb: Token) -> Iterator[Candidate]:
        """ "X, which is affiliated with the Y system", "X is part of the Y Network": an
        organisation in a system, network or association of its kind is affiliated with it
        (a lowercase "system" after the name stays part of the value)."""
        if verb.lemma_ == "affiliate" and verb.tag_ == "VBN":
            preps = [p for p in v1._children(verb, "prep") if p.lower_ in ("with", "to")]
        elif verb.lemma_ == "be" and (part := v1._child(verb, "attr")) is not None and part.lower_ == "part":
            preps = [p for p in v1._children(part, "prep") if p.lower_ == "of"]
        else:
            return
        if not preps or any(c.dep_ == "neg" for c in verb.children):
            return
        value = _group_value(v1._prep_object(preps[0]))
        own = v1._child(verb, "nsubj", "nsubjpass")
        relative = verb.dep_ in ("relcl", "acl") and (own is None or own.lower_ in v1._RELATIVE_PRONOUNS)
        holder = verb.head if relative else own if verb.dep_ == "ROOT" else None
        if holder is None or not named(holder) or holder.ent_type_ == "NORP":
            return
        if holder.ent_type_ in ("GPE", "LOC") and not _ORGANISATION_NAME.search(holder.text):
            return  # "UT at Austin" read as "Austin": a place is affiliated with nothing
        if v1._children(holder, "prep"):
            return  # "the University of Lenmouth in Kelsey, which ...": the name is cut at the place
        entity = self._organisation(holder)
        if entity and value and value != entity and (verb.lemma_ == "affiliate" or value[:1].isupper()):
            yield Candidate(entity, "affiliation", value)

    def has_role_holder(self, verb: Token) -> Iterator[Candidate]:
        """ "X has the tenant Y", "X has a tenant called Y", "X has the owner Y": who holds a
        thing, named beside the role noun."""
        noun = v1._child(verb, "dobj")
        relation = _ROLE_HOLDERS.get(noun.lower_) if noun is not None else None
        if verb.lemma_ != "have" or noun is None or relation is None or not _is_present(verb):
            return
        if any(c.dep_ == "neg" for c in verb.children) or any(c.dep_ == "amod" for c in noun.children):
            return  # "X has no tenant", "X had a former tenant Y"
        called = next((c for c in v1._children(noun, "acl") if c.lemma_ in ("call", "name")), None)
        holder = v1._child(noun, "appos") or (v1._child(called, "oprd") if called is not None else None)
        own = v1._child(verb, "nsubj")
        subj = own if verb.dep_ == "ROOT" else None
        if verb.dep_ == "relcl" and own is not None and own.lower_ in v1._RELATIVE_PRONOUNS:
            subj = verb.head  # "X, which has a tenant called Y"
        if subj is None or not named(subj) or subj.ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
            return  # "Copenhagen, Denmark which has a tenant called Y": the hotel's, not the country's
        entity = self.entity(subj)
        value = self._named_value(holder) if holder is not None and named(holder) else None
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def one_of_roles(self, verb: Token) -> Iterator[Candidate]:
        """ "One of the tenants of X is Y", "One of X's owners is Y": one holder of several."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if verb.lemma_ != "be" or subj is None or attr is None or subj.lower_ != "one" or not named(attr):
            return
        noun = v1._prep_object(v1._prep(subj, "of"))
        relation = _ROLE_HOLDERS.get(noun.lower_.rstrip("s")) if noun is not None else None
        if noun is None or relation is None or any(c.dep_ == "neg" for c in verb.children):
            return
        thing = v1._prep_object(v1._prep(noun, "of")) or v1._child(noun, "poss")
        entity = self.entity(thing) if thing is not None and named(thing) else None
        value = self._named_value(attr)
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def refine_operators(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X is managed by Y" with Y an organisation (never a person, and X no team): Y runs
        X, its operator, not its manager; "X's headquarter is Y" gives one headquarters fact."""
        placed = {(f.entity, f.value) for f in found.values() if f.relation == "headquarters"}
        affiliated = {(f.entity, f.value) for f in found.values() if f.relation == "affiliation"}
        for key, fact in list(found.items()):
            if fact.relation == "headquarter" and (fact.entity, fact.value) in placed:
                del found[key]
            elif fact.relation == "part of" and (fact.entity, fact.value) in affiliated:
                del found[key]  # "X is part of the Y Network": one affiliation fact
        organisations = {e.text for e in sent.ents if e.label_ == "ORG"}
        people = {e.text for e in sent.ents if e.label_ == "PERSON"}
        clubs = {
            f.entity
            for f in found.values()
            if self.catalog.canonical(f.relation) in ("league", "ground", "season", "nickname")
            or (self.catalog.canonical(f.relation) == "full name" and club_name(f.value))
        }  # "The full name of X is X Futebol Clube and it is managed by Y": a club
        for key, fact in list(found.items()):
            if fact.relation != "managed by" or fact.entity in self.teams | clubs or club_name(fact.entity):
                continue
            if fact.value in people or fact.entity in people or fact.value not in organisations:
                continue
            del found[key]
            fact = replace(fact, relation="operator")
            found.setdefault((fact.entity, fact.relation, fact.value), fact)

    def refine_clubs(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A club is no person: "X is a football club" is no occupation (it makes X a team); a
        team's "coach" is its manager; a team "based in Y" is located there (DBpedia's city of a
        club), not headquartered; a home named as a ground is the ground; the league's name
        before "champions" and a manager's "led by" make no relations of their own."""
        people = {e.text for e in sent.ents if e.label_ == "PERSON"}
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            if relation == "occupation" and fact.value.split()[-1:] and fact.value.split()[-1] in _CLUB_NOUNS:
                del found[key]
                self.teams.add(fact.entity)
        for key, fact in list(found.items()):
            national = _national_league(fact.entity)  # "The Turkish Süper Lig's champions are ...": the Süper Lig's
            if national is not None and self.catalog.canonical(fact.relation) in ("champions", "country", "founded"):
                del found[key]
                found.setdefault((national[0], fact.relation, fact.value), replace(fact, entity=national[0]))
        teams = self.teams | {f.entity for f in found.values() if f.relation in ("league", "ground", "season")}
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            club = (
                fact.entity in teams or club_name(fact.entity) or town_team(fact.entity)
            ) and not _BUILDING_NAMES.search(fact.entity)
            club = club and not _GROUND_WORDS.search(fact.entity)
            if relation == "coach" and fact.entity not in people and fact.value in people:
                renamed = "manager"
            elif relation in ("headquarters", "location") and is_league(fact.entity) and _nation(fact.value):
                renamed = "country"  # "The league is based in Portugal": the league's country
            elif relation == "headquarters" and (
                fact.entity in teams or club_name(fact.entity) or town_team(fact.entity)
            ):
                renamed = "location"
            elif relation in _FORMER_CLUB_RELATIONS and club_name(fact.value) and not club:
                renamed = "club"  # "Tom Baxter's former club was Kelsey FC": one of his clubs
            elif relation == "home" and fact.entity not in people and _GROUND_WORDS.search(fact.value):
                renamed = "ground"  # "X's home is the Y Stadium"
            elif relation == "home" and club and not _nation(fact.value):
                renamed = "ground"  # "Sandvik IF's home is Jernvallen"
            elif relation == "league" and _national_league(fact.value) is not None:
                league, nation = _national_league(fact.value) or ("", "")  # "the Italian Serie C": the Serie C
                del found[key]
                found.setdefault((fact.entity, "league", league), replace(fact, value=league))
                found.setdefault(
                    (league, "country", nation), replace(fact, entity=league, relation="country", value=nation)
                )
                continue
            elif relation == "league" and _league_of_country(fact.value) is not None:
                league, nation = _league_of_country(fact.value) or (
                    "",
                    "",
                )  # "the Premier Soccer League of South Africa"
                del found[key]
                found.setdefault((fact.entity, "league", league), replace(fact, value=league))
                found.setdefault(
                    (league, "country", nation), replace(fact, entity=league, relation="country", value=nation)
                )
                continue
            elif (
                relation == "league" and _SEASON_NAME.match(fact.value) and is_league(_SEASON_NAME.sub("", fact.value))
            ):
                renamed = "season"  # "X competed in the 2014–15 Scottish Premiership": one season of it
            elif relation in ("capacity", "seating capacity") and club and fact.value[:1].isdigit():
                number = fact.value.split()[0]  # "the team has a capacity of 7,000 fans": its ground's
                del found[key]
                found.setdefault(
                    (fact.entity, "number of members", number),
                    replace(fact, relation="number of members", value=number, qualifier=CAPACITY),
                )
                continue
            else:
                continue
            del found[key]
            found.setdefault((fact.entity, renamed, fact.value), replace(fact, relation=renamed))
        said = {(f.entity, f.value, self.catalog.canonical(f.relation)) for f in found.values()}
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            if relation == "manager" and (fact.entity, fact.value) in self.earlier_clubs:
                del found[key]  # "Y once managed X": one of Y's clubs, no present manager of X
            elif relation in ("chairman", "president") and stadium_name(fact.entity):
                del found[key]  # "X Arena is the home of Y, a club chaired by Z": the club's, no stadium's
            elif relation != "champions" and relation.endswith("champions") and fact.entity.lower() in relation:
                del found[key]  # "the (former) Serie B champions": no relation "serie b champions"
            elif relation in ("leader", "led by") and (fact.entity, fact.value, "manager") in said:
                del found[key]  # "led by manager Tom Baxter"
            elif relation == "location" and (fact.entity, fact.value, "ground") in said:
                del found[key]  # "The ground of X, Y, ...": the name in apposition is the ground
            elif relation == "location" and (fact.entity, fact.value, "country") in said and is_league(fact.entity):
                del found[key]  # "the Premier League in England": the league's country, said once
            elif relation == "part of" and _club_not_building(fact.entity, teams) and not is_league(fact.value):
                del found[key]  # "a club from Thame, Oxfordshire": the club is in the county, no part of it
            elif relation.endswith(" league") and _nation(fact.entity) and is_league(fact.value):
                del found[key]  # "X is the top football league of Y": Y's country fact says it, no relation of Y's
            elif relation in ("occupation", "nationality") and is_league(fact.entity):
                del found[key]  # "X is a Dutch league": no one's job or nationality
                country = country_of_demonym(fact.value) if relation == "nationality" else None
                if country:
                    found.setdefault(
                        (fact.entity, "country", country), replace(fact, relation="country", value=country)
                    )
        self._ground_in_town(sent, found)
        self._ground_then_town(sent, found)
        grounds = {(f.entity, f.value) for f in found.values() if self.catalog.canonical(f.relation) == "ground"}
        self.last_ground = grounds.pop() if len(grounds) == 1 else None

    def the_ground_after(self, verb: Token) -> Iterator[Candidate]:
        """ "X play at Y. The stadium is located in Z / can hold 11,000 people.": "The stadium"
        opening the next sentence is the one ground the previous sentence named (its location;
        its capacity as the club's member count)."""
        subj = v1._child(verb, "nsubj", "nsubjpass")
        if (
            subj is None
            or self.last_ground is None
            or subj.i != verb.sent.start + 1
            or subj.lower_ not in _GROUND_NOUNS
        ):
            return
        if [c.lower_ for c in subj.children] != ["the"] or any(c.dep_ == "neg" for c in verb.children):
            return
        club, ground = self.last_ground
        if verb.lemma_ in ("locate", "situate", "be"):
            place = v1._prep_object(v1._prep(verb, "in"))
            placed = place is not None and (_is_place_name(place) or place.ent_type_ in ("GPE", "LOC", ""))
            value = self._named_value(place) if place is not None and named(place) and placed else None
            present = _is_present(verb) or any(
                c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBP") for c in verb.children
            )
            if value and value != ground and present:
                self.from_previous.add(ground)
                yield Candidate(ground, "location", value)
            return
        target = v1._child(verb, "dobj")
        if verb.lemma_ == "have" and target is not None and target.lemma_ == "capacity":
            target = v1._prep_object(v1._prep(target, "of"))
        elif verb.lemma_ not in _HOLD_VERBS:
            return
        number = (
            target
            if target is not None and target.like_num
            else (v1._child(target, "nummod") if target is not None else None)
        )
        if number is not None:
            self.from_previous.add(club)
            yield Candidate(club, "number of members", number.text, CAPACITY)

    def _ground_in_town(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X's ground, the Y Stadium, is in Z": a club with a named ground and a town as its
        ground in one sentence has the named one; the town is where that ground is."""
        towns = {e.text for e in sent.ents if e.label_ in ("GPE", "LOC")}
        grounds = [f for f in found.values() if self.catalog.canonical(f.relation) == "ground"]
        for fact in grounds:
            named_ground = [g for g in grounds if g.entity == fact.entity and _GROUND_WORDS.search(g.value)]
            if fact.value not in towns or len(named_ground) != 1 or named_ground[0].value == fact.value:
                continue
            del found[(fact.entity, fact.relation, fact.value)]
            ground = named_ground[0].value
            found.setdefault((ground, "location", fact.value), replace(fact, entity=ground, relation="location"))

    def _ground_then_town(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X's home is Jernvallen, in Sandviken, Sweden": a ground the sentence gives a club,
        with "in" and a named town after it, is in that town."""
        grounds = [f for f in found.values() if self.catalog.canonical(f.relation) == "ground"]
        for fact in grounds:
            token = next((t for t in sent if t.text == fact.value and named(t)), None)
            prep = v1._prep(token, "in") if token is not None else None
            if token is not None and prep is None and token.dep_ == "pobj" and token.i + 2 < len(token.doc):
                after = token.doc[token.i + 2]  # "play at Brae Park, in Kelso": "in" hung on the verb
                prep = after if after.lower_ == "in" and after.head.i == token.head.head.i else None
            place = v1._prep_object(prep)
            if token is None or prep is None or place is None or not named(place) or prep.i > token.i + 2:
                continue
            untagged = place.ent_type_ == "" and place.pos_ == "PROPN" and place.text[:1].isupper()  # "in Kirkcaldy"
            if (
                (place.ent_type_ not in ("GPE", "LOC") and not untagged)
                or is_country(place.text)
                or _GROUND_WORDS.search(place.text)
            ):
                continue
            value = self._named_value(place)
            if (
                not value
                or value == fact.value
                or any(f.entity == fact.value and f.value == value for f in found.values())
            ):
                continue
            found.setdefault(
                (fact.value, "located in", value), replace(fact, entity=fact.value, relation="located in", value=value)
            )
            outer = _outer_places(place)  # "in Sandviken, Sweden": the town's country
            if len(outer) == 1 and _nation(outer[0][0].text):
                country = outer[0][0].text
                found.setdefault(
                    (value, "country", country), replace(fact, entity=value, relation="country", value=country)
                )

    def capacity_of_ground(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X play at the Y Arena, which has a capacity of 40,000 / which can hold 40,000": the
        capacity of a ground the sentence gives a club is the club's member count as DBpedia
        keeps it (qualified ``ground capacity``, see :meth:`ground_capacity`)."""
        grounds = {f.value: f.entity for f in found.values() if self.catalog.canonical(f.relation) == "ground"}
        if not grounds:
            return  # "home ground", "home stadium" are grounds too
        counts = [(f.entity, f.value) for f in found.values() if f.relation in ("capacity", "seating capacity")]
        for verb in sent:
            if (
                verb.lemma_ not in _HOLD_VERBS | {"have"}
                or verb.pos_ not in ("VERB", "AUX")
                or any(c.dep_ == "neg" for c in verb.children)
            ):
                continue
            holder = v1._child(verb, "nsubj")
            if holder is not None and holder.lower_ in ("which", "that") and verb.dep_ in ("relcl", "advcl"):
                before = verb.doc[holder.i - 1] if holder.i > 0 else holder
                before = verb.doc[before.i - 1] if before.text == "," and before.i > 0 else before
                # "at Kolding Stadion which has ...", "a ground called Fir Park which seats ...": the name before "which"
                holder = before if before.text in grounds else (verb.head if verb.dep_ == "relcl" else None)
            target = v1._child(verb, "dobj")
            if verb.lemma_ == "have" and target is not None and target.lemma_ == "room":
                target = v1._prep_object(v1._prep(target, "for"))  # "which has room for 50,000 spectators"
            elif verb.lemma_ == "have":
                target = (
                    v1._prep_object(v1._prep(target, "of"))
                    if target is not None and target.lemma_ == "capacity"
                    else None
                )
            number = target if target is not None and target.like_num else None
            number = number or (v1._child(target, "nummod") if target is not None else None)
            name = self.entity(holder) if holder is not None and named(holder) else None
            if name and number is not None:
                counts.append((name, number.text))
        for ground, value in counts:
            club = grounds.get(ground)
            if club and value[:1].isdigit():
                fact = Candidate(club, "number of members", value, CAPACITY)
                found.setdefault((club, fact.relation, value), fact)

    def later_titles(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The manager of X is Tom Baxter, and the chairman is Ada Price": a bare "the
        <title>" in a later clause names a title of the organisation of the sentence's first
        fact (named before it, and no person)."""
        if not found:
            return
        first = next(iter(found.values()))
        people = {e.text for e in sent.ents if e.label_ == "PERSON"}
        if first.entity in people or not _ORGANISATION_NAME.search(first.entity):
            return
        for noun in sent:
            title = self._title(noun) or ("manager" if noun.lower_ == "manager" and noun.pos_ == "NOUN" else None)
            det = v1._child(noun, "det")
            if title is None or det is None or det.lower_ != "the" or noun.i == sent.start + 1:
                continue
            verb = noun.head if noun.dep_ == "nsubj" else sent.doc[min(noun.i + 1, sent.end - 1)]
            if noun.dep_ != "nsubj" and (noun.dep_ != "conj" or v1._child(verb, "nsubj") is not None):
                continue  # "... Ada Price and the manager is Tom Baxter": "manager" parsed as a conjunct
            person = v1._child(verb, "attr") if verb.lemma_ == "be" else None
            before = sent.doc.text[sent.start_char : noun.idx]
            stated = before.find(first.entity)
            places = [t for t in sent.doc[sent.start : noun.i] if t.ent_type_ in ("GPE", "LOC") and t.idx > stated]
            if places:
                continue  # "X is in Norvania and the president is Y": Norvania's, perhaps
            if person is None or not named(person) or person.ent_type_ in ("GPE", "LOC", "NORP", "DATE", "FAC"):
                continue  # a person's name, which the pipeline may tag an organisation's
            if v1._children(noun, "prep", "poss"):
                continue
            value = self._named_value(person)
            if (
                value
                and first.entity in before
                and any(t.text in (",", "and", ";") for t in sent.doc[sent.start : noun.i])
            ):
                found.setdefault((first.entity, title, value), Candidate(first.entity, title, value))

    def refine_titles(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A person the sentence gives an organisation's title is not also its ``leader``
        ("X is led by its chancellor Y": a chancellor and a president would conflict); and a
        title held "until 2010" keeps that span as its qualifier, so that a former president
        never conflicts with the present one."""
        titled = {(f.entity, f.value) for f in found.values() if self.catalog.canonical(f.relation) in TITLES}
        until = _until_phrase(sent)
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            words = relation.split()
            if len(words) == 2 and words[0] in _TITLE_ADJECTIVES and words[1] in TITLES:
                del found[key]  # "the appointed president": the title itself
                renamed = replace(fact, relation=words[1])
                found.setdefault((fact.entity, words[1], fact.value), renamed)
            elif relation in ("leader", "affiliation", "headed by") and (fact.entity, fact.value) in titled:
                del found[key]  # "led by its chancellor Y", "with Y as the President"
            elif relation in TITLES and not fact.value[:1].isupper():
                del found[key]  # "the President of X is the main leader": no holder named
            elif relation in TITLES and until and not fact.qualifier:
                found[key] = replace(fact, qualifier=until)

    def refine_champions(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The current champions of the league are Y" in a text about a league (by its name,
        or a class noun "league" / "competition" the text gave it): the topic."""
        topic = self.topic
        if topic is None:
            return
        for token in sent:
            if token.lemma_.lower() != "champion" or token.dep_ not in ("nsubj", "attr"):
                continue
            league = v1._prep_object(v1._prep(token, "of"))
            if league is None or league.lower_ not in ("league", "competition") or v1._child(league, "det") is None:
                continue
            if not is_league(topic.name) and league.lower_ not in topic.nouns:
                continue
            verb = token.head
            other = v1._child(verb, "attr" if token.dep_ == "nsubj" else "nsubj")
            value = self._named_value(other)
            if verb.lemma_ == "be" and value and _is_present(verb):
                self.from_topic.add(topic.name)
                found.setdefault((topic.name, "champions", value), Candidate(topic.name, "champions", value))


_FRONTED_AGENTS = {"operate": "operated by", "run": "run by", "manage": "operator", "own": "owned by"}
"""Opening participles that name who runs or owns a thing ("Operated by Y, X ..."), as the
relation other rules key the same fact by."""


_ROLE_HOLDERS = {"tenant": "tenant", "owner": "owner", "operator": "operator"}
"""Role nouns of "X has the tenant Y" and "One of the tenants of X is Y", by their relation."""
_GROUP_NOUNS = frozenset(["system", "network", "association", "consortium", "alliance", "federation"])
"""Nouns that end the name of a body organisations are affiliated with ("the X System")."""


def _group_value(token: Token | None) -> str | None:
    """ "the University of Lenmouth system", "the Northern Universities Network": a body of
    organisations, named or a name before a lowercase group noun; None otherwise."""
    if token is None or token.text.split()[-1].lower() not in _GROUP_NOUNS:
        return None
    if named(token):
        tokens = v1.name_tokens(token)
        return v1._text(tokens) if tokens else None
    name = next((c for c in token.lefts if c.dep_ in ("compound", "nmod") and named(c)), None)
    if name is None or name.i != token.i - 1 or token.pos_ != "NOUN":
        return None
    return f"{name.text} {token.text}"


def _hq_noun(noun: Token | None, owned: bool) -> bool:
    """ "headquarters", "headquarter", "HQ"; with ``owned``, after "its" or "their" or alone
    ("which has headquarters in Y"), never "the headquarters of Z"."""
    if noun is None or noun.lower_ not in ("headquarters", "headquarter", "hq"):
        return False
    poss = v1._child(noun, "poss")
    if not owned:
        return True
    if poss is None:  # bare "headquarters in Y"
        return not v1._children(noun, "det", "amod", "compound") and v1._prep(noun, "of") is None
    return poss.lower_ in ("its", "their")


def club_name(name: str) -> bool:
    """Whether a name reads as a sports club's ("Kelsey Rovers F.C.", "AC Norvik", "Tarrow
    United"), never a school's nor a country's ("United States Air Force")."""
    clubbed = _ORGANISATION_NAME.search(name) is not None and _SCHOOL_NAME.search(name) is None
    return clubbed and not name.startswith("United ") and _BUILDING_NAMES.search(name) is None  # "AC Hotel X"


def town_team(name: str) -> bool:
    """Whether a name the tagger took for a person's reads as a town's club ("Westley Town",
    "Hollin City", "Derby County"): no one's surname is Town, City or County."""
    words = name.split()
    return len(words) >= 2 and words[-1] in _TOWN_TEAM_ENDS and words[0][:1].isupper()


def _misread_play_name(play: Token | None) -> Token | None:
    """The club's name before a "play" the parser read as a noun ("Kelsey Athletic play in Y
    and have ..."): the name opening the sentence, hung on the noun."""
    if play is None or play.pos_ != "NOUN" or play.lower_ not in ("play", "compete") or play.dep_ != "ROOT":
        return None
    before = [c for c in play.lefts if c.dep_ in ("amod", "compound", "nmod") and c.pos_ == "PROPN"]
    return before[0] if len(before) == 1 and before[0].left_edge.i == play.sent.start and named(before[0]) else None


def stadium_name(name: str) -> bool:
    """Whether a name says it is a stadium ("Estádio do Mar", "Kampstadion"), never a town's
    (a "Park" or a "Field" may be either)."""
    return _STADIUM_NAME.search(name) is not None


def _is_present_place(token: Token) -> bool:
    """Whether a name is a town or a country (never a ground)."""
    return token.ent_type_ in ("GPE", "NORP") or _is_place_name(token)


def _address(place: Token | None) -> str | None:
    """ "Tarrowhalli, Baxter Main Road, Lenmouth – 560090": a place with the names and numbers
    after it, as one address (a list "in Lenmouth and Tarrow" is no address)."""
    if place is None:
        return None
    doc = place.doc
    end = place.right_edge.i
    while end > place.i and doc[end].is_punct:
        end -= 1
    span = doc[place.i : end + 1]
    if len(span) < 3 or not any(t.text == "," for t in span):
        return None
    if any(t.pos_ not in ("PROPN", "NUM", "PUNCT") or t.lower_ == "and" for t in span):
        return None
    return span.text


def _national_league(name: str) -> tuple[str, str] | None:
    """ "Italian Serie C" -> ("Serie C", "Italy"): a nationality before a league's own name (not
    before generic words: "Argentine Primera División" is one name)."""
    first, _, rest = name.partition(" ")
    country = country_of_demonym(first) if first[:1].isupper() else None
    if not country or not rest or _OWN_LEAGUE_NAME.match(rest) is None:
        return None
    return rest, country


# League names that stand without their nation ("Serie A", "Ligue 1", "La Liga", "Süper Lig",
# "Bundesliga", "Eredivisie"): a nationality a writer sets before them is no part of them. Names
# that keep it ("Scottish Premiership", "Danish Superliga", "English Premier League") never match.
_OWN_LEAGUE_NAME = re.compile(r"^(?:Seri[ea] [A-D]|Série [A-D]|Ligue [1-3]|La Liga|\S+ Lig|Bundesliga|Eredivisie)$")


def _league_of_country(name: str) -> tuple[str, str] | None:
    """ "Premier Soccer League of South Africa" -> ("Premier Soccer League", "South Africa"): a
    league's name of several words, "of" and a country (never "League of Ireland", one word)."""
    head, of, country = name.rpartition(" of ")
    if not of or len(head.split()) < 2 or not is_league(head) or not is_country(country):
        return None
    return head, country


_SEASON_NAME = re.compile(r"^(?:1[89]|20)\d{2}(?:[–-]\d{2}(?:\d{2})?)?\s+(?=[A-Z])")  # "2014–15 " before a name


def _edition(name: Token) -> str | None:
    """ "the 2014-15 Serie B" -> "2014-15 Serie B": a competition's name after its year."""
    doc = name.doc
    begin = name.left_edge.i
    while begin < name.i and doc[begin].dep_ in ("det", "poss", "case"):
        begin += 1
    if begin == name.i and _SEASON_NAME.match(name.text) and is_league(_SEASON_NAME.sub("", name.text)):
        return name.text  # "the 2014–15 Scottish Premiership" merged as one name
    between = doc[begin + 1 : name.i]  # "2012–13" tagged no date; "2021–22 Austrian Football Bundesliga"
    seasons = _SEASON_YEARS.match(doc[begin].text) is not None and all(
        t.pos_ == "PROPN" and t.text[:1].isupper() for t in between
    )
    if begin == name.i or _YEAR.match(doc[begin].text) is None or (doc[begin].ent_type_ != "DATE" and not seasons):
        return None
    text = doc[begin : name.i + 1].text
    return text[:-1] if _STOP_AFTER_INITIAL.search(text) and name.i == name.sent.end - 1 else text


def _until_phrase(sent: Span) -> str | None:
    """ "until 2010", "from 1990 to 2000", "between 1990 and 2000": a span of time the sentence
    states (a title held then is keyed apart from the present holder), or None."""
    doc = sent.doc
    for token in sent:
        if token.lower_ not in _SPAN_WORDS or token.dep_ != "prep":
            continue
        end = token.i + 1
        while end < sent.end and (
            doc[end].ent_type_ == "DATE"
            or (doc[end].lower_ in ("to", "and", "-", "–") and end + 1 < sent.end and doc[end + 1].ent_type_ == "DATE")
        ):
            end += 1
        phrase = doc[token.i : end].text
        if end > token.i + 1 and _YEAR.search(phrase) and (token.lower_ != "between" or " and " in phrase):
            return phrase[0].lower() + phrase[1:]
    return None


_SPAN_WORDS = frozenset(["until", "till", "from", "between"])


# Names of clubs and schools the pipeline may tag as a person's ("Kelsey Rovers F.C."): a club's
# letters at the end ("F.C.") or undotted at the start ("FC Kelsey"; "A.S. Byatt" is a person).
_ORGANISATION_NAME = re.compile(
    r"(?:\b(?:F\.C\.|A\.F\.C\.|S\.C\.|C\.F\.|R\.F\.C\.|S\.K\.|F\.K\.|P\.F\.K\.|FC|AFC|SC|CF|RFC|RUFC|IF|BK|FF|FK|SK|PFK|SV|TC|Spor)$|\Bspor$|"
    r"^(?:FC|AFC|AS|AC|SC|SSC|CF|SV|SK|CD|UD|SD|RCD|FK|NK|ASD|TSV|VfB|VfL|KV|KSV|Real|Sporting|Deportivo|Dynamo|Dinamo|Olympique|Olimpia|Olympia|Atletico|Atlético"
    r"|A\.C\.|A\.S\.|A\.F\.C\.|S\.S\.|S\.S\.C\.|A\.D\.|C\.D\.|U\.D\.|S\.D\.|F\.C\.|A\.S\.D\.)\s|"
    r"\b(?:United|Rovers|Wanderers|Rangers|Harriers|Hotspur|Albion|Athletic|Calcio|Club|Clube|Futebol|Fotboll|Futbol|Boldklub|Esporte|Sportiva|Sportivo|Hapoel|Maccabi|Beitar|Hockey|Basket|Universit\w*|College|School|Institute|Academy|Accademia|Polytechnic)\b)"
)
_SCHOOL_NAME = re.compile(r"\b(?:Universit\w*|College|School|Institute|Academy|Accademia|Polytechnic)\b")
_BUILDING_NAMES = re.compile(r"\b(?:Hall|Tower|Building|House|Centre|Center|Hotel|Palace|Court|Plaza)\b")
