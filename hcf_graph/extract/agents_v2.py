"""``spacy-rules.v2`` agents of a named thing (issue 10): who operates, owns and designs it, in
wordings v1's plain patterns miss. Mixed into :class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`.

- a body named in lowercase after a nationality or a place: "X is operated by the Norwegian
  government", "X is operated by the Indian air force", "X is owned by airports authority of
  Dorvia", "The Dorvian air force operates X", "Dorvia airlines operated X";
- "run by"/"operated by" the parser hung apart from the subject: "X is situated in A, B, is run
  by Y and has ...";
- a participle after the agent: "Y, operating X, has ...";
- a thing named after its class noun: "Y operates an airport called X";
- a passive relative clause on a named object: "Y operates the X which is owned by Z";
- a relative clause on the agent's class noun: "Y is a company based in Z which currently
  operates X"; "who" on a named body: "the battle involved the Dorvian Air Force who operate X";
- "The architect responsible for X was Y", "Y was the architect responsible for X";
- an agent keyed on the thing, not on a chain's last place the parser took for a second
  subject: "X located in A, B was designed by Y", "X, located in A, B is owned by Y".

Guards: a country is operated by no one ("Tom Brand operated Dorvia for ten years" gives
nothing); "X operates flights to Y" gives no operator of Y (a flight is no named thing); a bare
class noun ("the government") is never a value.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..normalize import normalize_text
from ..resolve.countries import is_country
from . import spacy_rules as v1
from .common_v2 import RulesState
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Verbs of an agent, by the catalog relation phrase their passive keys.
_AGENT_VERBS = {"operate": "operated by", "run": "run by", "own": "owned by"}
# Head nouns of a body written in lowercase ("the Indian air force", "airports authority of X").
_BODY_HEADS = frozenset(
    [
        *("government", "force", "authority", "navy", "army", "council", "ministry", "department"),
        *("administration", "region", "airlines", "airline", "airways", "agency", "commission", "corporation"),
    ]
)
# Class nouns of an agent that a relative clause may hang on ("a company ... which operates X").
_AGENT_CLASSES = frozenset(
    ["company", "airline", "organisation", "organization", "firm", "authority", "agency", "corporation", "operator"]
)
_ARCHITECT_NOUNS = frozenset(["architect", "designer"])
_PLACE_PARTICIPLES = frozenset(["locate", "situate", "base"])
_AGENT_RELATIONS = frozenset(["operator", "owner", "architect", "tenant"])
_PARTICIPLES = {"operating": "operated by", "running": "run by", "owning": "owned by"}


def _body_value(noun: Token | None) -> str | None:
    """A body named in lowercase: "Indian air force", "Norwegian government", "airports
    authority of Dorvia", "Dorvia airlines"; None for a bare class noun or a name."""
    if noun is None or (noun.lemma_.lower() not in _BODY_HEADS and noun.lower_ not in _BODY_HEADS):
        return None
    mods = [c for c in noun.lefts if c.dep_ in ("amod", "compound", "nmod")]
    of = v1._prep_object(v1._prep(noun, "of"))
    marked = any(m.ent_type_ in ("NORP", "GPE") or named(m) for m in mods)
    if of is not None and (named(of) or of.ent_type_ == "GPE"):
        tokens = list(noun.doc[(mods[0].i if mods else noun.i) : of.i + 1])
        return v1._text(tokens)
    if not marked:
        return None
    end = noun.i + 1
    if of is not None:  # "the Flemish department of mobility and public works": the whole name
        tail = list(noun.doc[noun.i + 1 : noun.right_edge.i + 1])
        if any(t.pos_ not in ("ADP", "NOUN", "ADJ", "CCONJ", "PROPN") for t in tail):
            return None
        end = noun.right_edge.i + 1
    return v1._text(list(noun.doc[mods[0].i : end]))


