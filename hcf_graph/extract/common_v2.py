"""Module-level helpers of ``spacy-rules.v2`` shared by its rule modules: word lists, token
tests and small readers of the parse."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..normalize import RelationCatalog, normalize_text
from ..resolve.countries import is_constituent_country, is_country
from ..resolve.demonyms import is_demonym
from . import spacy_rules as v1
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Token


# A lone head noun is never a name: "Republic" of "Republic of Haiti" cut short.
LONE_HEADS = frozenset(
    [
        "republic",
        "kingdom",
        "state",
        "city",
        "county",
        "province",
        "empire",
        "university",
        "college",
        "school",
        "battle",
        "church",
        "district",
        "region",
        "territory",
        "island",
        "islands",
        "river",
        "lake",
        "mount",
        "mountain",
        "sea",
        "bay",
        "gulf",
        "commonwealth",
        "federation",
        "union",
        "duchy",
        "principality",
        "municipality",
        "town",
        "village",
        "parish",
        "department",
        "ministry",
        "museum",
        "institute",
        "academy",
        "society",
        "council",
        "court",
        "company",
        "corporation",
        "airport",
        "station",
        "team",
        "club",
        "party",
        "government",
        "emirate",
        "sultanate",
        "canton",
        "prefecture",
        "north",
        "south",
        "east",
        "west",
        "the",
        "a",
        "an",
    ]
)


_FACILITY_HEADS = frozenset(
    [
        "airport",
        "airbase",
        "station",
        "stadium",
        "building",
        "tower",
        "bridge",
        "museum",
        "university",
        "college",
        "hospital",
        "cathedral",
        "church",
        "library",
        "castle",
        "palace",
        "hotel",
        "arena",
        "theatre",
        "theater",
        "baths",
    ]
)


_STREET_WORDS = frozenset(
    [
        "street",
        "avenue",
        "road",
        "boulevard",
        "lane",
        "drive",
        "place",
        "square",
        "way",
        "terrace",
        "plaza",
        "ave",
        "st",
    ]
)


_BUILDING_WORDS = frozenset(["house", "hall", "building", "tower", "center", "centre", "museum", "library", "school"])


# "X is a city in Y": the class nouns that state a location.
_PLACE_CLASSES = frozenset(
    [
        "city",
        "town",
        "village",
        "municipality",
        "suburb",
        "district",
        "region",
        "province",
        "state",
        "county",
        "parish",
        "commune",
        "island",
        "neighbourhood",
        "neighborhood",
        "borough",
        "capital",
        "settlement",
        "hamlet",
        "area",
        "locality",
        "community",
    ]
)


_WRITTEN_WORKS = frozenset(
    ["novel", "book", "poem", "play", "story", "essay", "memoir", "biography", "anthology", "trilogy", "novella"]
)


_WRITING_VERBS = frozenset(["write", "publish", "print", "translate", "compose", "release"])


def is_lone_head(name: str) -> bool:
    """Whether a name is only a generic head noun ("Republic", "the City")."""
    words = normalize_text(name).split()
    return not words or all(w in LONE_HEADS for w in words)


def _is_place_name(token: Token) -> bool:
    """A named populated place or region (a GPE or LOC name, not a lone head noun)."""
    return token.ent_type_ in ("GPE", "LOC") and named(token) and not is_lone_head(token.text)


def _is_country_place(token: Token) -> bool:
    """A place name, or a country's name the pipeline tagged otherwise ("Wales" as an ORG)."""
    return _is_place_name(token) or (named(token) and is_country(token.text))


def _unwrap_place(obj: Token | None) -> Token | None:
    """The named place of "the city of Lenmouth", "the state of Karnataka"; else ``obj``."""
    if obj is None or obj.pos_ != "NOUN" or obj.lemma_.lower() not in _PLACE_CLASSES or named(obj):
        return obj
    det = v1._child(obj, "det")
    of = v1._prep_object(v1._prep(obj, "of"))
    if det is not None and det.lower_ == "the" and of is not None and _is_place_name(of):
        return of
    said = obj.lemma_.lower() not in ("capital", "area", "region", "community")  # the noun says X is a place
    if det is not None and det.lower_ == "the" and of is not None and said and named(of) and of.ent_type_ != "NORP":
        return of  # "the city of Anderson", whatever label the pipeline gives the name
    if det is not None and det.lower_ == "the" and of is not None and said and named(of) and _norp_place(of):
        return of  # "the state of Maharashtra", a one-word place the tagger read as a people
    return obj


def _norp_place(token: Token) -> bool:
    """A one-word singular name tagged a people that is no nationality ("Maharashtra")."""
    return token.ent_type_ == "NORP" and token.tag_ == "NNP" and " " not in token.text and not is_demonym(token.text)


def _is_passive(verb: Token) -> bool:
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children):
        return True
    return verb.tag_ == "VBN" and verb.dep_ in ("acl", "relcl", "advcl", "conj", "xcomp")


# Fourth round (issue 10): words that are no ingredient, and the names of leagues and grounds.
_NOT_SUBSTANCES = frozenset(
    [
        "main",
        "other",
        "various",
        "several",
        "many",
        "some",
        "different",
        "typical",
        "traditional",
        "usual",
        "common",
        "key",
        "primary",
        "principal",
        "ingredient",
        "ingredients",
        "dish",
        "food",
        "thing",
        "things",
    ]
)


_DISH_NOUNS = frozenset(
    [
        "dish",
        "food",
        "meal",
        "soup",
        "stew",
        "dessert",
        "sauce",
        "bread",
        "cake",
        "pastry",
        "snack",
        "salad",
        "drink",
        "beverage",
        "pie",
        "sausage",
        "cheese",
        "recipe",
        "delicacy",
        "specialty",
        "speciality",
        "appetizer",
        "starter",
        "condiment",
        "pancake",
        "dumpling",
        "sandwich",
        "curry",
        "pudding",
        "porridge",
        "omelette",
        "casserole",
        "flatbread",
        "tart",
        "biscuit",
        "cookie",
        "fritter",
        "kebab",
        "relish",
        "doughnut",
        "muffin",
        "pizza",
    ]
)


