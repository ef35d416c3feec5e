"""``spacy-rules.v2``: the offline default extractor, built on the v1 rules for real prose.

What v2 adds to ``spacy-rules.v1`` (whose sentence rules it reuses, see that module):

- **Sentence independence**: paragraphs are cut into sentences by punctuation and capitals, and
  each sentence is parsed on its own, so a sentence gives the same facts wherever it stands
  (only pronouns and "the company" look outside it, at the document topic).
- **Whole names**: named-entity spans, "X of Y" names ("Republic of Haiti", "University of
  Bologna"), hyphenated names ("Port-de-Paix"), names with numbers ("Apollo 11") and quoted
  titles are merged into one token before the rules run; a lone head noun ("Republic", "City")
  is never an entity or a value.
- **Document topic**: "It", "He", "She", "Its", "The company", "The airport" resolve to the
  previous sentence's subject of the same kind, else to the document topic (given by the caller,
  or the first heading, or the named subject of a defining first sentence); unresolved, the fact
  is dropped. Facts keyed on a resolved entity get confidence 0.8 (counted in the stats).
- **Open relations**: verb + preposition ("is located in", "plays for", "was designed by"),
  active verbs with a named object ("serves", "operates"; "Y wrote X" keys as "X written by Y"
  where the catalog knows that form), copular "X is the R of Y" for any relation noun,
  "X is a city in Y" (located in), "X is a member of Y"; dates on any event verb
  ("opened in 1912" -> "opened", which the catalog maps to "opening date").
- **Infobox lines**: "Opened 1912", "Architect: J. Smith", "| Population | 12,000 |" lines give
  (topic, label, value) with the line as the quote; "Died: 19 March 1902, Vell" gives the death
  date and the death place; a lone head noun ("Type: Airport") is no value. HTML tables and
  definition lists reach here as such lines (:func:`hcf_graph.ingest.loaders.html_to_text`).
- **More of real prose** (issue 10): "Alan Bean (born March 15, 1932 in Wheeler)", life dates
  "(3 May 1950 – 9 June 2001)", names with lowercase links ("São José dos Pinhais") and numbers
  ("300 North LaSalle", "23rd Street"), "Located in X, Y ...", "Y, located in X", "Hotel Z in X",
  "is found in X", "X, where Y is the leader", "X, whose leader is Y", "the X manager is Y",
  "the leader of that country" (the last place named), "it" as the object ("Anna Pell founded
  it"), each named creator of "created by A and B" (multivalued relations only), and a second
  clause the parser hung on the first ("The capital of X is Y and the leader of Z is W").
- **General patterns, third round** (issue 10; each with a test sentence written for it): "X has
  Y as its R", naming passives ("is called Y"), role nouns under another name ("the head of",
  "the coach of"), languages ("is spoken in", "written in Welsh", "the language spoken there"),
  "its"/"their" and a second relation noun in a later clause, "where" clauses and fronted places,
  "the city of X", "There are N Rs at X", "X, with N members", works "by" an author, players of a
  team, "(founded 1923)", object relatives ("which NASA operated"), regnal numbers, ordinals,
  titles opening with "A", addresses, titles before names dropped ("President ..."). "A leader
  of X" keys no functional relation (two such documents would be a false conflict).
- **Facts about places** (issue 10, fifth round): a country's or city's leader, capital,
  languages, ethnic groups, currency and largest city in side clauses of texts about other things:
  "whose" (without a comma, or a second one), "the capital of which", "of which Y is the capital",
  "where the leader is called Y", "in which", "X, a country whose/where/led by", "they speak Y",
  "one of the languages", "uses the euro", "which is lead by", nationality adjectives ("the
  Norwegian capital, Oslo", "One Norwegian ethnic group is"), "the name of the leader", "has the
  capital Y", "Its capital" after a sentence naming a place. After several places ("Texas in the
  U.S., where", "part of X, which") these rules take none. Titles ("the President of X") stay
  relations of their own, never the single-valued "leader" (a president and a prime minister
  would conflict).
- **Guards**: facts inside conditional clauses are dropped; hedged ("may", "reportedly",
  "is believed to") and reported ("according to", "X said that") facts carry the qualifier
  "hedged" or "reported" (a key of their own, so they never conflict with plain statements)
  and a lower confidence; page references, footnote marks and table debris are not values.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import re
import time
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model import ExtractedFact
from ..normalize import RelationCatalog, normalize_text
from ..resolve import countries
from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym, is_demonym
from ..resolve.values import relation_value_kind, value_fits
from . import spacy_rules as v1
from .agents_v2 import AgentRules
from .bare_relations_v2 import BareRelationRules
from .clauses_v2 import ClauseRules, building_at_address, owner_of, relation_after_name, repair_clauses
from .code_v2 import mask_code
from .common_v2 import (  # noqa: F401 (re-exported for the rules and tests)
    _BUILDING_WORDS,
    _CHAIN_FILLERS,
    _CHAIN_PHRASE,
    _CHAIN_RELATIONS,
    _CLASS_NOUNS,
    _COLOUR_WORDS,
    _COUNTRY_NOUNS,
    _CURRENCY_WORDS,
    _DISH_NOUNS,
    _FACILITY_HEADS,
    _FOODS,
    _GENERIC_WHOLES,
    _GROUND_WORDS,
    _LANGUAGE_ADJECTIVES,
    _LEAGUE_NAME_END,
    _LEAGUE_WORDS,
    _NAMED_CLASSES,
    _NO_DISH_TYPES,
    _NOT_INGREDIENTS,
    _NOT_LEAGUE_WORDS,
    _NOT_SUBSTANCES,
    _NOT_TEAM_HEADS,
    _OTHER_WORDS,
    _PLACE_CLASSES,
    _PLACE_ONLY_RELATIONS,
    _SCHOOL_WORDS,
    _SPATIAL_WORDS,
    _SPEAKERS,
    _STATE_PARTICIPLES,
    _STREET_WORDS,
    _WORD_NOUNS,
    _WRITING_VERBS,
    _WRITTEN_WORKS,
    LEADER_TITLES,
    LIFE_RELATIONS,
    LONE_HEADS,
    SKY_NOUNS,
    RulesState,
    Topic,
    _antecedent,
    _bare_name,
    _chain_first,
    _chain_phrase,
    _coordinated,
    _ground_dates,
    _in_chain,
    _is_building_name,
    _is_country_place,
    _is_food,
    _is_passive,
    _is_place_class,
    _is_place_name,
    _is_present,
    _measure_compound,
    _name_nouns,
    _next_place,
    _opens_clause,
    _outer_places,
    _place_name,
    _place_with_class,
    _relative_place,
    _unwrap_place,
    _when,
    _where_conjunct_place,
    _where_word,
    is_league,
    is_lone_head,
)
from .country_facts_v2 import CountryFacts
from .demonyms_v2 import DemonymRules
from .domains_v2 import DomainPatterns
from .events_v2 import EventDates, role_named_person
from .food_v2 import FoodRules, infobox_values, subject_after_fronted_description
from .guards_v2 import (
    MADE_THING_ONLY,
    THING_ONLY_RELATIONS,
    apposed_name,
    asked,
    conjunct_subject,
    consequent,
    country_with_thing_relation,
    faith_or_party,
    intended,
    nationality_noun,
    nationality_noun_misread,
    negated_event,
    noun_run_on,
    placing_country,
    possessive_tail,
    premodifier_misread,
    ranked_below,
    stand_in_role,
    time_as_place,
)
from .leaders_v2 import LeaderRules
from .measures_v2 import PartMeasures
from .monuments_v2 import (
    MONUMENT_NOUNS,
    MonumentRules,
    clause_it,
    known_as_monument,
    monument_name,
    monument_of_spans,
    of_then_monument_spans,
    possessive_monument_spans,
    repair_material_names,
)
from .music_v2 import MusicRules
from .names_v2 import (
    OtherNameRules,
    body_before_class,
    dedication_title_spans,
    foreign_name_spans,
    lowercase_head_spans,
    name_cut_off,
    thing_labels,
)
from .nations_v2 import NationRules, _stray_subject
from .organisations_v2 import TITLES as ORGANISATION_TITLES
from .organisations_v2 import (
    OrganisationRules,
    club_name,
    club_suffix_stop_at,
    letter_stop_at,
    numbered_club_at,
    numbered_club_spans,
    relink_numbered_clubs,
)
from .people_v2 import NOT_OCCUPATIONS as _NOT_OCCUPATIONS
from .people_v2 import (
    OCCUPATION_CLAUSES,
    ROLE_TITLES,
    PersonDescriptions,
    after_opening,
    apposed_trade,
    own_preps,
    trade_copula,
    without_nationality,
)
from .places_v2 import PlaceRules
from .references_v2 import (
    DESCRIPTION_NOUNS,
    ReferenceRules,
    description_noun,
    organisation_name,
    possessive_person,
)
from .sizes_v2 import SizeRules
from .spacy_rules import Candidate, SentenceRules, load_pipeline, mask_markup, paragraphs
from .tokens_v2 import _DIGIT_NAME, named
from .universities_v2 import (
    AT_SCHOOL_HEADS,
    UniversityRules,
    bare_school_spans,
    faculty_at_school_spans,
    negated_copula,
    school_at_school,
)
from .workers import close_worker_pool, worker_pool
from .works_v2 import (
    WorkRules,
    abbreviation_point,
    compound_title,
    compound_title_name,
    title_list,
    title_misparsed,
    title_spans,
    work_label,
)

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Span, Token

BATCH_SIZE = 256
PARALLEL_MIN_CHARACTERS = 50_000  # below this (about 8,000 words, 5 s), one process
MAX_WORKERS = 4


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity, which containers and ``taskset``
    narrow), else the machine's."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else (os.cpu_count() or 1)


def auto_processes(characters: int, cores: int | None = None) -> int:
    """Worker processes for a call of ``characters`` characters: one per core (at most
    ``MAX_WORKERS``) for a big call, else 1 (this process). See :mod:`.workers`."""
    cores = cores if cores is not None else usable_cores()
    if characters < PARALLEL_MIN_CHARACTERS or cores < 2:
        return 1
    return min(MAX_WORKERS, cores)


# --------------------------------------------------------------------------------------------
# Vocabulary.

# Heads of "X of Y" names that the parser and NER often cut: "Kingdom of Lesotho".
_OF_HEADS = frozenset(
    [
        "republic",
        "kingdom",
        "state",
        "states",
        "university",
        "city",
        "county",
        "province",
        "empire",
        "battle",
        "siege",
        "treaty",
        "duchy",
        "principality",
        "commonwealth",
        "federation",
        "union",
        "church",
        "cathedral",
        "bank",
        "museum",
        "institute",
        "college",
        "school",
        "department",
        "ministry",
        "isle",
        "island",
        "islands",
        "gulf",
        "bay",
        "lake",
        "mount",
        "cape",
        "strait",
        "sea",
        "port",
        "town",
        "village",
        "municipality",
        "district",
        "territory",
        "archdiocese",
        "diocese",
        "order",
        "academy",
        "society",
        "council",
        "court",
        "house",
        "palace",
        "library",
        "statue",
        "tower",
        "bridge",
        "hospital",
        "emirate",
        "sultanate",
        "canton",
        "prefecture",
        "parish",
        "borough",
        "land",
        "authority",
        "association",
        "organization",
        "organisation",
        "bureau",
        "office",
        "commission",
        "committee",
        "agency",
        "board",
        "corporation",
        "federation",
        "league",
        "parliament",
        "assembly",
        "senate",
        "congress",
    ]
)
_INSTITUTION_WORDS = frozenset(
    [
        "monastery",
        "church",
        "hospital",
        "college",
        "cathedral",
        "abbey",
        "park",
        "square",
        "school",
        "chapel",
        "priory",
        "university",
        "academy",
        "house",
        "hall",
        "inn",
    ]
)
# Last words of a name with a possessive further in ("Children's Mercy Park", "Lord's Cricket
# Ground"): the institution words and a venue's or a place's.
_INNER_POSSESSIVE_HEADS = _INSTITUTION_WORDS | frozenset(
    ["ground", "garden", "gardens", "wood", "stadium", "arena", "field", "centre", "center", "market", "hill", "road"]
)
# Common nouns that own a name through a possessive ("Children's Mercy Park", "Lord's Cricket
# Ground", "Women's Hospital"): no town or person, so "X's" does not say whose the rest is.
_POSSESSIVE_NAME_OWNERS = frozenset(
    ["children", "lord", "lords", "people", "women", "men", "king", "queen", "bishop", "farmers", "veterans"]
)
# Words before "300 North LaSalle" after which a number starts a name (not "has 300 ...").
_NUMBER_NAME_AFTER = frozenset(["the", ",", "at", "in", "on", "of", "by", "for", "from", "to", "and", "as", "near"])
# Lowercase words inside a multiword name ("São José dos Pinhais", "Paracuellos de Jarama").
_NAME_LINKS = frozenset(
    [
        "de",
        "da",
        "das",
        "do",
        "dos",
        "del",
        "della",
        "di",
        "du",
        "des",
        "la",
        "las",
        "los",
        "le",
        "van",
        "von",
        "der",
        "den",
        "y",
        "e",
        "upon",  # "Newcastle upon Tyne"
        "sur",  # "Boulogne sur Mer"
        "im",  # "Freiburg im Breisgau"
        "am",  # "Frankfurt am Main"
        "an",  # "Halle an der Saale": only before "der", "den" or "dem" (see name_spans)
        "dem",
    ]
)
_ORDINAL = re.compile(r"^\d{1,4}(?:st|nd|rd|th)$")  # "23rd Street"
_ROMAN = re.compile(r"^(?:II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII|XIV|XV|XVI)$")  # "Margrethe II"
_HYPHEN_LINKS = frozenset(
    [
        "de",
        "du",
        "des",
        "la",
        "le",
        "les",
        "au",
        "aux",
        "en",
        "sur",
        "sous",
        "upon",
        "on",
        "under",
        "in",
        "am",
        "im",
        "an",
        "der",
        "di",
        "da",
        "del",
        "della",
        "y",
        "et",
    ]
)
_PERSON_PRONOUNS = {
    "he": "person",
    "she": "person",
    "him": "person",
    "her": "person",
    "his": "person",
    "it": "thing",
    "its": "thing",
}
# Kind nouns a definite description may use for the topic, by NER label of the topic.
_KIND_NOUNS = {
    "ORG": {
        "company",
        "firm",
        "corporation",
        "organisation",
        "organization",
        "club",
        "team",
        "university",
        "college",
        "school",
        "band",
        "group",
        "party",
        "institution",
        "airline",
        "publisher",
        "agency",
    },
    "GPE": {
        "city",
        "town",
        "country",
        "village",
        "municipality",
        "parish",
        "state",
        "region",
        "province",
        "county",
        "nation",
        "capital",
        "island",
        "district",
    },
    "LOC": {"river", "mountain", "lake", "island", "region", "sea", "peak", "volcano", "range"},
    "FAC": {
        "building",
        "airport",
        "bridge",
        "tower",
        "station",
        "stadium",
        "church",
        "museum",
        "monument",
        "castle",
        "cathedral",
        "hotel",
        "hospital",
        "skyscraper",
        "structure",
    },
    "WORK_OF_ART": {"book", "novel", "film", "song", "album", "work", "painting", "series"},
    "PRODUCT": {"product", "car", "aircraft", "device", "software"},
}
# Last words that make a name a thing whatever its NER label ("Asilomar Conference Grounds" is
# tagged PERSON): "it" in the next sentence may name it.
_THING_NAME_ENDS = frozenset(
    {noun for label, nouns in _KIND_NOUNS.items() for noun in nouns}
    | {"grounds", "hall", "house", "centre", "center", "park", "arena", "manor", "library", "palace", "baths"}
    | {"row", "street", "avenue", "square", "plaza", "court", "gardens", "mall", "abbey", "chapel", "temple"}
)


# Class nouns of things, never a person's occupation ("X is a war memorial", "a fictional
# character", "a long-period comet", a name the pipeline took for a person's).
_THING_CLASSES = (
    _THING_NAME_ENDS
    | MONUMENT_NOUNS
    | _WRITTEN_WORKS
    | frozenset({"character", "comet", "asteroid", "planet", "galaxy", "helicopter", "ship", "vessel"})
    | frozenset({"club", "team", "university", "college", "company", "newspaper", "magazine", "journal"})
)
# One-word class nouns that end a possessive name ("The Mayor's Bridge", "the Chairman's Cup").
_POSSESSED_HEADS = _THING_CLASSES | frozenset(
    {"cup", "trophy", "prize", "award", "cafe", "café", "inn", "arms", "stew", "pie"}
)
_TEAM_CLASSES = frozenset({"side", "outfit", "squad", "eleven"})
_BARE_TITLES = frozenset({"president", "chairman", "chairwoman", "manager", "coach", "captain"})  # "has Y as president"
_LEAGUE_HEADS = frozenset({"League", "Division", "Liga", "Ligue", "Lig", "Divisie"})  # "EFL League Two"
_LEAGUE_NUMBERS = frozenset(
    {"One", "Two", "Three", "Four", "Five", "Six", "I", "II", "III", "IV"}
)  # "X, a Premier League side": no occupation


# Relation nouns whose values are words, never a thing "it" may name next.
_WORD_VALUED = frozenset({"style", "name", "language", "genre", "currency", "demonym", "motto", "nickname"})


def _names_no_thing(relation: str, value: Token) -> bool:
    """Whether "The <relation> of X is <value>" leaves X the only thing a next "it" may name:
    the value is a date, a figure or a word ("Tudor", a style), not a place or a body."""
    words = relation.split()
    return (
        value.pos_ not in ("PROPN", "PRON")
        or relation_value_kind(relation) in ("date", "quantity")
        or bool(words and words[-1] in _WORD_VALUED)
    )


def _named_possessor(subj: Token) -> Token | None:
    """The named owner of a relation-noun subject ("Orrin College's campus"), no pronoun."""
    poss = v1._child(subj, "poss")
    return poss if poss is not None and named(poss) and poss.pos_ == "PROPN" else None


def _placed_copula(subj: Token) -> bool:
    """Whether a relation-noun subject's copula says only where it is ("X's campus is in Vigo"):
    no value a next "it" could name but the owner."""
    verb = subj.head
    return verb.lemma_ == "be" and subj.dep_ == "nsubj" and any(p.lower_ == "in" for p in v1._children(verb, "prep"))


def _relation_noun_of(subj: Token) -> bool:
    """Whether a subject is a common relation noun with an owner: "The architecture style of X"."""
    return subj.pos_ == "NOUN" and not named(subj) and v1._prep(subj, "of") is not None


def _said_to_be_person(subj: Token) -> bool:
    """Whether the sentence says its subject is a person, whatever the NER tagged: it was born
    or died ("X was born in ..."), or it is a noun described by "who" ("X was an architect who
    ..."), in the same clause."""
    verb = subj.head
    verbs = [verb, *(c for c in verb.children if c.dep_ == "conj" and not v1._children(c, *v1._SUBJECTS))]
    if subj.dep_ in ("nsubj", "nsubjpass") and any(v.lemma_ in ("bear", "die") for v in verbs):
        return True
    if trade_copula(subj):
        return True  # "Helena Varga is a Canadian architect. She ..."
    attr = v1._child(verb, "attr") if verb.lemma_ == "be" and subj.dep_ == "nsubj" else None
    return (
        attr is not None
        and attr.pos_ == "NOUN"
        and any(
            c.dep_ == "relcl" and any(w.lower_ == "who" and w.dep_ in ("nsubj", "nsubjpass") for w in c.children)
            for c in attr.children
        )
    )


def _conjunct_subject(pronoun: Token) -> Token | None:
    """The subject of the verb a pronoun subject's verb is a conjunct of ("X was completed in 1931
    and it is located in Y": X), or None."""
    verb = pronoun.head
    if pronoun.dep_ not in ("nsubj", "nsubjpass"):
        return None
    if verb.dep_ == "conj" and verb.head.i < verb.i:
        return _owner_for_person(pronoun, v1._child(verb.head, *v1._SUBJECTS))
    joined = any(c.dep_ == "cc" and c.lower_ in ("and", "but") and c.i < pronoun.i for c in verb.children)
    earlier = [t for t in verb.doc[: verb.i] if t.dep_ == "ROOT"] if verb.dep_ == "ROOT" and joined else []
    return v1._child(earlier[-1], *v1._SUBJECTS) if earlier else None  # the parser made two roots


def _owner_for_person(pronoun: Token, subj: Token | None) -> Token | None:
    """ "X's full name is Y and he was created by Z": "he" / "she" after a clause on a named
    owner's name is the owner (not after "X's author is Y and she ...", which is Y)."""
    if subj is not None and pronoun.lower_ in ("he", "she") and possessive_person(subj) is not None:
        return possessive_person(subj)  # "X's club is A and he ...": X
    if subj is None or pronoun.lower_ not in ("he", "she") or subj.lemma_ != "name" or named(subj):
        return subj
    poss = v1._child(subj, "poss")
    return poss if poss is not None and named(poss) else subj


def _joined_things(name: str) -> list[str]:
    """The two names of "Addis Ababa Stadium and Addis Ababa City Hall" (each of two or more words
    ending in a thing's word), or [] for one name."""
    first, joined, second = name.partition(" and ")
    parts = [re.sub(r"^(?:[Tt]he|[Bb]oth)\s+", "", p.strip()) for p in (first, second)]
    whole = all(len(p.split()) > 1 and p[:1].isupper() and _thing_name(p) for p in parts)
    return parts if joined and whole else []


# Dates of a made thing, and the relations naming its maker (see TopicRules.made_thing_dates).
_MADE_THING_DATES = frozenset(
    {"completion date", "construction date", "building start date", "opening date", "publication date", "release date"}
)
_MAKER_RELATIONS = frozenset({"architect", "built by", "author", "creator"})
# A made thing's own measures and stuff, never its maker's ("X wrote Y, and it has 300 pages").
_MADE_THING_FACTS = _MADE_THING_DATES | frozenset(
    {"number of pages", "material", "made of", "floor count", "isbn", "published", "publication date"}
)


def _without_demonym(name: str) -> str:
    """A person's name without the demonym written before it ("American Alan Shepard" -> "Alan
    Shepard"), for a relation only people have; a name of one more word stays whole."""
    first, _, rest = name.partition(" ")
    words = rest.split()
    return rest if is_demonym(first) and len(words) > 1 and all(w[:1].isupper() for w in words) else name


def _thing_before_place(name: str) -> str:
    """The building's or monument's own name when the pipeline read its place into it after a
    comma: "Adare Manor, Adare" -> "Adare Manor" (never "University of California, Berkeley")."""
    first, comma, _ = name.partition(", ")
    return first if comma and _thing_name(first) else name


# Club designators that end a club's name ("Pemberton Town FC"): never a person's.
_CLUB_NAME_ENDS = frozenset({"fc", "afc", "sc", "cf"})


def _club_named(team: Token, value: str) -> bool:
    """Whether a player's team is named as a club: an organisation's name, or a name that reads
    as a club's ("Lenmouth City", "Kelby Town", "Real Cadiz", which the tagger may take for a
    place or a person), never a country (a national side's players are not its club's)."""
    if team.ent_type_ == "ORG" or club_name(value):
        return True
    if " " in value and value.rsplit(" ", 1)[-1] in ("City", "Town", "County", "Borough"):
        return True
    return team.ent_type_ not in ("GPE", "LOC", "DATE", "NORP", "PERSON") and " " in value and not is_country(value)


# Relations whose value is a town: a bare capitalized word before "is the capital of" names one.
_TOWN_VALUED = frozenset(["capital", "largest city", "county seat"])


def _bare_role(subj: Token) -> bool:
    """ "The current principal", "the owner": a definite common noun with nothing that names it
    (not "the Kelby-Ostby railway", whose name is in its modifiers)."""
    return (
        subj.pos_ == "NOUN"
        and not named(subj)
        and v1._child(subj, "det") is not None
        and all(c.dep_ in ("det", "amod") and not named(c) for c in subj.children)
    )


def _bare_capital_word(subj: Token) -> bool:
    """ "Lansing is the capital of Michigan": a capitalized word opening the sentence that the
    tagger read as a common noun, with no determiner or modifier (a common noun as a bare
    singular subject is rare; "Water is ..." has no place relation after it)."""
    return (
        subj.i == subj.sent.start
        and subj.pos_ == "NOUN"
        and subj.tag_ == "NN"
        and subj.text[:1].isupper()
        and subj.text[1:].islower()
        and subj.dep_ == "nsubj"
        and not list(subj.children)
    )


# Offices a name of a post ends in ("United States Ambassador", "Mayor of Kelby").
_OFFICES = frozenset(
    ["ambassador", "president", "minister", "governor", "mayor", "senator", "secretary", "consul", "envoy"]
)


def _person_after_office(subject: Token | None) -> Token | None:
    """The person set off after a post's name ("United States Ambassador to Norway, William
    Anders, was born in ..."): the post is no one's name, the person is the subject."""
    if subject is None or subject.pos_ != "PROPN" or not any(w in _OFFICES for w in subject.lower_.split()):
        return None
    # the parser may hang the person on the post's place ("to Norway, X,")
    person = next((c for c in subject.subtree if c.dep_ == "appos" and c.ent_type_ == "PERSON" and named(c)), None)
    if person is None or person.i == 0 or subject.doc[person.left_edge.i - 1].text != ",":
        return None
    return person


def _thing_name(name: str) -> bool:
    """Whether a name's last word says it names a building, place, body or club, not a person."""
    words = normalize_text(name).split()
    return bool(words) and (words[-1] in _THING_NAME_ENDS or words[-1] in _CLUB_NAME_ENDS)


_HEDGE_WORDS = {
    "reportedly",
    "allegedly",
    "possibly",
    "probably",
    "perhaps",
    "supposedly",
    "apparently",
    "likely",
    "maybe",
    "presumably",
    "purportedly",
    "rumoured",
    "rumored",
}
# "must" and "should" state a requirement or a guess ("a list must have a length of 4", "it must
# have been built by 1900"), never a plain fact: hedged, a key of their own.
_HEDGE_MODALS = {"may", "might", "could", "must", "should"}
_HEDGE_VERBS = {
    "believe",
    "think",
    "say",
    "rumour",
    "rumor",
    "suppose",
    "claim",
    "report",
    "allege",
    "estimate",
    "consider",
    "expect",
}
_REPORT_VERBS = {
    "say",
    "claim",
    "report",
    "state",
    "write",
    "argue",
    "suggest",
    "assert",
    "believe",
    "think",
    "allege",
    "announce",
}
_CONDITION_MARKS = {"if", "unless", "whether", "provided", "assuming", "suppose"}
# "when" before a verb in the present states a condition ("detection is poor when a text holds
# two languages"), not an event ("He left when the war began" stays a fact).
_GENERAL_WHEN = frozenset(["when", "whenever"])
_PRESENT_TAGS = frozenset(["VBZ", "VBP"])
# A list marker or a bullet a name was read with: "- list", "• Kelby".
_LEADING_MARKER = re.compile(r"^[-–—•*·>+]+\s+")
_MARKUP_DEBRIS = re.compile(r"[<>]|\w=\s*[\"']|^\"|\"$|\w://|^www\.")


def _definite_figure(sentence: str, value: str) -> bool:
    """Whether a figure follows "the" ("the 2005 and 2014 methods", "the 1998 rules"): a name or a
    year, not a count ("has 23 floors", "the 1,120-page atlas")."""
    return re.search(rf"\bthe {re.escape(value)}(?![-\w])", sentence, re.IGNORECASE) is not None  # not "the 1,120-page"


def markup_debris(name: str) -> bool:
    """Whether a name is a piece of markup: a tag's bracket, an attribute ('alt="Build'), a web
    address (a link target read as a name), or a lone double quote left at an edge (an
    apostrophe may end a name: "Martyrs'")."""
    if name.count('"') % 2 == 0 and name.startswith('"') and name.endswith('"'):
        return False  # a quoted title stays a value
    return _MARKUP_DEBRIS.search(name) is not None


# Relation nouns that rarely name one thing: "X is the son of Y" is no key of Y.
_PLURAL_ROLES = frozenset(
    [
        "son",
        "daughter",
        "child",
        "brother",
        "sister",
        "member",
        "part",
        "one",
        "some",
        "example",
        "kind",
        "type",
        "form",
        "home",
        "site",
        "city",
        "town",
        "village",
        "suburb",
        "friend",
        "cousin",
        "neighbour",
        "neighbor",
        "student",
        "pupil",
        "work",
        "works",
        "project",
    ]
)
_IRREGULAR_PARTICIPLES = {
    "write": "written",
    "build": "built",
    "make": "made",
    "lead": "led",
    "draw": "drawn",
    "begin": "begun",
    "give": "given",
    "take": "taken",
    "hold": "held",
    "find": "found",
    "bear": "born",
    "choose": "chosen",
    "speak": "spoken",
    "run": "run",
    "win": "won",
    "sell": "sold",
    "buy": "bought",
    "teach": "taught",
    "set": "set",
    "put": "put",
    "drive": "driven",
    "fly": "flown",
    "see": "seen",
    "know": "known",
    "show": "shown",
    "grow": "grown",
    "sing": "sung",
    "rebuild": "rebuilt",
    "found": "founded",
}
# Heads of lowercase phrases that name a class or a part, never one thing: "the comic
# character", "the event", "construction", "the operating organisation".
_GENERIC_ENTITY_HEADS = frozenset(
    [
        "character",
        "event",
        "construction",
        "organisation",
        "organization",
        "person",
        "people",
        "thing",
        "art",
        "area",
        "part",
        "name",
        "type",
        "kind",
        "member",
        "leader",
        "place",
        "location",
        "runway",
        "length",
    ]
)
# Relations of buildings, vehicles and works: never keyed on the region after "X, Y"
# (:meth:`TopicRules._misplaced_entity`).
_THING_RELATIONS = frozenset(
    [
        "completion date",
        "construction date",
        "building start date",
        "first air date",
        "broadcast by",
        "opening date",
        "demolition date",
        "closing date",
        "launch date",
        "floor count",
        "runway length",
        "architect",
        "built by",
        "owner",
        "operator",
        "city served",
    ]
)
_OPEN_PREPS = frozenset(["by", "in", "at", "on", "near"])
# A thing's relations no place has, and the relations that locate a thing in a place.
_PLACED_THING_RELATIONS = (
    (_THING_RELATIONS - {"owner", "operator", "city served"})
    | frozenset({"material", "dedicated to", "number of pages", "publisher", "author", "ingredient", "designer"})
    | THING_ONLY_RELATIONS
)
_LOCATION_KEYS = frozenset({"location", "located in"})
LANGUAGE = "official language"  # the catalog relation the phrase "language" keys as
# Role nouns read as a catalog relation: "the head of the agency" is its leader.
_ROLE_NOUNS = {"head": "leader", "leaders": "leader", "base": "headquarters", "coach": "manager"}
# Verbs of a founding whose participle the catalog does not know: "formed in 1990" = founded.
_DATE_VERBS = {"formed": "founded", "form": "founded"}
# What a thing has standing ("with 24,000 members"), not events ("with two goals").
_STANDING_COUNTS = frozenset(
    [
        "member",
        "student",
        "floor",
        "storey",
        "story",
        "page",
        "employee",
        "room",
        "bed",
        "seat",
        "staff",
        "inhabitant",
        "resident",
        "runway",
        "platform",
        "volume",
        "episode",
        "chapter",
        "branch",
        "campus",
    ]
)
# Participles in brackets or after a comma that date the thing: "Kelsey University (founded 1923)".
_DATED_PARTICIPLES = {
    "found": "founded",
    "establish": "established",
    "open": "opened",
    "build": "built",
    "complete": "completed",
    "form": "founded",
    "inaugurate": "inaugurated",
}
# People of a team: "a player for X", "X player Tom Baxter".
_PLAYER_NOUNS = frozenset(
    [
        "player",
        "footballer",
        "striker",
        "midfielder",
        "defender",
        "goalkeeper",
        "forward",
        "winger",
        "goalie",
        "fullback",
        "full-back",
        "centre-back",
        "center-back",
        "playmaker",
        "quarterback",
        "pitcher",
        "cricketer",
        "batsman",
        "bowler",
        "wicketkeeper",
        "centre-forward",
        "center-forward",
        "sweeper",
    ]
)
# Relations one of several holders may have ("a leader of X", "one of the founders of X"): people
# and bodies in a role, never a place ("X is a location in Y" says where X is).
_THINGS = frozenset(["FAC", "GPE", "LOC", "PRODUCT", "WORK_OF_ART", "EVENT", "DATE", "LAW"])
_ROLE_RELATIONS = frozenset(
    ["leader", "founded by", "architect", "author", "creator", "owner", "operator", "manager", "publisher"]
)
# Titles before a person's name: "President Barack Obama" is Barack Obama ("Mr Shepard", "Dr. Ann
# Lee" too), a player's position: "Goalkeeper Tom Hale" is Tom Hale, and a trade or post written
# as a title: "Chef Ann Lee", "Test Pilot Elliot See", "Editor Jo Marsh". Words that begin names
# of their own stay ("Dean Martin", "General Motors", "Captain America", "Bishop Auckland").
_TITLES = re.compile(
    r"^(?:(?:President|Prime Minister|Senator|Governor|Mayor|Chancellor|Professor|Chief Justice|Justice|"
    r"Congressman|Congresswoman|Councillor|Goalkeeper|Striker|Defender|Midfielder|Winger|"
    r"Chef|Editor|Rector|Chairman|Chairwoman|Manager|Head Coach|Director|Designer|Engineer|Astronaut|"
    r"Test Pilot|Cosmonaut|Composer|Journalist|Historian|Scientist|" + "|".join(ROLE_TITLES) + r")\s+"
    r"(?=[A-Z][\w.'-]*\s+[A-Z])|(?:Mr|Mrs|Ms|Dr)\.?\s+(?=[A-Z]))"
)
_INVERSE_PASSIVES = {"spoken in": "language", "used in": "language"}
# "(3 May 1950 – 9 June 2001)", "(c. 1820 - 1902)": two dates with their years.
_LIFE_DATES = re.compile(
    r"^\s*(?:born\s+)?(?P<born>(?:[A-Z]?[a-z]*\.?\s*)?(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\.?\s+)?(?:\d{1,2},?\s+)?\d{3,4})"
    r"\s*[–—-]\s*(?:died\s+)?(?P<died>(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\.?\s+)?(?:\d{1,2},?\s+)?\d{3,4})\s*$"
)
# "(born 3 May 1950 in Kelsey)", "(born 1950, Kelsey)": a birth date, then where.
_BORN_AT = re.compile(r"^\s*(?:born|b\.)\s+[^()]*?\d{3,4}\s*(?:,\s*(?:in\s+)?|\s+in\s+)(?P<place>[A-Z])")
# Open phrases that say where something is, keyed as "located in".
_PLACE_PHRASES = {
    "found in": "located in",
    "situated in": "located in",
    "sited in": "located in",
    "found within": "located within",
    "situated within": "located within",
}
_GENERIC_PREPS = {
    "in",
    "at",
    "by",
    "for",
    "from",
    "to",
    "on",
    "with",
    "as",
    "into",
    "near",
    "of",
    "under",
    "after",
    "within",
    "through",
    "across",
    "via",
    "against",
}
_SKIP_VERBS = {
    "be",
    "have",
    "do",
    "include",
    "call",
    "know",
    "say",
    "make",
    "take",
    "become",
    "consider",
    "use",
    "see",
    "give",
    "get",
    "go",
    "come",
    "find",
    "show",
    "seem",
}
_DEBRIS = re.compile(
    r"^(?:p{1,2}\.\s*\d+(?:[-–]\d+)?|pages?\s+\d+|\[\d{1,3}\]|\[[a-z]\]|[-–—?*.·/|]+|n/?a|none|unknown|tbd|tba)$",
    re.IGNORECASE,
)
_INFOBOX_LABELS = frozenset(
    [
        "opened",
        "closed",
        "founded",
        "established",
        "built",
        "completed",
        "born",
        "died",
        "architect",
        "architects",
        "designer",
        "population",
        "area",
        "height",
        "elevation",
        "location",
        "owner",
        "operator",
        "capital",
        "founder",
        "founders",
        "headquarters",
        "languages",
        "language",
        "currency",
        "length",
        "width",
        "depth",
        "tenant",
        "tenants",
        "developer",
        "publisher",
        "author",
        "authors",
        "genre",
        "released",
        "country",
        "state",
        "county",
        "city",
        "website",
        "president",
        "chairman",
        "ceo",
        "manager",
        "coach",
        "ground",
        "stadium",
        "league",
        "leader",
        "type",
        "status",
        "style",
        "floors",
        "cost",
        "inaugurated",
        "demolished",
        "discovered",
        "renovated",
        "maintained",
        "employees",
        "revenue",
        "motto",
        "nickname",
        "abbreviation",
        "members",
    ]
)
_INFOBOX_SEPARATED = re.compile(
    r"^[ \t|*\-]*(?P<label>[A-Z][A-Za-z .'()/-]{1,38}?)[ \t]*(?::|\t|\|| {2,}|=)[ \t|]*"
    r"(?P<value>[^\s|][^|]{0,78}?)[ \t|]*$"
)
_INFOBOX_SPACED = re.compile(r"^[ \t*\-]*(?P<label>[A-Z][a-z]+)[ \t]+(?P<value>\S[^|]{0,60}?)[ \t]*$")
_SENTENCE_END = (".", "!", "?", ":", ";")


# --------------------------------------------------------------------------------------------
# Sentences: cut by punctuation before parsing, so a parse never depends on its neighbours.


# Dotted abbreviations that end crowd sentences: degrees ("a B.S.", "an Sc.D.") and countries.
_DOTTED_STOP = re.compile(r"^(?:(?:B|M|D|Ph|Sc|LL|Ed)\.(?:[A-Z][a-z]?\.){1,2}|U\.S\.|U\.K\.)$")
# Words that open the next sentence after such an abbreviation ("... a B.S. He worked ...").
_PRONOUN_OPENERS = frozenset(["He", "She", "His", "Her", "They", "Their", "It", "Its"])


def dotted_stop_at(tokens: Doc, i: int) -> bool:
    """Whether ``tokens[i]``, a dotted degree or country abbreviation ("B.S.", "U.S."), ends a
    sentence: a pronoun that opens sentences comes next after a blank."""
    token = tokens[i]
    if not token.whitespace_ or _DOTTED_STOP.match(token.text) is None:
        return False
    j = i + 1
    while j < len(tokens) and tokens[j].is_space:
        j += 1
    return j < len(tokens) and tokens[j].text in _PRONOUN_OPENERS


def sentence_spans(tokens: Doc) -> list[tuple[int, int]]:
    """Character spans of the sentences of a tokenized (unparsed) paragraph: a cut after ".",
    "!" or "?" (with closing quotes and brackets) when the next word starts with a capital, a
    digit or an opening mark."""
    spans: list[tuple[int, int]] = []
    start: int | None = None
    n = len(tokens)
    i = 0
    bracket: int | None = None  # the last "(" not closed yet: "Tarrow (a.k.a. Kelvin Mao) was ..."
    first = 0  # the sentence's first token
    while i < n:
        token = tokens[i]
        if token.is_space:
            i += 1
            continue
        if start is None:
            start = token.idx
            first = i
            bracket = None
        if token.text == "(":
            bracket = i
        elif token.text == ")":
            bracket = None
        end_here = token.text in (".", "!", "?", "...", "…") or (
            token.text.endswith(".") and len(token.text) > 2 and token.text[:-1].isdigit()
        )
        end_here = end_here or letter_stop_at(tokens, i)  # "... in Serie B. The club ..."
        end_here = end_here or club_suffix_stop_at(tokens, i)  # "... of Leicester City F.C. Cagliari plays ..."
        end_here = end_here or dotted_stop_at(tokens, i)  # "... with a B.S. He worked as ..."
        if end_here and numbered_club_at(tokens, i):
            end_here = False  # "the chairman of 1. FC Köln"
        if end_here and bracket is not None and i - bracket <= 12 and ")" in [t.text for t in tokens[i : i + 12]]:
            end_here = False  # no sentence ends inside brackets that close soon after
        if end_here and abbreviation_point(tokens, i, first):
            end_here = False  # "abbreviated as Acta Math. Hungar."
        if end_here:
            j = i + 1
            while j < n and (tokens[j].text in ('"', "'", "”", "’", ")", "]") or tokens[j].is_space):
                j += 1
            following = tokens[j] if j < n else None
            if following is not None and following.i == i + 1 and not token.whitespace_ and len(following.text) <= 2:
                i += 1  # "an Sc.D in 1963": a letter right after the point is an abbreviation
                continue
            if (
                following is None
                or following.text[:1].isupper()
                or following.text[:1].isdigit()
                or (following.text[:1] in "\"'“‘([")
            ):
                last = tokens[j - 1]
                while last.is_space:
                    last = tokens[last.i - 1]
                spans.append((start, last.idx + len(last)))
                start = None
                i = j
                continue
        i += 1
    if start is not None:
        last = tokens[n - 1]
        while last.is_space and last.i > 0:
            last = tokens[last.i - 1]
        spans.append((start, last.idx + len(last)))
    return spans


# --------------------------------------------------------------------------------------------
# Whole names: merge name spans into single tokens before the rules run.


def _outside_with_phrase(verb: Token) -> Token | None:
    """The noun a participle after a comma describes when the parser hung it on a noun inside
    a ", with ..." phrase: "The Hollin Monument, with a statue of Ada Price, located in
    Lenmouth, ..." (the monument is located there, not Ada Price); else None."""
    if verb.dep_ != "acl" or verb.i == 0 or verb.doc[verb.i - 1].text != ",":
        return None
    noun = verb.head
    through_with = False
    while noun.dep_ == "pobj" and noun.head.dep_ == "prep":
        prep = noun.head
        through_with = through_with or (prep.lower_ == "with" and prep.i > 0 and prep.doc[prep.i - 1].text == ",")
        noun = prep.head
    return noun if through_with and noun.pos_ in ("NOUN", "PROPN") else None


def _without_loose_end(span: Span) -> Span:
    """A name span without the lowercase preposition, conjunction or article, or the comma, the
    pipeline left at its end ("The University of Lenmouth in" before "Marlow", "Ann Lee &" before
    "Tom Reed")."""
    end = span.end
    while end > span.start + 1:
        last = span.doc[end - 1]
        loose = last.text in (",", ";", ":", "&") or (last.is_lower and last.pos_ in ("ADP", "CCONJ", "DET"))
        if not loose:
            break
        end -= 1
    return span.doc[span.start : end]


def _strip_article(span: Span) -> Span:
    """An NER span without its article, an opening quote mark ("'Fides et Labor" of a
    single-quoted motto) or a trailing possessive, comma or hyphen."""
    start = span.start
    while start < span.end and (
        span.doc[start].lower_ in ("the", "a", "an") or span.doc[start].text in ("'", "‘", '"', "“")
    ):
        start += 1
    end = span.end
    while end > start and span.doc[end - 1].text in ("'s", "’s", ",", "-"):
        end -= 1
    return span.doc[start:end]


# Lowercase words of a facility's name between its proper words and its class noun.
_FACILITY_KINDS = frozenset({"regional", "international", "municipal", "county", "national", "memorial", "public"})


def _through_link(doc: Doc, span: Span) -> Span:
    """An NER name cut after a linking word ("Democratic Party of the" before "US"): through
    the capitalized words that follow, or without the dangling link when none do."""
    end = span.end
    if not len(span) or span[-1].lower_ not in ("of", "the", "de") or not span[-1].text.islower():
        return span
    while end < len(doc) and doc[end].text[:1].isupper() and doc[end].pos_ in ("PROPN", "NOUN"):
        end += 1
    if end > span.end:
        return doc[span.start : end]
    while end > span.start and doc[end - 1].lower_ in ("of", "the", "de") and doc[end - 1].text.islower():
        end -= 1
    return doc[span.start : end]


def catalogue_numbered(toks: list[Token]) -> Iterator[tuple[int, int]]:
    """(start, end) of names that a catalogue number opens, after a class noun of a body in the
    sky: "the asteroid 2411 Holmdale", "minor planet 101 Helena" (the number is the name's)."""
    n = len(toks)
    for token in toks[1:-1]:
        before = toks[token.i - 1]
        if not (token.text.isdigit() and before.is_lower and before.lemma_ in SKY_NOUNS):
            continue
        end = token.i + 1
        while end < n and toks[end].pos_ == "PROPN" and toks[end].text[:1].isupper():
            end += 1
        if end > token.i + 1:
            yield token.i, end


def name_spans(doc: Doc) -> list[Span]:
    """The names of a parsed sentence as spans: NER names, "X of Y", hyphen chains, "Apollo 11",
    quoted titles. Longest wins; dates and numbers are never part of a name."""
    from spacy.tokens import Span

    toks = list(doc)  # one Token object per word: indexing a Doc makes a new one each time
    found: list[Span] = []
    for ent in doc.ents:
        if ent.label_ in v1._NAME_LABELS:
            span = _strip_article(ent)
            # "Akita Museum of Art in Akita": the place after "in" is where the name is, not part of it
            cut = next(
                (
                    t.i
                    for t in span
                    if t.i > span.start
                    and ((t.lower_ == "in" and t.i + 1 < span.end) or (t.pos_ in ("VERB", "AUX") and t.text.islower()))
                ),
                None,
            )  # and "Tom Baxter manages": a verb is no part of a name
            if cut is not None:
                span = doc[span.start : cut]
            span = _through_link(doc, span)  # "the Democratic Party of the" + "US"
            span = _without_loose_end(span)  # "The University of Lenmouth in" + "Marlow", '"Mark Desmond,"'
            two = any(t.lower_ == "and" and toks[t.i + 1].text == "The" for t in span[1:-2])
            parts = title_list(doc, span.start, span.end) if two else [(span.start, span.end)]
            for s, e in parts if len(span) else []:  # "The Grey Harbour and The Blue Hill" tagged as one: two
                found.append(Span(doc, s, e, label=ent.label_))
    n = len(doc)
    # "X of Y": a capitalised head from the list, "of", then a capitalised run.
    for token in toks:
        if token.lower_ in _OF_HEADS and token.text[:1].isupper() and token.i + 2 < n:
            if toks[token.i + 1].lower_ != "of":
                continue
            end = token.i + 2
            if toks[end].lower_ == "the":
                end += 1
            stop = end
            while (
                stop < n
                and (
                    toks[stop].text[:1].isupper()
                    or (
                        toks[stop].text in ("-", "and", "&")
                        and stop + 1 < n
                        and toks[stop + 1].text[:1].isupper()
                        and (toks[stop].text != "-" or not toks[stop].whitespace_)
                        and not _clause_after_and(toks[stop + 1])
                    )  # "... of European Universities and Erik Lund is its rector": a new name
                )
                and toks[stop].ent_type_ not in ("DATE", "CARDINAL")
            ):
                stop += 1
            if (
                stop > end
                and token.lower_ in ("university", "college")
                and stop + 1 < n
                and (toks[stop].lower_ == "at" and toks[stop + 1].text[:1].isupper())
            ):
                stop += 2
                while stop < n and toks[stop].text[:1].isupper():
                    stop += 1
            elif stop > end and token.lower_ in AT_SCHOOL_HEADS:
                stop = school_at_school(toks, stop)  # "School of Law at the University of Lenmouth"
            if stop > end:
                begin = token.i
                while (
                    begin > 0
                    and toks[begin - 1].text[:1].isupper()
                    and toks[begin - 1].pos_ in ("PROPN", "ADJ")
                    and toks[begin - 1].i != 0
                ):
                    begin -= 1
                label = next((e.label_ for e in doc.ents if e.start <= stop - 1 < e.end), "GPE")
                found.append(Span(doc, begin, stop, label=label if label in v1._NAME_LABELS else "GPE"))
    # Hyphen chains between capitalised words: "Port-de-Paix", "Stratford-upon-Avon".
    i = 0
    while i < n:
        token = toks[i]
        numbered = token.is_alpha and i + 2 < n and toks[i + 2].text.isdigit()  # "uranium-238"
        if (
            (token.text[:1].isupper() or numbered)
            and not token.whitespace_
            and i + 2 < n
            and toks[i + 1].text in ("-", "–")
        ):
            j = i
            while (
                j + 2 < n
                and not toks[j].whitespace_
                and toks[j + 1].text in ("-", "–")
                and not toks[j + 1].whitespace_
                and (
                    toks[j + 2].text[:1].isupper() or toks[j + 2].lower_ in _HYPHEN_LINKS or toks[j + 2].text.isdigit()
                )
            ):
                j += 2
            if j > i and (toks[j].text[:1].isupper() or toks[j].text.isdigit()):
                label = next((e.label_ for e in doc.ents if e.start <= i < e.end), "GPE")
                found.append(Span(doc, i, j + 1, label=label if label in v1._NAME_LABELS else "GPE"))
                i = j + 1
                continue
        i += 1
    # Lowercase links inside a name: "São José dos Pinhais", "San Sebastián de los Reyes".
    i = 0
    while i < n:
        if toks[i].text[:1].isupper() and toks[i].pos_ == "PROPN":
            j, end = i + 1, i + 1
            while j < n and toks[j].lower_ in _NAME_LINKS and toks[j].text.islower():
                if toks[j].lower_ == "an" and (j + 1 >= n or toks[j + 1].lower_ not in ("der", "den", "dem")):
                    break  # "Ann Lee an American": "an" links a German name only as "an der"
                k = j
                while k < n and toks[k].lower_ in _NAME_LINKS and toks[k].text.islower():
                    k += 1
                german = toks[j].lower_ in ("im", "am") and k < n and toks[k].is_title  # "am Main" (an ADJ)
                if k < n and toks[k].text[:1].isupper() and (toks[k].pos_ == "PROPN" or german) and k - j <= 2:
                    end = k + 1
                    while end < n and toks[end].text[:1].isupper() and toks[end].pos_ == "PROPN":
                        end += 1
                    j = end
                else:
                    break
            if end > i + 1 and any(toks[t].lower_ in _NAME_LINKS for t in range(i, end)):
                begin = i
                while begin > 0 and toks[begin - 1].text[:1].isupper() and toks[begin - 1].pos_ == "PROPN":
                    begin -= 1
                label = next((e.label_ for e in doc.ents if e.start <= i < e.end), "GPE")
                found.append(Span(doc, begin, end, label=label if label in v1._NAME_LABELS else "GPE"))
                i = end
                continue
        i += 1
    # Regnal numbers: "Margrethe II", "Louis XIV"; with their country: "Margrethe II of Denmark".
    for token in toks:
        if token.i > 0 and _ROMAN.match(token.text) and toks[token.i - 1].is_alpha and toks[token.i - 1].is_title:
            begin = token.i - 1
            if begin > 0 and toks[begin - 1].is_title and toks[begin - 1].pos_ == "PROPN":
                begin -= 1
            found.append(Span(doc, begin, _royal_end(toks, token.i + 1), label="PERSON"))
    # A monarch's given name with the country: "Philippe of Belgium", "Felipe of Spain".
    for ent in doc.ents:
        if ent.label_ == "PERSON" and len(ent) == 1 and _royal_end(toks, ent.end) > ent.end:
            found.append(Span(doc, ent.start, _royal_end(toks, ent.end), label="PERSON"))
    # "Asher and Mary Isabelle Richardson House": a building named after two people.
    for token in toks:
        if token.lower_ in _BUILDING_WORDS and token.text[:1].isupper() and token.i >= 3:
            begin = token.i
            while begin > 0 and toks[begin - 1].text[:1].isupper() and toks[begin - 1].pos_ == "PROPN":
                begin -= 1
            if begin >= 2 and toks[begin - 1].lower_ == "and" and toks[begin - 2].text[:1].isupper():
                first = begin - 2
                while first > 0 and toks[first - 1].text[:1].isupper() and toks[first - 1].pos_ == "PROPN":
                    first -= 1
                if toks[first].text[:1].isupper():
                    found.append(Span(doc, first, token.i + 1, label="FAC"))
    # Names with numbers: "Apollo 11", "Boeing 747" (not dates); also before a class noun that
    # the parser made the head of both ("the Apollo 11 mission": "Apollo" and "11" hang on it).
    for token in toks:
        before = toks[token.i - 1] if token.i > 0 else None
        shared = (
            before is not None
            and before.dep_ in ("nmod", "compound")
            and before.head.i == token.head.i
            and token.head.i > token.i
            and token.head.pos_ == "NOUN"
        )
        glued = token.dep_ in ("nummod", "appos") and token.head.i == token.i - 1  # "The Kestrel 300 is"
        if token.pos_ == "NUM" and (glued or (token.dep_ == "nummod" and shared)):
            head = toks[token.i - 1]
            if (
                head.pos_ == "PROPN"
                and head.text[:1].isupper()
                and token.ent_type_ != "DATE"
                and (head.ent_type_ not in ("DATE", "") or head.tag_ == "NNP")
                and not _year_after_name(head, token)
            ):
                found.append(Span(doc, head.i, token.i + 1, label=head.ent_type_ or "PRODUCT"))
    for begin, end in catalogue_numbered(toks):  # "the asteroid 2411 Holmdale"
        found.append(Span(doc, begin, end, label=toks[end - 1].ent_type_ or "LOC"))
    # Titles mid-sentence: "wrote The Adventures of Tom Sawyer"; and a title that opens the
    # sentence with "A": "A Harbour of Glass was written by ..." ("The ..." there is left to NER).
    for token in toks:
        opens = token.i == 0 and token.text in ("A", "An")
        if (
            ((token.text == "The" and token.i > 0) or opens)
            and token.i + 1 < n
            and toks[token.i + 1].text[:1].isupper()
        ):
            stop = token.i + 1
            while (
                stop < n
                and (
                    toks[stop].text[:1].isupper()
                    or (
                        toks[stop].lower_ in ("of", "and", "the", "in", "on", "a", "to")
                        and stop + 1 < n
                        and toks[stop + 1].text[:1].isupper()
                    )
                )
                and toks[stop].ent_type_ not in ("DATE", "CARDINAL")
            ):
                stop += 1
            if stop - token.i >= 3 and any(toks[k].lower_ in ("of", "and") for k in range(token.i, stop)):
                for s, e in title_list(doc, token.i + 1, stop):  # "The X Y and Z W": two titles
                    found.append(Span(doc, s, e, label="WORK_OF_ART"))
    for s, e in title_spans(doc):  # "1634: The Ram Rebellion", "Beyond the Marsh", "Alexander the Great"
        label = next((t.ent_type_ for t in doc[s:e] if t.ent_type_ in v1._NAME_LABELS - {"NORP"}), "WORK_OF_ART")
        found.append(Span(doc, s, e, label=label))
    # "14th Kelsey Rifles Memorial": an ordinal that opens a name.
    for token in toks:
        if _ORDINAL.match(token.text) and token.ent_type_ != "DATE" and token.i + 1 < n:
            end = token.i + 1
            while end < n and toks[end].pos_ == "PROPN" and toks[end].text[:1].isupper():
                end += 1
            if end > token.i + 1 and toks[end - 1].ent_type_ != "DATE":
                found.append(Span(doc, token.i, end, label=toks[token.i + 1].ent_type_ or "FAC"))
    # "300 North LaSalle": a house number before the name it belongs to.
    for token in toks:
        if any(c in token.text for c in ".,"):  # a house number is a whole number: not "144.7 SqKm"
            continue
        if token.like_num and token.i + 1 < n and token.head.i > token.i and token.dep_ in ("nummod", "compound"):
            nxt = toks[token.i + 1]
            if (
                nxt.pos_ == "PROPN"
                and nxt.text[:1].isupper()
                and token.ent_type_ != "DATE"
                and (
                    token.i == 0
                    or toks[token.i - 1].lower_ in _NUMBER_NAME_AFTER
                    or (toks[token.i - 1].pos_ == "VERB" and toks[token.i - 1].lemma_ not in v1._COUNT_VERBS)
                )
            ):
                end = token.head.i + 1
                if all(toks[k].text[:1].isupper() for k in range(token.i + 1, end)):
                    found.append(Span(doc, token.i, end, label="FAC"))
    # "Aarhus airport": proper words before a lowercase facility noun (which the tagger may
    # call a proper noun itself: "Allama Iqbal International airport").
    for token in toks:
        lowercase = token.pos_ == "NOUN" or (token.pos_ == "PROPN" and token.text.islower())
        if lowercase and token.lower_ in _FACILITY_HEADS and token.i > 0:
            begin = token.i
            while (
                begin > 0
                and toks[begin - 1].head.i >= begin
                and (
                    (toks[begin - 1].pos_ == "PROPN" and toks[begin - 1].text[:1].isupper())
                    or (toks[begin - 1].lower_ in _FACILITY_KINDS and begin == token.i)  # "Abilene regional airport"
                    or (
                        begin < token.i and toks[begin].lower_ in _FACILITY_KINDS and _capitalized_word(toks[begin - 1])
                    )
                )
            ):
                begin -= 1
            if (
                begin < token.i
                and _capitalized_word(toks[begin])
                and (toks[begin].pos_ == "PROPN" or begin < token.i - 1)
            ):
                found.append(Span(doc, begin, token.i + 1, label="FAC"))
    # "British Hong Kong": a nationality adjective glued to a place name.
    for token in toks:
        if token.ent_type_ == "NORP" and token.i + 1 < n and token.text[:1].isupper():
            nxt = toks[token.i + 1]
            if nxt.ent_type_ in ("GPE", "LOC") and nxt.pos_ == "PROPN" and token.dep_ in ("amod", "compound"):
                end = nxt.i + 1
                while end < n and toks[end].ent_type_ == nxt.ent_type_ and toks[end].ent_iob_ == "I":
                    end += 1
                found.append(Span(doc, token.i, end, label=nxt.ent_type_))
    # "11 Diagonal Street", "St Benedict's Monastery": a house number, a possessive inside a name.
    for token in toks:
        after_name = token.i > 0 and toks[token.i - 1].text[:1].isupper()  # "200 Public square"
        if token.lower_ in _STREET_WORDS and (token.text[:1].isupper() or after_name):
            begin = token.i
            while begin > 0 and toks[begin - 1].text[:1].isupper():
                begin -= 1
            ordinal = begin > 0 and _ORDINAL.match(toks[begin - 1].text) is not None  # "23rd Street"
            if begin > 0 and ((toks[begin - 1].like_num and begin < token.i) or ordinal):
                found.append(Span(doc, begin - 1, token.i + 1, label="FAC"))
        if token.text in ("'s", "’s") and 0 < token.i < n - 1:
            before, after = toks[token.i - 1], toks[token.i + 1]
            if before.text[:1].isupper() and after.lower_ in _INSTITUTION_WORDS and after.text[:1].isupper():
                begin = token.i - 1
                while begin > 0 and toks[begin - 1].text[:1].isupper() and toks[begin - 1].pos_ == "PROPN":
                    begin -= 1
                found.append(Span(doc, begin, token.i + 2, label="FAC"))
            elif before.text[:1].isupper() and after.text[:1].isupper() and _possessive_name_owner(toks, before.i):
                end = token.i + 1  # "Children's Mercy Park": capitalised words up to a venue's word
                while end < n and end - token.i <= 3 and toks[end].text[:1].isupper() and toks[end].is_alpha:
                    end += 1
                if end - 1 > token.i and toks[end - 1].lower_ in _INNER_POSSESSIVE_HEADS:
                    begin = (
                        before.i - 1 if before.i > 0 and toks[before.i - 1].text in ("St", "St.", "Saint") else before.i
                    )
                    found.append(Span(doc, begin, end, label="FAC"))
    found += _doubled_names(toks)  # "Faber and Faber"
    # "EFL League Two", "Division One", "Ligue 1": a league's number closes its name.
    for token in toks[1:]:
        before = toks[token.i - 1]
        if before.text in _LEAGUE_HEADS and (
            token.text in _LEAGUE_NUMBERS or (token.text.isdigit() and len(token.text) == 1)
        ):
            begin = before.i
            while begin > 0 and toks[begin - 1].text[:1].isupper() and toks[begin - 1].pos_ == "PROPN":
                begin -= 1
            following = toks[token.i + 1] if token.i + 1 < n else None
            if following is None or not following.text[:1].isupper() or following.text in ("North", "South"):
                end = token.i + 1 if following is None or not following.text[:1].isupper() else token.i + 2
                found.append(Span(doc, begin, end, label="ORG"))
    # Quoted titles: “The Old Man and the Sea”.
    text = doc.text
    for match in re.finditer(r"[\"“]([A-Z][^\"”]{1,80}?)[\"”]", text):
        quoted = doc.char_span(match.start(1), match.end(1), label="WORK_OF_ART")
        if quoted is not None and len(quoted) <= 10:
            found.append(quoted)
    found += numbered_club_spans(doc)  # "1. FC Köln", "AFC Ajax (amateurs)"
    found += lowercase_head_spans(doc)  # "the Kordun memorial", "the Addis Ababa city hall"
    found += dedication_title_spans(doc)  # "the Monument to the Fishermen"
    found += possessive_monument_spans(doc)  # "The Miner's Statue"
    found += monument_of_spans(doc)  # "the Veterans Memorial of Pike County"
    found += of_then_monument_spans(doc)  # "the Sons of Liberty Monument"
    found += bare_school_spans(doc)  # "Oldmere University", untagged
    found += faculty_at_school_spans(doc)  # "the Faculty of Law at Mirova University"
    found += foreign_name_spans(doc)  # "Panna cotta", "Chili con carne", "Monumento a la Revolucion"
    found += dotted_district_spans(doc)  # "Washington, D.C."
    found += conjunct_name_spans(doc)  # "Kelby Rovers and Ostby Town": "Ostby" tagged alone
    return thing_labels(doc, _merge_overlaps(doc, found))


def conjunct_name_spans(doc: Doc) -> list[Span]:
    """A name joined to another by "and", "&" or a comma whose capitalized words the tagger
    split ("Kelby Rovers and Ostby Town": "Ostby" a nationality, "Town" nothing): the proper
    nouns that modify the conjunct, up to it, are one name, so the list's item is never cut to
    its last word. Only when no tagged name crosses the span's edges."""
    from spacy.tokens import Span

    found: list[Span] = []
    for token in doc:
        if token.dep_ != "conj" or token.pos_ != "PROPN" or not token.text[:1].isupper() or token.ent_type_ == "NORP":
            continue  # "and Asian South Africans": a people, no name
        first = token
        while first.dep_ == "conj" and first.head.i < first.i:
            first = first.head
        if not _joined_list(first):
            continue  # "in Akita, Akita Prefecture, Japan": a place chain, no list
        if any(t.ent_type_ in ("GPE", "LOC") for t in [first, *first.conjuncts]) or v1._prep(token, "of"):
            continue  # a list of places; "the US and the Chief Justice of ...": a relation's noun
        begin = token.i
        while (
            begin > 0
            and doc[begin - 1].dep_ == "compound"
            and doc[begin - 1].head.i == token.i
            and doc[begin - 1].pos_ == "PROPN"
            and doc[begin - 1].text[:1].isupper()
            and doc[begin - 1].is_alpha
        ):
            begin -= 1
        end = token.i + 1
        if begin == token.i or any(is_demonym(t.text) for t in doc[max(begin - 1, 0) : end]):
            continue  # "and the American Duncan Rouleau", "Asian South Africans": a nationality's words
        if any(e.start < end and e.end > begin and (e.start < begin or e.end > end) for e in doc.ents):
            continue  # a longer tagged name holds a part of it
        if any(e.start == begin and e.end == end for e in doc.ents):
            continue  # tagged whole already
        label = token.ent_type_ if token.ent_type_ in v1._NAME_LABELS - {"NORP"} else "ORG"
        found.append(Span(doc, begin, end, label=label))
    return found


_DISTRICTS = frozenset(["D.C."])
"""Dotted abbreviations that finish a place's name after a comma ("Washington, D.C."), unlike a
state's ("Trenton, N.J." is Trenton in New Jersey)."""


def dotted_district_spans(doc: Doc) -> list[Span]:
    """A place name, a comma and a district's abbreviation (:data:`_DISTRICTS`): "Washington,
    D.C." is one name, not Washington in a place "D.C."."""
    from spacy.tokens import Span

    found: list[Span] = []
    for token in doc[2:]:
        comma, place = doc[token.i - 1], doc[token.i - 2]
        if (
            token.text in _DISTRICTS
            and comma.text == ","
            and place.ent_type_ in ("GPE", "LOC")
            and place.text[:1].isupper()
        ):
            begin = place.i
            while begin > 0 and doc[begin].ent_iob_ == "I":
                begin -= 1  # the place's whole name: "Fort Worth"
            found.append(Span(doc, begin, token.i + 1, label="GPE"))
    return found


def _year_after_name(name: Token, number: Token) -> bool:
    """Whether the number after a name is a year of it, no part of it: four digits from 1000 to
    2099 after a month or a place ("May 1990", "Lenmouth 1990"); "Boeing 747", "Kestrel 300"
    and "Expo 2020" (a name the pipeline tags as an event or a product) are names."""
    digits = number.text
    if not (digits.isdigit() and len(digits) == 4 and 1000 <= int(digits) <= 2099):
        return False
    return name.ent_type_ not in ("EVENT", "PRODUCT", "WORK_OF_ART", "LAW")


# Verbs whose subject is an undertaking, and nouns of undertakings: "Construction began in 1883",
# "Restoration took five years" (what "it" in the next sentence never names).
_ASPECT_VERBS = frozenset(
    ["begin", "start", "commence", "end", "finish", "continue", "resume", "last", "cease", "take"]
)
_UNDERTAKING_NOUNS = frozenset(
    [
        *("construction", "work", "works", "restoration", "renovation", "building", "excavation", "demolition"),
        *("development", "production", "planning", "design", "research", "filming", "expansion", "repair"),
        *("reconstruction", "rebuilding", "conversion", "installation", "recording", "construction work"),
    ]
)


def _dated_object(verb: Token) -> Token | None:
    """The direct object a date after an active verb belongs to ("opened its first factory in
    1905"), or None; "opened its doors in 1905" dates the subject's own opening."""
    obj = v1._child(verb, "dobj")
    return obj if obj is not None and obj.lemma_.lower() not in ("door", "gate") else None


def _undertaking_subject(subj: Token) -> bool:
    """Whether a sentence's subject is a bare common noun of an undertaking ("Construction began
    in 1883", "Work on the hall started in 1901"): no thing for a later "it"."""
    if subj.pos_ != "NOUN" or named(subj) or v1._child(subj, "det", "poss") is not None:
        return False
    return subj.lemma_.lower() in _UNDERTAKING_NOUNS or subj.head.lemma_ in _ASPECT_VERBS


def _capitalized_word(token: Token) -> bool:
    """A capitalized word that may open a name: a proper noun, or a noun or adjective the
    tagger took for a common word ("Abilene" in "Abilene regional airport")."""
    return token.text[:1].isupper() and token.pos_ in ("PROPN", "NOUN", "ADJ") and not token.is_stop


def _merge_overlaps(doc: Doc, spans: list[Span]) -> list[Span]:
    """Overlapping name spans joined into their union (the label of the longest)."""
    from spacy.tokens import Span

    ordered = sorted(spans, key=lambda s: (s.start, -s.end))
    merged: list[Span] = []
    for span in ordered:
        if merged and span.start < merged[-1].end:
            last = merged[-1]
            if span.end > last.end:
                label = last.label_ if len(last) >= len(span) else span.label_
                merged[-1] = Span(doc, last.start, span.end, label=label)
            continue
        merged.append(span)
    return merged


# Relation nouns crowd writers capitalise ("his Alma Mater was X"), which the tagger then names.
_CAPITALISED_RELATIONS = (("alma", "mater"),)


def _relation_words(doc: Doc) -> None:
    """ "his Alma Mater was X": the two words are the relation noun, no name (retagged as the
    lower-case "alma mater" is, the name the tagger saw dropped)."""
    for token in doc[:-1]:
        pair = (token.lower_, doc[token.i + 1].lower_)
        if pair not in _CAPITALISED_RELATIONS or (token.text.islower() and doc[token.i + 1].text.islower()):
            continue
        span = range(token.i, token.i + 2)
        doc.ents = [e for e in doc.ents if not any(i in span for i in range(e.start, e.end))]
        for i in span:
            doc[i].tag_, doc[i].pos_ = "NN", "NOUN"
            doc[i].lemma_ = doc[i].lower_


def merge_names(doc: Doc) -> Doc:
    """``doc`` with each name span merged into one proper-noun token (offsets unchanged)."""
    from spacy.util import filter_spans

    _club_prefixes(doc)
    _relation_words(doc)
    spans = name_spans(doc)
    if not spans:
        return doc
    _verb_compounds(doc, spans)
    taken = {i for span in spans for i in range(span.start, span.end)}
    others = [e for e in doc.ents if not any(i in taken for i in range(e.start, e.end))]
    doc.ents = filter_spans([*spans, *others])
    # A name the parser cut in two ("graduated from the University of Texas at Austin": "at
    # Austin" hung on the verb) merges under the syntax of its first part, not of the part
    # nearest the root, which would take "from" its object.
    relink = [_first_part(span) for span in spans if len(span) > 1]
    with doc.retokenize() as retokenizer:
        for span in spans:
            if len(span) > 1:
                retokenizer.merge(span, attrs={"POS": "PROPN", "TAG": "NNP", "LEMMA": span.text})
    _relink(doc, [r for r in relink if r is not None])
    relink_numbered_clubs(doc)
    _possessive_of_names(doc)
    _town_before_state(doc)
    return doc


def _town_before_state(doc: Doc) -> None:
    """ "Auburn, Washington is ...": a capitalized first word the tagger took for a common noun
    ("auburn", a colour), then a comma and a place, is a town's name."""
    if len(doc) < 4 or doc[1].text != "," or not doc[0].is_title or doc[0].pos_ not in ("NOUN", "ADJ"):
        return
    place = doc[2]
    if (
        place.pos_ == "PROPN"
        and place.ent_type_ in ("GPE", "LOC")
        and doc[0].dep_ in ("npadvmod", "nmod", "dep", "compound")
    ):
        doc[0].pos_, doc[0].tag_ = "PROPN", "NNP"


_FIRM_SUFFIXES = frozenset(["Ltd", "Limited", "Inc", "Press", "Publishers", "Books", "Company"])


def _doubled_names(toks: Sequence[Token]) -> list[Span]:
    """ "Faber and Faber": one capitalised word twice around "and" is one name (a firm of two
    partners of one name), never a list of two values; with a firm's last word after it
    ("Faber and Faber Ltd"). Not inside a longer run of names ("Ann Lee and Lee Brown")."""
    from spacy.tokens import Span

    n = len(toks)
    found: list[Span] = []
    for token in toks[1:-1]:
        i = token.i
        before, after = toks[i - 1], toks[i + 1]
        if token.lower_ != "and" or before.text != after.text or not (before.is_title and before.is_alpha):
            continue
        if len(before.text) < 2 or (i >= 2 and toks[i - 2].text[:1].isupper() and toks[i - 2].text != "The"):
            continue
        end = i + 2
        if end < n and toks[end].text in _FIRM_SUFFIXES:
            end += 1
        if end < n and toks[end].text[:1].isupper():
            continue
        found.append(Span(before.doc, i - 1, end, label="ORG"))
    return found


def _possessive_name_owner(toks: Sequence[Token], i: int) -> bool:
    """Whether the capitalised word at ``i``, before an "'s", owns a name rather than a thing:
    a common noun that names no one ("Children's", "Lord's") or a saint ("St John's")."""
    if toks[i].lower_ in _POSSESSIVE_NAME_OWNERS:
        return i == 0 or not toks[i - 1].text[:1].isupper() or toks[i - 1].text == "The"
    return i > 0 and toks[i - 1].text in ("St", "St.", "Saint") and toks[i].is_title


def _possessive_of_names(doc: Doc) -> None:
    """ "The United States of America's Chief Justice is X": the parser hung "America's Chief
    Justice" inside the name's "of"; after the merge the noun is the name's object. The name
    owns the noun instead, and the noun takes the name's place in the sentence."""
    for name in doc[:-2]:
        case, noun = doc[name.i + 1], doc[name.i + 2 :]
        if name.pos_ != "PROPN" or " of " not in name.text or case.lower_ not in ("'s", "'"):
            continue
        owned = next((t for t in noun if t.head.i == name.i and t.dep_ == "pobj" and t.pos_ in ("NOUN", "PROPN")), None)
        if owned is None or any(t.head.i != owned.i for t in noun if t.i < owned.i):
            continue  # only the noun's own modifiers between the "'s" and the noun
        owner_of(name, owned)
        case.head, case.dep_ = name, "case"


def _club_prefixes(doc: Doc) -> None:
    """ "AS Roma", "SC Kelsey": a capitalized abbreviation the parser read as a word ("as")
    before a name becomes part of that name."""
    for token in doc[:-1]:
        nxt = doc[token.i + 1]
        if not (2 <= len(token.text) <= 4 and token.text.isupper() and token.is_alpha):
            continue
        if token.pos_ in ("PROPN", "NOUN") or nxt.pos_ != "PROPN" or not nxt.text[:1].isupper():
            continue
        if nxt.head.i == token.i:  # "manages AS Roma" read as a preposition and its object
            outer = token.head if token.head.i != token.i else nxt
            nxt.head = outer
            nxt.dep_ = (
                "ROOT"
                if outer.i == nxt.i
                else ("dobj" if token.dep_ == "prep" and outer.pos_ == "VERB" else token.dep_)
            )
        if token.is_ancestor(nxt):
            continue  # a deeper tree under the word: leave the parse alone rather than make a cycle
        token.head, token.dep_, token.pos_, token.tag_ = nxt, "compound", "PROPN", "NNP"


def _verb_compounds(doc: Doc, spans: list[Span]) -> None:
    """ "A.C. Lenmouth play in Serie A": a name the parser hung on the verb as a compound, with
    no subject of the verb's own, is its subject."""
    for span in spans:
        root = span.root
        verb = root.head
        if root.dep_ != "compound" or verb.pos_ != "VERB" or verb.i != span.end or span.start != span.sent.start:
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
            root.dep_ = "nsubj"


def _first_part(span: Span) -> tuple[int, int, str] | None:
    """(start char, head's char, dependency) of a span's first token headed from outside it,
    when the span has more than one such token; else None."""
    outside = [t for t in span if not span.start <= t.head.i < span.end]
    if len(outside) < 2 or outside[0].i == span.root.i:
        return None
    first = outside[0]
    return span.start_char, first.head.idx, first.dep_


def _relink(doc: Doc, links: list[tuple[int, int, str]]) -> None:
    """Give merged names the head and dependency :func:`_first_part` recorded."""
    if not links:
        return
    by_char = {t.idx: t for t in doc}
    for start, head_char, dep in links:
        token = by_char.get(start)
        head = by_char.get(head_char) or next((t for t in doc if t.idx <= head_char < t.idx + len(t.text)), None)
        if token is None or head is None or head.i == token.i or token in head.ancestors:
            continue
        token.head = head
        token.dep_ = dep


# --------------------------------------------------------------------------------------------
# Helpers.


def participle(lemma: str) -> str:
    """The past participle of a verb lemma ("write" -> "written", "design" -> "designed")."""
    if lemma in _IRREGULAR_PARTICIPLES:
        return _IRREGULAR_PARTICIPLES[lemma]
    if lemma.endswith("e"):
        return lemma + "d"
    if lemma.endswith("y") and len(lemma) > 2 and lemma[-2] not in "aeiou":
        return lemma[:-1] + "ied"
    return lemma + "ed"


def without_title(name: str) -> str:
    """A person's name without the title before it: "President Barack Obama" -> "Barack Obama",
    "Mr Shepard" -> "Shepard" (a title alone, or before one word, stays: "President Wilson"
    is his name as written)."""
    return _TITLES.sub("", name, count=1)


def is_debris(value: str) -> bool:
    """Page references, footnote marks, table leftovers and markup (:func:`markup_debris`, a
    clause that opens a list with ":") are not values."""
    value = value.strip()
    return _DEBRIS.match(value) is not None or markup_debris(value) or value.endswith(":")


def _move_to_one(found: dict[tuple[str, str, str], Candidate], key: tuple[str, str, str], things: set[str]) -> None:
    """Take a fact off its entity and give it to the one thing named, or to none of several."""
    fact = found.pop(key)
    if len(things) == 1:
        thing = next(iter(things))
        found.setdefault((thing, fact.relation, fact.value), replace(fact, entity=thing))


def _classed_name(name: Token) -> bool:
    """A name set beside its class noun: "the character Dusk", "the comic character, Dusk"."""
    head = name.head
    return name.dep_ == "appos" and named(name) and head.pos_ == "NOUN" and not named(head) and head.i < name.i


def _nationality_noun(noun: Token) -> bool:
    """ "an American", "an Irish national", "a US citizen": a noun that says a person's nationality."""
    det = v1._child(noun, "det")
    if det is None or det.lower_ not in ("a", "an"):
        return False
    return is_demonym(noun.text) or noun.lower_ in ("national", "citizen")


def _is_language(obj: Token, verb: Token) -> bool:
    """Whether "in X" after a verb of writing or a copula names a language ("written in Welsh",
    "The book is in Spanish"), by the pipeline's LANGUAGE label or a nationality word ("in
    Wales" is a place). The value's type decides what "in" means."""
    if not obj.text[:1].isupper() or v1._children(obj, "det", "prep", "compound"):
        return False
    if obj.ent_type_ == "LANGUAGE":
        return True
    return obj.ent_type_ == "NORP" and (verb.lemma_ in _WRITING_VERBS or (verb.lemma_ == "be" and is_demonym(obj.text)))


def _role_of_apposition(appos: Token) -> Token | None:
    """The role noun of "the author of X, Anna Pell," and "the capital of Norway, Oslo,": a
    definite noun whose "of" object the name is in apposition to (a place only for a capital)."""
    head = appos.head
    if not named(appos) or head.dep_ != "pobj" or head.head.lower_ != "of":
        return None
    noun = head.head.head
    det = v1._child(noun, "det")
    if noun.pos_ != "NOUN" or det is None or det.lower_ != "the":
        return None
    if appos.ent_type_ == "PERSON":
        return noun
    place_role = noun.lemma_.lower() in ("capital", "city") and appos.ent_type_ in ("GPE", "LOC")
    place_role = place_role and not is_country(appos.text)  # "the capital of Georgia, United States"
    return noun if place_role and _is_place_name(head) else None


def _followed_by_place(token: Token) -> bool:
    """Whether a name is written with its place after a comma ("Anderson, Indiana"): a town,
    whatever the NER made of it."""
    doc = token.doc
    if token.i + 2 >= len(doc) or doc[token.i + 1].text != ",":
        return False
    place = doc[token.i + 2]
    return named(place) and place.ent_type_ in ("GPE", "LOC")


def _chain_head(subj: Token | None) -> Token | None:
    """The subject the parser found, unless it is the last place of "Bergen, Norway": then the
    first place ("Lillehammer, Norway is a town"), or nothing when that place is itself the
    object of a preposition ("The tower in Bergen, Norway has 20 floors": the tower is the
    subject, which the parse lost)."""
    if subj is None or not _is_place_name(subj):
        return subj
    first = subj
    while first.i >= 2 and first.doc[first.i - 1].text == "," and named(first.doc[first.i - 2]):
        first = first.doc[first.i - 2]
    fronted = any(
        a.dep_ == "advcl" and (a.pos_ == "VERB" or a.lower_ == "lead") and a.i < subj.i for a in first.ancestors
    )
    if first.i == subj.i or fronted:
        return subj  # "Led by A and B, Norway has ...": the fronted clause ends at the comma (the noun "Lead" too)
    if first.dep_ != "pobj":
        return first
    owner = first.head.head
    if owner.pos_ in ("VERB", "AUX"):
        return subj  # "In Belgium, Antwerp is served by ...": a fronted place, no chain
    # "The total area of Akron, Ohio is ...", "The tower in Bergen, Norway has ...": the noun
    # the place hangs on is the subject the parse lost
    return owner if owner.pos_ in ("NOUN", "PROPN") else None


# Sources "according to" that make a statement reported: "according to some sources / legend /
# local tradition / one account". A census or a survey is no hearsay: its figure stays plain.
_HEARSAY_SOURCES = frozenset(
    ["source", "legend", "tradition", "account", "report", "rumour", "rumor", "story", "historian", "scholar"]
)


def _names_a_source(according: Token) -> bool:
    """ "according to John Smith / the BBC / him / some sources / legend": a person, a body or
    hearsay, not "to the measurement" or "to the 2010 census"."""
    to = v1._prep(according, "to")
    source = v1._prep_object(to) if to is not None else None
    if source is None:
        return False
    if source.lemma_.lower() in _HEARSAY_SOURCES:
        return True
    return source.ent_type_ in ("PERSON", "ORG", "NORP") or source.lower_ in ("him", "her", "them")


def _former_word(word: Token, verb: Token) -> bool:
    """ "formerly", "previously", "no longer", and "once" on a past verb ("was once the mayor"):
    the statement held before, not now (a mark of its own, so it never conflicts with the value
    a text gives for today)."""
    if word.lower_ in ("formerly", "previously"):
        return True
    if word.lower_ == "longer":
        return any(c.lower_ == "no" for c in word.children)
    return word.lower_ == "once" and verb.tag_ in ("VBD", "VBN") and word.i < verb.i + 3


def _clause_marks(verb: Token) -> tuple[bool, str]:
    """(conditional, "hedged" | "reported" | "") for the clause a verb heads, looking up the
    chain of clauses to the sentence root."""
    mark = ""
    token: Token | None = verb
    seen = 0
    while token is not None and seen < 12:
        seen += 1
        for child in token.children:
            if child.dep_ == "mark" and child.lower_ in _CONDITION_MARKS:
                return True, mark
            if child.dep_ == "advmod" and child.lower_ in _GENERAL_WHEN and token.tag_ in _PRESENT_TAGS:
                return True, mark
            if child.dep_ == "aux" and child.lower_ in _HEDGE_MODALS:
                mark = mark or "hedged"
            if child.dep_ == "advmod" and child.lower_ in _HEDGE_WORDS:
                mark = mark or "hedged"
            if seen == 1 and child.dep_ == "advmod" and _former_word(child, token):
                mark = mark or "formerly"  # "Its capital was formerly Ostby"; the verb's own word only
            if child.dep_ == "prep" and child.lower_ == "according" and _names_a_source(child):
                mark = mark or "reported"
        if token.dep_ in ("xcomp", "ccomp") and token.head.lemma_ in _HEDGE_VERBS:
            mark = mark or ("reported" if token.head.lemma_ in _REPORT_VERBS else "hedged")
        if token.dep_ == "ccomp" and any(
            c.dep_ == "nsubj" and c.lemma_.lower() in _HEARSAY_SOURCES for c in token.head.children
        ):
            mark = mark or "reported"  # "Legend has it that X was founded in 1150"
        if token.dep_ == "ROOT" or token.head is token:
            break
        token = token.head
    return False, mark


# --------------------------------------------------------------------------------------------
# The rules.


_INITIAL_END = re.compile(
    r"(?:^|\s)(?:[A-Z]|[A-Z]/[A-Z]+)\.$"
)  # "Serie A.", "Lufthavn A/S." at a sentence's end: the tokenizer kept the stop
# An institution one studies at: a school word, or an acronym ("MIT", "AFIT", "UT Austin").
_SCHOOL = re.compile(
    r"\b(?:Universit\w*|College|School|Institute|Academy|Polytechnic|Conservatory|Seminary|"
    r"Universidad|Universität|Université|Hochschule|[A-Z]{2,}\b)"
)
_STUDENT_NOUNS = frozenset({"student", "graduate", "alumnus", "alumna", "alumni"})


_FINITE_VERB_TAGS = frozenset({"VBZ", "VBD", "VBP"})
_LANGUAGES = frozenset({"language", "official language", "spoken language"})
# A runway named as a relation ("Its runway is 3800 m long", "its 3rd runway is ..."), and the
# words of a length around its figure.
_RUNWAY = re.compile(r"(?:\d+(?:st|nd|rd|th) |first |second |third |fourth |fifth )?runway", re.IGNORECASE)
_LENGTH_WORDS = re.compile(r"^length\s+|\s*,?\s*(?:in length|long)\.?$", re.IGNORECASE)
# Degrees written after a school's name ("graduated from KIT MA"), without their dots, lower case.
_DEGREES = frozenset(
    {"ba", "bs", "bsc", "ma", "ms", "msc", "mba", "phd", "scd", "dsc", "md", "beng", "meng", "llb", "llm", "edd"}
)
_BIRTH_AND_DEATH = frozenset({"birth date", "birth place", "death date", "death place"})


def _unborn(relation: str, entity: str) -> bool:
    """Whether a birth or a death is given to what is never born: a building or a work ("103
    Kelby Row was designed by the architect Tom Vale born in Marlow"), a common noun ("fighter
    pilot, was born in X") or a year ("in 1957,which born in X")."""
    if relation not in _BIRTH_AND_DEATH:
        return False
    return not any(c.isupper() for c in entity) or entity[:1].isdigit() or _thing_name(entity) or monument_name(entity)


# Canonical relations of a place or a body governed: no person has them.
_GOVERNED = frozenset({"governing body", "governed by"})
# Canonical relations of a place's height above sea level and of an airfield's runways: an
# organisation that operates a thing has none of them.
_ELEVATIONS = frozenset(
    {"height", "elevation above the sea level", "runway length", "runway name", "length of runway", "runway surface"}
)


class TopicRules(
    ClauseRules,
    AgentRules,
    NationRules,
    LeaderRules,
    PersonDescriptions,
    CountryFacts,
    DemonymRules,
    MonumentRules,
    MusicRules,
    OtherNameRules,
    FoodRules,
    DomainPatterns,
    UniversityRules,
    OrganisationRules,
    PlaceRules,
    SizeRules,
    PartMeasures,
    WorkRules,
    EventDates,
    ReferenceRules,
    BareRelationRules,
    SentenceRules,
):
    """v1's rules on merged names, with topic resolution and the open relations of v2."""

    def __init__(self, catalog: RelationCatalog, topic: Topic | None) -> None:
        super().__init__(catalog)
        self.topic = topic
        self.previous: tuple[str, str, str] | None = None  # (name, kind, label) of the last subject
        self.previous_names: list[str] = []  # the names the last sentence wrote
        self.previous_people: set[str] = set()  # the people the last sentence named
        self.previous_joined = False  # whether the last subject was joined to another ("X and Y are")
        self.from_topic: set[str] = set()
        self.from_previous: set[str] = set()
        self.last_place: str | None = None
        self.there_place: str | None = None  # what "there" names in the next sentence
        self.last_places: list[str] = []  # the places the last sentence named, first first
        self.teams: set[str] = set()  # entities the paragraph gave a league, ground or manager
        self.earlier_clubs: set[tuple[str, str]] = set()  # (club, person) of "X once managed Y"
        self.dishes: set[str] = set()  # entities the paragraph gave ingredients
        self.works: set[str] = set()  # entities the paragraph gave an author, a publisher, an ISBN ...
        self.writers: set[str] = set()  # the authors of the paragraph's works
        self.sentence_works: set[str] = set()  # those the last sentence gave
        self.adjective_places: set[str] = set()  # countries the sentence names by an adjective ("Norwegian")
        self.people: list[str] = []  # full names of persons the paragraph named, first first
        self.mentions: list[tuple[str, str]] = []  # (name, NER label) of the paragraph's named things, last last
        self.given_classes: dict[str, set[str]] = {}  # class nouns the paragraph gave a name ("X is a hotel")
        self.holdings: dict[str, list[str]] = {}  # things each organisation owns, operates, publishes ...
        self.thing_facts_only: str | None = None  # the previous subject, for "it" with a thing's relation only
        self.joined_names: set[str] = set()  # names the last sentence joined with "and" to another

    # ---- resolution --------------------------------------------------------------------------

    def _leading_pronoun(self, sent: Span) -> dict[int, str]:
        """{index: name} for pronoun subjects and owners and for "the company"-style subjects.

        The map is ``self.resolved`` from the start: the helpers called here read
        ``self.resolved`` (``entity``, ``_conjunct_subject_name``), which must hold this
        sentence's names, never the previous sentence's (whose token indices mean other words:
        "It has 3 floors. Vell Hall has 5 floors, and it is ..." read "Vell Hall" as "It")."""
        self.from_topic, self.from_previous = set(), set()
        resolved: dict[int, str] = {}
        self.resolved = resolved
        first = next((t for t in sent if not t.is_space and not t.is_punct), None)
        for token in sent:
            word = token.lower_
            if (
                first is not None
                and (token.i == first.i or after_opening(token))
                and token.pos_ == "PRON"
                and word in _PERSON_PRONOUNS
                and token.dep_ in ("nsubj", "nsubjpass", "poss")
            ):
                if word in ("he", "she", "his", "her") and len(self.previous_people) > 1:
                    name = self._topic_person()  # "Ann Lee married Tom Reed. He ...": either, or the topic
                else:
                    name = self._antecedent(_PERSON_PRONOUNS[word], None, token) or self.character_antecedent(token)
                    name = name or self.sole_person(token)  # "William Anders, who was born ... He ..."
                if name is None and word in ("it", "its") and token.i == first.i:
                    name = (
                        self._team_antecedent()
                    )  # "Lenmouth Rovers play in ... Its ground ...", a club NER took for a person
            elif self._is_the_country(token):  # before descriptions: "The country's leader"
                name = self._last_country(sent, token)
            elif (known := known_as_monument(token)) is not None:
                name = self.entity(known)  # "The bronze statue known as X was unveiled in 1958"
            elif self._is_description(token):
                name = self._antecedent("thing", token.lemma_.lower(), token) or self.described_thing(token)
            elif self._of_title_description(token):
                name = self._titled_owner(token)  # "The dean of the college is Y"
            elif self._spliced_description(token):
                name = self._sentence_subject_named_by(sent, token.lemma_.lower())
            elif (
                word in ("it", "he", "she")
                and first is not None
                and token.i > first.i
                and (joined := self._conjunct_subject_name(token)) is not None
            ):
                name = joined  # "X has 3 floors, and it is located in Y"
            elif word == "it" and token.dep_ == "dobj" and self._only_it(sent, token):
                name = self._antecedent("thing", None, token)  # "Paul Harwick founded it in 1911"
            elif (
                word in ("they", "their")
                and token.dep_ in ("nsubj", "nsubjpass", "poss")
                and first is not None
                and token.i == first.i
            ):
                name = self._team_antecedent() or self.held_team()  # "Lenmouth Rovers play in ... They/Their ..."
            elif word == "there" and token.dep_ in ("advmod", "expl") and first is not None and token.i > first.i:
                name = self._place_before(sent, token)  # "the language spoken there is Welsh"
            elif clause_it(token) is not None:  # "X is a memorial and it is made of granite"
                owner = clause_it(token)
                name = (resolved.get(owner.i) or self.entity(owner)) if owner is not None else None
            elif description_noun(token) is not None:  # "This airport ...", "the President of the University"
                name = self.described_thing(token)
            else:
                continue
            if name:
                resolved[token.i] = name
        return resolved

    def _conjunct_subject_name(self, pronoun: Token) -> str | None:
        """The named subject of the clause a pronoun's clause is joined to, when the pronoun fits
        it: "it" a thing, "he"/"she" a person."""
        subj = _conjunct_subject(pronoun)
        if subj is None:
            return None
        of = v1._prep_object(v1._prep(subj, "of"))
        keyed = [subj, *(c for c in subj.children if c.dep_ == "compound")]
        identifier = any(_IDENTIFIER_WORD.fullmatch(t.text) for t in keyed)
        if of is not None and named(of) and identifier:
            subj = of  # "The ISSN of X is N and it is abbreviated to Y": X, not its ISSN
        its = v1._child(subj, "poss")
        if identifier and its is not None and its.lower_ == "its":
            first = next((t for t in its.sent if t.dep_ in ("nsubj", "nsubjpass") and t.i < its.i), None)
            return self.entity(first) if first is not None and named(first) else None  # "X is a journal, its ISSN
            # is N, and it's abbreviated as Y": X
        name = self.resolved.get(subj.i) or self.entity(subj)
        person = subj.ent_type_ == "PERSON" and not _thing_name(name or "")
        fits = person if pronoun.lower_ in ("he", "she") else not person and subj.ent_type_ not in ("NORP", "")
        return name if name and fits and (named(subj) or subj.i in self.resolved) else None

    def _place_before(self, sent: Span, token: Token) -> str | None:
        """The place "there" points at: the last place named before it in the sentence, else the
        last place of the previous sentence."""
        before = [e for e in sent.ents if e.label_ in ("GPE", "LOC") and e.end <= token.i and not is_lone_head(e.text)]
        owners = [e for e in before if e.root.dep_ != "attr" or e.root.head.lemma_ != "be"]
        before = owners or before  # "Y's capital is Z and X is a leader there": Y, not the value Z
        if _country_there(token):  # "Y's capital is Z. Estonian is spoken there": the country Y
            countries = [e.text for e in before if is_country(e.text)]
            if not before:  # "Texas ... is spoken there": a place this sentence names comes first
                countries = [p for p in (self.last_places or []) if is_country(p)]
            if countries:
                return countries[-1]
        return before[-1].text if before else self.there_place

    @staticmethod
    def _only_it(sent: Span, token: Token) -> bool:
        """Whether an object "it" is the sentence's one "it"/"its", after a named subject."""
        subj = v1._child(token.head, *v1._SUBJECTS)
        others = [t for t in sent if t.lower_ in ("it", "its") and t.i != token.i]
        return not others and subj is not None and named(subj)

    @staticmethod
    def _is_the_country(token: Token) -> bool:
        """ "the country", "that country": a bare definite "country" or "nation"."""
        if token.lower_ not in ("country", "nation") or token.pos_ != "NOUN":
            return False
        children = [c for c in token.children if c.dep_ != "case"]  # "the country's leader"
        return len(children) == 1 and children[0].lower_ in ("the", "that", "this")

    def _last_country(self, sent: Span, token: Token) -> str | None:
        """The last place named before "the country": earlier in the sentence (the last country
        among them, when one is), else in the paragraph's previous sentence. Its last place of a
        chain ("Texas, United States")."""
        before = [e for e in sent.ents if e.label_ == "GPE" and e.end <= token.i]
        countries = [e for e in before if is_country(e.text)]  # "Sweden's capital is Stockholm and the country ..."
        if countries or before:
            name = (countries or before)[-1].text
            return country_of_demonym(name) or name  # "a Slovak pastry" with "Slovak" tagged a place
        return self.last_place

    def remember_place(self, sent: Span) -> None:
        """The last place the sentence names, for "the country" in the next one."""
        places = [e for e in sent.ents if (e.label_ == "GPE" or is_country(e.text)) and not is_lone_head(e.text)]
        places = [e for e in places if not (e.root.dep_ == "nsubj" and e.root.head.lemma_ in ("come", "originate"))]
        self.last_place = places[-1].text if places else None  # a thing that "comes from" a place is none
        self.last_places = self.setting_places(places)
        self.there_place = self.last_place
        if places and places[-1].end - places[-1].start == 1 and _in_chain(places[-1].root):
            # "X, Wisconsin is part of Y, Wisconsin. ... there": never the state that ends a chain
            # after a place subject, but the subject ("Y, Norland. X is a leader there": Norland)
            previous = self.previous
            if previous is not None and previous[2] in ("GPE", "LOC") and previous[0] in sent.text:
                self.there_place = previous[0] if not is_country(places[-1].text) else self.last_place

    def _is_description(self, token: Token) -> bool:
        """ "The company" as the sentence's first subject: "the" + one common noun, nothing else;
        also after an opening phrase ("Made of granite, the memorial is ...")."""
        if (
            (token.i > 1 and not after_opening(token))
            or token.pos_ != "NOUN"
            or token.dep_ not in ("nsubj", "nsubjpass", "poss")
            or token.tag_ != "NN"
        ):
            return False
        children = [c for c in token.children if c.dep_ not in ("punct", "relcl", "case")]  # "The tower, which ..."
        return len(children) == 1 and children[0].lower_ == "the"

    @staticmethod
    def _spliced_description(token: Token) -> bool:
        """ "..., the airport is operated by X": "the" + one common noun as the subject of a
        clause spliced on with a comma."""
        children = [c for c in token.children if c.dep_ not in ("punct", "case")]
        return (
            token.i >= 2
            and token.pos_ == "NOUN"
            and token.tag_ == "NN"
            and token.dep_ in ("nsubj", "nsubjpass")
            and token.doc[token.i - 2].text == ","
            and len(children) == 1
            and children[0].lower_ == "the"
            and children[0].i == token.i - 1
        )

    def _sentence_subject_named_by(self, sent: Span, noun: str) -> str | None:
        """The named subject that opens the sentence, when ``noun`` is in its name ("Tarrow
        Airport is in X, the airport is ...")."""
        subj = next((t for t in sent[:3] if t.dep_ in ("nsubj", "nsubjpass")), None)
        if subj is None or not named(subj) or subj.left_edge.i != sent.start:
            return None
        name = self.entity(subj)
        return name if name and noun in _name_nouns(name) else None

    def _antecedent(self, kind: str, noun: str | None, token: Token) -> str | None:
        """The previous subject of the same kind, else the topic; None when neither fits."""
        previous = self.previous
        # "The university" after "The Calder Bridge was built ...": a description names the
        # previous subject only when its noun is in that name; the topic may also fit by kind.
        if previous is not None and noun is not None and self._known_as(previous[0], noun):
            self.from_previous.add(previous[0])  # "The club" after a team's league, "The dish" after ingredients
            return previous[0]
        named_by = noun is None or (previous is not None and noun in _name_nouns(previous[0]))
        if previous is not None and named_by and self._fits(previous[1], previous[2], previous[0], kind, noun):
            self.from_previous.add(previous[0])
            return previous[0]
        topic = self.topic
        named_so = [n for n in self.previous_names if noun is not None and noun in normalize_text(n).split()]
        topic_named = (
            topic is not None and noun is not None and (noun in topic.nouns or noun in _name_nouns(topic.name))
        )
        if len(set(named_so)) == 1 and noun is not None and not topic_named:
            self.from_previous.add(named_so[0])  # "Kelby Tower houses the board that runs Ostby
            return named_so[0]  # Airport. The airport is ...": the one airport named, not the tower
        if topic is not None and self._fits(topic.kind, topic.label, topic.name, kind, noun, topic.nouns):
            self.from_topic.add(topic.name)
            return topic.name
        if len(set(named_so)) == 1:  # "... governs the Kelsey Airport. The airport serves ...": the one airport named
            self.from_previous.add(named_so[0])
            return named_so[0]
        work = self.last_work() if kind == "thing" else None  # "Anna Pell wrote X. It was published ..."
        if work:
            self.from_previous.add(work)
        return work

    @staticmethod
    def _fits(
        have: str, label: str, name: str, kind: str, noun: str | None, nouns: frozenset[str] = frozenset()
    ) -> bool:
        if noun is None:
            return have == kind if kind == "person" else have in ("thing", "")
        if have == "person":
            return False
        return noun in nouns or noun in _name_nouns(name) or noun in _KIND_NOUNS.get(label, ())

    def _topic_person(self) -> str | None:
        """The paragraph's topic when it is a person: what "He"/"She" names after a sentence
        with two people, the sex of neither known ("Ann Lee married Tom Reed. He ..." names
        neither for sure; an article on one of them keeps to it). None otherwise."""
        topic = self.topic
        if topic is None or topic.kind != "person":
            return None
        self.from_topic.add(topic.name)
        return topic.name

    def _people_named(self, sent: Span) -> set[str]:
        """The people in the main clause's core places: its subject, object or complement, or a
        name joined to one ("Ann Lee married Tom Reed", "Ann Lee and Tom Reed were ..."); never
        a person after a preposition, in a clause of its own or an alias ("flew with Tom Reed",
        "where Tom Reed was ...", "known as Buzz"), which a pronoun next names far less often.
        Only person names: never a club, a firm, a work, a dish or a thing NER took for a person."""
        root = sent.root

        def core(token: Token) -> bool:
            while token.dep_ == "conj" and token.head.i < token.i:
                token = token.head
            return token.head.i == root.i and token.dep_ in ("nsubj", "nsubjpass", "dobj", "attr")

        names = {self.entity(t) or t.text for t in sent if t.ent_type_ == "PERSON" and named(t) and core(t)}
        names = {n for n in names if not organisation_name(n) and not _thing_name(n) and not club_name(n)}
        names = {n for n in names if n not in self.teams and n not in self.works and n not in self.dishes}
        names = {n for n in names if " and " not in n and " & " not in n and not monument_name(n)}
        return {n for n in names if not any(o != n and o.endswith(" " + n) for o in names)}

    def _remember_subject(self, sent: Span) -> None:
        self.previous_names = [n for n in (self.entity(t) for t in sent if named(t)) if n]
        self.previous_people = self._people_named(sent)
        self.thing_facts_only = None  # set again by a copula on a holder (holder_copula_owner)
        subj = v1._child(sent.root, *v1._SUBJECTS) or self.misread_play_subject(sent.root)
        subj = subj or self.presented_thing(sent.root)  # "There is an airport called X."
        self.previous_joined = subj is not None and bool(v1._children(subj, "conj"))
        if subj is None:
            self.previous = None
            return
        subj = role_named_person(subj) or subj  # "The test pilot Hal Brenner was born ...": a person
        subj = _town_before_region(subj) or subj  # "Kelby, Wisconsin is ... It ...": Kelby, not the state
        name = self.resolved.get(subj.i) or self.entity(subj)
        owner = possessive_person(subj) if subj.i not in self.resolved else None
        held = self.holder_copula_owner(subj) if subj.i not in self.resolved else None
        its = v1._child(subj, "poss") if subj.pos_ == "NOUN" and subj.i not in self.resolved else None
        if its is None and subj.pos_ == "NOUN" and subj.i not in self.resolved:
            its = v1._child(subj, "det")  # "The manager is X. The chairman is Y": "The" resolved to the club
        if owner is not None and self.entity(owner):  # "X's club is A. He ...": X
            self.previous = (self.entity(owner) or "", "person", "PERSON")
        elif its is not None and its.i in self.resolved and its.lower_ in ("its", "their", "his", "her", "the"):
            # "Its nickname is the Weavers. The manager is ...": the club the sentence was about
            kind = "person" if its.lower_ in ("his", "her") else "thing"
            self.previous = (self.resolved[its.i], kind, self._label_of(self.resolved[its.i]))
        elif held is not None:  # "The operator of X is Y. It has a runway ...": X
            self.previous = held
        elif name is None or (subj.i not in self.resolved and _relation_noun_of(subj)):
            self.previous = self._relation_owner(sent, subj)  # never "architecture style" for "it"
        elif subj.i in self.resolved:
            return
        elif subj.tag_ in ("NNS", "NNPS") and not named(subj):
            self.previous = None  # "Concerts are held there. It ...": "it" is no plural
        elif _undertaking_subject(subj):
            self.previous = None  # "Construction began in 1883. It was built by X": the bridge was
        elif _bare_role(subj):
            self.previous = None  # "The current principal is X. Its motto ...": a role, the topic's
        else:
            thing = name in self.works or name in self.dishes or monument_name(name) or _thing_name(name)
            thing = thing or name in self.teams or club_name(name)  # "Ravelin United is managed by X. He ...": X
            stated = set(self._stated_classes(subj)) - {"person"}
            thing = thing or bool(stated & DESCRIPTION_NOUNS)  # "Orrin Analytics is a software company. It ..."
            person = subj.ent_type_ == "PERSON" and not thing  # "Statue of X", "Tom Reed Grounds" are no persons
            person = person or (_said_to_be_person(subj) and not thing)  # NER took an architect for an ORG
            kind = "person" if person else "thing"
            self.previous = (name, kind, subj.ent_type_)  # "X was written by Y. It has 412 pages": X is no person

    def _relation_owner(self, sent: Span, subj: Token) -> tuple[str, str, str] | None:
        """The owner a relation-noun subject names, for "it" in the next sentence, when the
        copula's value is a person or no thing "it" could name (a style, a date, a number): "The
        architect of X is Y. It has 20 floors" -> X. None otherwise ("The capital of X is Y.
        It ..." may be Y)."""
        if subj.pos_ != "NOUN" or named(subj):
            return None
        relation = v1.relation_phrase(subj)
        owner = v1._prep_object(v1._prep(subj, "of")) or _named_possessor(subj)  # "X's dean is Y. It ..."
        value = v1._child(subj.head, "attr") if subj.head.lemma_ == "be" else None
        known = self._known(relation)
        person = known and value is not None and (value.ent_type_ == "PERSON" or subj.lower_ in _PERSON_VALUED)
        no_thing = value is not None and _names_no_thing(relation, value)
        no_thing = no_thing or (value is None and _placed_copula(subj))  # "X's campus is in Vigo. It ..."
        if owner is None or not (person or no_thing) or owner.ent_type_ == "PERSON":
            return None
        name = self.resolved.get(owner.i) or self.entity(owner)
        return (name, "thing", owner.ent_type_) if name and self.specific(owner) else None

    def entity(self, head: Token | None) -> str | None:
        """The entity a head names, never a lone head noun nor a nationality ("an American")."""
        if (
            head is not None
            and head.i not in self.resolved
            and head.ent_type_ == "NORP"
            and not _place_read_as_people(head)
            and not (" " in head.text and club_name(head.text))  # "Marsden Harriers", tagged a people
        ):
            return None
        title = compound_title_name(head) if head is not None and head.i not in self.resolved else None
        if title is not None:
            return title  # "the Addiction journal": Addiction
        if head is not None and head.i not in self.resolved and _place_with_class(head):
            return _place_with_class(head)  # "New York city", "Washington state"
        if head is not None and head.i not in self.resolved and _named_undertaking(head) is not None:
            return self.entity(_named_undertaking(head))  # "the Apollo 11 mission"
        appos = v1._named_apposition(head) if head is not None and head.dep_ in ("nsubj", "nsubjpass") else None
        if head is not None and appos is not None and not named(head) and v1._is_definite(head):
            return self.entity(appos)  # "The comic book writer, Roger McKenzie, is ..."
        if head is not None and head.i not in self.resolved and _part_of_a_name(head):
            return None  # "Tarrow Airport runway": a part of the named thing, not the thing
        name = super().entity(head)
        if name is None and head is not None and _DIGIT_NAME.match(head.text):
            name = head.text  # "7Harbour", which the pipeline may read as a number
        if name is None or head is None or head.i in self.resolved:
            return name
        if _INITIAL_END.search(name) and head.i == head.sent.end - 1:
            name = name[:-1]  # "the champions of Serie A.": the sentence's full stop
        if is_lone_head(name):
            return None
        before = head.doc[head.i - 2] if head.i >= 2 else None
        if (
            head.ent_type_ == "GPE"
            and before is not None
            and head.doc[head.i - 1].text == ","
            and (before.head.i == head.i and before.pos_ == "PROPN")
        ):
            return self.entity(before)  # "Albany, Oregon" parsed with the state as the head
        if head.tag_ == "NNS" and head.text[:1].isupper() and head.i > 0:
            tokens = v1.name_tokens(head)  # "Anders" is a name, not the plural of "ander"
            return v1._text(tokens) if tokens else None
        for left in head.lefts:  # "American Buzz Aldrin": the nationality is no part of the name
            nationality = left.ent_type_ == "NORP" or (head.ent_type_ == "PERSON" and is_demonym(left.text))
            if nationality and left.dep_ in ("compound", "amod") and name.startswith(left.text + " "):
                name = name[len(left.text) + 1 :]
        if name.endswith(("s'", "s’")):  # "Lenmouth Rovers' manager": the possessive mark is no part
            name = name[:-1]
        return without_title(name)

    def subject(self, verb: Token) -> Token | None:
        """v1's subject, plus the subject of a second copula the parser hung on the first one's
        value: in "The capital of X is Y and the leader of Z is W" "leader" is a conjunct of "Y"."""
        named_after = subject_after_fronted_description(verb)
        if named_after is not None:
            return named_after  # "A dish from the Lazio region, X has ...": X, never the region
        stray = _stray_subject(verb) if verb.dep_ == "conj" and verb.lemma_ == "be" else None
        attr = v1._child(verb.head, "attr") if stray is not None else None
        if stray is not None and attr is not None and stray.head == attr and stray.pos_ == "PROPN" and named(stray):
            return stray  # "X is a Spanish dish and Felipe VI is the King of Spain": Felipe VI is
        found = (
            _chain_head(super().subject(verb)) or _subject_after_fronted_place(verb) or _subject_of_first_clause(verb)
        )
        found = _class_of_place(found) or found  # "The state of Georgia is ...": Georgia
        found = _outside_with_phrase(verb) or found  # "X, with a statue of Y, located in Z": X is
        if found is not None and is_demonym(found.text) and not v1._child(verb, "attr"):
            named_beside = next((c for c in v1._children(found, "appos") if c.ent_type_ == "PERSON"), None)
            found = named_beside or found  # "The American, Tom Reed created ..."
        if found is not None and found.dep_ in ("nsubj", "nsubjpass"):
            found = _unwrap_named_class(found)  # "The character of Ben Urich was created by ..."
        if found is not None and found.i == found.sent.start and not found.ent_type_ and found.pos_ == "PROPN":
            person = next((c for c in found.children if c.dep_ in ("conj", "appos") and c.ent_type_ == "PERSON"), None)
            if person is not None and found.i + 1 < len(found.doc) and found.doc[found.i + 1].text == ",":
                found = person  # "Architect, Alfred Giles was born ...": the role word is no name
        found = _person_after_office(found) or found  # "United States Ambassador to Norway, X, was born"
        own = v1._child(verb, "nsubj", "nsubjpass")
        if found is not None and own is not None and found.dep_ == "pobj" and _origin_before(found.head.head, own):
            return self._described(found.head.head, own)  # "a writer from Lenmouth who wrote X": the writer
        if found is not None and own is not None and own.lower_ in ("who", "whom") and verb.dep_ == "relcl":
            lives = verb.lemma_ in ("bear", "die") and found.ent_type_ not in ("PERSON", "")
            if found.ent_type_ in _THINGS or lives:
                return None  # "Apollo 14 who died in California": "who" is a person, not Apollo 14
        if found is not None and own is not None and own.lower_ in ("which", "who") and verb.dep_ == "relcl":
            found = _nearest_name(found, own)  # "an aircraft in the Air Force who are the operator of X"
        relative = own if own is not None and own.lower_ in ("who", "which", "that") and verb.dep_ == "relcl" else None
        if relative and found is not None and found.i == verb.head.i and found.pos_ == "NOUN" and not named(found):
            described = self._described(found, relative)
            if described is not None:
                return described  # "X is an engineer who was born in Y": X was born there
        if found is not None and found.pos_ == "NOUN" and not named(found):
            work = v1._prep_object(v1._prep(found, "of"))
            person = v1._child(work, "appos") if work is not None else None
            role = _role_of_apposition(person) if person is not None else None
            if role is not None and role.i == found.i and _unwrap_named_class(work) == work:
                return person  # "The author of X, Anna Pell, was born in Kelsey" (not "of the novel, X")
        if found is not None and verb.lemma_ in ("bear", "die") and _apposed_role_of_person(found):
            return found.head  # "Clara Mendes, a Brazilian author born in Recife": Clara Mendes
        if found is None and verb.lemma_ in ("bear", "die") and verb.dep_ in ("parataxis", "appos", "acl"):
            return verb.head if named(verb.head) else None  # "Alan Bean (born March 15, 1932 in Wheeler)"
        second = verb.dep_ in ("ccomp", "conj", "advcl") or (
            verb.dep_ == "ROOT" and any(c.dep_ == "ccomp" and c.i < verb.i for c in verb.children)
        )  # "The leader of X is A and the capital is B": the parser made the first "is" a ccomp
        if verb.lemma_ != "be" or not second:
            return found
        if found is not None and v1._children(verb, *v1._SUBJECTS):
            return found
        start = verb.head.i + 1 if verb.head.i < verb.i else verb.sent.start
        one = next((t for t in verb.doc[start : verb.i] if t.dep_ == "conj" and t.lower_ == "one"), None)
        if one is not None:
            return None  # "The emperor of X is A and one of the ethnic groups in the country is B": no emperor B
        for k in range(verb.i - 1, max(verb.i - 8, -1), -1):
            token = verb.doc[k]
            if token.pos_ in ("VERB", "AUX") and token.dep_ != "acl":  # "the language spoken there is"
                return found
            if token.dep_ == "conj" and token.pos_ in ("NOUN", "PROPN") and token.right_edge.i < verb.i:
                # "... is Y and the capital is Z": a definite relation noun (or, with no subject
                # of its own before, any conjunct) is the second clause's subject
                if found is None or (token.pos_ == "NOUN" and self._known(v1.relation_phrase(token))):
                    return token
                return found
            relation_noun = token.pos_ == "NOUN" and self._known(v1.relation_phrase(token))
            if token.dep_ == "appos" and relation_noun and token.right_edge.i < verb.i:
                return token  # "... is Y, the language spoken there is Z": hung on "Y" as an apposition
        return found

    def _described(self, noun: Token, relative: Token) -> Token | None:
        """The named subject that a copula's class noun describes when a relative word follows
        the noun: "X is an engineer who ...", "X is a company, which ...", "Y is a town where ..."
        (not "X is an aircraft in the Air Force who ...", where "who" is the Air Force's)."""
        origin = _origin_before(noun, relative)  # "an architect from Birmingham who ..."
        if relative.i - noun.i not in (1, 2) and not origin:
            return None
        role = relative.lower_ == "who" and (_is_role_noun(noun) or (origin and _is_role_noun(noun, "from")))
        role = role or (relative.lower_ == "who" and _nationality_noun(noun))  # "X is an American who wrote Y"
        if role and noun.dep_ == "appos" and named(noun.head):
            return noun.head  # "John Madin, the architect who designed X, ..."
        apposed = next((c for c in v1._children(noun, "appos") if named(c) and c.i > relative.i), None)
        if role and apposed is not None:
            return apposed  # "The architect who designed X, John Madin, ..."
        if noun.dep_ != "attr" or noun.head.lemma_ != "be" or not (_is_kind_noun(noun) or role):
            return None
        subj = self.subject(noun.head)
        return subj if subj is not None and (named(subj) or subj.i in self.resolved) else None

    def owner(self, noun: Token) -> Token | None:
        """v1's owner, plus a resolved possessive pronoun ("Its capital"); "in Spain" owns only
        superlatives and a few place relations ("the capital in ..."), not "the operator in"."""
        poss = v1._child(noun, "poss")
        if poss is not None and poss.lower_ == "whose":  # "Rhune, whose leader is Ada Price"
            clause = noun.head
            before = noun.doc[poss.i - 1] if poss.i > 0 else None
            if before is not None and before.text == "," and before.i > 0:
                before = noun.doc[before.i - 1]
            classed = before is not None and before.dep_ == "pobj" and _unwrap_place(before.head.head) == before
            if before is not None and (_is_place_name(before) or classed) and clause.dep_ == "relcl":
                if _chain_end(before) and _country_whose(before, noun):
                    return before  # "in Lyon, France, whose currency is the euro": only a country has one
                if _chain_end(before):
                    return None  # "in Gujarat, India, whose leader is ...": either place's
                return before  # "in Gujarat whose leader is ...": the nearest place
            if clause.dep_ == "relcl" and noun.lemma_.lower() in _PLACE_NOUNS:
                led = _led_country(clause.head)  # "Lithuania, a country led by X whose capital is Y": no person's
                if led is not None or clause.head.ent_type_ == "PERSON":
                    return led
            if clause.dep_ == "relcl" and (named(clause.head) or clause.head.i in self.resolved):
                return clause.head  # "The novel, whose publisher is Y," after a sentence on the novel
            kind = clause.head
            if clause.dep_ == "relcl" and kind.dep_ == "appos" and _is_kind_noun(kind):
                comma = kind.doc[kind.left_edge.i - 1] if kind.left_edge.i > 0 else None
                named_before = (
                    kind.doc[comma.i - 1] if comma is not None and comma.text == "," and comma.i > 0 else None
                )
                apposed = kind.head if named(kind.head) else named_before  # the parser may hang it higher
                if apposed is not None and named(apposed) and apposed.ent_type_ not in ("PERSON", "GPE", "LOC", "NORP"):
                    return apposed  # "X, a school whose campus is urban": X's
            agent = before is not None and before.dep_ == "pobj" and before.head.dep_ == "agent"
            led = _led_country(before) if agent and before is not None and noun.lemma_.lower() in _PLACE_NOUNS else None
            if led is not None:
                return led  # "Lithuania, a country led by X whose capital is Y": the country's
            if (
                before is not None
                and agent
                and clause.dep_ == "relcl"
                and named(before)
                and clause.head in before.ancestors
            ):
                return before  # "a journal published by Y, whose parent company is Z": Y's
            return self._relative_place(noun)  # "Norway whose leader ...", "... and whose leader ..."
        if poss is not None and poss.i in self.resolved:
            return poss
        if poss is not None and poss.pos_ != "PRON":
            return poss
        det = v1._child(noun, "det")
        if det is not None and det.i in self.resolved:
            return det  # "The capital is Cape Town" after a sentence about South Africa
        there = self._there_after(noun)
        if there is not None:
            return there
        relative = self._relative_place(noun)  # "Norway, the capital of which is Oslo"
        if relative is not None:
            return relative
        preps = {p.lower_: v1._prep_object(p) for p in reversed(v1._children(noun, "prep"))}
        if preps.get("of") is not None:
            return _unwrap_named_class(_unwrap_place(preps["of"]))  # "the capital of the state of New Jersey"
        ranked = v1._is_superlative(noun) or self._known(v1.relation_phrase(noun))
        for word in ("for", "at", "in"):
            obj = preps.get(word)
            specific = obj is not None and (named(obj) or obj.i in self.resolved)
            if specific and ranked and (word != "in" or "for" not in preps):
                return obj
        used = next((c for c in v1._children(noun, "acl") if c.lemma_ in ("use", "speak") and c.tag_ == "VBN"), None)
        place = v1._prep_object(v1._prep(used, "in")) if used is not None else None
        if place is not None and (named(place) or place.i in self.resolved) and self._known(v1.relation_phrase(noun)):
            return place  # "the currency used in Norway", "the language spoken in Wales"
        where = self._where_owner(noun)
        if where is None and self._known(v1.relation_phrase(noun)):
            where = self._where_place(noun)  # "Norway, where the leader is called Erna Solberg"
        if where is not None:
            return where
        return self._compound_owner(noun) or self._first_clause_owner(noun)

    def _first_clause_owner(self, noun: Token) -> Token | None:
        """The owner of "the capital" in "The leader of X is A and the capital is B": the
        parser hangs the second relation noun on A; it shares the first noun's named owner."""
        det = v1._child(noun, "det")
        if noun.dep_ != "conj" or det is None or det.lower_ != "the" or not self._known(v1.relation_phrase(noun)):
            return None
        value, verb = noun.head, noun.head.head
        if value.dep_ != "attr" or verb.lemma_ != "be":
            return None
        first = v1._child(verb, "nsubj")
        if first is None or first.pos_ != "NOUN" or not self._known(v1.relation_phrase(first)):
            return None
        owner = v1._prep_object(v1._prep(first, "of")) or v1._child(first, "poss")
        return (
            owner if owner is not None and named(owner) and (_is_place_name(owner) or is_country(owner.text)) else None
        )

    def _there_after(self, noun: Token) -> Token | None:
        """A resolved "there" right after a relation noun (and its participle) and before the
        verb: "The leader there is ...", "the language spoken there is ...". Only for a catalog
        relation noun (not "the weather there")."""
        if not self._known(v1.relation_phrase(noun)) and noun.lemma_.lower() != "language":
            return None
        doc = noun.doc
        k = noun.i + 1
        if k < len(doc) and doc[k].dep_ == "acl" and doc[k].head.i == noun.i and doc[k].tag_ == "VBN":
            k += 1  # "spoken", "used"
        if k < len(doc) and doc[k].lower_ == "there" and k in self.resolved:
            return doc[k]
        return None

    def _compound_owner(self, noun: Token) -> Token | None:
        """ "The Lenmouth Rovers manager is Tom Baxter": a name before a catalog relation noun
        owns it (not "the Apollo crew member": the relation must be one the catalog knows)."""
        if noun.pos_ != "NOUN" or not (self._known(noun.lemma_.lower()) or noun.lower_ in _PERSON_VALUED):
            return None
        names = [c for c in v1._children(noun, "compound", "nmod") if named(c) and c.ent_type_ not in ("NORP", "DATE")]
        return names[-1] if len(names) == 1 else None

    def _where_owner(self, noun: Token) -> Token | None:
        """ "India, where the leader is Narendra Modi": the place a "where" clause hangs on owns a
        catalog relation noun that is the clause's subject."""
        if not self._known(v1.relation_phrase(noun)):
            return None
        first = noun
        while first.dep_ == "conj" and first.head.i < first.i:
            first = first.head  # "where the leader is X and the capital is Y": "capital" is a conjunct
        if (first.dep_ == "attr" and first.i != noun.i) or first.dep_ == "nsubj":
            verb = first.head
        else:
            return self._fronted_place(noun)
        if verb.lemma_ != "be" or verb.dep_ != "relcl" or not any(c.lower_ == "where" for c in verb.children):
            return self._fronted_place(noun)
        place = verb.head
        if not named(place):
            place = _place_before_where(verb) or place  # "the city of Antwerp in Belgium where ..."
        return place if named(place) and place.ent_type_ in ("GPE", "LOC") else None

    @staticmethod
    def _fronted_place(noun: Token) -> Token | None:
        """ "In Norway, the leader is Erna Solberg": a place fronted with "in" and a comma owns
        the relation noun that is the clause's subject."""
        verb = noun.head
        if noun.dep_ != "nsubj" or verb.lemma_ != "be":
            return None
        prep = next((c for c in verb.children if c.dep_ == "prep" and c.lower_ == "in" and c.i < noun.i), None)
        place = v1._prep_object(prep)
        if place is None or not _is_place_name(place) or noun.doc[place.i + 1].text != ",":
            return None
        return place

    # ---- rules -------------------------------------------------------------------------------

    def facts(self, sent: Span) -> list[Candidate]:
        """Every fact of the sentence: v1's rules, then the open relations, with guards."""
        if asked(sent):
            return []  # "Was X designed by Y?" states nothing, nor names a subject for "it"
        self.resolved = self._leading_pronoun(sent)
        self.resolved.update(self._place_its(sent))
        self.resolved.update(self.spliced_pronoun(sent))
        self.resolved.update(self.inner_references(sent))  # "X is a novel; it has ...", "..., and the city is"
        self.resolved.update(self.country_its(sent))  # "X comes from India and its leader is Y"
        self.adjective_places = set()
        found: dict[tuple[str, str, str], Candidate] = {}
        self._collect(sent, found)
        inner = self._inner_its(sent, found)
        inner.update(self.inner_his(sent, found))
        if inner:  # "The capital of X is Y and its currency is Z": read again with "its" = X
            self.resolved.update(inner)
            self._collect(sent, found)
        self.colon_list_facts(sent, found)  # "X has two official languages: A and B"
        self.included_facts(sent, found)  # "Norland's leaders include A, B and C"
        self.relation_chosen_it(sent, found)
        self.clause_relation_it(sent, found)  # "X is from Iran, and it is made with herbs"
        self.country_it_facts(sent, found)  # "X is in Latvia and it is led by Y": Latvia's
        self.bare_relation_facts(sent, found)  # "X is in Y. The architect was Z": X's
        for fact in self.life_dates(sent):
            found.setdefault((fact.entity, fact.relation, fact.value), fact)
        for fact in list(found.values()):
            for other in self._conjunct_values(sent, fact):
                found.setdefault((other.entity, other.relation, other.value), other)
        for fact in list(found.values()):
            for other in _conjunct_subjects(sent, fact):
                found.setdefault((other.entity, other.relation, other.value), other)
        self.full_names(sent, found)
        self.split_joined_things(found)
        self.held_thing_facts(sent, found)
        self.made_thing_dates(sent, found)
        self.made_thing_owners(sent, found)
        self.placed_thing_facts(sent, found)
        self.drop_country_thing_facts(found)
        self.building_places(sent, found)
        self.national_places(found)
        self.chain_places(sent, found)
        self.refine_places(found)
        self.refine_leagues(sent, found)
        self.refine_dishes(sent, found)
        self.region_chains(sent, found)  # "from Quebec, a province of Canada": the region's country
        self.refine_organisations(sent, found)
        self.refine_universities(sent, found)
        self.refine_works(sent, found)
        self.refine_monuments(sent, found)
        self.refine_currencies(found)
        self.refine_music(sent, found)
        self.refine_events(found)
        self.refine_sizes(found)
        self.dated_figures(sent, found)
        self.refine_schools(sent, found)
        self.chain_leaders(sent, found)
        self.located_its_leader(sent, found)  # "X is located in Y and its leader is Z": Y's
        self.remember_city(sent)  # for "the city" in the next sentence
        self.refine_leaders(found)
        self.refine_agents(sent, found)
        self.drop_misread_descriptions(sent, found)
        self.short_team_names(found)
        self.teams.update(f.entity for f in found.values() if f.relation in _TEAM_RELATIONS)
        self.dishes.update(f.entity for f in found.values() if f.relation == "ingredient")
        self.remember_mentions(sent, found)
        self._remember_subject(sent)
        self.remember_place(sent)
        return list(found.values())

    def drop_misread_descriptions(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Final guards, whatever rule made the fact: drops an occupation that is a stand-in's
        role in one event ("Omar Pell was a backup pilot" on one mission), a served country that
        only places a city ("a city in Greece which is served by X"), a council governing a
        person, a birth or a death of what is never born (:func:`_unborn`); cuts a degree off a
        school ("graduated from KIT MA"); drops a nationality noun keyed as a person or given as
        another relation's value ("Tom Vale was US national who was born in X"; "created by the
        US National, Tom Vale", which :meth:`_guarded` re-keys when the rule goes through it, but
        a conjunct of the value does not); then moves an operator's height to what it operates
        and keys a location code to its thing."""
        for key, fact in list(found.items()):
            relation = self.catalog.canonical(fact.relation)
            stand_in = relation == "occupation" and stand_in_role(sent, fact.value)
            misplaced = placing_country(sent, relation, fact.value) or self._governed_person(sent, relation, fact)
            words = fact.value.split()
            degree = relation == "alma mater" and len(words) > 1 and words[-1].replace(".", "").lower() in _DEGREES
            if stand_in or misplaced or _unborn(relation, fact.entity):
                del found[key]
            elif degree:
                del found[key]  # "graduated from KIT MA in 1957": the school is KIT, MA its degree
                school = " ".join(words[:-1]).rstrip(",")
                found.setdefault((fact.entity, fact.relation, school), replace(fact, value=school))
            elif nationality_noun_misread(fact.entity, relation, fact.value):
                del found[key]
                name = apposed_name(sent, fact.value) if not nationality_noun(fact.entity) else None
                if name is not None and name != fact.entity:  # the name set after the noun
                    found.setdefault((fact.entity, fact.relation, name), replace(fact, value=name))
        languages = {(f.entity, f.value) for f in found.values() if self.catalog.canonical(f.relation) in _LANGUAGES}
        for key, fact in list(found.items()):  # "American English" said, "English" cut from it
            if self.catalog.canonical(fact.relation) in _LANGUAGES and any(
                e == fact.entity and v.endswith(" " + fact.value) and is_demonym(v[: -len(fact.value) - 1])
                for e, v in languages
            ):
                del found[key]
        self._runway_lengths(found)
        self._operator_heights(found)
        self._operated_places(sent, found)
        self._code_owners(sent, found)

    def _runway_lengths(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Its runway is 3800 m long", "its 3rd runway is 2953 ft in length": a measure given
        as the runway itself is the runway's length ("runway length: 3800 m", "3rd runway
        length: 2953 ft"), unless the sentence gives that length already."""
        for key, fact in list(found.items()):
            if not _RUNWAY.fullmatch(fact.relation) or (
                not fact.value[:1].isdigit() and not fact.value.startswith("length ")
            ):
                continue
            value = _LENGTH_WORDS.sub("", fact.value).strip(" ,")
            relation = f"{fact.relation} length"
            del found[key]
            if value[:1].isdigit() and not any(
                f.entity == fact.entity and self.catalog.canonical(f.relation) == self.catalog.canonical(relation)
                for f in found.values()
            ):
                found[(fact.entity, relation, value)] = replace(fact, relation=relation, value=value)

    def _operated_places(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Ostby Airport is located in Marlow which is part of Kelby and is operated by the
        Air Force": a town or a region is operated by no one; the operator is that of the thing
        located there, when the sentence gives that thing none."""
        places = {e.text for e in sent.ents if e.label_ in ("GPE", "LOC")}
        places |= {  # a town the tagger took for an organisation, placed in a region: "in Marlow which is part of Y"
            f.entity
            for f in found.values()
            if self.catalog.canonical(f.relation) in ("part of", "country") and not _thing_name(f.entity)
        }
        located = {f.value: f.entity for f in found.values() if self.catalog.canonical(f.relation) == "location"}
        for key, fact in list(found.items()):
            if self.catalog.canonical(fact.relation) != "operator" or fact.entity not in places:
                continue
            thing = located.get(fact.entity)
            if thing is None or any(
                f.entity == thing and self.catalog.canonical(f.relation) == "operator" for f in found.values()
            ):
                continue
            del found[key]
            found.setdefault((thing, fact.relation, fact.value), replace(fact, entity=thing))

    def _code_owners(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "KOST is the ICAO location identifier of Ostby Airport": the parser hangs "of Ostby
        Airport" on "identifier" read as an adjective, and a rule keys the body's abbreviation
        ("ICAO | location | KOST"); the code is the named thing's, its relation the whole noun."""
        for key, fact in list(found.items()):
            if not re.fullmatch(r"[A-Z]{2,5}", fact.entity):
                continue
            match = re.search(
                re.escape(fact.entity) + r"\s+((?:[A-Za-z]+\s+){0,2}?(?:identifier|code))\s+(?:of|for)\s+(?:the\s+)?",
                sent.text,
                re.IGNORECASE,
            )
            if match is None:
                continue
            token = next((t for t in sent if t.idx == sent.start_char + match.end()), None)
            name = self.entity(token) if token is not None and named(token) else None
            del found[key]
            if name:
                relation = f"{fact.entity} {match.group(1).lower()}"
                found.setdefault((name, relation, fact.value), replace(fact, entity=name, relation=relation))

    def apposition(self, appos: Token) -> Iterator[Candidate]:
        """v1's apposition ("Paris, the capital of France, ..."), but not when the noun opens a
        clause of its own, written after a comma with no conjunction: in "X is in Texas, USA, the
        capital of Texas is Austin" the capital is Austin's subject, no apposition of USA."""
        after = appos.right_edge.i + 1
        if after < len(appos.doc):
            verb = appos.doc[after]
            spliced = verb.tag_ in _FINITE_VERB_TAGS and verb.dep_ == "ROOT" and verb.lemma_ == "be"
            if spliced and not v1._children(verb, *v1._SUBJECTS):
                return
        yield from super().apposition(appos)

    @staticmethod
    def _governed_person(sent: Span, relation: str, fact: Candidate) -> bool:
        """Whether a governing body is given to a person ("whose leader is Ann Lee, which is
        governed by the City Council": the city is governed, not its leader): the sentence
        names the entity only as a person."""
        if relation not in _GOVERNED:
            return False
        mentions = [e for e in sent.ents if e.text == fact.entity]
        return bool(mentions) and all(e.label_ == "PERSON" for e in mentions)

    def _operator_heights(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Ostby Airport is operated by Norair Holdings which is 25 metres above sea level": a
        height or a runway the parse gives the operator (an organisation, which stands at no
        height and has no runway) is that of what it operates, when the sentence gives that
        thing none."""
        operated = {f.value: f.entity for f in found.values() if self.catalog.canonical(f.relation) == "operator"}
        for key, fact in list(found.items()):
            if self.catalog.canonical(fact.relation) not in _ELEVATIONS or fact.entity not in operated:
                continue
            thing = operated[fact.entity]
            relation = self.catalog.canonical(fact.relation)
            del found[key]
            if not any(f.entity == thing and self.catalog.canonical(f.relation) == relation for f in found.values()):
                found[(thing, fact.relation, fact.value)] = replace(fact, entity=thing)
        # "Marlow is the location of Ostby Airport at 25 metres above sea level": one height, the
        # airport's; the place it is located in does not share it.
        heights = {(f.entity, f.value) for f in found.values() if self.catalog.canonical(f.relation) == "height"}
        places = {
            (f.value, f.entity)
            for f in found.values()
            if self.catalog.canonical(f.relation) in ("location", "located in")
        }
        for key, fact in list(found.items()):
            if self.catalog.canonical(fact.relation) == "height" and any(
                (fact.entity, thing) in places and (thing, fact.value) in heights for thing, _ in heights
            ):
                del found[key]

    def colon_list_facts(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Ostby stew has four ingredients: lamb, barley and carrots", "Kelby has two official
        languages: A and B": the list after the colon gives one fact per item of the relation
        the counted noun names, when that relation is multivalued (a functional one would make
        the items conflict), the verb is "have" or "include" and the subject is named."""
        for noun in sent:
            verb = noun.head
            if noun.dep_ != "dobj" or noun.tag_ != "NNS" or verb.lemma_ not in ("have", "include"):
                continue
            colon = next((t for t in noun.rights if t.text == ":"), None)
            first = next((c for c in noun.children if c.dep_ == "appos" and colon is not None and c.i > colon.i), None)
            subj = v1._child(verb, "nsubj")
            relation = self._listed_relation(noun) if first is not None and subj is not None else None
            if relation is None or subj is None or first is None:
                continue
            entity = self.resolved.get(subj.i) or self.entity(subj) or _common_name(subj)
            if not entity:
                continue
            items = [first, *(c for c in first.conjuncts if c.i > first.i)]
            for item in items:
                if named(item):
                    value = self._named_value(item)
                elif item.pos_ == "NOUN" and relation == "ingredient":
                    value = v1._text(v1._left_modifiers(item, {"compound", "amod"}))
                else:
                    value = None
                fact = self._guarded(Candidate(entity, relation, value), item) if value else None
                if fact is not None:
                    found.setdefault((fact.entity, fact.relation, fact.value), fact)

    def included_facts(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Norland's leaders include Ann Lee, Tom Reed and Jo Marsh", "The creators of X include
        A and B": a plural relation noun with a named owner, "include", and a list of names: one
        fact per name, for a multivalued relation only."""
        for verb in sent:
            if verb.lemma_ != "include" or verb.pos_ != "VERB":
                continue
            noun, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
            if noun is None or obj is None or noun.tag_ != "NNS" or not named(obj):
                continue
            owner = v1._child(noun, "poss") or v1._prep_object(v1._prep(noun, "of"))
            relation = self._listed_relation(noun) if owner is not None and named(owner) else None
            if relation is None or owner is None:
                continue
            entity = self.resolved.get(owner.i) or self._named_value(owner)
            for item in [obj, *(c for c in obj.conjuncts if c.i > obj.i and not _opens_clause(obj, c))]:
                value = self._named_value(item) if named(item) else None
                fact = self._guarded(Candidate(entity, relation, value), item) if entity and value else None
                if fact is not None:
                    found.setdefault((fact.entity, fact.relation, fact.value), fact)

    def _listed_relation(self, noun: Token) -> str | None:
        """The multivalued relation of :data:`_LISTED_RELATIONS` a plural noun names with its
        modifiers ("official languages" -> official language), else None (a functional one
        would make the list's items conflict)."""
        phrase = " ".join(t.lemma_.lower() for t in v1._left_modifiers(noun, {"compound", "amod"}))
        relation = self.catalog.canonical(phrase)
        if relation not in _LISTED_RELATIONS or self.catalog.cardinality(relation) != "multivalued":
            return None
        return relation

    def full_names(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A person's surname alone keys the full name the text gave before: "Ellison grew up
        ..." in an article on Marta Ellison (as "She" does), "Aldrin was born ..." after "Buzz
        Aldrin graduated ..."; only when one person named so far has that surname."""
        topic = self.topic
        known = [topic.name] if topic is not None and topic.kind == "person" else []
        known += [name for name in self.named_people() if name not in known]
        for key, fact in list(found.items()):
            full = {name for name in known if len(name.split()) > 1 and name.split()[-1] == fact.entity}
            # "Margrethe II of Denmark": Denmark is no surname
            full = {name for name in full if name.split()[-2] != "of"}
            relation = self.catalog.canonical(fact.relation)
            if not full and relation in _PERSON_ONLY_RELATIONS and " " not in fact.entity:
                # "Ann graduated from ...": a first name, for a person's own relations only ("Paris is ...")
                full = {name for name in known if len(name.split()) > 1 and name.split()[0] == fact.entity}
            if len(full) == 1:
                name = full.pop()
                del found[key]
                self.from_previous.add(name)
                moved = replace(fact, entity=name)
                if relation == "instance of" and fact.value.islower():
                    moved = replace(moved, relation="occupation")  # "Brook was a test pilot": a person's class
                found.setdefault((name, moved.relation, moved.value), moved)
        for ent in sent.ents:
            if ent.label_ == "PERSON" and len(ent.text.split()) > 1 and ent.text not in self.people:
                self.people.append(ent.text)

    def named_people(self) -> list[str]:
        """The full names of people named so far, without those the text called a thing ("Kelsey
        Hall is a building": the tagger's PERSON is wrong)."""
        return [name for name in self.people if not self.given_classes.get(name, set()) & DESCRIPTION_NOUNS]

    def short_team_names(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A club's name cut to its first words, or without its club abbreviation, keys the whole
        name the text gave before: "Vitesse Arnhem play in the Eredivisie. Vitesse's ground is
        ...", "The chairman of FC Lorient is X; Lorient's ground is ..."; only for a club's own relations
        (ground, league, manager ...: "Cagliari" the city has none) and only when one club named
        so far opens with those words."""
        clubs = set(self.teams) | {n for n, label in self.mentions if label == "ORG" or club_name(n)}
        here = {f.entity for f in found.values() if self.catalog.canonical(f.relation) in _CLUB_OWN_RELATIONS}
        for key, fact in list(found.items()):
            words = fact.entity.split()
            if self.catalog.canonical(fact.relation) not in _CLUB_OWN_RELATIONS or fact.entity in clubs:
                continue
            others = clubs | (here - {fact.entity})  # "The chairman of FC Lorient is X; Lorient's ground ..."
            longer = {
                c
                for c in others
                if len(c.split()) > len(words)
                and (c.split()[: len(words)] == words or [w for w in c.split() if w not in _CLUB_AFFIXES] == words)
            }  # "Vitesse" for "Vitesse Arnhem", "Lorient" for "FC Lorient"
            if len(longer) == 1:
                name = longer.pop()
                del found[key]
                found.setdefault((name, fact.relation, fact.value), replace(fact, entity=name))

    @staticmethod
    def split_joined_things(found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The Hollin Monument and the Kelsey Arch are in Lenmouth", which the pipeline may name
        as one: a fact of each thing (both names end in a thing's word, so "College of William
        and Mary" and "Trinidad and Tobago" stay whole)."""
        for key, fact in list(found.items()):
            parts = _joined_things(fact.entity)
            if parts:
                del found[key]
                for part in parts:
                    found.setdefault((part, fact.relation, fact.value), replace(fact, entity=part))

    def made_thing_dates(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "James Pain is the architect of Adare Manor, completed in 1862", "Ada Price wrote X and
        it was published in 1990" read with the maker as the subject: a building's or a work's
        date is never its maker's; it is the one thing the maker made in the sentence, or none."""
        made: dict[str, set[str]] = {}
        for fact in found.values():
            if self.catalog.canonical(fact.relation) in _MAKER_RELATIONS:
                joined = [
                    c.text for t in sent if t.text == fact.value for c in t.conjuncts if not _opens_clause(t, c)
                ]  # "A and B are the architects" (not "by A and the Bridge, built in 1901, is")
                for maker in (fact.value, *joined):
                    made.setdefault(maker, set()).add(fact.entity)
        for key, fact in list(found.items()):
            things = made.get(fact.entity)
            if not things or self.catalog.canonical(fact.relation) not in _MADE_THING_FACTS:
                continue
            _move_to_one(found, key, things)

    def made_thing_owners(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Tom Vell is the architect of X, which was completed in 1921, and is owned by Y": a
        person who made a thing, and is the sentence's subject, is never owned, operated or
        published; the fact is the one thing the person made in the sentence, or none
        (:data:`MADE_THING_ONLY`). A maker after "by" ("built by Acme, which is owned by Y") keeps
        its own."""
        people = {t.text for t in sent if t.ent_type_ == "PERSON" and t.dep_ in ("nsubj", "nsubjpass")}
        made: dict[str, set[str]] = {}
        for fact in found.values():
            if self.catalog.canonical(fact.relation) in _MAKER_RELATIONS and fact.value in people:
                made.setdefault(fact.value, set()).add(fact.entity)
        for key, fact in list(found.items()):
            things = made.get(fact.entity)
            if things and self.catalog.canonical(fact.relation) in MADE_THING_ONLY:
                _move_to_one(found, key, things)

    def placed_thing_facts(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "The Hollin Monument is in Marlow which is in Norland and is made of granite": a
        monument's, a building's or a work's fact is never a place's; it is the one thing the
        sentence locates in that place, or none."""
        located: dict[str, set[str]] = {}
        for fact in found.values():
            if self.catalog.canonical(fact.relation) in _LOCATION_KEYS or fact.relation == "located at":
                located.setdefault(fact.value, set()).add(fact.entity)
        places = {t.text for t in sent if t.ent_type_ in ("GPE", "LOC")} | set(located)
        for key, fact in list(found.items()):
            things = located.get(fact.entity, set()) - places  # a thing, never "Copenhagen in the Bella Center"
            if fact.entity not in places or not things or any(k[0] == fact.entity and k[2] in things for k in found):
                continue  # "Garlic is found in X" and X's ingredient garlic: the place is a dish after all
            if self.catalog.canonical(fact.relation) not in _PLACED_THING_RELATIONS:
                continue
            _move_to_one(found, key, things)

    def drop_country_thing_facts(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A fact that gives a country a relation only things have ("Russia | architect | X",
        left after :meth:`placed_thing_facts` found no one thing to move it to) is dropped."""
        for key, fact in list(found.items()):
            if country_with_thing_relation(fact.entity, self.catalog.canonical(fact.relation)):
                del found[key]

    def _collect(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        for token in sent:
            for candidate in self._token_facts(token):
                fact = self._guarded(candidate, token)
                if fact is not None:
                    found.setdefault((fact.entity, fact.relation, fact.value), fact)

    def _inner_its(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> dict[int, str]:
        """{index: entity} for an unresolved "its" in a later clause of the sentence: it names
        the entity of the sentence's first fact ("The museum is in Oslo and its director is
        ..."), when that entity is named before it (or a word before it was resolved to it: "The
        university's rector is X and its motto is Y") and is no person ("its" is never one)."""
        if not found:
            return {}
        entity = next(iter(found.values())).entity
        people = {normalize_text(e.text) for e in sent.ents if e.label_ == "PERSON"}
        titled = f"The {entity}" in sent.text  # "The Grey Harbour was published ...": no person's name
        first = next(iter(found.values()))
        grounded = self.catalog.canonical(first.relation) in ("ground", "league")  # "X's stadium is Y and they ..."
        dish = entity in self.dishes or any(
            f.entity == entity and f.relation in ("ingredient", "course", "serving temperature", "variant")
            for f in found.values()
        )  # "X is a soup served hot and its ...": a dish the NER took for a person
        if normalize_text(entity) in people and not (
            entity in self.teams or club_name(entity) or titled or grounded or dish
        ):
            return {}  # a club the pipeline tags as a person ("Brackley Wanderers") stays
        inner: dict[int, str] = {}
        for token in sent:
            subject_it = token.lower_ == "it" and token.dep_ in ("nsubj", "nsubjpass") and self._only_it_subject(sent)
            subject_it = subject_it or self._team_they(token, entity, found)
            if token.i in self.resolved or not (
                subject_it or (token.lower_ in ("its", "their") and token.dep_ == "poss")
            ):
                continue
            if token.i == sent.start:
                continue
            stated = sent.doc.text[sent.start_char : token.idx]
            named_before = entity in stated or any(
                i < token.i
                and self.resolved[i] == entity
                and (
                    _owns_a_person(sent.doc[i]) or description_noun(sent.doc[i]) is not None
                )  # "The Hall is ... and its"
                for i in self.resolved
            )
            if named_before and any(t.lower_ in ("and", ",", ";") for t in sent.doc[sent.start : token.i]):
                inner[token.i] = entity
        return inner

    def _team_they(self, token: Token, entity: str, found: dict[tuple[str, str, str], Candidate]) -> bool:
        """ "The full name of X is Y and they play at Z", "X's chairman is Y, and the club plays
        in Z": a later clause's one "they" or "the club" names the first fact's club (a team is
        plural in British use; a club by its name, or by a ground or league the sentence gave it
        first); never another plural."""
        if token.dep_ not in ("nsubj", "nsubjpass"):
            return False
        first = next(iter(found.values()))
        clubbed = self.catalog.canonical(first.relation) == "full name" and club_name(
            first.value
        )  # "... Football Club"
        if (self.catalog.canonical(first.relation) in ("ground", "league") or clubbed) and first.entity == entity:
            return token.lower_ == "they" and sum(t.lower_ in ("they", "them", "their") for t in token.sent) == 1
        if token.lower_ in ("club", "team") and [c.lower_ for c in token.children] == ["the"]:
            return entity in self.teams or club_name(entity)  # "..., and the club plays in Serie B"
        if token.lower_ != "they":
            return False
        once = sum(t.lower_ in ("they", "them", "their") for t in token.sent) == 1
        return once and (entity in self.teams or club_name(entity))

    @staticmethod
    def _only_it_subject(sent: Span) -> bool:
        """Whether the sentence says "it" once and "its" never: "The architect of X is Y and it
        was completed in 1983" (one later "it", the first fact's entity)."""
        return sum(t.lower_ in ("it", "its") for t in sent) == 1

    def life_dates(self, sent: Span) -> Iterator[Candidate]:
        """ "Ida Moss (3 May 1950 – 9 June 2001)": a person's bracketed birth and death dates."""
        doc = sent.doc
        for token in sent:
            if token.ent_type_ != "PERSON" or not named(token) or token.i + 2 >= sent.end:
                continue
            if doc[token.i + 1].text != "(":
                continue
            close = next((t.i for t in doc[token.i + 2 : min(sent.end, token.i + 16)] if t.text == ")"), None)
            if close is None:
                continue
            inside = doc[token.i + 2 : close].text
            match = _LIFE_DATES.match(inside)
            entity = self.entity(token)
            born_at = _BORN_AT.match(inside)
            if born_at is not None and entity is not None:
                place = next(
                    (t for t in doc[token.i + 2 : close] if t.idx - doc[token.i + 2].idx == born_at.start("place")),
                    None,
                )
                if place is not None and named(place) and place.ent_type_ not in ("DATE", "PERSON", "NORP"):
                    yield Candidate(entity, "birth place", place.text)  # "(born 3 May 1950 in Kelsey)"
            if match is None or entity is None:
                continue
            yield Candidate(entity, "birth date", match.group("born").strip())
            yield Candidate(entity, "death date", match.group("died").strip())

    def _relation_noun_before(self, token: Token, relation: str) -> bool:
        """Whether another catalog relation's noun stands before a name ("capital Oslo") or is the
        conjunct itself ("the capital of Oslo")."""
        for left in [token, *token.lefts]:
            named_as = self.catalog.canonical(left.text)
            if left.dep_ in ("compound", "conj") and left.pos_ == "NOUN" and named_as in self.catalog.relations:
                return named_as != relation
        return False

    def _conjunct_values(self, sent: Span, fact: Candidate) -> Iterator[Candidate]:
        """ "created by Dan Mishkin and Ernie Colon": each named conjunct of the value, for a
        relation with several values (a functional one keeps the first: "operated by")."""
        relation = self.catalog.canonical(fact.relation)
        if self.catalog.cardinality(relation) != "multivalued" or relation == "instance of":
            return
        for token in sent:
            listed = _listed_places(token) or relation == "city served"  # "serves the cities of A and B"
            if token.text != fact.value or not named(token) or (token.ent_type_ in ("GPE", "LOC") and not listed):
                continue  # "in Manhattan, New York City, U.S." is one place named from small to large
            coordinated = _joined_list(token)  # "A, B and C": the "and" hangs on B
            if any(self._named_value(other) == fact.entity for other in token.conjuncts):
                return  # "by the American, Gene Colan and ...": the entity in its values' list is a misparse
            regions = {c.text for t in token.conjuncts for c in t.children if c.dep_ == "appos"}
            apposed = _apposed_list(token)  # "by Ann Lee, Tom Reed, as well as Jo Marsh"
            coordinated = coordinated or bool(apposed)
            for other in sorted({*token.conjuncts, *apposed}, key=lambda t: t.i):
                if _opens_clause(token, other):
                    continue  # "Amharic and the City Hall is located in ...": the subject of a clause
                if other.text in regions and other.i > 1 and other.doc[other.i - 1].text == ",":
                    continue  # "serves A, NY and B, NY": the region after a comma, said again, is no item
                if relation == "leader" and self._relation_noun_before(other, relation):
                    continue  # "with leader X and capital Y": Y is the capital, no second leader
                value = self._named_value(other)
                value = without_nationality(sent, value) if value else value  # "and the American X Y"
                if (
                    coordinated
                    and value
                    and other.i > token.i
                    and value != fact.entity
                    and (
                        other.ent_type_ not in ("GPE", "LOC", "NORP")
                        or listed
                        or (relation == "club" and club_name(value))
                    )
                ):
                    yield replace(fact, value=value)
            along = _along_with(token)  # "designed by Ann Lee along with Tom Reed"
            value = self._named_value(along) if along is not None else None
            if value and value != fact.entity:
                yield replace(fact, value=value)
            for first in token.lefts:  # "by René Goscinny and Albert Uderzo" parsed as a modifier of the last name
                joined = any(c.dep_ == "cc" and c.lower_ in ("and", "&") for c in first.children)
                value = self._named_value(first) if first.dep_ in ("nmod", "compound") and joined else None
                kinds = ("PERSON", "ORG", "FAC")  # "owned by the Marrow Trust and Kelby Bank", "attended A and B"
                same = first.ent_type_ == token.ent_type_ and token.ent_type_ in kinds
                if value and same and value != fact.entity:
                    yield replace(fact, value=value)
            return

    def _guarded(self, fact: Candidate, anchor: Token) -> Candidate | None:
        fact = replace(fact, entity=_LEADING_MARKER.sub("", fact.entity), value=_LEADING_MARKER.sub("", fact.value))
        if not fact.entity or not fact.value or fact.entity == fact.value:
            return None
        if fact.relation.startswith("number of ") and _definite_figure(anchor.doc.text, fact.value):
            return None  # "the 2005 and 2014 methods": years that name methods, no count
        if is_lone_head(fact.value) or is_debris(fact.value) or is_lone_head(fact.entity) or markup_debris(fact.entity):
            return None
        relation = self.catalog.canonical(fact.relation)
        sent = anchor.doc[:]  # each parse holds one sentence (the parser may cut it again at "a.k.a.")
        if fact.relation.endswith(" by") and _passive_with_object(anchor):
            return None  # "was awarded the Harbour Medal by the Council": the medal was, by the Council
        entity, value = (
            _of_name(sent, _balanced(without_nationality(sent, n.rstrip(" ,;:")))) for n in (fact.entity, fact.value)
        )  # '"Mark Desmond," also known as ...': the comma inside the quotes is no part of the name
        if not entity or not value:
            return None
        topic = self.topic.name if self.topic is not None else None
        fact = replace(fact, entity=entity if entity == topic else _thing_before_place(entity), value=value)
        outer = self._outside_brackets(sent, fact.entity)
        if outer is not None:  # "Tarrow (a.k.a. Kelvin Mao) was created by ...": Tarrow was
            fact = replace(fact, entity=outer)
        if not self._stated_entity(sent, fact.entity):
            return None  # "ander", the lemma of "Anders": an entity is a name the sentence writes
        if fact.relation.endswith(" by") and _nationality(sent, fact.value) and not _led_by_party(fact):
            return None  # "created by the American Jack Kirby" read as "created by: American"
        whole = noun_run_on(sent, fact.entity)
        if whole is not None:  # "Bakewell stew from Norland contains lamb", "stew" parsed as an apposition
            fact = replace(fact, entity=whole)
        if relation != "nationality" and nationality_noun(fact.value):  # "by an American National, Ada Price"
            name = apposed_name(sent, fact.value)
            if name is None or name == fact.entity:
                return None
            fact = replace(fact, value=name)
        if ranked_below(sent, fact.relation):
            return None  # "the second largest city of X" names no largest city
        if any(possessive_tail(sent, name, _POSSESSED_HEADS) for name in (fact.entity, fact.value)):
            return None  # "The Mayor's Bridge was built in 1890": no fact of a "Bridge"
        if premodifier_misread(sent, fact.entity, relation, fact.value):
            return None  # "the leader of Tamil speaking Norland": Tamil only says what Norland speaks
        if relation in LIFE_RELATIONS:
            if not any(c.isupper() for c in fact.entity) or any(c.isdigit() for c in fact.entity):
                return None  # "a keyword argument, a row filter", "urllib3 is an HTTP client": a person has a name
            fact = replace(fact, entity=_without_demonym(fact.entity))  # "American Alan Shepard was born ..."
        if relation == "occupation" and fact.value.split()[-1].lower() in _THING_CLASSES | _TEAM_CLASSES:
            return None  # "Kelsey Fields is a war memorial": a thing's class, no one's occupation
        if relation == "occupation" and monument_name(fact.entity):  # not a thing's word: "Rob Hall" is a singer
            return None  # "The bronze Kelby Memorial stands ...": a material, and a memorial has no trade
        if relation == "nationality" and faith_or_party(fact.value):
            return None  # "a Democratic politician", "a Catholic priest": no nationality
        if relation == "alma mater" and not _SCHOOL.search(fact.value):
            return None  # "attended the Olympics", "graduated from high school": no institution named
        if time_as_place(fact.relation, fact.value) or time_as_place(relation, fact.value):
            return None  # "were in the 2019 Lowland League season": a season, no place
        if conjunct_subject(sent, fact.value, anchor):
            return None  # "X contains lamb and Scotland is where it comes from": no ingredient Scotland
        if not value_fits(relation, fact.value) or self._generic_entity(fact.entity):
            return None  # "runway length: Paracuellos de Jarama", "birth place: 1930"; "the event"
        if relation in _THING_RELATIONS and (
            not any(c.isupper() or c.isdigit() for c in fact.entity) or self._misplaced_entity(sent, fact.entity)
        ):
            return None  # a building or a work has a name: "hosts concerts ..., completed in 2008" keys none
        conditional, mark = _clause_marks(anchor) if anchor.pos_ in ("VERB", "AUX") else (False, "")
        if conditional or consequent(anchor) or intended(anchor):
            return None  # "If the club wins, X will play in Y", "is planned to be built by X"
        if negated_event(anchor) and not fact.relation.startswith("not "):
            return None  # "Kelsey Rovers were not founded in 1901", "Ada Price never lived in Marlow"
        if negated_copula(anchor) and not fact.relation.startswith("not "):
            fact = replace(fact, relation=f"not {fact.relation}")  # "X is not a member of Y": a denial
        if mark:
            qualifier = f"{fact.qualifier}, {mark}" if fact.qualifier else mark
            return replace(fact, qualifier=qualifier)
        return fact

    def _misplaced_entity(self, sent: Span, entity: str) -> bool:
        """Whether the entity of a relation of buildings and works (:data:`_THING_RELATIONS`) is,
        wherever the sentence names it, a place of a chain ("300 North LaSalle, Illinois, which
        was completed in 2009": the building was, not Illinois; "located in Brennock, Norland,
        which was completed": not Brennock) or a common noun opening the sentence
        ("Construction of the building was completed in 2009"). (Not a person test: the
        pipeline tags many buildings as people.)"""
        tokens = [t for t in sent if t.text == entity and t.i not in self.resolved]
        if not tokens:
            return False
        for token in tokens:
            common = token.i == sent.start and token.pos_ == "NOUN" and not token.ent_type_
            if not _in_chain(token) and not common:
                return False
        return True

    def _outside_brackets(self, sent: Span, entity: str) -> str | None:
        """The name before the brackets when the sentence names the entity only inside them,
        as another name ("Tarrow (a.k.a. Kelvin Mao)", "(full name ...)"); None otherwise."""
        tokens = [t for t in sent if t.text == entity and t.i not in self.resolved]
        outer: str | None = None
        for token in tokens:
            opening = next((t for t in reversed(sent.doc[sent.start : token.i]) if t.text in "()"), None)
            if opening is None or opening.text != "(" or token.i - opening.i > 5 or opening.i == sent.start:
                return None
            before = sent.doc[opening.i - 1]
            name = self.entity(before) if named(before) else None
            if name is None and before.pos_ in ("NOUN", "PROPN") and before.text[:1].isupper():
                name = before.text  # "Tarrow (aka Kelvin Mao)", the pipeline reading "Tarrow" as a noun
            if name is None or name == entity:
                return None
            outer = outer or name
        return outer

    def _stated_entity(self, sent: Span, entity: str) -> bool:
        """Whether the sentence writes the entity as whole words (any case, any spacing), or
        the entity was resolved from a pronoun, a description or the topic."""
        if (
            entity in self.resolved.values()
            or entity in self.from_topic
            or entity in self.from_previous
            or entity in self.adjective_places
        ):
            return True
        words = [re.escape(w) for w in entity.split()]
        if not words:
            return False
        pattern = r"(?<!\w)" + r"\s*".join(words) + r"(?!\w)"
        if re.search(pattern, sent.text, re.IGNORECASE) is not None:
            return True
        # A common noun keyed by its lemma ("blue whales" as "blue whale"); a capitalized word
        # keeps its own text, so "Anders" never stands for "ander".
        lemmas = " ".join(t.lemma_ if t.text.islower() else t.text for t in sent)
        return re.search(pattern, lemmas, re.IGNORECASE) is not None

    def _generic_entity(self, entity: str) -> bool:
        """Whether an entity is no name but a relation or class noun: "runway length", "the
        operating organisation", "the comic character", "construction" (a lowercase phrase whose
        head is such a noun; "water", "blue whale" and "light" stay entities)."""
        if any(c.isupper() or c.isdigit() for c in entity):
            return False
        words = normalize_text(entity).split()
        if not words:
            return True
        known = self.catalog.canonical(entity) in self.catalog.relations
        return known or words[-1] in _GENERIC_ENTITY_HEADS

    def event(self, verb: Token) -> Iterator[Candidate]:
        """v1's events, plus a date written without a preposition: "X died July 21st, 1998",
        "X was completed April 2014" (the parser makes it an adverb of the verb)."""
        found = list(super().event(verb))
        yield from found
        yield from self.built_place(verb, found)  # "X was completed in 1995 in Lenmouth"
        spec = v1._event_spec(verb)
        if spec is None or not spec.date or any(c.relation == spec.date for c in found):
            return
        bare = next((c for c in verb.rights if c.dep_ == "npadvmod" and c.ent_type_ == "DATE"), None)
        date = v1.date_phrase(bare) if bare is not None else None
        if date is None:
            return
        entity_head, _ = self._event_roles(verb)
        for head in v1._conjuncts(entity_head):
            entity = self.entity(head)
            if entity:
                yield Candidate(entity, spec.date, date)

    def _token_facts(self, token: Token) -> Iterator[Candidate]:
        yield from super()._token_facts(token)
        yield from self.relation_patterns(token)
        if token.lower_ == "above":
            yield from self.sea_level(token)
        if token.dep_ == "appos":
            yield from self.description(token)
            yield from self.apposed_nationality(token)
            yield from self.role_apposition(token)
            yield from self.apposed_role(token)
        if token.ent_type_ == "PERSON":
            yield from self.team_player(token)
        if token.lower_ in ("in", "at", "of") and token.dep_ == "prep":
            yield from self.place_modifier(token)
        if token.ent_type_ == "PERSON":
            yield from self.nationality_beside(token)
        yield from self.person_facts(token)
        if token.lower_ == "as" and token.dep_ == "prep":
            yield from self.occupation_as(token)
        if token.lower_ == "with" and token.dep_ == "prep":
            yield from self.with_phrase(token)
            yield from self.part_with_measure(token)
        if token.dep_ == "appos" and _is_place_name(token):
            yield from self.address(token)
        if token.pos_ not in ("AUX", "VERB"):
            return
        if token.lemma_ == "be":
            yield from self.copula_open(token)
            yield from self.where_clause(token)
        else:
            yield from self.verb_phrase(token)
            yield from self.serving(token)
            yield from self.became(token)
            yield from self.degree_from(token)
            yield from self.went_to(token)
            yield from self.born_apposition(token)
            yield from self.have_as(token)
            yield from self.located_where(token)
            yield from self.called(token)
            yield from self.spoken_in(token)

    def attribute(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """v1's attribute copula, also for a relation noun tagged as a proper noun ("CEO"), for a
        relation named by "X of Y" ("date of birth", "length of the runway") and "the number of
        students at X is 700" (the count's noun names the relation)."""
        named_by_of = self._of_relation(subj)
        if named_by_of is not None:
            relation, holder = named_by_of
            entity = self.entity(holder)
            value = self._attribute_value(attr, relation) or self._bare_number(attr)
            if entity and value:
                yield Candidate(entity, relation, value, v1.qualifier_of([verb, subj, holder, attr], holder, attr))
            return
        counted = self._counted(subj)
        if counted is not None:
            yield from self._number_of(verb, subj, counted, attr)
            return
        if subj.pos_ == "PROPN" and not subj.ent_type_ and v1._prep(subj, "of") is not None:
            owner = self.owner(subj)
            entity = self.entity(owner)
            relation = v1.relation_phrase(subj)  # "The Chief Justice of X": chief justice
            value = self._attribute_value(attr, relation)
            if owner is not None and entity and value:
                yield Candidate(entity, relation, value, v1.qualifier_of([verb, subj, owner, attr], owner, attr))
            return
        owner = self.owner(subj) if subj.pos_ == "NOUN" else None
        if owner is not None and owner.dep_ in ("compound", "nmod") and owner.head.i == subj.i:
            entity = self.entity(owner)
            relation = relation_after_name(subj, owner) or ""
            relation = relation if self._known(relation) else subj.lemma_.lower()  # "X runway length"
            value = self._attribute_value(attr, relation)
            if entity and value:
                yield Candidate(entity, relation, value)
            return
        yield from super().attribute(verb, subj, attr)

    def _attribute_value(self, attr: Token, relation: str) -> str | None:
        """v1's value of "the R of X is V", but never another relation noun: in "the leader is
        ... and Dutch is the language" "the language" is no leader; a date is read whole ("4 May
        1925", whose head the parser may make the day's number, not "4")."""
        date = v1.date_phrase(attr) if attr.ent_type_ == "DATE" else None
        if date:
            return date
        if self.catalog.canonical(relation) == "occupation" and attr.pos_ == "NOUN" and not named(attr):
            return v1._text(v1._left_modifiers(attr, {"compound", "amod"}))  # "X's occupation was a test pilot"
        value = super()._attribute_value(attr, relation)
        before = attr.doc[attr.i - 1] if attr.i > 0 else attr
        variety = before.i != attr.i and before.head.i == attr.i and before.dep_ in ("amod", "compound")
        if (
            value == attr.text
            and variety
            and is_demonym(before.text)
            and self.catalog.canonical(relation) in _LANGUAGES
        ):
            value = f"{before.text} {value}"  # "the language is American English": a variety, not English
        bare = not v1._children(attr, "compound", "amod")  # "the language", not "the English language"
        if value and attr.pos_ == "NOUN" and not named(attr) and bare and self._known(attr.lemma_.lower()):
            return None
        return without_title(value) if value else value

    def inverse(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "Arvind Krishna is the CEO of IBM": any definite relation noun with a named owner."""
        apposed = v1._named_apposition(subj) is not None and self.entity(subj)  # "The writer, X, is ..."
        bare = _bare_capital_word(subj) and self.catalog.canonical(v1.relation_phrase(attr)) in _TOWN_VALUED
        if not (named(subj) or apposed or bare) or not v1._is_definite(attr):
            return
        if attr.pos_ not in ("NOUN", "PROPN") or (attr.pos_ == "PROPN" and attr.ent_type_):
            return
        owner = self.owner(attr)
        relation = v1.relation_phrase(attr)  # a plural ("the operators of X") keys as its singular
        relation = _ROLE_NOUNS.get(relation, relation)
        if not self._known(relation) and any(c.ent_type_ == "NORP" for c in v1._children(attr, "amod", "compound")):
            relation = attr.lemma_.lower()  # "the American creator of X": the creator
        if owner is None or not (named(owner) or owner.i in self.resolved):
            return
        if attr.lemma_.lower() in _PLURAL_ROLES and not self._known(relation):
            return
        entity, value = self.entity(owner), (subj.text if bare else self.entity(subj))
        if value is None and subj.ent_type_ in ("NORP", "LANGUAGE") and self.catalog.canonical(relation) == LANGUAGE:
            value = subj.text  # "Welsh is the language of Wales": a language is a nationality word
        if entity and value:
            yield Candidate(entity, relation, value, v1.qualifier_of([verb, attr], owner))
            adjective = next((c for c in v1._children(attr, "amod") if is_demonym(c.text)), None)
            if adjective is not None and subj.ent_type_ == "PERSON":
                yield Candidate(value, "nationality", adjective.text)  # "X is the American creator of Y"

    def player_for(self, person: Token, noun: Token) -> Iterator[Candidate]:
        """ "Tom Baxter is a player for Lenmouth Rovers" -> club; also "X player Tom Baxter"
        (see :meth:`team_player`)."""
        if noun.lemma_.lower() not in _PLAYER_NOUNS or person.ent_type_ in _THINGS:
            return
        if not named(person) and not (person.lower_ in ("he", "she") and person.i in self.resolved):
            return  # "He was once a player for Y": the person "he" names
        team = v1._prep_object(v1._prep(noun, "for") or v1._prep(noun, "of") or v1._prep(noun, "at"))
        entity, value = self.entity(person), self._named_value(team)
        if entity and value and team is not None and _club_named(team, value):
            yield Candidate(entity, "club", value)

    def team_player(self, token: Token) -> Iterator[Candidate]:
        """ "Lenmouth Rovers player Tom Baxter": a team name before a player noun before a person."""
        if token.ent_type_ != "PERSON" or not named(token):
            return
        for noun in v1._children(token, "compound"):
            if noun.lemma_.lower() not in _PLAYER_NOUNS:
                continue
            teams = [c for c in v1._children(noun, "compound") if c.ent_type_ == "ORG" and named(c)]
            entity = self.entity(token)
            value = self._named_value(teams[0]) if len(teams) == 1 else None
            if entity and value:
                yield Candidate(entity, "club", value)

    def common_inverse(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "The Norwegian krone is the currency of Norway": a currency or language named by a
        common noun with a nationality word (not a proper name) is still the value."""
        if named(subj) or subj.pos_ != "NOUN" or not v1._is_definite(attr) or attr.pos_ != "NOUN":
            return
        relation = v1.relation_phrase(attr)
        if self.catalog.canonical(relation) not in ("currency", LANGUAGE):
            return
        modifiers = [c for c in v1._children(subj, "compound", "amod") if c.ent_type_ == "NORP" or c.text[:1].isupper()]
        owner = self.owner(attr)
        if not modifiers or owner is None or not (named(owner) or owner.i in self.resolved):
            return
        entity, value = self.entity(owner), v1._text(v1._left_modifiers(subj, {"compound", "amod"}))
        if entity and value:
            yield Candidate(entity, relation, value)

    def there_are(self, verb: Token, attr: Token) -> Iterator[Candidate]:
        """ "There are 12,000 students at Kelsey University", "There are 34 floors in the Harbour
        Tower": a counted plural noun "in"/"at" a named place is its "number of" relation."""
        if not any(c.dep_ == "expl" and c.lower_ == "there" for c in verb.children) or attr.tag_ != "NNS":
            return
        number = v1._child(attr, "nummod")
        if number is None or number.ent_type_ in ("DATE", "TIME", "MONEY", "PERCENT"):
            return
        prep = v1._prep(attr, "in") or v1._prep(attr, "at") or v1._prep(verb, "in") or v1._prep(verb, "at")
        place = v1._prep_object(prep)
        entity = self.entity(place) if place is not None and self.specific(place) else None
        value = v1.quantity_phrase(number)
        if entity and value:
            yield Candidate(entity, f"number of {v1.relation_phrase(attr)}", value)

    def a_language_of(self, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "Welsh is a language spoken in Wales", "... the language used in Wales": the place a
        language noun's participle names has that language."""
        if attr.lemma_.lower() != "language" or not subj.text[:1].isupper():
            return
        acl = next((c for c in attr.children if c.dep_ == "acl" and c.lemma_ in ("speak", "use", "find")), None)
        place = v1._prep_object(v1._prep(acl, "in")) if acl is not None else None
        where = self._named_value(place)
        value = subj.text if subj.ent_type_ in ("NORP", "LANGUAGE") else self._named_value(subj)
        if where and value:
            yield Candidate(where, "language", value)

    def work_by(self, noun: Token, work: Token) -> Iterator[Candidate]:
        """ "X is a novel by Anna Pell", "X, a book by Anna Pell, ...": a written work "by" a named
        person names its author."""
        if noun.lemma_.lower() not in _WRITTEN_WORKS or noun.pos_ != "NOUN":
            return
        by = v1._prep(noun, "by")
        person = v1._prep_object(by)
        if person is not None:
            person = v1._named_apposition(person) or person  # "by the geographer Samuel Okoro"
        if person is None or person.ent_type_ != "PERSON" or not named(person):
            return
        entity, value = self.entity(work), self._named_value(person)
        while value and value[:1].islower() and " " in value:
            value = value.split(" ", 1)[1]  # "by the historian Petra Lund", "historian" tagged a name
        if entity and value and self.specific(work):
            yield Candidate(entity, "written by", value)

    def copula(self, verb: Token) -> Iterator[Candidate]:
        """v1's copulas, plus a named adjective as the value ("The official language of Iraq is
        Arabic") and one of several holders of a role ("X is a leader of Y")."""
        yield from self._copula_value(verb)
        subj = self.subject(verb)
        attr = v1._child(verb, "attr")
        date = next((c for c in verb.rights if c.dep_ == "npadvmod" and c.ent_type_ == "DATE"), None)
        if attr is None and subj is not None and date is not None and verb.lemma_ == "be":
            yield from self.attribute(
                verb, subj, date
            )  # "The birth date of X is 4 June 1951": "June" parsed as an adverb
        if attr is not None and subj is None:
            yield from self.there_are(verb, attr)
        if attr is None and subj is not None and verb.lemma_ == "be":
            yield from self.place_relation_at(verb, subj)
        if attr is not None and verb.lemma_ == "be":
            yield from self.inverted_location(verb, attr)
        if subj is not None and attr is not None:
            yield from self.part_measure_in(verb, subj, attr)
            yield from self.one_of_role(verb, subj, attr)
            yield from self.work_by(attr, subj)
            yield from self.a_language_of(subj, attr)
            yield from self.player_for(subj, attr)
            yield from self.common_inverse(verb, subj, attr)
            for other in self._definite_conjuncts(attr) if named(subj) else ():
                yield from self.inverse(verb, subj, other)  # "X was a lawyer and the governor of Y"
            noun = v1._prep_object(v1._prep(subj, "of")) if subj.lower_ == "one" else None
            if noun is not None and noun.tag_ == "NNS" and noun.pos_ == "NOUN" and named(attr):
                yield from self.one_of_attribute(verb, noun, attr)

    @staticmethod
    def _definite_conjuncts(attr: Token) -> list[Token]:
        """The conjuncts after an attribute that are "the R of Y" ("a lawyer and the governor of
        Vermont", "the capital of X and the largest city of Y"): each names a role of its own."""
        return [
            c
            for c in v1._children(attr, "conj")
            if c.tag_ == "NN" and v1._is_definite(c) and v1._prep(c, "of") is not None  # not "the grounds of X"
        ]

    def inverted_location(self, verb: Token, attr: Token) -> Iterator[Candidate]:
        """ "Located in Dublin, a part of Leinster, is the 3Arena": a fronted participle of
        place as the copula's subject, the named thing after it."""
        participle = v1._child(verb, "csubj")
        if participle is None or participle.tag_ != "VBN" or participle.lemma_ not in ("locate", "situate"):
            return
        place = next((v1._prep_object(p) for p in v1._children(participle, "prep") if p.lower_ in ("in", "at")), None)
        entity, value = (self.entity(attr), self._named_value(place)) if named(attr) else (None, None)
        if entity and value and not any(c.dep_ == "neg" for c in verb.children):
            yield Candidate(entity, "located in", value)

    def place_relation_at(self, verb: Token, subj: Token) -> Iterator[Candidate]:
        """ "The headquarters of X is at Y", "X's ground is in Y": a relation whose value is a
        place, stated with "at"/"in" instead of a copula's attribute."""
        relation = self.catalog.canonical(v1.relation_phrase(subj)) if subj.pos_ == "NOUN" else None
        if relation not in _PLACE_VALUED or any(c.dep_ == "neg" for c in verb.children):
            return
        place = next((v1._prep_object(p) for p in v1._children(verb, "prep") if p.lower_ in ("at", "in", "on")), None)
        owner = self.owner(subj)
        entity = self.entity(owner) if owner is not None and (named(owner) or owner.i in self.resolved) else None
        value = self._named_value(place)
        if entity and value and place is not None and not v1._is_year(place):
            yield Candidate(entity, relation, value, v1.qualifier_of([verb, subj], place))

    def one_of_attribute(self, verb: Token, noun: Token, attr: Token) -> Iterator[Candidate]:
        """ "One of Norway's leaders is Erna Solberg", "One of the leaders of Norway is ...": one
        value of a relation with several holders."""
        relation = _ROLE_NOUNS.get(noun.lemma_.lower(), noun.lemma_.lower())
        if not self._one_of_several(relation) or v1._children(noun, "amod"):
            return
        owner = self.owner(noun)
        entity, value = self.entity(owner), self._named_value(attr)
        if owner is not None and (named(owner) or owner.i in self.resolved) and entity and value:
            yield Candidate(entity, relation, value)

    def one_of_role(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "Ada Price is a leader of Norvania", "... is one of the leaders of Norvania", "... a
        leader in Norvania": a catalog relation noun, indefinite or after "one of the", names the
        subject as a value of the owner's relation (the definite form is :meth:`inverse`)."""
        if not named(subj) or attr.pos_ not in ("NOUN", "NUM"):
            return
        noun: Token | None = attr
        if attr.lower_ == "one":
            noun = v1._prep_object(v1._prep(attr, "of"))
            det = v1._child(noun, "det") if noun is not None else None
            if noun is None or noun.tag_ != "NNS" or det is None or det.lower_ != "the":
                return
        else:
            det = v1._child(attr, "det")
            if det is None or det.lower_ not in ("a", "an") or attr.tag_ != "NN":
                return
        if noun is None or noun.pos_ != "NOUN" or noun.lemma_.lower() in _PLURAL_ROLES:
            return
        relation = _ROLE_NOUNS.get(noun.lemma_.lower(), noun.lemma_.lower())
        if not self._one_of_several(relation) or v1._children(noun, "amod"):
            return  # "X is a location in Y" says where X is, not Y's location
        owner = self.owner(noun)
        if owner is None or not (named(owner) or owner.i in self.resolved):
            return
        entity, value = self.entity(owner), self.entity(subj)
        if entity and value:
            yield Candidate(entity, relation, value, v1.qualifier_of([verb, noun], owner))

    def _one_of_several(self, relation: str) -> bool:
        """Whether "a R of X" / "one of the Rs of X" may key a fact: a role relation (people and
        bodies, never a place) with several values in the catalog. A functional one ("leader")
        is left out: "Ada is a leader of X" and "Bo is a leader of X" would be a false conflict."""
        canonical = self.catalog.canonical(relation)
        return canonical in _ROLE_RELATIONS and self.catalog.cardinality(canonical) == "multivalued"

    def have_as(self, verb: Token) -> Iterator[Candidate]:
        """ "Norvania has Ada Price as its leader", "Kelsey, which has Lenmouth as its capital":
        the object is the value of the relation the "as" noun names."""
        if verb.lemma_ not in ("have", "use") or any(c.dep_ == "neg" for c in verb.children):
            return
        obj = v1._child(verb, "dobj")
        if obj is None:
            return
        as_ = v1._prep(obj, "as") or v1._prep(verb, "as")
        noun = v1._prep_object(as_)
        if noun is None or noun.pos_ != "NOUN" or noun.lemma_.lower() in _PLURAL_ROLES:
            return
        det, poss = v1._child(noun, "det"), v1._child(noun, "poss")
        bare = det is None and poss is None and noun.lower_ in ("capital", "currency", "language", "anthem")
        bare = bare and not v1._children(noun, "amod", "compound")  # "has Dublin as capital"
        bare_title = det is None and poss is None and noun.lower_ in _BARE_TITLES and not list(noun.children)
        marked = (det is not None and det.lower_ in ("a", "an", "the")) or (poss is not None and poss.pos_ == "PRON")
        if not (marked or bare or bare_title):  # "X has Y as president"
            return
        relation = _ROLE_NOUNS.get(noun.lemma_.lower(), v1.relation_phrase(noun))
        canonical = self.catalog.canonical(relation)
        if canonical not in self.catalog.relations or canonical == "instance of":
            return
        if verb.lemma_ == "use" and canonical not in ("currency", LANGUAGE):
            return  # "uses X as its currency"; not "uses Y as a base"
        if det is not None and det.lower_ in ("a", "an") and self.catalog.cardinality(canonical) != "multivalued":
            return  # "has Ada Price as a leader": one of several, no key of a functional relation
        subj = self.subject(verb)
        entity, value = self.entity(subj), self._named_value(obj)
        if value is None and obj.pos_ == "NOUN" and canonical in ("currency", LANGUAGE):
            value = (
                v1._text(v1._left_modifiers(obj, {"compound", "amod"}))
                if v1._children(obj, "compound", "amod")
                else None
            )
        if subj is None or not self.specific(subj) or not entity or not value:
            return
        yield Candidate(entity, relation, value)
        # "has Helsinki as its capital and Finnish as its language", "has A as its ground and B as its manager"
        for other in [*noun.conjuncts, *obj.conjuncts]:
            after = [
                p for p in (*other.children, *noun.children, *verb.children) if p.dep_ == "prep" and p.lower_ == "as"
            ]
            after = [p for p in after if p.i > other.i]  # the parser may hang "as" on the first noun
            second = v1._prep_object(min(after, key=lambda p: p.i)) if after else None
            if second is None or second.pos_ != "NOUN" or not named(other) or other.i < noun.i:
                continue
            owner = v1._child(second, "poss")
            if owner is None or owner.lower_ not in ("its", "their"):
                continue
            phrase = _ROLE_NOUNS.get(second.lemma_.lower(), v1.relation_phrase(second))
            key = self.catalog.canonical(phrase)
            if key not in self.catalog.relations or key == "instance of":
                continue
            other_value = self._named_value(other)
            if other_value is None and key == LANGUAGE and other.ent_type_ in ("NORP", "LANGUAGE"):
                other_value = other.text  # "Finnish as its language": a nationality word
            if other_value:
                yield Candidate(entity, phrase, other_value)

    def called(self, verb: Token) -> Iterator[Candidate]:
        """ "The leader of Norvania is called Ada Price", "Norvania, whose leader is named Ada
        Price": a passive of naming reads like "is"."""
        if verb.lemma_ not in ("call", "name") or not _is_passive(verb):
            return
        subj, oprd = v1._child(verb, "nsubjpass"), v1._child(verb, "oprd")
        if subj is not None and oprd is not None and subj.lower_ == "one" and named(oprd):
            noun = v1._prep_object(v1._prep(subj, "of"))  # "One of the leaders of X is called Y"
            if noun is not None and noun.tag_ == "NNS" and noun.pos_ == "NOUN":
                yield from self.one_of_attribute(verb, noun, oprd)
            return
        if subj is None or oprd is None or subj.pos_ != "NOUN" or not named(oprd):
            return
        if not self._known(v1.relation_phrase(subj)):
            return
        yield from self.attribute(verb, subj, oprd)

    def spoken_in(self, verb: Token) -> Iterator[Candidate]:
        """ "Welsh is spoken in Wales", "The Welsh language is spoken in Wales" -> (Wales,
        language, Welsh): only a language is spoken somewhere, whatever the parser tagged it."""
        if verb.lemma_ != "speak" or not _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubjpass")
        place: Token | None = v1._prep_object(v1._prep(verb, "in"))
        there = next((c for c in verb.children if c.lower_ == "there" and c.i in self.resolved), None)
        where = verb.dep_ == "relcl" and any(c.lower_ == "where" for c in verb.children)
        if place is None and there is not None:
            place = there  # "Welsh is spoken there"
        elif place is None and where and _is_place_name(verb.head):
            place = verb.head  # "Wales, where Welsh is spoken"
        elif subj is not None and subj.ent_type_ in ("NORP", "LANGUAGE"):
            return  # "Welsh is spoken in Wales" is read by _inverse_passive
        if subj is None or place is None:
            return
        spoken = self._named_value(place)
        if subj.lower_ in ("language", "languages") and subj.pos_ == "NOUN":
            names = [c for c in subj.lefts if c.dep_ in ("compound", "amod") and c.text[:1].isupper()]
            value = v1._text([*names, subj]) if names else None
        elif subj.ent_type_ in ("NORP", "LANGUAGE"):
            value = subj.text
        else:
            value = self._named_value(subj) if subj.text[:1].isupper() else None
        if spoken and value:
            yield Candidate(spoken, "language", value)

    def have_attribute(self, verb: Token) -> Iterator[Candidate]:
        """v1's "X has a population of N", except where the noun is itself counted: in "has 34
        floors and floor area of N" the parser hangs "of N" on "floors"."""
        if verb.lemma_ not in v1._HAVE_VERBS:
            return
        obj = v1._child(verb, "dobj")
        if obj is not None and any(v1._child(n, "nummod") for n in [obj, *v1._children(obj, "conj")]):
            return
        if obj is not None and obj.lower_ == "total":
            return  # "has a total of 320 pages": a count of pages, :meth:`class_counts`' fact
        yield from super().have_attribute(verb)

    def _copula_value(self, verb: Token) -> Iterator[Candidate]:
        """v1's copulas, plus a named adjective or a number the parser took for one as the value:
        "The official language of Iraq is Arabic", "The runway length of X is 2003.0"."""
        yield from super().copula(verb)
        subj = self.subject(verb)
        acomp = v1._child(verb, "acomp")
        named_value = acomp is not None and acomp.ent_type_ in v1._NAME_LABELS and acomp.text[:1].isupper()
        # "The runway length of X is 2003.0": a decimal the parser hangs on "is" as an adjective
        number = acomp is not None and acomp.pos_ == "NUM" and acomp.like_num
        if subj is not None and acomp is not None and v1._child(verb, "attr") is None and (named_value or number):
            yield from self.attribute(verb, subj, acomp)  # v2's: "Spain language is Spanish" keys "language"

    def occupation(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "Elliot See was a test pilot" -> occupation; "an American lawyer" -> nationality too.
        For a person only (named PERSON or a pronoun resolved to a person)."""
        det = v1._child(attr, "det")
        if det is None or det.lower_ not in ("a", "an") or attr.tag_ != "NN":
            return
        if attr.lower_ in _NOT_OCCUPATIONS or own_preps(attr) or any(c.dep_ == "neg" for c in verb.children):
            return  # "X was not a test pilot" says no occupation
        if any(c.dep_ == "expl" for c in verb.children):
            return  # "X painted most halls, though there are a number that remain bare": no one's trade
        if attr.lemma_.lower() in _DISH_NOUNS - {"starter"}:
            return  # "Salmorejo is a soup", the name tagged as a person's
        # "a fighter pilot and a member of Apollo 11", "a fighter pilot born in Hong Kong": the
        # noun phrase ends at the conjunct or the clause; "a pilot and engineer" is one phrase
        if any(v1._child(c, "det") is None and c.lemma_ not in _NOT_OCCUPATIONS for c in v1._children(attr, "conj")):
            return  # "a fighter pilot and member of the crew": "member" begins another noun phrase
        if any(c.lemma_ not in OCCUPATION_CLAUSES for c in v1._children(attr, "acl")):
            return
        person = self._person(subj)
        entity = self.entity(subj)
        if not person or entity is None:
            return
        teams = [c for c in v1._children(attr, "compound") if c.ent_type_ == "ORG" and named(c)]
        if attr.lemma_.lower() in _PLAYER_NOUNS and len(teams) == 1:
            team = self._named_value(teams[0])  # "a Lenmouth Rovers player": a club, no occupation's word
            if team:
                yield Candidate(entity, "club", team)
            return
        words = [t for t in v1._left_modifiers(attr, {"compound"}) if t.pos_ in ("NOUN", "PROPN")]
        yield Candidate(entity, "occupation", v1._text(words).lower() if words else attr.lower_)
        for amod in v1._children(attr, "amod"):
            if amod.ent_type_ == "NORP":
                yield Candidate(entity, "nationality", amod.text)

    def student(self, subj: Token, attr: Token) -> Iterator[Candidate]:
        """ "X was a student at Y", "X is a graduate of Y" -> alma mater (a person; the value
        must name an institution, see :meth:`_guarded`)."""
        person = self._person(subj)
        entity = self.entity(subj)
        if not person or entity is None or attr.lemma_.lower() not in _STUDENT_NOUNS:
            return
        if any(c.dep_ == "neg" for c in attr.head.children):
            return
        for word in ("at", "of", "from"):
            value = self._named_value(v1._prep_object(v1._prep(attr, word)))
            if value:
                yield Candidate(entity, "alma mater", value)
                return

    def nationality(self, subj: Token, attr: Token) -> Iterator[Candidate]:
        """A person's nationality: "X was an American", "X is a US national", "X is a citizen
        of the United States" (not negated; for a person only, as :meth:`occupation`)."""
        person = self._person(subj)
        entity = self.entity(subj)
        if not person or entity is None or any(c.dep_ == "neg" for c in attr.head.children):
            return
        det = v1._child(attr, "det")
        indefinite = det is not None and det.lower_ in ("a", "an")
        if attr.ent_type_ == "NORP" and indefinite and not list(attr.rights):
            yield Candidate(entity, "nationality", attr.text)  # "Alan Shepard was an American."
            return
        if attr.lemma_.lower() not in ("national", "citizen") or not indefinite:
            return
        country = [t for t in v1._left_modifiers(attr, {"compound", "amod"}) if t.ent_type_ in ("GPE", "NORP")]
        if country:
            yield Candidate(entity, "nationality", v1._text(country))  # "a US national"
            return
        place = v1._prep_object(v1._prep(attr, "of"))
        value = self._named_value(place) if place is not None and place.ent_type_ == "GPE" else None
        if value:
            yield Candidate(entity, "nationality", value)  # "a citizen of the United States"

    def instance(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]:
        """v1's "X is a Y", except for people: their "a test pilot" is an occupation; "a
        320-page novel" is a novel (its page count is :meth:`class_counts`' fact)."""
        if subj.ent_type_ == "PERSON" or attr.lower_ in ("national", "citizen") or trade_copula(subj):
            return  # "a Puerto Rican national": a nationality; "an architect": an occupation
        measure = _measure_compound(attr)
        for fact in super().instance(verb, subj, attr):
            if measure is not None:
                inside = range(measure.left_edge.i, measure.right_edge.i + 1)
                kept = [t for t in v1._left_modifiers(attr, {"compound", "amod"}) if t.i not in inside]
                fact = replace(fact, value=v1._text(kept))
            yield fact

    def copula_open(self, verb: Token) -> Iterator[Candidate]:
        """ "X is in Y" (located in), "X is a city in Y", "X is a member of Y"."""
        subj = self.subject(verb)
        place = _relative_place(verb)
        if place is not None and any(p.lower_ in ("in", "within") for p in v1._children(verb, "prep")):
            subj = place  # "located in Tirstrup, Denmark, which is in the Central Region": Tirstrup
        entity = self.entity(subj)
        if subj is None or entity is None:
            return
        bare = _bare_name(subj) and not named(subj) and subj.i not in self.resolved  # "Adare is in Ireland"
        if not (named(subj) or subj.i in self.resolved or _place_with_class(subj) or bare):
            return
        taken: set[str] = set() if not _adjective_in(verb) else {"in", "within"}
        for prep in v1._children(verb, "prep"):
            obj = v1._prep_object(prep)
            value = self._named_value(obj)
            if value and prep.lower_ in ("in", "within") and not taken and prep.i > verb.i:
                taken.add(prep.lower_)  # "X is in Y", "X is within Y"
                if obj is not None and prep.lower_ == "in" and _is_language(obj, verb):
                    if not bare and not any(c.dep_ == "neg" for c in verb.children):
                        yield Candidate(entity, "language", obj.text)  # "The book is in Welsh": no place
                    continue
                if not bare or (obj is not None and _is_place_name(obj)):
                    yield Candidate(entity, "located in", value, v1.qualifier_of([verb], obj))
        if bare:
            return
        attr = v1._child(verb, "attr")
        if attr is not None:
            yield from self.nationality(subj, attr)
            yield from self.national_attribute(subj, attr)
            yield from self.student(subj, attr)
        if attr is None or attr.pos_ != "NOUN":
            return
        yield from self.occupation(verb, subj, attr)
        det = v1._child(attr, "det")
        if det is None or det.lower_ not in ("a", "an"):
            return
        for prep in v1._children(attr, "prep"):
            obj = v1._prep_object(prep)
            value = self._named_value(obj)
            if not value:
                continue
            noun = attr.lemma_.lower()
            site = noun in _SITE_NOUNS and prep.lower_ == "in"  # "X is a tourist destination in Y"
            if (noun in _PLACE_CLASSES and prep.lower_ in ("in", "of")) or site:
                yield Candidate(entity, "located in", value)
            elif noun == "member" and prep.lower_ == "of" and not v1._children(attr, "compound", "amod"):
                yield Candidate(entity, "member of", value)

    def where_clause(self, verb: Token) -> Iterator[Candidate]:
        """ "Denmark, where Lars Rasmussen is its leader / the leader": the place the clause hangs
        on owns the relation its named subject is ("English is the spoken language")."""
        where = _where_word(verb)
        if where is None or verb.dep_ not in ("relcl", "ccomp", "advcl"):
            return
        place: Token | None = verb.head
        if verb.dep_ != "relcl":  # "in Norway where X is a leader" hung on the main verb: the
            before = verb.doc[where.i - 1] if where.i > 0 else None  # place right before "where"
            if before is not None and before.text == "," and before.i > 0:
                before = verb.doc[before.i - 1]
            place = before if before is not None and before.dep_ == "pobj" else None
            place = _chain_first(place)  # "in Chicago, Illinois where ...": Chicago
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if place is None or subj is None or attr is None or attr.pos_ != "NOUN" or not named(subj) or not named(place):
            return
        if place.ent_type_ not in ("GPE", "LOC"):
            return
        poss, det = v1._child(attr, "poss"), v1._child(attr, "det")
        if not ((poss is not None and poss.lower_ == "its") or (det is not None and det.lower_ in ("the", "a", "an"))):
            return
        relation = "language" if attr.lemma_.lower() == "language" else v1.relation_phrase(attr)
        if attr.lemma_.lower() in _PLURAL_ROLES or not self._known(relation) or v1._children(attr, "prep"):
            return
        if (
            det is not None
            and det.lower_ in ("a", "an")
            and (
                v1._children(attr, "amod")
                or self.catalog.cardinality(self.catalog.canonical(relation)) != "multivalued"
            )
        ):
            return  # "where X is a leader": one of several, no key of a functional relation
        entity, value = self.entity(place), self._named_value(subj)
        if entity and value:
            yield Candidate(entity, relation, value)

    def _named_value(self, obj: Token | None) -> str | None:
        if obj is not None and obj.i in self.resolved:
            return self.resolved[obj.i]
        obj = _unwrap_named_class(_unwrap_place(obj))  # "in the city of Lenmouth", "the character of Auron"
        obj = body_before_class(obj) or obj  # "operated by the Aktieselkab organisation"
        if obj is not None and not named(obj) and obj.i not in self.resolved and compound_title(obj) is not None:
            return compound_title_name(obj)  # "operates the Kestrel 300 airliner", "edits the Acta journal"
        if obj is not None and not named(obj) and v1._named_apposition(obj) is not None:
            obj = v1._named_apposition(obj)  # "by the architect Anna Pell"
        if obj is not None and not named(obj) and _place_with_class(obj):
            return _place_with_class(obj)  # "part of Parana state", "in New York city"
        if obj is None or not named(obj):
            return None
        if obj.text == "US" and obj.ent_type_ == "GPE":
            return obj.text  # "in the US": a stop word for the pipeline ("us"), a country here
        tokens = v1.name_tokens(obj)
        if tokens and _INITIAL_END.search(tokens[-1].text) and tokens[-1].i == obj.sent.end - 1:
            return without_title(v1._text(tokens))[:-1]  # "in Serie A.": the sentence's full stop
        return without_title(v1._text(tokens)) if tokens else None

    def role_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "The author of The Silent Harbour, Anna Pell, ...": the parser hangs the name on the
        work; it names the holder of the role noun the work belongs to. And "Kelsey Town's
        manager, Ada Price, ...": a name in apposition to a role noun with an owner."""
        noun = _role_of_apposition(appos)
        if noun is not None and self._known(v1.relation_phrase(noun)):
            entity, value = self.entity(appos.head), self._named_value(appos)
            if entity and value:
                yield Candidate(entity, v1.relation_phrase(noun), value)
            return
        head = appos.head
        if head.pos_ != "NOUN" or not named(appos) or not v1._is_definite(head):
            return
        relation = _ROLE_NOUNS.get(v1.relation_phrase(head), v1.relation_phrase(head))
        if self.catalog.canonical(relation) not in _ROLE_RELATIONS or appos.ent_type_ in ("GPE", "LOC"):
            return
        owner = self.owner(head)
        entity, value = self.entity(owner), self._named_value(appos)
        if owner is not None and (named(owner) or owner.i in self.resolved) and entity and value:
            yield Candidate(entity, relation, value)

    def apposed_role(self, appos: Token) -> Iterator[Candidate]:
        """ "Tom Reed, creator of the Black Lantern, has ...", "Grace Odum, the mayor of Port Ellis,
        ...": a role noun or a leader's title set beside a person's name, with no article or
        "the", holds the role of the work or place after "of"."""
        person = appos.head
        det = v1._child(appos, "det")
        if appos.pos_ != "NOUN" or appos.tag_ != "NN" or (det is not None and det.lower_ != "the"):
            return
        relation = _ROLE_NOUNS.get(v1.relation_phrase(appos), v1.relation_phrase(appos))
        titled = relation in LEADER_TITLES  # "X, the mayor of Y,"
        if (self.catalog.canonical(relation) not in _ROLE_RELATIONS and not titled) or person.ent_type_ != "PERSON":
            return
        work = _unwrap_named_class(v1._prep_object(v1._prep(appos, "of")))
        entity = self._named_value(work) if work is not None and named(work) else None
        value = self.entity(person)
        first = det.i if det is not None else appos.i  # "X, the mayor of Y": the article opens the apposition
        if entity and value and person.i == first - 2 and appos.doc[first - 1].text == ",":
            yield Candidate(entity, relation, value)

    def with_phrase(self, prep: Token) -> Iterator[Candidate]:
        """ "Lenmouth Rovers, with 24,000 members, ..." (a count) and "Norway, with Oslo as its
        capital, ..." (a relation): "with" on a named noun."""
        head = prep.head
        obj = v1._prep_object(prep)
        if obj is None or not named(head) or head.pos_ != "PROPN":
            return
        entity = self.entity(head)
        if not entity:
            return
        number = v1._child(obj, "nummod")
        if obj.tag_ == "NNS" and number is not None and number.ent_type_ not in ("DATE", "MONEY", "PERCENT", "TIME"):
            value = v1.quantity_phrase(number)
            if value and obj.lemma_.lower() in _STANDING_COUNTS:
                yield Candidate(entity, f"number of {v1.relation_phrase(obj)}", value)
            return
        as_ = v1._prep(obj, "as") or next((c for c in head.children if c.dep_ == "prep" and c.lower_ == "as"), None)
        noun = v1._prep_object(as_)
        poss = v1._child(noun, "poss") if noun is not None else None
        if noun is None or poss is None or poss.lower_ != "its" or not named(obj):
            return
        relation = v1.relation_phrase(noun)
        if self._known(relation) and self.catalog.canonical(relation) != "instance of":
            value = self._named_value(obj)
            if value:
                yield Candidate(entity, relation, value)

    def description(self, appos: Token) -> Iterator[Candidate]:
        """ "IBM, an American company, ..." -> (IBM, instance of, American company); for a person,
        "Jane Roe, a lawyer, ..." -> occupation."""
        head = appos.head
        det = v1._child(appos, "det")
        if appos.pos_ != "NOUN" or det is None or appos.tag_ != "NN":
            return
        if det.lower_ not in ("a", "an") and not (head.ent_type_ == "PERSON" and apposed_trade(appos, det)):
            return  # "X, the French astronomer,": a trade; "X, the backup pilot,": a role in one event
        if named(head):
            yield from self.work_by(appos, head)
        if not named(head) or v1._children(appos, "prep", "relcl", "acl"):
            return
        entity = self.entity(head)
        if not entity:
            return
        if head.ent_type_ == "PERSON":
            if appos.lower_ not in _NOT_OCCUPATIONS:
                words = [t for t in v1._left_modifiers(appos, {"compound"}) if t.pos_ in ("NOUN", "PROPN")]
                yield Candidate(entity, "occupation", v1._text(words).lower())
            return
        yield Candidate(entity, "instance of", v1._text(v1._left_modifiers(appos, {"compound", "amod"})))

    def verb_phrase(self, verb: Token) -> Iterator[Candidate]:
        """Open verb relations: "X is located in Y", "X plays for Y", "X was designed by Y",
        "Y designed X", "X opened in 1912"."""
        found_in = verb.lemma_ == "find" and (_is_passive(verb) or _passive_conjunct(verb))  # "is found in Madrid"
        if verb.pos_ != "VERB" or (verb.lemma_ in _SKIP_VERBS and not found_in) or v1._event_spec(verb) is not None:
            return
        if verb.lemma_ in v1._MEASURE_VERBS or verb.lemma_ in v1._HAVE_VERBS:
            return
        if verb.tag_ in ("VBG",) and verb.dep_ not in ("ROOT", "conj", "relcl"):
            return
        subj = self.open_subject(verb)
        if subj is not None and subj.ent_type_ in ("NORP", "LANGUAGE") and named(subj):
            yield from self._inverse_passive(verb, subj)
            return
        entity = self.entity(subj)
        if subj is None or entity is None or not self.specific(subj):
            return
        person = subj.ent_type_ == "PERSON" and not _followed_by_place(subj)  # "Anderson, Indiana is led by"
        people = person or (verb.dep_ == "acl" and verb.head.lemma_.lower() in _NOT_OCCUPATIONS)
        if verb.lemma_ == "lead" and people and _is_passive(verb):
            return  # "a US national led by Joe Biden": the country is led, not the person
        negated = any(c.dep_ == "neg" for c in verb.children)
        passive = _is_passive(verb) or found_in
        particle = v1._child(verb, "prt")
        base = verb.lower_ if passive and verb.tag_ == "VBN" else verb.lemma_.lower()
        if passive and verb.tag_ != "VBN":
            base = participle(verb.lemma_.lower())
        if particle is not None:
            base = f"{base} {particle.lower_}"
        not_ = "not " if negated else ""
        dated = False
        seen: set[str] = set()
        for prep in v1._children(verb, "prep", "agent") or _shared_agent(verb):
            obj = v1._prep_object(prep)
            if obj is None or prep.lower_ not in _GENERIC_PREPS:
                continue
            if prep.lower_ in seen and (dated or prep.lower_ not in ("in", "on") or not v1.date_phrase(obj)):
                continue  # a second "in" only for the date: "released in paperback in 2001"
            seen.add(prep.lower_)
            if prep.lower_ == "in" and passive and not negated and _is_language(obj, verb):
                yield Candidate(entity, "language", obj.text)  # "written in Welsh": its language
                continue
            date = v1.date_phrase(obj) if prep.lower_ in ("in", "on") else None
            if date and not passive and _dated_object(verb):
                continue  # "X opened its first factory in 1905": the factory's date, not X's
            if date and not dated:
                dated = True
                when = base if passive else participle(verb.lemma_.lower())  # "opened in 1912"
                when = _DATE_VERBS.get(when, when)
                if self._open_phrase(when, passive):
                    yield Candidate(entity, f"{not_}{when}", date)
                continue
            value = self._named_value(obj) if not is_demonym(obj.text) else None
            if value and _set_off_place(subj, prep, verb) and obj.ent_type_ not in ("DATE", "PERSON", "NORP"):
                yield Candidate(entity, "located in", value)  # "X, in Y, is operated by Z": where X is
                continue
            if value is None and prep.lower_ == "by":
                value = self._named_value(_role_apposed(obj))  # "designed by the architect, John Madin"
            phrase = f"{not_}{base} {prep.lower_}"
            active = verb.lemma_.lower()
            if (
                value
                and passive
                and prep.lower_ == "by"
                and not negated
                and self._known(active)
                and not (self._known(phrase))
            ):
                yield Candidate(value, active, entity)  # "Aarhus is served by Aarhus Airport"
            elif value and passive and not negated and phrase in _INVERSE_PASSIVES:
                yield Candidate(value, _INVERSE_PASSIVES[phrase], entity)  # "Spanish is spoken in Texas"
            elif value and self._open_phrase(_PLACE_PHRASES.get(phrase, phrase), passive):
                phrase = _PLACE_PHRASES.get(phrase, phrase)
                yield Candidate(entity, phrase, value, v1.qualifier_of([verb], obj))
        if passive:
            return
        obj = v1._child(verb, "dobj") or _object_as_adverb(verb)
        if obj is not None and obj.lower_ in ("which", "that") and verb.dep_ == "relcl":
            obj = verb.head  # "Apollo 11, which NASA operated": the relative is the object
            if not named(obj) and obj.dep_ == "attr" and obj.head.lemma_ == "be":
                obj = self.subject(obj.head)  # "X is a building which Anna Pell designed"
        if obj is None:
            return
        value = self._named_value(obj)
        if value is None and obj.pos_ == "NOUN" and obj.lemma_.lower() in _PLACE_CLASSES:
            value = self._named_value(v1._prep_object(v1._prep(obj, "of")))  # "serves the city of X"
        if not value:
            return
        by_form = f"{participle(verb.lemma_.lower())} by"
        titled = v1._named_apposition(subj) is not None  # "The Danish architect Simon Hale designed X"
        if self._known(by_form) and not negated and (named(subj) or subj.i in self.resolved or titled):
            yield Candidate(value, by_form, entity)
            for other in _chained_conjuncts(obj):  # "designed the Vaster Tower, the Kelsey Library and ..."
                also = self._named_value(other) if named(other) else None
                if also:
                    yield Candidate(also, by_form, entity)
        elif self._known(base):
            yield Candidate(entity, f"{not_}{base}", value)

    def _inverse_passive(self, verb: Token, subj: Token) -> Iterator[Candidate]:
        """ "Spanish is spoken in Texas" -> (Texas, language, Spanish)."""
        if not _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        for prep in v1._children(verb, "prep"):
            phrase = f"{verb.lower_} {prep.lower_}"
            value = self._named_value(v1._prep_object(prep))
            if value and phrase in _INVERSE_PASSIVES:
                yield Candidate(value, _INVERSE_PASSIVES[phrase], subj.text)
                return

    def specific(self, subj: Token | None) -> bool:
        """Whether a subject names something: a name, a resolved pronoun, "the comic character,
        Blockbuster"."""
        if subj is None:
            return False
        named_noun = v1._named_apposition(subj) is not None or _place_with_class(subj) is not None
        named_noun = named_noun or _named_undertaking(subj) is not None
        return named(subj) or subj.i in self.resolved or named_noun or compound_title(subj) is not None

    def open_subject(self, verb: Token) -> Token | None:
        """The subject of an open relation: the verb's own subject, through a relative pronoun,
        a reduced relative on a noun, or coordination with a verb that has one; never an
        adverbial clause's guess, nor a relative clause hung on a prepositional object ("in the
        United States, which was designed by ...")."""
        outside = _outside_with_phrase(verb)
        if outside is not None:
            return outside  # "X, with a statue of Y, located in Z": X is located there
        own = v1._child(verb, "nsubj")
        if verb.dep_ == "relcl" and own is not None and own.lower_ not in v1._RELATIVE_PRONOUNS and named(own):
            return own  # "a building which Anna Pell designed": the clause has its own subject
        which = v1._child(verb, "nsubj", "nsubjpass")
        if verb.dep_ == "relcl" and which is not None and named(which) and _where_word(verb) is not None:
            return which  # "Norway, where the museum is located in Lenmouth": the clause's own subject
        owner = _person_noun_before_who(verb, which)
        if owner is not None:  # "X is a character from Star Team, who was created by Y": X was
            subj = self.subject(owner.head) if owner.dep_ == "attr" and owner.head.lemma_ == "be" else owner.head
            return subj if subj is not None and (named(subj) or subj.i in self.resolved) else None
        if verb.dep_ == "relcl" and which is not None and which.lower_ in ("which", "who"):
            near = _nearest_name(verb.head, which)
            if near.i != verb.head.i:
                return near  # "a crew member of Apollo 8, which was operated by NASA"
        if verb.dep_ == "relcl" and which is not None and which.lower_ in ("who", "which", "that"):
            described = self._described(verb.head, which)
            if described is not None:
                return described  # "X is an architect who designed Y"
        if (
            verb.dep_ == "relcl"
            and own is not None
            and own.lower_ in ("who", "whom")
            and verb.head.ent_type_ in _THINGS
        ):
            return None  # "Apollo 14 who died in California": "who" is a person, not Apollo 14
        if verb.dep_ == "advcl" and not v1._children(verb, *v1._SUBJECTS):
            agent = v1._child(verb, "agent") is not None  # "Operated by X, Y is ...": Y was operated
            fronted = verb.tag_ == "VBN" and verb.i < verb.head.i and (verb.lemma_ in _STATE_PARTICIPLES or agent)
            return self.subject(verb.head) if fronted and verb.head.pos_ in ("VERB", "AUX") else None
        if verb.dep_ == "acl" and verb.tag_ == "VBN" and verb.lemma_ in _STATE_PARTICIPLES and named(verb.head):
            return verb.head  # "the architect of 103 Colmore Row, located in Birmingham"
        before = verb.doc[verb.i - 1] if verb.i > 0 else verb
        if before.text == "," and verb.i > 1 and verb.tag_ == "VBN":
            before = verb.doc[verb.i - 2]  # "a crew member on Apollo 11, operated by NASA"
        after_name = named(before) and before.dep_ == "pobj" and before.head.head.i == verb.head.i
        if verb.dep_ == "acl" and after_name and not named(verb.head):
            return before  # "a crew member of Vega 9 operated by NASA": Vega 9 was operated
        if verb.dep_ == "acl" and verb.head.dep_ == "attr" and verb.head.head.lemma_ == "be":
            return self.subject(verb)  # "X is a company based in Brennock"
        classed = verb.head.dep_ == "appos" and verb.head.head.pos_ == "NOUN" and verb.head.head.i < verb.head.i
        object_dep = verb.head.dep_ == "dobj" or classed  # "the fantasy series X, written by Y"
        object_dep = object_dep or (verb.head.dep_ == "appos" and verb.head.head.dep_ == "dobj")
        named_object = object_dep and named(verb.head) and verb.head.ent_type_ not in ("GPE", "LOC")
        agent = v1._child(verb, "agent") is not None
        if verb.dep_ == "acl" and verb.tag_ == "VBN" and verb.doc[verb.i - 1].text == "," and named_object and agent:
            return verb.head  # "Y published the novel X, written by Z": the named object was written
        next_to = which is not None and which.i - verb.head.i in (1, 2) and which.lower_ in ("which", "that")
        if verb.dep_ == "relcl" and next_to and verb.lemma_ in ("locate", "situate", "base") and named(verb.head):
            return verb.head  # "owns the Vaster Tower which is located in Lenmouth"
        if verb.dep_ in ("relcl", "acl") and verb.head.dep_ not in ("nsubj", "nsubjpass", "ROOT"):
            relative = any(c.lower_ in v1._RELATIVE_PRONOUNS for c in verb.children)
            led = verb.lemma_ == "lead" and _is_passive(verb) and _is_place_name(verb.head)
            if led and relative:
                return verb.head  # "from Norway, which is led by Erna Solberg": only a place is led so
            which = v1._child(verb, "nsubj", "nsubjpass")
            # the named object, or the named attribute of a copula ("The sequel to X is Y, which was followed by Z")
            object_named = verb.head.dep_ in ("dobj", "attr") and named(verb.head)
            object_named = object_named and verb.head.ent_type_ not in ("GPE", "LOC")
            who = which is not None and (
                which.lower_ == "which" or (which.lower_ == "who" and verb.head.dep_ == "attr")
            )
            if object_named and who and which is not None and which.i == verb.head.i + 2:
                return verb.head  # "X owns Tarrow Airport, which serves Lenmouth": the named object
            if _classed_name(verb.head) and which is not None and which.i - verb.head.i in (1, 2):
                return verb.head  # "voiced the character Dusk which was created by X"
            made = verb.head.dep_ == "pobj" and verb.head.head.lower_ == "of" and named(verb.head)
            made = made and verb.head.head.head.lemma_.lower() in _WORK_MAKER_NOUNS
            if relative and made and which is not None and which.i == verb.head.i + 2:
                return verb.head  # "Y is the author of X, which was preceded by Z": X was preceded
            if not relative or verb.head.dep_ != "pobj" or verb.head.ent_type_ in ("GPE", "LOC"):
                return None
        return self.subject(verb)

    def _open_phrase(self, phrase: str, passive: bool) -> bool:
        """Whether an open verb phrase may key a fact: a catalog relation, or a passive of state
        with an agent or a place ("designed by", "located in", "buried at"); active verbs of
        events ("received", "joined") happen many times and would be false conflicts, and other
        prepositions ("made with", "added to") rarely name one value."""
        if self._known(phrase):
            return True
        last = phrase.rsplit(" ", 1)[-1]
        return passive and (last in _OPEN_PREPS or " " not in phrase)

    def born_apposition(self, verb: Token) -> Iterator[Candidate]:
        """ "Jane Roe (born 3 May 1950)", "Alan Bean, born March 15, 1932": a bare date."""
        bracketed = verb.dep_ in ("parataxis", "appos", "acl") and verb.lemma_ in _DATED_PARTICIPLES
        if verb.lemma_ not in ("bear", "die") and not bracketed:
            return
        if verb.tag_ != "VBN" and not bracketed:
            return
        relation = v1._EVENTS[verb.lemma_].date if verb.lemma_ in ("bear", "die") else _DATED_PARTICIPLES[verb.lemma_]
        subj = self.subject(verb)
        if subj is None and bracketed and named(verb.head):
            subj = verb.head  # "Kelsey University (founded 1923)"
        entity = self.entity(subj)
        if entity is None:
            return
        for child in verb.children:
            if child.dep_ in ("npadvmod", "dobj", "nmod", "attr", "oprd") and child.ent_type_ == "DATE":
                date = v1.date_phrase(child)
                if date:
                    yield Candidate(entity, relation, date)
                    return

    # ---- fourth round: country, part of, ingredients, grounds and leagues, ethnic groups -------

    # ---- places in places: chains, "within", named class nouns (issue 10) --------------------

    # ---- fifth round: facts about countries, regions and cities in side clauses (issue 10) --

    # ---- fifth round (issue 10): dishes, teams, written works --------------------------------

    def adjectival_agent(self, participle: Token) -> Iterator[Candidate]:
        """ "the NASA operated Apollo 12 mission", "the NASA-operated Apollo 12": an agent
        written before a participle that modifies a name."""
        doc = participle.doc
        if participle.lower_ not in _ADJECTIVAL_AGENTS or participle.i < 2 or participle.i + 1 >= len(doc):
            return
        k = participle.i - 1
        if doc[k].text == "-" and not doc[k].whitespace_:
            k -= 1
        agent, thing = doc[k], doc[participle.i + 1]
        if k < 1 or doc[k - 1].lower_ != "the" or not named(agent) or agent.ent_type_ in ("PERSON", "GPE", "NORP"):
            return
        if thing.dep_ == "compound" and named(thing.head) and thing.head.i > thing.i:
            thing = thing.head  # "the Air Force operated Tarrow Airbase": the whole name
        thing = _named_undertaking(thing.head) or thing if not named(thing) else thing
        entity, value = self.entity(thing), self._named_value(agent)
        if named(thing) and entity and value:
            yield Candidate(entity, f"{participle.lower_} by", value)

    def relation_patterns(self, token: Token) -> Iterator[Candidate]:
        """The fourth round's patterns, by the token they hang on."""
        yield from self.adjectival_agent(token)
        yield from self.organisation_patterns(token)
        yield from self.university_patterns(token)
        yield from self.size_patterns(token)
        if token.lower_ in ("country", "nation"):
            yield from self.country_of(token)
            yield from self.country_it_comes_from(token)
        yield from self.place_patterns(token)
        if token.lower_ == "originates" and token.pos_ == "NOUN":
            yield from self.dish_origin(token)
        if token.lower_ in ("play", "plays", "compete", "competes") and token.pos_ == "NOUN":
            yield from self.home_ground(token)  # "FC Kelsey play in ...", "play" read as a noun
        if token.dep_ == "appos":
            yield from self.place_apposition(token)
        if token.lower_ == "speaking":
            yield from self.speaking_place(token)
        yield from self.food_patterns(token)
        yield from self.other_name_facts(token)
        yield from self.work_patterns(token)
        yield from self.music_patterns(token)
        yield from self.event_dates(token)
        yield from self.leader_facts(token)
        yield from self.agent_patterns(token)
        yield from self.nation_facts(token)
        if token.dep_ == "appos":
            yield from self.monument_apposition(token)
        yield from self.material_premodifier(token)
        if token.pos_ not in ("AUX", "VERB"):
            return
        yield from self.clause_patterns(token)
        yield from self.domain_patterns(token)
        yield from self.part_of(token)
        yield from self.origin(token)
        yield from self.ingredients(token)
        yield from self.home_ground(token)
        yield from self.ethnic_group(token)
        yield from self.affiliated(token)
        yield from self.country_facts(token)
        yield from self.demonym_facts(token)
        yield from self.monument_facts(token)
        yield from self.person_origin(token)


def _apposed_role_of_person(noun: Token) -> bool:
    """Whether ``noun`` is a common noun in apposition to a named person ("Clara Mendes, an
    author ...")."""
    head = noun.head
    return (
        noun.dep_ == "appos" and noun.pos_ == "NOUN" and not named(noun) and head.ent_type_ == "PERSON" and named(head)
    )


def _owns_a_person(owner: Token) -> bool:
    """Whether a later "its" means what a resolved word before it names: another "its" ("Its dean
    is X and its nickname is Y"), or an owner ("The university's") whose subject's value is a
    person ("The university's rector is X and its motto is Y": "its" can only be the
    university; not "The airport's runway is called A and its length is B": the runway's)."""
    if owner.lower_ == "its" and owner.dep_ == "poss":
        return True  # "Its dean is X and its nickname is Y": one "its" throughout
    if owner.pos_ == "PRON" or owner.dep_ != "poss":
        return False
    noun = owner.head
    value = v1._child(noun.head, "attr") if noun.dep_ == "nsubj" and noun.head.lemma_ == "be" else None
    return value is not None and value.ent_type_ in ("PERSON", "ORG")  # an agent is never "it"


# Adjectives of "X is ADJ in Y" that put X in Y ("present in"); any other says how X is in Y's
# eyes ("popular in Italy", "common in Spain", "rich in iron"): no place of X.
_PLACING_ADJECTIVES = frozenset(["located", "situated", "based", "headquartered", "present", "resident", "native"])


def _adjective_in(verb: Token) -> bool:
    """Whether "in Y" follows an adjective of the copula that does not place X ("is popular in Y")."""
    acomp = v1._child(verb, "acomp")
    return acomp is not None and acomp.pos_ == "ADJ" and acomp.lower_ not in _PLACING_ADJECTIVES


# Nouns of sites and towns that "X is a ... in Y" says X is one of ("a location in Buffalo", "a
# popular tourist destination in Belgium", "a township in Atlantic County").
_SITE_NOUNS = frozenset(["location", "place", "site", "destination", "landmark", "attraction", "township"])


def _class_of_place(noun: Token | None) -> Token | None:
    """The place of "the state of Georgia", "the city of Lenmouth" as a subject, else None
    (not "the largest city of Texas")."""
    if noun is None or noun.pos_ != "NOUN" or noun.lemma_.lower() not in _NAMED_CLASSES or named(noun):
        return None
    det = v1._child(noun, "det")
    place = v1._prep_object(v1._prep(noun, "of"))
    if det is None or det.lower_ != "the" or place is None or not _is_place_name(place):
        return None
    if v1._children(noun, "compound", "amod", "nmod"):
        return None  # "the capital city of Belgium", "the largest city of Texas": no class alone
    return place


_ROLE_NOUNS_WHO = frozenset(
    ["architect", "designer", "engineer", "author", "writer", "creator", "founder", "painter", "sculptor", "builder"]
)
"""Singular role nouns that "the ... who <verb>" makes one person: "X is the architect who
designed Y" tells of X."""


_PERSON_VALUED = (
    _ROLE_NOUNS_WHO | LEADER_TITLES | ORGANISATION_TITLES | {"leader", "manager", "editor", "director", "coach"}
)
"""Relation nouns whose value is a person, whatever tag the pipeline gives the name."""


_ADJECTIVAL_AGENTS = frozenset(["operated", "owned", "run", "managed", "built", "designed", "founded"])
"""Participles that take an agent written before them: "the NASA operated Apollo 12"."""

_UNDERTAKINGS = frozenset(["mission", "flight", "programme", "program", "expedition", "voyage"])


def _named_undertaking(noun: Token) -> Token | None:
    """The name right before a mission or flight noun, which is what the noun names: "the Apollo
    11 mission", "the Vega 9 flight" (one name, not a person's or a place's), else None."""
    if noun.pos_ != "NOUN" or noun.lower_ not in _UNDERTAKINGS:
        return None
    names = [c for c in noun.lefts if c.dep_ in ("compound", "nmod") and named(c)]
    if len(names) != 1 or names[0].i != noun.i - 1 or names[0].ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
        return None
    return names[0]


def _passive_conjunct(verb: Token) -> bool:
    """A second verb that shares a passive's subject and auxiliary: "X is styled as Y and found
    in Z" (the parser may tag "found" as a past tense)."""
    return verb.dep_ == "conj" and not v1._children(verb, *v1._SUBJECTS) and _is_passive(verb.head)


_NAMED_CLASSES_OF = frozenset(
    [
        "character",
        "novel",
        "book",
        "film",
        "series",
        "magazine",
        "journal",
        "dish",
        "building",
        "monument",
        "song",
        "club",
        "team",
        "university",
        "college",
        "memorial",
        "statue",
        "airport",
        "stadium",
    ]
)
"""Class nouns that "the <noun>, X" and "the <noun> of X" name X by."""


def _unwrap_named_class(obj: Token | None) -> Token | None:
    """The name a definite class noun stands for: "the comic character, Arion", "the novel The
    Grey Harbour", "the comic book character of Auron"; else ``obj``."""
    if obj is None or obj.pos_ != "NOUN" or named(obj) or obj.lemma_.lower() not in _NAMED_CLASSES_OF:
        return obj
    det = v1._child(obj, "det")
    if det is None or det.lower_ != "the":
        return obj
    appos = next((c for c in v1._children(obj, "appos") if named(c) and c.ent_type_ != "NORP"), None)
    of = v1._prep_object(v1._prep(obj, "of"))
    if appos is not None:
        return appos
    if of is None and obj.lemma_.lower() in ("building", "monument"):
        return building_at_address(obj) or obj  # "The building at 300 North LaSalle was ..."
    if of is not None and of.ent_type_ == "PERSON" and obj.lemma_.lower() in MONUMENT_NOUNS:
        return obj  # "the statue of Queen Ada is made of bronze": the statue, not the queen
    if of is not None and (club_name(of.text) or any(c.lower_ == "home" for c in obj.children)):
        return obj  # "the (home) stadium of Kelso FC is Y": the club's ground, not the club
    return of if of is not None and named(of) and of.ent_type_ not in ("GPE", "LOC", "NORP", "DATE") else obj


_PLACE_VALUED = frozenset(["headquarters", "location", "ground", "campus", "birth place", "death place"])
"""Catalog relations whose value is a place, which "The R of X is at/in Y" states."""


_PEOPLE_ENDINGS = ("an", "ans", "ish", "ese", "i", "is", "ic", "ics", "s")


_PARTS = frozenset(["runway", "terminal", "tower", "wing", "hall", "floor", "roof", "entrance", "platform"])


def _part_of_a_name(noun: Token) -> bool:
    """A lowercase part noun after a name ("the Tarrow Airport runway"): what it names is a part
    of the named thing, which no fact about the part may be keyed on."""
    if noun.pos_ != "NOUN" or not noun.text.islower() or noun.lemma_.lower() not in _PARTS:
        return False
    return any(c.dep_ in ("compound", "nmod") and named(c) for c in noun.lefts)


def _subject_after_fronted_place(verb: Token) -> Token | None:
    """The subject the parser hung on a fronted participle's place: "Located at A, X has ..."
    (X read as an apposition of A; the main verb has no subject of its own)."""
    if verb.pos_ not in ("VERB", "AUX") or v1._children(verb, *v1._SUBJECTS):
        return None
    fronted = next((c for c in v1._children(verb, "advcl") if c.tag_ == "VBN" and c.i < verb.i), None)
    if fronted is None or fronted.lemma_ not in _STATE_PARTICIPLES:
        return None
    for prep in v1._children(fronted, "prep"):
        place = v1._prep_object(prep)
        appos = next((c for c in v1._children(place, "appos") if named(c)), None) if place is not None else None
        if appos is not None and appos.right_edge.i == verb.i - 1 and verb.doc[appos.i - 1].text == ",":
            return appos
    return None


def _subject_of_first_clause(verb: Token) -> Token | None:
    """The subject of "X is located at A and was built in 1913" when the parser made the
    second verb the root and the first clause its complement: the second verb has no subject,
    follows "and" with its own auxiliary, and the complement before it has one."""
    if verb.dep_ != "ROOT" or verb.pos_ != "VERB" or v1._children(verb, *v1._SUBJECTS):
        return None
    aux = next((c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i), None)
    first = next((c for c in v1._children(verb, "ccomp") if c.i < verb.i), None)
    if aux is None or first is None or aux.i == 0 or verb.doc[aux.i - 1].lower_ != "and":
        return None
    return v1._child(first, *v1._SUBJECTS)


def _place_read_as_people(token: Token) -> bool:
    """A place name the pipeline tags as a people ("the leader of Punjab"): a singular proper
    noun after a preposition that is no demonym and has no people-word ending ("Catalan",
    "Democrats", "Bavarian" stay people)."""
    word = token.text
    placed = token.dep_ in ("nsubj", "nsubjpass") and _placed_in_country(token.head)  # "Alcobendas is in Spain"
    singular = placed and any(c.tag_ == "VBZ" for c in (token.head, *token.head.children))  # not "are"
    return (
        (token.dep_ == "pobj" or placed)
        and token.tag_ == "NNP"
        and " " not in word
        and not is_demonym(word)
        and (not word.lower().endswith(_PEOPLE_ENDINGS) or (singular and not word.lower().endswith(("an", "ans"))))
    )


def _placed_in_country(verb: Token) -> bool:
    """Whether a verb says its subject is in a country: "is in Spain", "is located in Spain"."""
    if verb.lemma_ not in ("be", "locate", "lie", "sit"):
        return False
    place = v1._prep_object(v1._prep(verb, "in"))
    return place is not None and is_country(place.text)


def _place_before_where(verb: Token) -> Token | None:
    """The named place right before a clause's "where", after "in" (a comma may stand between):
    the parser hangs "where" on an earlier noun in "serves the city of A in B where ..."."""
    where = next((c for c in verb.children if c.lower_ == "where"), None)
    before = verb.doc[where.i - 1] if where is not None and where.i > 0 else None
    if before is not None and before.text == "," and before.i > 0:
        before = verb.doc[before.i - 1]
    if before is None or not named(before) or before.dep_ != "pobj" or before.head.lower_ != "in":
        return None
    return before


def _listed_places(token: Token) -> bool:
    """Whether a place is the first of a list a plural class noun announces: "the cities of
    Lenmouth and Kelsey" (places joined by "and" are otherwise read as one chain or a list of
    parts)."""
    of = token.head if token.dep_ == "pobj" and token.head.lower_ == "of" else None
    noun = of.head if of is not None else None
    return noun is not None and noun.tag_ == "NNS" and noun.lemma_.lower() in _PLACE_CLASSES


def _set_off_place(subj: Token, prep: Token, verb: Token) -> bool:
    """Whether "in Y" stands between commas right after the subject, before its verb: "X, in Y,
    is operated by Z" says where X is, not where it is operated."""
    doc = prep.doc
    return (
        prep.lower_ in ("in", "at")
        and subj.i < prep.i < verb.i
        and doc[prep.i - 1].text == ","
        and subj.right_edge.i == prep.i - 2
        and (doc[prep.right_edge.i].text == "," or doc[prep.right_edge.i + 1].text == ",")
    )


def _is_role_noun(noun: Token, allowed: str = "") -> bool:
    """ "the architect", "an architect": a singular person's role with no prepositional phrase
    (but the one ``allowed``: "an architect from Birmingham")."""
    det = v1._child(noun, "det")
    return (
        noun.pos_ == "NOUN"
        and noun.lower_ in _ROLE_NOUNS_WHO
        and det is not None
        and det.lower_ in ("a", "an", "the")
        and all(p.lower_ == allowed for p in v1._children(noun, "prep"))
    )


def _is_kind_noun(noun: Token) -> bool:
    """ "a footballer", "an Italian company": an indefinite singular class noun with no
    prepositional phrase, so a relative clause on it tells of the copula's subject ("a leader in
    India, where ..." and "the capital of Y, which ..." may tell of the place)."""
    det = v1._child(noun, "det")
    return (
        noun.pos_ == "NOUN"
        and noun.tag_ == "NN"
        and det is not None
        and det.lower_ in ("a", "an")
        and not v1._children(noun, "prep")
    )


_TEAM_RELATIONS = frozenset(["league", "ground", "manager", "managed by", "coached by", "home ground"])
# Abbreviations that open or close a club's name: "FC Lorient" is "Lorient".
_CLUB_AFFIXES = frozenset(["FC", "F.C.", "AFC", "A.F.C.", "SC", "CF", "AC", "AS", "SK", "FK", "IF", "BK", "SV", "CD"])
# Relations only a person has, which a first name alone may key ("Ann worked as a nurse");
# "instance of" too: a person's class is an occupation ("Brook was a test pilot").
_PERSON_ONLY_RELATIONS = LIFE_RELATIONS | {"instance of"}
# Catalog relations only a club has: a short name keying one is the club's (:meth:`short_team_names`).
_CLUB_OWN_RELATIONS = frozenset(["league", "ground", "manager", "chairman", "nickname", "full name", "season"])


# --------------------------------------------------------------------------------------------
# Topic and infobox lines.

_HEADING = re.compile(r"^\s*#{1,2}\s+(?P<title>[^#\n]{2,100}?)\s*#*\s*$")
_SETEXT = re.compile(r"^(?P<title>[^\n]{2,100})\n(?:=+|-+)[ \t]*$", re.MULTILINE)


def heading_topic(text: str) -> str | None:
    """The first line of a text when it is a heading ("# Aarhus Airport", a Title line)."""
    for line in text.splitlines():
        if not line.strip():
            continue
        match = _HEADING.match(line)
        if match:
            return _without_tagline(match.group("title").strip(" *_~"))
        stripped = line.strip()
        return stripped.strip(" *_~") if _is_title_line(stripped) else None
    return None


_TAGLINE = re.compile(r"^(?P<name>[^:—–]{1,60}?)\s*(?::|\s[-—–])\s+(?P<tagline>\S.*)$")


def _without_tagline(title: str) -> str:
    """ "wasabi: A lightweight console printing toolkit" -> "wasabi": a heading that names a thing
    and then describes it in lowercase words. A subtitle in capitals is part of the name ("Star
    Wars: A New Hope")."""
    match = _TAGLINE.match(title)
    if match is None:
        return title
    words = [w for w in match.group("tagline").split() if w[:1].isalpha()]
    lower = sum(1 for w in words[1:] if w[:1].islower())
    if len(words) >= 3 and lower * 2 > len(words) - 1:
        return match.group("name").strip(" *_~`")
    return title


def _is_title_line(line: str) -> bool:
    """A short line of capitalised words without closing punctuation: a title, not prose."""
    stripped = line.strip()
    words = stripped.split()
    return (
        0 < len(words) <= 8
        and stripped[-1:] not in ".!?:;,"
        and stripped[:1].isupper()
        and sum(w[:1].isupper() for w in words) >= max(1, len(words) // 2)
    )


def _topic_of(name: str, first: Doc | None) -> Topic:
    """A topic with its kind and class nouns, from its name and the defining first sentence."""
    label = ""
    nouns: set[str] = set()
    if first is not None:
        key = normalize_text(name).removeprefix("the ")
        for ent in first.ents:
            if normalize_text(ent.text).removeprefix("the ") == key:
                label = ent.label_
        root = first[:].root
        attr = v1._child(root, "attr") if root.lemma_ == "be" else None
        subj = v1._child(root, *v1._SUBJECTS)
        names_topic = subj is not None and key in (
            normalize_text(subj.text).removeprefix("the "),
            normalize_text(_subject_name(subj)).removeprefix("the "),
        )
        if attr is not None and attr.pos_ == "NOUN" and names_topic:
            noun = attr.lemma_.lower()
            nouns.update({noun, *_CLASS_NOUNS.get(noun, ()), *(("dish", "food") if noun in _DISH_NOUNS else ())})
        if names_topic and any(t.lemma_ == "bear" for t in first):
            label = label or "PERSON"
        if names_topic and subj is not None and _said_to_be_person(subj) and not _thing_name(name):
            label = "PERSON"  # "Helmut Jahn was an architect who was born in ...", tagged ORG
        if label == "PERSON" and nouns & _DISH_NOUNS:
            label = ""  # "Salmorejo is a soup": a dish NER took for a person
        label = work_label(label, nouns)  # "Ashen Tide is a novel": no person, whatever the NER says
        if label == "PERSON" and _thing_name(name):
            label = "FAC"  # "Asilomar Conference Grounds", tagged PERSON, is a place
    kind = "person" if label == "PERSON" else ("thing" if label else "")
    return Topic(name, kind, label, frozenset(nouns))


def _subject_name(subj: Token) -> str:
    """A subject's name as written: its name tokens, else its capitalized noun phrase."""
    tokens = v1.name_tokens(subj) if named(subj) else []
    return v1._text(tokens) if tokens else (_common_name(subj) or subj.text)


def _common_name(subj: Token) -> str | None:
    """A capitalized noun phrase with no article that the pipeline does not take for a name:
    "Kelsey stew", or a one-word first word "Bakso" (never a pronoun or a date)."""
    if subj.pos_ not in ("NOUN", "PROPN") or v1._children(subj, "det", "poss") or subj.ent_type_ in ("DATE", "NORP"):
        return None
    tokens = v1._left_modifiers(subj, {"compound", "amod"})
    if len(tokens) == 1 and (subj.i != subj.sent.start or not subj.is_alpha or v1._children(subj, "prep")):
        return None  # not "Part of Bundelkhand is ...": a one-word name stands alone
    name = v1._text(tokens)
    return name if name[:1].isupper() and not is_lone_head(name) else None


def infobox_line(line: str, catalog: RelationCatalog) -> tuple[str, str, int, int] | None:
    """(label, value, value start, value end) of an infobox-like line, or None."""
    if line.rstrip().endswith(".") and not re.search(r"\b[A-Z]\.$", line.rstrip()):
        return None
    if line.rstrip().endswith(":"):
        return None  # "Language tags that are rare are still valid:" opens a list
    match = _INFOBOX_SEPARATED.match(line)
    if match is None:
        match = _INFOBOX_SPACED.match(line)
        if match is None or match.group("label").lower() not in _INFOBOX_LABELS:
            return None
        if match.group("value").strip()[:1].islower():
            return None  # "Language tags that ...": prose that opens with a label's word
    label, value = match.group("label").strip(), match.group("value").strip()
    known = label.lower() in _INFOBOX_LABELS or catalog.canonical(label) in catalog.relations
    if not known or not value or len(value.split()) > 10 or is_debris(value):
        return None
    value = re.sub(r"\s*\[\d{1,3}\]\s*$", "", value)
    value = value.split(" (")[0].strip()  # "12,400 (2021)": the bracket is a note, not the value
    if label.lower() in _DATE_LABELS:
        dated = re.match(r"^.*?\b\d{3,4}\b", value)  # "19 March 1902, Vellore": the date only
        value = dated.group() if dated else value
    if not value or is_debris(value) or is_lone_head(value):  # "Type: Airport" names no value
        return None
    start = match.start("value") + match.group("value").find(value)
    return label, value, start, start + len(value)


_PLACE_AFTER_DATE = re.compile(r"^\s*(?:,|;|\bin\b)\s*(?P<place>[A-Z][^,;()\[\]|]{0,60}?)\s*(?:[,;(\[|]|$)")
_PLACE_RELATIONS = {"born": "birth place", "died": "death place"}


def infobox_place(line: str, label: str, date_end: int) -> tuple[str, str, int, int] | None:
    """The place after the date of a "Born"/"Died" line ("Died: 19 March 1902, Vell"):
    (relation, place, start, end) with offsets into the line, or None."""
    relation = _PLACE_RELATIONS.get(label.lower())
    match = _PLACE_AFTER_DATE.match(line[date_end:]) if relation else None
    if relation is None or match is None:
        return None
    place = match.group("place").strip()
    if not place or is_lone_head(place) or is_debris(place) or any(c.isdigit() for c in place):
        return None
    start = date_end + match.start("place")
    return relation, place, start, start + len(place)


_DATE_LABELS = frozenset(
    [
        "born",
        "died",
        "opened",
        "founded",
        "established",
        "built",
        "completed",
        "inaugurated",
        "closed",
        "demolished",
        "released",
        "renovated",
        "discovered",
    ]
)
_INFOBOX_RELATIONS = {
    "opened": "opening date",
    "inaugurated": "opening date",
    "built": "construction date",
    "completed": "completion date",
    "founded": "founded",
    "established": "founded",
    "born": "birth date",
    "died": "death date",
    "architect": "architect",
    "architects": "architect",
    "location": "location",
    "owner": "owner",
    "operator": "operator",
}


# --------------------------------------------------------------------------------------------
# The extractor.


class SpacyRulesV2Extractor:
    """``spacy-rules.v2``; see the module docstring.

    Options: ``batch_size`` (sentences per spaCy batch), ``n_process`` (worker processes, each
    parsing and running the rules on a part of a call's texts, see :mod:`.workers`; by default
    one per core, at most ``MAX_WORKERS``, and only for a call of at least
    ``PARALLEL_MIN_CHARACTERS`` characters: the pool's start costs a few seconds, once per
    process; see benchmarks/bench_extractor_speed.py), ``catalog`` (a :class:`RelationCatalog`).
    """

    name = "spacy-rules.v2"

    @property
    def revision(self) -> str:
        """A digest of the rule files, for the extraction cache: results of edited rules are
        never served for this version again (facts still record the name, ``spacy-rules.v2``)."""
        return rules_revision()

    def __init__(self, **options: Any) -> None:
        self.batch_size = int(options.get("batch_size", BATCH_SIZE))
        chosen = options.get("n_process")
        self.n_process: int | None = None if chosen in (None, "auto") else max(1, int(chosen))
        self.catalog: RelationCatalog | None = options.get("catalog")
        self._stats: dict[str, Any] = {
            "calls": 0,
            "texts": 0,
            "paragraphs": 0,
            "sentences": 0,
            "words": 0,
            "facts": 0,
            "infobox_facts": 0,
            "entity_from_topic": 0,
            "entity_from_previous": 0,
            "hedged_or_reported": 0,
            "seconds": 0.0,
        }

    def label(self) -> str:
        """The versioned extractor name recorded on each fact."""
        return self.name

    def stats(self) -> dict[str, Any]:
        """Counters summed over every :meth:`extract` call of this extractor."""
        out = dict(self._stats)
        out["seconds"] = round(out["seconds"], 3)
        return out

    def extract(self, texts: Sequence[str], topics: Sequence[str | None] | None = None) -> list[list[ExtractedFact]]:
        """Facts of each text, offsets into that text. ``topics[i]`` names what text ``i`` is
        about (the document title, for a chunk that does not start with it). A big call runs in
        worker processes (see :mod:`.workers`), with the facts of a one-process run."""
        processes = self.n_process or auto_processes(sum(len(text) for text in texts))
        if processes > 1 and len(texts) > 1:
            given: list[str | None] = list(topics) if topics is not None else []
            return self._extract_in_workers(texts, given + [None] * (len(texts) - len(given)), processes)
        return self._extract_here(texts, topics)

    def _extract_in_workers(
        self, texts: Sequence[str], topics: list[str | None], processes: int
    ) -> list[list[ExtractedFact]]:
        began = time.perf_counter()
        if self.catalog is None:
            self.catalog = RelationCatalog.load()
        try:
            results, added = worker_pool(processes, self.batch_size, self.catalog).extract(texts, topics)
        except BrokenProcessPool:  # a worker died (killed, or a script without a __main__ guard)
            close_worker_pool()
            return self._extract_here(texts, topics)
        for key, value in added.items():
            self._stats[key] += value
        self._stats["calls"] += 1 - added.get("calls", 0)  # one call, however many parts
        self._stats["seconds"] += time.perf_counter() - began - added.get("seconds", 0.0)
        return results

    def _extract_here(
        self, texts: Sequence[str], topics: Sequence[str | None] | None = None
    ) -> list[list[ExtractedFact]]:
        """:meth:`extract` in this process."""
        began = time.perf_counter()
        texts = [mask_code(text) for text in texts]  # code is no prose (same offsets)
        nlp = load_pipeline()
        if self.catalog is None:
            self.catalog = RelationCatalog.load()
        catalog = self.catalog
        # Every sentence of every paragraph, cut before parsing; infobox lines aside.
        sentences: list[tuple[int, int, int]] = []  # (text index, start, end)
        infobox: list[list[tuple[str, str, int, int, int, int]]] = [[] for _ in texts]
        paragraph_of: list[int] = []
        n_paragraphs = 0
        for n, text in enumerate(texts):
            for start, end in paragraphs(text):
                n_paragraphs += 1
                masked = list(mask_markup(text[start:end]))
                offset = start
                previous_ends = True
                for line in text[start:end].split("\n"):
                    found = infobox_line(line, catalog) if previous_ends else None
                    if found is not None:
                        label, value, vs, ve = found
                        line_start = offset + len(line) - len(line.lstrip(" \t|*-"))
                        infobox[n].append((label, value, line_start, offset + ve, offset + vs, offset + ve))
                        place = infobox_place(line, label, ve)
                        if place is not None:
                            relation, name, ps, pe = place
                            infobox[n].append((relation, name, line_start, offset + pe, offset + ps, offset + pe))
                        for i in range(offset - start, offset - start + len(line)):
                            masked[i] = " "
                    stripped = line.rstrip(" \t|")
                    previous_ends = (
                        found is not None
                        or not stripped
                        or stripped[-1] in ".!?:"
                        or stripped.lstrip().startswith("#")
                        or _is_title_line(stripped)
                    )
                    offset += len(line) + 1
                body = "".join(masked)
                for s, e in sentence_spans(nlp.make_doc(body)):
                    sentences.append((n, start + s, start + e))
                    paragraph_of.append(n_paragraphs)
        sentence_texts = [mask_markup(texts[n][s:e]) for n, s, e in sentences]
        inputs = [_joined_particles(nlp, text) for text in sentence_texts]
        docs = nlp.pipe(inputs, batch_size=self.batch_size)  # lazy: rules run as parses arrive
        results: list[list[ExtractedFact]] = [[] for _ in texts]
        given = list(topics) if topics is not None else [None] * len(texts)
        topic_cache: dict[int, Topic | None] = {}
        rules: TopicRules | None = None
        last_paragraph = last_text = -1
        words = 0
        for (n, start, end), paragraph, doc in _parsed_sentences(nlp, texts, sentences, paragraph_of, docs):
            words += sum(1 for t in doc if not t.is_punct and not t.is_space)
            doc = merge_names(doc)
            if _name_swallowed_root(doc):
                doc = _reparsed(nlp, doc)
            parse = [(t.head.i, t.dep_) for t in doc]
            repair_clauses(doc)
            repair_material_names(doc)
            if not is_tree(doc):
                restore_parse(doc, parse)  # a repair that made a cycle would hang every walk up the tree
            if n not in topic_cache:
                topic_cache[n] = self._topic(texts[n], given[n] if n < len(given) else None, doc)
            if paragraph != last_paragraph:
                named_before = rules.named_people() if rules is not None and n == last_text else []
                rules = TopicRules(catalog, topic_cache[n])
                rules.people = list(named_before)  # "Ellis died in Durham" paragraphs after "Margaret Ellis"
                last_paragraph, last_text = paragraph, n
            assert rules is not None
            quote = _quote(texts[n], start, end)
            if quote is None:
                continue
            self._stats["sentences"] += 1
            with v1.frozen_parse(doc):
                sentence_facts = rules.facts(doc[:])
            for fact in sentence_facts:
                resolved = fact.entity in rules.from_topic or fact.entity in rules.from_previous
                resolved = resolved and fact.entity not in texts[n][start:end]
                if resolved:
                    key = "entity_from_topic" if fact.entity in rules.from_topic else "entity_from_previous"
                    self._stats[key] += 1
                mark = "hedged" in fact.qualifier or "reported" in fact.qualifier
                self._stats["hedged_or_reported"] += int(mark)
                confidence = 0.5 if mark else (0.8 if resolved else 1.0)
                results[n].append(
                    ExtractedFact(
                        fact.entity, fact.relation, fact.value, quote[0], quote[1], fact.qualifier, confidence
                    )
                )
        for n, lines in enumerate(infobox):
            results[n].extend(self._infobox_facts(texts[n], given[n] if n < len(given) else None, lines))
        self._stats["calls"] += 1
        self._stats["texts"] += len(texts)
        self._stats["paragraphs"] += n_paragraphs
        self._stats["words"] += words
        self._stats["facts"] += sum(len(r) for r in results)
        self._stats["seconds"] += time.perf_counter() - began
        return results

    def _topic(self, text: str, given: str | None, first: Doc) -> Topic | None:
        """The topic of a text: given, else its heading, else the named subject of a defining
        first sentence ("X is a ...", "X (born ...) was ..."). ``first`` is the text's first
        sentence, parsed and with names merged."""
        name = given or heading_topic(text)
        if name:
            return _topic_of(name, first)
        root = first[:].root
        subj = v1._child(root, *v1._SUBJECTS)
        defining = root.lemma_ == "be" or any(t.lemma_ == "bear" for t in first)
        if subj is None or not defining:
            return None
        if _joined_list(subj) and any(named(c) for c in subj.conjuncts):
            return None  # "Ann Lee and Tom Reed were ...": the text is about neither alone
        if not named(subj):
            common = _common_name(subj)  # "Bakso is a soup", "Kelsey stew is a dish"
            attr = v1._child(root, "attr") if root.lemma_ == "be" else None
            return _topic_of(common, first) if common and attr is not None and attr.pos_ == "NOUN" else None
        tokens = v1.name_tokens(subj)
        return _topic_of(v1._text(tokens), first) if tokens else None

    def _infobox_facts(
        self, text: str, given: str | None, lines: list[tuple[str, str, int, int, int, int]]
    ) -> Iterator[ExtractedFact]:
        if not lines:
            return
        topic = given or heading_topic(text)
        if not topic:
            return
        assert self.catalog is not None
        for label, value, start, end, _vs, _ve in lines:
            relation = _INFOBOX_RELATIONS.get(label.lower(), label.lower())
            for item in infobox_values(self.catalog.canonical(relation), value):  # "Main ingredients: beef, noodles"
                self._stats["infobox_facts"] += 1
                self._stats["entity_from_topic"] += 1
                yield ExtractedFact(topic, relation, item, start, end, "", 0.8)


# The identifiers' keywords ("The ISSN of X is ...").
_IDENTIFIER_WORD = re.compile(r"E?ISSN|ISBN|OCLC|LCCN|CODEN", re.IGNORECASE)
# Nouns of a written work's makers, whose "of" names the work ("the author of X, which ...").
_WORK_MAKER_NOUNS = frozenset(["author", "writer", "publisher", "editor", "novelist"])


RULE_MODULES = (
    "agents_v2",
    "bare_relations_v2",
    "clauses_v2",
    "code_v2",
    "common_v2",
    "country_facts_v2",
    "demonyms_v2",
    "domains_v2",
    "events_v2",
    "food_v2",
    "guards_v2",
    "leaders_v2",
    "measures_v2",
    "monuments_v2",
    "music_v2",
    "names_v2",
    "nations_v2",
    "organisations_v2",
    "people_v2",
    "places_v2",
    "references_v2",
    "sizes_v2",
    "tokens_v2",
    "universities_v2",
    "works_v2",
)
"""The v2 rule modules (beside this one) whose code decides facts, hashed by :func:`rules_revision`."""


@lru_cache(maxsize=1)
def rule_files() -> tuple[Path, ...]:
    """The files whose code decides v2's facts: the v1 and v2 rule modules and the value
    knowledge they consult (countries, demonyms, value types)."""
    from ..resolve import demonyms, values

    rules = tuple(importlib.import_module(f".{name}", __package__) for name in RULE_MODULES)
    modules = (v1, *rules, countries, demonyms, values)
    return (Path(__file__), *(Path(m.__file__) for m in modules if m.__file__))


def rules_revision() -> str:
    """The first 12 hex digits of the sha256 of :func:`rule_files`."""
    digest = hashlib.sha256()
    for path in rule_files():
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def is_tree(doc: Doc) -> bool:
    """Whether every token's chain of heads ends at a root (no repair made a cycle)."""
    state = [0] * len(doc)  # 0 unseen, 1 on the current walk, 2 known to reach a root
    for start in range(len(doc)):
        walk = []
        i = start
        while state[i] == 0:
            state[i] = 1
            walk.append(i)
            head = doc[i].head.i
            if head == i:
                break
            i = head
        if state[i] == 1 and doc[i].head.i != i:
            return False  # came back to a token of this walk
        for j in walk:
            state[j] = 2
    return True


def restore_parse(doc: Doc, parse: Sequence[tuple[int, str]]) -> None:
    """Put back the heads and labels ``parse`` holds (one (head index, label) a token)."""
    for token, (head, dep) in zip(doc, parse, strict=True):
        token.head = doc[head]
        token.dep_ = dep


_LISTED_RELATIONS = frozenset(
    [
        "leader",
        "creator",
        "architect",
        "author",
        "founded by",
        "owner",
        "ethnic group",
        "official language",
        "ingredient",
        "affiliation",
    ]
)
"""Relations whose noun, counted before a colon or plural before "include", names the list's
items as the owner's values ("X has two creators: A and B", "X's leaders include A and B");
not a league's "clubs" (no club of a person's) nor any noun that names another kind of owner."""


_OWN_CLAUSES = frozenset(["relcl", "advcl", "ccomp", "acl", "appos", "parataxis", "pcomp"])
"""Dependencies that open a clause of its own: a value below one is no part of the predicate
that the sentence's joined subjects share."""


def _conjunct_subjects(sent: Span, fact: Candidate) -> Iterator[Candidate]:
    """ "The Vell Tower and the Marrow Bridge were designed by Ann Lee": the fact of the first
    subject for each named thing joined to it by "and", when the fact's value lies in the
    predicate they share (not in a relative clause, nor in a later clause with its own subject)."""
    named_so = [t for t in sent if t.text == fact.entity]
    values = [t for t in sent if t.text == fact.value]
    if len(named_so) != 1 or len(values) != 1 or named_so[0].dep_ not in ("nsubj", "nsubjpass"):
        return
    subject = named_so[0]
    apposed = _apposed_list(subject)  # "Ann Lee, Tom Reed and Jo Marsh were ...": Tom Reed an apposition
    joined = _joined_list(subject) or bool(apposed)
    if not joined or not _in_predicate(values[0], subject.head):
        return
    for other in sorted({*subject.conjuncts, *apposed}, key=lambda t: t.i):
        if other.i > subject.i and named(other) and not _opens_clause(subject, other):
            yield replace(fact, entity=other.text)


def _apposed_list(token: Token) -> list[Token]:
    """The names of a list that the parser hung on ``token`` as an apposition: "Ann Lee, Tom
    Reed and Jo Marsh" ("Tom Reed" an apposition of "Ann Lee", "Jo Marsh" joined to it), "by
    A, B, as well as C" (B an apposition, C joined to A). People's names only: "Kelby, Texas"
    is a place and its state, and the tagger takes a place for a firm often enough."""
    if token.ent_type_ != "PERSON":
        return []
    for appos in token.children:
        if appos.dep_ != "appos" or not named(appos) or appos.ent_type_ != token.ent_type_:
            continue
        if appos.i < 2 or appos.doc[appos.i - 1].text != ",":
            continue
        later = [c for c in appos.conjuncts if c.i > appos.i]
        if later and _joined_list(appos):
            return [appos, *later]  # "A, B and C": C joined to B
        if any(c.i > appos.i for c in token.conjuncts) and _joined_list(token):
            return [appos]  # "A, B, as well as C": C joined to A
    return []


def _town_before_region(subj: Token) -> Token | None:
    """The town a sentence opens with when the parser made the region after its comma the
    subject ("Kelby, Wisconsin is part of ...": "Wisconsin" the subject, "Kelby" hung on the
    verb): the town is what the sentence, and an "it" after it, is about. None otherwise."""
    doc = subj.doc
    start = subj.sent.start
    if subj.i - start != 2 or doc[subj.i - 1].text != "," or subj.ent_type_ not in ("GPE", "LOC"):
        return None
    town = doc[start]
    hung = town.head.i in (subj.i, subj.head.i) and town.dep_ in ("dep", "npadvmod", "nmod", "compound", "appos")
    return town if hung and named(town) and town.text[:1].isupper() and town.ent_type_ != "PERSON" else None


def _joined_list(token: Token) -> bool:
    """Whether ``token`` heads a list joined by "and" or "&": on the token itself ("A and B"),
    or on a later item of its chain ("A, B and C", where the parser hangs "and" on B). For a
    place, only on itself: "Lake Placid, NY and Saranac Lake" is a chain "A, state" and a
    second place, never three places."""
    items = [token] if token.ent_type_ in ("GPE", "LOC") else [token, *(c for c in token.conjuncts if c.i > token.i)]
    return any(c.dep_ == "cc" and _joining_word(c) for item in items for c in item.children)


def _joining_word(cc: Token) -> bool:
    """ "and", "&", or the "as" of "as well as" (the parser's "cc" with "as well" on it)."""
    return cc.lower_ in ("and", "&") or (cc.lower_ == "as" and any(w.lower_ == "well" for w in cc.children))


def _along_with(token: Token) -> Token | None:
    """The name after "along with" / "together with" on the verb that ``token`` is the object
    or agent of ("designed by Ann Lee along with Tom Reed": Tom Reed), of the same kind."""
    verb = token.head
    while verb.dep_ in ("prep", "agent", "pobj") and verb.head.i != verb.i:
        verb = verb.head
    if verb.pos_ not in ("VERB", "AUX") or token.ent_type_ not in ("PERSON", "ORG", "FAC", "GPE"):
        return None
    for prep in verb.children:
        if prep.dep_ == "prep" and prep.lower_ in ("along", "together") and prep.i > token.i:
            with_ = next((c for c in prep.children if c.lower_ == "with" and c.dep_ == "prep"), None)
            other = v1._prep_object(with_) if with_ is not None else None
            if other is not None and named(other) and other.ent_type_ == token.ent_type_:
                return other
    return None


def _in_predicate(token: Token, verb: Token) -> bool:
    """Whether ``token`` hangs below ``verb`` without crossing a clause of its own (a verb
    joined to ``verb`` by "and" shares its subject unless it has one itself)."""
    while token.i != verb.i:
        if token.dep_ in _OWN_CLAUSES or token.head.i == token.i:
            return False
        if (
            token.dep_ == "conj"
            and token.pos_ in ("VERB", "AUX")
            and any(c.dep_.startswith("nsubj") for c in token.children)
        ):
            return False
        token = token.head
    return True


def _chained_conjuncts(head: Token) -> list[Token]:
    """The nouns coordinated after ``head``, also down a chain ("A, B and C": B and C)."""
    found: list[Token] = []
    frontier = [head]
    while frontier:
        token = frontier.pop()
        for conj in v1._children(token, "conj"):
            if conj.pos_ in ("NOUN", "PROPN") and conj not in found:
                found.append(conj)
                frontier.append(conj)
    return sorted(found, key=lambda t: t.i)


def _shared_agent(verb: Token) -> list[Token]:
    """The agent of a coordinated participle for a passive with none of its own: "is operated
    and owned by X" (the parser hangs "by X" on "owned" only)."""
    if verb.tag_ != "VBN":
        return []
    for conj in v1._children(verb, "conj"):
        agent = v1._child(conj, "agent")
        if conj.tag_ == "VBN" and agent is not None and not v1._children(conj, *v1._SUBJECTS):
            return [agent]
    return []


def _object_as_adverb(verb: Token) -> Token | None:
    """A place or organisation name right after a verb that the parser took for an adverb
    ("Angola International Airport serves Luanda": "Luanda" as advmod)."""
    doc = verb.doc
    after = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
    if after is None or after.head.i != verb.i or after.dep_ not in ("advmod", "npadvmod"):
        return None
    return after if named(after) and after.ent_type_ in ("GPE", "LOC", "ORG", "FAC") else None


def _origin_before(noun: Token, relative: Token) -> bool:
    """Whether only the noun's own "from X" stands between it and a relative "who": in "an
    architect from Birmingham who designed X" the architect designed it (X says where he is from)."""
    gap = noun.doc[noun.i + 1 : relative.i]
    if relative.lower_ != "who" or not 1 < len(gap) <= 5 or gap[0].lower_ != "from" or gap[0].head.i != noun.i:
        return False
    return all(t.pos_ not in ("VERB", "AUX") and t.text != "," and noun in t.ancestors for t in gap)


# Common nouns of a person or a character that a relative "who" describes ("a character from
# Star Team, who ..."), whatever name stands between.
_WHO_NOUNS = frozenset(
    {"character", "hero", "heroine", "villain", "superhero", "person", "man", "woman", "member", "student"}
    | {"pilot", "astronaut", "politician", "actor", "actress", "singer", "player", "writer", "artist"}
)


def _person_noun_before_who(verb: Token, which: Token | None) -> Token | None:
    """The common noun a relative "who" describes when the parser hung the clause on the name of
    the noun's "from / in / of" phrase ("X is a character from Star Team, who was created by Y":
    a person or a character, not the work or the place; "a crew member of Kelso 9, who ..."); a
    person's name there may be the one described ("the son of Tom Vale, who ..."), and so may a
    plural verb's ("a member of the Kelby Rovers, who play in ...")."""
    if verb.dep_ != "relcl" or which is None or which.lower_ != "who" or verb.tag_ == "VBP":
        return None
    name = verb.head
    prep = name.head
    if name.dep_ != "pobj" or not named(name) or name.ent_type_ in ("PERSON", "NORP") or prep.dep_ != "prep":
        return None
    noun = prep.head
    while noun.dep_ == "conj" and noun.head.pos_ == "NOUN":
        noun = noun.head  # "X was a fighter pilot and a crew member of Kelso 9 who was born ..."
    if noun.pos_ != "NOUN" or named(noun) or noun.dep_ not in ("attr", "appos"):
        return None
    if noun.lemma_.lower() not in _WHO_NOUNS | _ROLE_NOUNS_WHO and noun.lower_ not in _WHO_NOUNS:
        return None  # "a transport aircraft for the Air Force who operates X": the Air Force does
    return noun


def _nearest_name(head: Token, which: Token) -> Token:
    """The name right before ", which" when the parser hung the relative clause on the common
    noun that owns it: in "a crew member of Apollo 8, which was operated by NASA" Apollo 8 was
    operated, not the member; and the last of two names before a singular verb: in "created by
    Anna Pell and Bo Lund who is an American" Bo Lund is the American."""
    doc = head.doc
    if which.i < 2:
        return head
    near = doc[which.i - 2] if doc[which.i - 1].text == "," else doc[which.i - 1]
    if which.lower_ == "who" and _origin_before(head, which):
        return head  # "a sculptor from Marlow who designed X": the sculptor did, not Marlow
    if which.lower_ == "which" and near.ent_type_ == "PERSON" and near.head.lower_ == "by":
        return head  # "a novel by Tom Vell which is followed by Y": "which" is never Tom Vell
    verb = which.head
    singular = verb.tag_ == "VBZ" or verb.lower_ == "was"
    if near.i != head.i and singular and named(near) and any(c.i == near.i for c in head.conjuncts):
        return near
    if head.pos_ != "NOUN" or named(head):
        return head
    owner = near.head.head
    if named(near) and near.dep_ == "pobj" and (owner.i == head.i or any(c.i == owner.i for c in head.conjuncts)):
        return near  # also "a test pilot and a crew member of Apollo 12 which was run by NASA"
    return head


_PARTY_PLURALS = frozenset(
    ["democrats", "republicans", "conservatives", "liberals", "socialists", "greens", "unionists", "tories"]
)
"""Plural names of parties the tagger takes for peoples ("the Liberal Democrats")."""


def _led_by_party(fact: Candidate) -> bool:
    """ "Lenmouth is run by the Liberal Democrats": a party that leads a place, not a nationality."""
    words = fact.value.lower().split()
    return (
        fact.relation in ("led by", "run by", "ruled by", "governed by") and bool(words) and words[-1] in _PARTY_PLURALS
    )


def _nationality(sent: Span, value: str) -> bool:
    """Whether the sentence writes ``value`` only as a nationality ("American"): no agent of
    "created by", "designed by"."""
    tokens = [t for t in sent if t.text == value]
    return bool(tokens) and all(t.ent_type_ == "NORP" for t in tokens)


def _balanced(name: str) -> str:
    """A name without an opening bracket it does not close: "Vaster Tower (Lenmouth" -> "Vaster
    Tower" (a merged span that ended inside the brackets)."""
    if name.count("(") > name.count(")"):
        return name[: name.rindex("(")].strip()
    return name


def _passive_with_object(verb: Token) -> bool:
    """ "was awarded the medal by", "was given a prize by": a passive verb with an object of its
    own, whose agent acts on that object rather than on the subject."""
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    deps = {c.dep_ for c in verb.children}
    return "auxpass" in deps and bool(deps & {"dobj", "dative"})


_AGENT_ROLES = frozenset(
    ["architect", "architects", "designer", "engineer", "firm", "company", "studio", "practice", "author", "writer"]
)
"""Role nouns an agent may be named after: "designed by the architect, John Madin"."""


def _role_apposed(obj: Token) -> Token | None:
    """The name after a role noun and a comma ("by the architect, John Madin"), or the name
    the parser hung on the role ("by the architectural company Populous"), else None."""
    nationality = is_demonym(obj.text) and v1._child(obj, "det") is not None  # "by the American, Gene Colan"
    if not nationality and (obj.pos_ != "NOUN" or obj.lower_ not in _AGENT_ROLES or named(obj)):
        return None
    doc = obj.doc
    k = obj.i + 1
    if k < len(doc) and doc[k].text == ",":
        k += 1
    if k < len(doc) and named(doc[k]) and doc[k].ent_type_ in ("PERSON", "ORG", ""):
        return doc[k]
    return None


def _led_country(person: Token) -> Token | None:
    """The place of "Y, a country led by X" for a "whose" clause on X that names a relation only
    a place has; None for any other person."""
    by = person.head if person.dep_ == "pobj" else None
    led = by.head if by is not None and by.dep_ == "agent" else None
    noun = led.head if led is not None and led.lemma_ in ("lead", "rule", "govern") and led.dep_ == "acl" else None
    if noun is None or noun.lemma_.lower() not in ("country", "nation", "state"):
        return None
    first = person.doc[noun.left_edge.i]
    return _antecedent(first, apposed=True) if first.lower_ in ("a", "an") else None


# Relation nouns only a place has, for "whose" after a person (who has none of them).
_PLACE_NOUNS = frozenset(["capital", "currency", "language", "demonym", "anthem", "legislature"])


def _country_whose(place: Token, noun: Token) -> bool:
    """Whether "whose" + ``noun`` after a chain of places ending in ``place`` is the country's:
    a sovereign country after a place that is none, and a relation only a country has (not
    "leader": a town has one too)."""
    before = place.doc[place.i - 2]
    return (
        countries.is_country(place.text)
        and not countries.is_country(before.text)
        and noun.lemma_.lower() in _COUNTRY_WHOSE_NOUNS
    )


# Relation nouns of "whose" that only a country has ("..., France, whose currency is the euro").
_COUNTRY_WHOSE_NOUNS = frozenset(["currency", "capital", "language", "demonym", "anthem", "people"])


def _chain_end(place: Token) -> bool:
    """Whether a place name ends a chain of places ("Gujarat, India", "Chicago, Illinois, United
    States"): a relative clause after it may describe any of them."""
    doc = place.doc
    return place.i >= 2 and doc[place.i - 1].text == "," and _is_place_name(doc[place.i - 2])


def _royal_end(toks: list[Token], i: int) -> int:
    """The end of "of Denmark", "of the United Kingdom" after a monarch's name at ``i`` when it
    names a sovereign country; else ``i``."""
    if i + 1 >= len(toks) or toks[i].lower_ != "of":
        return i
    start = i + 2 if toks[i + 1].lower_ == "the" else i + 1
    stop = start
    while stop < len(toks) and toks[stop].text[:1].isupper() and toks[stop].ent_type_ not in ("DATE", "CARDINAL"):
        stop += 1
    if stop == start or not countries.is_country(" ".join(t.text for t in toks[start:stop])):
        return i
    return stop


def _of_name(sent: Span, name: str) -> str:
    """A one-word capitalized name the sentence continues with "of" and a name, whole: "the
    Invasion of Panama" for "Invasion" (a merged name stays as it is)."""
    if " " in name or not name[:1].isupper():
        return name
    doc = sent.doc
    for token in sent:
        if token.text != name or token.i + 2 >= sent.end or doc[token.i + 1].lower_ != "of":
            continue
        if token.ent_type_ in ("GPE", "LOC", "PERSON", "NORP"):
            continue  # "Kelsey of Norland" is a place in a place, not one name
        after = doc[token.i + 2]
        if after.pos_ == "PROPN" and after.text[:1].isupper() and after.ent_type_ != "PERSON":
            return f"{name} of {after.text}"
    return name


def _name_swallowed_root(doc: Doc) -> bool:
    """Whether a merged name became the sentence's root while a verb waits elsewhere: the
    parser read a word inside the name ("dos" in "São José dos Pinhais") as the main verb."""
    swallowed = any(t.dep_ == "ROOT" and t.pos_ == "PROPN" and " " in t.text for t in doc) and any(
        t.pos_ in ("VERB", "AUX") and t.dep_ != "ROOT" for t in doc
    )
    return swallowed or title_misparsed(doc) or name_cut_off(doc)


def _reparsed(nlp: Language, doc: Doc) -> Doc:
    """The sentence parsed again with each merged name as one word, its names kept."""
    from spacy.tokens import Doc as SpacyDoc
    from spacy.tokens import Span
    from spacy.util import filter_spans

    fresh = SpacyDoc(nlp.vocab, words=[t.text for t in doc], spaces=[bool(t.whitespace_) for t in doc])
    for _, component in nlp.pipeline:
        fresh = component(fresh)
    names = [Span(fresh, t.i, t.i + 1, label=t.ent_type_) for t in doc if t.ent_type_ and " " in t.text]
    taken = {span.start for span in names}
    fresh.ents = filter_spans([*names, *(e for e in fresh.ents if not any(i in taken for i in range(e.start, e.end)))])
    for span in names:
        token = fresh[span.start]
        token.pos_, token.tag_, token.lemma_ = "PROPN", "NNP", token.text
    relink_numbered_clubs(fresh)  # the club repairs of merge_names, on the new parse
    return fresh


def _semicolon_list(doc: Doc) -> bool:
    """Whether the sentence's semicolons part the items of one list after a clause ("X contains
    lamb; barley; carrots", "designed by A; B; C"): a clause with a verb before the first, then
    short pieces with no verb, no bracket and no other semicolon's clause; two semicolons or
    more, or one with "and" in its last piece. A clause after a semicolon keeps it."""
    marks = [t.i for t in doc if t.text == ";"]
    if not marks or any(t.text in "()[]:" for t in doc):
        return False
    if not any(t.pos_ in ("VERB", "AUX") for t in doc[: marks[0]]):
        return False
    end = len(doc) - 1 if doc[-1].is_punct and doc[-1].text != ";" else len(doc)
    pieces = [doc[a + 1 : b] for a, b in zip(marks, [*marks[1:], end], strict=True)]
    for piece in pieces:
        if not 1 <= len(piece) <= 6 or any(t.pos_ in ("VERB", "AUX", "PRON") or t.text == "," for t in piece):
            return False
    return len(marks) >= 2 or any(t.lower_ in ("and", "&") for t in pieces[-1])


def _commas_for_semicolons(doc: Doc) -> Doc:
    """The words of a list parted by ";" as the parser reads a list best: "," between the
    items, "and" before the last when no "and" is there ("lamb; barley; carrots" as "lamb,
    barley and carrots"). The parse is of these words; facts keep the sentence's own offsets."""
    from spacy.tokens import Doc as SpacyDoc

    marks = [t.i for t in doc if t.text == ";"]
    last = marks[-1] if not any(t.lower_ in ("and", "&") for t in doc[marks[-1] :]) else -1
    words = ["and" if t.i == last else ("," if t.text == ";" else t.text) for t in doc]
    spaces = [bool(t.whitespace_) or t.i + 1 == last for t in doc]
    return SpacyDoc(doc.vocab, words=words, spaces=spaces)


def _misparsed(doc: Doc) -> bool:
    """Whether the tagger took a hyphenated name for punctuation or a pronoun ("Uranium-238")."""
    return any(
        t.pos_ not in ("PROPN", "NOUN", "ADJ", "NUM", "VERB")
        and "-" in t.text.strip("-")
        and any(c.isalpha() for c in t.text)
        and any(c.isdigit() for c in t.text)
        for t in doc
    )


# Owners that open a second clause after ";" ("; her father is Y"); a subject pronoun ("; he
# studied at Y", "; it is in Y") and "its" the sentence's own rules already read.
_CLAUSE_PRONOUNS = frozenset(["his", "her", "their"])


def _parsed_sentences(
    nlp: Language,
    texts: Sequence[str],
    sentences: Sequence[tuple[int, int, int]],
    paragraph_of: Sequence[int],
    docs: Iterable[Doc],
) -> Iterator[tuple[tuple[int, int, int], int, Doc]]:
    """Each sentence (text index, start, end) with its paragraph and parse, as the parses arrive
    (with spaCy's worker processes, the rules of one sentence run while the next ones are parsed):
    a list parted by semicolons is parsed again with commas (:func:`_semicolon_list`); a sentence
    with clause cuts (:func:`_clause_cuts`) comes as its pieces, each parsed again; a
    misparsed parse (:func:`_misparsed`) is parsed again with its hyphens split."""
    for sentence, paragraph, doc in zip(sentences, paragraph_of, docs, strict=True):
        if _semicolon_list(doc):  # "contains lamb; barley; carrots": the list read as with commas
            doc = nlp(_commas_for_semicolons(doc))
        pieces = _pieces(sentence, cuts) if (cuts := _clause_cuts(doc)) else [sentence]
        if len(pieces) == 1:
            parsed = [doc]
        else:
            parsed = list(nlp.pipe([_joined_particles(nlp, mask_markup(texts[n][s:e])) for n, s, e in pieces]))
        for piece, piece_doc in zip(pieces, parsed, strict=True):
            yield piece, paragraph, nlp(_split_hyphens(piece_doc)) if _misparsed(piece_doc) else piece_doc


def _clause_cuts(doc: Doc) -> list[tuple[int, int]]:
    """(end of one clause, start of the next) character offsets at each ";" that joins two
    independent clauses, each with a subject and a verb of its own, the second opening with an
    owner or a description that points back ("X studied at Y; her father is Z", "...; the city
    has ..."): the pronoun rules read it as after a full stop (a subject pronoun, "X was born in
    1950; he studied at Y", the sentence's own rules already read). None between the items of
    a list ("lamb; barley; carrots", "are lamb; barley and carrots"), nor inside brackets; a
    second clause that opens with a name stays in the sentence, whose rules read it ("X play in
    Y; Ada Quist is the president")."""
    marks = [t.i for t in doc if t.text == ";"]
    if not marks:
        return []
    depth = 0
    open_marks: set[int] = set()
    for t in doc:
        depth += (t.text == "(") - (t.text == ")")
        if t.i in marks and depth > 0:
            open_marks.add(t.i)
    bounds = [-1, *marks, len(doc)]

    def clause(begin: int, end: int) -> bool:
        words = doc[begin + 1 : end]
        subject = any(t.dep_ in ("nsubj", "nsubjpass") and t.lower_ not in ("which", "who", "that") for t in words)
        verb = any(t.pos_ in ("VERB", "AUX") for t in words)
        return subject and verb and len(words) >= 3

    cuts: list[tuple[int, int]] = []
    for k, mark in enumerate(marks, start=1):
        if mark in open_marks or mark + 1 >= len(doc):
            continue
        after = doc[mark + 1]
        pointer = after.lower_ in _CLAUSE_PRONOUNS or (
            after.lower_ in ("the", "this") and mark + 2 < len(doc) and doc[mark + 2].pos_ == "NOUN"
        )  # "; her father ...", "; the city ...": a word that points back, read as after a stop
        if pointer and clause(bounds[k - 1], mark) and clause(mark, bounds[k + 1]):
            cuts.append((doc[mark].idx, after.idx))
    return cuts


def _pieces(sentence: tuple[int, int, int], cuts: list[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """A sentence (text index, start, end) cut at the given (end, start) offsets of its text."""
    n, start, end = sentence
    pieces: list[tuple[int, int, int]] = []
    begin = start
    for stop, resume in cuts:
        pieces.append((n, begin, start + stop))
        begin = start + resume
    pieces.append((n, begin, end))
    return pieces


_WHOS = re.compile(r"\b[Ww]ho['\u2019]s [a-z]+ (?:is|are|was|were)\b")
"""The misspelt "whose" of "Lenmouth, who's leader is X" (a noun and a copula follow)."""


def _joined_particles(nlp: Language, text: str) -> str | Doc:
    """The text, or a Doc of it in which "im" between two capitalised words stays one word
    ("Freiburg im Breisgau": the tokenizer splits it like "I'm" into "i" + "m", cutting the
    name), and in which a misspelt "who's" before a noun and a copula ("Lenmouth, who's leader is
    X") is the one word "whose" it stands for (the tokenizer splits it into "who" + "'s", read as
    "who is"). Only the lowercase particle, with a space on each side, is joined: the text and
    every offset stay the same ("who's" and "whose" are as long)."""
    if " im " not in text and not _WHOS.search(text):
        return text
    from spacy.tokens import Doc as SpacyDoc

    doc = nlp.make_doc(text)
    join = {
        t.i
        for t in doc[1:-2]
        if t.text == "i"
        and not t.whitespace_
        and doc[t.i + 1].text == "m"
        and doc[t.i + 1].whitespace_
        and doc[t.i - 1].whitespace_
        and doc[t.i - 1].is_title
        and doc[t.i + 2].is_title
    }
    whose = {
        t.i
        for t in doc[:-3]
        if t.lower_ == "who"
        and not t.whitespace_
        and doc[t.i + 1].text in ("'s", "\u2019s")
        and doc[t.i + 1].whitespace_
        and doc[t.i + 2].is_lower
        and doc[t.i + 2].is_alpha
        and doc[t.i + 3].lower_ in ("is", "are", "was", "were")
    }
    if not join and not whose:
        return text
    words: list[str] = []
    spaces: list[bool] = []
    for t in doc:
        if t.i - 1 in join or t.i - 1 in whose:
            continue
        if t.i in whose:
            words.append(t.text[0] + "hose")
        else:
            words.append("im" if t.i in join else t.text)
        spaces.append(bool(doc[t.i + 1].whitespace_ if t.i in join or t.i in whose else t.whitespace_))
    return SpacyDoc(nlp.vocab, words=words, spaces=spaces)


def _split_hyphens(doc: Doc) -> Doc:
    """The same text as a fresh Doc with "Uranium-238" split into "Uranium", "-", "238"."""
    from spacy.tokens import Doc as SpacyDoc

    words: list[str] = []
    spaces: list[bool] = []
    for token in doc:
        parts = re.split(r"(-)", token.text) if "-" in token.text and token.text.strip("-") else [token.text]
        parts = [p for p in parts if p]
        for k, part in enumerate(parts):
            words.append(part)
            spaces.append(bool(token.whitespace_) if k == len(parts) - 1 else False)
    return SpacyDoc(doc.vocab, words=words, spaces=spaces)


def _quote(text: str, start: int, end: int) -> tuple[int, int] | None:
    """A sentence's span with the emphasis marks that touch it; None for a fragment."""
    if len(text[start:end].split()) < 3:
        return None
    while start > 0 and text[start - 1] in v1._EMPHASIS:
        start -= 1
    while end < len(text) and text[end] in v1._EMPHASIS:
        end += 1
    return start, end


_COUNTRY_THERE_NOUNS = frozenset(["currency", "language", "languages", "anthem", "demonym", "people", "inhabitants"])
_COUNTRY_THERE_VERBS = frozenset(["speak", "use"])


def _country_there(there: Token) -> bool:
    """Whether "there" says a country's own fact: "the currency there is the euro", "Estonian
    is spoken there", "the people there are called Estonians" (a sovereign country's currency,
    language or people, never its capital's)."""
    head = there.head
    if head.lemma_.lower() in _COUNTRY_THERE_VERBS and head.pos_ in ("VERB", "AUX"):
        return True
    nouns = [head] if head.pos_ == "NOUN" else [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass", "attr")]
    if there.i > there.sent.start and there.doc[there.i - 1].pos_ == "NOUN":
        nouns.append(there.doc[there.i - 1])  # "... and the currency there is": a noun hung elsewhere
    return any(n.lemma_.lower() in _COUNTRY_THERE_NOUNS or n.lower_ in _COUNTRY_THERE_NOUNS for n in nouns)


def _clause_after_and(token: Token) -> bool:
    """Whether ``token`` opens a person's full name that is the subject of a new clause: "...
    Universities and Erik Lund is its rector" (not "the College of William and Mary owns ...")."""
    if token.ent_iob_ != "B" or token.ent_type_ != "PERSON":
        return False
    end = token.i + 1
    while end < len(token.doc) and token.doc[end].ent_iob_ == "I":
        end += 1
    return end - token.i >= 2 and end < len(token.doc) and token.doc[end].pos_ in ("AUX", "VERB")
