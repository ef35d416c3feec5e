"""``spacy-rules.v2``: sentence shapes that gave no fact at all (tenth round).

Parse repairs, run on each merged sentence before the rules (:func:`repair_clauses`):

- **Fronted participle read as the subject**: "Operated by X, Y is located in Z", "Born in X,
  Y, starred in Z", "Created by X, Y is a character in Z", "Lead by X, Y has ...": the parser
  makes the participle the subject (or the root) and hangs Y on X as an apposition. The named
  phrase after the last comma becomes the main verb's subject and the participle an adverbial
  clause of it, which the open rules already read ("Written by X, Y was published in Z"). Not
  for an inverted copula ("Found in A, B, is X").
- **Unknown capitalized words as names**: a capitalized word the tagger took for a common
  noun or an adjective ("Adare", "Batagor"), or a people ("Alcobendas"), that no dictionary
  of English words lists (the lemmatizer's word lists), is a proper name.
- **Comma splices**: "X was born in Y, she studied at Z and died in W": the parser makes the
  first clause a complement of the second (as after "said"); it becomes a clause beside it,
  and the second clause's "he" / "she" is the first clause's person. Never after a verb of
  saying or thinking.
- **A class noun before a name**: "The comic character, X's alter ego is Y", "The novel, X's
  author is Y", "The address, 11 Vell Street is ...": the class noun classes the name; the
  relation noun (or the name) is the subject.
- **"<place> born <person>"** opening a sentence: "San Francisco born Julia Morgan designed X",
  "The Lenmouth born author Anna Pell wrote Y": the person is the clause's subject.
- **A name with "the" inside before its "'s"**: "Bozo the Iron Man's full name is X" (the
  parser hangs the noun on the merged name as its object): the name owns the noun.
- **"the R's name"**: "The leader's name of X is Y", "X's leader's name is Y": the relation
  noun takes the place of "name"; "Y is the name of the Leader of X": the capitalized relation
  noun is no title.
- **"a <country> national born in Y"**: "national" read as an adjective is a noun.
- **"the <class noun>, X" ending the sentence**: "X is the rector of the university, Kelsey
  Polytechnic": the name is the class noun's apposition.

Rules (:class:`ClauseRules`):

- **A name before a relation phrase**: "X runway length is V", "X operating organisation is
  V": the name owns the relation the words after it name, when the catalog knows that phrase.
- **A relation date after "in" / "on"**: "X's completion date was in 1964", "The start date of
  X was in June 2001": the year is the copula's value.
- **A body's class noun in the value**: "The architect of X was the company Y".
- **A place-valued relation placed by a verb**: "The headquarters of X are located in Y", "X has
  its headquarters in Y" (headquarters, campus, ground, location).
- **The value first**: "1973 was the start date of X", "4000ft is the runway length at X".
- **"<place> born <person>"**: the place is the person's birth place.

Subjects (:func:`building_at_address`): "The building at 300 North LaSalle was completed in
2009" names the building by its address.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING

from ..normalize import RelationCatalog, normalize_text
from ..resolve.countries import is_country
from ..resolve.demonyms import is_demonym
from ..resolve.values import relation_value_kind
from . import spacy_rules as v1
from .common_v2 import _WRITTEN_WORKS
from .spacy_rules import Candidate, load_pipeline
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

    from ..normalize import RelationCatalog

# Participles that open a sentence and describe its subject ("Operated by X, Y ...").
_FRONTED_WORDS = frozenset(["born", "lead", "led", "located", "situated", "based", "founded", "owned"])
_FINITE_TAGS = frozenset(["VBZ", "VBD", "VBP", "MD"])
_SUBJECT_DEPS = frozenset(["nsubj", "nsubjpass", "csubj", "csubjpass", "expl"])
# Verbs that place a thing ("The headquarters of X are located in Y").
_PLACING_VERBS = frozenset(["locate", "situate", "base", "find", "house"])
# Catalog relations whose value is a place that such a verb names.
_PLACE_RELATIONS = frozenset(["headquarters", "campus", "ground", "location"])
# Class nouns of bodies before their name in a value ("the company Populous").
_BODY_CLASSES = frozenset(
    ["company", "firm", "corporation", "organisation", "organization", "agency", "group", "publisher", "studio"]
)
# Class nouns of written works before their title in an object ("published the novel X").
_OBJECT_TITLE_CLASSES = _WRITTEN_WORKS | frozenset(["journal", "magazine", "periodical", "series", "novella"])
# Verbs whose complement clause is what someone says or thinks, not a statement of the text.
_SAYING_VERBS = frozenset(
    [
        "say",
        "claim",
        "report",
        "state",
        "believe",
        "think",
        "know",
        "note",
        "add",
        "confirm",
        "announce",
        "explain",
        "argue",
        "suggest",
        "insist",
        "write",
        "hope",
        "fear",
        "doubt",
        "assume",
        "suppose",
        "guess",
        "feel",
        "hear",
        "read",
        "learn",
        "find",
        "show",
        "prove",
        "mean",
        "admit",
        "deny",
        "tell",
        "ask",
        "wonder",
    ]
)


def repair_clauses(doc: Doc) -> None:
    """The parse repairs of this module, in place."""
    _unknown_words_as_names(doc)
    _fronted_participle_subject(doc)
    _spliced_clauses(doc)
    _clause_after_abbreviation(doc)
    _name_read_as_complement(doc)
    _novel_read_as_adjective(doc)
    _joined_copulas(doc)
    _copula_read_as_auxiliary(doc)
    _value_read_as_modifier(doc)
    _class_before_possessive(doc)
    _place_born_name(doc)
    _possessive_after_name(doc)
    _relation_noun_name(doc)
    _titled_relation_after_name(doc)
    _national_as_noun(doc)
    _class_noun_apposition(doc)
    _class_noun_before_name(doc)
    _class_noun_object_title(doc)
    _clause_after_apposed_place(doc)
    _which_after_person(doc)
    _place_chain_as_subject(doc)
    _name_read_as_clause(doc)
    _play_read_as_noun(doc)
    _copula_value_as_subject(doc)
    _set_off_participle_after_conjunct(doc)
    _play_for_as_dative(doc)


def _set_off_participle_after_conjunct(doc: Doc) -> None:
    """ "designed by Ann Lee and the Marrow Bridge, built in 1901, is nearby": the parser hangs
    the participle set off by commas on the first of two joined names; it describes the name
    right before its comma, the last one."""
    for participle in doc[3:]:
        if participle.dep_ != "acl" or participle.tag_ != "VBN" or doc[participle.i - 1].text != ",":
            continue
        noun = participle.head
        last = next((c for c in noun.conjuncts if noun.i < c.i < participle.i), None)
        if last is not None and last.right_edge.i == participle.i - 2:
            participle.head = last


def _clause_after_abbreviation(doc: Doc) -> None:
    """ "X has the abbreviation J. Soil Ecol. and is published by Y": the parser takes the
    abbreviation's last point for a sentence's end and makes "and is published" a second root
    without a subject; it is the first clause's conjunct (its subject is the first one's)."""
    for point in doc[1:-1]:
        before, after = doc[point.i - 1], doc[point.i + 1]
        if after.lower_ != "and":
            continue
        cut = point.text == "." and not before.whitespace_ and before.text[:1].isupper()
        piece = point.text.endswith(".") and point.text[:1].isupper() and point.pos_ == "PROPN"  # "Rev." whole
        if not (cut or piece):
            continue
        second = after.head
        if second.i == point.i:  # "and" hung on the piece too: the clause is the piece's conjunct
            second = next((c for c in point.children if c.dep_ == "conj" and c.i > after.i), point)
            if second.i == point.i and point.dep_ in ("nsubj", "nsubjpass") and point.head.i > after.i:
                second = point.head  # "... Ocean Eng. Rev. and is published by Y": "Rev." its subject
        if second.dep_ == "conj" and second.head.pos_ == "PROPN" and second.head.dep_ == "ROOT":
            second.dep_ = "ROOT"  # "Rev. and published by": the clause hung on the abbreviation's last piece
        if second.dep_ != "ROOT" or second.i <= point.i or second.pos_ not in ("VERB", "AUX"):
            continue
        piece_subject = piece and point.head.i == second.i and point.dep_ in ("nsubj", "nsubjpass")
        if any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in second.children) and not piece_subject:
            continue  # "... J. Soil Ecol. and it is ...": a clause of its own
        roots = [t for t in doc[: point.i] if t.dep_ == "ROOT" and t.pos_ in ("VERB", "AUX")]
        if not roots:
            continue  # (a piece of the abbreviation may be a root of its own: "Int. J. Soil Ecol.")
        first = roots[-1]
        if piece_subject:  # "X has the abbreviation Ocean Eng. Rev. and is published by Y": "Rev." no subject
            previous = doc[point.i - 1]
            apposed = named(previous) and previous.head.i != point.i  # (never a cycle: "Water" of "Water Rev.")
            point.head, point.dep_ = (previous, "appos") if apposed else (first, "dep")
            for token in doc[point.i + 1 : second.i]:
                if token.head.i == point.i:
                    token.head = second
        second.head, second.dep_ = first, "conj"
        after.head = first


def _novel_read_as_adjective(doc: Doc) -> None:
    """ "The novel Salt and Ash, by X, was published ...": the tagger read "novel" as the
    adjective (new) though the parse gives it a noun's role (a subject, an object, a name in
    apposition); it is the noun."""
    for token in doc:
        if token.lower_ != "novel" or token.pos_ != "ADJ":
            continue
        noun_role = token.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos")
        if noun_role or any(c.dep_ == "appos" and named(c) for c in token.children):
            token.pos_, token.tag_ = "NOUN", "NN"


def _name_read_as_complement(doc: Doc) -> None:
    """ "Its publisher is Elsevier", "its parent company is Informa": the parser made the name
    after the copula of a relation noun an adjectival complement; it is the copula's attribute
    (never a nationality: "Its author is American")."""
    for verb in doc:
        if verb.lemma_ != "be" or verb.pos_ != "AUX" or v1._child(verb, "attr") is not None:
            continue
        subj, value = v1._child(verb, "nsubj"), v1._child(verb, "acomp")
        if subj is None or value is None or value.i < verb.i or value.pos_ != "PROPN" or not named(value):
            continue
        if subj.pos_ != "NOUN" or (normalize_text(subj.lemma_) not in _relation_nouns() and subj.lower_ != "company"):
            continue
        if value.ent_type_ in ("NORP", "DATE", "CARDINAL") or is_demonym(value.text) or list(value.children):
            continue
        value.dep_ = "attr"


# ---- relative clauses hung on the wrong noun -------------------------------------------------

_RELATIVE_WORDS = frozenset(["where", "whose", "which"])


def _relative_word(clause: Token) -> Token | None:
    """The "where", "whose" or "which" that opens a relative clause, or None."""
    first = clause.left_edge
    return first if first.lower_ in _RELATIVE_WORDS else None


def _clause_after_apposed_place(doc: Doc) -> None:
    """ "in Gujarat, India where the leader is X", "in Lenmouth, Norland, whose leader is Y":
    the parser hangs the clause on the first place of the chain; the writer wrote it after the
    last, which it describes. The clause moves to the apposed place written right before it."""
    for clause in doc:
        word = _relative_word(clause) if clause.dep_ == "relcl" else None
        first = clause.head
        if word is None or not named(first) or first.i >= word.i:
            continue
        before = doc[word.i - 1] if doc[word.i - 1].text != "," else doc[word.i - 2]
        if before.head.i != first.i or before.dep_ != "appos" or not named(before) or before.i <= first.i:
            continue
        if first.ent_type_ not in ("GPE", "LOC") or not is_country(before.text) or is_country(first.text):
            continue  # "Cleveland, Ohio, whose mayor is X": the city's or the state's, unknown
        clause.head = before


def _which_after_person(doc: Doc) -> None:
    """ "a novel by Tom Vell which is followed by Z": "which" is never a person; the clause
    moves from the person after "by" to the noun that "by" modifies."""
    for clause in doc:
        word = _relative_word(clause) if clause.dep_ == "relcl" else None
        person = clause.head
        if word is None or word.lower_ != "which" or person.ent_type_ != "PERSON" or person.dep_ != "pobj":
            continue
        prep = person.head
        noun = prep.head.head if prep.head.dep_ == "acl" and prep.head.tag_ == "VBN" else prep.head
        if prep.lower_ not in ("by", "agent") and prep.dep_ != "agent":
            continue  # "a novel written by Tom Vell, which ...": the participle's noun
        if noun.pos_ not in ("NOUN", "PROPN") or noun.i >= person.i:
            continue
        clause.head = noun


def _place_chain_as_subject(doc: Doc) -> None:
    """ "The Hollin Monument in Volgograd, Russia is 85 metres high": the parser makes the
    country after the comma the verb's subject and leaves the thing hanging; the country is the
    last place of the chain "in Volgograd, Russia" and the thing is the subject."""
    for place in doc:
        if place.dep_ not in ("nsubj", "nsubjpass") or place.i < 4 or doc[place.i - 1].text != ",":
            continue
        inner = doc[place.i - 2]
        prep = inner.head
        thing = prep.head
        if inner.dep_ != "pobj" or prep.lower_ not in ("in", "at") or thing.i >= prep.i or thing.head.i != place.head.i:
            continue
        if thing.dep_ not in ("dep", "nsubj", "nsubjpass", "npadvmod") or thing.pos_ not in ("NOUN", "PROPN"):
            continue
        if not (is_country(place.text) or place.ent_type_ in ("GPE", "LOC")) or inner.ent_type_ not in ("GPE", "LOC"):
            continue
        thing.dep_, place.dep_ = place.dep_, "appos"
        place.head = inner


# ---- "The location of X is Y" with Y read as a clause ---------------------------------------


def _name_read_as_clause(doc: Doc) -> None:
    """ "The location of X is Sao Jose dos Pinhais": the parser read the name after a copula as
    a clause of its own (a ``ccomp`` with no subject or verb under it); it becomes the copula's
    attribute, as "The location of X is Lenmouth" is parsed."""
    for verb in doc:
        if verb.lemma_ != "be" or verb.pos_ != "AUX" or v1._child(verb, "attr", "acomp") is not None:
            continue
        if v1._child(verb, "nsubj") is None:
            continue
        value = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
        if value is None or value.pos_ != "PROPN" or not value.text[:1].isupper():
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "cop", "mark") for c in value.children):
            continue
        value.dep_ = "attr"


# ---- "Lenmouth born Anna Pell" -----------------------------------------------------------------


def _place_born_name(doc: Doc) -> None:
    """ "San Francisco born Julia Morgan designed X", "Rochdale born actor Bill Oddie starred in
    Y": the parser reads the place as the subject of "born" and the person as its object or as
    the subject of a clause under it. The person becomes the subject of the finite verb after
    the name, "born" a participle on the person, and the place a modifier of "born"."""
    born = next((t for t in doc[1:] if t.lower_ == "born" and named(doc[t.i - 1])), None)
    if born is None or doc[born.i - 1].ent_type_ in ("DATE", "CARDINAL"):
        return
    place = doc[born.i - 1]
    if any(t.dep_ != "det" for t in doc[: place.i]):
        return  # only a sentence's opening words: "... designed by Californian born X who ..." is parsed well
    k = born.i + 1
    while k < len(doc) and doc[k].pos_ == "NOUN" and doc[k].text.islower():
        k += 1  # "born architect Julia Morgan"
    if k >= len(doc) or not named(doc[k]) or doc[k].ent_type_ in ("GPE", "LOC", "DATE", "CARDINAL", "NORP"):
        return
    person = doc[k]
    verb = next((t for t in doc[k + 1 :] if t.pos_ in ("VERB", "AUX") and t.tag_ in _FINITE_TAGS), None)
    if verb is None:
        return
    main = verb
    if verb.dep_ in ("aux", "auxpass") and verb.head.i > verb.i and verb.head.pos_ == "VERB":
        main = verb.head
    passive = (verb.dep_ == "auxpass" and main.i != verb.i) or any(c.dep_ == "auxpass" for c in main.children)
    if main.head.i != main.i:
        main.head, main.dep_ = main, "ROOT"
    for token in doc:
        if token.i != main.i and token.head.i == token.i:
            token.head, token.dep_ = main, "dep"  # the parse's old root
        if token.i > person.i and token.i != main.i and token.head.i in (born.i, place.i, person.i):
            token.head = main  # what the parse hung on the place, "born" or the name
    if verb.i != main.i:
        verb.head = main
    person.head, person.dep_ = main, "nsubjpass" if passive else "nsubj"
    born.head, born.dep_ = person, "acl"
    place.head, place.dep_ = born, "npadvmod"
    for token in doc[born.i + 1 : person.i]:
        token.head, token.dep_ = person, "compound"
    for token in doc[: place.left_edge.i]:
        if token.head.i in (born.i, place.i) and token.dep_ == "det":
            token.head = person  # "The Lenmouth born author ..."


# ---- "X's name", "the leader's name of X" --------------------------------------------------

# Where the parser hangs the noun after a merged name and its "'s" ("Bozo the Iron Man's full
# name": the noun as the name's object).
_MISHUNG_OWNED = frozenset(["dobj", "pobj", "appos", "npadvmod", "attr", "dep"])
_CASE_MARKS = frozenset(["'s", "’s", "'", "’"])


def _possessive_after_name(doc: Doc) -> None:
    """ "Bozo the Iron Man's full name is Hugh Hazzard", "Peter the Great Bay's capital city is
    X": after the merge of a name with a lowercase word inside, the parser hangs the noun after
    the "'s" on the name (its object or apposition) and makes the name the verb's subject. The
    noun takes the name's place in the sentence and the name owns it."""
    for name in doc[:-2]:
        case = doc[name.i + 1]
        if name.pos_ != "PROPN" or " " not in name.text or case.text not in _CASE_MARKS or case.head.i != name.i:
            continue
        if name.dep_ in ("nmod", "compound") and name.head.i > case.i and name.head.pos_ == "NOUN":
            name.dep_ = "poss"  # "Marrow the Brave’s full name": the name hung on the noun, as its modifier
            continue
        owned = next((t for t in doc[name.i + 2 :] if t.head.i == name.i and t.dep_ in _MISHUNG_OWNED), None)
        if owned is None or owned.pos_ != "NOUN" or owned.head.i == owned.i:
            continue
        if any(t.head.i != owned.i for t in doc[name.i + 2 : owned.i]):
            continue  # only the noun's own modifiers between the "'s" and the noun
        owner_of(name, owned)


