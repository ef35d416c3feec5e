"""Country names: the sovereign states and the usual short forms prose writes for them.

"Lahore is in Pakistan" names Lahore's country, "Lahore is in Punjab" a place in it; the
extractor keys the first as ``country`` and the second as ``location``, so two documents that
name the two levels never make a false conflict. The list is general knowledge (UN member and
observer states, a few states of limited recognition) with common short and former names; it is
no gazetteer of places. Georgia is left out: in English prose it is far more often the US state
("Atlanta, Georgia"). England, Scotland, Wales and Northern Ireland are no sovereign states but
the constituent countries of the United Kingdom, and prose (and DBpedia) names them as a place's
or a dish's country ("a dish from England", "a city in Wales"): they are countries here, and
``constituent_of`` tells the resolver that a place's country England and its country the United
Kingdom agree (the one lies in the other), so the two levels never make a false conflict.

``country_name`` writes one name for the usual aliases of a state (Holland and the Netherlands,
Burma and Myanmar, Great Britain and the United Kingdom); the table is short, not exhaustive: a
country under a name it lacks keys apart from its other names.
"""

from __future__ import annotations

import re

from ..normalize import normalize_text

_NAMES = """
Afghanistan; Albania; Algeria; Andorra; Angola; Antigua and Barbuda; Argentina; Armenia; Australia;
Austria; Azerbaijan; Bahamas; The Bahamas; Bahrain; Bangladesh; Barbados; Belarus; Belgium; Belize;
Benin; Bhutan; Bolivia; Bosnia and Herzegovina; Bosnia-Herzegovina; Botswana; Brazil; Brunei;
Bulgaria; Burkina Faso; Burundi; Cabo Verde; Cape Verde; Cambodia; Cameroon; Canada;
Central African Republic; Chad; Chile; China; People's Republic of China; Colombia; Comoros;
Congo; Republic of the Congo; Democratic Republic of the Congo; DR Congo; Costa Rica;
Côte d'Ivoire; Ivory Coast; Croatia; Cuba; Cyprus; Czech Republic; Czechia; Denmark; Djibouti;
Dominica; Dominican Republic; East Timor; Timor-Leste; Ecuador; Egypt; El Salvador;
Equatorial Guinea; Eritrea; Estonia; Eswatini; Swaziland; Ethiopia; Fiji; Finland; France; Gabon;
Gambia; The Gambia; Germany; Ghana; Greece; Grenada; Guatemala; Guinea; Guinea-Bissau;
Guyana; Haiti; Honduras; Hungary; Iceland; India; Indonesia; Iran; Iraq; Ireland;
Republic of Ireland; Israel; Italy; Jamaica; Japan; Jordan; Kazakhstan; Kenya; Kiribati; Kosovo;
Kuwait; Kyrgyzstan; Laos; Latvia; Lebanon; Lesotho; Liberia; Libya; Liechtenstein; Lithuania;
Luxembourg; Madagascar; Malawi; Malaysia; Maldives; Mali; Malta; Marshall Islands; Mauritania;
Mauritius; Mexico; Micronesia; Moldova; Monaco; Mongolia; Montenegro; Morocco; Mozambique; Myanmar;
Burma; Namibia; Nauru; Nepal; Netherlands; The Netherlands; Holland; New Zealand; Nicaragua; Niger;
Nigeria; North Korea; North Macedonia; Macedonia; Norway; Oman; Pakistan; Palau; Palestine; Panama;
Papua New Guinea; Paraguay; Peru; Philippines; The Philippines; Poland; Portugal; Qatar; Romania;
Russia; Russian Federation; Rwanda; Saint Kitts and Nevis; Saint Lucia;
Saint Vincent and the Grenadines; Samoa; San Marino; São Tomé and Príncipe; Saudi Arabia; Senegal;
Serbia; Seychelles; Sierra Leone; Singapore; Slovakia; Slovenia; Solomon Islands; Somalia;
South Africa; South Korea; Korea; South Sudan; Spain; Sri Lanka; Sudan; Suriname; Sweden;
Switzerland; Syria; Taiwan; Tajikistan; Tanzania; Thailand; Togo; Tonga; Trinidad and Tobago;
Tunisia; Turkey; Türkiye; Turkmenistan; Tuvalu; Uganda; Ukraine; United Arab Emirates; UAE;
United Kingdom; UK; U.K.; Great Britain; Britain;
United States; United States of America; US; U.S.; USA; U.S.A.; Uruguay; Uzbekistan; Vanuatu;
Vatican City; Holy See; Venezuela; Vietnam; Viet Nam; Yemen; Zambia; Zimbabwe;
Soviet Union; USSR; Yugoslavia; Czechoslovakia; West Germany; East Germany
"""

#: The constituent countries of the United Kingdom, each a country of its own in prose.
CONSTITUENT_COUNTRIES: dict[str, str] = {
    "england": "United Kingdom",
    "scotland": "United Kingdom",
    "wales": "United Kingdom",
    "northern ireland": "United Kingdom",
}

COUNTRIES: frozenset[str] = frozenset(
    normalize_text(name).removeprefix("the ") for name in re.split(r"[;\n]", _NAMES) if name.strip()
) | frozenset(CONSTITUENT_COUNTRIES)


def is_country(name: str) -> bool:
    """Whether a name is a country's ("the United States", "U.S.A.", "Belgium")."""
    key = normalize_text(name).removeprefix("the ").rstrip(".")
    return key in COUNTRIES or key + "." in COUNTRIES


# The usual aliases of a state, each to one name (keys as ``normalize_text`` writes them,
# without "the" and a final dot). Short, not exhaustive.
_SHORT_FORMS = {
    "us": "United States",
    "u.s": "United States",
    "usa": "United States",
    "u.s.a": "United States",
    "united states of america": "United States",
    "uk": "United Kingdom",
    "u.k": "United Kingdom",
    "great britain": "United Kingdom",
    "britain": "United Kingdom",
    "holland": "Netherlands",
    "netherlands": "Netherlands",
    "burma": "Myanmar",
    "czechia": "Czech Republic",
    "turkiye": "Turkey",
    "swaziland": "Eswatini",
    "russian federation": "Russia",
    "macedonia": "North Macedonia",
    "cote d'ivoire": "Ivory Coast",
    "cabo verde": "Cape Verde",
    "timor-leste": "East Timor",
    "viet nam": "Vietnam",
    "people's republic of china": "China",
    "republic of ireland": "Ireland",
    "holy see": "Vatican City",
    "bosnia-herzegovina": "Bosnia and Herzegovina",
    "uae": "United Arab Emirates",
    "dr congo": "Democratic Republic of the Congo",
}


def country_name(name: str) -> str:
    """A country's name with its short forms and aliases written as one ("U.S.A." -> "United
    States", "Holland" -> "Netherlands"), so that two documents key the same country alike; any
    other name as given."""
    key = normalize_text(name).removeprefix("the ").rstrip(".")
    return _SHORT_FORMS.get(key, name)


def is_constituent_country(name: str) -> bool:
    """Whether a name is a constituent country's ("Wales"): a country, but no sovereign state."""
    return normalize_text(name).removeprefix("the ").rstrip(".") in CONSTITUENT_COUNTRIES


def constituent_of(part: str, whole: str) -> bool:
    """Whether ``part`` is a constituent country of the state ``whole`` ("Wales", "the UK")."""
    key = normalize_text(part).removeprefix("the ").rstrip(".")
    state = CONSTITUENT_COUNTRIES.get(key)
    if state is None or not is_country(whole):
        return False
    return normalize_text(country_name(whole)).removeprefix("the ").rstrip(".") == normalize_text(state)