class AgentRules(RulesState):
    """Operators, owners and architects of a named thing (module docstring)."""

    def _chain_subjects(self, sent: Span) -> dict[str, str]:
        """{last place: thing} for "X located in A, B was designed by Y": the parser took B,
        the chain's last place, for a second subject of the verb."""
        found: dict[str, str] = {}
        for verb in sent:
            subjects = [c for c in verb.lefts if c.dep_ in ("nsubj", "nsubjpass")]
            if len(subjects) != 2 or subjects[1].i == 0 or sent.doc[subjects[1].i - 1].text != ",":
                continue
            first, last = subjects
            if not any(c.dep_ == "acl" and c.lemma_ in _PLACE_PARTICIPLES for c in first.children):
                continue
            thing, place = self.entity(first), self.entity(last)
            if thing is not None and place is not None and named(first):
                found[place] = thing
        return found

    def agent_patterns(self, token: Token) -> Iterator[Candidate]:
        """Every agent pattern hung on ``token``."""
        if token.pos_ == "VERB" and token.lemma_ in _AGENT_VERBS:
            yield from self.lowercase_agent(token)
            yield from self.detached_agent(token)
            yield from self.relative_operator(token)
            yield from self.relative_passive(token)
            yield from self.called_object(token)
        if token.lower_ in _PARTICIPLES:
            yield from self.participle_agent(token)
        if token.lemma_.lower() in _ARCHITECT_NOUNS:
            yield from self.architect_responsible(token)

    def _passive_entity(self, verb: Token) -> str | None:
        """The named thing a passive agent verb tells of, or of the passive verb it is a
        conjunct of ("X is owned by A and operated by B")."""
        for head in (verb, verb.head if verb.dep_ == "conj" else None):
            subj = self.subject(head) if head is not None else None
            if subj is not None and self.specific(subj):
                return self.entity(subj)
        return None

    def lowercase_agent(self, verb: Token) -> Iterator[Candidate]:
        """ "X is operated by the Indian air force", "The Dorvian air force operates X"."""
        relation = _AGENT_VERBS[verb.lemma_]
        agent = v1._prep_object(v1._child(verb, "agent") or v1._prep(verb, "by"))
        if agent is not None:
            value = _body_value(agent) if not named(agent) else None
            entity = self._passive_entity(verb) if value is not None else None
            if entity is not None and value is not None:
                yield Candidate(entity, relation, value, v1.qualifier_of([verb], agent))
            return
        subj, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        value = _body_value(subj) if subj is not None and not named(subj) else None
        entity = self.entity(obj) if value is not None and obj is not None and named(obj) else None
        if entity is not None and value is not None:
            yield Candidate(entity, relation, value, v1.qualifier_of([verb], obj))

    def detached_agent(self, verb: Token) -> Iterator[Candidate]:
        """ "X is situated in A, B, is run by Y and has ...": the passive verb with no subject
        of its own, its subject on a clause the parser hung on it."""
        agent = v1._prep_object(v1._child(verb, "agent") or v1._prep(verb, "by"))
        if agent is None or not named(agent) or v1._child(verb, "nsubjpass", "nsubj") is not None:
            return
        clause = next((c for c in verb.lefts if c.dep_ == "ccomp"), None)
        subj = v1._child(clause, "nsubjpass", "nsubj") if clause is not None else None
        entity = self.entity(subj) if subj is not None and self.specific(subj) else None
        value = self._named_value(agent)
        if entity is not None and value is not None:
            yield Candidate(entity, _AGENT_VERBS[verb.lemma_], value, v1.qualifier_of([verb], agent))

    def relative_operator(self, verb: Token) -> Iterator[Candidate]:
        """ "Y is a company based in Z which currently operates X": the relative clause hangs
        on the class noun that Y is said to be."""
        rel = v1._child(verb, "nsubj")
        obj = v1._child(verb, "dobj")
        noun = verb.head
        if verb.dep_ != "relcl" or rel is None or rel.lower_ not in ("which", "that", "who") or obj is None:
            return
        if rel.lower_ == "who" and named(noun) and named(obj) and noun.ent_type_ not in ("GPE", "PERSON", "NORP"):
            entity, value = self.entity(obj), self._named_value(noun)  # "the Dorvian Air Force who operate X"
            if entity is not None and value is not None:
                yield Candidate(entity, _AGENT_VERBS[verb.lemma_], value, v1.qualifier_of([verb], obj))
            return
        if noun.lemma_.lower() not in _AGENT_CLASSES or noun.dep_ != "attr" or not named(obj):
            return
        agent = self.subject(noun.head)
        value = self._named_value(agent) if agent is not None and named(agent) else None
        entity = self.entity(obj)
        if entity is not None and value is not None:
            yield Candidate(entity, _AGENT_VERBS[verb.lemma_], value, v1.qualifier_of([verb], obj))

    def relative_passive(self, verb: Token) -> Iterator[Candidate]:
        """ "Y operates the X which is owned by Z": a passive relative clause on a named object."""
        rel = v1._child(verb, "nsubjpass")
        agent = v1._prep_object(v1._child(verb, "agent"))
        thing = verb.head
        if verb.dep_ != "relcl" or rel is None or rel.lower_ not in ("which", "that") or agent is None:
            return
        if not named(thing) or not named(agent) or thing.ent_type_ in ("GPE", "PERSON") or thing.i > rel.i:
            return
        entity, value = self.entity(thing), self._named_value(agent)
        if entity is not None and value is not None:
            yield Candidate(entity, _AGENT_VERBS[verb.lemma_], value, v1.qualifier_of([verb], agent))

    def called_object(self, verb: Token) -> Iterator[Candidate]:
        """ "Y operates an airport called X": the thing is named after its class noun."""
        subj, obj = v1._child(verb, "nsubj"), v1._child(verb, "dobj")
        if subj is None or obj is None or not named(subj) or named(obj) or subj.ent_type_ in ("GPE", "PERSON"):
            return
        called = next((c for c in obj.children if c.dep_ == "acl" and c.lower_ in ("called", "named")), None)
        thing = v1._child(called, "oprd", "attr", "dobj") if called is not None else None
        if thing is None or not named(thing):
            return
        entity, value = self.entity(thing), self._named_value(subj)
        if entity is not None and value is not None:
            yield Candidate(entity, _AGENT_VERBS[verb.lemma_], value, v1.qualifier_of([verb], thing))

    def participle_agent(self, word: Token) -> Iterator[Candidate]:
        """ "Y, operating X, has ...": a participle between commas after the named agent."""
        obj = v1._child(word, "dobj")
        if obj is None or not named(obj) or word.i < 2 or word.doc[word.i - 1].text != ",":
            return
        agent = word.doc[word.i - 2]  # the parser may hang the participle on the comma
        if word.head.i not in (agent.i, agent.i + 1) or not named(agent) or agent.ent_type_ in ("GPE", "DATE"):
            return
        entity, value = self.entity(obj), self._named_value(agent)
        if entity is not None and value is not None:
            yield Candidate(entity, _PARTICIPLES[word.lower_], value, v1.qualifier_of([word], obj))

    def architect_responsible(self, noun: Token) -> Iterator[Candidate]:
        """ "The architect responsible for X was Y", "Y was the architect responsible for X"."""
        adj = next((c for c in noun.children if c.dep_ == "amod" and c.lower_ == "responsible"), None)
        thing = v1._prep_object(v1._prep(adj, "for")) if adj is not None else None
        if thing is None or not named(thing) or noun.head.lemma_ != "be":
            return
        if noun.dep_ == "nsubj":
            person = v1._child(noun.head, "attr")
        elif noun.dep_ == "attr":
            person = self.subject(noun.head)
        else:
            return
        entity = self.entity(thing)
        value = self._named_value(person) if person is not None and named(person) else None
        if entity is not None and value is not None:
            yield Candidate(entity, "architect", value, v1.qualifier_of([noun.head], thing, person))

    def refine_agents(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """Key an agent on the thing, not the chain's last place ("X, located in A, B, is owned
        by Y"); drop the sentence's operators of a country ("Tom Brand operated Norway for ten
        years"): a country is operated by no one."""
        rekeyed = self._chain_subjects(sent)
        for key, fact in list(found.items()):
            thing = rekeyed.get(fact.entity)
            if thing is not None and self.catalog.canonical(fact.relation) in _AGENT_RELATIONS:
                del found[key]
                moved = Candidate(thing, fact.relation, fact.value, fact.qualifier)
                found.setdefault((moved.entity, moved.relation, moved.value), moved)
        places = {normalize_text(e.text) for e in sent.ents if e.label_ == "GPE"}
        people = {normalize_text(e.text) for e in sent.ents if e.label_ == "PERSON"}
        for key, fact in list(found.items()):
            if self.catalog.canonical(fact.relation) != "operator":
                continue
            place = is_country(fact.entity) or normalize_text(fact.entity) in places
            if place and (is_country(fact.entity) or normalize_text(fact.value) in people):
                del found[key]