# "across the river from", "far from", "20 km away from": a distance, no origin.
_SPATIAL_WORDS = frozenset(
    [
        "across",
        "far",
        "away",
        "distance",
        "mile",
        "miles",
        "km",
        "kilometres",
        "kilometers",
        "metres",
        "meters",
        "north",
        "south",
        "east",
        "west",
        "opposite",
        "border",
    ]
)


# Materials and abstractions that "made of/with" names and no dish holds.
_NOT_INGREDIENTS = frozenset(
    [
        "copper",
        "bronze",
        "brass",
        "iron",
        "steel",
        "gold",
        "silver",
        "tin",
        "aluminium",
        "aluminum",
        "metal",
        "stone",
        "marble",
        "granite",
        "limestone",
        "sandstone",
        "brick",
        "bricks",
        "concrete",
        "cement",
        "wood",
        "timber",
        "glass",
        "plastic",
        "love",
        "care",
        "passion",
        "pride",
        "skill",
        "devotion",
        "affection",
        "attention",
    ]
)


# Foods a dish is made of: a value of "X contains A" whose head is one of these is an
# ingredient even when nothing else says X is a dish ("Bakso contains beef").
_FOODS = frozenset(
    [
        "beef",
        "pork",
        "lamb",
        "mutton",
        "veal",
        "chicken",
        "turkey",
        "duck",
        "goose",
        "meat",
        "meatball",
        "sausage",
        "bacon",
        "ham",
        "fish",
        "salmon",
        "tuna",
        "cod",
        "anchovy",
        "shrimp",
        "prawn",
        "crab",
        "lobster",
        "squid",
        "octopus",
        "mussel",
        "clam",
        "oyster",
        "seafood",
        "egg",
        "milk",
        "cream",
        "butter",
        "cheese",
        "yogurt",
        "yoghurt",
        "rice",
        "noodle",
        "pasta",
        "flour",
        "dough",
        "bread",
        "wheat",
        "corn",
        "maize",
        "oat",
        "barley",
        "semolina",
        "couscous",
        "potato",
        "tomato",
        "onion",
        "garlic",
        "shallot",
        "leek",
        "pepper",
        "chili",
        "chilli",
        "paprika",
        "carrot",
        "cabbage",
        "lettuce",
        "spinach",
        "cucumber",
        "eggplant",
        "aubergine",
        "zucchini",
        "courgette",
        "pumpkin",
        "squash",
        "mushroom",
        "bean",
        "lentil",
        "chickpea",
        "pea",
        "tofu",
        "olive",
        "oil",
        "vinegar",
        "water",
        "salt",
        "sugar",
        "honey",
        "syrup",
        "chocolate",
        "cocoa",
        "vanilla",
        "cinnamon",
        "ginger",
        "saffron",
        "cumin",
        "coriander",
        "parsley",
        "basil",
        "oregano",
        "thyme",
        "rosemary",
        "mint",
        "dill",
        "herb",
        "spice",
        "nut",
        "almond",
        "walnut",
        "peanut",
        "hazelnut",
        "pistachio",
        "coconut",
        "sesame",
        "lemon",
        "lime",
        "orange",
        "apple",
        "pear",
        "banana",
        "mango",
        "pineapple",
        "fruit",
        "berry",
        "strawberry",
        "raisin",
        "fig",
        "vegetable",
        "broth",
        "sauce",
        "gravy",
        "mayonnaise",
        "mustard",
        "ketchup",
        "wine",
        "beer",
        "yeast",
        "gelatin",
        "lard",
        "suet",
        "sprout",
        "tapioca",
        "cassava",
        "plantain",
        "avocado",
        # vegetables, fruit, grains, dairy, fish and spices of everyday cooking
        "beetroot",
        "radish",
        "turnip",
        "parsnip",
        "celery",
        "artichoke",
        "asparagus",
        "broccoli",
        "cauliflower",
        "kale",
        "okra",
        "yam",
        "taro",
        "chive",
        "caper",
        "pickle",
        "plum",
        "cherry",
        "apricot",
        "peach",
        "grape",
        "melon",
        "watermelon",
        "pomegranate",
        "quince",
        "cranberry",
        "blueberry",
        "raspberry",
        "currant",
        "prune",
        "chestnut",
        "cashew",
        "pecan",
        "poppy",
        "millet",
        "buckwheat",
        "rye",
        "quinoa",
        "polenta",
        "bulgur",
        "cornmeal",
        "breadcrumb",
        "macaroni",
        "spaghetti",
        "mozzarella",
        "parmesan",
        "ricotta",
        "feta",
        "paneer",
        "buttermilk",
        "ghee",
        "margarine",
        "tahini",
        "miso",
        "anise",
        "cardamom",
        "turmeric",
        "fennel",
        "tarragon",
        "sage",
        "trout",
        "herring",
        "mackerel",
        "carp",
        "haddock",
        "scallop",
        "caviar",
        "roe",
        "liver",
        "venison",
    ]
)


# Names of things no dish is ("The Statue of Liberty is made of copper").
_NO_DISH_TYPES = frozenset(["WORK_OF_ART", "FAC", "GPE", "LOC", "ORG", "PERSON", "EVENT", "LAW"])


_LEAGUE_WORDS = re.compile(
    r"\b(?:League|Liga|Ligue|Division|Divisie|Championship|Conference|Premiership|Bundesliga|Eredivisie|Serie [A-D]"
    r"|Série [A-D]|Superliga|Primera|Segunda|Eliteserien|Allsvenskan|NBA|NFL|NHL|MLB|MLS|División|Divisão|Lig"
    r"|Division (?:One|Two|Three|Four|Five|[1-5]))\b"
)


