"""Nationality adjectives and their countries: "American" and "the United States" name one
nationality, so two documents that write them differently do not disagree.

A short table of common demonyms, not exhaustive: a demonym it lacks is compared as any other
name. The other value is read through :func:`~hcf_graph.resolve.countries.country_name`, so a
country's aliases ("the U.S.", "Holland") count as the country.
"""

from __future__ import annotations

from ..normalize import normalize_text
from .countries import country_name

# Demonym -> the country's name as countries.country_name writes it (aliases come from there).
_COUNTRY_OF: dict[str, str] = {
    "american": "United States",
    "british": "United Kingdom",
    "english": "England",
    "scottish": "Scotland",
    "welsh": "Wales",
    "irish": "Ireland",
    "canadian": "Canada",
    "mexican": "Mexico",
    "brazilian": "Brazil",
    "argentine": "Argentina",
    "argentinian": "Argentina",
    "chilean": "Chile",
    "colombian": "Colombia",
    "peruvian": "Peru",
    "venezuelan": "Venezuela",
    "cuban": "Cuba",
    "french": "France",
    "german": "Germany",
    "italian": "Italy",
    "spanish": "Spain",
    "portuguese": "Portugal",
    "dutch": "Netherlands",
    "belgian": "Belgium",
    "swiss": "Switzerland",
    "austrian": "Austria",
    "danish": "Denmark",
    "swedish": "Sweden",
    "norwegian": "Norway",
    "finnish": "Finland",
    "icelandic": "Iceland",
    "polish": "Poland",
    "czech": "Czech Republic",
    "slovak": "Slovakia",
    "hungarian": "Hungary",
    "romanian": "Romania",
    "bulgarian": "Bulgaria",
    "greek": "Greece",
    "turkish": "Turkey",
    "russian": "Russia",
    "ukrainian": "Ukraine",
    "serbian": "Serbia",
    "croatian": "Croatia",
    "israeli": "Israel",
    "egyptian": "Egypt",
    "moroccan": "Morocco",
    "nigerian": "Nigeria",
    "kenyan": "Kenya",
    "ethiopian": "Ethiopia",
    "south african": "South Africa",
    "indian": "India",
    "pakistani": "Pakistan",
    "bangladeshi": "Bangladesh",
    "chinese": "China",
    "japanese": "Japan",
    "korean": "South Korea",
    "south korean": "South Korea",
    "vietnamese": "Vietnam",
    "thai": "Thailand",
    "indonesian": "Indonesia",
    "filipino": "Philippines",
    "malaysian": "Malaysia",
    "iranian": "Iran",
    "iraqi": "Iraq",
    "saudi": "Saudi Arabia",
    "australian": "Australia",
    "new zealander": "New Zealand",
    # more countries ("Georgian" and "Macedonian" are left out: a US state, a style, a region)
    "ghanaian": "Ghana",
    "armenian": "Armenia",
    "tunisian": "Tunisia",
    "algerian": "Algeria",
    "senegalese": "Senegal",
    "estonian": "Estonia",
    "latvian": "Latvia",
    "lithuanian": "Lithuania",
    "belarusian": "Belarus",
    "slovenian": "Slovenia",
    "bosnian": "Bosnia and Herzegovina",
    "albanian": "Albania",
    "montenegrin": "Montenegro",
    "maltese": "Malta",
    "cypriot": "Cyprus",
    "luxembourgish": "Luxembourg",
    "uzbek": "Uzbekistan",
    "kazakh": "Kazakhstan",
    "azerbaijani": "Azerbaijan",
    "mongolian": "Mongolia",
    "nepali": "Nepal",
    "nepalese": "Nepal",
    "sri lankan": "Sri Lanka",
    "cambodian": "Cambodia",
    "laotian": "Laos",
    "burmese": "Myanmar",
    "singaporean": "Singapore",
    "taiwanese": "Taiwan",
    "lebanese": "Lebanon",
    "syrian": "Syria",
    "jordanian": "Jordan",
    "afghan": "Afghanistan",
    "bolivian": "Bolivia",
    "ecuadorian": "Ecuador",
    "uruguayan": "Uruguay",
    "paraguayan": "Paraguay",
    "jamaican": "Jamaica",
    # peoples named by a noun of their own, in the plural only ("Dane", "Finn", "Pole" are names
    # and words of their own; "Scots" is a language, "Turks" part of a country's name)
    "danes": "Denmark",
    "finns": "Finland",
    "swedes": "Sweden",
    "poles": "Poland",
    "spaniards": "Spain",
    "serbs": "Serbia",
    "croats": "Croatia",
    "britons": "United Kingdom",
    "icelanders": "Iceland",
}


def _key(name: str) -> str:
    """ "the Americans", "French people", "American" -> "american"."""
    key = normalize_text(name).removeprefix("the ").rstrip(".").removesuffix(" people")
    if key not in _COUNTRY_OF and key.endswith("s") and key[:-1] in _COUNTRY_OF:
        key = key[:-1]  # "Americans", "Canadians"
    return key


def country_of_demonym(adjective: str) -> str | None:
    """The country a nationality adjective names ("Italian" -> "Italy"), or None."""
    return _COUNTRY_OF.get(_key(adjective))


def demonym_of(a: str, b: str) -> str:
    """Why one value is the nationality adjective of the other's country ("American" / "the
    United States"), or ""."""
    first, second = _COUNTRY_OF.get(_key(a)), _COUNTRY_OF.get(_key(b))
    if first and first == second:
        return f"'{a.strip()}' and '{b.strip()}' name one nationality"  # "American" / "Americans"
    for adjective, country in ((a, b), (b, a)):
        named = _COUNTRY_OF.get(_key(adjective))
        if named and _key(country_name(country)) == _key(named):
            return f"'{adjective.strip()}' is the nationality of '{country.strip()}'"
    return ""


def is_demonym(word: str) -> bool:
    """Whether ``word`` is a nationality adjective of the table ("American", "French")."""
    return _key(word) in _COUNTRY_OF