@lru_cache(maxsize=1)
def _relation_nouns() -> frozenset[str]:
    """The bundled catalog's one-word relation names and synonyms ("leader", "author")."""
    catalog = RelationCatalog.load()
    names = {*catalog.relations, *(s for r in catalog.relations.values() for s in r.synonyms)}
    return frozenset(normalize_text(n) for n in names if " " not in n)


def _relation_noun_name(doc: Doc) -> None:
    """ "The leader's name of Atlantic City is Don Guardian", "Atlantic City's leader's name is
    X", "The novel's author's name is X": "the R's name" says no more than "the R". The relation
    noun takes the place of "name" in the sentence, and the owner ("of X", or the "'s" before
    the relation noun) becomes its own."""
    for noun in doc:
        if noun.lower_ != "name" or noun.pos_ != "NOUN" or noun.dep_ not in ("nsubj", "nsubjpass", "attr"):
            continue
        if any(c.dep_ in ("amod", "compound") for c in noun.children):
            continue  # "the leader's full name": a name of its own
        relation = v1._child(noun, "poss")
        if relation is None or relation.pos_ != "NOUN" or named(relation) or relation.lower_ not in _relation_nouns():
            continue
        of = v1._prep(noun, "of")
        if of is None and v1._child(relation, "poss") is None:
            continue  # "The leader's name is X": whose leader the sentence does not say
        relation.head, relation.dep_ = noun.head, noun.dep_
        noun.head, noun.dep_ = relation, "dep"
        if of is not None:
            of.head = relation