# Fifth round (issue 10): who speaks a place's language, currencies, class nouns of a country.
_SPEAKERS = frozenset(["they", "people", "residents", "inhabitants", "locals", "citizens", "most", "many"])


_LANGUAGE_ADJECTIVES = frozenset(
    ["official", "main", "national", "principal", "major", "regional", "minority", "spoken", "primary", "native"]
)


_NAMED_ONLY_CURRENCY_WORDS = frozenset(
    [
        *("tenge", "dram", "manat", "lari", "som", "somoni", "sol", "won", "kip", "riel", "kwacha"),
        *("cedi", "lek", "denar", "afghani", "quetzal", "boliviano", "lempira", "guarani", "kyat"),
        *("tugrik", "metical", "kwanza", "ariary", "florin", "tolar", "litas", "lats", "kroon", "markka"),
    ]
)
"""Currency nouns added in round 15, which name a currency only with their country's word
before them ("the Armenian dram"): alone ("the dram") the value is too short to be the
currency's name, so :meth:`~hcf_graph.extract.country_facts_v2.CountryFacts.refine_currencies`
drops it."""
_CURRENCY_WORDS = frozenset(
    [
        "euro",
        "dollar",
        "pound",
        "sterling",
        "krone",
        "krona",
        "franc",
        "yen",
        "rupee",
        "peso",
        "rand",
        "ruble",
        "rouble",
        "yuan",
        "renminbi",
        "lira",
        "shekel",
        "dinar",
        "dirham",
        "rial",
        "riyal",
        "baht",
        "ringgit",
        "rupiah",
        "zloty",
        "forint",
        "koruna",
        "leu",
        "lev",
        "kuna",
        "hryvnia",
        "naira",
        "shilling",
        "birr",
        "taka",
        "dong",
        "escudo",
        "guilder",
        "peseta",
        "drachma",
        "đồng",
        "złoty",
        "guaraní",
        "bolívar",
        *_NAMED_ONLY_CURRENCY_WORDS,
    ]
)
"""Currency nouns: a currency fact needs one as its head noun."""


# Relations only a place has: "its capital" after "comes from Italy" is Italy's.
_PLACE_ONLY_RELATIONS = frozenset(["capital", "largest city", "currency", "ethnic group"])


_COUNTRY_NOUNS = frozenset(["country", "nation", "state", "city", "town", "region", "province", "republic", "kingdom"])


_GROUND_WORDS = re.compile(
    r"\b(?:Stadium|Stadion|Stade|Estadio|Estádio|Stadio|Arena|Park|Ground|Field|Oval|Bowl|Dome|Coliseum|Velodrome)\b"
    r"|\B(?:stadion|stadium|arena)\b|\bSportpark\b"  # "Weserstadion", "Sportpark De Toekomst"
)


# A league's word ends its name ("Northern Premier League", "Serie A"), never a street's or
# building's ("Division Street", "Lenmouth Conference Centre").
_LEAGUE_NAME_END = re.compile(_LEAGUE_WORDS.pattern + r"$|\B(?:liga|league|liiga)$")  # "Regionalliga", "Veikkausliiga"
# A league's word and its tier or region: "National League 2 North", "First Division B".
_LEAGUE_NAME_TIER = re.compile(
    r"\b(?:League|Division|Liga|Conference|Premiership)"
    r"(?:\s+(?:[1-9]|[A-D]|One|Two|Three|Four|North|South|East|West|Central|Nord|Ost))+$"
)
# A league's word opens its name: "Liga Verde", "Ligue 2", "Liga MX", "Campeonato Goiano".
_LEAGUE_NAME_OPEN = re.compile(
    r"^(?:the\s+)?(?:Liga|Ligue|Lega|Campeonato|Superleague|Super League|Primera División|Segunda División|Major League)"
    r"\s+(?:(?:de|do|of)\s+)?[A-Z0-9]"
)
# A league's word and its country close its name: "Football League Greece", "Premier League Malta".
_LEAGUE_OF_COUNTRY = re.compile(
    r"\b(?:League|Liga|Division|División)\s+(?:of\s+(?:the\s+)?)?((?:[A-Z][\w-]*\s*){1,3})$"
)


_NOT_LEAGUE_WORDS = frozenset(
    [*_STREET_WORDS, *_BUILDING_WORDS, "road", "stadium", "arena", "park", "hotel", "station", "room", "suite"]
)


_SCHOOL_WORDS = frozenset(["university", "college", "school", "institute", "academy"])


def _is_food(value: str) -> bool:
    """Whether an ingredient phrase's last word is a food ("chili peppers", "tapioca flour")."""
    words = normalize_text(value).split()
    last = words[-1] if words else ""
    return last in _FOODS or last.removesuffix("s") in _FOODS or last.removesuffix("es") in _FOODS


def _is_present(verb: Token) -> bool:
    """Whether a verb is in the present tense ("play", "plays", "have played"); a main "play"
    with a subject and no auxiliary that the tagger read as a base form or a noun is one too."""
    if verb.tag_ in ("VBZ", "VBP"):
        return True
    if verb.tag_ in ("VB", "NN") and verb.dep_ == "ROOT" and v1._children(verb, "nsubj"):
        return not v1._children(verb, "aux", "auxpass")
    return verb.tag_ == "VBN" and any(c.dep_ == "aux" and c.tag_ in ("VBZ", "VBP") for c in verb.children)


