"""People in crowd texts, round 17: a trade, a nationality, a school or a birth place written in
shapes writers use for anyone (pilots, writers, architects, players, deans)."""

from __future__ import annotations

from test_spacy_rules_v2 import CatalogFacts


def _of(facts: list[tuple[str, str, str]], relation: str) -> set[tuple[str, str]]:
    return {(e, v) for e, r, v in facts if r == relation}


def test_a_trade_joined_to_a_role_noun_without_its_own_article(catalog_facts: CatalogFacts) -> None:
    """ "He was a test pilot and crew member of X": the parser leaves "pilot" no conjunct, only
    the "and"; the first noun phrase is the trade, the role in one event is none."""
    facts = catalog_facts("Tom Reed was born in Ohio. He was a test pilot and crew member of Orion 4.")
    assert ("Tom Reed", "test pilot") in _of(facts, "occupation"), facts
    facts = catalog_facts("Ann Lee was a staff writer and team member of the Kelby Gazette.")
    assert ("Ann Lee", "staff writer") in _of(facts, "occupation"), facts
    assert not _of(catalog_facts("Tom Reed was a member and crew member of Orion 4."), "occupation")


def test_a_trade_noun_with_the_name_set_beside_it(catalog_facts: CatalogFacts) -> None:
    """ "The test pilot Tom Reed was born ...": the parser makes the name an apposition of the
    trade noun (no compound); the trade is still the person's."""
    facts = catalog_facts("The test pilot Tom Reed was born in Dallas.")
    assert ("Tom Reed", "test pilot") in _of(facts, "occupation"), facts
    facts = catalog_facts("The test pilot @ Tom Reed was born in Dallas.")  # a masked field separator
    assert ("Tom Reed", "test pilot") in _of(facts, "occupation"), facts
    facts = catalog_facts("The landscape architect Ann Lee designed the Kelby Gardens.")
    assert ("Ann Lee", "landscape architect") in _of(facts, "occupation"), facts
    assert not _of(catalog_facts("The bronze statue Ann Lee stands in Ostby Park."), "occupation")
    assert not _of(catalog_facts("The team manager Tom Reed was born in Dallas."), "occupation")