def _titled_relation_after_name(doc: Doc) -> None:
    """ "X is the name of the Leader of Greece": a capitalized relation noun after "the name of
    the" is the relation, not a title the tagger takes for a name."""
    for noun in doc[3:]:
        if noun.pos_ != "PROPN" or " " in noun.text or noun.lower_ not in _relation_nouns():
            continue
        det, of = doc[noun.i - 1], noun.head
        if det.lower_ != "the" or noun.dep_ != "pobj" or of.lower_ != "of" or of.head.lower_ != "name":
            continue
        if v1._prep(noun, "of") is not None:
            noun.pos_, noun.tag_ = "NOUN", "NN"


def _national_as_noun(doc: Doc) -> None:
    """ "X was a United States national born in Y": "national" with an article and a clause or
    a country before it is a noun (a person), which the tagger read as an adjective."""
    for word in doc:
        if word.lower_ != "national" or word.pos_ != "ADJ" or word.dep_ not in ("attr", "appos"):
            continue
        det = v1._child(word, "det")
        if det is not None and det.lower_ in ("a", "an") and any(c.pos_ == "PROPN" for c in word.lefts):
            word.pos_, word.tag_ = "NOUN", "NN"


def _class_noun_apposition(doc: Doc) -> None:
    """ "X is the rector of the university, Kelsey Polytechnic.", "X is the architect of the
    memorial, the Marsh Cross.": the name after the comma that ends the sentence is the class
    noun's apposition, which the parser hung on the relation noun or on the verb."""
    for noun in doc[:-3]:
        comma, name = doc[noun.i + 1], doc[noun.i + 2]
        if noun.dep_ != "pobj" or noun.pos_ != "NOUN" or not _bare_class(noun) or comma.text != ",":
            continue
        if name.lower_ == "the" and noun.i + 3 < len(doc):
            name = doc[noun.i + 3]
        if not named(name) or name.head.i == noun.i or name.dep_ not in ("appos", "npadvmod", "dep"):
            continue
        if name.right_edge.i != name.i or any(not t.is_punct for t in doc[name.i + 1 : noun.sent.end]):
            continue  # only a name that ends the sentence
        name.head, name.dep_ = noun, "appos"
        comma.head = noun