def _ground_dates(anchors: list[Token]) -> tuple[str, bool]:
    """The span a statement of a ground is dated by ("until 2006", "from 1913 to 2006", "since
    2006"), and whether it names one day, match or season instead ("on Saturday", "in 2005",
    "last week")."""
    spans: list[str] = []
    one_time = False
    for anchor in anchors:
        for child in anchor.children:
            if child.dep_ in ("npadvmod", "advmod", "tmod") and child.ent_type_ in ("DATE", "TIME"):
                one_time = True  # "yesterday", "last season"
            if child.dep_ != "prep":
                continue
            obj = v1._prep_object(child)
            when = _when(obj)
            if when is None:
                continue
            word = child.lower_
            if word in ("until", "till", "since", "between"):
                more = [w for w in (_when(c) for c in obj.conjuncts) if w and w not in when] if obj is not None else []
                text = " and ".join([when, *more])
                spans.append(text if text.lower().startswith(word) else f"{word} {text}")
            elif word == "from":
                to = next((p for p in child.children if p.dep_ == "prep" and p.lower_ in ("to", "until", "till")), None)
                end = _when(v1._prep_object(to)) if to is not None else None
                spans.append(f"from {when} to {end}" if end and end not in when else f"from {when}")
            elif word in ("in", "on", "during", "at", "for"):
                one_time = True
    return ", ".join(spans), one_time


def _when(token: Token | None) -> str | None:
    """A date or time phrase headed by ``token`` ("2006", "Saturday", "last season")."""
    if token is None:
        return None
    date = v1.date_phrase(token)
    if date:
        return date
    if token.ent_type_ in ("DATE", "TIME"):
        ent = next((e for e in token.doc.ents if e.start <= token.i < e.end), None)
        return ent.text if ent is not None else token.text
    return None


def is_league(name: str) -> bool:
    """Whether a name is a league's: it ends in a league's word and has no street's or
    building's word ("Northern Premier League", not "Division Street")."""
    words = set(normalize_text(name).split())
    named = any(p.search(name.strip()) is not None for p in (_LEAGUE_NAME_END, _LEAGUE_NAME_OPEN, _LEAGUE_NAME_TIER))
    country = _LEAGUE_OF_COUNTRY.search(name.strip())
    named = named or (country is not None and is_country(country.group(1).strip()))
    return named and not words & _NOT_LEAGUE_WORDS


def _is_building_name(name: str) -> bool:
    """Whether an entity's name ends in a building's or street's head ("Kelsey Museum"): no team
    (a university's teams play in conferences, and "Lenmouth Town", "Manchester City" are clubs)."""
    words = normalize_text(name).split()
    last = words[-1] if words else ""
    return last in _NOT_TEAM_HEADS


_NOT_TEAM_HEADS = (_FACILITY_HEADS | _BUILDING_WORDS | _STREET_WORDS) - {"university", "college"}


# Broader nouns a later sentence may use for a topic of a class: "The book" after "X is a novel".
_CLASS_NOUNS: dict[str, tuple[str, ...]] = {
    "novel": ("book", "work"),
    "book": ("novel", "work"),
    "memoir": ("book", "work"),
    "biography": ("book", "work"),
    "anthology": ("book", "collection"),
    "journal": ("publication", "periodical"),
    "magazine": ("publication", "periodical"),
    "newspaper": ("paper", "publication"),
    "university": ("institution", "school"),
    "college": ("institution", "school"),
    "club": ("team", "side"),
    "team": ("club", "side"),
    "company": ("firm", "business", "corporation"),
    "firm": ("company", "business"),
    "corporation": ("company", "firm"),
    "memorial": ("monument",),
    "monument": ("memorial",),
    "statue": ("monument", "sculpture"),
}


def _name_nouns(name: str) -> set[str]:
    """The nouns "the <noun>" may name a named thing by: its name's words, the broader nouns of
    its last word ("the monument" for "Kelsey Memorial"), "club" and "team" for a name ending
    in "FC" (not its NER label's kind nouns: the label is too often wrong to pick a previous
    subject by)."""
    words = normalize_text(name).split()
    last = words[-1] if words else ""
    nouns = {*words, *_CLASS_NOUNS.get(last, ())}
    if re.search(r"\b(?:A\.?F\.?C|F\.?C|S\.?C|C\.?F)\.?$", name.strip()):
        nouns.update(("club", "team", "side"))
    return nouns


def _in_chain(token: Token) -> bool:
    """Whether a place is one of a chain "A, B" of names ("Brennock, Norland")."""
    doc = token.doc
    after = doc[token.i + 2] if token.i + 2 < len(doc) and doc[token.i + 1].text == "," else None
    before = doc[token.i - 2] if token.i >= 2 and doc[token.i - 1].text == "," else None
    return _is_place_name(token) and (
        (before is not None and named(before) and before.ent_type_ != "PERSON")
        or (after is not None and named(after) and after.ent_type_ != "PERSON")
    )


