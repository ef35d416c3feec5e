"""``spacy-rules.v2``: a lowercase class noun of a thing right before a name ("The dish Pelmora",
"the novel Morwen Lane") makes the name a thing, however the NER tagged it and however the parser
hung the two (issue 10, tenth round): such a name gets no nationality, and a dish's "is from" is its
country. A sentence that opens with a name no person's full name could be (one word that is no
part of a person named before, or a capitalized word before lowercase ones) and says it "is from"
a country states the thing's country. Every sentence is written for these tests."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import Key, facts_of

FOUND: list[tuple[str, Key]] = [
    # the parser reads "dish" as the root and "Pelmora is from Spain" as a relative clause on it
    ("The dish Pelmora is from Spain.", ("Pelmora", "country", "Spain")),
    ("The dish Kavrasi is from Turkey.", ("Kavrasi", "country", "Turkey")),
    ("The dessert Pelmora is from Spain.", ("Pelmora", "country", "Spain")),
    # a one-word name, or a name ending in a lowercase word, that "is from" a country
    ("Kolvash is from Turkey.", ("Kolvash", "country", "Turkey")),
    ("Zupa kelska is from Poland.", ("Zupa kelska", "country", "Poland")),
    ("Kelsey stew is from Norway.", ("Kelsey stew", "country", "Norway")),
    # a second clause's subject the parser hung on the first clause's value
    ("Kolvash is a dessert and its main ingredient is honey.", ("Kolvash", "ingredient", "honey")),
    (
        "Kolvash is a Turkish dessert and its main ingredients are honey and walnuts.",
        ("Kolvash", "ingredient", "walnuts"),
    ),
    # "one of" the ingredients of a name the NER left untagged
    ("One of the ingredients of Tarlenti is saffron.", ("Tarlenti", "ingredient", "saffron")),
    # the parser reads the name as a compound of "originates"
    ("Kolvash originates from Turkey.", ("Kolvash", "country", "Turkey")),
    ("Bruscani is from Sicily, Italy.", ("Bruscani", "region", "Sicily")),
    ("Bruscani is from Sicily, Italy.", ("Bruscani", "country", "Italy")),
]

NOT_FOUND: list[tuple[str, Key]] = [
    ("The dish Pelmora is from Spain.", ("Pelmora", "nationality", "Spain")),
    ("The novel Morwen Lane is American.", ("Morwen Lane", "nationality", "American")),
    ("Zupa kelska is from Poland.", ("Zupa kelska", "nationality", "Poland")),
    # a one-word name the NER took for a person's, or a person's surname named before, keeps the
    # person rules
    ("Obama is from the United States.", ("Obama", "country", "United States")),
    ("Angela Merkel led the party. Merkel comes from Germany.", ("Merkel", "country", "Germany")),
    # a surname of a person named before is a person's: no country of a thing
    ("Paris Cullins drew the comic. Cullins is from the United States.", ("Cullins", "country", "United States")),
    # a distance, and a place that is no country
    ("Kolvash is far from Turkey.", ("Kolvash", "country", "Turkey")),
    ("Kolvash is from Lenmouth.", ("Kolvash", "region", "Lenmouth")),
]

KEPT: list[tuple[str, Key]] = [
    # a person's name with no class noun before it keeps its nationality
    ("Alan Brown is from Spain.", ("Alan Brown", "nationality", "Spain")),
    ("Morwen Lane is American.", ("Morwen Lane", "nationality", "American")),
]


@pytest.mark.parametrize(("text", "key"), FOUND + KEPT)
def test_found(extractor, text: str, key: Key) -> None:
    assert key in facts_of(extractor, text)


@pytest.mark.parametrize(("text", "key"), NOT_FOUND)
def test_not_found(extractor, text: str, key: Key) -> None:
    assert key not in facts_of(extractor, text)