def _class_noun_before_name(doc: Doc) -> None:
    """ "An alternative name for the comic character Bolt is X", "The nickname of the football
    club Lenmouth Rovers is Y", "An alternative name for the dish Pelmora is Z": the parser ends
    the phrase at the class noun and hangs the name elsewhere (a second subject of the verb, an
    apposition of the relation noun, the subject of a clause on the class noun). The name is the
    object of "for" / "of", and the class noun a modifier of it, as in "the novel The Grey
    Harbour"."""
    for noun in doc[:-2]:
        name, prep = doc[noun.i + 1], noun.head
        if noun.dep_ != "pobj" or noun.pos_ != "NOUN" or not named(name) or name.head.i == noun.i:
            continue
        relation, verb = prep.head, name.head
        own = [c for c in noun.children if c.i != verb.i]
        det = v1._child(noun, "det")
        if det is None or det.lower_ != "the" or any(c.dep_ not in ("det", "amod", "compound") for c in own):
            continue  # "the comic character", "the dish": a bare class noun
        if prep.lower_ not in ("for", "of"):
            continue
        if name.dep_ in ("nsubj", "nsubjpass") and verb.dep_ == "relcl" and verb.head.i == noun.i:
            if relation.dep_ != "ROOT" or relation.pos_ != "NOUN":
                continue  # "An alternative name for the dish Pelmora is Z" read as "the dish (that) Pelmora is"
            for token in doc:
                if token.head.i == relation.i and token.dep_ == "punct" and token.i > verb.i:
                    token.head = verb
            verb.head, verb.dep_ = verb, "ROOT"
            relation.head, relation.dep_ = verb, "nsubj"
        elif name.dep_ in ("nsubj", "nsubjpass"):
            if not any(
                c.dep_ in ("nsubj", "nsubjpass") and c.i < noun.i and c in prep.ancestors for c in verb.children
            ):
                continue  # "An alternative name for the comic character Bolt is X": two subjects
        elif name.dep_ != "appos" or verb.i != relation.i:
            continue  # "The nickname of the football club Lenmouth Rovers is Y": the noun's apposition
        name.head, name.dep_ = prep, "pobj"
        noun.head, noun.dep_ = name, "compound"


def _class_noun_object_title(doc: Doc) -> None:
    """ "Y published the science fiction novel The Long Orbit, written by Z", "Z wrote the
    memoir Two Rivers": the parser ends the object at the work's class noun and hangs the title
    on the verb (an adverbial noun, a second object). The title is the object, and the class
    noun a modifier of it, as in "the novel The Grey Harbour"."""
    for noun in doc[:-1]:
        if noun.dep_ != "dobj" or noun.pos_ != "NOUN" or noun.lemma_.lower() not in _OBJECT_TITLE_CLASSES:
            continue
        k = noun.i + 1
        if doc[k].lower_ == "the" and k + 1 < len(doc):
            k += 1
        name, verb = doc[k], noun.head
        if not named(name) or name.head.i != verb.i or name.dep_ not in ("npadvmod", "dobj", "dep", "oprd", "prep"):
            continue
        if name.ent_type_ in ("GPE", "LOC", "NORP", "DATE", "CARDINAL") or any(c.dep_ == "prep" for c in noun.children):
            continue
        name.dep_ = "dobj"
        noun.head, noun.dep_ = name, "compound"


# ---- "the comic character, X's alter ego" ---------------------------------------------------


def _class_before_possessive(doc: Doc) -> None:
    """ "The comic character, Blockbuster's alternative name is X", "The novel, The Grey
    Harbour's author is Y": the parser makes the class noun the subject and hangs the relation
    noun on it (an apposition) or on the verb (a second subject). The relation noun becomes the
    subject, and the class noun a modifier of the name it classes, as in "the comic character
    Blockbuster". So too "The address, 11 Diagonal Street is ...", two subjects of one verb."""
    for noun in doc:
        if noun.dep_ not in ("nsubj", "nsubjpass") or noun.pos_ != "NOUN" or not _bare_class(noun):
            continue
        verb = noun.head
        relation = next((c for c in noun.children if c.dep_ == "appos" and c.pos_ == "NOUN"), None)
        if relation is None:
            relation = next((c for c in v1._children(verb, "nsubj", "nsubjpass") if c.i > noun.i), None)
        if relation is not None and named(relation) and relation.left_edge.i == noun.i + 2:
            if doc[noun.i + 1].text == ",":  # "The address, 11 Diagonal Street is located in X"
                doc[noun.i + 1].head = relation
                noun.head, noun.dep_ = relation, "compound"
            continue
        owner = v1._child(relation, "poss") if relation is not None else None
        if relation is None or owner is None or not named(owner) or owner.left_edge.i > noun.i + 2:
            continue
        if any(t.pos_ in ("VERB", "AUX") for t in doc[noun.i : relation.i]):
            continue
        relation.head, relation.dep_ = verb, noun.dep_
        for token in doc[noun.i + 1 : owner.left_edge.i]:
            if token.is_punct:
                token.head = owner
        noun.head, noun.dep_ = owner, "compound"