def _antecedent(word: Token, apposed: bool = False) -> Token | None:
    """The place a relative word ("whose", "of which", "where") refers to: the place name right
    before it (after one comma), or for a second relative of a coordination ("whose capital is
    Oslo and whose leader is ...") the first one's. None when that place is one of several it
    may refer to: "Chicago, Illinois, where ...", "Texas in the U.S., where ...", "the Eastern
    Province of Sri Lanka, where ..." (unless "a country" says which: "part of Japan, a country
    where ...")."""
    doc = word.doc
    k = word.i - 1
    if k >= 0 and doc[k].text == ",":
        k -= 1
    if k < 0:
        return None
    before = doc[k]
    country = before.pos_ == "NOUN" and before.lemma_.lower() in ("country", "nation") and before.left_edge.i > 1
    if country and doc[before.left_edge.i].lower_ in ("a", "an", "the") and word.lower_ in ("whose", "where"):
        return _antecedent(doc[before.left_edge.i], apposed=True)  # "Italy, a country whose capital is Rome"
    if before.lower_ in ("and", "or", "but") and k > word.sent.start:
        first = next((t for t in reversed(doc[word.sent.start : k]) if t.lower_ == word.lower_), None)
        others = {"where": ("whose", "which"), "whose": ("where", "which")}.get(word.lower_, ())
        if first is None and others:  # "a country whose capital is X and where ...", "which has ... and whose"
            first = next((t for t in reversed(doc[word.sent.start : k]) if t.lower_ in others), None)
        return _antecedent(first) if first is not None else None
    led = before.head.head if before.dep_ == "pobj" and before.head.lower_ == "by" else None
    if led is not None and led.lemma_ in ("lead", "rule", "govern") and led.dep_ == "acl" and word.lower_ == "where":
        noun = led.head  # "Germany, a country led by X, where ...": the country, not its leader
        if noun.lemma_.lower() in ("country", "nation") and doc[noun.left_edge.i].lower_ in ("a", "an"):
            return _antecedent(doc[noun.left_edge.i], apposed=True)
    after_in = before.dep_ == "pobj" and before.head.lower_ in ("in", "from") and before.ent_type_ == "ORG"
    after_in = after_in or (before.dep_ == "pobj" and _unwrap_place(before.head.head) == before)  # "the city of Y"
    if not (_is_country_place(before) or (after_in and named(before))) or before.dep_ == "conj":
        return None  # "part of Awadh and Bundelkhand, where ...": one of a list
    chained = before.i >= 2 and doc[before.i - 1].text == "," and named(doc[before.i - 2])
    holder = before.head.head if before.dep_ == "pobj" and before.head.lower_ in ("of", "in") else None
    parts = ("part", "region", "area")  # "Atlantic City, part of New Jersey, which ...": either
    nested = holder is not None and (_is_place_name(holder) or holder.lemma_.lower() in (*_PLACE_CLASSES, *parts))
    unwrapped = _unwrap_place(holder)
    plain = holder is not None and not v1._children(holder, "compound", "amod")  # not "the Eastern Province state of"
    if plain and unwrapped is not None and unwrapped.i == before.i:
        nested = False  # "the city of Alderney, the leader of which is ...": the city is Alderney
    if holder is not None and before.head.i > 0 and _is_place_name(doc[before.head.i - 1]):
        nested = True  # "from Texas in the United States, where ...", however the parser hangs "in"
    return None if chained or (nested and not apposed) else before  # "part of Japan, a country where"


def _chain_country(word: Token) -> Token | None:
    """The sovereign country that ends a chain of places right before a relative word ("in
    Budapest, Hungary, where the forint is used"), after a place that is none: for a relation
    only a country has (a currency, a language), which :func:`_antecedent` leaves open."""
    doc = word.doc
    k = word.i - 2 if word.i >= 1 and doc[word.i - 1].text == "," else word.i - 1
    if k < 2 or doc[k - 1].text != ",":
        return None
    country, town = doc[k], doc[k - 2]
    if not is_country(country.text) or is_country(town.text) or not _is_place_name(town):
        return None
    return country


def _coordinated(head: Token | None) -> list[Token]:
    """A value and its conjuncts ("and", not "or": an alternative name), but not a conjunct that
    is a later clause's subject the parser hung on it ("Amharic and the City Hall is located in ...")."""
    if head is None:
        return []
    if any(c.dep_ == "cc" and c.lower_ in ("or", "nor") for c in head.children):
        return [head]  # "Spanish, or Castilian, is ...": another name for one value, not a second value
    return [head] + [c for c in head.conjuncts if c.i > head.i and not _opens_clause(head, c)]


def _opens_clause(head: Token, conjunct: Token) -> bool:
    """Whether a conjunct of ``head`` is followed by a verb other than the one ``head`` hangs on:
    "is Amharic and the City Hall is located ..." (not "Anna and Bo created X")."""
    doc = head.doc
    k = conjunct.right_edge.i + 1
    described = any(c.dep_ == "acl" and doc[c.i - 1].text == "," for c in conjunct.rights)
    if described and k + 1 < len(doc) and doc[k].text == ",":
        k += 1  # "and the Vell Monument, made of bronze, is there": a subject with its description
    if k >= len(doc) or doc[k].pos_ not in ("AUX", "VERB"):
        return False
    if head.dep_ == "nsubj" and head.head.i == k and doc[k].tag_ == "VBZ" and doc[k].lemma_ == "be":
        return True  # "The capital is Oslo and X is a leader" read as "Oslo and X is": one subject
    return head.head.i not in (doc[k].i, doc[k].head.i)


def _where_word(verb: Token) -> Token | None:
    """The relative word of a "where" clause or its "in which" form, before the verb."""
    for child in verb.children:
        if child.i > verb.i:
            continue
        if child.lower_ == "where" and child.dep_ == "advmod":
            return child
        if child.dep_ == "prep" and child.lower_ == "in" and any(c.lower_ == "which" for c in child.children):
            return child
    return None


# Titles of those who lead a place (issue 10): each keys a relation of its own with one value, and
# each states DBpedia's leaderName (the scoring in :mod:`.evaluation` reads the same list).
LEADER_TITLES = frozenset(
    [
        *("mayor", "lord mayor", "president", "prime minister", "premier", "monarch", "king", "queen"),
        *("emperor", "empress", "governor", "chief justice", "chief minister", "first minister"),
        *("chancellor", "speaker", "head of government"),
    ]
)


# Participles of state: "Located in Adare, the manor ..." says where the main subject is.
_STATE_PARTICIPLES = frozenset(["locate", "situate", "base", "headquarter", "found", "establish", "build", "find"])


def _earlier_noun(verb: Token, lemma: str, stop_at_punct: bool = False) -> Token | None:
    """The nearest noun of ``lemma`` before ``verb`` in its sentence, up to an earlier "be" (or
    punctuation): the subject of a copula the parser hung elsewhere ("X is in India and the
    demonym for ... is Indian", "Denmark, where the language spoken is German")."""
    for token in reversed(verb.doc[verb.sent.start : verb.i]):
        if token.lemma_.lower() == lemma and token.pos_ == "NOUN":
            return token
        if token.lemma_ == "be" or (stop_at_punct and token.is_punct):
            return None
    return None


