"""``spacy-rules.v2`` on universities, colleges, schools and institutes (session 23): the
wordings of short descriptions that the organisation rules (:mod:`.organisations_v2`) miss.

- **Motto and nickname**: "The motto of X is "Y"", "X's motto is "Y"", "Its motto is "Y"", "X,
  whose motto is "Y", ...", ""Y" is the motto of X", "X's motto, "Y", is ...", "X's motto reads
  "Y"", "... and its motto is "Y"" (the parser reads a quoted sentence as a clause, not a
  name); an unquoted motto that runs to the clause's end ("X's motto is Lux et veritas"); "X
  (nicknamed the Ravens)".
- **Kind and place**: "X is a (public) university in Y" (location, like "a city in Y"), "X is an
  institution in Y" for a school's name only; "The X Institute in Bangalore was ..." (a school
  subject with "in" and a place).
- **Founding**: "X was set up in 1921", "X dates from 1921", "X dates back to 1921", "X was
  created in 1921" (a school's founding year); "established in 1996 in Ticino, Switzerland"
  says where a school is (location, and the country), not only where it was founded.
- **Counts**: "There are 700 academic staff at X", "X is attended by 20,000 students", "X is
  home to 16,000 students", "X has 700 academic staff, 9,000 students and ..." (a count in
  apposition to another); a school's "700 staff members", "a staff of 700", "1,200 faculty" or
  "1,200 academics" is its academic staff size, "16,000 students enrolled" or "a student
  enrolment of 16,000" its number of students; "4,000 students in postgraduate programmes"
  gives none.
- **Titles**: "X's president, Robert Hale, ...", "X is headed by president Robert Hale" (the
  title, never a leader named "president Robert Hale"), "Y is the dean of X and Z is its
  rector", "Y serves as chancellor of X" (also when the tagger reads Y as an organisation);
  no leader or operator fact beside a titled head ("run by Anna Pell, its rector").
- **Denials**: a copula with "not" ("X is not a member of Y", "Lenmouth is not the capital of
  Norvania") states a denial (:func:`negated_copula`, used by ``TopicRules._guarded``).
- **Campus and affiliation**: "X has its campus in Y", "X has an urban campus located in Y"; an
  address's first part is no campus of its own; "X is a member of the Y Group" is the school's
  affiliation (DBpedia's word), never for a person.
- **Second pass (23b)**: a title in a second clause ("X has 7,000 students and its rector is
  Y", "X's dean is Y and its chancellor is Z"), a title the tagger reads as a name in
  apposition ("Y, the chancellor of X, ..."), "X has Y as rector", "X belongs to the Z Network"
  (affiliation), "X, in Lenmouth, has ...", "a total of N students and M academic staff", "Aarhus,
  where X is located" (a school only); "Y is president of X, in Mumbai" puts Mumbai on X, not
  on Y; a school name the tagger reads as a person's still names a school; a single-quoted
  motto is not also its first word.
- **Names**: "School of Business at the University of Lenmouth" is one name
  (:func:`school_at_school`, called by ``name_spans``).
- **Session 27**: a school name NER leaves untagged ("Oldmere University's chancellor") and "the
  Faculty of Law at Mirova University" are names (:func:`bare_school_spans`,
  :func:`faculty_at_school_spans`); "X has a campus called Y"; disciplines ("offers courses in
  A", "specialises in A", "teaches A"); "X, in Gorvik, Norway, was ..."; "the chancellor of X,
  which was established in 1970"; "known as the Badgers" is a nickname.
- **Round 14**: "There are N postgraduate and M undergraduate students at X" (each conjunct),
  "a chancellor called <a name tagged a product's>", "has Y as its chancellor and "Q" as its
  motto", "X's academic staff is made up of (consists of, comprises) N people", "has a rector
  named Y and 510 members of academic staff", "the chancellor of X which has N undergraduates"
  (the clause on the title), "has a dean, Y, and ...", "created in 1911 in Aalborg, Denmark"
  (a town tagged a group, with its country); a school "in Tartu, Estonia" (or "Hubli,
  Karnataka") keeps the larger place as its own, not also the town's; no count of "12,000 and
  800 academic staff".

A school is named as one ("... University", "College of ...", "Accademia di ..."), or is a
pronoun resolved to such a name. Mixed into
:class:`~hcf_graph.extract.spacy_rules_v2.TopicRules`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from ..resolve.countries import is_country
from . import spacy_rules as v1
from .common_v2 import RulesState, _coordinated, _is_passive, _is_place_name, _unwrap_place, counted_relation
from .organisations_v2 import TITLES
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

# A school's name: one of these words in it.
SCHOOL_NAME = re.compile(
    r"\b(?:Universit\w*|College|School|Institute|Institut|Instituto|Academy|Accademia|Akademie|Academia|Académie|"
    r"Polytechnic|Conservatory|Conservatoire|Seminary|Faculty|École|Escuela|Scuola|"
    r"Universidad|Universität|Université|Università|Universiteit|Politecnico|Hochschule|Lyceum)\b"
)
# Class nouns that say a thing is a school: "X is a public university in Y".
SCHOOL_NOUNS = frozenset(
    ["university", "college", "school", "institute", "academy", "polytechnic", "conservatory", "seminary"]
)
# Heads of a faculty's "X of Y" name that may go on with "at the <university>".
AT_SCHOOL_HEADS = frozenset(["school", "faculty", "institute", "department", "college"])
_GENERAL_NOUNS = frozenset(["institution", "establishment"])  # a school's class only when its name says so
_QUOTED_NOUNS = frozenset(["motto", "nickname"])
_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’", "«": "»"}
_YEAR = re.compile(r"^(?:1[0-9]|20)\d{2}$")
_COUNT_RELATIONS = frozenset(
    [
        "academic staff size",
        "number of students",
        "number of postgraduate students",
        "number of undergraduate students",
    ]
)
_FOUNDED = "founded"
# Titles of a place's head, never of a school's.
_PLACE_TITLES = frozenset(["mayor", "lord mayor", "governor", "prime minister", "premier", "monarch", "king", "queen"])
_FOUNDING_VERBS = frozenset(["establish", "found", "create"])  # "..., which was established in 1970"
_LED_BY = frozenset(["leader", "headed by", "led by", "run by"])  # a head's fact without a title
# Counted nouns that are a school's academic staff: "700 staff members", "a staff of 700".
_STAFF_WORDS = ["staff", "staff members", "members of staff", "members of academic staff", "faculty"]
_STAFF_WORDS += ["academics", "teachers", "lecturers", "teaching staff members", "professors", "faculty members"]
_STAFF_PHRASES = frozenset([*_STAFF_WORDS, *(f"number of {w}" for w in _STAFF_WORDS)])
# Counted nouns that are a school's students: "a student enrolment of 16,000".
_STUDENT_PHRASES = frozenset(["student enrolment", "student enrollment", "students enrolled", "enrolled students"])
_STUDENTS = "number of students"
_STAFF = "academic staff size"
_COUNT = re.compile(r"^\d[\d,.]*$")
_HEDGES = frozenset(["around", "about", "some", "approximately", "roughly", "nearly", "almost", "over", "more", "than"])
# A school's other name that is a plural word ("the Ravens"): its nickname, not an alternative name.
_TEAM_NICKNAME = re.compile(r"^(?:[Tt]he )?[A-Z][a-z]+s$")
_MAX_MOTTO_WORDS = 12
# Nouns a school's counted body is made up of: "made up of 290 people".
_MEMBER_NOUNS = frozenset(["people", "person", "member", "individual", "academic", "lecturer", "teacher", "student"])
# Labels the tagger gives a person's name after "a chancellor called": a person's still.
_MISREAD_PERSON = frozenset(["PRODUCT", "WORK_OF_ART", "ORG", "FAC", ""])


def is_school_name(name: str) -> bool:
    """Whether a name names a school ("Kelsey Institute of Technology", "Lenmouth College")."""
    return SCHOOL_NAME.search(name) is not None


# Capitalized school heads that may end a name with no "of" after them ("Oldmere University").
_NAME_LAST_HEADS = frozenset(["University", "College", "Institute", "Polytechnic", "Academy", "Conservatory"])


def bare_school_spans(doc: Doc) -> list[Span]:
    """Spans of school names the tagger left untagged: capitalized proper words before a
    capitalized school head ("Oldmere University's chancellor is ...", where the parser read
    "Oldmere" as an adverb). Never a date or a number in it. Words the parser hung outside the
    name are hung on the head as compounds, so the merged name keeps the head's syntax."""
    from spacy.tokens import Span

    found: list[Span] = []
    for head in doc[1:]:
        if head.text not in _NAME_LAST_HEADS:
            continue
        begin = head.i
        while begin > 0 and doc[begin - 1].pos_ == "PROPN" and doc[begin - 1].text[:1].isupper():
            if doc[begin - 1].ent_type_ in ("DATE", "CARDINAL", "ORDINAL"):
                break
            begin -= 1
        if begin == head.i:
            continue
        for word in doc[begin : head.i]:
            if not begin <= word.head.i <= head.i and not word.is_ancestor(head):
                word.head, word.dep_ = head, "compound"
        found.append(Span(doc, begin, head.i + 1, label="ORG"))
    return found


