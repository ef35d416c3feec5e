"""``spacy-rules.v2`` facts about monuments, memorials and buildings (issue 10, session 21): what
they are made of ("X is made of red granite", "The material used in X is granite"), whom they
commemorate ("dedicated to the miners of Ordway", "erected in memory of ..."), the nearest city
("The nearest city to X is Y"), and (session 23) where a monument stands ("X stands in Y", "X is
a war memorial in Y", "The X Memorial in Y ...") and who designed it when the clause hangs on
its class noun ("X is a memorial in Y that was designed by Z"). Session 27: names with a
possessive whose owner NER reads as a person ("The Miner's Statue") or with "of" ("the Veterans
Memorial of Pike County", both spans added by ``name_spans``), the designer in "X, a bronze statue
by Y,", dedications restricted by "who" ("those who died in 1990"), "stands in" a town tagged as
an organisation. "near Y" is no nearest city (a functional relation: it would conflict with a
stated nearest city). Round 14: where a named monument was established, unveiled or opened
("established in 1947 in the municipality of Zagreb, Croatia"), "In Vilnius, Lithuania, there is
the X Monument", "Uruguay is home to X" (a country the tagger missed), "designed by Y and made
from concrete", "dedicated to those killed in 1990", the sculptor or creator of a monument as its
designer, "Its designer, Arthur Penn, was English", and "Y designed the X Monument. It ..." (the
monument).
Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from ..resolve.demonyms import is_demonym
from . import spacy_rules as v1
from .common_v2 import RulesState, _coordinated, _is_country_place, _is_passive, _is_place_name, _unwrap_place
from .events_v2 import role_named_person
from .nations_v2 import _stray_subject
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

MATERIAL = "material"
DEDICATED_TO = "dedicated to"
NEAREST_CITY = "nearest city"
MATERIALS = frozenset(
    [
        "granite",
        "marble",
        "bronze",
        "limestone",
        "sandstone",
        "brick",
        "concrete",
        "steel",
        "stone",
        "wood",
        "timber",
        "iron",
        "copper",
        "glass",
        "basalt",
        "travertine",
        "gold",
        "silver",
        "plaster",
        "terracotta",
        "aluminium",
        "aluminum",
        "clay",
        "brass",
        "tin",
        "lead",
        "slate",
        "porphyry",
        "alabaster",
        "quartzite",
        "cement",
        "ceramic",
        "masonry",
        "oak",
        "pine",
        "fibreglass",
        "fiberglass",
        "titanium",
        "tuff",
        "rock",
        *("gritstone", "flint", "ironstone", "dolerite", "diorite", "gneiss", "schist", "onyx", "jade"),
        *("zinc", "nickel", "resin", "adobe", "mudbrick", "ivory", "stucco"),
    ]
)
"""Building and sculpting materials: a material fact needs one as its head noun, so that "made
from bread" (a dish) and "made of volunteers" give none."""
MADE_VERBS = frozenset(["make", "build", "construct", "carve", "cast", "sculpt", "fashion", "erect"])
MADE_PREPOSITIONS = ("of", "from", "in", "out", "with")
COMMEMORATE_VERBS = frozenset(["commemorate", "honour", "honor", "memorialize", "memorialise"])
MEMORY_NOUNS = frozenset(["memory", "honour", "honor", "remembrance", "commemoration"])
# Class nouns of a monument: "X is a war memorial in Y", "The X Statue in Y".
MONUMENT_NOUNS = frozenset(
    [
        *("memorial", "monument", "statue", "sculpture", "obelisk", "cenotaph", "mausoleum", "shrine", "plaque"),
        *("bust", "cairn", "fountain"),
    ]
)
# Verbs of a monument's designer, in "X is a memorial in Y that was designed by Z".
_DESIGN_VERBS = frozenset(["design", "sculpt"])
_NEAR_ADJECTIVES = frozenset(["nearest", "closest"])
_CITY_NOUNS = frozenset(["city", "town"])
_MAX_WORDS = 12


def _material_word(word: Token, material: Token) -> bool:
    """Whether a modifier belongs to a material's name: an adjective or a noun ("red
    sandstone", "rock salt"), or a capitalized word right before it ("Welsh slate", "Portland
    stone", "Carrara marble")."""
    if word.pos_ in ("ADJ", "NOUN"):
        return True
    return word.pos_ == "PROPN" and word.i == material.i - 1 and word.text[:1].isupper()