def _chain_first(place: Token | None) -> Token | None:
    """The first place of "Chicago, Illinois, United States" given any of them."""
    while place is not None and place.i >= 2 and place.doc[place.i - 1].text == ",":
        before = place.doc[place.i - 2]
        if not (_is_place_name(before) and _is_place_name(place)):
            break
        place = before
    return place


_OTHER_WORDS = frozenset({"other", "another", "second", "third", "fourth", "fifth", "shorter", "longer", "new", "old"})


# "The name Paris comes from Greece": the subject is a word.
_WORD_NOUNS = frozenset(["name", "word", "term", "surname", "title", "phrase", "nickname", "spelling"])


# "Kelsey is part of the Group": a generic whole after "the" names nothing.
_GENERIC_WHOLES = frozenset(
    [
        "group",
        "company",
        "organisation",
        "organization",
        "family",
        "network",
        "alliance",
        "union",
        "team",
        "club",
        "association",
        "federation",
        "series",
        "collection",
        "system",
        "complex",
        "project",
        "programme",
        "program",
        "consortium",
        "chain",
    ]
)


_COLOUR_WORDS = frozenset(["white", "black", "coloured", "colored"])


# Class nouns of places that a name may stand with: "the state of Georgia", "New York city"
# (not "capital", "area" or "community": "the capital of Norway" is Oslo, "the Community of
# Madrid" a name of its own).
_NAMED_CLASSES = frozenset(
    ["city", "town", "village", "state", "county", "province", "region", "district", "prefecture", "borough"]
)


def _place_name(place: Token) -> str:
    """A place's name with the class noun that follows it: "the Marrow region"."""
    head = place.head
    if place.dep_ == "compound" and head.i == place.i + 1:
        if _is_class_named(place):
            return f"{place.text} {head.text}"  # "Akita Prefecture", read as two names
        return _place_with_class(head) or place.text
    return place.text


def _where_conjunct_place(verb: Token) -> Token | None:
    """ "Uttar Pradesh, where Ram Naik is leader and is part of Awadh": a verb without a
    subject, coordinated with a "where" clause, says something of the place the clause hangs
    on, not of the clause's subject."""
    if verb.dep_ != "conj" or v1._children(verb, *v1._SUBJECTS):
        return None
    first = verb.head
    if first.dep_ != "relcl" or not any(c.lower_ == "where" for c in first.children):
        return None
    return first.head if named(first.head) else None


def _relative_place(verb: Token) -> Token | None:
    """The place a relative clause of containment is about, where the parser hung it on
    another word: "located in Tirstrup which is part of X" (hung on the sentence's subject),
    "in Tirstrup, Denmark, which is in X" (on the chain's last place). The place right before
    the relative pronoun, named after "in", "at" or "within", the first of its chain (also
    when the parser read the clause as adverbial)."""
    rel = v1._child(verb, "nsubj", "nsubjpass")
    if verb.dep_ not in ("relcl", "advcl") or rel is None or rel.lower_ not in ("which", "that") or rel.i < 2:
        return None
    before = verb.doc[rel.i - 1]
    if before.text == "," and before.i > 0:
        before = verb.doc[before.i - 1]
    first = _chain_first(before) if named(before) else None
    if first is None or first.i == verb.head.i or not named(first) or first.dep_ != "pobj":
        return None
    return first if first.head.lower_ in ("in", "at", "within") else None


def _bare_name(token: Token | None) -> bool:
    """A capitalized word that opens the sentence alone (no article, no modifier), which the
    pipeline may read as a common noun: "Adare is part of Munster". Only a name when the
    sentence puts it in a named place."""
    if token is None or token.i != 0 or token.pos_ not in ("NOUN", "PROPN") or token.is_stop:
        return False
    word = token.text
    return word[:1].isupper() and word[1:].islower() and not any(True for _ in token.children)


def _place_with_class(noun: Token) -> str | None:
    """ "New York city", "Washington state", "the Flemish region": a place's name (a proper
    noun, not a person's) written with a lowercase class noun, as one name (a nationality word
    only before "region": "an American city" is none); "state" only says what the name is
    ("Washington state" is Washington)."""
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in _NAMED_CLASSES or not noun.text.islower():
        return None
    if any(c.dep_ == "det" and c.lower_ != "the" for c in noun.children):
        return None
    names = [c for c in noun.lefts if c.dep_ in ("compound", "amod") and c.text[:1].isupper()]
    if not names or names[-1].i != noun.i - 1:
        return None
    first = names[0].left_edge  # "the Al Marrow province": "Al" hangs on "Marrow"
    if not all(t.text[:1].isupper() for t in noun.doc[first.i : noun.i]):
        first = names[0]
    region = noun.lemma_.lower() == "region"
    excluded = ("PERSON", "DATE") if region else ("PERSON", "DATE", "NORP")
    if not all((c.pos_ == "PROPN" or _is_place_name(c)) and c.ent_type_ not in excluded for c in names):
        return None  # the class noun says what the name is: "Varnia state" even read as an ORG
    if noun.lemma_.lower() == "state":  # "Washington state" is Washington; "New York city" is one name
        return v1._text(list(noun.doc[first.i : noun.i]))
    return v1._text(list(noun.doc[first.i : noun.i + 1]))


# Relations whose value is a place a text may name with the places it lies in ("born in A, B").
# Relations only a person has (catalog names): the subject of one is no thing for "it", and a
# nationality word before it is no part of the name ("American Alan Shepard was born ...").
LIFE_RELATIONS = frozenset(
    ["birth date", "birth place", "death date", "death place", "alma mater", "occupation", "nationality", "spouse"]
)
_CHAIN_RELATIONS = frozenset(["location", "part of", "city served", "birth place", "death place", "headquarters"])