def _bare_class(noun: Token) -> bool:
    """ "the comic character", "the dish": a definite noun with no owner, object or clause."""
    det = v1._child(noun, "det")
    if det is None or det.lower_ != "the" or det.i != noun.left_edge.i:
        return False
    return all(c.dep_ in ("det", "amod", "compound", "punct", "appos") for c in noun.children)


# ---- comma splices -----------------------------------------------------------------------------


def _spliced_clauses(doc: Doc) -> None:
    """ "X was born in Y on D, she studied at Z": two clauses joined by a comma alone, which the
    parser reads as the first clause being what the second one says (a complement, as after
    "said"). The first becomes a clause beside the second (parataxis), so its own subject and
    its facts stand on their own. Never after a verb of saying or thinking."""
    for verb in doc:
        if verb.dep_ != "ccomp" or verb.pos_ not in ("VERB", "AUX") or verb.head.i < verb.i:
            continue
        main = verb.head
        if main.lemma_.lower() in _SAYING_VERBS or main.pos_ not in ("VERB", "AUX"):
            continue
        own = v1._child(verb, *_SUBJECT_DEPS)
        other = v1._child(main, *_SUBJECT_DEPS)
        if own is None or other is None or own.i > verb.i or other.i < verb.right_edge.i:
            continue
        comma = doc[other.left_edge.i - 1] if other.left_edge.i > 0 else None
        if comma is None or comma.text not in (",", ";") or comma.i <= verb.right_edge.i - 1:
            continue
        verb.dep_ = "parataxis"


# ---- "X has 4,500 members and competes in Y" --------------------------------------------------

_PLAY_FORMS = {"plays": "play", "competes": "compete"}


def _play_read_as_noun(doc: Doc) -> None:
    """ "X has 4,500 members and competes in Y": the parser reads "competes" as a noun joined to
    the object and hangs "in Y" on the object. The word becomes the verb's conjunct (a verb)
    and takes the phrases after it."""
    for token in doc:
        obj = token.head
        if token.lower_ not in _PLAY_FORMS or token.pos_ != "NOUN" or token.dep_ != "conj" or obj.dep_ != "dobj":
            continue
        verb = obj.head
        if verb.pos_ not in ("VERB", "AUX") or token.i < obj.i:
            continue
        token.pos_, token.tag_, token.lemma_ = "VERB", "VBZ", _PLAY_FORMS[token.lower_]
        token.head, token.dep_ = verb, "conj"
        for child in [*obj.children, *verb.children]:
            if child.i > token.i and child.dep_ == "prep":
                child.head = token  # "... members and plays at Y": "at Y" hung on "has"
            elif child.dep_ == "cc" and obj.i < child.i < token.i:
                child.head = verb


def _play_for_as_dative(doc: Doc) -> None:
    """ "X has played for Y and Z": the parser may label "for" a dative; it is the verb's
    preposition, as in "X played for Y"."""
    for token in doc:
        dative = token.lower_ == "for" and token.dep_ == "dative" and token.head.lemma_ == "play"
        if dative and any(c.dep_ == "pobj" for c in token.children):
            token.dep_ = "prep"


def _copula_value_as_subject(doc: Doc) -> None:
    """ "The president of X is Fernando Cid and the club plays in Y": the parser makes the name
    and "the club" two subjects of "plays" and leaves "is" without a value. The name becomes the
    copula's value and "plays" a clause joined to it."""
    for second in doc:
        first = second.head
        if second.dep_ != "ccomp" or second.pos_ not in ("VERB", "AUX") or first.lemma_ != "be" or first.i > second.i:
            continue
        if second.lemma_ not in ("play", "compete"):
            continue  # the clubs' shape only ("... and the club plays in Y")
        if v1._child(first, *_SUBJECT_DEPS) is None or v1._child(first, "attr", "acomp") is not None:
            continue
        subjects = [c for c in second.children if c.dep_ == "nsubj"]
        if not subjects or subjects[0].left_edge.i != first.i + 1:
            continue
        value = subjects[0]
        joined = [c for c in value.children if c.dep_ == "conj" and c.i < second.i]  # "Y and the team" as one subject
        if len(subjects) + len(joined) != 2:
            continue
        noun = subjects[1] if len(subjects) == 2 else joined[0]
        cc = next((c for c in value.children if c.dep_ == "cc" and c.lower_ == "and"), None)
        det = v1._child(noun, "poss", "det")
        if cc is None or noun.pos_ != "NOUN" or det is None or det.lower_ not in _POINTING_DETERMINERS:
            continue
        value.head, value.dep_ = first, "attr"
        noun.head, noun.dep_ = second, "nsubj"
        cc.head = first
        second.head, second.dep_ = first, "conj"


# ---- "A's R is X and its S is Y" ------------------------------------------------------------

_POINTING_DETERMINERS = frozenset(["its", "their", "his", "her", "the"])


def _joined_copulas(doc: Doc) -> None:
    """ "The university's rector is Fiona Hale and its motto is Y", "The capital is Oslo and the
    currency is the krone": the parser reads "Fiona Hale and its motto" as the subject of the
    second "is" and leaves the first without a value. The name becomes the first copula's value
    and the second copula a clause beside it with the relation noun as its subject."""
    for second in doc:
        first = second.head
        passive = v1._child(second, "auxpass") is not None  # "... and the country is led by Y"
        if second.dep_ not in ("ccomp", "conj") or (second.lemma_ != "be" and not passive):
            continue
        if first.lemma_ != "be" or first.i > second.i or v1._child(first, *_SUBJECT_DEPS) is None:
            continue
        value = v1._child(first, "attr")  # "... is Oslo and the currency is": only the noun misplaced
        if value is not None and v1._child(second, *_SUBJECT_DEPS) is not None:
            continue
        if value is None and (second.dep_ != "ccomp" or v1._child(first, "acomp") is not None):
            continue
        value = value or v1._child(second, "nsubj", "nsubjpass")
        if value is None or value.left_edge.i != first.i + 1 or value.i > second.i:
            continue
        noun = next((c for c in value.children if c.dep_ == "conj" and c.i < second.i), None)
        cc = next((c for c in value.children if c.dep_ == "cc" and c.lower_ == "and"), None)
        if noun is None or cc is None or not _second_subject(value, noun):
            continue
        value.head, value.dep_ = first, "attr"
        noun.head, noun.dep_ = second, "nsubjpass" if passive else "nsubj"
        cc.head = first
        second.head, second.dep_ = first, "conj"


