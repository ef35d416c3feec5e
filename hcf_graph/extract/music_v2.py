"""Musicians' and bands' genres: "X is a jazz musician", "the blues singer X", "X, a British rock
band,", "X plays soul music", "His genre is rock". A genre is read only where a word of the
music lexicon below names it, so "a session musician" or "a studio band" say no genre; the
occupation keeps the role alone ("musician", not "jazz musician")."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from . import spacy_rules as v1
from .common_v2 import RulesState
from .spacy_rules import Candidate
from .tokens_v2 import named

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Genres of music, as written in running text (lowercase); longest first when matching.
MUSIC_GENRES = frozenset(
    [
        "jazz",
        "blues",
        "rock",
        "pop",
        "folk",
        "soul",
        "funk",
        "disco",
        "reggae",
        "punk",
        "metal",
        "gospel",
        "country",
        "classical",
        "opera",
        "techno",
        "trance",
        "grunge",
        "ska",
        "bluegrass",
        "swing",
        "bebop",
        "flamenco",
        "salsa",
        "samba",
        "tango",
        "rap",
        "hip hop",
        "hip-hop",
        "heavy metal",
        "r&b",
        "rhythm and blues",
        "rock and roll",
        "rock 'n' roll",
        "indie rock",
        "indie pop",
        "hard rock",
        "soft rock",
        "punk rock",
        "folk rock",
        "pop rock",
        "alternative rock",
        "progressive rock",
        "psychedelic rock",
        "country music",
        "electronic music",
        "dance music",
        "jazz fusion",
        "synthpop",
        "new wave",
        "dubstep",
        "drum and bass",
        "ambient",
        "baroque",
        "chamber music",
        "blues rock",
        "soul music",
        "pop music",
        "rock music",
        "jazz music",
        "folk music",
        "classical music",
        "electronic",
        "world music",
        "zydeco",
        "latin pop",
        "dance pop",
        "dance-pop",
        "neo soul",
        "electropop",
        "k-pop",
    ]
)
# Nouns of people and groups who make music: a genre before them is theirs.
MUSIC_MAKERS = frozenset(
    [
        "musician",
        "singer",
        "vocalist",
        "guitarist",
        "bassist",
        "drummer",
        "pianist",
        "organist",
        "violinist",
        "cellist",
        "saxophonist",
        "trumpeter",
        "rapper",
        "songwriter",
        "composer",
        "performer",
        "artist",
        "band",
        "group",
        "duo",
        "trio",
        "quartet",
        "ensemble",
        "orchestra",
        "act",
        "star",
        "player",
        "dj",
        "singer-songwriter",
        "crooner",
        "fiddler",
        "harpist",
        "keyboardist",
        "producer",
        "frontman",
    ]
)
# Groups: no person, so no occupation, but a genre.
MUSIC_GROUPS = frozenset(["band", "group", "duo", "trio", "quartet", "ensemble", "orchestra", "act"])
# Makers who are one person (a group has no occupation; "star", "act", "player" say too little).
_PERSON_MAKERS = MUSIC_MAKERS - MUSIC_GROUPS - {"star", "player", "performer", "artist", "producer", "frontman"}
_MUSIC_VERBS = frozenset(["play", "perform", "sing", "record", "make", "write"])


def music_genre(words: str) -> str | None:
    """The music genre ``words`` end with ("British jazz" -> "jazz", "rock and roll"), or None."""
    parts = words.split()
    for k in range(len(parts)):
        tail = " ".join(parts[k:])
        if tail.lower() in MUSIC_GENRES:
            return tail
    return None


def genre_before(noun: Token) -> str | None:
    """The genre written right before a music maker's noun: "a jazz musician", "the British
    hip hop group", "a rock and roll singer"; None when no genre word ends the run."""
    if noun.pos_ != "NOUN" or noun.lower_ not in MUSIC_MAKERS:
        return None
    start = noun.i
    while start > noun.sent.start and noun.doc[start - 1].is_lower and noun.doc[start - 1].dep_ not in ("det", "poss"):
        if noun.doc[start - 1].is_punct and noun.doc[start - 1].text not in ("-", "&", "'n'"):
            break
        start -= 1
    run = noun.doc[start : noun.i]
    return music_genre(run.text) if len(run) else None


def _apposed_name(noun: Token) -> Token | None:
    """The name right after a common noun that the parser made its apposition ("the musician
    Joel Hart"), with no comma between them; else None."""
    det = v1._child(noun, "det")
    if noun.pos_ != "NOUN" or (det is not None and det.lower_ != "the") or v1._children(noun, "poss"):
        return None
    name = next((c for c in noun.children if c.dep_ == "appos" and named(c)), None)
    if name is None or name.left_edge.i != noun.i + 1:
        return None
    return name


def _without_article(noun: Token) -> str:
    """A noun phrase's words up to its head, without the article ("the blues" -> "blues")."""
    return " ".join(t.text for t in noun.doc[noun.left_edge.i : noun.i + 1] if t.dep_ != "det")


def _whole_genre(value: str, sentence: str) -> str | None:
    """The genre with "and" that ``value`` opens and the sentence writes whole ("rock" of "rock
    and roll", "rhythm" of "rhythm and blues"), as the sentence writes it; else None."""
    for genre in MUSIC_GENRES:
        if " and " in genre and genre.startswith(value.lower() + " ") and genre in sentence:
            at = sentence.index(genre)
            return value + sentence[at + len(value) : at + len(genre)]
    return None