# Places in places (issue 10): what may stand between a place and the larger one a text puts it
# in ("Lenmouth, a part of Norway", "Lenmouth, which is found in Norway", "a city in Norway").
_CHAIN_FILLERS = frozenset(
    ["which", "that", "is", "lies", "located", "found", "situated", "a", "an", "the", "part", "of", "in", "within"]
)


_CHAIN_PHRASE = re.compile(
    r"(?:(?:which|that) (?:is|lies) (?:(?:located|found|situated) )?)?(?:in|within)"
    r"|(?:(?:which|that) is )?(?:an? )?part of"
    r"|(?:(?:which|that) is )?an? (?:" + "|".join(sorted(_PLACE_CLASSES)) + ") (?:in|of)"
    r"|(?:in|within) (?:state|province|region) of"  # "Monterrey, in the state of Nuevo León"
)


def _outer_places(place: Token) -> list[tuple[Token, str]]:
    """The places a text puts ``place`` in, right after its name, from small to large, each
    with the words before it: "Lenmouth, Hollin County, Norway", "Lenmouth in Hollin County",
    "Lenmouth, in Norway", "Lenmouth, a part of Norway", "Lenmouth, which is found in Norway",
    "Lenmouth, which is a state in Norway". Empty for a list ("Lenmouth, Kelsey and Norway")
    and before a possessive ("Lenmouth, Norway's capital")."""
    doc = place.doc
    found: list[tuple[Token, str]] = []
    current: Token | None = place
    # a chain goes on past a constituent country to its state ("Kelby, Wales, United Kingdom")
    while current is not None and not (found and is_country(current.text) and not is_constituent_country(current.text)):
        step = _next_place(current)
        if step is not None:
            found.append(step)
        current = step[0] if step is not None else None
    if not found:
        return []
    last = found[-1][0]
    if last.i + 1 < len(doc) and doc[last.i + 1].lower_ in ("'s", "’s"):
        return []  # "Lenmouth, Norway's capital": no chain
    after = [t for t in doc[last.i + 1 : last.i + 5] if t.lower_ not in ("the", ",")]
    clause = len(after) > 1 and after[1].dep_ in ("poss", "nsubj", "nsubjpass")  # "..., and Texas' capital is"
    if len(after) > 1 and after[0].lower_ in ("and", "or", "&") and _is_place_name(after[1]) and not clause:
        if len(found) == 1 and "part" in found[0][1].split() and after[0].lower_ == "and":
            return [*found, (after[1], found[0][1])]  # "Lenmouth, part of Hollin and Kelsey": of both
        return []  # "in Lenmouth, Kelsey and Bergen": a list (the parser's conjuncts are no test)
    return found


def _next_place(place: Token) -> tuple[Token, str] | None:
    """The place named right after ``place`` as the one it lies in, with the words between:
    after a comma (""), after "in" or "within", or after a short phrase of location ("a part
    of", "which is found in", "which is a state in")."""
    doc = place.doc
    k = place.i + 1
    if k < len(doc) and doc[k].text == ",":
        k += 1
    bracket = k < len(doc) and doc[k].text == "(" and k + 1 < len(doc) and doc[k + 1].lower_ == "part"
    if bracket:
        k += 1  # "Saranac Lake (part of Harrietstown, New York)"
    if k >= len(doc):
        return None
    if _is_place_name(doc[k]) and doc[k - 1].text == ",":
        fronted = next((a for a in place.ancestors if a.dep_ == "advcl" and a.left_edge.i == 0), None)
        verb = fronted.head if fronted is not None and fronted.pos_ == "VERB" else None
        later = verb is not None and any(c.dep_ in ("nsubj", "nsubjpass") and c.i > k for c in verb.children)
        if verb is not None and doc[k].dep_ in ("nsubj", "nsubjpass") and doc[k].head.i == verb.i and not later:
            return None  # "Located in Lenmouth, Kelsey Stadium is ...": the main clause's subject
        return doc[k], ""  # "Lenmouth, Norway"
    if _is_class_named(doc[k]) and doc[k - 1].text == "," and _is_place_name(place):
        return doc[k], ""  # "Kelsey, Hollin Province": the name says it is a place
    words: list[str] = []
    while k < len(doc) and len(words) < 6 and (doc[k].lower_ in _CHAIN_FILLERS or _is_place_class(doc[k])):
        words.append(doc[k].lower_)
        k += 1
    if k >= len(doc) or not words or not (_is_place_name(doc[k]) or _is_class_named(doc[k])):
        return None
    phrase = " ".join(w for w in words if w != "the")
    return (doc[k], phrase) if _chain_phrase(phrase) else None


# The class words of a name that make it a region's whatever the pipeline tagged it ("the Community
# of Madrid", "Hollin Province" read as organisations); not "county" or "city", which end the
# names of teams ("Derby County", "Manchester City").
_REGION_WORDS = frozenset(["province", "region", "prefecture", "oblast", "governorate", "community", "state"])


def _is_class_named(token: Token) -> bool:
    """A named region whose name says so: "Hollin Province", "the Community of Madrid", "the
    State of Paraná" (a class word first with "of", or "province", "region" or "prefecture"
    last)."""
    words = token.text.split()
    head = token.head
    if token.dep_ == "compound" and head.i == token.i + 1 and head.text[:1].isupper() and named(token):
        return head.lower_ in ("province", "region", "prefecture")  # "Akita Prefecture" read as two
    if not named(token) or len(words) < 2:
        return False
    if token.ent_type_ not in ("GPE", "LOC", "ORG", "NORP", ""):
        return False
    if words[0].lower() in _REGION_WORDS and words[1].lower() == "of":
        return words[-1][:1].isupper()
    return words[-1].lower() in ("province", "region", "prefecture") and words[0][:1].isupper()