def test_a_career_as_a_trade(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Tom Reed was born in Ohio and pursued a career as a test pilot.")
    assert ("Tom Reed", "test pilot") in _of(facts, "occupation"), facts
    facts = catalog_facts("Ann Lee began her career as a sports journalist.")
    assert ("Ann Lee", "sports journalist") in _of(facts, "occupation"), facts
    assert not _of(catalog_facts("Tom Reed ended his career as a member of the club."), "occupation")


def test_a_place_born_trade_noun_before_a_name_anywhere(catalog_facts: CatalogFacts) -> None:
    """ "designed by Lenmouth born architect Tom Reed": "born" hangs on the trade noun that
    titles the name, not on the name itself (the sentence's opening is another rule's)."""
    facts = catalog_facts("The Kelby Tower was designed by Lenmouth born architect Tom Reed.")
    assert ("Tom Reed", "Lenmouth") in _of(facts, "birth place"), facts
    facts = catalog_facts("Dallas born test pilot @ Tom Reed attended the University of Kelby.")
    assert ("Tom Reed", "Dallas") in _of(facts, "birth place"), facts
    facts = catalog_facts("The Kelby Tower was designed by the Danish born architect Tom Reed.")
    assert ("Tom Reed", "Danish") in _of(facts, "nationality"), facts
    assert not _of(facts, "birth place"), facts
    facts = catalog_facts("The Kelby Tower was designed by a Lenmouth born firm, Reed Partners.")
    assert not _of(facts, "birth place"), facts


def test_a_capitalised_alma_mater_is_the_relation_noun(catalog_facts: CatalogFacts) -> None:
    """ "His Alma Mater was X": the tagger names the capitalised words; they are the relation."""
    facts = catalog_facts("Tom Reed was born in Ohio. His Alma Mater was Kelby College.")
    assert ("Tom Reed", "Kelby College") in _of(facts, "alma mater"), facts
    facts = catalog_facts("Ann Lee was born in 1930 and her alma Mater is the Ostby Institute.")
    assert ("Ann Lee", "Ostby Institute") in _of(facts, "alma mater"), facts
    assert not [f for f in facts if "Mater" in f[0]], facts


def test_a_country_national_right_before_a_name_after_a_preposition(catalog_facts: CatalogFacts) -> None:
    """ "written by the US national Ann Lee": "US" hangs on "national", not on the name."""
    facts = catalog_facts("The Kelby Saga was written by the US national Ann Lee.")
    assert ("Ann Lee", "US") in _of(facts, "nationality"), facts
    assert ("Kelby Saga", "Ann Lee") in {(e, v) for e, r, v in facts if r != "nationality"}, facts
    facts = catalog_facts("Tom Reed and the US national Ann Lee created the comic character Bolt.")
    assert _of(facts, "nationality") == {("Ann Lee", "US")}, facts


def test_a_national_without_an_indefinite_article_after_the_copula(catalog_facts: CatalogFacts) -> None:
    """ "X was US national who ...", "X is the American national who ...": crowd writers drop or
    change the article; the copula still says what the person is."""
    facts = catalog_facts("Ann Lee was US national who created the comic character Bolt.")
    assert ("Ann Lee", "US") in _of(facts, "nationality"), facts
    facts = catalog_facts("Ann Lee is the American national who created the comic character Bolt.")
    assert ("Ann Lee", "American") in _of(facts, "nationality"), facts
    assert not _of(catalog_facts("Ann Lee was not the American national who created Bolt."), "nationality")


def test_a_lowercase_nationality_with_a_clause_after_the_copula(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Ann Lee is an american who created the comic character Bolt.")
    assert ("Ann Lee", "american") in _of(facts, "nationality"), facts
    assert not _of(catalog_facts("Ann Lee is an editor who created the comic character Bolt."), "nationality")


def test_went_to_a_school_with_its_degree_after_a_comma(catalog_facts: CatalogFacts) -> None:
    """ "went to KIT, M.S. 1962": the degree set beside the name says it is a school."""
    facts = catalog_facts("Tom Reed was born in Ohio and went to KIT, M.S. 1962 and was a diplomat.")
    assert ("Tom Reed", "KIT") in _of(facts, "alma mater"), facts
    assert not _of(catalog_facts("Tom Reed went to NASA, Houston in 1962."), "alma mater")


def test_a_pronoun_after_a_date_opening_without_a_comma(catalog_facts: CatalogFacts) -> None:
    """ "In 1963 he became a fighter pilot": crowd writers drop the comma after a date phrase;
    the pronoun is still the sentence's first subject."""
    facts = catalog_facts("Tom Reed was born in Ohio. In 1963 he became a fighter pilot.")
    assert ("Tom Reed", "fighter pilot") in _of(facts, "occupation"), facts
    facts = catalog_facts("Ann Lee was born in Ohio. In May 1955 she graduated from Kelby College.")
    assert ("Ann Lee", "Kelby College") in _of(facts, "alma mater"), facts
    facts = catalog_facts("Tom Reed was born in Ohio. In the war he became a fighter pilot.")
    assert not _of(facts, "occupation"), facts  # only a date phrase opens without its comma


def test_a_sentence_ends_after_a_dotted_degree(catalog_facts: CatalogFacts) -> None:
    """ "... with a B.S. He worked as a test pilot": the degree's last point ends the sentence
    when a pronoun opens the next (not "a B.S. in physics")."""
    facts = catalog_facts("Tom Reed graduated in 1955 from Kelby College with a B.S. He worked as a test pilot.")
    assert ("Tom Reed", "test pilot") in _of(facts, "occupation"), facts
    assert ("Tom Reed", "Kelby College") in _of(facts, "alma mater"), facts
    facts = catalog_facts("Ann Lee was born in Lenmouth and moved to the U.S. She worked as a sports journalist.")
    assert ("Ann Lee", "sports journalist") in _of(facts, "occupation"), facts