class MonumentRules(RulesState):
    """Material, dedication and nearest city of a named monument or building."""

    def monument_facts(self, verb: Token) -> Iterator[Candidate]:
        """The monument patterns on a verb."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        yield from self.made_of(verb)
        yield from self.dedicated(verb)
        yield from self.nearest_city(verb)
        yield from self.monument_place(verb)
        yield from self.designed_memorial(verb)
        yield from self.placed_when_set_up(verb)
        yield from self.sculpted(verb)
        yield from self.there_is_in_place(verb)
        yield from self.country_home_to(verb)
        yield from self.object_monument_in(verb)
        yield from self.located_there(verb)
        yield from self.monument_belongs_to(verb)

    def monument_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "The Harbour Angel, a bronze statue by Elin Moberg, stands in Y": the material a
        monument's apposed class noun names, as for "X is a bronze statue", and its designer (a
        person after "by")."""
        det = v1._child(appos, "det")
        if named(appos) or det is None or det.lower_ not in ("a", "an"):
            return
        stuff = [c for c in appos.lefts if c.dep_ in ("amod", "compound") and c.lower_ in MATERIALS]
        if appos.lemma_.lower() not in MONUMENT_NOUNS and not (appos.lemma_.lower() == "structure" and stuff):
            return  # "X, a limestone structure designed by Y,": the material says it is built
        head = appos.head
        if not named(head) or head.ent_type_ in ("GPE", "NORP", "DATE"):
            return
        for member in stuff:
            yield from self._materials(head, member)
        maker = v1._prep_object(v1._prep(appos, "by"))
        designed = next((c for c in v1._children(appos, "acl") if c.lemma_ in _DESIGN_VERBS and c.tag_ == "VBN"), None)
        if maker is None and designed is not None:  # "X, a granite obelisk designed by Y,"
            maker = v1._prep_object(v1._child(designed, "agent"))
        entity = self.entity(head) if self.specific(head) else None
        person = maker is not None and (
            maker.ent_type_ == "PERSON" or (maker.ent_type_ == "ORG" and v1._child(maker, "det") is None)
        )  # "by Arne Holt", tagged an organisation, is a sculptor; "by the Oslo Council" is none
        value = self._named_value(maker) if maker is not None and person else None
        if entity and value and value != entity:
            yield Candidate(entity, "designed by", value)  # "X, a bronze statue by Elin Moberg,"

    def _monument_subject(self, verb: Token) -> Token | None:
        """The subject of a verb, an unresolved "it" of a later clause read as the sentence's
        "It"/"Its" ("Its nearest city is Y and it is made of granite")."""
        if verb.dep_ in ("relcl", "acl") and verb.head.dep_ == "attr" and verb.head.lemma_.lower() in MONUMENT_NOUNS:
            return self.subject(verb.head.head)  # "X is a monument in Poland which is made of bronze": X
        subj = self.subject(verb)
        return same_it(self.resolved, subj) or subj

    def monument_place(self, verb: Token) -> Iterator[Candidate]:
        """Where a monument is: "X stands in Y", "X, which stands in Y", "X is a (war) memorial
        in Y", "The X Memorial in Y was ..." (a subject named as a monument): Y's location, a
        named place (a country becomes the country later, as for "located in")."""
        own = v1._child(verb, "nsubj", "nsubjpass")
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        subj: Token | None
        holder: Token | None
        if own is not None and named(own) and monument_name(own.text) and v1._prep(own, "in") is not None:
            subj, holder = own, own  # "The Kelton War Memorial in Kelton was designed by ..."
        elif verb.lemma_ == "stand" and verb.pos_ == "VERB":
            subj, holder = self.subject(verb), verb
        elif attr is not None and attr.lemma_.lower() in MONUMENT_NOUNS and not named(attr):
            subj, holder = self.subject(verb), attr
        else:
            return
        if subj is None or not self.specific(subj):
            return
        said = said_monument(subj, holder) or (subj.i in self.resolved and monument_name(self.resolved[subj.i]))
        if subj.ent_type_ in ("NORP", "GPE") or (subj.ent_type_ == "LOC" and not said):
            return  # "the Liberty Obelisk", tagged a place, is a monument still
        if subj.ent_type_ == "PERSON" and not said:
            return  # "Anna Pell stands in Kelton"; "The Ostrava Memorial", tagged a person's, is a monument
        if any(p.lower_ == "for" for p in v1._children(verb, "prep")):
            return  # "Anna Pell stands in Kelton for the council": a candidate
        written = v1._prep_object(v1._prep(holder, "in"))
        place = _unwrap_place(written)
        unwrapped = place is not None and written is not None and place.i != written.i  # "the district of Altona"
        placed = place is not None and (_is_country_place(place) or (said and (_untagged_place(place) or unwrapped)))
        value = self._named_value(place) if place is not None and placed else None
        entity = self.entity(subj)
        if entity and value and value != entity:
            yield Candidate(entity, "located in", value)

    def designed_memorial(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a war memorial in Y that was designed by Z": the clause hangs on the class
        noun, whose copula's subject the monument is."""
        if verb.lemma_ not in _DESIGN_VERBS or verb.dep_ not in ("relcl", "acl") or not _is_passive(verb):
            return
        noun = verb.head
        if noun.lemma_.lower() not in MONUMENT_NOUNS or noun.dep_ != "attr" or named(noun):
            return
        agent = v1._child(verb, "agent")
        by = v1._prep_object(agent) if agent is not None else None
        subj = self.subject(noun.head)
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        value = self._named_value(by) if by is not None and by.ent_type_ in ("PERSON", "ORG") else None
        if entity and value:
            yield Candidate(entity, "designed by", value)

    def placed_when_set_up(self, verb: Token) -> Iterator[Candidate]:
        """ "X was established in 1947 in the municipality of Zagreb, Croatia", "X was unveiled
        in Lucerne, Switzerland": where a named monument was set up is where it stands (and the
        country a last part names)."""
        set_up = verb.lemma_ == "set" and any(c.dep_ == "prt" and c.lower_ == "up" for c in verb.children)
        if (verb.lemma_ not in _SET_UP_VERBS and not set_up) or not _is_passive(verb):
            return  # "was set up in 1991 in Vilnius" too
        subj = self.subject(verb)
        if subj is not None and subj.i in self.resolved:  # "... and it was unveiled in Klaipeda"
            entity = self.resolved[subj.i] if monument_name(self.resolved[subj.i]) else None
        elif subj is None or not named(subj) or not monument_name(subj.text) or subj.ent_type_ in ("GPE", "NORP"):
            return
        else:
            entity = self.entity(subj) if self.specific(subj) else None
        preps = v1._children(verb, "prep")
        for prep in list(preps):
            date = v1._prep_object(prep)
            if date is not None and date.ent_type_ == "DATE":  # "established on 1 May 1899 in Hexham", "in" on the date
                preps.extend(p for p in v1._children(date, "prep") if p.lower_ == "in")
            when = next(
                (e for e in verb.doc.ents if e.label_ == "DATE" and date is not None and e.start <= date.i < e.end),
                None,
            )
            if set_up and entity and when is not None and prep.lower_ in ("in", "on"):
                yield Candidate(entity, "founded", when.text)  # "set up in 1991": no verb phrase of its own
        for prep in preps if entity else []:
            place = _unwrap_place(v1._prep_object(prep)) if prep.lower_ == "in" else None
            if place is None or not (_is_country_place(place) or _untagged_place(place)):
                continue  # "unveiled in Ostrava", a town the tagger left untagged or called a body
            town = next((c for c in place.lefts if c.dep_ in ("nmod", "compound") and _is_country_place(c)), None)
            if town is not None and is_country(place.text) and place.doc[town.i + 1].text == ",":
                town_name = self._named_value(town)  # "in Lucerne, Switzerland", read with Lucerne a modifier
                if entity and town_name:
                    yield Candidate(entity, "located in", town_name)
            value = self._named_value(place)
            if entity and value and value != entity:
                yield Candidate(entity, "located in", value)
            country = next((c for c in v1._children(place, "appos", "conj") if is_country(c.text)), None)
            if entity and country is not None:
                yield Candidate(entity, "country", country.text)

    def there_is_in_place(self, verb: Token) -> Iterator[Candidate]:
        """ "In Vilnius, Lithuania, there is the Gediminas Monument", "In Brennock there is an
        airport called Tessick Airport", "In the city of Kaunas stands the Freedom Statue": the
        named thing presented after a place that opens the sentence is in that place."""
        if verb.lemma_ not in ("be", "stand") or verb.dep_ != "ROOT":
            return
        there = v1._child(verb, "expl")
        prep = next((p for p in v1._children(verb, "prep") if p.lower_ == "in" and p.i == verb.sent.start), None)
        written = v1._prep_object(prep) if prep is not None else None
        place = _unwrap_place(written)
        said = place is not None and written is not None and place.i != written.i  # "the town of Brellin"
        if place is None or (there is None and verb.lemma_ == "be"):
            return
        thing = v1._child(verb, "attr") if there is not None else v1._child(verb, "dobj", "nsubj", "attr")
        if thing is not None and not named(thing):
            called = next((c for c in v1._children(thing, "acl") if c.lemma_ in ("call", "name")), None)
            thing = v1._child(called, "oprd", "attr", "xcomp") if called is not None else None
        if thing is None or not named(thing) or thing.ent_type_ in ("PERSON", "GPE", "NORP", "DATE", "LOC"):
            return
        untagged = _untagged_place(place) and monument_name(thing.text)  # "In Cardiff there is the X Memorial"
        if not (said or untagged or _is_country_place(place)):
            return
        entity, value = self.entity(thing), self._named_value(place)
        if not entity or not value or entity == value:
            return
        yield Candidate(entity, "located in", value)
        country = next((c for c in v1._children(place, "appos", "conj") if is_country(c.text)), None)
        if country is not None:
            yield Candidate(entity, "country", country.text)

    def country_home_to(self, verb: Token) -> Iterator[Candidate]:
        """ "Uruguay is home to the Gaucho Monument", the country untagged (DomainRules'
        place_home_to reads a tagged place): a country that is home to a named thing holds it
        (never a person, a people or a count: "home to 16,000 students")."""
        if verb.lemma_ != "be":
            return
        place = v1._child(verb, "nsubj")
        home = next((c for c in verb.children if c.dep_ in ("attr", "advmod") and c.lower_ == "home"), None)
        if place is None or home is None or v1._children(home, "det", "amod", "poss"):
            return
        thing = v1._prep_object(v1._prep(home, "to"))
        if thing is None or _is_place_name(place) or not named(place) or not is_country(place.text):
            return
        if not named(thing):
            return
        for member in [thing, *thing.conjuncts]:
            if member.ent_type_ in ("PERSON", "GPE", "NORP", "LOC", "DATE", "CARDINAL") or not named(member):
                continue
            entity, value = self.entity(member), self._named_value(place)
            if entity and value and entity != value:
                yield Candidate(entity, "located in", value)

    def object_monument_in(self, verb: Token) -> Iterator[Candidate]:
        """ "Kemal Sahin is the designer of the Liberty Monument in Izmit": a monument named as
        an object of the verb's clause, with "in" and a town (also one the tagger calls a group)."""
        for thing in verb.subtree:
            if thing.dep_ not in ("pobj", "dobj") or not named(thing) or not monument_name(thing.text):
                continue
            holder = thing.head
            while holder.pos_ not in ("VERB", "AUX") and holder.head.i != holder.i:
                holder = holder.head
            if holder.i != verb.i or thing.ent_type_ in ("PERSON", "GPE", "NORP"):
                continue  # the nearest verb's clause only
            place = v1._prep_object(v1._prep(thing, "in"))
            if place is None or not (_is_country_place(place) or _untagged_place(place)):
                continue
            entity, value = self.entity(thing), self._named_value(place)
            if entity and value and entity != value:
                yield Candidate(entity, "located in", value)

    def material_premodifier(self, token: Token) -> Iterator[Candidate]:
        """ "the marble Memorial to the Drowned", "The bronze statue known as X": a material
        word before a monument's name, or before a class noun that names one, is its material."""
        if token.pos_ not in ("NOUN", "PROPN") or token.dep_ in ("amod", "compound"):
            return
        apposed = next((c for c in v1._children(token, "appos") if named(c)), None)
        if token.pos_ == "NOUN" and token.lemma_.lower() in MONUMENT_NOUNS and apposed is not None:
            if apposed.ent_type_ not in ("PERSON", "GPE", "NORP", "LOC", "DATE") and not named(token):
                for member in (c for c in token.lefts if c.dep_ in ("amod", "compound") and c.lower_ in MATERIALS):
                    yield from self._materials(apposed, member)  # "A marble statue, the Lady of Lindau, ..."
            return
        resolved = token.i in self.resolved and known_as_monument(token) is not None
        if not resolved and not (named(token) and monument_name(token.text) and token.text[:1].isupper()):
            return
        stuff = [c for c in token.lefts if c.dep_ in ("amod", "compound", "nmod") and c.is_lower]
        before = token.doc[token.i - 1] if token.i >= 2 else None
        if before is not None and before.is_lower and token.doc[token.i - 2].lower_ in ("the", "a", "an"):
            stuff = stuff or [before]  # "The granite Kelby War Memorial is ...", "granite" parsed apart
        for member in stuff:
            if member.lower_ in MATERIALS:
                yield from self._materials(token, member)

    def monument_belongs_to(self, verb: Token) -> Iterator[Candidate]:
        """ "The X Memorial belongs to the German Maritime Museum", "... belongs to the city of
        Ostend": a named monument belonging to a named body or town has it as its owner (never a
        class: "belongs to the category of ...")."""
        if verb.lemma_ != "belong" or verb.pos_ != "VERB":
            return
        subj = self._monument_subject(verb)
        resolved = subj is not None and subj.i in self.resolved and monument_name(self.resolved[subj.i])
        if subj is None or not (resolved or (named(subj) and monument_name(subj.text))):
            return
        written = v1._prep_object(v1._prep(verb, "to"))
        body = _unwrap_place(written)
        if body is None or not named(body) or body.ent_type_ in ("PERSON", "NORP", "DATE"):
            return
        entity = self.entity(subj) if resolved or self.specific(subj) else None
        value = self._named_value(body)
        if entity and value and entity != value:
            yield Candidate(entity, "owner", value)

    def located_there(self, verb: Token) -> Iterator[Candidate]:
        """ "In Azerbaijan, the leader is Y. The X Memorial is located there.": a named thing
        located, found or standing "there" is in the place "there" points at (a country keyed as
        its country later, as for "located in"). Never a person, a place or a people."""
        if verb.lemma_ not in _THERE_VERBS or (verb.lemma_ != "stand" and not _is_passive(verb)):
            return
        there = next((c for c in verb.children if c.dep_ == "advmod" and c.lower_ == "there"), None)
        subj = v1._child(verb, "nsubj", "nsubjpass")
        if there is None or there.i not in self.resolved or subj is None or not named(subj):
            return
        if subj.ent_type_ in ("PERSON", "GPE", "NORP", "LOC", "DATE") or v1._children(verb, "prep"):
            return  # "X is located there in the old town": the phrase names the place
        entity, value = self.entity(subj) if self.specific(subj) else None, self.resolved[there.i]
        if entity and value and entity != value:
            yield Candidate(entity, "located in", value)

    def sculpted(self, verb: Token) -> Iterator[Candidate]:
        """ "Y sculpted X": a monument's sculptor is its designer (DBpedia's designer)."""
        if verb.lemma_ != "sculpt" or _is_passive(verb):
            return
        person, work = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if person is None or work is None or person.ent_type_ != "PERSON" or not named(work):
            return
        entity, value = self.entity(work), self._named_value(person)
        if entity and value and monument_name(entity):
            yield Candidate(entity, "designed by", value)

    def refine_monuments(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """The sculptor of a thing is its designer (DBpedia's designer of a monument), and so is
        the creator of a monument; "Y designed the X Monument." names the monument for "It" in
        the next sentence (run after ``refine_works``, which sets what "It" may name); "Its
        designer, Arthur Penn, was English": the person in apposition is the designer, and the
        copula's value is the person's (a nationality), never the designer."""
        self._apposed_holder(sent, found)
        self._designed_monument(sent, found)
        canonical = self.catalog.canonical
        dedications = [f for f in found.values() if canonical(f.relation) == canonical(DEDICATED_TO)]
        for key, fact in list(found.items()):
            if fact in dedications and any(
                o.entity == fact.entity and o.value.startswith(fact.value + " ") for o in dedications
            ):
                del found[key]  # "dedicated to the Heroes of the Battle of X": not also "Heroes"
        for key, fact in list(found.items()):
            created = canonical(fact.relation) == "creator" and monument_name(fact.entity)  # "Y created the X Monument"
            cast = fact.relation in _MAKER_RELATIONS and monument_name(fact.entity)  # "cast in bronze by Y"
            if fact.relation not in _SCULPTOR_RELATIONS and not created and not cast:
                continue
            new = replace(fact, relation="designed by")  # "The sculptor of X is Y": what Y made
            del found[key]
            found.setdefault((new.entity, new.relation, new.value), new)

    def _designed_monument(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "Erkan Yilmaz designed the Republic Monument. It is in Konya.": the one monument a
        person's sentence says the person designed (or sculpted, created) is what "It" names next."""
        root = sent.root
        person, thing = v1._child(root, "nsubj"), v1._child(root, "dobj")
        if root.lemma_ not in _MADE_BY_VERBS or person is None or thing is None or self.sentence_works:
            return
        person = role_named_person(person) or person  # "The sculptor Ivan Petrov designed X"
        if person.ent_type_ != "PERSON" or not named(thing) or not monument_name(thing.text):
            return
        entity, designer = self.entity(thing), self._named_value(person)
        if entity and designer and (entity, "designed by", designer) in found:
            self.sentence_works = {entity}

    def _apposed_holder(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        canonical = self.catalog.canonical
        for noun in sent:
            verb = noun.head
            if noun.dep_ != "nsubj" or noun.pos_ != "NOUN" or named(noun) or verb.lemma_ != "be":
                continue
            person = next((c for c in v1._children(noun, "appos") if c.ent_type_ == "PERSON" and named(c)), None)
            attr = v1._child(verb, "attr") or v1._child(verb, "acomp")
            name = self._named_value(person) if person is not None else None
            if name is None or attr is None or attr.i < verb.i:
                continue
            said = v1._text(list(attr.subtree))
            relation = canonical(v1.relation_phrase(noun))
            for key, fact in list(found.items()):
                if canonical(fact.relation) != relation or fact.value not in said or fact.value == name:
                    continue
                del found[key]  # "Its designer, Arthur Penn, was English": not "English"
                moved = replace(fact, value=name)
                found.setdefault((moved.entity, moved.relation, moved.value), moved)
            if is_demonym(attr.text) and not v1._children(attr, "det", "prep"):
                found.setdefault((name, "nationality", attr.text), Candidate(name, "nationality", attr.text))

    def made_of(self, verb: Token) -> Iterator[Candidate]:
        """ "X is made of bronze", "X, which is built from red granite and white marble", "X is
        carved out of marble", "The material of X is limestone", "X's material is limestone",
        "The material used in X is granite", "Granite was used to build X", "X is a bronze statue"."""
        if verb.lemma_ in MADE_VERBS and (_is_passive(verb) or _passive_conjunct(verb)):
            subj = self._monument_subject(verb)
            for prep in v1._children(verb, "prep"):
                if prep.lower_ not in MADE_PREPOSITIONS:
                    continue
                obj = v1._prep_object(prep)
                if prep.lower_ == "out":
                    obj = v1._prep_object(v1._prep(prep, "of"))  # "carved out of marble"
                yield from self._materials(subj, obj)
        elif verb.lemma_ == "use" and _is_passive(verb):  # "Bronze was used to make / build X"
            made = next((c for c in v1._children(verb, "xcomp", "advcl") if c.lemma_ in MADE_VERBS), None)
            thing = v1._child(made, "dobj") if made is not None else None
            yield from self._materials(thing, v1._child(verb, "nsubjpass"))
        elif verb.lemma_ == "be":
            subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr") or v1._child(verb, "acomp")
            if subj is not None and attr is not None and attr.lemma_.lower() in MONUMENT_NOUNS and not named(attr):
                stuff = [c for c in attr.lefts if c.dep_ in ("amod", "compound") and c.lower_ in MATERIALS]
                for member in stuff:  # "X is a bronze statue in Kelton"
                    yield from self._materials(subj, member)
                return
            if subj is None or attr is None or subj.lemma_.lower() != MATERIAL:
                return
            owner = v1._prep_object(v1._prep(subj, "of")) or v1._child(subj, "poss")
            used = next((c for c in v1._children(subj, "acl") if c.lemma_ == "use"), None)
            if owner is None and used is not None:  # "The material used in (for) X is granite"
                owner = v1._prep_object(v1._prep(used, "in") or v1._prep(used, "for"))
            yield from self._materials(owner, attr)

    def _materials(self, subj: Token | None, obj: Token | None) -> Iterator[Candidate]:
        resolved = subj is not None and subj.i in self.resolved
        entity = self.entity(subj) if subj is not None and (resolved or self.specific(subj)) else None
        if entity is None:
            return
        for member in _coordinated(obj):
            if member.lemma_.lower() in MATERIALS or member.lower_ in MATERIALS:
                words = [c for c in member.lefts if c.dep_ in ("amod", "compound") and _material_word(c, member)]
                words = [c for c in words if c.lower_ not in _NOT_MATERIAL_WORDS]  # "local granite": granite
                value = v1._text([*words, member])
                first = words[0] if words else member
                yield Candidate(entity, MATERIAL, value.lower() if first.i == first.sent.start else value)

    def dedicated(self, verb: Token) -> Iterator[Candidate]:
        """ "X is dedicated to the miners of Ordway", "X, dedicated to ...", "X was erected in
        memory of ...", "X commemorates the soldiers of ...", "X is a memorial to ..."."""
        target: Token | None = None
        attr = v1._child(verb, "attr") if verb.lemma_ == "be" else None
        if verb.lemma_ == "dedicate":
            target = v1._prep_object(v1._prep(verb, "to"))
        elif attr is not None and attr.lemma_.lower() in ("memorial", "monument") and not named(attr):
            target = v1._prep_object(v1._prep(attr, "to"))  # "X is a memorial to the soldiers of Y"
        elif verb.lemma_ in COMMEMORATE_VERBS and not _is_passive(verb):
            target = v1._child(verb, "dobj")
        else:
            for prep in v1._children(verb, "prep"):
                noun = v1._prep_object(prep)
                if prep.lower_ == "in" and noun is not None and noun.lemma_.lower() in MEMORY_NOUNS:
                    target = v1._prep_object(v1._prep(noun, "of"))
        if target is None:
            return
        name = next((c for c in v1._children(target, "appos") if named(c)), None) or _loose_name(verb, target)
        if name is not None and target.is_lower and target.i < name.i:
            target = name  # "commemorates the poet Ilia Tarsan": the person, not the class noun
        subj = self.subject(verb)
        if subj is None and verb.dep_ == "acl" and named(verb.head):
            subj = verb.head  # "X, dedicated to the miners, ..."
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        value = _phrase(target)
        if entity and value:
            yield Candidate(entity, DEDICATED_TO, value)

    def nearest_city(self, verb: Token) -> Iterator[Candidate]:
        """ "The nearest city to X is Y", "Y is the closest town to X"."""
        if verb.lemma_ != "be":
            return
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None and attr is not None and named(attr):
            subj = _stray_subject(verb)  # "X stands in Norway and the closest town to it is Y", "town" hung on Norway
        if subj is None or attr is None:
            return
        for noun, other in ((subj, attr), (attr, subj)):
            if noun.lemma_.lower() in _CITY_NOUNS and any(a.lower_ in _NEAR_ADJECTIVES for a in noun.lefts):
                owner = v1._prep_object(v1._prep(noun, "to"))
                if owner is not None and owner.lower_ == "it" and owner.i not in self.resolved:
                    owner = _first_clause_thing(verb)  # "X is in Y and the nearest city to it is Z"
                known = owner is not None and (named(owner) or owner.i in self.resolved)
                entity = self.entity(owner) if owner is not None and known else None
                value = self._named_value(other) if named(other) else _bare_name(other)
                if entity and value:
                    yield Candidate(entity, NEAREST_CITY, value)
                return


# Adjectives before a material that name no kind of it: "built of local granite" is granite.
_NOT_MATERIAL_WORDS = frozenset(["local", "solid", "imported", "native", "pure", "original", "finest", "fine"])
# Verbs of setting a monument up: "established in 1947 in Zagreb" says where it stands.
_SET_UP_VERBS = frozenset(
    ["establish", "erect", "unveil", "inaugurate", "build", "construct", "found", "place", "open", "dedicate"]
)
_SCULPTOR_RELATIONS = frozenset(["sculptor", "sculpted by"])
# Makers of a monument by its making verb ("The X statue was cast by Y"): its designer; only for a
# monument's name ("cast by" names an actor's casting director elsewhere).
_MAKER_RELATIONS = frozenset(["cast by", "carved by", "made by"])
# Verbs of where a thing is, with "there": "X is located there", "X stands there".
_THERE_VERBS = frozenset(["locate", "situate", "find", "stand", "place"])
_MADE_BY_VERBS = frozenset(["design", "sculpt", "create"])


def repair_material_names(doc: Doc) -> None:
    """ "The granite Fenwick Memorial stands in Y": the parser makes the material word a second
    subject of the verb beside the name; it modifies the name (a material before a monument's
    name), so the name is the verb's one subject."""
    for word in doc[1:-1]:
        name = doc[word.i + 1]
        if not word.is_lower or word.lower_ not in MATERIALS or word.dep_ not in ("nsubj", "nsubjpass"):
            continue
        if doc[word.i - 1].lower_ not in ("the", "a", "an") or not named(name) or not monument_name(name.text):
            continue
        if name.head.i != word.head.i or name.dep_ != word.dep_:
            continue
        word.head, word.dep_ = name, "amod"
        doc[word.i - 1].head = name


def known_as_monument(noun: Token) -> Token | None:
    """The name of "the (bronze) statue known as X" / "the memorial called X": a monument's class
    noun with its article and the participle right after it, the name after "as" (or the
    participle's object)."""
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in MONUMENT_NOUNS or named(noun):
        return None
    if v1._child(noun, "det") is None or noun.i + 1 >= len(noun.doc):
        return None
    clause = noun.doc[noun.i + 1]
    if clause.head.i != noun.i or clause.dep_ != "acl" or clause.lemma_ not in ("call", "name", "know"):
        return None
    if clause.tag_ != "VBN":
        return None
    value = v1._child(clause, "oprd") or v1._prep_object(v1._prep(clause, "as"))
    if value is None or not named(value) or value.ent_type_ in ("GPE", "NORP", "DATE"):
        return None  # a name the tagger calls a person's is the statue's still ("known as the Weaver's Daughter")
    return value


def _first_clause_thing(verb: Token) -> Token | None:
    """The named subject of the first clause a second clause is joined to by "and" ("X is
    located in Y and the nearest city to it is Z"): no person, place or people."""
    if verb.dep_ not in ("conj", "advcl") or verb.head.dep_ != "ROOT":
        return None
    first = v1._child(verb.head, "nsubj", "nsubjpass")
    if first is None or not named(first) or first.ent_type_ in ("PERSON", "GPE", "LOC", "NORP"):
        return None
    return first


def _passive_conjunct(verb: Token) -> bool:
    """A verb the tagger read as a past tense that shares a passive verb's subject: "X was
    designed by Y and made of granite" ("made" VBD, a conjunct with no subject of its own)."""
    if verb.dep_ != "conj" or verb.tag_ != "VBD" or v1._children(verb, *v1._SUBJECTS, "aux", "auxpass"):
        return False
    return verb.head.pos_ == "VERB" and _is_passive(verb.head)


def _untagged_place(token: Token) -> bool:
    """A capitalized name the tagger gave an organisation's or no label ("stands in Izmit"),
    after a verb of where a monument is: no person, date or people."""
    return named(token) and token.ent_type_ in ("", "ORG", "FAC") and token.text[:1].isupper()


def _loose_name(verb: Token, role: Token) -> Token | None:
    """The name right after a role noun that the parser hung on the verb instead ("Dedicated to
    the painter Ilya Sorin, ...": "Sorin" a loose dependent of "Dedicated")."""
    if role.i + 1 >= len(role.doc) or not role.is_lower:
        return None
    after = role.doc[role.i + 1]
    head = after.head if after.dep_ in ("compound", "flat") and after.head.i > after.i else after
    if not named(head) or head.ent_type_ in ("GPE", "LOC", "DATE", "NORP") or head.head.i not in (verb.i, role.i):
        return None
    return head if head.dep_ in ("dep", "appos", "npadvmod") else None


def _bare_name(token: Token) -> str | None:
    """A capitalized one-word noun with no article the pipeline did not tag as a name
    ("Coldbrook is the closest city to X"): a common noun as subject or attribute would have one."""
    if token.pos_ not in ("NOUN", "PROPN") or not token.is_alpha or not token.text[:1].isupper():
        return None
    if any(c.dep_ in ("det", "poss", "amod", "compound", "prep") for c in token.children):
        return None
    return token.text


def said_monument(subj: Token, holder: Token) -> bool:
    """Whether a subject is said to be a monument: by its name ("Kelton War Memorial"), by the
    class noun that holds the place ("X is a marble monument in Y") or by its apposition ("X, a
    bronze statue, stands in Y")."""
    if monument_name(subj.text) or (holder.dep_ == "attr" and holder.lemma_.lower() in MONUMENT_NOUNS):
        return True
    return any(c.lemma_.lower() in MONUMENT_NOUNS and not named(c) for c in v1._children(subj, "appos"))


def monument_name(name: str) -> bool:
    """Whether a name says it is a monument's: "Kelton War Memorial", "Statue of Ellis Marr",
    "Ottoman Fountain" (a last word of :data:`_NAME_ENDS`), "Hunter's Stone" (a possessive before
    a head of :data:`_POSSESSED_HEADS`)."""
    words = name.split()
    if any(word.lower() in MONUMENT_NOUNS for word in words):
        return True
    possessed = any(w.endswith(("'s", "’s")) for w in words[:-1]) and words[-1].lower() in _POSSESSED_HEADS
    return len(words) > 1 and (words[-1].lower() in _NAME_ENDS or possessed)


# Last words of a monument's name beyond the class nouns ("Ottoman Fountain", "Nelson's Column");
# never "stone" or "cross", which end people's names.
_NAME_ENDS = frozenset(["fountain", "arch", "column", "cairn", "tomb", "pillar", "stele", "plack", "gate"])
# Capitalized heads after a possessive that make the whole a monument's name ("The Miner's Statue",
# "the Hunter's Stone", "Dead Man's Plack").
_POSSESSED_HEADS = MONUMENT_NOUNS | _NAME_ENDS | frozenset(["stone", "cross", "well", "rock"])


def monument_of_spans(doc: Doc) -> list[Span]:
    """Spans of monuments' names with "of" inside ("the Veterans Memorial of Pike County", "the
    Fountain of the Four Rivers"): capitalized words, a capitalized monument head, "of", maybe
    "the", and a capitalized run (no date)."""
    from spacy.tokens import Span

    n = len(doc)
    found: list[Span] = []
    for head in doc[: n - 2]:
        if not head.text[:1].isupper() or head.lower_ not in _OF_HEADS or doc[head.i + 1].lower_ != "of":
            continue
        start = head.i + 3 if doc[head.i + 2].lower_ == "the" else head.i + 2
        stop = start
        while stop < n and doc[stop].text[:1].isupper() and doc[stop].is_alpha and doc[stop].ent_type_ != "DATE":
            stop += 1
        if stop == start:
            continue
        begin = head.i
        while begin > 0 and doc[begin - 1].text[:1].isupper() and doc[begin - 1].pos_ == "PROPN":
            begin -= 1
        found.append(Span(doc, begin, stop, label="FAC"))
    return found


def of_then_monument_spans(doc: Doc) -> list[Span]:
    """Spans of monuments' names with "of" before a capitalized monument head ("the Sons of
    Liberty Monument", "the Siege of Sarnen Memorial"): capitalized words, "of", capitalized
    words and the head, no date or number in it."""
    from spacy.tokens import Span

    found: list[Span] = []
    for head in doc[3:]:
        if not head.text[:1].isupper() or head.lower_ not in MONUMENT_NOUNS:
            continue
        begin, seen_of = head.i, False
        while begin > 0:
            word = doc[begin - 1]
            if word.lower_ == "of" and begin - 1 > 0 and doc[begin - 2].text[:1].isupper() and not seen_of:
                seen_of = True
            elif not (word.is_alpha and word.text[:1].isupper() and word.text != "The" and word.ent_type_ != "DATE"):
                break
            begin -= 1
        if seen_of and doc[begin].lower_ != "of" and doc[head.i - 1].lower_ != "of":
            found.append(Span(doc, begin, head.i + 1, label="FAC"))
    return found


# Monument heads that open an "of" name ("Memorial of Pike County", "Fountain of the Four Rivers").
_OF_HEADS = MONUMENT_NOUNS | frozenset(["fountain", "arch", "column", "cairn", "tomb"])


def possessive_monument_spans(doc: Doc) -> list[Span]:
    """Spans of monuments' names with a possessive inside whose owner the tagger reads as a
    person ("The Miner's Statue", "the Hunter's Stone", "Dead Man's Plack"): capitalized words,
    the case marker and a capitalized monument head. Never a place's or a people's possessive
    ("Norway's Monument")."""
    from spacy.tokens import Span

    n = len(doc)
    found: list[Span] = []
    for case in doc[1:-1]:
        if case.text not in ("'s", "’s"):
            continue
        owner, head = doc[case.i - 1], doc[case.i + 1]
        if not (owner.is_alpha and owner.text[:1].isupper() and head.text[:1].isupper()):
            continue
        if head.lower_ not in _POSSESSED_HEADS or owner.ent_type_ in ("GPE", "LOC", "NORP"):
            continue
        begin = owner.i
        while (
            begin > 0 and doc[begin - 1].is_alpha and doc[begin - 1].text[:1].isupper() and doc[begin - 1].text != "The"
        ):
            begin -= 1
        end = head.i + 1
        while end < n and doc[end].pos_ == "PROPN" and doc[end].text[:1].isupper() and doc[end].ent_type_ != "GPE":
            end += 1
        found.append(Span(doc, begin, end, label="FAC"))
    return found


# Relation nouns a place never has: "X is in Kelton and its designer is Y" is X's designer.
_THING_NOUNS = frozenset(["designer", "architect", "material", "ingredient", "course", "creator", "sculptor"])


def clause_it(pronoun: Token) -> Token | None:
    """The subject an "it" or "its" of a second clause joined by "and" stands for: "X is a
    memorial and it is made of granite", "X is in Kelton and its designer is Y" -> X (a named
    subject, no place, nationality or plural, with no other name but a date between, or a
    place before "its" and a noun a place never has).
    "its" is as often a place's ("X is in Spain and its capital is Madrid"): only a noun a place
    never has ("designer", "material") reads it as X's."""
    if pronoun.lower_ not in ("it", "its"):
        return None
    if pronoun.lower_ == "it":
        verb = pronoun.head if pronoun.dep_ in ("nsubj", "nsubjpass") else None
    else:
        noun = pronoun.head if pronoun.dep_ == "poss" else None
        verb = noun.head if noun is not None and noun.dep_ in ("nsubj", "nsubjpass") else None
        verb = verb or _spliced_verb(noun)
    if verb is None or verb.dep_ != "conj" or verb.head.dep_ != "ROOT":
        return None
    first = v1._child(verb.head, "nsubj", "nsubjpass")
    if first is None or not named(first) or first.ent_type_ in ("NORP", "GPE", "LOC") or first.tag_ == "NNPS":
        return None  # a name tagged as a person's is taken: "it" says it names a thing (NER errs on dishes)
    if pronoun.lower_ == "its" and pronoun.head.lemma_.lower() not in _THING_NOUNS:
        return None  # "X is in Spain and its capital is Madrid": Spain's capital
    between = pronoun.doc[first.i + 1 : pronoun.i]
    passed = ("DATE", "GPE", "LOC", "PERSON") if pronoun.lower_ == "its" else ("DATE", "PERSON")  # "it" is no person
    if any((named(t) or t.pos_ == "PROPN") and t.ent_type_ not in passed for t in between):
        return None  # "Y was the architect of X, and it was completed in 2008": X's, not Y's
    return first


def _spliced_verb(noun: Token | None) -> Token | None:
    """The verb a noun is the subject of when the parser hung the noun on the first clause's value:
    in "X is a dessert and its main ingredient is honey" "ingredient" is a conjunct of "dessert"
    and the second "is" has no subject."""
    if noun is None or noun.dep_ != "conj" or noun.right_edge.i + 1 >= len(noun.doc):
        return None
    after = noun.doc[noun.right_edge.i + 1]
    if after.pos_ in ("AUX", "VERB") and after.dep_ == "conj" and not v1._children(after, *v1._SUBJECTS):
        return after
    return None


def same_it(resolved: Mapping[int, str], subj: Token | None) -> Token | None:
    """The "It"/"Its" an unresolved "it" of a later clause repeats ("Its nearest city is Y and
    it is made of granite", "It comes from Peru and it is served cold"): the sentence's last
    resolved "it" or "its" before it, when every resolved one names the same thing."""
    if subj is None or subj.lower_ != "it" or subj.i in resolved or subj.dep_ not in ("nsubj", "nsubjpass"):
        return None
    earlier = [t for t in subj.sent if t.i < subj.i and t.i in resolved and t.lower_ in ("it", "its")]
    if not earlier or len({resolved[t.i] for t in earlier}) != 1:
        return None
    return earlier[-1]


def _who_clause(clause: Token) -> bool:
    """Whether a relative clause restricts a lowercase noun or pronoun with "who" ("the soldiers
    who died in 1921", "those who died"), with no comma before it: part of a dedication."""
    noun = clause.head
    if not noun.is_lower or named(noun) or noun.i + 1 >= len(noun.doc) or noun.doc[noun.i + 1].is_punct:
        return False
    return any(c.lower_ == "who" and c.dep_ in ("nsubj", "nsubjpass") for c in clause.children)


def _phrase(head: Token) -> str | None:
    """A dedication's noun phrase without its article: "the miners of Ordway" -> "miners of
    Ordway"; a name as written, without a place after it ("Ana Silva in Belgium"). None for a pronoun or a phrase too long to be one value."""
    restricted = any(_who_clause(c) or (c.dep_ == "acl" and c.tag_ == "VBN") for c in head.children)
    if head.pos_ == "PRON" and not (head.lower_ == "those" and restricted):
        return None  # "it", "them"; "those who died in 1990", "those killed in 1990" are dedications
    where = [p for p in v1._children(head, "prep") if p.lower_ in ("in", "at")] if named(head) else []
    placed = {t.i for p in where if (o := v1._prep_object(p)) is not None and _is_country_place(o) for t in p.subtree}
    words = [t for t in head.subtree if not (t.dep_ == "det" and t.i == head.left_edge.i) and t.i not in placed]
    if named(head):  # "the composer Jan Brok": the name, not the role noun before it
        words = [t for t in words if not (t.dep_ == "compound" and t.head.i == head.i and t.is_lower and t.i < head.i)]
    while words and words[-1].is_punct:
        words.pop()
    if not words or len(words) > _MAX_WORDS or any(t.dep_ == "relcl" and not _who_clause(t) for t in words):
        return None
    return v1._text(words)
