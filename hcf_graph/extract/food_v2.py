"""``spacy-rules.v2`` on what encyclopedic text says of dishes beyond their ingredients and
country (session 21's catalog relations):

- **region** of origin: "X comes from the Andalusia region", "X is a dish from Valencia, a
  region of Spain", "X is a traditional dish of Andalusia" (a country stays ``country``; a
  province or a city of origin is a region value, as regions nest);
- **course**: "X is served as a dessert", "X is a main course", "X is eaten as a starter";
- **variant** (DBpedia's dishVariation, X | dishVariation | Y): "A variation of X is Y", "Y is a
  variant of X", "X has a variation called Y";
- **alternative name**: "X, also known as Y", "X (also called Y)", "Y is another name for X";
- **serving temperature**: "X is served cold", "X is served at room temperature";
- **creator** (creatorOfDish): "X was invented by Y", "X was first made by Y", "Y invented X";
- **ingredients** in wordings the dish rules of ``domains_v2`` miss: "X consists of A and B",
  "X is prepared with A", "X, whose main ingredients are A and B, ...", values the parser reads
  as adjectives ("are chicken and sambal"), "X is a dish of rice and beans".

A dish is a name, a capitalized noun phrase ("Arros negre"), a resolved "It"/"The dish", or a
lone capitalized first word when something says it is a dish. Mixed into
:class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym, is_demonym
from . import spacy_rules as v1
from .common_v2 import _DISH_NOUNS, _NOT_SUBSTANCES, _SPATIAL_WORDS, _is_food, _is_passive, is_lone_head
from .domains_v2 import DomainPatterns, _known_place, _mistagged_dish, _people_name
from .monuments_v2 import monument_name, same_it
from .spacy_rules import Candidate
from .tokens_v2 import lowercase_tail, named


def is_food(value: str) -> bool:
    """Whether an ingredient phrase ends with a food word (``common_v2``'s or :data:`MORE_FOODS`)."""
    words = value.lower().split()
    last = words[-1] if words else ""
    return _is_food(value) or last in MORE_FOODS or last.removesuffix("s") in MORE_FOODS


if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Nouns of a place that nests in a country: "the Andalusia region", "the province of Java".
REGION_NOUNS = frozenset(
    ["region", "province", "state", "area", "county", "district", "island", "department", "prefecture", "canton"]
)
# One-word courses of a meal; "main course", "side dish" are read from their modifier.
COURSE_NOUNS = frozenset(
    ["dessert", "appetizer", "appetiser", "starter", "entrée", "entree", "antipasto", "hors d'oeuvre"]
)
# Course nouns that also name people ("Tom Baxter, a starter for the club, ..."): no evidence of a dish.
_PEOPLE_TOO = frozenset(["starter"])
_COURSE_MODIFIERS = frozenset(["main", "side", "first", "second", "dessert"])
# Verbs of a dish served or eaten, in "X is served as a dessert", "X is served cold".
SERVING_VERBS = frozenset(["serve", "eat", "offer", "consume", "enjoy", "drink"])
# How a dish is served: the catalog's value for each wording (one value for "cold" and
# "chilled", so that two texts saying either never conflict).
TEMPERATURES = {
    "hot": "hot",
    "cold": "cold",
    "chilled": "cold",
    "iced": "cold",
    "warm": "warm",
    "lukewarm": "warm",
}
# Adjectives of a dish noun that say how it is served ("a cold soup"); "a hot sauce" is spicy.
_SERVED_ADJECTIVES = frozenset(["cold", "chilled", "warm"])
VARIANT_NOUNS = frozenset(["variant", "variation"])
# Courses named only as what a dish is served or eaten as ("served as a snack"): "X is a snack" says less.
_SERVED_COURSES = frozenset(["snack"])
# Open relations of where a dish is eaten: no place of the dish, and one value each would make
# "served in Mexico" and "served in Spain" a false conflict.
_WHERE_EATEN = frozenset(
    ["served in", "eaten in", "located in", "found in", "popular in", "sold in", "consumed in", "enjoyed in"]
)
# Where-eaten relations only a food has: their entity is a dish ("the dish" in the next sentence).
_EATEN = frozenset(["eaten in", "consumed in"])
# Relations only a dish has here: a sentence keying one says its entity is a dish.
_DISH_RELATIONS = frozenset(["ingredient", "course", "serving temperature", "variant"])
# Relations only a country or a city has, never a dish or a monument; a thing's places.
_COUNTRY_ONLY = frozenset(
    ["capital", "largest city", "currency", "ethnic group", "leader", "official language", "spoken language", "demonym"]
)
_PLACE_KEYS = frozenset(["country", "location", "located in"])
_VARIANTS_OF = re.compile(r"^(?:[Tt]he )?(?:[Vv]ariations|[Vv]ariants) of (?P<base>[A-Z].+)$")
# Adverbs of another name: "also known as", "sometimes called", "locally referred to as".
_NAME_ADVERBS = frozenset(["also", "sometimes", "often", "commonly", "alternatively", "locally", "popularly", "widely"])
# Verbs of making a dish that name its creator with "first" ("X was first made by Y").
_FIRST_VERBS = frozenset(["make", "prepare", "cook", "serve", "bake", "create"])
_CREATING_VERBS = frozenset(["invent", "devise", "concoct"])
_COOKING_VERBS = frozenset(["prepare", "cook", "bake", "concoct"])  # of food whatever the subject
_INGREDIENT_VERBS = frozenset(["consist", "compose", "prepare", "cook"])
# Foods of dish descriptions that ``common_v2``'s list lacks (its test reads a phrase's last word).
MORE_FOODS = frozenset(
    [
        "granola",
        "cereal",
        "ink",
        "cuttlefish",
        "dumpling",
        "sambal",
        "tempeh",
        "soy",
        "soybean",
        "vermicelli",
        "tortilla",
        "tamarind",
        "lemongrass",
        "shellfish",
        "sardine",
        "chorizo",
        "custard",
        "meringue",
        "cake",
        "batter",
        "stock",
        "curd",
        "peel",
        "zest",
        "nutmeg",
        "clove",
        "leaf",
        "leaves",
        "seed",
        "kernel",
        "crust",
        "biscuit",
        "sponge",
        "jam",
        "jelly",
        "caramel",
        "molasses",
        "pastry",
        "filling",
        "paste",
        "fillet",
        "beet",
        "seaweed",
        "cherry",
        "cherries",
        "salami",
        "offal",
        "tripe",
        "anchovy",
        "anchovies",
        "rum",
        "brandy",
        "sorghum",
        "spelt",
        "chard",
        "sago",
        "treacle",
        "marzipan",
        "nougat",
        "praline",
        "gelatine",
        "yolk",
        "fries",
        "crouton",
        "sauerkraut",
        "hominy",
        "phyllo",
        "filo",
        "mince",
        "truffle",
        "masa",
        "dashi",
        "mascarpone",
        "curry",
        "tea",
        "coffee",
        "kebab",
        "swede",
        "rutabaga",
        "turnip",
        "leek",
        "tenderloin",
    ]
)


# Lowercase links inside a dish's name ("Coq au vin", "Chili con carne", "Pastel de nata").
_DISH_LINKS = "au|aux|con|de|del|di|al|alla|en|à la|a la"

# Nouns an ingredient is "of" or "in" that name no one dish ("an ingredient in cooking").
_GENERIC_OWNERS = _DISH_NOUNS | frozenset(
    ["cuisine", "cooking", "baking", "kitchen", "recipe", "meal", "diet", "course"]
)

# Nouns of "a type of cake": the dish noun after them says what the subject is.
_KIND_WORDS = frozenset(["type", "kind", "variety", "form", "sort"])

# What "A is found in X" keys before X turns out to be a dish A is in.
_FOUND_IN = frozenset(["located in", "location", "region", "country"])

# Names of waters and wild places, where foods live rather than lie in a dish.
_WATERS = frozenset(["lake", "river", "sea", "ocean", "bay", "gulf", "mountains", "valley", "forest", "park", "coast"])

# Role nouns before the name of a dish's creator ("The chef Ivo Lind created X").
_KITCHEN_ROLES = frozenset(["chef", "cook", "baker", "confectioner", "restaurateur"])

# Relations whose infobox line lists several values ("Main ingredients: beef, noodles").
LISTED_RELATIONS = frozenset(["ingredient", "variant", "alternative name"])
_LIST_SEPARATOR = re.compile(r"\s*(?:,|;|&|\band\b|\bor\b)\s*")
LISTED_PEOPLE = frozenset(["founded by", "creator", "architect"])
"""Relations of several people an infobox line may list: split at "and", "&" or ";" only ("John
Reith, 1st Baron Reith" is one name)."""
PEOPLE_SEPARATOR = re.compile(r"\s*(?:;|&|\band\b)\s*")


def list_items(value: str, separator: re.Pattern[str] = _LIST_SEPARATOR) -> list[str]:
    """The items of a listed value ("beef, tapioca flour and noodles"), empty pieces left out."""
    return [item for item in (piece.strip(" .") for piece in separator.split(value)) if item]


def infobox_values(relation: str, value: str) -> list[str]:
    """The values of an infobox line: each item of a listed relation, one fact each ("beef,
    tapioca flour and noodles"); a serving temperature in the prose rules' words ("Chilled" ->
    "cold", so that the line and the prose never conflict); any other value whole ("Lenmouth,
    Norland" is one place)."""
    if relation == "serving temperature":
        return [TEMPERATURES.get(value.strip().lower(), value)]
    people = relation in LISTED_PEOPLE  # "Founders: Greta Lind and Paul Asmus" (never at a comma)
    if not (people or relation in LISTED_RELATIONS) or "(" in value:
        return [value]
    items = list_items(value, PEOPLE_SEPARATOR if people else _LIST_SEPARATOR)
    if people and any(len(item.split()) < 2 for item in items):
        return [value]  # "Foster and Partners", "Faber and Faber": a firm, not two people
    return [item for item in items if item] or [value]


def _served(verb: Token) -> bool:
    """A verb of serving in the passive, also "a dish served hot" parsed as a clause."""
    if verb.lemma_ not in SERVING_VERBS or verb.tag_ not in ("VBN", "VBD"):
        return False
    if verb.tag_ == "VBN" and _is_passive(verb):
        return True
    if _trailing_served(verb):
        return True  # "X is a stew from Y, served as a side dish"
    if verb.dep_ == "acl" and verb.head.lemma_.lower() in _DISH_NOUNS | COURSE_NOUNS:
        return True  # "a dish served warm", the participle tagged either way
    subj = v1._child(verb, "nsubj")  # "X is a dish served hot": "dish" read as the subject of "served"
    return verb.dep_ == "ccomp" and subj is not None and subj.lemma_.lower() in _DISH_NOUNS | COURSE_NOUNS


def _trailing_served(verb: Token) -> bool:
    """ "X is a stew from Y, served as a side dish": a participle set off after a copula whose
    value is a dish noun, which the parser hangs on the copula as an adverbial clause."""
    if verb.dep_ not in ("advcl", "conj") or verb.i < 1 or verb.doc[verb.i - 1].text != "," or verb.i < verb.head.i:
        return False
    if verb.lemma_ not in SERVING_VERBS or verb.tag_ not in ("VBN", "VBD") or v1._children(verb, "nsubj", "aux"):
        return False
    attr = v1._child(verb.head, "attr")
    return verb.head.lemma_ == "be" and attr is not None and attr.lemma_.lower() in _DISH_NOUNS


def _from_verb(verb: Token) -> bool:
    """A verb of "X is from Y" (a copula without a noun or adjective) or "X comes / originates from Y"."""
    if verb.lemma_ == "be" and verb.pos_ in ("AUX", "VERB"):
        return v1._child(verb, "attr", "acomp") is None
    return verb.lemma_ in ("come", "originate") and verb.pos_ == "VERB"


def _proper_amod(token: Token) -> bool:
    """ "the Punjab region" with "Punjab" parsed as an adjective: a proper noun, no nationality."""
    return token.dep_ == "amod" and token.pos_ == "PROPN" and not is_demonym(token.text)


def _name_poss(noun: Token) -> Token | None:
    """The owner of "X's alternative name": a named possessive (no pronoun: "its" is the
    resolver's, and "his other name" a person's)."""
    poss = v1._child(noun, "poss")
    return poss if poss is not None and named(poss) else None


def _whole(token: Token, name: str) -> bool:
    """Whether ``name`` holds every word of the noun phrase ``token`` heads ("Boeing 737 MAX",
    not "MAX"), so that a part of a name never keys a fact."""
    words = v1._left_modifiers(token, {"compound", "amod", "nmod", "nummod", "flat"})
    words += [c for c in token.rights if c.dep_ in ("nummod", "compound", "flat")]
    if token.pos_ == "PROPN":  # "the comic character Arion": a lowercase class noun is no part of it
        words = [w for w in words if not (w.text.islower() and w.i < token.i)]
    return all(w.text in name for w in words)


def _food_name(name: str) -> bool:
    """Whether a name ends with a dish noun or a food ("Lirio bread", "Pelmoran rice")."""
    last = name.split()[-1].lower() if name.split() else ""
    return len(name.split()) > 1 and (last in _DISH_NOUNS or is_food(last))


def _ingredients_it(pronoun: Token | None) -> Token | None:
    """The dish an "it" of a second clause stands for after a first clause on the dish's
    ingredients or other name: "The main ingredients of X are A and B, and it is served as a
    dessert", "X can also be called Y, and it contains A" -> X."""
    if pronoun is None or pronoun.lower_ != "it" or pronoun.dep_ not in ("nsubj", "nsubjpass"):
        return None
    verb = pronoun.head
    if verb.dep_ != "conj" or verb.head.dep_ != "ROOT":
        return None
    first = v1._child(verb.head, "nsubj", "nsubjpass")
    if first is not None and named(first) and verb.head.lemma_ in ("call", "know", "name") and _is_passive(verb.head):
        return first  # "X can also be called Y, and it contains A": the other name is X's
    if first is None or first.lemma_.lower() not in ("ingredient", "ingredients"):
        return None
    owner = v1._prep_object(v1._prep(first, "of")) or v1._child(first, "poss")
    return owner if owner is not None and named(owner) else None


# How the parser hangs a fronted noun phrase on the clause ("A dish from Spain, X is ...").
_LEAD_NOUN_DEPS = frozenset(["nsubj", "nsubjpass", "dep", "npadvmod", "appos"])


def _dish_noun(noun: Token) -> bool:
    """A dish noun, or "type"/"kind" of one: "a soup", "a type of cake (that is served ...)"."""
    if noun.lemma_.lower() in _DISH_NOUNS:
        return True
    kind = v1._prep_object(v1._prep(noun, "of")) if noun.lemma_.lower() in _KIND_WORDS else None
    return kind is not None and kind.lemma_.lower() in _DISH_NOUNS and not named(kind)


def _cuisine(noun: Token | None) -> bool:
    """Whether a noun is "cuisine" or "cooking" ("in Italian cuisine")."""
    return noun is not None and noun.lemma_.lower() in ("cuisine", "cooking", "gastronomy")


def _lead_countries(noun: Token) -> list[str]:
    """The nationality of a fronted dish noun ("A Polish dish, X is ...")."""
    return [c for c in (country_of_demonym(t.text) for t in noun.lefts if t.dep_ == "amod") if c]


class FoodRules(DomainPatterns):
    """Dishes' region, course, variants, other names, serving temperature, creator and the
    ingredient wordings :class:`DomainPatterns` misses (see the module docstring)."""

    def food_patterns(self, token: Token) -> Iterator[Candidate]:
        """Session 21's dish patterns, on any token (each rule tests its own anchor)."""
        if any(c.dep_ == "neg" for c in token.children):
            return
        yield from self.dish_region(token)
        yield from self.country_of_origin(token)
        yield from self.dish_course(token)
        yield from self.course_of(token)
        yield from self.dish_variant(token)
        yield from self.other_name(token)
        yield from self.serving_temperature(token)
        yield from self.dish_creator(token)
        yield from self.dish_consists(token)
        yield from self.ingredient_words(token)
        yield from self.have_as_ingredient(token)
        yield from self.has_named_ingredient(token)
        yield from self.ingredient_being(token)
        yield from self.contains_foods(token)
        yield from self.dish_of(token)
        yield from self.place_named_dish(token)
        yield from self.filled_with(token)
        yield from self.national_course(token)
        yield from self.lowercase_owner(token)
        yield from self.national_dish(token)
        yield from self.apposed_dish_country(token)
        yield from self.has_in_it(token)
        yield from self.fronted_dish(token)
        yield from self.dish_with(token)
        yield from self.named_dish_from(token)
        yield from self.classed_course(token)
        yield from self.foods_found_in(token)
        yield from self.origin_where(token)
        yield from self.ingredients_its(token)
        yield from self.joined_ingredients(token)
        yield from self.place_held_foods(token)
        yield from self.stray_ingredient_noun(token)

    def national_dish(self, noun: Token) -> Iterator[Candidate]:
        """ "The Honduran dish Pollo Amarra ...", "the Spanish dessert X": X's country, from the
        nationality before a class noun of food that a name follows."""
        if noun.lemma_.lower() not in _DISH_NOUNS | COURSE_NOUNS or not noun.is_lower or noun.i + 1 >= len(noun.doc):
            return
        name = noun.doc[noun.i + 1]
        while name.dep_ in ("compound", "flat") and name.head.i > name.i and named(name.head):
            name = name.head  # "Causa Verde" left unmerged: its last word heads it
        linked = (
            name.head in (noun, noun.head)
            or noun.head == name
            or (name.head.dep_ == "relcl" and name.head.head == noun)
        )
        if not named(name) or not linked or noun.head == noun == name.head:
            return  # the parses of "the dish X": X on the noun, the noun on X, or both on the verb
        adjectives = [c for c in noun.lefts if c.dep_ in ("amod", "compound") and c.i == noun.i - 1]
        if not adjectives or adjectives[0].i == 0 or noun.doc[adjectives[0].i - 1].lower_ != "the":
            return  # "the" before "Spanish dish X" says the noun describes the name
        country = country_of_demonym(adjectives[0].text) if adjectives else None
        dish = self._name_value(name, person=True)
        if country and dish:
            yield Candidate(dish, "country", country)

    if TYPE_CHECKING:

        def _guarded(self, fact: Candidate, anchor: Token) -> Candidate | None: ...

        people: list[str]
        previous_names: list[str]

    def refine_dishes(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """After the sentence's rules: a dish's inventor is its creator (DBpedia's
        creatorOfDish), so v1's "invented by" fact goes when this module keyed the same creator;
        and "X is from Y" keys Y's region and country when the sentence or paragraph says X is a
        dish ("Ajoblanco is from Andalusia and contains almonds", "X, also known as Lirio bread,"); where a dish is eaten ("served
        in Mexico") keys nothing."""
        for key in [k for k in found if k[1] == "invented by" and (k[0], "creator", k[2]) in found]:
            del found[key]
        _whole_dish_names(sent, found)  # "the Reuben sandwich" cut to "sandwich"
        courses = {k[0] for k in found if k[1] == "course"}
        for key in [k for k in found if k[1] == "occupation" and k[0] in courses]:
            del found[key]  # "X is served as a main course": a course, not a person's occupation
        for key in [k for k in found if k[1] == "occupation" and k[2].split()[-1].lower() in _DISH_NOUNS]:
            del found[key]  # "The Honduran dish X": a dish, no person's occupation
        self.dishes.update(k[0] for k in found if k[1] in _EATEN)  # "X is eaten in Portugal. The dish ..."
        self.dishes.update(self._classed_dishes(sent))  # "X is a Mexican soup. ... its ingredients"
        dishes = self.dishes | {k[0] for k in found if k[1] in _DISH_RELATIONS}
        dishes |= {k[2] for k in found if k[1] == "variant"}  # a dish's variant is a dish
        dishes |= {k[0] for k in found if k[1] == "alternative name" and _food_name(k[2])}
        topic = self.topic
        if topic is not None and topic.nouns & _DISH_NOUNS:
            dishes.add(topic.name)
        dishes |= self._linked_names(sent, dishes, found)
        dishes |= _joined_names(sent, dishes, found)
        for key in [k for k in found if k[0] in dishes and k[1] == "origin" and is_country(k[2])]:
            origin = found.pop(key)  # "The origin of X is Paraguay" on a dish: its country
            found.setdefault((key[0], "country", key[2]), replace(origin, relation="country"))
        for key in [k for k in found if k[0] in dishes and k[1] in _WHERE_EATEN]:
            del found[key]  # "a dessert served in Mexico": where it is eaten, no location of it
        for token in sent:
            for candidate in self._from_place(token, dishes):
                fact = self._guarded(candidate, token)
                if fact is not None:
                    found.setdefault((fact.entity, fact.relation, fact.value), fact)
                    self.dishes.add(fact.entity)  # "X can be found in Y. The main ingredients are ..."
        _comma_split_foods(sent, found)
        places = _said_places(sent)
        for key in [k for k in found if k[1] in _DISH_RELATIONS and (k[0] in places or is_country(k[0]))]:
            del found[key]  # "Y is the region where x comes from, and it is a dessert": "it" is no place
        for key in [k for k in found if k[1] == "part of" and is_food(k[0]) and _named_dish(sent, k[2], dishes)]:
            fact = found.pop(key)  # "Chicken is part of the dish X": an ingredient of X
            found.setdefault(
                (key[2], "ingredient", key[0]), replace(fact, entity=key[2], relation="ingredient", value=key[0])
            )
        for key in [k for k in found if k[1] in _FOUND_IN and (k[2], "ingredient", k[0]) in found]:
            del found[key]  # "Garlic and lamb are found in X": X's ingredients, no place of garlic
        for key in [k for k in found if k[1] == "instance of" and _said_by_other_facts(k, found)]:
            del found[key]  # "X is a dessert", "X, a Japanese food,": the course and the country say it
        for key in [k for k in found if k[1] == "nationality" and (k[0], "country", k[2]) in found]:
            del found[key]  # "The dessert Pavlita is from New Zealand": a dish's country, no person's nationality
        for key in [k for k in found if k[1] == "nationality" and (k[0], "country", country_of_demonym(k[2])) in found]:
            del found[key]  # "X is a Greek dish": the dish's country, no person's nationality
        self._things_places(dishes, found)

    @staticmethod
    def _linked_names(sent: Span, dishes: set[str], found: dict[tuple[str, str, str], Candidate]) -> set[str]:
        """A one-word dish the parser cut before a lowercase link ("Coq au vin", "Chili con
        carne"): its facts move to the whole name, which is returned."""
        whole: set[str] = set()
        for dish in [d for d in dishes if " " not in d]:
            match = re.search(rf"(?<!\w){re.escape(dish)} (?:{_DISH_LINKS}) [a-z\u00e0-\u00ff]+(?!\w)", sent.text)
            if match is None:
                continue
            whole.add(match.group(0))
            for key in [k for k in found if k[0] == dish]:
                fact = found.pop(key)
                found.setdefault((match.group(0), key[1], key[2]), replace(fact, entity=match.group(0)))
        return whole

    def _classed_dishes(self, sent: Span) -> set[str]:
        """The names a sentence says are dishes with a copula or an apposition of a dish noun
        ("X is a Filipino dish", "X, a Polish stew,"); never a course noun that also names people."""
        names = set()
        for token in sent:
            described = self._class_noun(token)
            if (
                described is None
                or described[0].tag_ != "NN"
                or described[0].lemma_.lower() not in _DISH_NOUNS - _PEOPLE_TOO
            ):
                continue
            if described[1].pos_ == "PRON" and described[1].i not in self.resolved:
                continue
            dish = self._food(described[1], True, said=True)
            names.update([dish] if dish else [])
        return names

    def _things_places(self, dishes: set[str], found: dict[tuple[str, str, str], Candidate]) -> None:
        """A place's fact keyed on a dish or a monument ("X is found in Georgia, and its capital
        is Tbilisi"): the place's when the sentence gave the thing one place, else none."""
        for key in list(found):
            entity, relation, value = key
            if self.catalog.canonical(relation) not in _COUNTRY_ONLY or not (entity in dishes or monument_name(entity)):
                continue
            fact = found.pop(key)
            places = {k[2] for k in found if k[0] == entity and self.catalog.canonical(k[1]) in _PLACE_KEYS}
            if len(places) == 1:
                place = places.pop()
                found.setdefault((place, relation, value), replace(fact, entity=place))

    def _from_place(self, verb: Token, dishes: set[str]) -> Iterator[Candidate]:
        """ "X is from Andalusia, Spain", "X comes from Y", "X is found in the Jalisco region" on a dish (``dishes``: the
        names the sentence or the paragraph gave dish facts) or on "It"/"The dish" resolved to a dish: a bare "is from" is
        too often a person's origin or a distance to read on anything else."""
        if verb.lemma_ == "find" and _is_passive(verb):  # "X is found in Y", "X can be found in Y"
            # not "X is popular / eaten in Y": where a dish is liked is not where it is from (a
            # dish popular in two countries would be a false conflict between two documents)
            prep = v1._prep(verb, "in")
            subj = self._food_subject(verb)
        elif _from_verb(verb):  # "X is from Y", "X comes from Y and is made of A"
            prep = v1._prep(verb, "from")
            subj = self.subject(verb)
        else:
            return
        if prep is None or subj is None or any(c.dep_ == "neg" for c in verb.children):
            return
        if any(t.lower_ in _SPATIAL_WORDS for t in verb.doc[verb.i : prep.i]):
            return  # "is far from Y": a distance
        dish = self._food(subj, True, said=True)  # a dish only if in ``dishes`` or said of "It"
        classed = self._classed_name(subj) is not None or (self._said_dish(subj) and subj.dep_ == "appos")
        if subj.lemma_.lower() in _DISH_NOUNS and not named(subj):  # "The dessert Pavlita": the name after the noun
            after = subj.doc[subj.i + 1] if subj.i + 1 < len(subj.doc) else None
            subj = after if after is not None and named(after) and after.head in (subj, verb) else subj
            classed = subj is not None and named(subj)
            dish = self._food(subj, True, said=True) if classed else dish
        before = subj.doc[subj.i - 1] if subj.i > 0 else None
        hung = before is not None and (before.head in (subj, verb) or verb.head == before)
        if hung and before is not None and before.lemma_.lower() in _DISH_NOUNS:
            classed = True  # "The dessert Pavlita" parsed as two subjects, "The dish Pelmora is" as a relative clause
        place = v1._prep_object(prep)
        # a dish "originates from" a place, whatever NER took the place for ("from Aragon", tagged ORG)
        originates = verb.lemma_ == "originate" and dish is not None and dish in dishes
        region, country, _cue = self._origin_places(place, originates)
        thing = country is not None and self._unkinded_name(subj, dish)
        classed = classed or (dish is not None and lowercase_tail(dish) and _food_name(dish))  # "Arrabbiata sauce"
        if not dish or not (
            dish in dishes or classed or thing or (subj.i in self.resolved and self._dish_evidence(subj))
        ):
            return  # "Kelsey stew is from Norway" alone keys nothing (a guard of the dish rules)
        if region:
            yield Candidate(dish, "region", region)
        if country:
            yield Candidate(dish, "country", country)
        for other in self._coordinated_countries(place) if country and not region else []:
            yield Candidate(dish, "country", other)  # "X is found in Colombia and Peru"

    # ---- who is the dish ------------------------------------------------------------------

    @staticmethod
    def _is_person(token: Token) -> bool:
        """A person's full name ("Anna Pell"): a one-word name may be a dish the pipeline
        took for a person ("Ajoblanco"), and a name ending in a lowercase word ("Zupa kelska") is no person's."""
        return token.ent_type_ == "PERSON" and " " in token.text and not lowercase_tail(token.text)

    def _food_holder(self, token: Token | None) -> Token | None:
        """The subject a dish noun stands for: "X is a dish served ..." -> X, "X, a dish served ..." -> X;
        else the token."""
        if token is not None and _dish_noun(token) and token.dep_ == "attr" and not named(token):
            return self.subject(token.head)
        if token is not None and _dish_noun(token) and token.dep_ == "appos" and not named(token):
            return token.head  # "Kare Bunga, a dish served warm, ..."
        return token

    def _food_subject(self, verb: Token) -> Token | None:
        """The subject of a verb about a dish, through a reduced or relative clause on a dish
        noun ("X is a soup served cold", "X is a soup that is served cold")."""
        if verb.dep_ in ("acl", "relcl") and _dish_noun(verb.head):
            own = v1._child(verb, "nsubj", "nsubjpass")
            if own is None or own.lower_ in v1._RELATIVE_PRONOUNS:
                return self._food_holder(verb.head)
        if verb.dep_ == "conj" and verb.head.dep_ in ("acl", "relcl") and not v1._children(verb, "nsubj", "nsubjpass"):
            return self._food_subject(verb.head)  # "a dish which is served hot and is found in Y"
        if _trailing_served(verb):
            return self.subject(verb.head)  # "X is a stew from Y, served as a side dish"
        named_noun = _misread_origin_name(verb)
        if named_noun is not None:
            return named_noun  # "X originates from Y and is made of A" with "originates" read as a noun
        participle = verb.head.dep_ == "ccomp" and _role_participle(verb.head.head) == verb.head
        if verb.dep_ == "conj" and participle and not v1._children(verb, "nsubj", "nsubjpass"):
            return self._food_subject(verb.head.head)  # "X has the main ingredient smoked fish and is served hot"
        own = v1._child(verb, "nsubj")
        if verb.dep_ == "ccomp" and own is not None and own.lemma_.lower() in _DISH_NOUNS and verb.head.lemma_ == "be":
            return self.subject(verb.head)  # "X is a dish served hot" parsed as "X is [a dish served hot]"
        if verb.dep_ == "acl":
            return None
        which = v1._child(verb, "nsubjpass")
        if verb.dep_ == "relcl" and which is not None and which.lower_ == "which" and named(verb.head):
            return verb.head  # "X, which is served hot, ...": "which" stands for the name it follows
        subj = self.open_subject(verb)
        earlier = same_it(self.resolved, subj) or _ingredients_it(subj)
        return earlier if earlier is not None else subj

    def _class_noun(self, token: Token) -> tuple[Token, Token] | None:
        """(class noun, subject) of "X is a dessert ..." (on the copula) or "X, a dessert ...,"
        (on the apposition); never a relative pronoun's copula ("a dessert that is ...")."""
        if token.lemma_ == "be" and token.pos_ in ("AUX", "VERB"):
            attr, subj = v1._child(token, "attr"), _misread_origin_name(token) or self.subject(token)
            clause = next((c for c in v1._children(token, "ccomp") if _served(c)), None)
            if attr is None and clause is not None:
                attr = v1._child(clause, "nsubj")  # "X is a dessert served cold" parsed as a clause
            if attr is None or subj is None or subj.lower_ in v1._RELATIVE_PRONOUNS:
                return None
            return attr, subj
        if token.dep_ == "appos" and token.pos_ == "NOUN" and token.lemma_.lower() in _DISH_NOUNS | COURSE_NOUNS:
            return token, token.head
        return None

    def _food(self, subj: Token | None, evidence: bool, said: bool = False) -> str | None:
        """The dish a subject names (``evidence``: the sentence says it is a dish), never a
        nationality, an unresolved pronoun, or a person's full name unless a dish noun is said
        of it (``said``: "Asam pedas is a food ...", which NER took for a person)."""
        if subj is not None and subj.lemma_.lower() in _DISH_NOUNS and not named(subj):
            name = next((c for c in v1._children(subj, "appos") if named(c)), None)
            name = name or _called_name(subj)  # "The dish called Ceviche can be found in Peru"
            subj = name or subj  # "The dish Pastel de Miravel comes from Peru": the apposition names it
            said = said or name is not None
            if name is not None and name.ent_type_ == "NORP" and not is_demonym(name.text):
                return self._name_value(name, person=True)  # "the dish called Kolvani", whatever NER took it for
        if subj is not None and subj.pos_ == "NOUN" and subj.lower_ in ("originates", "comes"):
            subj = next((c for c in subj.lefts if c.dep_ in ("compound", "amod") and c.i == c.sent.start), None)
            # "X originates in Y" with "originates" read as a noun: X, never "X originates"
        if subj is None or (self._is_person(subj) and not said) or subj.ent_type_ == "NORP":
            return None
        classed = self._classed_name(subj)
        if classed:
            return classed
        if subj.pos_ == "PRON" and subj.i not in self.resolved:
            owner = _ingredients_it(subj)  # "..., and it contains A" after X's other name or ingredients
            return self._food(owner, evidence, said) if owner is not None else None
        if subj.ent_type_ in ("GPE", "LOC", "FAC") and not (evidence or self._dish_evidence(subj)):
            return None
        dish = self._dish_subject(subj, evidence or self._dish_evidence(subj))
        if dish is None and evidence and subj.pos_ == "PROPN":
            dish = self._name_value(subj)  # "Leche frita", a name the pipeline half tagged
        return dish

    def _unkinded_name(self, subj: Token, name: str | None) -> bool:
        """Whether a sentence opens with a name no person's full name could be: a lone name
        (:meth:`_lone_name`) that is no part of a person the paragraph named ("Kolvash is from
        Turkey"; a person is named in full first), or a capitalized word before lowercase ones
        ("Zupa kelska is from Poland"); "X is from" a country then gives the thing's country."""
        if name is None or not subj.sent.text.startswith(f"{name} "):
            return False
        if lowercase_tail(name):
            return True
        earlier = [*self.people, *self.previous_names]  # "Paris Cullins drew X. Cullins is from ..."
        known = any(name in other.split() and name != other for other in earlier)
        return not known and self._lone_name(subj) == name  # never PERSON: "Merkel comes from Germany"

    @staticmethod
    def _classed_name(subj: Token) -> str | None:
        """ "The dish Arros negre", "the dessert Bionico": the name after a class noun of food."""
        tokens = v1._left_modifiers(subj, {"compound", "amod"})
        lead = next(
            (n for n, t in enumerate(tokens) if t.lemma_.lower() in _DISH_NOUNS | COURSE_NOUNS and t.is_lower), None
        )
        rest = tokens[lead + 1 :] if lead is not None and lead < len(tokens) - 1 else []
        name = v1._text(rest) if rest and rest[0].text[:1].isupper() else None
        return name if name and not is_lone_head(name) else None

    def _said_dish(self, token: Token) -> bool:
        """Whether the text says a token names a dish: its noun or apposition, the topic's
        class noun, "the dish X", or ingredients the paragraph gave it."""
        if token.dep_ == "appos" and token.head.lemma_.lower() in _DISH_NOUNS:
            return True
        name = self.resolved.get(token.i) or self.entity(token)
        return self._dish_evidence(token) or (name is not None and name in self.dishes)

    def _name_value(self, token: Token | None, person: bool = False) -> str | None:
        """A dish's name as a value: a name, a capitalized noun phrase ("Bakso bakar"), or a
        capitalized word the pipeline reads as a common noun ("Baso"); a name tagged as a
        person's only with ``person`` (the sentence says it is a name)."""
        if token is None or (self._is_person(token) and token.dep_ != "pobj" and not person):
            return None
        name = self._named_value(token) if named(token) else None
        name = name or self._dish(token)
        if (
            name is None
            and token.pos_ in ("NOUN", "PROPN")
            and token.is_alpha
            and v1._child(token, "det", "poss") is None
        ):
            tokens = v1._left_modifiers(token, {"compound", "amod"})  # "Baso", "Leche frita"
            capitalized = tokens[0].text[:1].isupper() and (len(tokens) > 1 or token.text[:1].isupper())
            name = v1._text(tokens) if capitalized else None
        return name if name and not is_lone_head(name) else None

    def origin_where(self, verb: Token) -> Iterator[Candidate]:
        """ "Indonesia is where Bakso comes from", "The Tuscany region is where X originates",
        "The country that X comes from is Y", "Y is the country X comes from": the place the
        copula names is the country (or region) of the thing the clause names; never a person's
        ("Norway is where Anna Pell comes from")."""
        from_be = verb.lemma_ == "be" and _dangling_from(verb)  # "The Jalisco region is where X is from"
        if verb.lemma_ not in ("come", "originate") and not from_be:
            return
        if verb.pos_ not in ("VERB", "AUX") or verb.dep_ not in ("advcl", "ccomp", "relcl"):
            return
        subj = v1._child(verb, "nsubj")
        place = _origin_clause_place(verb)
        if place is None or subj is None:
            return
        person = subj.ent_type_ == "PERSON" and (" " in subj.text or verb.lemma_ != "originate")
        if person or _known_place(subj) or _people_name(subj) or subj.lower_ in ("he", "she", "they", "it"):
            return  # an unknown one-word "person" that originates, or "place", is as often a dish
        thing = self._dish(subj)
        region = v1._child(place, "compound") if place.lemma_.lower() in REGION_NOUNS else None
        value = self._named_value(region or place)
        if not thing or not value or thing == value:
            return
        if region is None and is_country(value):
            yield Candidate(thing, "country", value)
        elif region is not None and not is_country(value):
            yield Candidate(thing, "region", value)
            country = self._named_value(v1._prep_object(v1._prep(place, "of") or v1._prep(place, "in")))
            if country and is_country(country):  # "The Jalisco region of Mexico is where X is from"
                yield Candidate(thing, "country", country)

    # ---- region -------------------------------------------------------------------------------

    def dish_region(self, token: Token) -> Iterator[Candidate]:
        """ "X comes from / originates in the Y region", "X is a (traditional) dish from / of
        Y", "X is a soup that comes from Y, a region of Spain": Y's region, and the country
        that ends the chain when the place names one."""
        if token.lemma_ in ("come", "originate") or (token.lower_ == "originates" and token.pos_ == "NOUN"):
            subj = self._food_subject(token) if token.pos_ == "VERB" else v1._child(token, "compound", "amod")
            if subj is None and token.pos_ == "NOUN" and token.dep_ in ("conj", "appos") and token.head.dep_ == "ROOT":
                subj = token.head if named(token.head) and token.head.i == token.sent.start else None
                # "X, a type of noodle, originates in Y" parsed as "X , originates" (a name and a noun)
            if subj is None and token.pos_ == "VERB":  # "Kornetta originates ..." with the name as a compound
                subj = next((c for c in v1._children(token, "compound") if c.i == c.sent.start), None)
            if token.pos_ == "NOUN" and subj is not None:
                name = self.entity(subj) or ""
                if any(t.text not in name for t in token.lefts if t.dep_ in ("compound", "amod")):
                    return  # "Kelsey stew originates" read as a noun with "Kelsey" and "stew" beside it
            places = [v1._prep_object(p) for p in v1._children(token, "prep") if p.lower_ in ("from", "in")]
            said = token.dep_ in ("relcl", "acl") and token.head.lemma_.lower() in _DISH_NOUNS
        elif self._class_noun(token) is not None:
            attr, subj = self._class_noun(token) or (token, token)
            kind = v1._prep_object(v1._prep(attr, "of")) if attr.lemma_.lower() in ("type", "kind") else None
            typed = kind is not None and kind.lemma_.lower() in _DISH_NOUNS
            places = [v1._prep_object(v1._prep(attr, "from"))] if typed else []  # "a type of dessert from Y"
            attr = kind if kind is not None and typed else attr
            main = attr.lemma_.lower() == "course" and self._course(attr) is not None  # "a main course from Y"
            if (
                attr.lemma_.lower() not in (_DISH_NOUNS | COURSE_NOUNS) - _PEOPLE_TOO and not main
            ) or attr.tag_ != "NN":
                return  # not "Baxter is a starter from Lenmouth"
            places += [v1._prep_object(v1._prep(attr, word)) for word in ("from", "of")]
            places.append(v1._prep_object(v1._prep(token, "from")) if token.lemma_ == "be" else None)
            places.append(_country_beside(attr, places))  # "a soup from Andalusia in Spain"
            found = next((c for c in attr.children if c.dep_ in ("acl", "relcl") and c.lemma_ == "find"), None)
            if found is not None and _is_passive(found):  # "a dish found in Y", "a food that is found in Y"
                places.append(v1._prep_object(v1._prep(found, "in")))
            said = True
        else:
            return
        if subj is None or subj.ent_type_ in ("NORP", "LOC", "FAC"):
            return
        known = said or self._said_dish(subj) or self._classed_name(subj) is not None
        regions: list[str] = []
        countries: list[str] = []
        for place in places:
            region, country, _cue = self._origin_places(place, known)
            # a lone first word "originates" from a place; "comes from" is as often a person's
            # origin ("Aldrin comes from the Montclair region"), whatever NER tagged
            opening = subj.i == subj.sent.start and " " not in subj.text and token.lemma_ != "come"
            if token.lemma_ == "come" and not (known or opening):
                continue  # "Anna comes from Kelsey": a person's origin
            if region and not regions:  # the first place of origin, with the places listed beside it
                regions = [region, *self._coordinated_regions(place)]
            if country and (region or known or opening):
                countries.append(country)
                if not region:  # "a soup from Malaysia and Singapore"
                    countries += self._coordinated_countries(place)
            if region and (known or opening):  # "from Java and Malaysia": a country listed beside a region
                countries += self._coordinated_countries(place)
            known = known or opening
        dish = self._food(subj, known, said or self._said_dish(subj)) if regions or countries else None
        for value in regions if dish else []:
            yield Candidate(dish or "", "region", value)
        for value in dict.fromkeys(countries) if dish else []:
            yield Candidate(dish or "", "country", value)

    def country_of_origin(self, token: Token) -> Iterator[Candidate]:
        """ "Y is the country of origin of X", "The country of origin of X is Y", "X's country of
        origin is Y": X's country (whatever X is, the phrase says Y is where it comes from)."""
        if token.lemma_ != "be" or token.pos_ not in ("AUX", "VERB"):
            return
        subj, attr = v1._child(token, "nsubj"), v1._child(token, "attr")
        if subj is None or attr is None:
            return
        for noun, value in ((attr, subj), (subj, attr)):
            origin = v1._prep_object(v1._prep(noun, "of"))
            if noun.lower_ != "country" or origin is None or origin.lower_ != "origin" or named(noun):
                continue
            owner = v1._prep_object(v1._prep(origin, "of")) or v1._child(noun, "poss")
            if owner is not None and owner.lower_ == "whose" and token.dep_ == "relcl" and _dish_noun(token.head):
                owner = self._food_holder(token.head)  # "X is a curry dish whose country of origin is Y"
            entity = self._variant_name(owner, person=True)
            country = self._named_value(value) if named(value) else None
            if entity and country and is_country(country):
                yield Candidate(entity, "country", country)

    def _origin_places(self, place: Token | None, said: bool) -> tuple[str | None, str | None, bool]:
        """(region, country, said to be a region) of a place of origin: "the Andalusia region
        (of Spain)", "the province of Java in Indonesia", "Valencia, a region of Spain",
        "Andalusia in Spain", "Andalusia, Spain"; no region for a country alone. ``said``: a
        dish noun takes the place ("a traditional dish of Majorca"), so any name is a place."""
        if place is None:
            return None, None, False
        region: str | None = None
        cue = False
        country: str | None = None
        noun = place  # "the region of Catalonia in Spain": "in Spain" hangs on the noun
        if place.lemma_.lower() in REGION_NOUNS and not named(place):
            cue = True
            # "the Punjab region": a name the parser may hang on the noun as an adjective
            names = [
                c
                for c in place.lefts
                if (c.dep_ == "compound" or c.ent_type_ in ("GPE", "LOC") or _proper_amod(c)) and named(c)
            ]
            region = self._named_value(names[-1]) if names else None
            inner = v1._prep_object(v1._prep(place, "of"))
            value = self._named_value(inner)
            if region is None and value and not is_country(value):
                region, place = value, inner or place  # "the province of Java (in Indonesia)"
        elif named(place):
            value = self._named_value(place)
            if value and is_country(value):
                return None, value, False
            if value and place.ent_type_ != "NORP":
                region = value
        links = self._chain(place)
        links += [link for link in self._chain(noun) if noun != place and link != place and link not in links]
        for link in links:
            value = self._named_value(link)
            if link.lemma_.lower() in REGION_NOUNS and not named(link):
                cue = True
                value = self._named_value(v1._prep_object(v1._prep(link, "of")))
            if value and is_country(value):
                country = country or value
        placed = cue or country is not None
        if region is not None and self._is_person(place) and not placed:
            region = None  # "a dish from Anna Pell": a person's, unless a larger place follows
        if region is not None and not (placed or place.ent_type_ in ("GPE", "LOC") or said):
            region = None  # "X comes from Kelsey Hotels": a place says it is one
        return region, country, cue

    def _coordinated_regions(self, place: Token | None) -> list[str]:
        """The other regions of "from Catalonia and Valencia" (a list with "and"; "Guadalajara,
        Jalisco, Mexico" is a chain of places, one in the next)."""
        if place is None or not any(c.dep_ == "cc" for c in place.children):
            return []
        values = [self._named_value(c) for c in place.conjuncts if c.ent_type_ != "NORP" and not self._is_person(c)]
        return [v for v in values if v and not is_country(v)]

    def _coordinated_countries(self, place: Token | None) -> list[str]:
        """The countries listed beside a region of origin ("from Java and Malaysia")."""
        if place is None or not any(c.dep_ == "cc" for t in (place, *place.conjuncts) for c in t.children):
            return []  # "from Indonesia, Malaysia and Singapore" hangs "and" on a later item
        values = [self._named_value(c) for c in place.conjuncts]
        return [v for v in values if v and is_country(v)]

    @staticmethod
    def _chain(place: Token) -> list[Token]:
        """The places a place of origin nests in: its appositions and "in"/"of" objects, and
        theirs ("Java in Indonesia", "Valencia, a region of Spain", "Sicily, which is a region of
        Italy")."""
        found: list[Token] = []
        frontier = [place]
        while frontier and len(found) < 6:
            token = frontier.pop(0)
            nexts = [*v1._children(token, "appos")]
            if not any(c.dep_ == "cc" for c in token.children):
                nexts += v1._children(token, "conj")  # "Guadalajara, Jalisco, Mexico"
            nexts += [o for o in (v1._prep_object(v1._prep(token, w)) for w in ("in", "of")) if o is not None]
            nexts += [  # "Sicily, which is a region of Italy"
                a for c in token.children if c.dep_ == "relcl" and c.lemma_ == "be" for a in v1._children(c, "attr")
            ]
            found.extend(nexts)
            frontier.extend(nexts)
        return found

    # ---- course ---------------------------------------------------------------------------

    @staticmethod
    def _course(noun: Token | None) -> str | None:
        """The course a noun names: "dessert", "a starter", "the main course", "a side dish",
        "a dessert course" (-> "dessert"), "a main course dish"."""
        if noun is None or noun.pos_ != "NOUN" or noun.tag_ not in ("NN", "NNS"):
            return None
        lemma = noun.lemma_.lower()
        if lemma in COURSE_NOUNS:
            return noun.text.lower() if noun.tag_ == "NN" else lemma
        course_word = next((c for c in noun.lefts if c.dep_ == "compound" and c.lemma_.lower() == "course"), None)
        if lemma in _DISH_NOUNS and course_word is not None:  # "a main course dish": "main" on either noun
            mods = [
                c for t in (noun, course_word) for c in t.lefts if c.dep_ == "amod" and c.lower_ in _COURSE_MODIFIERS
            ]
            return f"{mods[-1].lower_} course" if mods else None
        if lemma in ("course", "dish"):
            mods = [c for c in noun.lefts if c.dep_ in ("amod", "compound") and c.lower_ in _COURSE_MODIFIERS]
            if mods and mods[-1].lower_ == "dessert":
                return "dessert"  # "a dessert course", "a dessert dish"
            if mods and mods[-1].lower_ != "dessert":
                return f"{mods[-1].lower_} {lemma}"
        compound = next(
            (c for c in noun.lefts if c.dep_ == "compound" and c.lemma_.lower() in COURSE_NOUNS | {"course"}), None
        )
        if compound is not None and lemma in _DISH_NOUNS:
            return FoodRules._course(compound)  # "a main course dish", "a dessert food"
        return None

    def dish_course(self, token: Token) -> Iterator[Candidate]:
        """ "X is served / eaten as a dessert", "X is served for dessert", "X is a dessert",
        "X is a main course", "X is a popular starter in Spain"; never "Tom Baxter is a
        starter", nor a starter "for" a team."""
        described = self._class_noun(token)
        if _served(token):
            nouns = [v1._prep_object(v1._prep(token, word)) for word in ("as", "for")]
            for how in v1._children(token, "oprd", "acomp"):  # "served warm as a dessert", "as" on "warm"
                nouns.append(v1._prep_object(v1._prep(how, "as")))
            course = next((c for c in (self._course(n) for n in nouns) if c), None)
            said = course is not None  # a person is not "served as a dessert"
            snack = next((n for n in nouns if n is not None and n.lemma_.lower() in _SERVED_COURSES), None)
            course = course or (snack.lemma_.lower() if snack is not None and not named(snack) else None)
            subj = self._food_subject(token)
            dish = self._food(subj, True, said=said)
        elif described is not None:
            attr: Token | None = described[0]
            if attr is not None and attr.lemma_.lower() in ("type", "kind") and v1._prep(attr, "of") is not None:
                attr = v1._prep_object(v1._prep(attr, "of"))  # "a type of dessert"
            course = self._course(attr)
            if attr is None or course is None:
                return
            if attr.lemma_.lower() == "starter" and any(
                p.lower_ != "from" and not _cuisine(v1._prep_object(p)) for p in v1._children(attr, "prep")
            ):
                return  # "a starter for Lenmouth Rovers", "a starter in the final"; "a starter in Italian cuisine" is one
            dish = self._food(described[1], True, said=attr.lemma_.lower() not in _PEOPLE_TOO)
        else:
            return
        if dish and course:
            yield Candidate(dish, "course", course)

    def course_of(self, token: Token) -> Iterator[Candidate]:
        """ "The course of X is dessert", "X's course is the main course": the catalog's relation
        noun with a course noun (no name) as its value."""
        if token.lemma_ != "be" or token.pos_ not in ("AUX", "VERB"):
            return
        subj, attr = v1._child(token, "nsubj"), v1._child(token, "attr", "acomp")
        if subj is None or attr is None or subj.lemma_.lower() != "course":
            return
        owner = v1._prep_object(v1._prep(subj, "of")) or v1._child(subj, "poss")
        dish = self._variant_name(owner)
        course = self._course(attr)
        if dish and course:
            yield Candidate(dish, "course", course)

    # ---- variants -------------------------------------------------------------------------

    def dish_variant(self, token: Token) -> Iterator[Candidate]:
        """ "A variation of X is Y", "Y is a variant of X", "X has a variation called Y",
        "Variations of X include Y and Z": (X, variant, Y), as DBpedia's X | dishVariation | Y."""
        if token.dep_ == "appos" and token.lemma_.lower() in VARIANT_NOUNS:  # "Y, a variant of X, ..."
            entity, variant = self._variant_name(v1._prep_object(v1._prep(token, "of"))), self._variant_name(token.head)
            if entity and variant and entity != variant:
                yield Candidate(entity, "variant", variant)
            return
        if token.lemma_ not in ("be", "have", "include", "call", "name"):
            return
        if token.lemma_ in ("call", "name") and not _is_passive(token):
            return
        subj = v1._child(token, "nsubj", "nsubjpass")
        obj = v1._child(token, "attr", "dobj", "oprd")
        if subj is None or obj is None:
            return
        if subj.lower_ in ("which", "that") and token.dep_ == "relcl" and named(token.head):
            subj = token.head  # "X, which has a variation called Y, ..."
        pairs: list[tuple[Token | None, Token]] = []
        merged = _VARIANTS_OF.match(subj.text) if named(subj) else None
        if merged is not None and token.lemma_ in ("be", "include"):  # "Variations of Bakso" read as one name
            for value in [obj, *obj.conjuncts]:
                variant = self._variant_name(value)
                if variant and variant != merged.group("base"):
                    yield Candidate(merged.group("base"), "variant", variant)
            return
        if subj.lemma_.lower() in VARIANT_NOUNS or (subj.lower_ == "one" and self._variant_of(subj) is not None):
            noun = self._variant_of(subj) if subj.lower_ == "one" else subj
            base = self._variant_base(noun) if noun is not None else None
            if base is not None and base.lower_ == "which" and token.dep_ == "relcl":
                base = self._food_holder(token.head)  # "X is a dish, variations of which include Y"
            pairs = [(base, value) for value in [obj, *obj.conjuncts]]
        elif token.lemma_ == "be" and obj.lemma_.lower() in VARIANT_NOUNS:
            owner = v1._prep_object(v1._prep(obj, "of") or v1._prep(obj, "on"))  # "a variation on X"
            pairs = [(owner, value) for value in [subj, *subj.conjuncts]]
        elif token.lemma_ == "have" and obj.lemma_.lower() in VARIANT_NOUNS:
            named_as = next(
                (c for c in obj.children if c.dep_ in ("acl", "relcl") and c.lemma_ in ("call", "name", "know")), None
            )
            values: list[Token] = [*v1._children(obj, "appos")]
            if named_as is not None:
                values += v1._children(named_as, "oprd", "attr") or [
                    o for o in [v1._prep_object(v1._prep(named_as, "as"))] if o is not None
                ]
            pairs = [(subj, value) for head in values for value in [head, *head.conjuncts]]
        for base, value in pairs:  # a name NER took for a person's is a dish here
            entity = self._variant_name(base, person=True) or _lowercase_dish(base)  # "a variation of gumbo"
            variant = self._variant_name(value, person=True)
            if entity and variant and entity != variant:
                yield Candidate(entity, "variant", variant)

    @staticmethod
    def _variant_of(one: Token) -> Token | None:
        """The variant noun of "one of the variations of X"."""
        noun = v1._prep_object(v1._prep(one, "of"))
        return noun if noun is not None and noun.lemma_.lower() in VARIANT_NOUNS else None

    def _variant_base(self, noun: Token) -> Token | None:
        """The dish a variant noun belongs to: "a variation of X", "X's variations"."""
        return v1._prep_object(v1._prep(noun, "of")) or v1._child(noun, "poss")

    def _variant_name(self, token: Token | None, person: bool = False) -> str | None:
        """A dish in a variant statement: a name, a resolved pronoun, "the dish X" (a name
        tagged as a person's with ``person``: the sentence says it is a name)."""
        if token is None:
            return None
        if token.i in self.resolved:
            return self.resolved[token.i]
        if token.lemma_.lower() in _DISH_NOUNS and not named(token):
            token = next(iter(v1._children(token, "appos")), token)  # "of the dish Bakso"
        name = self._name_value(token, person=person)
        return name if token is not None and name and _whole(token, name) else None

    # ---- other names ------------------------------------------------------------------------

    def other_name(self, token: Token) -> Iterator[Candidate]:
        """ "X, also known as Y,", "X (also called Y)", "X is also referred to as Y", "Y is
        another name for X", "Another name for X is Y": another name of X."""
        # "X is a Y, also called Z", the participle tagged as a past tense
        loose = token.tag_ == "VBD" and (
            (token.dep_ == "dep" and token.head.lemma_ == "be") or (token.dep_ == "acl" and _dish_noun(token.head))
        )
        loose = loose or _set_off_participle(token)  # "X, also called Y, is a dessert" parsed with "called" the root
        if token.lemma_ in ("know", "call", "refer", "name") and (token.tag_ == "VBN" or loose):
            yield from self._also_known_as(token)
        elif token.lemma_ == "be" and token.pos_ in ("AUX", "VERB"):
            yield from self._another_name(token)

    def _also_known_as(self, verb: Token) -> Iterator[Candidate]:
        adverb = any(c.dep_ == "advmod" and c.lower_ in _NAME_ADVERBS for c in verb.children)
        value_heads = v1._children(verb, "oprd") if verb.lemma_ in ("call", "name") else []
        as_object = v1._prep_object(v1._prep(verb, "as"))
        if verb.lemma_ in ("know", "refer") and as_object is not None:
            value_heads = [as_object]
        if not value_heads or (not adverb and verb.lemma_ != "know"):
            return  # "X is called Y" alone names the thing, "named after Y" is no name
        holder: Token | None = None
        own = v1._child(verb, "nsubj", "nsubjpass")
        if verb.dep_ == "relcl" and (own is None or own.lower_ not in v1._RELATIVE_PRONOUNS):
            return  # "Appleton (part of which is known as Little Chute)": a part's name
        if verb.dep_ in ("acl", "parataxis", "relcl") and verb.head.pos_ in ("NOUN", "PROPN"):
            holder = verb.head
        elif _is_passive(verb) and verb.dep_ in ("ROOT", "conj"):
            holder = self.subject(verb)
        elif verb.dep_ == "dep" and verb.head.lemma_ == "be" and adverb:
            holder = self.subject(verb.head)  # "X is a Portuguese pastry, also called Y"
        elif _set_off_participle(verb) and adverb:
            holder = v1._child(verb, "nsubj")  # "X, also called Y, is a dessert"
        if holder is None or (holder.pos_ == "PRON" and holder.i not in self.resolved):
            return
        holder = self._food_holder(holder)
        holder = self._sibling_name(holder) if holder is not None else None
        before = holder.doc[holder.i - 1] if holder is not None and holder.i > 0 else None
        noun_before = before is not None and before.is_lower and before.lemma_.lower() in _DISH_NOUNS  # "the dish X"
        # NER's person is a dish; a person's other name is no fact here
        dish = holder is not None and (noun_before or self._dish_named(holder))
        entity = self._variant_name(holder, person=dish) if self._names_thing(holder) else None
        if entity is None and noun_before and holder is not None:
            entity = self._food(holder, True, said=True)  # "The Czech dish X": the name after the class noun
        for head in value_heads:
            for value_token in [head, *head.conjuncts]:
                # "known as the comic character Airman": a class noun before a name describes
                first = v1._left_modifiers(value_token, {"compound", "amod"})[0]
                value = self._name_value(value_token, person=dish) if first.text[:1].isupper() else None
                value = value or (value_token.text if dish and _lowercase_name(value_token) else None)
                if value is None and (dish or value_token.left_edge.text[:1].isupper()):
                    value = _phrase_name(value_token)  # "hunter's stew", "Emperor's mess", "pastel de Belem"
                if value is None and dish and adverb:
                    value = _lowercase_compound(value_token)  # "X, also called rice cake, is a dessert"
                if value and entity and set(value.split()) <= set(entity.split()) and not dish:
                    continue  # "Bibbo Bibbowski, who is often called Bibbo": a short form of a person's name
                if entity and value and value_token.ent_type_ not in ("DATE", "NORP"):
                    yield Candidate(entity, "alternative name", value)

    @staticmethod
    def _sibling_name(holder: Token) -> Token:
        """The name after a dish noun the parser made a second subject: "The Polish dish Bigos
        has ... and is also called Y" -> Bigos; else the holder."""
        after = holder.doc[holder.i + 1] if holder.i + 1 < len(holder.doc) else None
        dish_noun = holder.lemma_.lower() in _DISH_NOUNS and not named(holder)
        if after is not None and dish_noun and named(after) and after.dep_ == holder.dep_ and after.head == holder.head:
            return after
        return holder

    def _dish_named(self, token: Token) -> bool:
        """Whether the sentence says a named subject is a dish: "X, also known as Y, is a rice
        dish", "X, a soup also called Y", or what :meth:`_said_dish` reads."""
        verb = token.head if token.dep_ in ("nsubj", "nsubjpass") else None
        if verb is not None and _set_off_participle(verb):  # "X, also called Y, is a dessert"
            verb = next(c for c in verb.children if c.dep_ == "conj" and c.lemma_ == "be")
        attr = v1._child(verb, "attr") if verb is not None and verb.lemma_ == "be" else None
        return self._said_dish(token) or (attr is not None and attr.lemma_.lower() in _DISH_NOUNS)

    def _names_thing(self, token: Token | None) -> bool:
        """Whether a holder of another name is a name, not a capitalized common noun opening
        the sentence ("Part of X is known as Y"): a name, a resolved pronoun or description, a
        capitalized phrase, or a lone word said to be a dish."""
        if token is None:
            return False
        lone = self._lone_name(token) is not None and not v1._children(token, "prep")
        known = named(token) or token.i in self.resolved or self._dish(token) is not None
        return known or self._said_dish(token) or lone  # not "the runway is known as 'South Runway'"

    def _another_name(self, verb: Token) -> Iterator[Candidate]:
        subj = v1._child(verb, "nsubj")
        attr = v1._child(verb, "attr")
        if subj is None or attr is None:
            return
        if self._other_name_noun(attr):  # "Y is another name for X"
            owner, values = self._name_owner(attr), [subj, *subj.conjuncts]
        elif self._other_name_noun(subj):  # "Another name for X is Y"
            owner, values = self._name_owner(subj), [attr, *attr.conjuncts]
        else:
            return
        # "X's alternative name is Y" says X is a name (v1 reads a person's "other name" the same way)
        entity = self._variant_name(owner, person=owner is not None and owner.dep_ == "poss")
        for token in values:
            value = self._name_value(token, person=True)
            if entity and value and value != entity and _whole(token, value):
                yield Candidate(entity, "alternative name", value)

    @staticmethod
    def _other_name_noun(noun: Token) -> bool:
        """ "another name", "an alternative name", "other names" (with "for" or "of", or after
        a possessive: "X's alternative name")."""
        owned = v1._prep(noun, "for") is not None or v1._prep(noun, "of") is not None or _name_poss(noun) is not None
        if noun.lemma_.lower() != "name" or not owned:
            return False
        return any(c.lower_ in ("another", "alternative", "alternate", "other") for c in noun.lefts)

    @staticmethod
    def _name_owner(noun: Token) -> Token | None:
        owner = v1._prep_object(v1._prep(noun, "for")) or v1._prep_object(v1._prep(noun, "of"))
        return owner or _name_poss(noun)

    # ---- serving temperature ----------------------------------------------------------------

    def serving_temperature(self, token: Token) -> Iterator[Candidate]:
        """ "X is served cold / chilled / hot / at room temperature", "X, a soup served
        cold", "X is a cold soup": one temperature; "served hot or cold" says none."""
        described = self._class_noun(token)
        if _served(token):
            # every temperature word of the clause but a noun's adjective ("served cold in summer
            # and warm in winter" says two, so none)
            words = [t for t in token.subtree if t.lower_ in TEMPERATURES and t.dep_ != "amod"]
            values = [TEMPERATURES[w.lower_] for w in words]
            at = v1._prep_object(v1._prep(token, "at"))
            if at is not None and at.lower_ == "temperature" and any(c.lower_ == "room" for c in at.lefts):
                values.append("room temperature")
            if any(c.lower_ == "best" for c in token.children):
                return  # "best served cold": advice, and an idiom
            subj = self._food_subject(token)
            dish = self._food(subj, True, said=bool(values))  # what is served hot or cold is a dish or a drink
        elif described is not None:
            attr = described[0]
            if attr.lemma_.lower() not in _DISH_NOUNS:
                return
            values = [TEMPERATURES[a.lower_] for a in attr.lefts if a.dep_ == "amod" and a.lower_ in _SERVED_ADJECTIVES]
            dish = self._food(described[1], True, said=True)
        else:
            return
        either = described is None and any(t.lower_ in ("or", "either") for t in token.subtree)
        if dish and len(set(values)) == 1 and not either:
            yield Candidate(dish, "serving temperature", values[0])

    # ---- creator ----------------------------------------------------------------------------

    def dish_creator(self, token: Token) -> Iterator[Candidate]:
        """ "X was invented by Y", "X was first made / prepared by Y", "Y invented the dish
        X", "Y first made X": the dish's creator (a person or a named kitchen)."""
        if token.pos_ != "VERB" or token.lemma_ not in _CREATING_VERBS | _FIRST_VERBS:
            return
        first = any(c.lower_ in ("first", "originally") for c in token.children)
        made = self._food_subject(token) if _is_passive(token) else self._food_holder(v1._child(token, "dobj"))
        created = token.lemma_ == "create" and self._food_named(made)  # "Y created Kelby pudding", either voice
        if token.lemma_ in _FIRST_VERBS and not (first or created):
            return
        if _is_passive(token):
            agent = v1._child(token, "agent")
            by = v1._prep_object(agent) if agent is not None else v1._prep_object(v1._prep(token, "by"))
            subj = self._food_subject(token)
            dish_token = subj
        else:
            by = v1._child(token, "nsubj")
            if by is not None and not named(by) and by.lemma_.lower() in _KITCHEN_ROLES:
                by = next((c for c in v1._children(by, "appos") if named(c)), by)  # "The chef Ivo Lind created X"
            dish_token = self._food_holder(v1._child(token, "dobj"))
            obj = v1._child(token, "dobj")
            if obj is not None and obj.lemma_.lower() in _DISH_NOUNS and not named(obj):
                dish_token = next(iter(v1._children(obj, "appos", "npadvmod")), None) or dish_token
        if by is None or dish_token is None or not named(by) or by.ent_type_ in ("GPE", "LOC", "DATE", "NORP"):
            return
        evidence = self._said_dish(dish_token) or created
        if not evidence and token.lemma_ not in _COOKING_VERBS:
            return  # "The Quill was invented by Lotte Sander": a pen's inventor is no dish's creator
        dish = self._food(dish_token, True, said=evidence)  # "X, a cake ...": NER's person is a dish
        creator = self._named_value(by)
        if dish and creator:
            yield Candidate(dish, "creator", creator)

    def _food_named(self, token: Token | None) -> bool:
        """Whether a subject's name ends with a dish noun or a food ("Harlow salad was created
        by Y": the name says it is a dish)."""
        name = self._name_value(token) if token is not None else None
        return name is not None and _food_name(name)

    # ---- ingredients ------------------------------------------------------------------------

    def dish_consists(self, token: Token) -> Iterator[Candidate]:
        """ "X consists of A, B and C", "X is composed of A", "X is prepared with A and B", "X
        is a soup that consists of A": on a dish, or when every value is a food ("The
        museum consists of three halls" keys nothing)."""
        if token.pos_ != "VERB" or token.lemma_ not in _INGREDIENT_VERBS | {"make"}:
            return
        if token.lemma_ == "consist" and _is_passive(token):
            return
        if token.lemma_ != "consist" and not _is_passive(token):
            return
        words: tuple[str, ...] = ("of",) if token.lemma_ in ("consist", "compose") else ("with", "from", "using")
        words += ("of",) if token.lemma_ == "make" else ()
        values = [v for w in words for v in self._substances(v1._prep_object(v1._prep(token, w)))]
        values += self._using_values(token) if token.lemma_ == "make" else []
        subj = self._food_subject(token)
        if not values or subj is None:
            return
        said = token.dep_ in ("acl", "relcl") and token.head.lemma_.lower() in _DISH_NOUNS
        foods = 2 * sum(is_food(v) for v in values) >= len(values)  # most of them
        if token.lemma_ == "make":  # "made of" is a statue's material too: every value a food
            foods = all(is_food(v) for v in values) and not v1._children(token, "oprd", "acomp", "xcomp", "prt")
        evidence = said or self._dish_evidence(subj)
        lone = subj.i == subj.sent.start and " " not in subj.text and subj.ent_type_ != "NORP"
        # NER tags many dish names as places or people: a name made of foods is a dish
        other = self._other_kind(subj) and not ((lone or token.lemma_ == "make") and foods and subj.ent_type_ != "NORP")
        made = token.lemma_ == "make" and foods
        dish = self._food(subj, evidence or foods, said=made) if (evidence or foods) and not other else None
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def contains_foods(self, verb: Token) -> Iterator[Candidate]:
        """ "Bandeja paisa contains chicharron, rice, red beans and avocado", "X uses cod and
        garlic": a list of two or
        more values, most of them foods, on a dish's name (the older rule wants all of them
        foods); a named farm, firm or place keys nothing."""
        if verb.lemma_ not in ("contain", "include", "use") or verb.dep_ not in ("ROOT", "conj") or _is_passive(verb):
            return
        fronted = subject_after_fronted_description(verb)
        subj = fronted or v1._child(verb, "nsubj") or (self.subject(verb) if verb.dep_ == "conj" else None)
        if (
            subj is None
            or subj.lemma_.lower() in ("ingredient", "recipe")
            or any(c.dep_ == "neg" for c in verb.children)
        ):
            return
        if verb.lemma_ == "use" and (subj.ent_type_ == "PERSON" or self._is_person(subj)):
            return  # "Anna Pell uses butter and sugar": a cook's foods; people use things, dishes hold them
        if any(c.lemma_.lower() == "ingredient" for c in subj.conjuncts):
            return  # "... was Y and its ingredients include A" parsed with "Y and its ingredients" as the subject
        values = self._substances(v1._child(verb, "dobj"))
        misread = v1._child(verb, "acomp") if not values and verb.lemma_ != "use" else None
        if misread is not None:  # "contains eggplant, chopped tomatoes and rice" with "eggplant" an adjective
            values = self._adjective_values(misread) + self._substances(misread)
        one_food = len(values) == 1 and is_food(values[0]) and verb.lemma_ != "use"  # "X contains squid ink"
        if (len(values) < 2 or 2 * sum(is_food(v) for v in values) < len(values)) and not one_food:
            return
        lone = (
            subj.i == subj.sent.start and " " not in subj.text and subj.pos_ != "PRON" and subj.i not in self.resolved
        )
        served = verb.dep_ == "conj" and _served(verb.head)  # "X is served cold and contains A and B"
        served = served or subj.ent_type_ == "PERSON"  # no person contains foods: NER's person is a dish
        served = served or (fronted is not None and _dish_noun(v1._child(verb, "nsubj") or fronted))  # "A soup ..., X"
        if subj.ent_type_ in ("ORG", "FAC", "GPE", "LOC", "PERSON") and not (
            lone or served or self._dish_evidence(subj)
        ):
            return  # "Kelsey Farms contains cattle, wheat and barley"
        dish = self._food(subj, True, said=served) if not self._other_kind(subj) or lone or served else None
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def filled_with(self, verb: Token) -> Iterator[Candidate]:
        """ "X are dumplings filled with potato and cheese", "X is a pastry stuffed with A",
        "X, which is filled with A and B": a dish's fillings are its ingredients (most of the
        values foods; a dish noun or a name said to be a dish holds them)."""
        if verb.lemma_ not in ("fill", "stuff") or verb.tag_ not in ("VBN", "VBD"):
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        values = self._substances(v1._prep_object(v1._prep(verb, "with")))
        if not values or 2 * sum(is_food(v) for v in values) < len(values):
            return
        if verb.dep_ == "acl" and _dish_noun(verb.head):
            holder, said = self._food_holder(verb.head), True  # "X is a pastry filled with A"
        elif _is_passive(verb):
            holder = self._food_subject(verb)
            said = holder is not None and self._said_dish(holder)
        else:
            return
        if holder is None or (holder == verb.head and not named(holder)):
            return
        dish = self._food(holder, True, said=said)
        for value in values if dish and said else []:
            yield Candidate(dish or "", "ingredient", value)

    def _using_values(self, verb: Token) -> list[str]:
        """The objects of "using" after "made": "X is made using beans and rice"."""
        using = next((c for c in verb.children if c.dep_ == "advcl" and c.lower_ == "using"), None)
        return self._substances(v1._child(using, "dobj")) if using is not None else []

    def foods_found_in(self, verb: Token) -> Iterator[Candidate]:
        """ "Pork and cabbage are found in X", "Wheat flour is used in X": foods found or used
        in a named thing are its ingredients; in a country, a lake or a region they key nothing
        ("Rice is found in Spain")."""
        if verb.lemma_ not in ("find", "use", "include", "put") or not _is_passive(verb):
            return
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubjpass")
        if subj is None and verb.dep_ == "conj" and not v1._children(verb, "nsubj"):
            subj = self.subject(verb)  # "Tomato is in the family Solanaceae and is used in X"
        values = self._substances(subj) if subj is not None and subj.pos_ != "PRON" else []
        made = _made_with_use(verb)  # "used to make X": X is made, no lake or town
        holder = v1._prep_object(v1._prep(verb, "in")) or made
        if values and all(is_food(v) for v in values) and holder is not None and holder.lower_ == "it":
            dish = self.resolved.get(holder.i) or self._previous_dish(verb, holder)  # "... are used to make it"
            for value in values if dish in self.dishes else []:
                yield Candidate(dish or "", "ingredient", value)
            return
        if not values or not all(is_food(v) for v in values) or holder is None:
            return
        place = self._named_value(holder) if named(holder) else self._dish(holder)  # "Amatriciana sauce"
        if place is not None and not named(holder) and not (_food_name(place) and not is_demonym(place.split()[0])):
            return  # "used in Spanish cooking"
        if place is None or is_country(place) or (holder.ent_type_ in ("LOC", "FAC", "NORP") and holder != made):
            return  # NER takes many a dish's name for a town (GPE): a food is in a dish, not a lake
        if place.split()[0].lower() in _WATERS or place.split()[-1].lower() in _WATERS | REGION_NOUNS:
            return  # "Salmon are found in Lake Torva"
        if place in values or self._is_person(holder):
            return
        for value in values:
            yield Candidate(place, "ingredient", value)

    def has_in_it(self, verb: Token) -> Iterator[Candidate]:
        """ "The dessert X has walnuts in it", "X has rice and beans in it": foods a dish has
        in it are its ingredients ("The tower has a restaurant in it" keys nothing)."""
        if verb.lemma_ != "have" or verb.pos_ not in ("VERB", "AUX") or any(c.dep_ == "neg" for c in verb.children):
            return
        obj = v1._child(verb, "dobj")
        place = v1._prep_object(v1._prep(verb, "in"))
        if place is None and obj is not None:  # "has beans and sausage in it" with "in it" on the object
            place = v1._prep_object(v1._prep(obj, "in"))
        if place is None or place.lower_ not in ("it", "them"):
            return
        values = self._substances(obj)
        if not values or not all(is_food(v) for v in values):
            return
        subj = v1._child(verb, "nsubj") or (self.subject(verb) if verb.dep_ == "conj" else None)
        dish = self._food(self._food_holder(subj), True)
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def _served_course(self, lead: Token | None) -> str | None:
        """The course of a fronted "Served as a dessert, ...": only a course noun says it."""
        if lead is None or lead.dep_ != "advcl" or lead.lemma_ != "serve" or lead.tag_ != "VBN":
            return None
        return self._course(v1._prep_object(v1._prep(lead, "as")))

    def fronted_dish(self, root: Token) -> Iterator[Candidate]:
        """What a sentence's fronted phrase says of the dish its clause names: "A dish from
        Spain, X is ...", "A Polish dish, X ...", "From Tunisia, X ...", "Originating in Norway, X is
        a fish dish ...", "Made with A and B, X is a dip ..."; "In Spain, X is a popular dish" and
        "A popular dish in Chile, X" say where it is eaten, as "X is popular in Chile" does: no country."""
        if root.dep_ != "ROOT" or root.pos_ not in ("VERB", "AUX"):
            return
        subjects = [c for c in root.lefts if c.dep_ in ("nsubj", "nsubjpass")]
        name = subjects[-1] if subjects else None
        if name is None or not named(name) or name.i == name.sent.start:
            return
        fronted = [c for c in root.lefts if c.i < name.i and c.left_edge.i == root.sent.start]
        lead = fronted[0] if fronted else None
        if lead is None:
            return
        attr = v1._child(root, "attr")
        said = attr is not None and attr.lemma_.lower() in _DISH_NOUNS | COURSE_NOUNS
        noun_lead = lead.dep_ in _LEAD_NOUN_DEPS and lead.pos_ == "NOUN"
        said = said or (noun_lead and lead.lemma_.lower() in _DISH_NOUNS and not named(lead))
        said = said or self._made_of_foods(root)
        course = self._served_course(lead)
        said = said or course is not None
        dish = self._food(name, said, said=said) if said else None
        if dish is None:
            dish = _mistagged_dish(name) if said else None
        if dish is None:
            return
        if noun_lead:  # "A dish from Spain, X is made with ..."
            places = [v1._prep_object(v1._prep(lead, word)) for word in ("from", "of")]
            origin = next((p for p in places if p is not None), None)
            for nation in _lead_countries(lead):
                yield Candidate(dish, "country", nation)
        elif lead.dep_ == "prep" and lead.lower_ == "from":  # "From Tunisia, X"
            origin = v1._prep_object(lead)
        elif lead.dep_ == "advcl" and lead.lemma_ in ("originate", "come"):  # "Originating in Norway, X ..."
            origin = v1._prep_object(v1._prep(lead, "in")) or v1._prep_object(v1._prep(lead, "from"))
        elif lead.dep_ == "advcl" and lead.lemma_ in ("know", "call") and lead.tag_ == "VBN":
            origin = None  # "Known as Sopetta in Spain, X is a cold soup"
            other = v1._prep_object(v1._prep(lead, "as")) if lead.lemma_ == "know" else v1._child(lead, "oprd")
            value = self._named_value(other) if other is not None and named(other) else None
            if value and value != dish:
                yield Candidate(dish, "alternative name", value)
        elif course is not None:  # "Served as a main course, X is a stew from Georgia"
            origin = None
            yield Candidate(dish, "course", course)
        elif lead.dep_ == "advcl" and lead.lemma_ in ("make", "prepare", "cook") and lead.tag_ == "VBN":
            origin = None
            for word in ("with", "from", "of"):  # "Made with chickpeas and tahini, X is a dip"
                for value in self._substances(v1._prep_object(v1._prep(lead, word))):
                    yield Candidate(dish, "ingredient", value)
        else:
            return
        region, country, _cue = self._origin_places(origin, False)
        if region:
            yield Candidate(dish, "region", region)
        if country:
            yield Candidate(dish, "country", country)

    def dish_with(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a Peruvian dish with potatoes and cheese", "X, a soup with beans and pork,":
        foods "with" a dish noun are the dish's ingredients."""
        if noun.dep_ not in ("attr", "appos") or not noun.is_lower or noun.lemma_.lower() not in _DISH_NOUNS:
            return
        values = self._substances(v1._prep_object(v1._prep(noun, "with")))
        if not values or not all(is_food(v) for v in values):
            return
        holder = self._food_holder(noun)
        dish = self._food(holder, True, said=True) if holder is not None and holder is not noun else None
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def named_dish_from(self, prep: Token) -> Iterator[Candidate]:
        """ "The dish Kavarna, from Bulgaria, contains ...": a "from" phrase set off on a name
        the text says is a dish gives its region and country."""
        if prep.lower_ != "from" or prep.dep_ != "prep" or not named(prep.head) or prep.i == 0:
            return
        name = prep.head
        if prep.doc[prep.i - 1].text != "," or not self._dish_evidence(name):
            return  # "X from Spain" unset off is too often a person's or a team's
        dish = self._food(name, True, said=True)
        region, country, _cue = self._origin_places(v1._prep_object(prep), False)
        if dish and region:
            yield Candidate(dish, "region", region)
        if dish and country:
            yield Candidate(dish, "country", country)

    def _made_of_foods(self, verb: Token) -> bool:
        """Whether a passive "made / prepared / cooked with" names foods only ("X is made with
        lamb and chili peppers"): the subject is a dish."""
        if verb.lemma_ not in ("make", *_COOKING_VERBS) or not _is_passive(verb):
            return False
        preps = [p for p in v1._children(verb, "prep") if p.i > verb.i and p.lower_ in ("with", "from", "of")]
        values = [v for p in preps for v in self._substances(v1._prep_object(p))]
        return bool(values) and all(is_food(v) for v in values)

    def classed_course(self, noun: Token) -> Iterator[Candidate]:
        """ "The dessert X ...", "the Spanish appetizer X": the course noun before a dish's name
        is its course (a "starter" may be a player: never read here)."""
        lemma = noun.lemma_.lower()
        main = lemma == "course" and self._course(noun) is not None  # "The main course Coq au vin is ..."
        if (lemma not in COURSE_NOUNS - _PEOPLE_TOO and not main) or not noun.is_lower or noun.i + 1 >= len(noun.doc):
            return
        name = noun.doc[noun.i + 1]
        while name.dep_ in ("compound", "flat") and name.head.i > name.i and named(name.head):
            name = name.head
        linked = (
            name.head == noun or noun.head == name or (noun.dep_ == name.dep_ == "nsubj" and noun.head == name.head)
        )
        if not named(name) or not linked:
            return
        k = noun.i - 1
        while k > 0 and noun.doc[k].dep_ in ("amod", "compound") and noun.doc[k].head.i in (noun.i, name.i):
            k -= 1  # "the Danish dessert X"
        if k < 0 or noun.doc[k].lower_ != "the":
            return  # "a dessert X" is rare; "the dessert X" names the dish
        dish = self._name_value(name, person=True)  # the noun says it is a dish, whatever the NER took it for
        if dish:
            yield Candidate(dish, "course", self._course(noun) or lemma)

    def ingredient_words(self, token: Token) -> Iterator[Candidate]:
        """ "The main ingredients of X are chicken and sambal" with the values read as
        adjectives, and "X, whose main ingredients are A and B, is ...": a relative clause on
        the dish's own name."""
        if token.lemma_ not in ("be", "include") or token.pos_ not in ("AUX", "VERB"):
            return
        subj = v1._child(token, "nsubj")
        if token.lemma_ == "include" and subj is not None and subj.lemma_.lower() == "ingredient":
            yield from self._dish_before_noun(subj, v1._child(token, "dobj"))
            return
        head = v1._child(token, "attr", "acomp")
        if subj is None or head is None or subj.lemma_.lower() != "ingredient":
            return
        if v1._child(subj, "compound") is not None:
            yield from self._dish_before_noun(subj, head)
            return
        poss = v1._child(subj, "poss")
        whose = poss is not None and poss.lower_ == "whose" and token.dep_ == "relcl"
        if poss is not None and poss.lower_ == "whose" and token.dep_ == "conj" and poss.i > 0:
            noun = _place_hung_dish(poss.doc[poss.i - 1])  # the clause parsed as a conjunct of the copula
            dish = self._food(self._food_holder(noun), True, said=True) if noun is not None else None
            for value in self._substances(head) if dish else []:
                yield Candidate(dish or "", "ingredient", value)
            return
        if whose and token.head.dep_ != "attr":
            noun = _whose_hung_noun(token)  # "a dish from the Punjab region whose main ingredients are"
            if noun is None and _place_noun(token.head):
                return  # a place has no ingredients
            dish = self._food(self._food_holder(noun or token.head), True, said=True)
            values = self._substances(head) + self._adjective_values(head)
        elif head.pos_ == "ADJ":
            dish = self._ingredient_owner(subj)
            values = self._adjective_values(head)
        else:
            return
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def _dish_before_noun(self, noun: Token, head: Token | None) -> Iterator[Candidate]:
        """ "Bakso ingredients include A and B", "The Bakso ingredients are A": the dish named
        before the noun."""
        owner = v1._child(noun, "compound")
        tokens = v1._left_modifiers(owner, {"compound"}) if owner is not None else []
        dish = v1._text(tokens) if tokens and tokens[0].text[:1].isupper() else None
        if dish is None or head is None or is_lone_head(dish) or owner is None or owner.ent_type_ in ("GPE", "NORP"):
            return
        for value in self._substances(head) + self._adjective_values(head):
            yield Candidate(dish, "ingredient", value)

    def have_as_ingredient(self, token: Token) -> Iterator[Candidate]:
        """ "Bakso has beef as its main ingredient", "X uses A and B as ingredients" with the
        role hung on the object: the role says the subject is a dish."""
        if token.lemma_ not in ("have", "use") or token.pos_ != "VERB":
            return
        obj = v1._child(token, "dobj")
        role = v1._prep_object(v1._prep(obj, "as")) if obj is not None else None
        role = role or v1._prep_object(v1._prep(token, "as"))  # "a dish that uses A as an ingredient"
        for last in obj.conjuncts if obj is not None and role is None else ():
            role = role or v1._prep_object(v1._prep(last, "as"))  # "has A and B as ingredients" on B
        if role is None or role.lemma_.lower() != "ingredient":
            return
        noun = _place_hung_noun(token)  # "X is a dessert from Y which has A as an ingredient"
        holder = self._food_holder(noun) if noun is not None else None
        if holder is not None and holder != noun:
            dish = self._food(holder, True, said=True)
            for value in self._substances(obj) if dish else []:
                yield Candidate(dish or "", "ingredient", value)
            return
        dish = self._food(self._food_subject(token), True)
        for value in self._substances(obj) if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def has_named_ingredient(self, verb: Token) -> Iterator[Candidate]:
        """ "X has the main ingredient A", "X has the main ingredients A and B": the values
        named after the role noun, which the parser hangs as a compound of the first value (or as
        the subject of a participle: "has the main ingredient smoked salmon")."""
        if verb.lemma_ != "have" or verb.pos_ != "VERB":
            return
        values: list[str] = []
        obj = v1._child(verb, "dobj")
        lead = list(obj.doc[obj.left_edge.i : obj.i]) if obj is not None else []
        role = next((t for t in lead if t.dep_ == "compound" and t.lemma_.lower() in ("name", "ingredient")), None)
        if obj is not None and role is not None and role.lemma_.lower() == "name" and role.i < obj.i:
            yield from self._has_other_name(verb, obj, role)
            return
        apposed = next(iter(v1._children(obj, "appos")), None) if obj is not None and obj.lemma_ == "name" else None
        if obj is not None and apposed is not None and apposed.left_edge.i == obj.i + 1:
            yield from self._has_other_name(verb, apposed, obj)  # "has the alternative name Y" with Y apposed
            return
        if obj is not None and role is not None and role.lemma_.lower() == "ingredient" and role.i < obj.i:
            first = v1._text(list(obj.doc[role.i + 1 : obj.i + 1]))
            values = [first, *[v for c in obj.conjuncts for v in self._substances(c) if c.i > obj.i]]
        else:
            participle = _role_participle(verb)
            if participle is None:
                return
            food = v1._child(participle, "dobj")
            if food is None:
                return
            values = [v1._text(list(food.doc[participle.i : food.i + 1]))]
            values += [v for c in food.conjuncts for v in self._substances(c) if c.i > food.i]
        if not values or not all(is_food(v) for v in values):
            return
        dish = self._food(self._food_subject(verb), True, said=True)
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def _has_other_name(self, verb: Token, obj: Token, role: Token) -> Iterator[Candidate]:
        """ "X has the alternative name Y" (the role noun parsed as a compound of the name)."""
        start = min(obj.left_edge.i, role.left_edge.i)
        other = [t for t in obj.doc[start : role.i] if t.lower_ in ("alternative", "alternate", "other", "another")]
        value = obj.doc[role.i + 1 : obj.i + 1].text
        if not other or not value or not all(t.is_alpha for t in obj.doc[role.i + 1 : obj.i + 1]):
            return
        subj = self._food_subject(verb)
        dish = self._food(subj, True, said=self._dish_named(subj)) if subj is not None else None
        if subj is not None and dish and dish != value and not self._is_person(subj):
            yield Candidate(dish, "alternative name", value)

    def ingredient_being(self, noun: Token) -> Iterator[Candidate]:
        """ "X can be found in Peru, its main ingredient being fish": an absolute phrase of the
        dish's own ingredient, on the subject of the clause it closes."""
        if noun.lemma_.lower() != "ingredient" or noun.dep_ not in ("appos", "npadvmod", "nsubj", "dep"):
            return
        poss = v1._child(noun, "poss")
        being = next((c for c in noun.children if c.dep_ in ("acl", "relcl") and c.lower_ == "being"), None)
        if poss is None or poss.lower_ != "its" or being is None:
            return
        head = v1._child(being, "attr", "acomp")
        values = self._substances(head) + self._adjective_values(head) if head is not None else []
        clause = noun.head
        while clause.dep_ != "ROOT" and clause.pos_ not in ("VERB", "AUX") and clause.head != clause:
            clause = clause.head  # the phrase may hang on the place the clause names ("in Peru, its ...")
        subj = self._food(self._food_subject(clause), True, said=True)
        if subj and values and all(is_food(v) for v in values):
            for value in values:
                yield Candidate(subj, "ingredient", value)

    def lowercase_owner(self, verb: Token) -> Iterator[Candidate]:
        """ "A is an ingredient in aloo gobi", "An ingredient of shakshouka is A": the thing an
        ingredient belongs to is a dish, whatever its case; a generic noun ("in many dishes",
        "in cooking", "of bread" said of all bread) keys nothing. An earlier name of the paragraph
        written in capitals is the entity ("Shakshouka ... of shakshouka")."""
        if verb.lemma_ != "be" or verb.pos_ not in ("AUX", "VERB") or any(c.dep_ == "neg" for c in verb.children):
            return
        subj, attr = v1._child(verb, "nsubj") or _stray_subject(verb), v1._child(verb, "attr", "acomp")
        if subj is None and verb.dep_ == "conj":
            subj = self.subject(verb)  # "A is a member of the family Y and is an ingredient in x"
        if subj is not None and subj.pos_ == "PRON" and subj.lower_ == "it" and verb.dep_ == "conj":
            first = self.subject(verb.head)  # "A belongs to the family Y and it is an ingredient of x"
            subj = first if first is not None and first.pos_ != "PRON" and first.i < subj.i else subj
        if subj is None or attr is None or subj.pos_ == "PRON":
            return
        if attr.lower_ == "one":
            attr = v1._prep_object(v1._prep(attr, "of")) or attr
        joined = next((c for c in attr.conjuncts if c.lemma_.lower() == "ingredient" and c.i > attr.i), None)
        if attr.lemma_.lower() == "ingredient":
            role, values = attr, self._substances(subj)
        elif joined is not None and attr.lemma_.lower() != "ingredient":  # "A is a plant of Y and an ingredient of X"
            role, values = joined, self._substances(subj)
        elif subj.lemma_.lower() == "ingredient":
            role, values = subj, self._substances(attr) + self._adjective_values(attr)
        else:
            return
        owner = v1._prep_object(v1._prep(role, "of") or v1._prep(role, "in"))
        opening = v1._left_modifiers(owner, {"compound", "amod"})[0] if owner is not None else None
        if (
            owner is not None
            and opening is not None
            and not opening.is_lower
            and (verb.dep_ == "conj" or joined is not None)
        ):
            # "The apple is a member of Y and is an ingredient in Tarte Tatin": the older rule reads no such subject
            dish = self._dish(owner) if not _known_place(owner) else None
            if dish and values and all(is_food(v) for v in values) and dish not in values:
                for value in values:
                    yield Candidate(dish, "ingredient", value)
            return
        if (
            owner is None
            or not owner.is_lower
            or (owner.tag_ not in ("NN", "NNP") and owner.lower_.endswith("s"))  # "bionico" tagged plural
            or owner.lemma_.lower() in _GENERIC_OWNERS
        ):
            return
        tokens = v1._left_modifiers(owner, {"compound", "amod"})
        if any(c.dep_ in ("det", "poss", "nummod", "prep") for c in owner.children) or not all(
            t.is_lower and t.is_alpha for t in tokens
        ):
            return
        if any(t.pos_ not in ("NOUN", "PROPN", "ADJ") or t.lower_ in _NOT_SUBSTANCES for t in tokens):
            return
        name = v1._text(tokens)
        earlier = next((d for d in [*self.dishes, *self.previous_names] if d.lower() == name), None)
        dish = earlier or (name if len(tokens) > 1 or not is_food(name) else None)  # "of bread": all bread
        if dish and values and all(is_food(v) for v in values) and dish not in values:
            for value in values:
                yield Candidate(dish, "ingredient", value)

    def national_course(self, noun: Token) -> Iterator[Candidate]:
        """ "X, an Italian antipasto,", "X is a French entree": a nationality on a course noun
        the dish rules of ``domains_v2`` do not read (their nouns are dish nouns) is the country."""
        lemma = noun.lemma_.lower()
        if lemma not in COURSE_NOUNS - _DISH_NOUNS - _PEOPLE_TOO or noun.dep_ not in ("attr", "appos") or named(noun):
            return
        nations = [country_of_demonym(c.text) for c in noun.lefts if c.dep_ == "amod" and is_demonym(c.text)]
        holder = self._food_holder_of(noun)
        dish = self._food(holder, True, said=True) if holder is not None else None
        for country in nations if dish else []:
            if country:
                yield Candidate(dish or "", "country", country)

    def _food_holder_of(self, noun: Token) -> Token | None:
        """What a class noun is said of: the copula's subject, or the name it is apposed to."""
        if noun.dep_ == "appos":
            return noun.head
        subj = self.subject(noun.head) if noun.head.lemma_ == "be" else None
        return subj if subj is not None and subj.lower_ not in v1._RELATIVE_PRONOUNS else None

    def place_named_dish(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a Sichuan dish", "X, which is a Sichuan dish,", "X, a Goan curry,": a place's
        name (no nationality, no country) on a dish noun said of X is X's region."""
        if (
            noun.lemma_.lower() not in _DISH_NOUNS
            or noun.tag_ != "NN"
            or named(noun)
            or noun.dep_ not in ("attr", "appos")
        ):
            return
        place = next((c for c in noun.lefts if c.dep_ in ("compound", "amod") and c.pos_ == "PROPN"), None)
        if place is None or place.i + 1 != noun.i or not named(place) or is_demonym(place.text):
            return
        if place.ent_type_ not in ("GPE", "LOC", "NORP") or v1._children(place, "compound", "amod", "det"):
            return  # one name, which NER takes for a place: not "a Heinz soup" (a maker's)
        value = self._named_value(place)
        if not value or is_country(value) or country_of_demonym(value):
            return
        if noun.dep_ == "appos":
            holder: Token | None = noun.head
        else:
            copula = noun.head
            holder = self.subject(copula)
            if holder is not None and holder.lower_ in ("which", "that") and copula.dep_ == "relcl":
                holder = copula.head  # "Y is an ingredient of X, which is a Sichuan dish"
        dish = (
            self._food(holder, True, said=True)
            if holder is not None and holder.lower_ not in v1._RELATIVE_PRONOUNS
            else None
        )
        if dish and dish != value:
            yield Candidate(dish, "region", value)

    def place_held_foods(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a dessert from the Philippines which contains A and B": a relative clause of
        foods the parser hung on the place of origin belongs to the dish noun before it (a
        country holds no foods)."""
        if verb.lemma_ not in ("contain", "include") or verb.dep_ != "relcl" or verb.head.dep_ != "pobj":
            return
        which = v1._child(verb, "nsubj")
        prep = verb.head.head
        noun = prep.head if prep.lower_ in ("from", "of", "in") else None
        if which is None or which.lower_ not in ("which", "that") or noun is None or not _dish_noun(noun):
            return
        values = self._substances(v1._child(verb, "dobj"))
        holder = self._food_holder(noun)
        dish = self._food(holder, True, said=True) if holder is not None and holder is not noun else None
        if dish and values and all(is_food(v) for v in values):
            for value in values:
                yield Candidate(dish, "ingredient", value)

    def stray_ingredient_noun(self, token: Token) -> Iterator[Candidate]:
        """ "X is from Y and its main ingredient is A" with "its main ingredient" parsed as a
        conjunct of Y: the subjectless copula right after the noun names X's ingredients."""
        if token.lemma_ != "be" or token.dep_ not in ("conj", "advcl") or token.i < 1 or v1._child(token, "nsubj"):
            return
        noun, attr = token.doc[token.i - 1], v1._child(token, "attr")
        poss = v1._child(noun, "poss")
        if noun.lemma_.lower() not in ("ingredient", "ingredients") or noun.dep_ != "conj" or attr is None:
            return
        bare = poss is None and _bare_the(noun)  # "X comes from Y and the main ingredients are A, B and C"
        if (poss is None or poss.lower_ != "its") and not bare:
            return
        dish = (self.resolved.get(poss.i) if poss is not None else None) or self._joined_dish(token)
        values = self._substances(attr)
        foods = sum(is_food(v) for v in values)  # "the main ingredients are": one food says the list is of foods
        if dish and values and (foods == len(values) or (bare and foods > 0)):
            for value in values:
                yield Candidate(dish, "ingredient", value)

    def _stray_foods(self, noun: Token, first: Token) -> list[str]:
        """The rest of a list of foods the parser joined to the dish noun instead of its first
        food: "a dish of french fries, cheese curds and gravy" with "curds" a conjunct of "dish"."""
        rest = [c for c in noun.conjuncts if c.i > first.i]
        values = [v for c in rest[:1] for v in self._substances(c)]
        return values if values and all(is_food(v) for v in values) else []

    def ingredients_its(self, token: Token) -> Iterator[Candidate]:
        """ "A and B are its main ingredients", "A is one of its ingredients", "A is an
        ingredient of it": the values before the copula are the ingredients of the dish "it"
        stands for (resolved, or the named subject of the clause this one is joined to)."""
        if token.lemma_ != "be" or token.pos_ not in ("AUX", "VERB"):
            return
        subj, attr = v1._child(token, "nsubj"), v1._child(token, "attr")
        stray = _stray_subject(token) if subj is None else None
        subj = subj or stray
        if attr is None and subj is not None:  # "A and B are among its main ingredients"
            attr = v1._prep_object(v1._prep(token, "among"))
        if subj is None or attr is None or subj.pos_ == "PRON" or subj.lemma_.lower() == "ingredient":
            return
        if attr.lemma_.lower() == "one":  # "one of its ingredients"
            attr = v1._prep_object(v1._prep(attr, "of"))
        if attr is None or attr.lemma_.lower() not in ("ingredient", "ingredients"):
            return
        pronoun = (
            v1._child(attr, "poss") or v1._prep_object(v1._prep(attr, "of")) or v1._prep_object(v1._prep(attr, "in"))
        )
        if pronoun is None and _bare_the(attr):  # "X is a dessert and A is one of the ingredients"
            dish = self._joined_dish(token)
        elif pronoun is None or pronoun.lower_ not in ("it", "its"):
            return
        else:
            dish = self._joined_dish(token) or self.resolved.get(pronoun.i) or self._previous_dish(token, pronoun)
        values = (
            [v1._text(v1._left_modifiers(subj, {"compound", "amod"}))] if stray is not None else self._substances(subj)
        )
        if dish and values and all(is_food(v) for v in values) and dish not in values:
            self._resolve_later_it(token, dish)
            for value in values:
                yield Candidate(dish, "ingredient", value)

    def joined_ingredients(self, verb: Token) -> Iterator[Candidate]:
        """ "X comes from Singapore and the main ingredients are A, B and C": a bare "the
        ingredients" in a clause joined to one on a dish are that dish's."""
        if verb.lemma_ not in ("be", "include") or verb.dep_ != "conj" or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubj")
        if subj is None or subj.lemma_.lower() != "ingredient" or not _bare_the(subj):
            return
        head = v1._child(verb, "attr", "dobj", "acomp")
        values = self._substances(head) + self._adjective_values(head) if head is not None else []
        dish = self._joined_dish(verb)
        if dish and values and any(is_food(v) for v in values):  # the role noun says they are foods
            for value in values:
                yield Candidate(dish, "ingredient", value)

    def _resolve_later_it(self, clause: Token, dish: str) -> None:
        """An "it" subject of a clause joined after "A and B are its ingredients" is the dish
        ("... and it is served warm"), not the first ingredient."""
        for verb in clause.conjuncts:
            it = v1._child(verb, "nsubj", "nsubjpass")
            if verb.i > clause.i and it is not None and it.lower_ == "it":
                self.resolved[it.i] = dish

    def _previous_dish(self, clause: Token, pronoun: Token) -> str | None:
        """The dish of the previous sentence's subject, for an "its" in a sentence's first clause
        that names no other thing before it ("X is a soup. A and B are its ingredients")."""
        previous = self.previous
        if clause.dep_ != "ROOT" or previous is None or previous[0] not in self.dishes:
            return None
        before = [t for t in pronoun.sent if t.i < pronoun.i and t.pos_ == "PROPN" and t.ent_type_ != ""]
        if before:
            return None
        self.from_previous.add(previous[0])
        return previous[0]

    def _joined_dish(self, clause: Token) -> str | None:
        """The dish named as the subject of the clause a clause is joined to ("X is from Y and
        A is an ingredient of it" -> X); never a person's full name."""
        if clause.dep_ not in ("conj", "advcl") or clause.head.pos_ not in ("AUX", "VERB"):
            return None
        first = self.subject(clause.head)
        if first is not None and self._is_person(first) and not self._said_dish(first):
            return None  # "Anna Pell comes from Norway and the main ingredients are ..."
        return self._food(first, True, said=True) if first is not None and first.pos_ != "PRON" else None

    @staticmethod
    def _adjective_values(head: Token) -> list[str]:
        """Ingredients the parser read as adjectives ("are chicken and sambal"): each word."""
        values = []
        for token in [head, *head.conjuncts]:
            if token.pos_ == "ADJ" and token.is_alpha and token.lower_ not in _NOT_SUBSTANCES:
                values.append(token.text)
        return values

    def dish_of(self, token: Token) -> Iterator[Candidate]:
        """ "X is a dish of rice and squid ink", "X is a soup of beef and noodles": a dish noun
        "of" foods names its ingredients (each a food; "a dish of Andalusia" is an origin)."""
        if token.lemma_ != "be" or token.pos_ not in ("AUX", "VERB"):
            return
        attr = v1._child(token, "attr")
        if attr is None or attr.lemma_.lower() not in _DISH_NOUNS or attr.tag_ != "NN":
            return
        obj = v1._prep_object(v1._prep(attr, "of"))
        if obj is None or named(obj):
            return
        values = self._substances(obj)
        values += [] if v1._child(obj, "cc") is not None else self._stray_foods(attr, obj)
        subj = self.subject(token)
        dish = (
            self._food(subj, True, said=True) if subj is not None and subj.lower_ not in v1._RELATIVE_PRONOUNS else None
        )
        if dish and values and all(is_food(v) for v in values):
            for value in values:
                yield Candidate(dish, "ingredient", value)


def _lowercase_name(token: Token) -> bool:
    """A dish's other name written in lowercase, one bare word: "X, also known as lotek,"
    (never "a dessert" or "the national dish")."""
    bare = not any(c.dep_ in ("det", "amod", "compound", "poss", "prep") for c in token.children)
    word = token.is_lower and token.is_alpha and token.pos_ in ("NOUN", "PROPN")
    return bare and word and token.lemma_ not in _DISH_NOUNS | COURSE_NOUNS


def _lowercase_compound(token: Token) -> str | None:
    """Another name written as a lowercase compound of two or three nouns, no article:
    "rice cake", "bacon butty"."""
    words = list(token.doc[token.left_edge.i : token.right_edge.i + 1])
    if not 2 <= len(words) <= 3 or words[-1].i != token.i or token.pos_ != "NOUN":
        return None
    if not all(
        w.is_lower and w.is_alpha and w.pos_ == "NOUN" and w.dep_ in ("compound", "oprd", "attr", "pobj") for w in words
    ):
        return None
    return v1._text(words)


def _set_off_participle(verb: Token) -> bool:
    """ "X, also called Y, is ...": a naming participle set off by commas that the parser made
    the root, the copula after it a conjunct."""
    if verb.dep_ != "ROOT" or verb.tag_ != "VBD" or verb.lemma_ not in ("call", "know", "name"):
        return False
    subj = v1._child(verb, "nsubj")
    left = verb.doc[verb.left_edge.i : verb.i]
    comma = subj is not None and subj.i + 1 < verb.i and verb.doc[subj.i + 1].text == ","
    return comma and any(c.dep_ == "conj" and c.lemma_ == "be" for c in verb.children) and len(left) > 0


def _role_participle(verb: Token) -> Token | None:
    """The participle of "has the main ingredient smoked salmon" parsed as a clause whose
    subject is the role noun: the value's first word, right after the noun."""
    clause = next((c for c in v1._children(verb, "ccomp") if c.tag_ in ("VBD", "VBN")), None)
    role = v1._child(clause, "nsubj") if clause is not None else None
    if clause is None or role is None or role.lemma_.lower() != "ingredient" or role.i + 1 != clause.i:
        return None
    return clause


def _called_name(noun: Token) -> Token | None:
    """The name of "the dish called X" / "the dish named X" / "a dish known as X": a bare class
    noun with its article, the participle right after it (not "Spanish omelette, also known as
    X": another name of a name)."""
    if v1._child(noun, "det") is None or v1._children(noun, "amod", "compound"):
        return None
    for clause in noun.children:
        if clause.i != noun.i + 1:
            continue
        if clause.dep_ != "acl" or clause.lemma_ not in ("call", "name", "know") or clause.tag_ != "VBN":
            continue
        value = v1._child(clause, "oprd") or v1._prep_object(v1._prep(clause, "as"))
        if value is not None and named(value):
            return value
    return None


# What may stand in an item of a list of foods: nouns, adjectives ("sour cream"), participles
# ("minced meat"), each lowercase; anything else ends the list.
_ITEM_POS = frozenset(["NOUN", "PROPN", "ADJ"])
_ITEM_SEPARATORS = frozenset([",", "and"])


def _item_word(token: Token) -> bool:
    """A word of a food item: lowercase, alphabetic, a noun or adjective or a participle."""
    if not token.is_lower or not token.text.replace("-", "").isalpha() or token.lower_ in _NOT_SUBSTANCES:
        return False
    return token.pos_ in _ITEM_POS or (token.tag_ in ("VBN", "VBD") and token.dep_ in ("amod", "compound", "conj"))


def _list_items(sent: Span, first: int, last: int) -> list[str]:
    """The other items of the list of foods that holds the item sent[first..last] (token
    indices of the doc), read across commas and "and" whatever the parse hung them on: each at
    most three lowercase words, every item a food ("are eggplant, minced meat and bechamel
    sauce" with "eggplant" parsed as a modifier of "meat")."""
    doc = sent.doc
    items: list[str] = []
    i = last + 1
    while i < sent.end and doc[i].lower_ in _ITEM_SEPARATORS:  # rightwards
        j = i + 1 if not (doc[i].text == "," and i + 1 < sent.end and doc[i + 1].lower_ == "and") else i + 2
        k = j
        while k < sent.end and k - j < 4 and _item_word(doc[k]):
            k += 1
        ends = k >= sent.end or doc[k].lower_ in _ITEM_SEPARATORS or doc[k].text in (".", ";")
        if k == j or k - j > 3 or not ends:
            break
        items.append(doc[j:k].text)
        i = k
    i = first - 1
    while i > sent.start and doc[i].lower_ in _ITEM_SEPARATORS:  # leftwards
        j = i - 1 if not (doc[i].lower_ == "and" and doc[i - 1].text == ",") else i - 2
        k = j
        while k >= sent.start and j - k < 4 and _item_word(doc[k]):
            k -= 1
        if k == j or j - k > 3 or (k >= sent.start and doc[k].pos_ in _ITEM_POS):
            break  # "Wheat flour and lard": a capitalized word opens the item, which is no list's
        items.append(doc[k + 1 : j + 1].text)
        i = k
    return items


def _comma_split_foods(sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
    """The other items of a list of foods one of whose items a dish was given as an ingredient,
    which the parser hung elsewhere (:func:`_list_items`): a food each, or none of them."""
    for key in [k for k in found if k[1] == "ingredient"]:
        words = key[2].split()
        spans = [
            (t.i - len(words) + 1, t.i)
            for t in sent
            if t.i - len(words) + 1 >= sent.start and sent.doc[t.i - len(words) + 1 : t.i + 1].text == key[2]
        ]
        if len(spans) != 1:
            continue
        items = _list_items(sent, *spans[0])
        given = [k[2] for k in found if k[0] == key[0] and k[1] == "ingredient"]
        items = [item for item in items if not any(g.endswith(f" {item}") for g in given)]
        if not items or not all(is_food(item) for item in items):
            continue
        for item in items:
            found.setdefault((key[0], "ingredient", item), replace(found[key], value=item))


def _joined_names(sent: Span, dishes: set[str], found: dict[tuple[str, str, str], Candidate]) -> set[str]:
    """A dish named "A and B" that a singular verb says is one thing ("Fish and chips is a dish
    from ..."): the facts keyed on "A" move to the whole name, which is returned."""
    whole: set[str] = set()
    for token in sent:
        verb = token.head
        conj = next((c for c in token.children if c.dep_ == "conj" and c.i > token.i), None)
        cc = next((c for c in token.children if c.dep_ == "cc" and c.lower_ == "and"), None)
        if token.dep_ not in ("nsubj", "nsubjpass") or conj is None or cc is None or token.text not in dishes:
            continue
        auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
        tense = auxes[0].tag_ if auxes else verb.tag_
        if tense != "VBZ" or not token.text[:1].isupper() or v1._children(conj, "cc", "conj"):
            continue  # "A and B are dishes": two things
        name = token.doc[token.left_edge.i : conj.right_edge.i + 1].text
        if token.left_edge.i != token.i or "," in name:
            continue
        whole.add(name)
        for key in [k for k in found if k[0] == token.text]:
            fact = found.pop(key)
            found.setdefault((name, key[1], key[2]), replace(fact, entity=name))
    return whole


def _said_by_other_facts(key: tuple[str, str, str], found: dict[tuple[str, str, str], Candidate]) -> bool:
    """Whether a dish's class ("dessert", "Japanese food", "a Mexican main course dish") says
    nothing the sentence's course, country and region facts do not: its last word a dish or
    course noun, each word before it the course's, the country's or the region's."""
    entity, _relation, value = key
    words = value.split()
    if not words or words[-1].lower() not in _DISH_NOUNS | COURSE_NOUNS | {"course"}:
        return False
    courses = {k[2].lower() for k in found if k[0] == entity and k[1] == "course"}
    countries = {k[2] for k in found if k[0] == entity and k[1] == "country"}
    regions = {k[2] for k in found if k[0] == entity and k[1] == "region"}
    if value.lower() in courses:
        return True
    said = False
    for word in words[:-1]:
        if (is_demonym(word) and country_of_demonym(word) in countries) or word in regions:
            said = True
        elif word.lower() not in _COURSE_MODIFIERS | {"course"} or not courses:
            return False
    return said or any(value.lower().endswith(c) for c in courses)


_PLACE_CLASS_NOUNS = REGION_NOUNS | frozenset(["country", "city", "town", "village", "capital", "nation"])


def _said_places(sent: Span) -> set[str]:
    """The names a sentence says are places ("Pernambuco is the region where ...")."""
    names = set()
    for token in sent:
        attr = v1._child(token, "attr") if token.lemma_ == "be" else None
        subj = v1._child(token, "nsubj") if attr is not None else None
        if attr is not None and subj is not None and attr.lemma_.lower() in _PLACE_CLASS_NOUNS and named(subj):
            names.add(subj.text)
    return names


def _lowercase_dish(token: Token | None) -> str | None:
    """A dish the text writes in lowercase after "a variation of": a bare noun or a noun with
    lowercase modifiers, no article ("of gumbo", "of pad thai"; not "of the dish" nor "of many")."""
    if token is None or token.pos_ not in ("NOUN", "PROPN") or not token.is_lower or not token.is_alpha:
        return None
    if any(c.dep_ in ("det", "poss", "nummod", "prep") for c in token.children):
        return None
    words = v1._left_modifiers(token, {"compound", "amod"})
    if not all(w.is_lower and w.is_alpha and w.lower_ not in _NOT_SUBSTANCES for w in words):
        return None
    name = v1._text(words)
    return name if token.lemma_.lower() not in _GENERIC_OWNERS | VARIANT_NOUNS else None


def _phrase_name(token: Token) -> str | None:
    """Another name written as a short phrase the name rules miss: a possessive ("hunter's
    stew"), a lowercase name with a capitalized word; no article, pronoun or verb in it."""
    words = list(token.doc[token.left_edge.i : token.right_edge.i + 1])
    if not 1 <= len(words) <= 5 or words[-1].i != token.i:
        return None
    for word in words:
        if word.pos_ in ("DET", "PRON", "VERB", "AUX", "NUM", "PUNCT") or word.lower_ in _NAME_ADVERBS:
            return None
    text = v1._text(words)
    has_form = any(w.tag_ == "POS" for w in words) or any(c.isupper() for c in text)
    has_form = has_form or (len(words) == 1 and token.pos_ == "PROPN" and " " in token.text)  # "tortilla de patatas"
    lone = token.lemma_.lower() in _DISH_NOUNS | COURSE_NOUNS and len(words) == 1
    return text if has_form and not lone else None


def _misread_origin_name(verb: Token) -> Token | None:
    """The name of "X originates from Y and is a dessert" with "originates" read as a noun (the
    root) and X as its compound: the subject of the joined clause."""
    head = verb.head
    if verb.dep_ != "conj" or head.pos_ != "NOUN" or head.lower_ not in ("originates", "comes"):
        return None
    name = v1._child(head, "compound")
    return (
        name
        if name is not None and name.i == name.sent.start and not v1._children(verb, "nsubj", "nsubjpass")
        else None
    )


def _dangling_from(verb: Token) -> bool:
    """ "... where X is from": a copula with "from" and no object after it."""
    prep = v1._prep(verb, "from")
    if prep is None:
        return False
    obj = v1._prep_object(prep)
    dangling = obj is None or (obj.lower_ == "where" and obj.i < prep.i)  # "where" hung on "from"
    return dangling and v1._child(verb, "attr", "acomp") is None


def _named_dish(sent: Span, name: str, dishes: set[str]) -> bool:
    """Whether a name is a dish: the paragraph's, or a dish noun right before it ("the dish X")."""
    nouns = "|".join(sorted(_DISH_NOUNS | COURSE_NOUNS))
    return name in dishes or re.search(rf"\b(?:{nouns}) {re.escape(name)}\b", sent.text) is not None


def _place_hung_noun(verb: Token) -> Token | None:
    """The dish noun of "a dessert from the Philippines which has A as an ingredient": a
    relative clause the parser hung on the place of origin after the noun (a place holds no foods)."""
    if verb.dep_ != "relcl" or verb.head.dep_ != "pobj":
        return None
    which = v1._child(verb, "nsubj")
    prep = verb.head.head
    noun = prep.head if prep.lower_ in ("from", "of", "in") else None
    if which is None or which.lower_ not in ("which", "that") or noun is None or not _dish_noun(noun):
        return None
    return noun


def subject_after_fronted_description(verb: Token) -> Token | None:
    """The name of "A dish from Y, X has ...", which the parser gives the verb as a second
    subject after the fronted noun phrase (an indefinite common noun, a comma, then the name); a
    joined verb without a subject of its own ("... and is served hot") takes the first verb's."""
    while verb.dep_ == "conj" and not v1._children(verb, "nsubj", "nsubjpass") and verb.head != verb:
        verb = verb.head
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < verb.i]
    if len(subjects) != 2:
        return None
    fronted, name = subjects
    det = v1._child(fronted, "det")
    if fronted.pos_ != "NOUN" or named(fronted) or det is None or det.lower_ not in ("a", "an"):
        return None
    comma = name.doc[name.left_edge.i - 1] if name.left_edge.i > 0 else None
    if not named(name) or comma is None or comma.text != "," or comma.i <= fronted.i:
        return None
    return name


def _whole_dish_names(sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
    """Facts keyed on a lone dish noun ("sandwich") that the text writes after capitalized words
    ("the Reuben sandwich", whose first word NER took for a person): moved to the whole name;
    dropped when the text gives none (a class noun names no dish)."""
    for key in [k for k in found if k[0].islower() and k[0] in _DISH_NOUNS]:
        fact = found.pop(key)
        match = re.search(rf"((?:[A-Z][\w'-]*\s)+){re.escape(key[0])}\b", sent.text)
        words = match.group(0).split() if match is not None else []
        while words and words[0] in ("The", "A", "An", "This", "That"):
            words = words[1:]
        if len(words) > 1:
            name = " ".join(words)
            found.setdefault((name, key[1], key[2]), replace(fact, entity=name))


def _whose_hung_noun(verb: Token) -> Token | None:
    """The dish noun of "a dish from the Punjab region whose main ingredients are A": a "whose"
    clause the parser hung on the place of origin after the noun."""
    if verb.dep_ != "relcl":
        return None
    return _place_hung_dish(verb.head)


def _place_hung_dish(place: Token) -> Token | None:
    """The dish noun a place of origin hangs on ("a dish from Y", "a salad originating in Y"),
    when the place is a place."""
    if place.dep_ != "pobj":
        return None
    prep = place.head
    noun = prep.head if prep.lower_ in ("from", "of", "in") else None
    if noun is not None and noun.dep_ == "acl" and noun.lemma_ in ("originate", "come"):
        noun = noun.head  # "a salad originating in Lebanon whose ingredients are A"
    return noun if noun is not None and _dish_noun(noun) and _place_noun(place) else None


def _place_noun(token: Token) -> bool:
    """Whether a noun names a place: a place name, or a place class noun ("the Punjab region")."""
    return token.ent_type_ in ("GPE", "LOC") or token.lemma_.lower() in _PLACE_CLASS_NOUNS or is_country(token.text)


def _bare_the(noun: Token) -> bool:
    """ "the ingredients", "the main ingredients": a noun with "the" and no owner of its own."""
    det = v1._child(noun, "det")
    owned = any(c.dep_ in ("poss", "prep", "relcl", "acl") for c in noun.children)
    return det is not None and det.lower_ == "the" and not owned


def _country_beside(noun: Token, places: list[Token | None]) -> Token | None:
    """The country of "in Y" hung on the dish noun right after its place of origin: "a soup
    from Andalusia in Spain" (Spain nests the region)."""
    place = v1._prep_object(v1._prep(noun, "in"))
    after = any(p is not None and p.i < place.i for p in places) if place is not None else False
    return place if place is not None and after and is_country(place.text) else None


def _stray_subject(clause: Token) -> Token | None:
    """The subject the parser hung on the previous clause's object as a conjunct: "X is from
    Hungary and paprika is an ingredient of it" ("paprika" joined to "Hungary"), "X is a Greek
    dish and garlic is among the ingredients"."""
    if clause.dep_ not in ("conj", "advcl") or clause.i < 1:
        return None
    before = clause.doc[clause.i - 1]
    food = before.pos_ == "NOUN" or (
        before.pos_ == "PROPN" and before.is_lower and is_food(before.text)
    )  # "lamb" as PROPN
    joined = before.dep_ == "conj" and before.head.dep_ in ("pobj", "attr") and food
    return before if joined and any(c.dep_ == "cc" for c in before.head.children) else None


def _made_with_use(verb: Token) -> Token | None:
    """The dish of "Sardines are used to make X", "Rice is used to prepare X": the object of the
    purpose clause of a passive "used"."""
    if verb.lemma_ != "use":
        return None
    purpose = next((c for c in verb.children if c.dep_ in ("xcomp", "advcl") and c.lemma_ in _FIRST_VERBS), None)
    return v1._child(purpose, "dobj") if purpose is not None else None


_ORIGIN_PLACE_NOUNS = frozenset(["country", "nation"])


def _origin_clause_place(verb: Token) -> Token | None:
    """The place of an origin clause: the copula's subject of "Y is where X comes from" or "Y
    is the country (that) X comes from", the copula's attribute of "The country (that) X comes
    from is Y", the place "Y, where X comes from," describes; None otherwise."""
    head = verb.head
    where = any(c.lower_ == "where" and c.dep_ == "advmod" for c in verb.children)
    if verb.dep_ == "relcl" and where and named(head) and head.ent_type_ == "GPE":
        return head  # "India, where X comes from, ..."
    if verb.dep_ in ("advcl", "ccomp"):
        where = any(t.lower_ == "where" and t.i < verb.i for t in verb.subtree)
        place = v1._child(head, "nsubj") if head.lemma_ == "be" and where else None
        return place if place is not None and place.i < verb.i else None
    if head.lemma_.lower() not in _ORIGIN_PLACE_NOUNS or not head.is_lower:
        return None  # a relative clause on "country": "the country (that) X comes from"
    copula = head.head
    if copula.lemma_ != "be":
        return None
    if head.dep_ == "attr":
        return v1._child(copula, "nsubj")
    return v1._child(copula, "attr") if head.dep_ == "nsubj" else None