# Verbs and nouns of a school's disciplines: "offers courses in A", "specialises in A".
_OFFER_VERBS = frozenset(["offer", "provide", "run", "award"])
_COURSE_NOUNS = frozenset(
    ["course", "degree", "programme", "program", "education", "training", "study", "qualification", "class"]
)
_SPECIALISE_VERBS = frozenset(["specialise", "specialize", "focus", "concentrate"])


def _discipline(noun: Token) -> str | None:
    """A discipline's name: a lowercase common noun with its adjectives and noun modifiers
    ("civil engineering", "business administration"); None for a name, a pronoun, a number
    or a noun with more after it."""
    if noun.pos_ != "NOUN" or not noun.is_lower or named(noun) or noun.like_num:
        return None
    if any(c.dep_ in ("prep", "relcl", "acl") for c in noun.children):
        return None
    words = [c for c in noun.lefts if c.dep_ in ("amod", "compound") and c.is_lower and c.is_alpha]
    if len(words) != len([c for c in noun.lefts if c.dep_ in ("amod", "compound")]):
        return None
    return v1._text([*words, noun])


def faculty_at_school_spans(doc: Doc) -> list[Span]:
    """Spans of a faculty's name that goes on with "at" and a school's name ("the Faculty of Law
    at Mirova University", where the tagger stopped at "Law")."""
    from spacy.tokens import Span

    toks = list(doc)
    n = len(toks)
    found: list[Span] = []
    for head in toks[:-3]:
        if head.lower_ not in AT_SCHOOL_HEADS or not head.text[:1].isupper() or toks[head.i + 1].lower_ != "of":
            continue
        stop = head.i + 2
        while stop < n and (toks[stop].text[:1].isupper() or (toks[stop].lower_ == "and" and stop > head.i + 2)):
            stop += 1
        end = school_at_school(toks, stop) if stop > head.i + 2 and toks[stop - 1].lower_ != "and" else stop
        if end > stop:
            found.append(Span(doc, head.i, end, label="ORG"))
    return found


def school_at_school(toks: list[Token], stop: int) -> int:
    """The end of a school's name that goes on with "at (the) <a school's name>": "School of
    Business at the University of Lenmouth" (a faculty of a university); ``stop`` unchanged
    when the words after "at" name no school ("at the Lenmouth Bridge")."""
    n = len(toks)
    if stop + 1 >= n or toks[stop].lower_ != "at":
        return stop
    k = stop + 1
    if toks[k].lower_ == "the":
        k += 1
    end = k
    while end < n and (
        toks[end].text[:1].isupper() or (toks[end].lower_ == "of" and end + 1 < n and toks[end + 1].text[:1].isupper())
    ):
        end += 1
    words = " ".join(t.text for t in toks[k:end])
    return end if end > k and SCHOOL_NAME.search(words) else stop


def negated_copula(anchor: Token) -> bool:
    """Whether a fact's anchor is a copula with "not" ("X is not a member of Y", "The motto of
    X is not Y"): its facts are denials (v1's copula rules read them as statements)."""
    return anchor.lemma_ == "be" and any(c.dep_ == "neg" for c in anchor.children)


def without_title_word(name: str) -> str:
    """ "President Robert Hale" -> Robert Hale."""
    first, _, rest = name.partition(" ")
    return rest if first.lower() in TITLES and rest else name


def quoted_after(token: Token) -> str | None:
    """The text between the quote mark right after ``token`` and its closing mark, within the
    sentence: ``is "Knowledge is light"`` -> Knowledge is light."""
    doc, sent = token.doc, token.sent
    k = token.i + 1
    if k >= sent.end or doc[k].text not in _QUOTES:
        return None
    closing = _QUOTES[doc[k].text]
    end = next((t.i for t in doc[k + 1 : sent.end] if t.text == closing), None)
    if end is None or end == k + 1:
        return None
    value = doc[k + 1 : end].text.strip()
    return value if value and len(value.split()) <= _MAX_MOTTO_WORDS else None


def quoted_before(token: Token) -> str | None:
    """The quoted text that ends right before ``token``: ``"Y" is the motto``."""
    doc, sent = token.doc, token.sent
    k = token.i - 1
    if k <= sent.start or doc[k].text not in _QUOTES.values():
        return None
    opening = next((t.i for t in reversed(doc[sent.start : k]) if _QUOTES.get(t.text) == doc[k].text), None)
    if opening is None or opening + 1 == k:
        return None
    value = doc[opening + 1 : k].text.strip()
    return value if value and len(value.split()) <= _MAX_MOTTO_WORDS else None


def unquoted_motto(verb: Token) -> str | None:
    """ "X's motto is Lux et veritas": the words after the copula to the clause's end, when
    they open with a capital and hold no verb of their own."""
    value = v1._child(verb, "attr", "ccomp", "xcomp")
    if value is None or value.i <= verb.i:
        return None
    words = [t for t in verb.doc[verb.i + 1 : value.right_edge.i + 1]]
    while words and words[-1].is_punct:
        words.pop()
    if not words or not words[0].text[:1].isupper() or words[0].i != verb.i + 1:
        return None
    if any(t.pos_ in ("VERB", "AUX") for t in words) or len(words) > _MAX_MOTTO_WORDS:
        return None
    return v1._text(words)


def _place_like(place: Token, value: str) -> bool:
    """A place name after "a university in", "X University in": a GPE or LOC, a country, or a
    proper name the tagger took for a person's ("in Bangalore"), never a date, group or work."""
    if _is_place_name(place) or is_country(value):
        return True
    return place.pos_ == "PROPN" and place.ent_type_ in ("PERSON", "") and value[:1].isupper()


def _subjectless_noun(verb: Token) -> Token | None:
    """The noun right before a copula the parser left without a subject: "... and its motto is
    "Y"" (it hangs "motto" on the first clause's value)."""
    before = verb.doc[verb.i - 1] if verb.i > verb.sent.start else None
    if v1._child(verb, "nsubj", "expl") is not None or before is None or before.pos_ != "NOUN":
        return None
    return before if before.dep_ == "conj" and before.lemma_.lower() in _QUOTED_NOUNS else None


def founded_places(fact: Candidate) -> list[Candidate]:
    """A school's founding place as where it is: "Lenmouth, Norvania" -> located in Lenmouth,
    and the country when the last part names one."""
    parts = [p.strip() for p in fact.value.split(",") if p.strip()]
    if not parts:
        return []
    found = [replace(fact, relation="located in", value=parts[0])]
    if len(parts) > 1 and is_country(parts[-1]):
        found.append(replace(fact, relation="country", value=parts[-1]))
    return found