def _copula_read_as_auxiliary(doc: Doc) -> None:
    """ "Austria's leader is X and German is spoken there": the parser reads the first "is" as
    the passive auxiliary of "spoken", with "X and German" its subject. The first "is" becomes
    the sentence's copula with X its value, and "German is spoken" a clause joined to it."""
    for first in doc:
        verb = first.head
        if first.lemma_ != "be" or first.dep_ != "auxpass" or verb.dep_ != "ROOT" or verb.i < first.i:
            continue
        relation = v1._child(first, "nsubj")
        value = v1._child(verb, "nsubjpass")
        if relation is None or relation.pos_ != "NOUN" or value is None or value.left_edge.i != first.i + 1:
            continue
        noun = next((c for c in value.children if c.dep_ == "conj"), None)
        cc = next((c for c in value.children if c.dep_ == "cc" and c.lower_ == "and"), None)
        second = [c for c in verb.children if c.dep_ == "auxpass" and c.i > value.i]
        if noun is None or cc is None or not second or not _second_subject(value, noun, first):
            continue
        first.head, first.dep_ = first, "ROOT"
        value.head, value.dep_ = first, "attr"
        noun.head, noun.dep_ = verb, "nsubjpass"
        cc.head = first
        verb.head, verb.dep_ = first, "conj"
        return


def _value_read_as_modifier(doc: Doc) -> None:
    """ "Karnataka's capital is Bengaluru and X College is affiliated with Y": the parser hangs
    "Bengaluru" (with its "and") on the second clause's subject as a modifier and leaves the
    first copula without a value. The name becomes that value, and the second clause one joined
    to it."""
    for second in doc:
        first = second.head
        passive = v1._child(second, "auxpass") is not None
        if second.dep_ != "ccomp" or (second.lemma_ != "be" and not passive) or first.lemma_ != "be":
            continue
        if first.i > second.i or v1._child(first, "nsubj") is None or v1._child(first, "attr", "acomp") is not None:
            continue
        subject = v1._child(second, "nsubj", "nsubjpass")
        value = doc[first.i + 1] if first.i + 1 < len(doc) else None
        if subject is None or value is None or value.head.i != subject.i or value.dep_ not in ("nmod", "compound"):
            continue
        cc = next((c for c in value.children if c.dep_ == "cc" and c.lower_ == "and"), None)
        between = doc[value.i + 1 : subject.i]
        if cc is None or value.pos_ != "PROPN" or subject.pos_ != "PROPN":
            continue
        if not between or any(t.i != cc.i and t.dep_ != "det" for t in between):
            continue  # only "and" (and an article) between the value and the second subject
        value.head, value.dep_ = first, "attr"
        cc.head = first
        second.head, second.dep_ = first, "conj"


def _second_subject(value: Token, noun: Token, first: Token | None = None) -> bool:
    """Whether the name or noun after "and" opens a clause of its own: a noun with a pointing
    determiner ("its motto", "the country"), or a name after a name ("Ireland's leader is X and
    Georgians are ...", "Sweden's capital is Stockholm and Uppsala is ..."): a list of two names
    after a relation noun would have a plural verb before it."""
    det = v1._child(noun, "poss", "det")
    if det is not None and det.lower_ in ("club", "team") and [c.lower_ for c in det.children] == ["the", "'s"]:
        det = v1._child(det, "det")  # "... and the club's manager is Y": "the club" points back
    if noun.pos_ == "NOUN":
        return det is not None and det.lower_ in _POINTING_DETERMINERS
    if first is None:
        first = value.head.head if value.head.dep_ != "ROOT" else value.head
    return noun.pos_ == "PROPN" and value.pos_ == "PROPN" and first.tag_ == "VBZ"


# ---- unknown words ---------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    """The English words of the lemmatizer's word lists (nouns, verbs, adjectives, adverbs)."""
    try:
        lemmatizer = load_pipeline().get_pipe("lemmatizer")
        index = lemmatizer.lookups.get_table("lemma_index")  # type: ignore[attr-defined]
    except (KeyError, ValueError, AttributeError):
        return frozenset()
    return frozenset(word for pos in ("noun", "verb", "adj", "adv") for word in index.get(pos, []))


def unknown_word(token: Token) -> bool:
    """Whether a capitalized word is none the dictionary lists, as word or lemma ("Adare")."""
    words = _dictionary()
    text = token.text
    if not words or len(text) < 3 or not text[:1].isupper() or not text.isalpha() or text.isupper():
        return False
    return text.lower() not in words and token.lemma_.lower() not in words


def _unknown_words_as_names(doc: Doc) -> None:
    """A capitalized common noun, adjective or adverb (or a people that names none) that the
    dictionary does not list becomes a proper noun: "Adare is part of Munster", "Pelvosh is a
    Ukrainian dish" (a made-up name the tagger took for an adverb)."""
    for token in doc:
        if token.pos_ not in ("NOUN", "ADJ", "ADV", "INTJ", "X", "PROPN") or not unknown_word(token):
            continue
        if token.pos_ == "PROPN" and token.ent_type_ != "NORP":
            continue
        if token.ent_type_ == "NORP":
            if is_demonym(token.text) or token.text.endswith(("an", "ans", "ese", "ish", "ic", "i")):
                continue  # "Catalan", "Bavarians": a people after all
            token.ent_type_ = ""
        token.pos_, token.tag_ = "PROPN", "NNP"


# ---- fronted participles -----------------------------------------------------------------


def _fronted_participle_subject(doc: Doc) -> None:
    """ "Operated by X, Y is located in Z": Y becomes the subject of the main verb and the
    opening participle an adverbial clause of it, when the parser read them otherwise."""
    opening = _opening_participle(doc)
    if opening is None:
        return
    verb = _finite_after(doc, opening)
    if verb is None or _inverted(verb):
        return
    head = _subject_phrase_head(doc, opening, verb)
    if head is None or head.dep_ in _SUBJECT_DEPS:
        return
    main = verb
    if verb.dep_ in ("aux", "auxpass") and verb.head.i > verb.i and verb.head.pos_ == "VERB":
        main = verb.head  # "... is located in Z": the participle after the auxiliary
    passive = (verb.dep_ == "auxpass" and main.i != verb.i) or any(c.dep_ == "auxpass" for c in main.children)
    if main.head.i != main.i:
        main.head, main.dep_ = main, "ROOT"
    if verb.i != main.i and verb.head.i != main.i:
        verb.head = main
    for token in doc[head.right_edge.i + 1 :]:
        if token.i != main.i and token.head.i == opening.i:
            token.head = main  # "... , is a character": the rest of the clause hung on the participle
    opening.head, opening.dep_ = main, "advcl"
    head.head, head.dep_ = main, "nsubjpass" if passive else "nsubj"
    _return_role_name(doc, opening, head)


def _return_role_name(doc: Doc, opening: Token, head: Token) -> None:
    """ "Dedicated to the poet Anna Vask, the Vask Memorial is ...": a name the parser took out
    of the opening participle's phrase for the subject goes back to the role noun before it."""
    for token in doc[opening.i + 1 : head.i]:
        before = doc[token.i - 1]
        stray = token.dep_ in _SUBJECT_DEPS and token.head.i == head.head.i
        if stray and named(token) and before.pos_ == "NOUN" and before.dep_ == "pobj" and opening.is_ancestor(before):
            token.head, token.dep_ = before, "appos"


def _inverted(verb: Token) -> bool:
    """ "Found in A, B, is X", "... is the dish X": a copula whose subject follows it (the
    participle describes X)."""
    after = next((t for t in verb.doc[verb.i + 1 :] if t.dep_ not in ("det", "compound", "amod")), None)
    return verb.lemma_ == "be" and after is not None and named(after)


