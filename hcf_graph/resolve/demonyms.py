"""Nationality adjectives and their countries: "American" and "the United States" name one
nationality, so two documents that write them differently do not disagree.

A short table of common demonyms, not exhaustive: a demonym it lacks is compared as any other
name. Each country lists the names it goes by; the match ignores case, dots and a leading "the".
"""

from __future__ import annotations

import re

_TABLE: dict[str, tuple[str, ...]] = {
    "american": ("united states", "united states of america", "usa", "us", "america"),
    "british": ("united kingdom", "uk", "great britain", "britain"),
    "english": ("england",),
    "scottish": ("scotland",),
    "welsh": ("wales",),
    "irish": ("ireland", "republic of ireland"),
    "canadian": ("canada",),
    "mexican": ("mexico",),
    "brazilian": ("brazil",),
    "argentine": ("argentina",),
    "argentinian": ("argentina",),
    "chilean": ("chile",),
    "colombian": ("colombia",),
    "peruvian": ("peru",),
    "venezuelan": ("venezuela",),
    "cuban": ("cuba",),
    "french": ("france",),
    "german": ("germany",),
    "italian": ("italy",),
    "spanish": ("spain",),
    "portuguese": ("portugal",),
    "dutch": ("netherlands", "holland"),
    "belgian": ("belgium",),
    "swiss": ("switzerland",),
    "austrian": ("austria",),
    "danish": ("denmark",),
    "swedish": ("sweden",),
    "norwegian": ("norway",),
    "finnish": ("finland",),
    "icelandic": ("iceland",),
    "polish": ("poland",),
    "czech": ("czech republic", "czechia"),
    "slovak": ("slovakia",),
    "hungarian": ("hungary",),
    "romanian": ("romania",),
    "bulgarian": ("bulgaria",),
    "greek": ("greece",),
    "turkish": ("turkey", "türkiye"),
    "russian": ("russia", "russian federation"),
    "ukrainian": ("ukraine",),
    "serbian": ("serbia",),
    "croatian": ("croatia",),
    "israeli": ("israel",),
    "egyptian": ("egypt",),
    "moroccan": ("morocco",),
    "nigerian": ("nigeria",),
    "kenyan": ("kenya",),
    "ethiopian": ("ethiopia",),
    "south african": ("south africa",),
    "indian": ("india",),
    "pakistani": ("pakistan",),
    "bangladeshi": ("bangladesh",),
    "chinese": ("china", "people's republic of china"),
    "japanese": ("japan",),
    "korean": ("korea", "south korea"),
    "south korean": ("south korea",),
    "vietnamese": ("vietnam",),
    "thai": ("thailand",),
    "indonesian": ("indonesia",),
    "filipino": ("philippines",),
    "malaysian": ("malaysia",),
    "iranian": ("iran",),
    "iraqi": ("iraq",),
    "saudi": ("saudi arabia",),
    "australian": ("australia",),
    "new zealander": ("new zealand",),
}


def _plain(name: str) -> str:
    text = re.sub(r"[.\u2019']", "", name.strip().lower())
    return re.sub(r"^the\s+", "", re.sub(r"\s+", " ", text))


def demonym_of(a: str, b: str) -> str:
    """Why one value is the nationality adjective of the other's country ("American" / "the
    United States"), or ""."""
    for adjective, country in ((a, b), (b, a)):
        names = _TABLE.get(_plain(adjective))
        if names and _plain(country).replace("'", "") in {n.replace("'", "") for n in names}:
            return f"'{adjective.strip()}' is the nationality of '{country.strip()}'"
    return ""