def _chain_phrase(phrase: str) -> bool:
    """Whether the words between two places say the first lies in the second: "in", "within",
    "a part of", "part of", "which is in", "which is located in", "which is a city in"."""
    return _CHAIN_PHRASE.fullmatch(phrase) is not None


def _is_place_class(token: Token) -> bool:
    """A class noun of places ("city", "state"), as in "which is a state in Norway"."""
    return token.pos_ == "NOUN" and token.lemma_.lower() in _PLACE_CLASSES


def _measure_compound(noun: Token) -> Token | None:
    """The counted noun of a hyphened measure before a noun: "page" in "a 320-page novel"."""
    return next((c for c in v1._children(noun, "compound") if v1._child(c, "nummod") is not None), None)


@dataclass(frozen=True)
class Topic:
    """What a document is about: its name, kind ("person", "thing" or "") and NER label, and
    the class nouns that may refer to it ("the company")."""

    name: str
    kind: str = ""
    label: str = ""
    nouns: frozenset[str] = frozenset()


class RulesState:
    """What the rule mixins (``country_facts_v2``, ``domains_v2``, ``measures_v2``, ``places_v2``,
    ``works_v2``) use of :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`, declared for the
    type checker only: at run time the methods are TopicRules' own (or v1's, through ``super()``,
    or another mixin's)."""

    if TYPE_CHECKING:
        catalog: RelationCatalog
        topic: Topic | None
        resolved: dict[int, str]
        previous: tuple[str, str, str] | None
        last_place: str | None
        last_places: list[str]
        people: list[str]
        town_memory: tuple[str, list[str], list[str]]
        teams: set[str]
        dishes: set[str]
        works: set[str]
        writers: set[str]
        sentence_works: set[str]
        adjective_places: set[str]
        from_topic: set[str]
        from_previous: set[str]

        def last_work(self) -> str | None: ...

        def _antecedent(self, kind: str, noun: str | None, token: Token) -> str | None: ...

        def _known(self, relation: str) -> bool: ...

        def entity(self, head: Token | None) -> str | None: ...

        def subject(self, verb: Token) -> Token | None: ...

        def open_subject(self, verb: Token) -> Token | None: ...

        def owner(self, noun: Token) -> Token | None: ...

        def specific(self, subj: Token | None) -> bool: ...

        def _named_value(self, obj: Token | None) -> str | None: ...

        def _group_name(self, token: Token) -> str | None: ...

        def _group_place(self, group: Token) -> str | None: ...

        @staticmethod
        def _is_ethnic_group(noun: Token) -> bool: ...

        def attribute(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]: ...

        def inverse(self, verb: Token, subj: Token, attr: Token) -> Iterator[Candidate]: ...

        def class_counts(self, verb: Token) -> Iterator[Candidate]: ...

        def player_for(self, person: Token, noun: Token) -> Iterator[Candidate]: ...

        def _described(self, noun: Token, relative: Token) -> Token | None: ...

        def _where_place(self, noun: Token) -> Token | None: ...

        def _national_place(self, noun: Token) -> str | None: ...

        def _dish(self, token: Token | None) -> str | None: ...

        def measure_adjective(self, verb: Token, subj: Token, adj: Token) -> Iterator[Candidate]: ...


def counted_relation(catalog: RelationCatalog, phrase: str, relations: frozenset[str]) -> str | None:
    """The count relation among ``relations`` a phrase names, as it stands or after "number
    of" ("academic staff", "undergraduates", "members")."""
    for candidate in (phrase, f"number of {phrase}"):
        relation = catalog.canonical(candidate)
        if relation in relations:
            return relation
    return None


# Class nouns of vehicles and craft: "the rocket Aster 2", "the Baltic Arrow train".
CRAFT_NOUNS = frozenset(
    [
        "aircraft",
        "airliner",
        "plane",
        "jet",
        "helicopter",
        "rocket",
        "spacecraft",
        "satellite",
        "probe",
        "train",
        "locomotive",
        "tram",
        "bus",
        "truck",
        "lorry",
        "tank",
        "submarine",
        "boat",
        "ferry",
        "liner",
        "vessel",
        "yacht",
        "frigate",
        "destroyer",
        "cruiser",
        "battleship",
        "warship",
        "automobile",
        "motorcycle",
        "engine",
    ]
)
# Class nouns of bodies in the sky: "the asteroid 2411 Holmdale", "the comet Harlow-Pike".
# ("star" is left out: "the star Anna Pell" is an actor.)
SKY_NOUNS = frozenset(["asteroid", "planet", "comet", "moon", "galaxy", "nebula", "planetoid", "meteorite"])


# Lowercase class nouns of things: "the dish X", "the novel X", "the club X" name a thing, never a
# person, whatever the NER tagged X.
THING_CLASS_NOUNS = (
    _DISH_NOUNS
    | _WRITTEN_WORKS
    | _BUILDING_WORDS
    | frozenset(["dessert", "newspaper", "magazine", "journal", "club", "team", "university", "college"])
    | frozenset(["monument", "memorial", "statue", "airport", "stadium", "company", "band", "ship", "car"])
    | CRAFT_NOUNS
    | SKY_NOUNS
)


def classed_as_thing(name: Token) -> bool:
    """Whether a lowercase class noun of a thing stands right before the name ``name`` belongs to
    ("The dish Pelmora is from Spain", "the novel Kelsey Road"), however the parser hung them."""
    first = name
    while first.i > 0 and first.doc[first.i - 1].text[:1].isupper() and first.doc[first.i - 1].pos_ == "PROPN":
        first = first.doc[first.i - 1]
    before = first.doc[first.i - 1] if first.i > 0 else None
    return before is not None and before.is_lower and before.lemma_ in THING_CLASS_NOUNS