def _opening_participle(doc: Doc) -> Token | None:
    """The sentence's first word when it is a past or present participle ("Operated",
    "Starring") or a participle the tagger misread ("Lead"), followed by a comma later."""
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.i > 1:
        return None
    if first.tag_ not in ("VBN", "VBG") and first.lower_ not in _FRONTED_WORDS:
        return None
    if first.lower_ in ("lead", "led") and (first.i + 1 >= len(doc) or doc[first.i + 1].lower_ != "by"):
        return None
    return first if any(t.text == "," for t in doc[first.i + 1 :]) else None


def _finite_after(doc: Doc, opening: Token) -> Token | None:
    """The first verb after the opening phrase's first comma, when it is finite (or a past
    form the tagger read as a participle, "Born in X, Y, starred in Z", when no finite verb
    follows it)."""
    comma = next(t for t in doc[opening.i + 1 :] if t.text == ",")
    verb = next((t for t in doc[comma.i + 1 :] if t.pos_ in ("VERB", "AUX")), None)
    if verb is None:
        return None
    if verb.tag_ == "VBN" and doc[verb.i - 1].text == ",":
        later = any(t.tag_ in _FINITE_TAGS and t.pos_ in ("VERB", "AUX") for t in doc[verb.i + 1 :])
        return None if later or any(c.dep_ in ("aux", "auxpass") for c in verb.children) else verb
    return verb if verb.tag_ in _FINITE_TAGS else None


def _subject_phrase_head(doc: Doc, opening: Token, verb: Token) -> Token | None:
    """The head of the named phrase between the last comma before ``verb`` and ``verb``
    ("Operated by X, the Y Airport, has ...": "Y Airport"); None when there is none."""
    end = verb.i
    while end > opening.i and doc[end - 1].text == ",":
        end -= 1
    start = max((t.i for t in doc[opening.i : end] if t.text == ","), default=-1) + 1
    if start <= opening.i or start >= end:
        return None
    phrase = doc[start:end]
    if any(t.pos_ in ("VERB", "AUX", "ADP", "PRON") or t.is_punct for t in phrase):
        return None
    heads = [t for t in phrase if not start <= t.head.i < end or t.head.i == t.i]
    if len(heads) != 1 or not named(heads[0]):
        return None
    return heads[0]


# ---- subjects --------------------------------------------------------------------------------


def building_at_address(noun: Token) -> Token | None:
    """The address that names "the building at 300 North LaSalle": a named object of "at"
    that starts with a house number."""
    obj = v1._prep_object(v1._prep(noun, "at"))
    if obj is None or not named(obj) or not obj.text[:1].isdigit() or obj.ent_type_ in ("DATE", "TIME"):
        return None
    return obj


# ---- rules ---------------------------------------------------------------------------------