class UniversityRules(RulesState):
    """Rules for universities and other schools (see the module docstring)."""

    def university_patterns(self, token: Token) -> Iterator[Candidate]:
        """The rules of this module, by the token they hang on."""
        if token.dep_ == "appos":
            yield from self.possessive_title(token)
            yield from self.title_word_apposition(token)
        if token.dep_ in ("nsubj", "nsubjpass"):
            yield from self.school_of_place(token)
        if token.lower_ in _QUOTED_NOUNS and token.pos_ == "NOUN":
            yield from self.quoted_apposition(token)
            yield from self.has_noun_quoted(token)
        if token.lower_ == "number":
            yield from self.counted_number(token)
        if token.pos_ not in ("AUX", "VERB"):
            return
        yield from self.study_at(token)
        yield from self.quoted_name(token)
        yield from self.bracket_nickname(token)
        yield from self.has_quoted_as(token)
        yield from self.headed_by_title(token)
        yield from self.subjectless_title(token)
        yield from self.conjunct_its_title(token)
        yield from self.has_person_as_title(token)
        yield from self.title_called_misread(token)
        yield from self.bare_title_misread(token)
        yield from self.has_title_apposed(token)
        yield from self.belongs_to(token)
        yield from self.commas_in_place(token)
        yield from self.where_located(token)
        yield from self.serves_as_title(token)
        yield from self.home_to(token)
        yield from self.school_in_place(token)
        yield from self.founded_wordings(token)
        yield from self.founded_in_place(token)
        yield from self.founded_which(token)
        yield from self.there_are_staff(token)
        yield from self.attended_by(token)
        yield from self.counts_in_apposition(token)
        yield from self.made_up_of(token)
        yield from self.total_of_counts(token)
        yield from self.school_counts(token)
        yield from self.staff_of_count(token)
        yield from self.its_campus(token)
        yield from self.campus_located(token)
        yield from self.campus_called(token)
        yield from self.school_disciplines(token)

    def _school(self, token: Token | None) -> str | None:
        """The school a token names (also a resolved pronoun), or None."""
        if token is None or (
            token.ent_type_ == "PERSON" and token.i not in self.resolved and not is_school_name(token.text)
        ):
            return None  # "Vasken Polytechnic", which the tagger may read as a person's name
        if not (named(token) or token.i in self.resolved):
            return None
        name = self.entity(token)
        return name if name and is_school_name(name) else None

    def _thing(self, token: Token | None) -> str | None:
        """A named thing or a resolved pronoun, no person ("Its motto")."""
        if token is None or (token.ent_type_ in ("PERSON", "NORP") and token.i not in self.resolved):
            return None
        if not (named(token) or token.i in self.resolved):
            return None
        return self.entity(token)

    def _school_count(self, noun: Token) -> str | None:
        """The catalog count a counted noun names for a school ("academic staff", "students"),
        never "number of members" (named apart from OrganisationRules._count_relation, which
        keeps it for clubs)."""
        return counted_relation(self.catalog, v1.relation_phrase(noun), _COUNT_RELATIONS)

    @staticmethod
    def _negated(verb: Token) -> bool:
        return any(c.dep_ == "neg" for c in verb.children)

    # ---- motto and nickname ------------------------------------------------------------------

    def quoted_name(self, verb: Token) -> Iterator[Candidate]:
        """ "The motto of X is "Y"", "X's motto is "Y"", "Its motto is "Y"", "X, whose motto is
        "Y", ...", ""Y" is the motto of X"; "X's motto is Lux et veritas"."""
        if verb.lemma_ not in ("be", "read") or self._negated(verb):
            return
        noun = v1._child(verb, "nsubj") or _subjectless_noun(verb)
        if verb.lemma_ == "read" and (noun is None or noun.lemma_.lower() != "motto"):
            return  # "X's motto reads "Y""
        if noun is not None and noun.lemma_.lower() in _QUOTED_NOUNS and noun.pos_ == "NOUN":
            value = quoted_after(verb)
            if value is None and noun.lemma_.lower() == "motto":
                value = unquoted_motto(verb)
            owner = self._quoted_owner(verb, noun)
        else:
            noun = v1._child(verb, "attr")
            if noun is None or noun.lemma_.lower() not in _QUOTED_NOUNS or v1._child(noun, "det") is None:
                return
            value = quoted_before(verb)
            owner = self._thing(v1._prep_object(v1._prep(noun, "of")))
        if owner and value and v1._child(noun, "amod") is None:  # "its former motto": no key
            yield Candidate(owner, noun.lemma_.lower(), value)

    def quoted_apposition(self, noun: Token) -> Iterator[Candidate]:
        """ "X's motto, "Y", is ...", "X has a motto, "Y"": the quoted words after the noun and a
        comma."""
        comma = noun.doc[noun.i + 1] if noun.i + 1 < noun.sent.end else None
        value = quoted_after(comma) if comma is not None and comma.text == "," else None
        appos = next((c for c in noun.children if c.dep_ == "appos" and named(c)), None)
        if value is None and appos is not None and comma is not None and comma.text == ",":
            value = self._named_value(appos)  # "X's nickname, the Ravens, comes from ..."
        if value is None or v1._child(noun, "amod") is not None:
            return
        poss = v1._child(noun, "poss")
        if poss is not None and poss.lower_ != "whose":
            owner = self._thing(poss)
        elif noun.dep_ == "dobj" and noun.head.lemma_ == "have" and not self._negated(noun.head):
            owner = self._thing(self.subject(noun.head))
        else:
            return
        if owner:
            yield Candidate(owner, noun.lemma_.lower(), value)

    def has_noun_quoted(self, noun: Token) -> Iterator[Candidate]:
        """ "X has the Latin motto "Y" and counts ...": the quoted words right after the noun
        (the parser may make them the object and the noun their modifier)."""
        value = quoted_after(noun)
        if value is None or any(c.dep_ in ("amod", "compound") and c.ent_type_ != "NORP" for c in noun.children):
            return  # "the Latin motto": a language's word only, not "its old motto"
        head = noun if noun.dep_ == "dobj" else noun.head
        if head.dep_ != "dobj":
            return
        verb = head.head
        if verb.lemma_ != "have" or self._negated(verb):
            return
        owner = self._thing(self.subject(verb))
        if owner:
            yield Candidate(owner, noun.lemma_.lower(), value)

    def has_quoted_as(self, verb: Token) -> Iterator[Candidate]:
        """ "X has Y as its chancellor and "Lux et veritas" as its motto": the quoted words right
        before "as its motto" (the parser hangs them on the first object)."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        preps = [p for p in v1._children(verb, "prep") if p.lower_ == "as"]
        objects = [o for o in (v1._prep_object(p) for p in preps) if o is not None]
        preps += [q for o in objects for q in v1._children(o, "prep") if q.lower_ == "as"]
        for prep in preps:  # "as its president and "Q" as its motto": the second "as" on "president"
            noun = v1._prep_object(prep)
            poss = v1._child(noun, "poss") if noun is not None else None
            if noun is None or noun.lemma_.lower() not in _QUOTED_NOUNS or poss is None:
                continue
            if poss.lower_ not in ("its", "their") or v1._child(noun, "amod") is not None:
                continue
            value, owner = quoted_before(prep), self._thing(self.subject(verb))
            if owner and value:
                yield Candidate(owner, noun.lemma_.lower(), value)

    def bracket_nickname(self, verb: Token) -> Iterator[Candidate]:
        """ "X (nicknamed the Ravens) is in Y": the parser hangs the bracket on X."""
        if verb.lemma_ != "nickname" or verb.dep_ != "parataxis" or verb.tag_ != "VBN":
            return
        if verb.i == 0 or verb.doc[verb.i - 1].text != "(" or not named(verb.head):
            return
        value = self._named_value(v1._child(verb, "dobj", "oprd", "attr"))
        entity = self._thing(verb.head)
        if entity and value:
            yield Candidate(entity, "nickname", value)

    def _quoted_owner(self, verb: Token, noun: Token) -> str | None:
        """Whose motto: "X's", "its" (resolved), "whose" (the relative's antecedent), "of X"."""
        poss = v1._child(noun, "poss")
        if poss is not None and poss.lower_ == "whose":
            return self._thing(verb.head) if verb.dep_ == "relcl" else None
        if poss is not None:
            return self._thing(poss)
        return self._thing(v1._prep_object(v1._prep(noun, "of")))

    # ---- kind and place ----------------------------------------------------------------------

    def school_in_place(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a (public) university in Y": X is located in Y."""
        if verb.lemma_ != "be" or self._negated(verb):
            return
        attr = v1._child(verb, "attr")
        if attr is None or attr.pos_ != "NOUN" or attr.lemma_.lower() not in SCHOOL_NOUNS | _GENERAL_NOUNS:
            return
        det = v1._child(attr, "det")
        entity = self._thing(self.subject(verb))
        if attr.lemma_.lower() in _GENERAL_NOUNS and not (entity and is_school_name(entity)):
            return  # "a financial institution in Y": only a school's
        if det is None or det.lower_ not in ("a", "an") or not entity:
            return
        for prep in v1._children(attr, "prep"):
            place = v1._prep_object(prep)
            if prep.lower_ != "in" or place is None:
                continue
            value = self._named_value(place)
            if value and _place_like(place, value):
                yield Candidate(entity, "located in", value)

    def school_of_place(self, subj: Token) -> Iterator[Candidate]:
        """ "The Kelsey Institute of Technology in Bangalore was established in 2000": a school
        subject with "in" and a place name."""
        entity = self._school(subj) if named(subj) else None
        for prep in v1._children(subj, "prep") if entity else []:
            place = v1._prep_object(prep)
            value = self._named_value(place) if prep.lower_ == "in" and place is not None else None
            if entity and value and place is not None and _place_like(place, value):
                yield Candidate(entity, "located in", value)
                doc = place.doc
                after = doc[place.i + 2] if place.i + 2 < place.sent.end and doc[place.i + 1].text == "," else None
                if after is not None and named(after) and is_country(after.text) and not is_country(value):
                    yield Candidate(entity, "country", after.text)  # "X in Bratislava, Slovakia was ..."

    # ---- titles ------------------------------------------------------------------------------

    def possessive_title(self, appos: Token) -> Iterator[Candidate]:
        """ "X's president, Robert Hale, was born ...": a school's title noun with the person in
        apposition."""
        noun = appos.head
        poss = v1._child(noun, "poss")
        if appos.ent_type_ != "PERSON" or noun.pos_ != "NOUN" or noun.lower_ not in TITLES or poss is None:
            return
        if v1._children(noun, "amod", "compound"):
            return  # "its former president", "vice president"
        entity, value = self._school(poss), self._named_value(appos)
        if entity and value:
            yield Candidate(entity, noun.lower_, value)

    def headed_by_title(self, verb: Token) -> Iterator[Candidate]:
        """ "X is headed by president Robert Hale", "X is led by Rector Anna Pell"."""
        if verb.lemma_ not in ("lead", "head", "run") or not _is_passive(verb) or self._negated(verb):
            return
        person = v1._prep_object(v1._child(verb, "agent"))
        if person is None or person.ent_type_ != "PERSON":
            return
        title = next((c.lower_ for c in person.children if c.dep_ == "compound" and c.lower_ in TITLES), None)
        entity = self._school(self.open_subject(verb))
        value = self._named_value(person)
        if title and entity and value:
            yield Candidate(entity, title, without_title_word(value))

    def subjectless_title(self, verb: Token) -> Iterator[Candidate]:
        """ "Tom Baxter is the dean of X and Anna Pell is its rector": the parser hangs the
        second person on X and leaves the second copula without a subject."""
        if verb.lemma_ != "be" or self._negated(verb) or v1._child(verb, "nsubj", "expl") is not None:
            return
        attr = v1._child(verb, "attr")
        poss = v1._child(attr, "poss") if attr is not None else None
        if attr is None or attr.lower_ not in TITLES or poss is None or poss.i not in self.resolved:
            return
        person = verb.doc[verb.i - 1] if verb.i > verb.sent.start else None
        if person is None or person.ent_type_ != "PERSON" or person.dep_ != "conj":
            return
        entity, value = self._school(poss), self._named_value(person)
        if entity and value and not v1._children(attr, "amod", "compound"):
            yield Candidate(entity, attr.lower_, value)

    def _its_school(self, poss: Token) -> str | None:
        """The school "its" names in a second clause: the resolved pronoun, or else the first
        clause's subject ("X has 7,000 students and its rector is Y", "It was founded in 1850
        and its president is Y"), or that subject's owner ("X's dean is Y and its chancellor is
        Z")."""
        if poss.i in self.resolved:
            return self._school(poss)
        if poss.lower_ != "its":
            return None
        clause = poss.head
        while clause.dep_ in ("conj", "nsubj", "attr", "dobj", "pobj", "prep") and clause.head.i != clause.i:
            clause = clause.head
        while clause.dep_ == "conj" and clause.head.i != clause.i:
            clause = clause.head
        subject = self.open_subject(clause) if clause.i < poss.i else None
        if subject is None or subject.i > poss.i:
            return None
        owner = v1._child(subject, "poss") if subject.pos_ == "NOUN" else None
        return self._school(owner if owner is not None else subject)

    def conjunct_its_title(self, verb: Token) -> Iterator[Candidate]:
        """ "X has 7,000 students and its rector is Y", "X's dean is Y and its chancellor is Z",
        "It was founded in 1850 and its president is Y": a second clause's title of the school
        the first clause is about (the parser may hang the title on the first clause's object
        and leave the copula without a subject)."""
        if verb.lemma_ != "be" or self._negated(verb):
            return
        noun = v1._child(verb, "nsubj")
        if verb.dep_ not in ("conj", "ccomp") and (verb.dep_ != "ROOT" or noun is not None):
            return  # the root when the parser made the first clause its complement: "It is
            # located in Kaunas, Lithuania and its rector is Y" (the title joined to the place)
        if noun is None and v1._child(verb, "expl") is None and verb.i > verb.sent.start:
            before = verb.doc[verb.i - 1]
            noun = before if before.dep_ == "conj" and before.pos_ == "NOUN" else None
        attr = v1._child(verb, "attr")
        poss = v1._child(noun, "poss") if noun is not None else None
        if noun is None or attr is None or poss is None or noun.lower_ not in TITLES or attr.i < verb.i:
            return
        if v1._children(noun, "amod", "compound") or attr.ent_type_ not in ("PERSON", "ORG", ""):
            return  # "its former rector"; "its rector is the year 1990"
        entity, value = self._its_school(poss), self._named_value(attr)
        if entity and value and named(attr) and not is_school_name(value):
            yield Candidate(entity, noun.lower_, value)

    def title_word_apposition(self, appos: Token) -> Iterator[Candidate]:
        """ "Rosa Lind, the chancellor of X, was born ...": a title the tagger read as a name
        ("chancellor" PROPN), in apposition to a person (OrganisationRules reads the noun)."""
        if appos.pos_ != "PROPN" or appos.lower_ not in TITLES or appos.head.ent_type_ != "PERSON":
            return
        det = v1._child(appos, "det")
        if det is None or det.lower_ != "the" or v1._children(appos, "amod", "compound"):
            return
        entity = self._school(v1._prep_object(v1._prep(appos, "of")))
        value = self._named_value(appos.head)
        if entity and value:
            yield Candidate(entity, appos.lower_, value)

    def has_person_as_title(self, verb: Token) -> Iterator[Candidate]:
        """ "X has Klara Weiss as rector" (no "its": OrganisationRules reads "as its rector")."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        person = v1._child(verb, "dobj")
        noun = v1._prep_object(v1._prep(verb, "as"))
        if person is None or noun is None or noun.lower_ not in TITLES or person.pos_ != "PROPN":
            return
        if person.ent_type_ not in ("PERSON", ""):
            return  # "has Lenmouth as rector" names no person
        if v1._children(noun, "amod", "compound", "poss", "det", "prep"):
            return  # "as its rector" (OrganisationRules), "as former rector", "as rector of Y"
        entity, value = self._school(self.subject(verb)), self._named_value(person)
        if entity and value and not is_school_name(value) and not is_country(value):
            yield Candidate(entity, noun.lower_, value)

    def has_title_apposed(self, verb: Token) -> Iterator[Candidate]:
        """ "X has a rector, Paolo Conti, and ...", "X has a dean, Ana Lima": a school's title
        noun object with the person's name in apposition."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        noun = v1._child(verb, "dobj")
        det = v1._child(noun, "det") if noun is not None else None
        if noun is None or det is None or det.lower_ not in ("a", "the") or noun.lower_ not in TITLES:
            return
        if v1._children(noun, "amod", "compound", "prep"):
            return  # "a former rector", "a dean of studies"
        doc = noun.doc
        person = next((c for c in v1._children(noun, "appos") if c.ent_type_ == "PERSON" and named(c)), None)
        person = person or next(  # "a dean, Marco Bianchi, and ...", read as a conjunct between commas
            (
                c
                for c in v1._children(noun, "conj")
                if c.ent_type_ == "PERSON"
                and named(c)
                and c.i == noun.i + 2
                and doc[noun.i + 1].text == ","
                and c.i + 1 < len(doc)
                and doc[c.i + 1].text == ","
            ),
            None,
        )
        entity = self._school(self.subject(verb))
        value = self._named_value(person) if person is not None else None
        if entity and value:
            yield Candidate(entity, noun.lower_, value)

    def title_called_misread(self, verb: Token) -> Iterator[Candidate]:
        """ "X has a chancellor called Bhagat Singh Koshyari", the name tagged a product's or a
        group's (OrganisationRules reads a name tagged a person's): a school's titled head is a
        person whatever the tagger says of a name of two or more capitalized words."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        obj = v1._child(verb, "dobj")
        entity = self._school(self.subject(verb)) if obj is not None else None
        for noun in [obj, *obj.conjuncts] if obj is not None and entity else []:
            if noun.lower_ not in TITLES or v1._children(noun, "amod", "compound"):
                continue
            called = next((c for c in noun.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
            person = v1._child(called, "oprd") if called is not None else None
            if person is None or person.pos_ != "PROPN" or person.ent_type_ not in _MISREAD_PERSON:
                continue
            value = self._named_value(person)
            words = value.split() if value else []
            if not value or len(words) < 2 or not all(w[:1].isupper() for w in words):
                continue
            if entity and not is_school_name(value) and not is_country(value):
                yield Candidate(entity, noun.lower_, value)

    def bare_title_misread(self, verb: Token) -> Iterator[Candidate]:
        """ "Santa Ono was president of X": a bare title of a school whose holder's name the
        tagger reads as a place's or a group's (the organisation rules take a person's only)."""
        if verb.lemma_ != "be" or self._negated(verb):
            return
        attr, subj = v1._child(verb, "attr"), v1._child(verb, "nsubj")
        if attr is None or subj is None or attr.lower_ not in TITLES or v1._children(attr, "det", "poss", "amod"):
            return
        if subj.ent_type_ not in (*_MISREAD_PERSON, "GPE") or subj.pos_ != "PROPN" or subj.i > verb.i:
            return
        school = self._school(v1._prep_object(v1._prep(attr, "of")))
        name = self._named_value(subj)
        if not school or not name or len(name.split()) < 2 or is_country(name) or is_school_name(name):
            return
        yield Candidate(school, attr.lower_, name)

    def belongs_to(self, verb: Token) -> Iterator[Candidate]:
        """ "X belongs to the Atlantic Universities Network": a school's affiliation (never a
        place: "belongs to Norvania")."""
        if verb.lemma_ != "belong" or self._negated(verb):
            return
        group = v1._prep_object(v1._prep(verb, "to"))
        if group is None or not named(group) or group.ent_type_ in ("GPE", "LOC", "PERSON", "NORP", "DATE"):
            return
        entity, value = self._school(self.subject(verb)), self._named_value(group)
        if entity and value and not is_country(value) and not _is_place_name(group):
            yield Candidate(entity, "affiliation", value)

    def commas_in_place(self, verb: Token) -> Iterator[Candidate]:
        """ "X, in Lenmouth, has 2,500 students", "X, in Gorvik, Norway, was founded in 1911": "in"
        and a place (and its country) between commas right after a school subject."""
        subject = v1._child(verb, "nsubj", "nsubjpass")
        if subject is None or self._negated(verb):
            return
        doc = verb.doc
        if subject.i + 3 >= len(doc) or doc[subject.i + 1].text != "," or doc[subject.i + 2].lower_ != "in":
            return
        prep = doc[subject.i + 2]  # on the verb, or on the comma the parser hung it on
        place = v1._prep_object(prep)
        if place is None or prep.head.i not in (verb.i, subject.i + 1):
            return
        end = max(t.i for t in place.subtree if not t.is_punct) + 1  # "Gorvik, Norway," keeps its last comma
        if end >= len(doc) or doc[end].text != "," or end > verb.i:
            return
        place = _unwrap_place(place) or place  # "in the city of Gorvik, Norway,"
        entity, value = self._school(subject), self._named_value(place)
        if entity and value and _place_like(place, value):
            yield Candidate(entity, "located in", value)
        country = next((c for c in v1._children(place, "appos", "conj") if is_country(c.text)), None)
        if entity and country is not None:  # "X, in Gorvik, Norway, was founded in 1911"
            yield Candidate(entity, "country", country.text)

    def where_located(self, verb: Token) -> Iterator[Candidate]:
        """ "The city of Aarhus, where Marlow University is located, is in Denmark": the school
        named as the subject of a "where ... is located" clause is in the place the clause
        hangs on (other things' "where" clauses are SentenceRules'; a group's name, "Lord Mayor
        of Dublin where ...", is no place unless it is the sentence's subject)."""
        if verb.lemma_ not in ("locate", "situate") or verb.dep_ != "relcl" or not _is_passive(verb):
            return
        if self._negated(verb) or not any(c.dep_ == "advmod" and c.lower_ == "where" for c in verb.children):
            return
        subject, place = v1._child(verb, "nsubjpass"), verb.head
        if subject is None or not named(subject) or not named(place) or v1._children(verb, "prep"):
            return  # "where X is located on the coast": the clause names its own place
        if place.dep_ in ("conj", "appos") or place.head.dep_ == "appos":
            return  # "Uttar Pradesh, part of Awadh and Bundelkhand, where ...": which one is unclear
        entity, value = self._school(subject), self._named_value(place)
        if not entity or not value or entity == value or is_school_name(value):
            return
        subject_place = place.dep_ == "nsubj" and place.ent_type_ == "ORG"  # "Aarhus, where ...", read as a group
        if _place_like(place, value) or subject_place:
            yield Candidate(entity, "located in", value)

    def serves_as_title(self, verb: Token) -> Iterator[Candidate]:
        """ "Ines Varga serves as chancellor of Orren College": the named subject of a school's
        title is its holder, also when the tagger reads the name as an organisation's."""
        if verb.lemma_ != "serve" or self._negated(verb):
            return
        noun = v1._prep_object(v1._prep(verb, "as"))
        if noun is None or noun.lower_ not in TITLES or v1._children(noun, "amod", "compound"):
            return
        entity = self._school(v1._prep_object(v1._prep(noun, "of")))
        holder = v1._child(verb, "nsubj")
        if holder is None or not named(holder) or holder.ent_type_ not in ("PERSON", "ORG", ""):
            return
        value = self._named_value(holder)
        if entity and value and not is_school_name(value) and not is_country(value):
            yield Candidate(entity, noun.lower_, value)

    # ---- founding ----------------------------------------------------------------------------

    def founded_wordings(self, verb: Token) -> Iterator[Candidate]:
        """ "X was set up in 1921", "X dates from 1921", "X dates back to 1921", "X was created
        in 1921": a school's founding year."""
        if self._negated(verb):
            return
        lemma = verb.lemma_.lower()
        set_up = lemma == "set" and any(c.dep_ == "prt" and c.lower_ == "up" for c in verb.children)
        back: Token | None = None
        if (set_up or lemma == "create") and _is_passive(verb):
            words: tuple[str, ...] = ("in",)
        elif lemma == "date" and verb.tag_ in ("VBZ", "VBP", "VBD"):
            back = next((c for c in verb.children if c.dep_ in ("prt", "advmod") and c.lower_ == "back"), None)
            words = ("to",) if back is not None else ("from",)
        else:
            return
        entity = self._school(self.open_subject(verb))
        holders = [verb, back] if lemma == "date" and back is not None else [verb]  # "dates back to": "to" on "back"
        for prep in (p for h in holders for p in v1._children(h, "prep")):
            year = v1._prep_object(prep)
            if entity and prep.lower_ in words and year is not None and _YEAR.match(year.text):
                yield Candidate(entity, _FOUNDED, year.text)

    def founded_which(self, verb: Token) -> Iterator[Candidate]:
        """ "Y is the chancellor of X, which was established in 1970": a relative clause on a
        school named as an object of "of" (the general rules take no subject from a
        prepositional object)."""
        if verb.dep_ != "relcl" or not _is_passive(verb) or verb.lemma_ not in _FOUNDING_VERBS or self._negated(verb):
            return
        which = v1._child(verb, "nsubjpass")
        school: Token | None = verb.head
        if school is not None and school.dep_ != "pobj":  # hung on "the chancellor" of "the chancellor of X"
            school = v1._prep_object(v1._prep(school, "of"))
        if which is None or which.lower_ not in ("which", "that") or school is None or school.head.lower_ != "of":
            return
        entity = self._school(school)
        for prep in v1._children(verb, "prep"):
            year = v1._prep_object(prep)
            if entity and prep.lower_ == "in" and year is not None and _YEAR.match(year.text):
                yield Candidate(entity, _FOUNDED, year.text)

    def founded_in_place(self, verb: Token) -> Iterator[Candidate]:
        """ "X was established in 1996 in Ticino, Switzerland": where a school was founded is
        where it is (its country when the place's last part names one)."""
        if verb.lemma_ not in ("found", "establish", "create", "set") or not _is_passive(verb) or self._negated(verb):
            return
        entity = self._school(self.open_subject(verb))
        for prep in v1._children(verb, "prep") if entity else []:
            place = _unwrap_place(v1._prep_object(prep))  # "in the city of Heidelberg"
            value = self._named_value(place) if prep.lower_ == "in" and place is not None else None
            if not entity or not value or place is None or _YEAR.match(value):
                continue
            after = [c for c in place.children if c.dep_ in ("appos", "npadvmod", "conj") and c.i > place.i]
            country = self._named_value(after[-1]) if after else None
            country = country if country and is_country(country) else None
            if not (_place_like(place, value) or (place.ent_type_ in ("ORG", "FAC") and country)):
                continue  # "in Aalborg, Denmark", Aalborg tagged a group, is a place still
            yield Candidate(entity, "located in", value)
            if country:
                yield Candidate(entity, "country", country)

    # ---- counts ------------------------------------------------------------------------------

    def there_are_staff(self, verb: Token) -> Iterator[Candidate]:
        """ "There are 700 academic staff at X", "There are 9,000 students at X"."""
        if verb.lemma_ != "be" or self._negated(verb) or v1._child(verb, "expl") is None:
            return
        first = v1._child(verb, "attr")
        nouns = [first, *first.conjuncts] if first is not None else []  # "N postgraduate and M undergraduate students"
        holder = next((p for p in [verb, *nouns] if v1._prep(p, "at") is not None), None)
        at = v1._prep(holder, "at") if holder is not None else None
        entity = self._school(v1._prep_object(at)) if at is not None else None
        for noun in nouns if entity else []:
            number = v1._child(noun, "nummod")
            if number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
                continue
            own = v1._prep(noun, "at")  # "N staff at X and M students at Y": each its own
            school = (
                self._school(v1._prep_object(own)) if own is not None and at is not None and own.i != at.i else entity
            )
            relation = self._school_count(noun)
            if relation and school:
                yield Candidate(school, relation, v1.quantity_phrase(number) or number.text)

    def attended_by(self, verb: Token) -> Iterator[Candidate]:
        """ "X is attended by 20,000 students"."""
        if verb.lemma_ != "attend" or not _is_passive(verb) or self._negated(verb):
            return
        noun = v1._prep_object(v1._child(verb, "agent"))
        number = v1._child(noun, "nummod") if noun is not None else None
        if noun is None or number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        relation = self._school_count(noun)
        entity = self._school(self.open_subject(verb))
        if relation and entity:
            yield Candidate(entity, relation, v1.quantity_phrase(number) or number.text)

    def home_to(self, verb: Token) -> Iterator[Candidate]:
        """ "X is home to 16,000 students" (the parser reads "home" as an adverb)."""
        if verb.lemma_ != "be" or self._negated(verb):
            return
        home = next((c for c in verb.children if c.lower_ == "home"), None)
        first = v1._prep_object(v1._prep(home, "to")) if home is not None else None
        entity = self._school(self.subject(verb)) if first is not None else None
        for noun in [first, *first.conjuncts] if first is not None and entity else []:
            number = v1._child(noun, "nummod")
            relation = self._school_count(noun)
            if number is not None and relation and entity and number.ent_type_ not in ("DATE", "MONEY", "PERCENT"):
                yield Candidate(entity, relation, v1.quantity_phrase(number) or number.text)

    def school_counts(self, verb: Token) -> Iterator[Candidate]:
        """ "X has 1,200 faculty", "X employs 1,200 academics", "X has 1,200 members of academic
        staff", "X has 16,000 students enrolled": a school's counts in words the catalog keeps
        for schools only."""
        if verb.lemma_ not in ("have", "employ", "count") or self._negated(verb):
            return
        first = v1._child(verb, "dobj")
        enrolled = next((c for c in verb.children if c.dep_ == "ccomp" and c.lemma_ in ("enrol", "enroll")), None)
        if first is None and enrolled is not None:
            first = v1._child(enrolled, "nsubj", "nsubjpass")  # "has 16,000 students enrolled"
        entity = self._school(self.subject(verb)) or self._relative_school(verb)
        # "has a dean named Y and 640 members of academic staff": each counted conjunct (the
        # parser may hang it on the name)
        nouns = (
            [first, *(t for t in first.subtree if t.dep_ == "conj" and t.pos_ == "NOUN")] if first is not None else []
        )
        for noun in nouns if entity else []:
            number = v1._child(noun, "nummod")
            if number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
                continue
            if any(p.lower_ != "of" for p in v1._children(noun, "prep")):
                continue  # "4,000 students in postgraduate programmes": a part of the whole
            phrase = v1.relation_phrase(noun).lower()
            member_of = v1._prep_object(v1._prep(noun, "of")) if noun.lemma_ == "member" else None
            if member_of is not None:
                phrase = f"members of {v1.relation_phrase(member_of).lower()}"
            relation = self._school_count(noun) if member_of is None else None
            relation = relation or (_STAFF if phrase in _STAFF_PHRASES else None)
            if relation and entity:
                yield Candidate(entity, relation, v1.quantity_phrase(number) or number.text)

    def staff_of_count(self, verb: Token) -> Iterator[Candidate]:
        """ "X employs an academic staff of 1,800", "X has an academic staff of 3,000 and 20,000
        students" (the parser hangs the second number on the first and reads "students" as the
        object of "of"): the staff's count, and the count the other number's noun names."""
        if verb.lemma_ not in ("have", "employ", "boast") or self._negated(verb):
            return
        staff = v1._child(verb, "dobj")
        if staff is None or staff.lemma_.lower() not in ("staff", "faculty") or v1._child(staff, "nummod"):
            return
        entity = self._school(self.subject(verb)) or self._relative_school(verb)
        obj = v1._prep_object(v1._prep(staff, "of"))
        if entity is None or obj is None:
            return
        if obj.pos_ == "NUM" and obj.ent_type_ not in ("DATE", "MONEY", "PERCENT"):
            if verb.lemma_ != "have":  # "has a staff of 700": the size rules read it
                yield Candidate(entity, _STAFF, v1.quantity_phrase(obj) or obj.text)
            return
        first = v1._child(obj, "nummod")
        others = [c for c in first.children if c.dep_ == "conj" and c.pos_ == "NUM"] if first is not None else []
        relation = self._school_count(obj)
        if first is None or len(others) != 1 or relation is None or relation == _STAFF:
            return
        if first.ent_type_ in ("DATE", "MONEY", "PERCENT") or others[0].ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        yield Candidate(entity, _STAFF, v1.quantity_phrase(first) or first.text)
        yield Candidate(entity, relation, v1.quantity_phrase(others[0]) or others[0].text)

    def counted_number(self, word: Token) -> Iterator[Candidate]:
        """ "Its students number 35,000", "X's academic staff number around 900" (the verb
        "number", which the parser may read as a noun): the count of the noun before it."""
        doc = word.doc
        if word.i == word.sent.start or word.i + 1 >= word.sent.end:
            return
        noun = doc[word.i - 1]
        relation = (
            self._school_count(noun) if (noun.pos_ == "NOUN" and noun.tag_ == "NNS") or noun.lower_ == "staff" else None
        )
        owner = v1._child(noun, "poss") or v1._prep_object(v1._prep(noun, "of"))
        if relation is None or owner is None or v1._child(noun, "nummod") is not None:
            return
        school = self._its_school(owner) if owner.lower_ == "its" else self._school(owner)
        after = doc[word.i + 1 : word.sent.end]
        k = 0
        while k < len(after) and after[k].lower_ in _HEDGES:
            k += 1
        number = after[k] if k < len(after) else None
        if school is None or number is None or number.pos_ != "NUM" or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        if k + 1 < len(after) and after[k + 1].pos_ == "NOUN":
            return  # "its students number 40 nations": no count of the students
        yield Candidate(school, relation, number.text)

    def study_at(self, verb: Token) -> Iterator[Candidate]:
        """ "Around 3,000 postgraduate students study at X", "9,000 students are enrolled at X":
        the count of the counted subject at the school."""
        if verb.lemma_ not in ("study", "enrol", "enroll", "attend") or self._negated(verb):
            return
        noun = v1._child(verb, "nsubj", "nsubjpass")
        number = v1._child(noun, "nummod") if noun is not None else None
        relation = self._school_count(noun) if noun is not None else None
        if number is None or relation is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        place = v1._child(verb, "dobj") if verb.lemma_ == "attend" and not _is_passive(verb) else None
        if place is None:
            place = next((v1._prep_object(p) for p in v1._children(verb, "prep") if p.lower_ in ("at", "in")), None)
        school = self._school(place)
        if school:
            yield Candidate(school, relation, v1.quantity_phrase(number) or number.text)

    def _relative_school(self, verb: Token) -> str | None:
        """The school a "which" clause hung on a title is about: "Y is the chancellor of X which
        has 14,000 undergraduates" (the parser hangs the clause on "chancellor")."""
        which = v1._child(verb, "nsubj")
        if verb.dep_ != "relcl" or which is None or which.lower_ not in ("which", "that"):
            return None
        title = verb.head
        if title.lower_ not in TITLES:
            return None
        school = v1._prep_object(v1._prep(title, "of"))
        if school is None or (school.i + 1 != which.i and verb.doc[school.i + 1].text != ","):
            return None  # the school's name right before "which" (or its comma)
        return self._school(school)

    def made_up_of(self, verb: Token) -> Iterator[Candidate]:
        """ "X's academic staff is made up of 290 people", "The student body of X consists of
        9,000 students", "X's staff comprises 700 academics": the count of a school's counted
        noun."""
        if self._negated(verb):
            return
        lemma = verb.lemma_
        up = lemma == "make" and _is_passive(verb) and any(c.dep_ == "prt" and c.lower_ == "up" for c in verb.children)
        if not (up or lemma in ("consist", "comprise")):
            return
        noun = v1._child(verb, "nsubjpass" if up else "nsubj")
        if lemma == "comprise":
            counted = v1._child(verb, "dobj")
        else:
            of = next((p for h in [verb, *verb.children] for p in v1._children(h, "prep") if p.lower_ == "of"), None)
            counted = v1._prep_object(of)
        number = v1._child(counted, "nummod") if counted is not None else None
        if noun is None or counted is None or number is None or number.ent_type_ in ("DATE", "MONEY", "PERCENT"):
            return
        if v1._children(counted, "prep") or counted.lemma_.lower() not in _MEMBER_NOUNS | {noun.lemma_.lower()}:
            return  # "made up of 290 people in three faculties": a part
        owner = v1._child(noun, "poss") or v1._prep_object(v1._prep(noun, "of"))
        relation, entity = self._school_count(noun), self._school(owner)
        relation = relation or (_STAFF if v1.relation_phrase(noun).lower() in _STAFF_PHRASES else None)
        if relation and entity:
            yield Candidate(entity, relation, v1.quantity_phrase(number) or number.text)

    def counts_in_apposition(self, verb: Token) -> Iterator[Candidate]:
        """ "X has 700 academic staff, 9,000 students and ...": the parser hangs the second
        count on the first as an apposition."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        obj = v1._child(verb, "dobj")
        if obj is None or v1._child(obj, "nummod") is None:
            return
        entity = self._school(self.subject(verb))
        for noun in v1._children(obj, "appos"):
            number = v1._child(noun, "nummod")
            relation = self._school_count(noun)
            if entity and relation and number is not None and number.ent_type_ not in ("DATE", "MONEY", "PERCENT"):
                yield Candidate(entity, relation, v1.quantity_phrase(number) or number.text)

    def total_of_counts(self, verb: Token) -> Iterator[Candidate]:
        """ "X has a total of 18,000 students and 1,100 academic staff": each count after "a
        total of" (the parser hangs the second on the first)."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        total = v1._child(verb, "dobj")
        if total is None or total.lemma_.lower() != "total" or v1._children(total, "amod", "compound"):
            return
        first = v1._prep_object(v1._prep(total, "of"))
        entity = self._school(self.subject(verb)) if first is not None else None
        for noun in [first, *first.conjuncts] if first is not None and entity else []:
            number = v1._child(noun, "nummod")
            relation = self._school_count(noun)
            if v1._children(noun, "prep"):
                continue  # "1,100 staff in its hospital": a part of the whole
            if entity and relation and number is not None and number.ent_type_ not in ("DATE", "MONEY", "PERCENT"):
                yield Candidate(entity, relation, v1.quantity_phrase(number) or number.text)

    # ---- campus ------------------------------------------------------------------------------

    def its_campus(self, verb: Token) -> Iterator[Candidate]:
        """ "X has its campus in Y" (the place hangs on the verb)."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        noun = v1._child(verb, "dobj")
        poss = v1._child(noun, "poss") if noun is not None else None
        if noun is None or noun.lemma_.lower() != "campus" or poss is None or poss.lower_ not in ("its", "their"):
            return
        entity = self._school(self.subject(verb))
        for prep in v1._children(verb, "prep"):
            place = v1._prep_object(prep)
            value = self._named_value(place) if prep.lower_ in ("in", "at") else None
            if entity and value:
                yield Candidate(entity, "campus", value)

    def campus_located(self, verb: Token) -> Iterator[Candidate]:
        """ "X has an urban campus located in Tarrow"."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        noun = v1._child(verb, "dobj")
        if noun is None or noun.lemma_.lower() != "campus":
            return
        located = next((c for c in noun.children if c.dep_ == "acl" and c.lemma_ in ("locate", "situate")), None)
        entity = self._school(self.subject(verb))
        for prep in v1._children(located, "prep") if located is not None and entity else []:
            value = self._named_value(v1._prep_object(prep)) if prep.lower_ in ("in", "at") else None
            if entity and value:
                yield Candidate(entity, "campus", value)

    def campus_called(self, verb: Token) -> Iterator[Candidate]:
        """ "X has a campus called Y", "X has a campus named Y" (Y a name)."""
        if verb.lemma_ != "have" or self._negated(verb):
            return
        noun = v1._child(verb, "dobj")
        if noun is None or noun.lemma_.lower() != "campus":
            return
        called = next((c for c in noun.children if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None)
        name = v1._child(called, "oprd", "attr", "xcomp", "dobj") if called is not None else None
        entity = self._school(self.subject(verb))
        value = self._named_value(name) if name is not None and named(name) else None
        if entity and value:
            yield Candidate(entity, "campus", value)

    # ---- academic discipline -----------------------------------------------------------------

    def school_disciplines(self, verb: Token) -> Iterator[Candidate]:
        """ "X offers courses (degrees, programmes) in A and B", "X specialises in A", "X
        focuses on A", "X teaches A": a school's academic disciplines (common nouns, not names)."""
        if self._negated(verb):
            return
        field: Token | None = None
        if verb.lemma_ in _OFFER_VERBS:
            offered = v1._child(verb, "dobj")
            if offered is not None and offered.lemma_.lower() in _COURSE_NOUNS:
                field = v1._prep_object(v1._prep(offered, "in") or v1._prep(verb, "in"))
        elif verb.lemma_ in _SPECIALISE_VERBS:
            field = v1._prep_object(v1._prep(verb, "in") or v1._prep(verb, "on"))
        elif verb.lemma_ == "teach":
            field = v1._child(verb, "dobj")
        entity = self._school(self.subject(verb)) if field is not None else None
        for member in _coordinated(field) if entity else []:
            value = _discipline(member)
            if entity and value:
                yield Candidate(entity, "academic discipline", value)

    # ---- after the rules ---------------------------------------------------------------------

    def _title_holder_place(self, found: dict[tuple[str, str, str], Candidate], people: set[str]) -> None:
        """ "Sunil Rao is president of X, in Mumbai": the place is the school's, not the
        president's."""
        canonical = self.catalog.canonical
        holders = {f.value: f.entity for f in found.values() if canonical(f.relation) in TITLES}
        for key, fact in list(found.items()):
            school = holders.get(fact.entity)
            if fact.entity not in people or school is None or not is_school_name(school):
                continue
            if canonical(fact.relation) != "location":
                continue
            del found[key]
            moved = replace(fact, entity=school)
            found.setdefault((moved.entity, moved.relation, moved.value), moved)

    def _school_town_country(self, found: dict[tuple[str, str, str], Candidate]) -> None:
        """ "X is located in Tartu, Estonia" of a school: the country (or the state: "Mysore,
        Karnataka") is the school's (DBpedia keeps a school's city, state and country all on the
        school), not also the town's."""
        canonical = self.catalog.canonical
        location = canonical("located in")
        wider = {canonical("country"), canonical("part of")}  # "Tartu, Estonia", "Mysore, Karnataka"
        schools = {f.entity for f in found.values() if is_school_name(f.entity) and canonical(f.relation) in wider}
        for school in schools:
            places = {f.value for f in found.values() if f.entity == school and canonical(f.relation) in wider}
            towns = {f.value for f in found.values() if f.entity == school and canonical(f.relation) == location}
            for key, fact in list(found.items()):
                if fact.entity in towns and fact.value in places and canonical(fact.relation) in wider:
                    del found[key]

    def refine_universities(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """A school's "member of" is its affiliation; a school's founding place is where it is."""
        canonical = self.catalog.canonical
        people = {e.text for e in sent.ents if e.label_ == "PERSON"}
        counted = {(f.entity, f.value) for f in found.values() if canonical(f.relation) in _COUNT_RELATIONS}
        titled = {(f.entity, f.value) for f in found.values() if canonical(f.relation) in TITLES}
        self._title_holder_place(found, people)
        self._school_town_country(found)
        schools = {f.entity for f in found.values() if is_school_name(f.entity)}
        for key, fact in list(found.items()):
            if fact.entity in people and canonical(fact.relation) == _FOUNDED and schools:
                del found[key]  # "X is in Haifa, has Y as president and was founded in 1912": not Y
                if len(schools) == 1:
                    moved = replace(fact, entity=next(iter(schools)))
                    found.setdefault((moved.entity, moved.relation, moved.value), moved)
                continue
            if fact.entity in people and canonical(fact.relation) in _COUNT_RELATIONS:
                del found[key]  # "Y is its chancellor and the college has 4,000 students", misparsed
                continue
            if not is_school_name(fact.entity):
                continue
            relation = canonical(fact.relation)
            if relation in _PLACE_TITLES:
                del found[key]  # "Rome, where X is located, ... and its mayor is Y": no school's mayor
                continue
            if relation in _QUOTED_NOUNS and any(
                canonical(o.relation) == relation
                and o.entity == fact.entity
                and (o.value.startswith(f"{fact.value} ") or o.value.endswith(f" {fact.value}"))
                for o in found.values()
            ):
                del found[key]  # "its motto is 'Truth above all'": not also "Truth" (or "all")
                continue
            if relation == "number of members" and (fact.entity, fact.value) in counted:
                del found[key]  # "2,100 members of academic staff": the staff's count, not members
                continue
            if relation in _COUNT_RELATIONS and " and " in fact.value:
                del found[key]  # "of 12,000 and 800 academic staff": no one count
                continue
            if relation not in self.catalog.relations and (fact.entity, fact.value) in counted:
                del found[key]  # "has a staff of 700": "staff" beside the academic staff size
                continue
            if relation in _LED_BY and without_title_word(fact.value) != fact.value:
                del found[key]  # "headed by president Robert Hale": the title's fact says it
                continue
            if (relation in _LED_BY or relation == "operator") and (fact.entity, fact.value) in titled:
                del found[key]  # "run by Anna Pell, its rector": the rector's fact says it
                continue
            if relation == "campus" and any(
                other.entity == fact.entity and other.value.startswith(f"{fact.value}, ") for other in found.values()
            ):
                del found[key]  # "Tarrowhalli" beside the address "Tarrowhalli, Baxter Main Road, ..."
                continue
            if fact.value in people:
                continue
            if relation in _STAFF_PHRASES and _COUNT.match(fact.value):
                new = replace(fact, relation=_STAFF)  # "700 staff members" of a school: its academic staff
            elif relation in _STUDENT_PHRASES and _COUNT.match(fact.value):
                new = replace(fact, relation=_STUDENTS)
            elif relation == "member of" and not is_country(fact.value):
                new = replace(fact, relation="affiliation")
            elif relation == "alternative name" and _TEAM_NICKNAME.match(fact.value):
                new = replace(fact, relation="nickname")  # "X is known as the Ravens": its teams' name
            elif relation == "founding place":
                del found[key]
                for place in founded_places(fact):
                    found.setdefault((place.entity, place.relation, place.value), place)
                continue
            elif relation == "created" and (fact.entity, _FOUNDED, fact.value) in found:
                del found[key]  # "was created in 1880": the founding year, said once
                continue
            else:
                continue
            del found[key]
            found.setdefault((new.entity, new.relation, new.value), new)
