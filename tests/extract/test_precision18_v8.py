"""Precision round 18: shapes of wrong facts found on the tune part, each tested here with
sentences written here: a stand-in's role read as a trade, a nationality noun read as a person
or a creator."""

from __future__ import annotations

from test_spacy_rules_v2 import CatalogFacts


def test_a_backup_role_is_no_occupation(catalog_facts: CatalogFacts) -> None:
    """ "Omar Pell was a backup pilot" names his role on one mission, not his trade."""
    for text in (
        "The Kelso 9 mission was flown by Dana Rook, and Omar Pell was a backup pilot.",
        "Omar Pell was a Kelso 9 backup pilot.",
        "Omar Pell was a back up pilot.",
    ):
        facts = catalog_facts(text)
        assert not [f for f in facts if f[1] == "occupation"], (text, facts)
    facts = catalog_facts("Omar Pell was a fighter pilot and flew Kelso 9 with backup pilot Dana Rook.")
    assert ("Omar Pell", "occupation", "fighter pilot") in facts
    assert not [f for f in facts if f[0] == "Dana Rook" and f[1] == "occupation"], facts
    assert ("Omar Pell", "occupation", "test pilot") in catalog_facts("Omar Pell was a test pilot.")


def test_a_nationality_noun_is_no_person_nor_creator(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Tom Vale was US national who was born in Brennock.")
    assert not [f for f in facts if "national" in f[0].lower()], facts
    facts = catalog_facts("The comic character Zap was created by Ada Price and the US National, Tom Vale.")
    assert ("Zap", "creator", "Ada Price") in facts or ("Zap", "created by", "Ada Price") in facts
    assert not [f for f in facts if "National" in f[2]], facts
    assert [f for f in facts if f[0] == "Zap" and f[2] == "Tom Vale"], facts


def test_a_height_hung_on_the_operator_is_the_operated_things(catalog_facts: CatalogFacts) -> None:
    """An organisation stands at no height: "operated by Y which is 25 metres above sea level"
    gives the height of what Y operates."""
    facts = catalog_facts("Ostby Airport is operated by Norair Holdings which is 25 metres above sea level.")
    assert ("Ostby Airport", "height", "25 metres") in facts
    assert not [f for f in facts if f[0] == "Norair Holdings" and f[1] == "height"], facts
    text = "The Lenmouth Aviation Board is the operating organisation for Ostby Airport and is situated 34 metres above sea level."
    facts = catalog_facts(text)
    assert ("Ostby Airport", "height", "34 metres") in facts
    assert not [f for f in facts if f[0] == "Lenmouth Aviation Board" and f[1] == "height"], facts


def test_who_after_a_characters_work_is_the_character(catalog_facts: CatalogFacts) -> None:
    """ "who" names a person or a character, never the work or the place of the noun's phrase."""
    facts = catalog_facts("Zap is a character from Star Team, who was created by Ada Price and Tom Vale.")
    assert ("Zap", "creator", "Ada Price") in facts or ("Zap", "created by", "Ada Price") in facts
    assert not [f for f in facts if f[0] == "Star Team"], facts
    facts = catalog_facts("Tom Vale was a crew member of Kelso 9, which was operated by NASA.")
    assert [f for f in facts if f[0] == "Kelso 9" and f[2] == "NASA"], facts
    facts = catalog_facts("The Kelby K-9 is a transport aircraft for the Norland Air Force who operates Ostby Airport.")
    assert not [f for f in facts if f[2] == "Kelby K-9" or (f[0] == "Kelby K-9" and f[1] == "operator")], facts


def test_a_country_that_places_a_city_is_not_served(catalog_facts: CatalogFacts) -> None:
    """An airport serves a city; a country written after "in" or a comma only places the city."""
    for text in (
        "Lenmouth is a city in Greece which is served by Lenmouth Airport.",
        "Lenmouth is a city in the United States served by Lenmouth Airport.",
        "Ostby Air Base serves the city of Brennock @ Norway.",
    ):
        facts = catalog_facts(text)
        assert not [f for f in facts if f[1] == "city served" and f[2] in ("Greece", "United States", "Norway")], (
            text,
            facts,
        )
    assert ("Ostby Airport", "city served", "Norway") in catalog_facts("Ostby Airport serves Norway.")


def test_a_description_names_the_one_thing_its_noun_names(catalog_facts: CatalogFacts) -> None:
    """ "The airport" after a sentence on a tower that names one airport is that airport, not
    the tower the text opened with; a topic that is an airport keeps it."""
    text = (
        "The Kelby Tower is the headquarters of the Norland Port Board who operate Ostby Airport. "
        "The airport is located in Brennock, Texas, United States."
    )
    facts = catalog_facts(text)
    assert ("Ostby Airport", "location", "Brennock") in facts or ("Ostby Airport", "located in", "Brennock") in facts
    assert not [f for f in facts if f[0] == "Kelby Tower" and f[2] in ("Brennock", "Texas", "United States")], facts
    text = "Ostby is an airport in Norland. It is operated by Kelby Airport Services. The airport is 25 metres above sea level."
    assert ("Ostby", "height", "25 metres") in catalog_facts(text)


def test_a_location_code_is_the_named_things_not_the_codes_body(catalog_facts: CatalogFacts) -> None:
    """ "KOST is the ICAO location identifier of Ostby Airport": the airport's code; the body
    whose abbreviation opens the noun has no location."""
    for text in (
        "KOST is the ICAO location identifier of Ostby Airport.",
        "The ICAO location identifier of Ostby Airport is KOST.",
    ):
        facts = catalog_facts(text)
        assert ("Ostby Airport", "icao location identifier", "KOST") in facts, (text, facts)
        assert not [f for f in facts if f[0] == "ICAO"], facts
    facts = catalog_facts("OST is the IATA location identifier for Ostby Airport.")
    assert ("Ostby Airport", "iata location identifier", "OST") in facts, facts
    assert ("NASA", "founded", "1958") in catalog_facts("NASA was founded in 1958 in Washington.") or [
        f for f in catalog_facts("NASA was founded in 1958 in Washington.") if f[0] == "NASA"
    ]


def test_the_height_at_a_things_location_is_the_things(catalog_facts: CatalogFacts) -> None:
    """ "Y is the location of X at 25 metres above sea level": X's height, not the place's."""
    text = "Tom Vale is the leader of Marlow, part of Kelby, which is the location of Ostby Airport at 167.94 metres above sea level."
    facts = catalog_facts(text)
    assert ("Ostby Airport", "height", "167.94 metres") in facts, facts
    assert not [f for f in facts if f[1] == "height" and f[0] != "Ostby Airport"], facts
    facts = catalog_facts("Marlow is the location of Ostby Airport at 167 metres above sea level.")
    assert [f for f in facts if f[1] == "height"] == [("Ostby Airport", "height", "167 metres")], facts
    assert ("Marlow", "height", "20 metres") in catalog_facts("Marlow is 20 metres above sea level.")


def test_a_person_is_governed_by_no_council(catalog_facts: CatalogFacts) -> None:
    text = "Kelby Hall is located in Marlow, United States and whose leader is Ann Lee, which is governed by the Marlow City Council."
    facts = catalog_facts(text)
    assert not [f for f in facts if f[0] == "Ann Lee"], facts
    assert [f for f in catalog_facts("Marlow is governed by the Marlow City Council.") if f[0] == "Marlow"]


def test_a_relation_noun_after_a_comma_splice_opens_a_clause(catalog_facts: CatalogFacts) -> None:
    """ "X is in Texas, USA, the capital of Texas is Austin": one capital (a functional relation
    keeps one value a sentence), Austin; USA is no apposition of "the capital"."""
    facts = catalog_facts("Ostby Airport is located in Texas, United States, the capital of Texas is Austin.")
    assert [f for f in facts if f[1] == "capital"] == [("Texas", "capital", "Austin")], facts
    assert ("France", "capital", "Paris") in catalog_facts("Paris, the capital of France, is a large city.")
    assert ("Norland", "capital", "Lenmouth") in catalog_facts("Kelby is in Lenmouth, the capital of Norland.")


def test_a_building_a_year_or_a_common_noun_is_never_born() -> None:
    """The final guard on births and deaths: a building ("103 Kelby Row ... designed by the
    architect Tom Vale born in Marlow", parsed with the building as the one born), a year ("in
    1957,which born in X") or a common noun ("fighter pilot") is never born; a person is."""
    from hcf_graph.extract.spacy_rules_v2 import _unborn

    assert _unborn("birth place", "103 Kelby Row")
    assert _unborn("birth place", "1957,which")
    assert _unborn("death place", "fighter pilot")
    assert _unborn("birth date", "Kelby Hall")
    assert not _unborn("birth place", "Tom Vale")
    assert not _unborn("location", "Kelby Hall")


def test_a_place_in_the_subjects_apposition_is_not_the_events(catalog_facts: CatalogFacts) -> None:
    """ "X, a student from the University of Norland in Marlow, died in Brennock": the death is
    in Brennock; Marlow only places the university."""
    facts = catalog_facts(
        "Tom Vale, a student from the University of Norland in Marlow, died in Brennock on 28 February 1966."
    )
    assert ("Tom Vale", "death place", "Brennock") in facts, facts
    assert ("Tom Vale", "death place", "Marlow") not in facts, facts
    facts = catalog_facts("Marie Lenk died in 1934 in Passy.")
    assert ("Marie Lenk", "death place", "Passy") in facts and ("Marie Lenk", "death date", "1934") in facts


def test_a_degree_after_a_schools_name_is_no_part_of_it(catalog_facts: CatalogFacts) -> None:
    facts = catalog_facts("Tom Vale was born in Marlow and graduated from KIT MA in 1957.")
    assert [f for f in facts if f[1] == "alma mater"] == [("Tom Vale", "alma mater", "KIT")], facts
    assert ("Tom Vale", "alma mater", "MIT") in catalog_facts("Tom Vale graduated from MIT in 1960.")


def test_a_town_is_operated_by_no_one(catalog_facts: CatalogFacts) -> None:
    """The operator hung on the town a thing is located in is the thing's; a building keeps its own."""
    facts = catalog_facts(
        "Ostby Airport is located in Marlow which is part of Kelby and is operated by the Norland Air Force."
    )
    assert ("Ostby Airport", "operator", "Norland Air Force") in facts, facts
    assert not [f for f in facts if f[0] == "Marlow" and f[1] == "operator"], facts
    facts = catalog_facts("The Kelby Museum is located in Kelby Hall, which is operated by the Kelby Trust.")
    assert ("Kelby Hall", "operator", "Kelby Trust") in facts, facts
    text = (
        "Ostby Airport is located in Kelby Pradesh which is part of Lenshire and is operated by the Norland Air Force."
    )
    facts = catalog_facts(text)  # a town the tagger takes for an organisation, placed in a region
    assert ("Ostby Airport", "operator", "Norland Air Force") in facts, facts
    text = "The Kelby Museum is located in Kelby Hall, which is part of the Kelby Campus and is operated by the Kelby Trust."
    assert ("Kelby Hall", "operator", "Kelby Trust") in catalog_facts(text)


def test_a_measure_given_as_a_runway_is_its_length(catalog_facts: CatalogFacts) -> None:
    """ "Its runway is 3800 m long": the runway's length, never a "runway" that is a measure."""
    cases = {
        "Ostby Airport is in Marlow, its runway is 3078.48 long.": ("runway length", "3078.48"),
        "Ostby Airport's 3rd runway is 2953 ft in length.": ("3rd runway length", "2953 ft"),
        "Ostby Airport has a runway of length 2989.0 metres.": ("runway length", "2989.0 metres"),
    }
    for text, (relation, value) in cases.items():
        facts = catalog_facts(text)
        assert ("Ostby Airport", relation, value) in facts, (text, facts)
        assert not [f for f in facts if f[1] in ("runway", "3rd runway")], (text, facts)


def test_a_language_variety_keeps_its_demonym(catalog_facts: CatalogFacts) -> None:
    """ "The language in Norland is American English": the variety, not a bare "English" cut from it."""
    facts = catalog_facts("The language in Norland is American English.")
    assert [f[2] for f in facts if f[0] == "Norland"] == ["American English"], facts
    assert [f[2] for f in catalog_facts("The language of Norland is English.")] == ["English"]