class ClauseRules:
    """Rules for relation phrases owned by a name before them, and dates after "in"."""

    if TYPE_CHECKING:
        catalog: RelationCatalog
        resolved: dict[int, str]

        def _known(self, relation: str) -> bool: ...

        def entity(self, head: Token | None) -> str | None: ...

        def owner(self, noun: Token) -> Token | None: ...

    def spliced_pronoun(self, sent: Span) -> dict[int, str]:
        """{index: name} for "he" / "she" opening the second of two clauses joined by a comma
        alone ("Mira Olsen was born in Lenmouth, she studied at ..."): the first clause's
        subject, when it is the one person the sentence names before the pronoun."""
        for verb in sent:
            if verb.dep_ != "parataxis" or verb.head.i < verb.i:
                continue
            own = v1._child(verb, *_SUBJECT_DEPS)
            pronoun = v1._child(verb.head, *_SUBJECT_DEPS)
            if own is None or pronoun is None or pronoun.lower_ not in ("he", "she"):
                continue
            name = self.resolved.get(own.i) if own.lower_ in ("he", "she") else None
            people = [e for e in sent.ents if e.label_ == "PERSON" and e.start < pronoun.i]
            if name is None and own.ent_type_ == "PERSON" and len(people) == 1:
                name = self.entity(own)
            if name:
                return {pronoun.i: name}
        return {}

    def clause_patterns(self, token: Token) -> Iterator[Candidate]:
        """The rules of this module, by the token they hang on."""
        if token.lower_ == "born" and token.dep_ == "acl":
            yield from self.place_born(token)
        if token.lemma_ == "be" and token.pos_ in ("AUX", "VERB"):
            yield from self.name_before_relation(token)
            yield from self.relation_date_in(token)
            yield from self.class_noun_value(token)
            yield from self.value_first(token)
        if token.lemma_ in _PLACING_VERBS or token.lemma_ == "have":
            yield from self.relation_placed(token)

    def place_born(self, born: Token) -> Iterator[Candidate]:
        """ "San Francisco born Julia Morgan": the place before "born" is the birth place."""
        place = next((c for c in born.children if c.dep_ == "npadvmod" and c.i == born.i - 1), None)
        if place is None or not named(place) or place.ent_type_ in ("DATE", "CARDINAL", "NORP"):
            return
        person = born.head
        entity = self.entity(person) if named(person) else None
        value = self.entity(place)
        if entity and value and entity != value:
            yield Candidate(entity, "birth place", value)

    def name_before_relation(self, verb: Token) -> Iterator[Candidate]:
        """ "X runway length is 597", "the X operating organisation is Y": a name before a
        relation phrase the catalog knows owns it (the phrase is the words after the name)."""
        subj = v1._child(verb, "nsubj")
        attr = v1._child(verb, "attr")
        if subj is None or attr is None or subj.pos_ != "NOUN" or v1._child(subj, "poss") is not None:
            return
        found = _owner_and_relation(subj)
        if found is None:
            return
        owner, relation = found
        if not self._known(relation):
            return
        entity = self.entity(owner)
        value = _copula_value(attr)
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def class_noun_value(self, verb: Token) -> Iterator[Candidate]:
        """ "The architect of X was the company Populous", "The publisher of X is the firm Y":
        the name after a class noun of bodies is the value of the subject's relation."""
        subj = v1._child(verb, "nsubj")
        attr = v1._child(verb, "attr")
        if subj is None or attr is None or subj.pos_ != "NOUN" or attr.pos_ != "NOUN" or named(attr):
            return
        if attr.lemma_.lower() not in _BODY_CLASSES or v1._child(attr, "det") is None:
            return
        name = next((c for c in attr.children if c.dep_ in ("appos", "compound") and c.i > attr.i), None)
        after = attr.doc[attr.i + 1] if attr.i + 1 < len(attr.doc) else None
        if name is None and after is not None and after.head.i in (verb.i, attr.i) and after.text[:1].isupper():
            name = after  # "the company Populous", "Populous" read as an adjective
        if name is None or not name.text[:1].isupper():
            return
        relation = v1.relation_phrase(subj)
        owner = v1._prep_object(v1._prep(subj, "of")) or v1._child(subj, "poss")
        if owner is None or not named(owner) or not self._known(relation):
            return
        entity = self.entity(owner)
        value = self.entity(name) if named(name) else name.text
        if entity and value and value != entity:
            yield Candidate(entity, relation, value)

    def relation_placed(self, verb: Token) -> Iterator[Candidate]:
        """ "The headquarters of X are located in Y", "X has its headquarters in Y": a relation
        whose value is a place, placed by a verb of location or by "has its ... in"."""
        if any(c.dep_ == "neg" or c.lower_ in ("until", "till", "formerly", "once") for c in verb.children):
            return  # "X had its ground at Y until 1990": a former place
        if verb.lemma_ in _PLACING_VERBS and v1._child(verb, "auxpass") is not None:
            noun = v1._child(verb, "nsubjpass")
            owner = self.owner(noun) if noun is not None and noun.pos_ == "NOUN" else None
            preps = v1._children(verb, "prep")
        elif verb.lemma_ == "have" and verb.tag_ in ("VBZ", "VBP"):
            noun = v1._child(verb, "dobj")
            poss = v1._child(noun, "poss") if noun is not None else None
            if poss is None or poss.lower_ not in ("its", "their"):
                return
            owner = v1._child(verb, "nsubj")
            preps = [*v1._children(noun, "prep"), *v1._children(verb, "prep")] if noun is not None else []
        else:
            return
        if noun is None or owner is None or not (named(owner) or owner.i in self.resolved):
            return
        relation = self.catalog.canonical(v1.relation_phrase(noun))
        if relation not in _PLACE_RELATIONS:
            return
        place = next((v1._prep_object(p) for p in preps if p.lower_ in ("in", "at", "on")), None)
        if place is None or not named(place) or place.ent_type_ in ("DATE", "CARDINAL", "PERSON"):
            return
        entity, value = self.entity(owner), self.entity(place)
        if entity and value and entity != value:
            yield Candidate(entity, relation, value)

    def value_first(self, verb: Token) -> Iterator[Candidate]:
        """ "1973 was the start date of X", "4000 metres is the runway length at X": a date or
        a quantity as the subject and the definite relation noun of a named owner after it."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        if subj is None:  # "January 2014 is the ...", the month read as an adverb
            subj = next((c for c in verb.lefts if c.dep_ == "npadvmod" and c.ent_type_ == "DATE"), None)
        if subj is None or attr is None or attr.pos_ != "NOUN" or subj.i > verb.i:
            return
        if attr.left_edge.lower_ != "the" or any(c.dep_ == "neg" for c in verb.children):
            return
        relation = v1.relation_phrase(attr)
        kind = relation_value_kind(self.catalog.canonical(relation)) if self._known(relation) else ""
        value = v1.date_phrase(subj) if kind == "date" and subj.ent_type_ == "DATE" else None
        if kind == "quantity":
            value = v1.quantity_phrase(subj)  # "4000ft", "2,100 metres"
        owner = next((v1._prep_object(p) for p in v1._children(attr, "prep") if p.lower_ in ("of", "for", "at")), None)
        if owner is not None and owner.pos_ == "NOUN" and not named(owner):
            owner = building_at_address(owner)  # "the start date for the building at 103 Colmore Row"
        if not value or owner is None or not named(owner):
            return
        entity = self.entity(owner)
        if entity:
            yield Candidate(entity, relation, value)

    def relation_date_in(self, verb: Token) -> Iterator[Candidate]:
        """ "X's completion date was in 1964", "The start date of X was in June 2001": a date
        relation noun as the subject, "in" or "on" and a date as the copula's value."""
        subj = v1._child(verb, "nsubj")
        if subj is None or subj.pos_ != "NOUN" or v1._child(verb, "attr", "acomp") is not None:
            return
        prep = next((c for c in v1._children(verb, "prep") if c.lower_ in ("in", "on") and c.i > subj.i), None)
        obj = v1._prep_object(prep) if prep is not None else None
        date = v1.date_phrase(obj) if obj is not None and obj.ent_type_ == "DATE" else None
        if not date:
            return
        owner = v1._child(subj, "poss")
        relation = v1.relation_phrase(subj)
        if owner is None:
            owner = v1._prep_object(v1._prep(subj, "of"))
        if owner is None or owner.pos_ == "PRON" or not named(owner):
            return
        if not self._known(relation) or relation_value_kind(self.catalog.canonical(relation)) != "date":
            return
        entity = self.entity(owner)
        if entity:
            yield Candidate(entity, relation, date)


def relation_after_name(noun: Token, owner: Token) -> str | None:
    """The relation phrase after a name that owns it: "runway length" in "X runway length"."""
    found = _owner_and_relation(noun)
    return found[1] if found is not None and found[0].i == owner.i else None


def _owner_and_relation(noun: Token) -> tuple[Token, str] | None:
    """(the name, the relation phrase after it) of "X runway length", "X (New Zealand)
    operating organisation": one named modifier, the words between it and the noun."""
    lefts = list(noun.lefts)
    names = [t for t in lefts if t.dep_ in ("compound", "nmod") and named(t) and t.ent_type_ not in ("NORP", "DATE")]
    if not names:  # "Greece leader name is X": the name hangs on "leader", not on "name"
        lefts = list(noun.doc[noun.left_edge.i : noun.i])
        names = [
            t
            for t in lefts
            if t.dep_ in ("compound", "nmod") and named(t) and t.ent_type_ not in ("NORP", "DATE") and t.head in lefts
        ]
    if not names:
        return None
    owner = names[0]
    inside = [t for t in names[1:] if t.i > 0 and noun.doc[t.i - 1].text == "("]
    if len(names) - 1 != len(inside):
        return None  # two names before the noun: whose relation it is is unclear
    words = [t for t in lefts if t.i > owner.i and t.dep_ in ("compound", "amod") and not named(t)]
    after = [t for t in noun.doc[owner.i + 1 : noun.i] if not t.is_punct and t not in inside]
    if len(words) != len(after):
        return None  # other words between the name and the noun
    relation = " ".join([*(t.lower_ for t in words), noun.lower_])
    return owner, relation


def _copula_value(attr: Token) -> str | None:
    """The value of a copula: a name, a date or a number with its unit."""
    if attr.ent_type_ == "DATE":
        return v1.date_phrase(attr)
    if named(attr):
        tokens = v1.name_tokens(attr)
        return v1._text(tokens) if tokens else None
    return v1.quantity_phrase(attr)


def owner_of(name: Token, owned: Token) -> None:
    """Make ``name`` the possessive of ``owned``, the noun taking the name's place in the
    sentence (the parser had hung the noun on the name)."""
    if name.head.i == name.i:
        owned.head, owned.dep_ = owned, "ROOT"
    else:
        owned.head, owned.dep_ = name.head, name.dep_
    name.head, name.dep_ = owned, "poss"
