"""``spacy-rules.v2`` on kinds of text the tune part lacks (issue 10): dishes (ingredients,
origin), sports teams (league, ground, club), written works (author, publisher, pages),
institutions and companies. Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from ..normalize import normalize_text
from ..resolve.countries import is_country
from ..resolve.demonyms import country_of_demonym, is_demonym
from . import spacy_rules as v1
from .organisations_v2 import club_name, stadium_name, town_team
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token
from .common_v2 import (
    _DISH_NOUNS,
    _GROUND_WORDS,
    _NO_DISH_TYPES,
    _NOT_INGREDIENTS,
    _NOT_SUBSTANCES,
    _SCHOOL_WORDS,
    _SPATIAL_WORDS,
    _WRITING_VERBS,
    _WRITTEN_WORKS,
    RulesState,
    _ground_dates,
    _is_building_name,
    _is_food,
    _is_passive,
    _is_place_name,
    _is_present,
    _name_nouns,
    is_league,
    is_lone_head,
)

# Present forms of "play"/"compete" the tagger may read as nouns ("Lenmouth Rovers play in ...").
_PRESENT_FORMS = frozenset(["play", "plays", "compete", "competes"])


# Course nouns that need their modifier to name a course ("a main course", "a side dish").
_COURSE_HEADS = frozenset(["course"])
_COURSE_LEFTS = frozenset(["main", "side", "first", "second"])


def _dish_class(noun: Token) -> bool:
    """Whether a noun names a kind of dish: "soup", "appetizer", "main course"."""
    lemma = noun.lemma_.lower()
    if lemma in _DISH_NOUNS:
        return True
    return lemma in _COURSE_HEADS and any(c.lower_ in _COURSE_LEFTS for c in noun.lefts)


# Nouns of a dish's origin that a nationality qualifies ("of Spanish origin", "in Italian cuisine").
_ORIGIN_NOUNS = frozenset(["origin", "cuisine", "cooking", "gastronomy"])


def _known_place(token: Token) -> bool:
    """Whether a token the NER took for a place is one: a country, or a place named in the
    cities' or regions' knowledge; an unknown one-word "place" may be a dish ("Orvanta")."""
    return token.ent_type_ in ("GPE", "LOC", "FAC") and (
        is_country(token.text) or " " in token.text or token.ent_iob_ == "I"
    )


def _people_name(token: Token) -> bool:
    """Whether a token the NER took for a nationality is one ("Italians", "Turkish"); an unknown
    one-word "nationality" may be a dish ("Mervish")."""
    return token.ent_type_ == "NORP" and (is_demonym(token.text) or token.tag_ == "NNPS")


def _mistagged_dish(token: Token) -> str | None:
    """A one-word name a dish noun is said of that the NER took for a nationality or a place no
    country is ("Mervish is a dish ..."): the name."""
    if token.ent_type_ not in ("NORP", "GPE", "LOC") or _people_name(token) or _known_place(token):
        return None
    ok = token.pos_ == "PROPN" and token.is_alpha and token.text[:1].isupper() and not list(token.lefts)
    return token.text if ok else None


def _demonym_countries(noun: Token) -> list[str]:
    """The countries of the nationality adjectives on a dish noun ("a Hungarian soup",
    "a Greek appetizer"), whether or not the NER tagged them."""
    found = []
    for left in noun.lefts:
        if left.dep_ in ("amod", "compound") and (left.ent_type_ == "NORP" or left.pos_ == "ADJ"):
            country = country_of_demonym(left.text)
            if country:
                found.append(country)
    return found


# Participles of how a food is prepared, which a lone main ingredient's value keeps ("compressed
# rice cooked in a banana leaf" is one value, as DBpedia writes it).
_PREPARING_PARTICIPLES = frozenset(
    ["cook", "wrap", "fry", "steam", "stuff", "fill", "boil", "bake", "grill", "roast", "simmer", "soak", "stew"]
)


def _with_preparation(token: Token, name: str) -> str:
    """A lone food with the participle phrase of its preparation after it ("rice cooked in
    coconut milk"); else ``name``."""
    acl = next((c for c in token.rights if c.dep_ == "acl" and c.tag_ == "VBN"), None)
    if acl is None or acl.lemma_ not in _PREPARING_PARTICIPLES or acl.i != token.i + 1:
        return name
    span = token.doc[acl.i : acl.right_edge.i + 1]
    if any(t.is_punct or t.dep_ in ("cc", "conj") for t in span):
        return name
    return f"{name} {span.text}"


class DomainPatterns(RulesState):
    """Kinds of text the tune part lacks: dishes and their ingredients and origin, sports teams (see the module docstring)."""

    def ingredients(self, verb: Token) -> Iterator[Candidate]:
        """ "The main ingredients of X are A and B", "X's ingredients include A", "A is an
        ingredient of X", "A and B are ingredients in X", "X is made with A and B": ingredients
        are often common nouns, so each coordinated noun phrase is a value."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubj", "nsubjpass")
        second = self.subject(verb) if subj is None and verb.dep_ == "conj" else None
        subj = subj or (
            second if second is not None and second.dep_ == "conj" else None
        )  # "X is a dessert and its ingredients are"
        if subj is not None and subj.lower_ == "one":
            subj = v1._prep_object(v1._prep(subj, "of")) or subj  # "One of the ingredients of X is A"
        if subj is not None and verb.lemma_ in ("be", "include") and subj.lemma_.lower() == "ingredient":
            dish = self._ingredient_owner(subj)
            head = v1._child(verb, "attr", "dobj") or v1._child(verb, "acomp")  # "is lamb", read as an adjective
            for value in self._substances(head):
                if dish:
                    yield Candidate(dish, "ingredient", value)
            return
        attr = v1._child(verb, "attr")
        if attr is not None and attr.lower_ == "one":
            attr = v1._prep_object(v1._prep(attr, "of")) or attr  # "A is one of the ingredients of X"
        if subj is not None and verb.lemma_ == "be" and attr is not None and attr.lemma_.lower() == "ingredient":
            dish = self._ingredient_owner(attr)
            for value in self._substances(subj):
                if dish:
                    yield Candidate(dish, "ingredient", value)
            return
        yield from self._dish_contains(verb)
        made = _is_passive(verb) or (verb.dep_ == "acl" and verb.lower_ == "made")  # "a dish made with", tagged VBD
        if verb.lemma_ == "make" and made and not v1._children(verb, "oprd", "acomp", "xcomp", "ccomp", "prt"):
            # not "was made navigable with six locks", "was made a city with ...", "made up of five acts"
            holder = self._made_holder(verb)
            said = holder is not None and holder != self.open_subject(verb)  # the name of "a dish ... made with"
            other = (
                holder is not None and holder.ent_type_ in _NO_DISH_TYPES and holder.lemma_.lower() not in _DISH_NOUNS
            )
            if other and not said and not self._lone_name_of_foods(holder, verb):
                return  # "The Statue of Liberty is made of copper": no dish
            dish = self._dish(holder)  # "X, which is made with", "X is a dish made with"
            for prep in v1._children(verb, "prep"):
                if prep.lower_ in ("with", "from", "of") and dish:
                    for value in self._substances(v1._prep_object(prep)):
                        yield Candidate(dish, "ingredient", value)

    def _lone_name_of_foods(self, holder: Token | None, verb: Token) -> bool:
        """A one-word name the NER took for a person's that "is made with" foods only
        ("Hummus is made with chickpeas and lemon juice"): a dish (a person is never made with food).
        Most of the values must be foods the lists know."""
        if holder is None or holder.ent_type_ != "PERSON" or not holder.is_alpha or v1._children(holder, "compound"):
            return False
        preps = [p for p in v1._children(verb, "prep") if p.lower_ in ("with", "from", "of")]
        values = [v for p in preps for v in self._substances(v1._prep_object(p))]
        return bool(values) and 2 * sum(_is_food(v) for v in values) >= len(values)

    def _made_holder(self, verb: Token) -> Token | None:
        """What a "made with" participle is said of: its open subject, or the name a dish noun
        is said of when the parser gave it the dish's country ("X is a dish from Spain made with A")."""
        holder = self.open_subject(verb)
        if verb.dep_ != "acl":
            return holder
        origin = holder is not None and holder.lemma_.lower() in _ORIGIN_NOUNS and not named(holder)
        if holder is not None and not is_country(holder.text) and not origin:
            return holder
        noun = verb.head
        while noun.dep_ in ("pobj", "prep") and noun.head != noun:
            noun = noun.head  # "made" hung on "Spain" of "a dish from Spain"
        return self._dish_noun_holder(noun) or holder

    def _dish_noun_holder(self, noun: Token) -> Token | None:
        """The name a dish noun is said of: "X is a dish ..." and "X, a dish ..." -> X."""
        if noun.lemma_.lower() not in _DISH_NOUNS or named(noun):
            return None
        if noun.dep_ == "attr":
            return self.subject(noun.head)
        return noun.head if noun.dep_ == "appos" else None

    def _dish_contains(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a dish that contains A and B", "X, a soup containing A", "X uses A as an
        ingredient": "contains" keys ingredients only on a noun of food ("the museum contains
        paintings" does not)."""
        noun = verb.head if verb.dep_ in ("relcl", "acl") else None
        holder: Token | None = None
        own = v1._child(verb, "nsubj")
        if own is not None and own.lower_ not in v1._RELATIVE_PRONOUNS:
            return  # "a dish, variations of which include Y": no ingredient of the dish
        if verb.lemma_ in ("contain", "include", "feature") and noun is not None and noun.lemma_.lower() in _DISH_NOUNS:
            holder = self.subject(noun.head) if noun.dep_ == "attr" else (noun.head if noun.dep_ == "appos" else None)
            values = self._substances(v1._child(verb, "dobj"))
        elif verb.lemma_ in ("use", "have"):
            as_ = v1._prep(verb, "as")
            role = v1._prep_object(as_)
            if role is None or role.lemma_.lower() != "ingredient":
                return
            holder = self.subject(verb)
            values = self._substances(v1._child(verb, "dobj"))
            lone = self._lone_name(holder) if holder is not None and self._dish(holder) is None else None
            if lone:  # "Bakso has A as an ingredient": the role says it is a dish
                for value in values:
                    yield Candidate(lone, "ingredient", value)
                return
        else:
            return
        dish = self._dish(holder)
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def _ingredient_owner(self, noun: Token) -> str | None:
        """The dish an "ingredient" or "ingredients" noun belongs to: "of X", "in X", "X's", and
        "X is a soup whose ingredients are ..."."""
        poss = v1._child(noun, "poss")
        if poss is not None and poss.lower_ == "whose" and noun.head.dep_ == "relcl":
            kind = noun.head.head  # "a soup whose ...": the soup is the copula's subject
            holder = self.subject(kind.head) if kind.dep_ == "attr" and kind.lemma_.lower() in _DISH_NOUNS else None
            return self._dish_subject(holder, True)
        clause = noun.head if noun.dep_ in ("nsubj", "nsubjpass") and noun.head.dep_ == "relcl" else None
        where = v1._prep_object(v1._prep(clause, "in")) if clause is not None else None
        if clause is not None and poss is None and where is not None and where.lower_ == "which":
            holder = self._dish_noun_holder(clause.head)  # "X is a dish in which the main ingredients are A"
            return self._dish_subject(holder, True) if holder is not None else None
        owner = poss if poss is not None and (poss.pos_ != "PRON" or poss.i in self.resolved) else None
        for word in ("of", "in", "for"):
            owner = owner or v1._prep_object(v1._prep(noun, word))
        if owner is None and poss is None:
            return self._dish_in_view(noun)  # "Bakso is a dish ... The main ingredients are ..."
        dish = self._dish(owner)
        if dish is None and owner is not None and owner.dep_ == "pobj" and owner.pos_ == "PROPN":
            dish = self._named_value(owner)  # "the ingredients of Tarlenti", a name the NER left untagged
        return dish

    def _dish(self, token: Token | None) -> str | None:
        """A dish's name: a name, a resolved pronoun, or a capitalized noun phrase without an
        article ("Bandeja paisa", "Arros negre", which the pipeline does not take for a name)."""
        if token is None:
            return None
        if self.specific(token):
            return self.entity(token)
        tokens = v1._left_modifiers(token, {"compound", "amod"})
        if token.pos_ != "NOUN" or len(tokens) < 2 or v1._child(token, "det", "poss") is not None:
            return None
        name = v1._text(tokens)
        return name if name[:1].isupper() and not is_lone_head(name) else None

    def _substances(self, head: Token | None) -> list[str]:
        """Each coordinated noun phrase of ``head`` ("rice, red beans and pork belly")."""
        if head is None:
            return []
        values = []
        members = [head, *head.conjuncts]
        for split in [c for c in head.children if c.dep_ == "nmod" and c.conjuncts]:
            members += [split, *split.conjuncts]  # "beef and tapioca flour" parsed as "beef" modifying "flour"
        for split in [c for c in head.lefts if c.dep_ == "amod" and c.pos_ == "NOUN" and c.conjuncts]:
            members += [split, *split.conjuncts]  # "napa cabbage and Korean radish" with "cabbage" an adjective
        members = sorted(members, key=lambda t: t.i)
        last = members[-1]
        after = head.doc[last.i + 1] if last.i + 1 < len(head.doc) else None
        if after is not None and after.pos_ == "NOUN" and after.head.i == head.head.i and after.dep_ == head.dep_:
            members.append(after)  # "... water and olive oil" with "oil" a second object of the verb
        glued = {t.i for t in members if any(m.i == t.i + 1 for m in members)}  # "olive" of "olive oil"
        for token in members:
            if (
                token.pos_ not in ("NOUN", "PROPN")
                or token.lower_ in _NOT_SUBSTANCES
                or token.lower_ in _NOT_INGREDIENTS
                or token.i in glued
            ):
                continue
            name = self._named_value(token) if named(token) else None
            if name is None:
                tokens = v1._strip(v1._left_modifiers(token, {"compound", "amod"}), set(_NOT_SUBSTANCES))
                tokens = [t for t in tokens if t.i == token.i or t.dep_ != "nmod"]
                if token.i - 1 in glued:  # "water and olive oil" parsed as "olive", "oil"
                    tokens = [token.doc[token.i - 1], *tokens]
                name = v1._text(tokens)
            if name and not is_lone_head(name):
                values.append(_with_preparation(token, name) if len(members) == 1 else name)
        return values

    def home_ground(self, verb: Token) -> Iterator[Candidate]:
        """ "X play their home games at Y", "X plays at Y Stadium", "X plays in the Premier
        League" (league), "X competes in Y League". A ground takes "home" wording or the present
        tense ("Liverpool played at Villa Park on Saturday" is one match,
        "The Berlin Philharmonic played at the Hollywood Bowl" a concert); a statement of one day
        or season is no ground, and one of a span ("until 2006", "from 1913 to 2006") keys the
        span as its qualifier, so that a former ground never conflicts with the present one."""
        if verb.lemma_ not in ("play", "compete") or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self._team_subject(verb)
        misread = verb.pos_ == "NOUN" and verb.lower_ in _PRESENT_FORMS  # "X play at Y" read as a noun
        head_aux = [c for c in verb.head.children if c.dep_ in ("aux", "auxpass")]
        joined = verb.tag_ == "VB" and verb.dep_ == "conj" and not v1._children(verb, "aux")
        joined = joined and not any(c.tag_ == "MD" or c.lower_ == "to" for c in head_aux) and verb.head.dep_ != "xcomp"
        present = _is_present(verb) or misread or joined  # "X were founded in 1901 and play at Z": "play" is present
        # a person plays for a club, not in a league; "Lenmouth Rovers play", plural, is a team
        # the pipeline may take for a person
        plural = verb.tag_ in ("VBP", "VB", "NN", "NNS") and subj is not None and subj.pos_ == "PROPN" and present
        entity = self.entity(subj) if subj is not None else None
        # "X is a football club which plays in Y", "AC Norvik plays in Y" (a club's name tagged a person's)
        club = entity is not None and (entity in self.teams or club_name(entity) or town_team(entity))
        games = v1._child(verb, "dobj")
        its = games is not None and any(c.dep_ == "poss" and c.lower_ in ("its", "their") for c in games.children)
        person = subj is not None and subj.ent_type_ == "PERSON" and not plural and not club and not its
        people = subj is not None and (person or subj.lower_ in ("he", "she"))  # "plays its home games": no person
        if subj is None or not self.specific(subj) or people:
            return
        home = games is not None and any(c.lower_ == "home" for c in games.children)
        anchors = [verb, *([games] if games is not None else [])]
        span, one_time = _ground_dates(anchors)
        for prep in [*v1._children(verb, "prep"), *(v1._children(games, "prep") if games is not None else [])]:
            obj = v1._prep_object(prep)
            value = self._named_value(obj)
            if not entity or not value or obj is None:
                continue
            if prep.lower_ == "in" and is_league(value):
                yield Candidate(entity, "league", value, v1.qualifier_of([verb], obj))
                continue
            ground_word = _GROUND_WORDS.search(value) is not None
            if (
                verb.lemma_ != "play"
                or prep.lower_ not in ("at", "in")
                # "Kampstadion", "at Corrie Park" may be tagged a town: "in Menlo Park" is one
                or (obj.ent_type_ == "GPE" and not (stadium_name(value) or (ground_word and prep.lower_ == "at")))
                or (obj.ent_type_ == "LOC" and not ground_word)  # "the Emirates Stadium" may be a LOC
                or one_time
            ):
                continue
            if span or ((home or ground_word) and present):
                # undated past ("played their home games at Highbury") tells a former ground
                # from the present one by nothing: no fact rather than a false conflict
                yield Candidate(entity, "ground", value, span or v1.qualifier_of([verb], obj))

    def misread_play_subject(self, root: Token) -> Token | None:
        """The subject of a sentence whose root is "play"/"compete" read as a noun ("Tarrow
        United play in ..."), for "it"/"they" in the next sentence; else None."""
        if root.pos_ != "NOUN" or root.lower_ not in _PRESENT_FORMS:
            return None
        return self._team_subject(root)

    def _team_subject(self, verb: Token) -> Token | None:
        """The subject of "play"/"compete", also where the parser misread the verb: "X play at Y"
        with "play" a noun and the name its modifier, "X has 12,000 members and plays in Y" with
        "plays" a conjunct of the object, "X is a club which plays in Y" (the copula's subject)."""
        subj = self.subject(verb)
        if subj is not None and subj.dep_ == "attr" and subj.head.lemma_ == "be" and not named(subj):
            return self.subject(subj.head)  # "a football club which plays in ...": the club's name
        named_team = _named_team_noun(subj)
        if named_team is not None:
            return named_team  # "The Polderburg Eagles basketball team plays at ...": the name
        who = any(c.lower_ == "who" and c.dep_ == "nsubj" for c in verb.children)
        if subj is None and who and verb.dep_ == "relcl" and named(verb.head) and verb.head.ent_type_ != "PERSON":
            return verb.head  # "Palm Bay Sharks, who play at Seaview Oval, ...": a team is a "who"
        if subj is not None or verb.pos_ != "NOUN" or verb.lower_ not in _PRESENT_FORMS:
            return subj
        if verb.dep_ == "conj" and verb.head.dep_ == "dobj" and verb.head.head.pos_ in ("VERB", "AUX"):
            return self.subject(verb.head.head)
        first = verb.sent[0]
        before = [c for c in verb.lefts if c.dep_ in ("amod", "compound", "nmod") and c.pos_ == "PROPN"]
        clause_subject = (
            verb.dep_ in ("nsubj", "csubj") and verb.head.lemma_ == "be"
        )  # "X competes in Y and its ground is"
        if (verb.dep_ == "ROOT" or clause_subject) and len(before) == 1 and before[0].left_edge.i == first.i:
            return before[0] if named(before[0]) else None
        return None

    def domain_patterns(self, verb: Token) -> Iterator[Candidate]:
        """The fifth round's patterns, on a verb: the kinds of text the tune part lacks."""
        yield from self.dish_contains(verb)
        yield from self.dish_origin(verb)
        yield from self.dish_made_of(verb)
        yield from self.class_counts(verb)
        yield from self.members_of(verb)
        yield from self.affiliation_noun(verb)
        yield from self.work_participle(verb)
        yield from self.plays_as(verb)
        yield from self.player_clubs(verb)
        yield from self.home_of(verb)
        yield from self.place_home_to(verb)
        yield from self.title_by(verb)
        yield from self.subsidiary(verb)
        yield from self.founding_place(verb)

    def refine_leagues(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A team's membership of a league is its league ("Lenmouth Rovers is a member of the
        Northern League"); a university's of an athletic conference, a person's or a country's
        ("Egypt is a member of the Arab League") stays a membership."""
        others = {e.text for e in sent.ents if e.label_ in ("PERSON", "GPE", "LOC", "NORP")}
        topic = self.topic
        if topic is not None and topic.label in ("PERSON", "GPE", "LOC", "NORP"):
            others.add(topic.name)
        for key, fact in list(found.items()):
            if fact.relation != "member of" or not is_league(fact.value) or _is_building_name(fact.entity):
                continue
            if set(normalize_text(fact.entity).split()) & _SCHOOL_WORDS or fact.value.endswith("Conference"):
                continue
            if fact.entity in others or (
                fact.entity in self.from_topic and topic is not None and topic.kind == "person"
            ):
                continue
            del found[key]
            found.setdefault((fact.entity, "league", fact.value), replace(fact, relation="league"))

    def members_of(self, verb: Token) -> Iterator[Candidate]:
        """ "Lenmouth Rovers are members of the Northern League": a plural membership (the
        singular is :meth:`copula_open`'s)."""
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if attr is None or attr.lower_ != "members" or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = self.subject(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        value = self._named_value(v1._prep_object(v1._prep(attr, "of")))
        if entity and value and not v1._children(attr, "compound", "amod"):
            yield Candidate(entity, "member of", value)

    def affiliation_noun(self, verb: Token) -> Iterator[Candidate]:
        """ "X is an affiliate of Y", "X has an affiliation with Y", "X's affiliations include Y"."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        noun = v1._child(verb, "attr", "dobj") if verb.lemma_ in ("be", "have") else None
        subj = self.subject(verb)
        values: list[Token | None] = []
        if noun is not None and noun.lemma_.lower() == "affiliate" and verb.lemma_ == "be":
            values = [v1._prep_object(v1._prep(noun, "of"))]
        elif noun is not None and noun.lemma_.lower() == "affiliation" and verb.lemma_ == "have":
            values = [v1._prep_object(v1._prep(noun, "with") or v1._prep(noun, "to"))]
        elif verb.lemma_ == "include" and subj is not None and subj.lemma_.lower() == "affiliation":
            poss = v1._child(subj, "poss")
            subj = poss if poss is not None and (poss.pos_ != "PRON" or poss.i in self.resolved) else None
            values = [v1._child(verb, "dobj")]
        if subj is None or not self.specific(subj) or subj.ent_type_ == "PERSON":
            return
        entity = self.entity(subj)
        for head in values:
            for value in [self._named_value(t) for t in ([head, *head.conjuncts] if head is not None else [])]:
                if entity and value:
                    yield Candidate(entity, "affiliation", value)

    def work_participle(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a novel by Anna Pell, published by Viking Press in 1998": the participle the
        parser hangs on the author tells of the work (a person is not published)."""
        if verb.lemma_ != "publish" or verb.tag_ != "VBN" or verb.dep_ != "acl" or verb.head.ent_type_ != "PERSON":
            return
        by = verb.head.head
        work = by.head if by.dep_ == "prep" and by.lower_ == "by" else None
        if work is None or work.lemma_.lower() not in _WRITTEN_WORKS or work.dep_ != "attr":
            return
        subj = self.subject(work.head)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        agent = v1._prep_object(v1._child(verb, "agent"))
        value = self._named_value(agent)
        when = next(
            (v1.date_phrase(o) for o in map(v1._prep_object, v1._children(verb, "prep")) if o is not None), None
        )
        if entity and value:
            yield Candidate(entity, "published by", value)
        if entity and when:
            yield Candidate(entity, "published", when)

    def _dish_in_view(self, noun: Token) -> str | None:
        """The dish a bare "the ingredients" at a sentence's start names: the topic when it is a
        dish, or the previous subject when it was given ingredients."""
        det = v1._child(noun, "det")
        if noun.left_edge.i != noun.sent.start or (det is not None and det.lower_ != "the"):
            return None
        previous, topic = self.previous, self.topic
        if previous is not None and previous[0] in self.dishes:
            self.from_previous.add(previous[0])
            return previous[0]
        if topic is not None and (topic.name in self.dishes or topic.nouns & _DISH_NOUNS):
            self.from_topic.add(topic.name)
            return topic.name
        return None

    def player_clubs(self, verb: Token) -> Iterator[Candidate]:
        """A person's club where the plain "X plays for Y" rule misses it: "X used to play for Y"
        (a former club is a club: the relation has several values), "X plays in the Premier League
        for Y" (the club and the player's league), "X represents the Portugal national under-21
        football team" (a national side, named whole)."""
        if verb.pos_ != "VERB" or any(c.dep_ == "neg" for c in verb.children):
            return
        if verb.lemma_ == "represent":
            subj = self.subject(verb)
            team = _national_side(v1._child(verb, "dobj"))
            entity = self.entity(subj) if subj is not None and subj.ent_type_ == "PERSON" and named(subj) else None
            if entity and team:
                yield Candidate(entity, "club", team)
            return
        if verb.lemma_ == "join":
            yield from self._joined_club(verb)
            return
        if verb.lemma_ != "play":
            return
        used = verb.dep_ == "xcomp" and verb.head.lower_ == "used" and v1._child(verb, "aux") is not None
        subj = self.subject(verb.head if used else verb)
        he = subj is not None and subj.lower_ in ("he", "she") and subj.i in self.resolved
        if subj is None or ((subj.ent_type_ != "PERSON" or not named(subj)) and not he):
            return
        entity = self.entity(subj)
        side = _national_side(v1._prep_object(v1._prep(verb, "for")))
        if entity and side:
            yield Candidate(entity, "club", side)  # "played for the Uruguay national football team"
            return
        league = v1._prep_object(v1._prep(verb, "in"))
        league_name = self._named_value(league) if league is not None else None
        inner = league is not None and league_name is not None and is_league(league_name)
        club = v1._prep_object(v1._prep(league, "for")) if inner and league is not None else None
        if used:
            club = v1._prep_object(v1._prep(verb, "for"))
        value = self._named_value(club) if club is not None else None
        if not entity or not value or club is None or not _team_named(club, value):
            return
        yield Candidate(entity, "club", value)
        for other_club in club.conjuncts if used else ():  # "used to play for A and B"
            name = self._named_value(other_club) if named(other_club) else None
            if name and name != entity and _team_named(other_club, name):
                yield Candidate(entity, "club", name)
        doc, after = club.doc, club.i + 1
        if used and after + 1 < len(doc) and doc[after].lower_ == "and" and club.dep_ == "pobj":
            other = doc[after + 1]  # "used to play for A and B", B hung elsewhere by the parser
            name = self._named_value(other) if named(other) and other.head.i != club.i else None
            if name and club_name(name) and name != entity:
                yield Candidate(entity, "club", name)
        if inner and league_name:
            yield Candidate(entity, "league", league_name)

    def _joined_club(self, verb: Token) -> Iterator[Candidate]:
        """ "X joined Lenmouth Rovers in 2015", "X played for A before joining B": a person joins
        a club only where the name reads as a club's ("joined NASA" names an employer)."""
        subj = self.subject(verb)
        if subj is None and verb.dep_ == "pcomp" and verb.head.lower_ in ("before", "after"):
            subj = self.subject(verb.head.head)  # "X played for A before joining B": X
        club = v1._child(verb, "dobj")
        value = self._named_value(club) if club is not None else None
        if subj is None or subj.ent_type_ != "PERSON" or not named(subj) or not value or not club_name(value):
            return
        entity = self.entity(subj)
        if entity:
            yield Candidate(entity, "club", value)

    def plays_as(self, verb: Token) -> Iterator[Candidate]:
        """ "Tom Baxter plays as a striker for Lenmouth Rovers": the club of a player's role."""
        if verb.lemma_ != "play" or any(c.dep_ == "neg" for c in verb.children):
            return
        role = v1._prep_object(v1._prep(verb, "as"))
        if role is not None:
            subj = self.subject(verb)
            if subj is not None:
                yield from self.player_for(subj, role)

    def _home_to(self, verb: Token) -> tuple[Token, list[Token]] | None:
        """(the subject, the things it is home to) of a present "X is (the) home to/of A and B"."""
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if attr is None and verb.lemma_ == "be":  # "Adams County, Pennsylvania, is home to X": "home" an adverb
            attr = next((c for c in v1._children(verb, "advmod") if c.lower_ == "home" and c.i > verb.i), None)
        if attr is None or attr.lower_ != "home" or v1._children(attr, "compound", "amod"):
            return None
        if any(c.dep_ == "neg" for c in verb.children) or not _is_present(verb):
            return None
        subj = self.subject(verb)
        thing = v1._prep_object(v1._prep(attr, "to") or v1._prep(attr, "of"))
        if subj is None or thing is None:
            return None
        return subj, [thing, *thing.conjuncts]

    def home_of(self, verb: Token) -> Iterator[Candidate]:
        """ "Kelsey Park is home to Lenmouth Rovers", "Kelsey Park is the home of X": a ground's
        team (the subject must be named as a ground: "the Louvre is home to X" is no ground)."""
        home = self._home_to(verb)
        ground = self.entity(home[0]) if home is not None and named(home[0]) else None
        if home is None or not ground or _GROUND_WORDS.search(ground) is None:
            return
        if home[1][0].ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
            return
        for member in home[1]:
            value = self._named_value(member) if named(member) else None
            if value:
                yield Candidate(value, "ground", ground)

    def place_home_to(self, verb: Token) -> Iterator[Candidate]:
        """ "Texas is home to the Andrews County Airport", "Lenmouth is (the) home of X": a place
        is where the things it is home to are (not people or peoples: "home to the Sami")."""
        home = self._home_to(verb)
        place = self._named_value(home[0]) if home is not None and _is_place_name(home[0]) else None
        if home is None or not place:
            return
        for member in home[1]:
            value = self._named_value(member) if named(member) else None
            if value and member.ent_type_ not in ("PERSON", "NORP"):
                yield Candidate(value, "located in", place)

    def title_by(self, verb: Token) -> Iterator[Candidate]:
        """ "The Silent Harbour by Anna Pell was published by ...", "X by Anna Pell is a novel":
        a work's title with "by" and a person, as the subject of a verb of publishing or of a
        copula naming a written work, names the work's author."""
        subj = v1._child(verb, "nsubj", "nsubjpass")
        if subj is None or not named(subj) or any(c.dep_ == "neg" for c in verb.children):
            return
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        work = verb.lemma_ in _WRITING_VERBS or (attr is not None and attr.lemma_.lower() in _WRITTEN_WORKS)
        person = v1._prep_object(v1._prep(subj, "by"))
        entity, value = self.entity(subj), self._named_value(person)
        if work and person is not None and person.ent_type_ == "PERSON" and entity and value:
            yield Candidate(entity, "author", value)

    def subsidiary(self, verb: Token) -> Iterator[Candidate]:
        """ "Kelsey Hotels is a subsidiary of Hotels Ltd": the parent company owns it (the
        catalog's ``owner``; "parent company" is one of its names)."""
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if attr is None or attr.lemma_.lower() != "subsidiary" or any(c.dep_ == "neg" for c in verb.children):
            return
        if not _is_present(verb):
            return  # "was a subsidiary of Y until 2001": a former owner
        subj = self.subject(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        parent = v1._prep_object(v1._prep(attr, "of"))
        value = self._named_value(parent)
        if entity and value and subj is not None and subj.ent_type_ not in ("PERSON", "GPE", "LOC"):
            yield Candidate(entity, "owner", value, v1.qualifier_of([verb], parent))

    def founding_place(self, verb: Token) -> Iterator[Candidate]:
        """ "Kelsey Hotels was founded in Oslo (in 1950)": where an organisation was founded; a
        town or building "founded in Texas" is located there, which is another fact."""
        if (
            verb.lemma_ not in ("found", "establish")
            or not _is_passive(verb)
            or any(c.dep_ == "neg" for c in verb.children)
        ):
            return
        subj = self.open_subject(verb)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        label = self.topic.label if subj is not None and subj.i in self.resolved and self.topic is not None else ""
        if not entity or (subj is not None and subj.ent_type_ != "ORG" and label != "ORG"):
            return
        if " " not in entity:
            return  # "Kelsey was founded in Texas": a one-word name is as often a town's
        for prep in v1._children(verb, "prep"):
            place = v1._prep_object(prep)
            if prep.lower_ == "in" and place is not None and _is_place_name(place):
                value = self._named_value(place)
                more = [a for a in v1._children(place, "appos") if _is_place_name(a) and a.i == place.i + 2]
                if value and more:  # "Washington, D.C.": the place with the larger place after it
                    value = place.doc[place.i : more[0].i + 1].text
                if value:
                    yield Candidate(entity, "founding place", value)
                return

    def _team_antecedent(self) -> str | None:
        """What a sentence-opening "They"/"Their" names: the previous subject or the topic when
        it is a team, by its name ("... FC"), its class noun ("a football club") or an earlier
        league, ground or manager fact; a plural "they" is never another thing."""
        previous, topic = self.previous, self.topic
        if previous is not None and (
            previous[0] in self.teams
            or club_name(previous[0])
            or (previous[1] != "person" and self._is_team(previous[0]))
        ):
            self.from_previous.add(previous[0])
            return previous[0]
        if topic is not None and (
            topic.name in self.teams or (topic.kind != "person" and self._is_team(topic.name, topic.nouns))
        ):
            self.from_topic.add(topic.name)
            return topic.name
        return None

    @staticmethod
    def _of_title_description(token: Token) -> bool:
        """ "the college" in "The dean of the college is Y" opening a sentence: "the" + one
        common noun after "of", under the sentence's first subject noun (a title or relation)."""
        if token.pos_ != "NOUN" or token.tag_ != "NN" or token.dep_ != "pobj" or token.head.lower_ != "of":
            return False
        owner = token.head.head
        start = owner.sent.start
        if owner.dep_ not in ("nsubj", "nsubjpass") or owner.pos_ != "NOUN" or owner.i > start + 2:
            return False
        det = v1._child(owner, "det")
        if det is None or det.i != start or det.lower_ != "the":  # "A notable alumnus of the ...": no title
            return False
        children = [c for c in token.children if c.dep_ != "punct"]
        return len(children) == 1 and children[0].lower_ == "the" and children[0].i == token.i - 1

    def _titled_owner(self, token: Token) -> str | None:
        """The previous subject or the topic that "the college" of "The dean of the college is
        Y" names; never some other name of the last sentence (an affiliate, a rival)."""
        name = self._antecedent("thing", token.lemma_.lower(), token)
        previous, topic = self.previous, self.topic
        if name is not None and (previous is None or name != previous[0]) and (topic is None or name != topic.name):
            self.from_previous.discard(name)
            return None
        return name

    def _known_as(self, name: str, noun: str) -> bool:
        """Whether earlier facts of the paragraph make ``name`` a team or a dish that ``the
        <noun>`` names ("the club", "the dish")."""
        team = name in self.teams and noun in ("club", "team", "side")
        return team or (name in self.dishes and noun in _DISH_NOUNS)

    @staticmethod
    def _is_team(name: str, nouns: frozenset[str] = frozenset()) -> bool:
        return bool({"club", "team"} & (_name_nouns(name) | nouns))

    def _lone_name(self, token: Token | None) -> str | None:
        """A one-word name the pipeline reads as a common noun: the sentence's capitalized first
        word, with no article ("Gazpacho", "Bakso"); never a pronoun, date or nationality."""
        if token is None or token.i != token.sent.start or token.pos_ not in ("NOUN", "PROPN"):
            return None
        if not token.text[:1].isupper() or not token.is_alpha or v1._children(token, "det", "poss", "compound", "amod"):
            return None
        return token.text if token.ent_type_ in ("", "ORG", "PRODUCT", "WORK_OF_ART") else None

    def _dish_evidence(self, subj: Token) -> bool:
        """Whether a subject is said to be a dish: its own noun ("Arrabbiata sauce", "the dish"),
        an apposition ("Bakso, an Indonesian dish,"), or the topic's class noun ("It")."""
        if subj.lemma_.lower() in _DISH_NOUNS:
            return True
        if any(c.dep_ == "appos" and c.lemma_.lower() in _DISH_NOUNS for c in subj.children):
            return True
        if named(subj) and any(
            c.dep_ == "compound" and c.is_lower and c.lemma_.lower() in _DISH_NOUNS for c in subj.lefts
        ):
            return True  # "The Austrian pastry Mohnrolle"
        name = self.resolved.get(subj.i) or self.entity(subj) or self._lone_name(subj)
        topic = self.topic
        return topic is not None and name == topic.name and bool(topic.nouns & _DISH_NOUNS)

    def _other_kind(self, subj: Token) -> bool:
        """Whether a subject is said to be something other than a dish: a place, person, building
        or work by its NER label, or a topic whose class noun is no dish ("a cargo ship")."""
        if subj.ent_type_ in ("GPE", "LOC", "FAC", "NORP", "EVENT", "WORK_OF_ART"):
            return True
        if subj.ent_type_ == "PERSON" and (" " in subj.text or subj.i != subj.sent.start):
            return True  # a one-word first name is as often a dish the pipeline took for a person
        name = self.resolved.get(subj.i) or self.entity(subj) or self._lone_name(subj)
        topic = self.topic
        food = _DISH_NOUNS | {"course"}  # "X is a main course": a dish
        return topic is not None and name == topic.name and bool(topic.nouns) and not topic.nouns & food

    def _dish_subject(self, subj: Token | None, evidence: bool) -> str | None:
        """The dish a subject names: a name, a resolved "It"/"The dish", a capitalized noun
        phrase, or (with ``evidence`` that it is a dish) a lone capitalized first word."""
        if subj is None:
            return None
        dish = self._dish(subj)
        if dish is None and evidence:
            dish = self._lone_name(subj)
        return dish

    def dish_contains(self, verb: Token) -> Iterator[Candidate]:
        """ "Arrabbiata sauce contains tomatoes and chili peppers", "It contains beef" (on a dish
        topic), "Bakso contains beef and noodles": a main verb "contains" keys ingredients when
        the subject is a dish, or when every value is a food ("The museum contains paintings"
        keys nothing)."""
        if verb.lemma_ not in ("contain", "include", "feature") or verb.dep_ == "acl":
            return
        if _is_passive(verb) or any(c.dep_ == "neg" for c in verb.children):
            return
        subj = v1._child(verb, "nsubj")
        if subj is None and verb.dep_ == "conj":
            subj = self.subject(verb)  # "Bakso comes from Indonesia and contains beef"
        if verb.dep_ == "relcl":  # "Arrabbiata sauce, which contains garlic, is ...": on a subject only
            own = subj is not None and subj.lower_ in v1._RELATIVE_PRONOUNS
            subj = verb.head if own and verb.head.dep_ in ("nsubj", "nsubjpass") else None
        if subj is None or subj.lemma_.lower() in ("ingredient", "recipe"):
            return  # "The ingredients include A": the fourth round's pattern
        values = self._substances(v1._child(verb, "dobj"))
        evidence = self._dish_evidence(subj)
        foods = bool(values) and all(_is_food(v) for v in values) and not self._other_kind(subj)
        dish = self._dish_subject(subj, evidence or foods) if evidence or foods else None
        if dish and (
            evidence or not self._other_kind(subj)
        ):  # "Bionico, a dessert, contains A": NER took it for a place
            for value in values:
                yield Candidate(dish, "ingredient", value)

    def dish_made_of(self, verb: Token) -> Iterator[Candidate]:
        """ "Bakso is made from beef", "Bakso is a dish made with ground beef": a one-word dish
        name the pipeline reads as a common noun, said to be a dish or made of foods only (the
        fourth round's pattern reads the other names)."""
        made = _is_passive(verb) or (verb.dep_ == "acl" and verb.lower_ == "made")  # "a dish made with", tagged VBD
        if verb.lemma_ != "make" or not made or any(c.dep_ == "neg" for c in verb.children):
            return
        if v1._children(verb, "oprd", "acomp", "xcomp", "ccomp", "prt"):
            return
        opened = self.open_subject(verb)
        holder = self._made_holder(verb)
        if holder is None or self._dish(holder) is not None:
            return
        values = [
            value
            for prep in v1._children(verb, "prep")
            if prep.lower_ in ("with", "from", "of")
            for value in self._substances(v1._prep_object(prep))
        ]
        said = verb.dep_ == "acl" and (verb.head.lemma_.lower() in _DISH_NOUNS or holder != opened)
        foods = bool(values) and all(_is_food(v) for v in values) and not self._other_kind(holder)
        evidence = said or self._dish_evidence(holder) or foods
        dish = self._lone_name(holder) if evidence else None
        for value in values if dish else []:
            yield Candidate(dish or "", "ingredient", value)

    def dish_origin(self, token: Token) -> Iterator[Candidate]:
        """A dish's country: "Gazpacho is a cold soup from Spain", "X is a traditional dish of
        Indonesia", "X is an Italian sauce", "X is a soup that originates from Spain", "X
        originates from Andalusia in Spain" (the country that ends the chain; a region alone
        keys nothing, as the catalog has no relation for it)."""
        if any(c.dep_ == "neg" for c in token.children):
            return
        if token.lemma_ == "be" and token.pos_ in ("AUX", "VERB") and v1._child(token, "attr") is None:
            # "It is from Indonesia" on a dish topic; "Kelsey stew is from Norway" keys nothing, as
            # a bare "is from" is too often a distance or a person's origin
            subj = self.subject(token)
            if subj is None or subj.i not in self.resolved or not self._dish_evidence(subj):
                return
            dish = self._dish_subject(subj, True)
            prep = v1._prep(token, "from")
            if prep is None or any(t.lower_ in _SPATIAL_WORDS for t in token.doc[token.i : prep.i]):
                return  # "The dish is sold far from Spain": a distance
            origins = [self._origin_country(v1._prep_object(prep))]
        elif token.lemma_ == "be" and token.pos_ in ("AUX", "VERB"):
            attr = v1._child(token, "attr")
            if attr is None or not _dish_class(attr) or attr.tag_ != "NN":
                return
            subj = self.subject(token)
            if subj is None or _people_name(subj) or _known_place(subj):
                return  # a name tagged as a person's or a place's is a dish when the sentence says so ("X is an Indonesian dish")
            dish = self._dish_subject(subj, True) or _mistagged_dish(subj)
            places = [v1._prep_object(v1._prep(holder, "from")) for holder in (attr, token)]
            places.append(v1._prep_object(v1._prep(attr, "of")))
            clause = next((c for c in attr.children if c.dep_ == "relcl" and c.lemma_ in ("come", "originate")), None)
            places.append(v1._prep_object(v1._prep(clause, "from")) if clause is not None else None)
            found = next((c for c in attr.children if c.dep_ in ("acl", "relcl") and c.lemma_ == "find"), None)
            if found is not None and (_is_passive(found) or (found.dep_ == "acl" and found.tag_ == "VBN")):
                # "a dish found in Y", "a food that is found in Y"
                places.append(v1._prep_object(v1._prep(found, "in")))
            origins = [self._origin_country(p) for p in places]
            origins += _demonym_countries(attr)
            for word in ("of", "in"):  # "a dessert of Spanish origin", "a starter in Italian cuisine"
                kind = v1._prep_object(v1._prep(attr, word))
                if kind is not None and kind.lemma_.lower() in _ORIGIN_NOUNS:
                    origins += _demonym_countries(kind)
        elif token.lemma_ in ("originate", "come") or (token.lower_ == "originates" and token.pos_ == "NOUN"):
            # "Ajoblanco originates from ...", which the pipeline may read as a plural noun
            subj = self.subject(token) if token.pos_ == "VERB" else None
            subj = subj or v1._child(
                token, "compound"
            )  # "Kolvash originates" with the name read as the verb's compound
            if subj is None or subj.ent_type_ in ("NORP", "GPE", "LOC", "FAC"):
                return
            beside = [t for t in token.lefts if t.dep_ in ("compound", "amod")] if token.pos_ == "NOUN" else []
            if any(t.text not in (self.entity(subj) or "") for t in beside):
                return  # "Kelsey stew originates" read as a noun: "Kelsey" alone is no dish
            if subj.ent_type_ == "PERSON" and (" " in subj.text or token.lemma_ == "come"):
                return  # "Anna Pell originates from Norway": a person's origin is another fact
            evidence = self._dish_evidence(subj)
            if token.lemma_ == "come" and not evidence:
                return  # "X comes from Y" is the fourth round's, on a name or a country
            dish = self._dish_subject(subj, evidence or subj.i == subj.sent.start)
            place = v1._prep_object(v1._prep(token, "from"))
            origins = [self._origin_country(place)]
            if place is not None and not is_country(self._named_value(place) or ""):
                origins.append(self._origin_country(v1._prep_object(v1._prep(token, "in"))))
        else:
            return
        country = next((c for c in origins if c), None)
        if dish and country:
            yield Candidate(dish, "country", country)

    def apposed_dish_country(self, noun: Token) -> Iterator[Candidate]:
        """ "Ostrenka, a Polish dish, is ...": the nationality of a dish noun in apposition to a
        name is the dish's country."""
        if (
            noun.dep_ != "appos"
            or not _dish_class(noun)
            or named(noun)
            or _people_name(noun.head)
            or _known_place(noun.head)
        ):
            return
        dish = self._dish_subject(noun.head, True) or _mistagged_dish(noun.head)
        country = next(iter(_demonym_countries(noun)), None)
        if dish and country:
            yield Candidate(dish, "country", country)

    def _origin_country(self, place: Token | None) -> str | None:
        """The country a place of origin names or ends with: "Spain", "Andalusia in Spain",
        "Andalusia, Spain", "the Andalusia region of Spain"."""
        if place is None:
            return None
        chain: list[Token | None] = [place, *v1._children(place, "appos")]
        for word in ("in", "of"):
            chain.append(v1._prep_object(v1._prep(place, word)))
        for link in chain:
            value = self._named_value(link)
            if link is not None and value and is_country(value):
                return value
        return None


def _team_named(team: Token, value: str) -> bool:
    """Whether a player's team is named as one: an organisation, a club's name, never a place,
    a person or a country."""
    if team.ent_type_ == "ORG" or club_name(value):
        return True
    return team.ent_type_ not in ("GPE", "LOC", "DATE", "NORP", "PERSON") and " " in value and not is_country(value)


def _national_side(obj: Token | None) -> str | None:
    """The whole name of a national side, "the Portugal national under-21 football team" ->
    "Portugal national under-21 football team"; None for any other object."""
    if obj is None or obj.lemma_.lower() not in ("team", "side", "squad") or v1._children(obj, "prep", "relcl", "acl"):
        return None
    words = [t for t in obj.doc[obj.left_edge.i : obj.i + 1] if t.dep_ not in ("det", "poss")]
    if not any(t.lower_ == "national" for t in words) or not words or not words[0].text[:1].isupper():
        return None
    return obj.doc[words[0].i : obj.i + 1].text


def _named_team_noun(noun: Token | None) -> Token | None:
    """The name before "team"/"club" in "the Polderburg Eagles basketball team": the one proper
    noun compound of the class noun, else None."""
    if noun is None or noun.pos_ != "NOUN" or noun.lemma_.lower() not in ("team", "club"):
        return None
    det = v1._child(noun, "det")
    names = [c for c in v1._children(noun, "compound") if c.pos_ == "PROPN" and named(c)]
    return names[0] if det is not None and det.lower_ == "the" and len(names) == 1 else None