class MusicRules(RulesState):
    """Genres of musicians and bands (see the module's docstring)."""

    def music_patterns(self, token: Token) -> Iterator[Candidate]:
        """The genre patterns on a token: a maker noun in a copula, an apposition or a title
        before a name; a verb of playing with a genre as its object."""
        if token.pos_ == "NOUN" and token.lower_ in MUSIC_MAKERS:
            yield from self.genre_of_maker(token)
            yield from self.maker_named(token)
        if token.lemma_ == "be" and token.dep_ == "relcl":
            yield from self.genre_whose(token)
        elif token.pos_ == "VERB" and token.lemma_ in _MUSIC_VERBS:
            yield from self.genre_played(token)

    def genre_of_maker(self, noun: Token) -> Iterator[Candidate]:
        """ "X is a jazz musician", "X, a British rock band,", "the blues singer X"."""
        genre = genre_before(noun)
        if genre is None:
            return
        holder: Token | None = None
        if noun.dep_ == "attr" and noun.head.lemma_ == "be" and not any(c.dep_ == "neg" for c in noun.head.children):
            holder = self.subject(noun.head)
        elif noun.dep_ == "appos":
            holder = noun.head
        elif noun.dep_ in ("compound", "nmod") and named(noun.head):
            holder = noun.head  # "blues musician Earl Tate"
        else:
            holder = _apposed_name(noun)  # "The singer Mara Quell": the parser made the name the apposition
        entity = self.entity(holder) if holder is not None and self.specific(holder) else None
        if entity:
            yield Candidate(entity, "genre", genre)

    def genre_played(self, verb: Token) -> Iterator[Candidate]:
        """ "X plays soul music", "X performs jazz", "X sings the blues", "Pop music is performed
        by X"."""
        if any(c.dep_ == "neg" for c in verb.children):
            return
        obj = v1._child(verb, "dobj")
        subj = self.subject(verb)
        agent = v1._child(verb, "agent")
        if obj is None and agent is not None and subj is not None and not named(subj):  # "Pop music is performed by X"
            obj, subj = subj, v1._child(agent, "pobj")
        if subj is not None and not named(subj) and subj.lower_ in MUSIC_MAKERS:
            subj = _apposed_name(subj)  # "The musician Joel Hart, who ..., plays country music"
        if obj is None or subj is None or not named(subj):
            return
        genre = music_genre(_without_article(obj))  # "Indian classical music" -> classical music
        entity = self.entity(subj) if genre and self.specific(subj) else None
        if entity and genre:
            yield Candidate(entity, "genre", genre)
        for other in obj.conjuncts if entity and genre else ():
            joined = obj.doc[obj.i : other.i + 1].text.lower()
            more = music_genre(obj.doc[other.left_edge.i : other.i + 1].text) if other.i > obj.i else None
            if entity and more and joined not in MUSIC_GENRES:  # "soul and hip hop", not "rhythm and blues"
                yield Candidate(entity, "genre", more)

    def maker_named(self, noun: Token) -> Iterator[Candidate]:
        """ "The rapper Kid Nova was born in Atlanta", "The musician Joel Hart, who ...": a
        musician's noun before a person's name the parser made its apposition: the occupation."""
        name = _apposed_name(noun)
        if name is None or noun.lower_ not in _PERSON_MAKERS or name.ent_type_ != "PERSON":
            return
        entity = self.entity(name)
        if entity:
            yield Candidate(entity, "occupation", noun.lower_)

    def genre_whose(self, verb: Token) -> Iterator[Candidate]:
        """ "X is a singer whose genre is soul", "X, whose music is Latin pop, ...": the genre of
        the person (or the band) the "whose" clause describes."""
        subj, attr = v1._child(verb, "nsubj"), v1._child(verb, "attr")
        poss = v1._child(subj, "poss") if subj is not None else None
        if subj is None or attr is None or poss is None or poss.lower_ != "whose":
            return
        if subj.lemma_.lower() not in ("genre", "music", "style") or any(c.dep_ == "neg" for c in verb.children):
            return
        genre = music_genre(_without_article(attr))
        head: Token | None = verb.head
        if head is not None and head.dep_ == "attr" and head.lower_ in MUSIC_MAKERS and head.head.lemma_ == "be":
            head = self.subject(head.head)  # "X is a singer whose genre is soul": X
        elif head is None or not named(head):
            return
        entity = self.entity(head) if head is not None and genre and self.specific(head) else None
        if entity and genre:
            yield Candidate(entity, "genre", genre)

    def refine_music(self, sent: Span, found: dict[tuple[str, str, str], Candidate]) -> None:
        """An occupation that opens with a genre is the role alone ("jazz musician" ->
        "musician", with the genre as its own fact); a group has no occupation."""
        lowered = sent.text.lower()
        for key, fact in list(found.items()):
            whole = _whole_genre(fact.value, lowered) if fact.relation == "genre" else None
            if whole is not None:  # "rock and roll", which "and" cut in two
                del found[key]
                found.setdefault((fact.entity, "genre", whole), Candidate(fact.entity, "genre", whole, fact.qualifier))
            if fact.relation != "occupation":
                continue
            words = fact.value.split()
            if not words or words[-1].lower() not in MUSIC_MAKERS:
                continue
            genre = music_genre(" ".join(words[:-1]))
            if genre is None:
                continue
            del found[key]
            found.setdefault((fact.entity, "genre", genre), Candidate(fact.entity, "genre", genre, fact.qualifier))
            if words[-1].lower() not in MUSIC_GROUPS:
                role = Candidate(fact.entity, "occupation", words[-1], fact.qualifier)
                found.setdefault((fact.entity, "occupation", words[-1]), role)
