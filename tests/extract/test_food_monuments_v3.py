"""``spacy-rules.v2`` on dishes and monuments written the way short crowd-written descriptions
of a few facts read (session 23): several facts a sentence, "which"/"whose" clauses,
appositions, lists joined by "and", "It"/"Its", possessives and passives.

Every sentence and every name of a dish or a monument is invented for these tests (the
countries, capitals and leaders are real places' general facts). A fact is right as the
scoring of the benchmark counts it (:func:`~hcf_graph.extract.evaluation.score_text`): entity,
catalog relation and value, with the relation one the WebNLG property map targets."""

from __future__ import annotations

import pytest
from test_spacy_rules_v2 import run

from hcf_graph.extract.evaluation import ReferenceTriple, score_text
from hcf_graph.extract.spacy_rules_v2 import SpacyRulesV2Extractor
from hcf_graph.model import ExtractedFact
from hcf_graph.normalize import Normalizer

NORMALIZER = Normalizer()
Triple = tuple[str, str, str]

# (sentence, the triples it states): each must be recovered.
FOOD: list[tuple[str, tuple[Triple, ...]]] = [
    (
        "Torvanta is a traditional dish from the Calabria region of Italy.",
        (("Torvanta", "region", "Calabria"), ("Torvanta", "country", "Italy")),
    ),
    (
        "The main ingredients of Torvanta are lamb, rice and saffron.",
        (("Torvanta", "ingredient", "lamb"), ("Torvanta", "ingredient", "rice"), ("Torvanta", "ingredient", "saffron")),
    ),
    (
        "Torvanta, which originates from Italy, is made with lamb and rice.",
        (("Torvanta", "country", "Italy"), ("Torvanta", "ingredient", "lamb"), ("Torvanta", "ingredient", "rice")),
    ),
    (
        "Sopa Verdera is a soup from Mexico that is served cold.",
        (("Sopa Verdera", "country", "Mexico"), ("Sopa Verdera", "serving temperature", "cold")),
    ),
    (
        "Sopa Verdera is served as a starter and its main ingredient is avocado.",
        (("Sopa Verdera", "course", "starter"), ("Sopa Verdera", "ingredient", "avocado")),
    ),
    (
        "Bolo de Serrana is a dessert from Portugal.",
        (("Bolo de Serrana", "course", "dessert"), ("Bolo de Serrana", "country", "Portugal")),
    ),
    (
        "Kuih Lamira is a snack whose main ingredients are rice flour and coconut milk.",
        (("Kuih Lamira", "ingredient", "rice flour"), ("Kuih Lamira", "ingredient", "coconut milk")),
    ),
    (
        "Arroz Pelado is a dish found in Spain, where Felipe VI is the leader.",
        (("Arroz Pelado", "country", "Spain"), ("Spain", "leader", "Felipe VI")),
    ),
    (
        "Arroz Pelado, also known as Pelado, is a rice dish from Valencia.",
        (("Arroz Pelado", "alternative name", "Pelado"), ("Arroz Pelado", "region", "Valencia")),
    ),
    ("The creator of Tarta Valdera is Marco Lenti.", (("Tarta Valdera", "creator", "Marco Lenti"),)),
    ("Tarta Valdera was created by the chef Marco Lenti.", (("Tarta Valdera", "creator", "Marco Lenti"),)),
    ("Marco Lenti invented Tarta Valdera, a cake filled with cream.", (("Tarta Valdera", "creator", "Marco Lenti"),)),
    ("A variation of Tarta Valdera is Tarta Blanca.", (("Tarta Valdera", "variant", "Tarta Blanca"),)),
    ("Tarta Blanca is a variation of Tarta Valdera.", (("Tarta Valdera", "variant", "Tarta Blanca"),)),
    (
        "Pastel de Miravel is a dish from Peru and its main ingredients are potatoes and cheese.",
        (
            ("Pastel de Miravel", "country", "Peru"),
            ("Pastel de Miravel", "ingredient", "potatoes"),
            ("Pastel de Miravel", "ingredient", "cheese"),
        ),
    ),
    (
        "The dish Pastel de Miravel comes from Peru, where Spanish is spoken.",
        (("Pastel de Miravel", "country", "Peru"), ("Peru", "official language", "Spanish")),
    ),
    (
        "Nasi Kerapu is an Indonesian dish which contains rice, chilli and peanuts.",
        (
            ("Nasi Kerapu", "country", "Indonesia"),
            ("Nasi Kerapu", "ingredient", "rice"),
            ("Nasi Kerapu", "ingredient", "chilli"),
            ("Nasi Kerapu", "ingredient", "peanuts"),
        ),
    ),
    (
        "Nasi Kerapu is served hot as a main course.",
        (("Nasi Kerapu", "serving temperature", "hot"), ("Nasi Kerapu", "course", "main course")),
    ),
    (
        "Lamira tea is a drink from Sri Lanka, whose currency is the Sri Lankan rupee.",
        (("Lamira tea", "country", "Sri Lanka"), ("Sri Lanka", "currency", "Sri Lankan rupee")),
    ),
    (
        "Sopa Verdera originates from the Jalisco region in Mexico.",
        (("Sopa Verdera", "region", "Jalisco"), ("Sopa Verdera", "country", "Mexico")),
    ),
    (
        "Sopa Verdera's main ingredients are tomatillos, avocado and lime.",
        (
            ("Sopa Verdera", "ingredient", "tomatillos"),
            ("Sopa Verdera", "ingredient", "avocado"),
            ("Sopa Verdera", "ingredient", "lime"),
        ),
    ),
    ("Avocado is an ingredient of Sopa Verdera.", (("Sopa Verdera", "ingredient", "avocado"),)),
    (
        "Carne Lenta is a main course that comes from Argentina.",
        (("Carne Lenta", "course", "main course"), ("Carne Lenta", "country", "Argentina")),
    ),
    (
        "Bolo de Serrana is a Portuguese dessert made with eggs, sugar and almonds.",
        (
            ("Bolo de Serrana", "course", "dessert"),
            ("Bolo de Serrana", "country", "Portugal"),
            ("Bolo de Serrana", "ingredient", "eggs"),
            ("Bolo de Serrana", "ingredient", "sugar"),
            ("Bolo de Serrana", "ingredient", "almonds"),
        ),
    ),
    ("Another name for Carne Lenta is Carne Suave.", (("Carne Lenta", "alternative name", "Carne Suave"),)),
    (
        "Tarta Valdera comes from Andalusia, Spain, and is made of flour, butter and honey.",
        (
            ("Tarta Valdera", "region", "Andalusia"),
            ("Tarta Valdera", "country", "Spain"),
            ("Tarta Valdera", "ingredient", "flour"),
            ("Tarta Valdera", "ingredient", "butter"),
            ("Tarta Valdera", "ingredient", "honey"),
        ),
    ),
    (
        "Coffee is the main ingredient of Cafe Lorna, a drink from Colombia.",
        (("Cafe Lorna", "ingredient", "coffee"), ("Cafe Lorna", "country", "Colombia")),
    ),
    (
        "Cafe Lorna is served cold and contains coffee and milk.",
        (
            ("Cafe Lorna", "serving temperature", "cold"),
            ("Cafe Lorna", "ingredient", "coffee"),
            ("Cafe Lorna", "ingredient", "milk"),
        ),
    ),
    (
        "Sambal Pera is a condiment from Indonesia whose main ingredient is chili pepper.",
        (("Sambal Pera", "country", "Indonesia"), ("Sambal Pera", "ingredient", "chili pepper")),
    ),
    (
        "Bolo de Serrana is a dessert. It comes from Portugal and it is served at room temperature.",
        (
            ("Bolo de Serrana", "course", "dessert"),
            ("Bolo de Serrana", "country", "Portugal"),
            ("Bolo de Serrana", "serving temperature", "room temperature"),
        ),
    ),
    (
        "Carne Lenta is a dish from Argentina. Its main ingredients are beef and garlic.",
        (
            ("Carne Lenta", "country", "Argentina"),
            ("Carne Lenta", "ingredient", "beef"),
            ("Carne Lenta", "ingredient", "garlic"),
        ),
    ),
    (
        "Kuih Lamira is a dessert from Malaysia, where the Malays are an ethnic group.",
        (
            ("Kuih Lamira", "course", "dessert"),
            ("Kuih Lamira", "country", "Malaysia"),
            ("Malaysia", "ethnic group", "Malays"),
        ),
    ),
    # a second set, written after the rules of the first: how far they carry
    (
        "Pan de Lirio is a bread from Chile, whose capital is Santiago.",
        (("Pan de Lirio", "country", "Chile"), ("Chile", "capital", "Santiago")),
    ),
    (
        "Pan de Lirio originates from Chile and is made from wheat flour and lard.",
        (
            ("Pan de Lirio", "country", "Chile"),
            ("Pan de Lirio", "ingredient", "wheat flour"),
            ("Pan de Lirio", "ingredient", "lard"),
        ),
    ),
    ("The main ingredient of Pan de Lirio is wheat flour.", (("Pan de Lirio", "ingredient", "wheat flour"),)),
    (
        "Wheat flour and lard are the main ingredients of Pan de Lirio.",
        (("Pan de Lirio", "ingredient", "wheat flour"), ("Pan de Lirio", "ingredient", "lard")),
    ),
    (
        "Gulai Serai is a dish from the Sumatra region of Indonesia, where the Javanese are an ethnic group.",
        (
            ("Gulai Serai", "region", "Sumatra"),
            ("Gulai Serai", "country", "Indonesia"),
            ("Indonesia", "ethnic group", "Javanese"),
        ),
    ),
    (
        "Gulai Serai, a dish from Indonesia, is served hot.",
        (("Gulai Serai", "country", "Indonesia"), ("Gulai Serai", "serving temperature", "hot")),
    ),
    (
        "Gulai Serai is a main course and it contains beef, coconut milk and lemongrass.",
        (
            ("Gulai Serai", "course", "main course"),
            ("Gulai Serai", "ingredient", "beef"),
            ("Gulai Serai", "ingredient", "coconut milk"),
            ("Gulai Serai", "ingredient", "lemongrass"),
        ),
    ),
    (
        "Torta Menta is an Italian dessert whose main ingredients are ricotta and mint.",
        (
            ("Torta Menta", "course", "dessert"),
            ("Torta Menta", "country", "Italy"),
            ("Torta Menta", "ingredient", "ricotta"),
            ("Torta Menta", "ingredient", "mint"),
        ),
    ),
    (
        "Torta Menta can be found in Italy, where the leader is Sergio Mattarella.",
        (("Torta Menta", "country", "Italy"), ("Italy", "leader", "Sergio Mattarella")),
    ),
    (
        "Torta Menta is a dessert dish. It is made with ricotta.",
        (("Torta Menta", "course", "dessert"), ("Torta Menta", "ingredient", "ricotta")),
    ),
    (
        "Torta Menta is a variation of Torta Bianca, which is eaten as a dessert.",
        (("Torta Bianca", "variant", "Torta Menta"), ("Torta Bianca", "course", "dessert")),
    ),
    (
        "Sopa Fria is a cold soup from Spain.",
        (("Sopa Fria", "serving temperature", "cold"), ("Sopa Fria", "country", "Spain")),
    ),
    (
        "Sopa Fria is a soup which originates from Spain and is served cold.",
        (("Sopa Fria", "country", "Spain"), ("Sopa Fria", "serving temperature", "cold")),
    ),
    (
        "Sopa Fria is a Spanish soup. Its main ingredients are tomatoes, bread and olive oil.",
        (
            ("Sopa Fria", "country", "Spain"),
            ("Sopa Fria", "ingredient", "tomatoes"),
            ("Sopa Fria", "ingredient", "bread"),
            ("Sopa Fria", "ingredient", "olive oil"),
        ),
    ),
    ("Sopa Fria comes from Spain where the currency is the euro.", (("Spain", "currency", "euro"),)),
    (
        "Sopa Fria is a dish from Spain, where Spanish is the language spoken.",
        (("Sopa Fria", "country", "Spain"), ("Spain", "official language", "Spanish")),
    ),
    (
        "Pavlita is a dessert containing meringue and cream.",
        (("Pavlita", "course", "dessert"), ("Pavlita", "ingredient", "meringue"), ("Pavlita", "ingredient", "cream")),
    ),
    (
        "Pan de Lirio, which is also known as Lirio bread, comes from Chile.",
        (("Pan de Lirio", "alternative name", "Lirio bread"), ("Pan de Lirio", "country", "Chile")),
    ),
    # a third set, written after the rules of the second
    (
        "Bolo Fofo can be served as a dessert and is made with coconut and eggs.",
        (
            ("Bolo Fofo", "course", "dessert"),
            ("Bolo Fofo", "ingredient", "coconut"),
            ("Bolo Fofo", "ingredient", "eggs"),
        ),
    ),
    (
        "Bolo Fofo is a type of dessert from Brazil.",
        (("Bolo Fofo", "course", "dessert"), ("Bolo Fofo", "country", "Brazil")),
    ),
    ("Brazil is the country of origin of Bolo Fofo.", (("Bolo Fofo", "country", "Brazil"),)),
    (
        "Coconut is one of the ingredients in Bolo Fofo, which is a dessert.",
        (("Bolo Fofo", "ingredient", "coconut"), ("Bolo Fofo", "course", "dessert")),
    ),
    ("Kare Bunga is a dish from the Malaysian state of Kedah.", (("Kare Bunga", "region", "Kedah"),)),
    (
        "Kare Bunga is found in Malaysia where the currency is the Malaysian ringgit.",
        (("Kare Bunga", "country", "Malaysia"), ("Malaysia", "currency", "Malaysian ringgit")),
    ),
    (
        "Kare Bunga, a dish from Malaysia, is also known as Bunga curry.",
        (("Kare Bunga", "country", "Malaysia"), ("Kare Bunga", "alternative name", "Bunga curry")),
    ),
    (
        "Kare Bunga is a main course dish served warm.",
        (("Kare Bunga", "course", "main course"), ("Kare Bunga", "serving temperature", "warm")),
    ),
    (
        "Kare Bunga, a dish served warm, comes from Malaysia.",
        (("Kare Bunga", "serving temperature", "warm"), ("Kare Bunga", "country", "Malaysia")),
    ),
    # a fourth set, written after the rules of the third
    (
        "Ensalada Rosa is a salad from Chile, where Spanish is the official language.",
        (("Ensalada Rosa", "country", "Chile"), ("Chile", "official language", "Spanish")),
    ),
    (
        "Beets and potatoes are the main ingredients of Ensalada Rosa, which is served cold.",
        (
            ("Ensalada Rosa", "ingredient", "beets"),
            ("Ensalada Rosa", "ingredient", "potatoes"),
            ("Ensalada Rosa", "serving temperature", "cold"),
        ),
    ),
    ("Ensalada Rosa is served as a side dish in Chile.", (("Ensalada Rosa", "course", "side dish"),)),
    (
        "Ensalada Rosa contains beets, potatoes and eggs.",
        (
            ("Ensalada Rosa", "ingredient", "beets"),
            ("Ensalada Rosa", "ingredient", "potatoes"),
            ("Ensalada Rosa", "ingredient", "eggs"),
        ),
    ),
    (
        "Sate Lilit is a dish from the Bali region in Indonesia.",
        (("Sate Lilit", "region", "Bali"), ("Sate Lilit", "country", "Indonesia")),
    ),
    (
        "Sate Lilit is from Bali and is made with fish.",
        (("Sate Lilit", "region", "Bali"), ("Sate Lilit", "ingredient", "fish")),
    ),
]

MONUMENTS: list[tuple[str, tuple[Triple, ...]]] = [
    ("The Harrow Rock Memorial was designed by Ana Silva.", (("Harrow Rock Memorial", "architect", "Ana Silva"),)),
    (
        "The Harrow Rock Memorial, designed by Ana Silva, is made of granite.",
        (("Harrow Rock Memorial", "architect", "Ana Silva"), ("Harrow Rock Memorial", "material", "granite")),
    ),
    ("Ana Silva is the designer of the Harrow Rock Memorial.", (("Harrow Rock Memorial", "architect", "Ana Silva"),)),
    ("The Harrow Rock Memorial was established in 1921.", (("Harrow Rock Memorial", "founded", "1921"),)),
    (
        "The Harrow Rock Memorial was inaugurated on 4 May 1923.",
        (("Harrow Rock Memorial", "opening date", "4 May 1923"),),
    ),
    (
        "The Harrow Rock Memorial is dedicated to the miners of Ordway.",
        (("Harrow Rock Memorial", "dedicated to", "miners of Ordway"),),
    ),
    (
        "The Varden Monument, which is made of bronze, is located in Kelmar, Turkey.",
        (
            ("Varden Monument", "material", "bronze"),
            ("Varden Monument", "location", "Kelmar"),
            ("Varden Monument", "country", "Turkey"),
            ("Kelmar", "country", "Turkey"),
        ),
    ),
    ("The nearest city to the Varden Monument is Aldera.", (("Varden Monument", "nearest city", "Aldera"),)),
    (
        "The Varden Monument was inaugurated in 1998 and is made of red granite.",
        (("Varden Monument", "opening date", "1998"), ("Varden Monument", "material", "red granite")),
    ),
    (
        "The Statue of Ellis Marr in Kelton was designed by the sculptor Hugo Brandt.",
        (("Statue of Ellis Marr", "architect", "Hugo Brandt"), ("Statue of Ellis Marr", "location", "Kelton")),
    ),
    (
        "The Statue of Ellis Marr is made of bronze and was unveiled in 1954.",
        (("Statue of Ellis Marr", "material", "bronze"), ("Statue of Ellis Marr", "opening date", "1954")),
    ),
    (
        "Hugo Brandt designed the Statue of Ellis Marr, which stands in Kelton.",
        (("Statue of Ellis Marr", "architect", "Hugo Brandt"), ("Statue of Ellis Marr", "location", "Kelton")),
    ),
    (
        "The Kelton War Memorial is located in Kelton, Ohio and was established in 1920.",
        (
            ("Kelton War Memorial", "location", "Kelton"),
            ("Kelton War Memorial", "founded", "1920"),
            ("Kelton", "part of", "Ohio"),
        ),
    ),
    (
        "The Kelton War Memorial is made of limestone and marble.",
        (("Kelton War Memorial", "material", "limestone"), ("Kelton War Memorial", "material", "marble")),
    ),
    ("The architect of the Kelton War Memorial was Ruth Orme.", (("Kelton War Memorial", "architect", "Ruth Orme"),)),
    ("The Kelton War Memorial's designer was Ruth Orme.", (("Kelton War Memorial", "architect", "Ruth Orme"),)),
    (
        "The Kelton War Memorial, whose architect was Ruth Orme, was inaugurated in 1922.",
        (("Kelton War Memorial", "architect", "Ruth Orme"), ("Kelton War Memorial", "opening date", "1922")),
    ),
    (
        "The Aldera Memorial is located in Azerbaijan, whose capital is Baku.",
        (("Aldera Memorial", "country", "Azerbaijan"), ("Azerbaijan", "capital", "Baku")),
    ),
    (
        "The Aldera Memorial was designed by Hasan Veli and is located in the municipality of Sharan.",
        (("Aldera Memorial", "architect", "Hasan Veli"), ("Aldera Memorial", "location", "Sharan")),
    ),
    (
        "The Aldera Memorial, which was established in 2005, is dedicated to the victims of the Sharan war.",
        (("Aldera Memorial", "founded", "2005"), ("Aldera Memorial", "dedicated to", "victims of the Sharan war")),
    ),
    ("The material used in the Aldera Memorial is red granite.", (("Aldera Memorial", "material", "red granite"),)),
    (
        "The Aldera Memorial is in Azerbaijan. Its nearest city is Sharan and it is made of red granite.",
        (
            ("Aldera Memorial", "country", "Azerbaijan"),
            ("Aldera Memorial", "nearest city", "Sharan"),
            ("Aldera Memorial", "material", "red granite"),
        ),
    ),
    (
        "The Marrow Hill Monument is a war memorial in Kelton that was designed by Ruth Orme.",
        (("Marrow Hill Monument", "location", "Kelton"), ("Marrow Hill Monument", "architect", "Ruth Orme")),
    ),
    (
        "Ruth Orme was the architect of the Marrow Hill Monument, which is made of sandstone.",
        (("Marrow Hill Monument", "architect", "Ruth Orme"), ("Marrow Hill Monument", "material", "sandstone")),
    ),
    (
        "The Marrow Hill Monument, which commemorates the fallen soldiers, was inaugurated on 11 November 1925.",
        (
            ("Marrow Hill Monument", "dedicated to", "fallen soldiers"),
            ("Marrow Hill Monument", "opening date", "11 November 1925"),
        ),
    ),
    (
        "The Varden Monument is located in Turkey, whose leader is Recep Tayyip Erdogan.",
        (("Varden Monument", "country", "Turkey"), ("Turkey", "leader", "Recep Tayyip Erdogan")),
    ),
    # a second set, written after the rules of the first
    (
        "The Ostrava Memorial is located in Kelton and its designer is Ruth Orme.",
        (("Ostrava Memorial", "location", "Kelton"), ("Ostrava Memorial", "architect", "Ruth Orme")),
    ),
    (
        "The Ostrava Memorial, which is located in Poland, was established in 1964.",
        (("Ostrava Memorial", "country", "Poland"), ("Ostrava Memorial", "founded", "1964")),
    ),
    (
        "The Ostrava Memorial is made of granite and was designed by Piotr Lanek.",
        (("Ostrava Memorial", "material", "granite"), ("Ostrava Memorial", "architect", "Piotr Lanek")),
    ),
    ("Piotr Lanek was the designer of the Ostrava Memorial.", (("Ostrava Memorial", "architect", "Piotr Lanek"),)),
    (
        "The Ostrava Memorial is dedicated to the victims of the flood and is located in Poland.",
        (("Ostrava Memorial", "dedicated to", "victims of the flood"), ("Ostrava Memorial", "country", "Poland")),
    ),
    (
        "The Ostrava Memorial in Poland was inaugurated on 9 May 1964.",
        (("Ostrava Memorial", "country", "Poland"), ("Ostrava Memorial", "opening date", "9 May 1964")),
    ),
    (
        "The inauguration date of the Ostrava Memorial is 9 May 1964.",
        (("Ostrava Memorial", "opening date", "9 May 1964"),),
    ),
    ("Kelton is the nearest city to the Ostrava Memorial.", (("Ostrava Memorial", "nearest city", "Kelton"),)),
    (
        "The Ostrava Memorial is a monument in Poland which is made of bronze.",
        (("Ostrava Memorial", "country", "Poland"), ("Ostrava Memorial", "material", "bronze")),
    ),
    (
        "The Ostrava Memorial is in Poland, where the capital is Warsaw.",
        (("Ostrava Memorial", "country", "Poland"), ("Poland", "capital", "Warsaw")),
    ),
    (
        "The Ostrava Memorial is in Poland, a country whose leader is Andrzej Duda.",
        (("Ostrava Memorial", "country", "Poland"), ("Poland", "leader", "Andrzej Duda")),
    ),
    ("Bronze was used to make the Ostrava Memorial.", (("Ostrava Memorial", "material", "bronze"),)),
    (
        "The Ostrava Memorial honours the victims of the flood.",
        (("Ostrava Memorial", "dedicated to", "victims of the flood"),),
    ),
    (
        "The Ostrava Memorial was built in honour of the miners of Kelton.",
        (("Ostrava Memorial", "dedicated to", "miners of Kelton"),),
    ),
    (
        "The Statue of Mara Lind is located in Kelton, Poland. It was designed by Piotr Lanek and is made of bronze.",
        (
            ("Statue of Mara Lind", "location", "Kelton"),
            ("Kelton", "country", "Poland"),
            ("Statue of Mara Lind", "architect", "Piotr Lanek"),
            ("Statue of Mara Lind", "material", "bronze"),
        ),
    ),
    (
        "The Statue of Mara Lind was unveiled in 1931 and is dedicated to Mara Lind.",
        (("Statue of Mara Lind", "opening date", "1931"), ("Statue of Mara Lind", "dedicated to", "Mara Lind")),
    ),
    # a third set, written after the rules of the second
    ("The designer of the Veldt Monument is Carl Otten.", (("Veldt Monument", "architect", "Carl Otten"),)),
    (
        "The Veldt Monument, designed by Carl Otten, is located in Belgium.",
        (("Veldt Monument", "architect", "Carl Otten"), ("Veldt Monument", "country", "Belgium")),
    ),
    (
        "The Veldt Monument is made out of bronze and stands in Belgium.",
        (("Veldt Monument", "material", "bronze"), ("Veldt Monument", "country", "Belgium")),
    ),
    ("The Veldt Monument was opened in 1931.", (("Veldt Monument", "opening date", "1931"),)),
    (
        "The Veldt Monument, established in 1930, is dedicated to the soldiers of Ypres.",
        (("Veldt Monument", "founded", "1930"), ("Veldt Monument", "dedicated to", "soldiers of Ypres")),
    ),
    (
        "The Veldt Monument is a war memorial located in Belgium, whose capital is Brussels.",
        (("Veldt Monument", "country", "Belgium"), ("Belgium", "capital", "Brussels")),
    ),
    (
        "Ypres is the nearest city to the Veldt Monument, which was inaugurated in 1931.",
        (("Veldt Monument", "nearest city", "Ypres"), ("Veldt Monument", "opening date", "1931")),
    ),
    (
        "The Veldt Monument is located in the municipality of Ypres in Belgium.",
        (
            ("Veldt Monument", "location", "Ypres"),
            ("Veldt Monument", "country", "Belgium"),
            ("Ypres", "country", "Belgium"),
        ),
    ),
    (
        "The Veldt Monument is a memorial to the soldiers of Ypres.",
        (("Veldt Monument", "dedicated to", "soldiers of Ypres"),),
    ),
    (
        "The Veldt Monument's designer, Carl Otten, used bronze for it.",
        (("Veldt Monument", "architect", "Carl Otten"),),
    ),
    # a fourth set, written after the rules of the third
    (
        "Ruth Orme designed the Kelton War Memorial, which is made of granite.",
        (("Kelton War Memorial", "architect", "Ruth Orme"), ("Kelton War Memorial", "material", "granite")),
    ),
    (
        "The Kelton War Memorial was built with limestone in 1921.",
        (("Kelton War Memorial", "material", "limestone"), ("Kelton War Memorial", "construction date", "1921")),
    ),
    (
        "The Kelton War Memorial in Ohio, United States, commemorates the soldiers of Kelton.",
        (
            ("Kelton War Memorial", "location", "Ohio"),
            ("Ohio", "country", "United States"),
            ("Kelton War Memorial", "country", "United States"),
            ("Kelton War Memorial", "dedicated to", "soldiers of Kelton"),
        ),
    ),
    (
        "The Kelton War Memorial has been dedicated to the soldiers of Kelton since 1921.",
        (("Kelton War Memorial", "dedicated to", "soldiers of Kelton"),),
    ),
    (
        "The Kelton War Memorial was designed by Ruth Orme and inaugurated in 1922.",
        (("Kelton War Memorial", "architect", "Ruth Orme"), ("Kelton War Memorial", "opening date", "1922")),
    ),
    (
        "The Kelton War Memorial is a bronze statue in Kelton.",
        (("Kelton War Memorial", "material", "bronze"), ("Kelton War Memorial", "location", "Kelton")),
    ),
    ("The Turkish monument Varden Monument is made of bronze.", (("Varden Monument", "material", "bronze"),)),
]

# Stated, but left alone (see the report of session 23): a name alone "comes from" or "is from"
# a country, or "is also called" another name, as a person does, and nothing in the sentence
# says it is a dish; "Y, the country where X is located" hangs the clause on an apposition of
# the place; and the second set's misses. Only the facts found must be right (no other value on
# a stated key).
UNDECIDED: list[tuple[str, tuple[Triple, ...]]] = [
    ("Kuih Lamira is also called Kuih Lami.", (("Kuih Lamira", "alternative name", "Kuih Lami"),)),
    (
        "Kuih Lamira comes from Malaysia, where the capital is Kuala Lumpur.",
        (("Kuih Lamira", "country", "Malaysia"), ("Malaysia", "capital", "Kuala Lumpur")),
    ),
    (
        "Nasi Kerapu comes from Indonesia, whose leader is Joko Widodo.",
        (("Nasi Kerapu", "country", "Indonesia"), ("Indonesia", "leader", "Joko Widodo")),
    ),
    (
        "Tarta Valdera is from Spain, whose capital city is Madrid.",
        (("Tarta Valdera", "country", "Spain"), ("Spain", "capital", "Madrid")),
    ),
    (
        "Baku is the capital of Azerbaijan, the country where the Aldera Memorial is located.",
        (("Azerbaijan", "capital", "Baku"), ("Aldera Memorial", "country", "Azerbaijan")),
    ),
    (
        "Torta Menta comes from the region of Liguria in Italy.",
        (("Torta Menta", "region", "Liguria"), ("Torta Menta", "country", "Italy")),
    ),
    (
        "The Spanish dish Sopa Fria includes tomatoes and garlic.",
        (
            ("Sopa Fria", "country", "Spain"),
            ("Sopa Fria", "ingredient", "tomatoes"),
            ("Sopa Fria", "ingredient", "garlic"),
        ),
    ),
    ("Tom Ferris is the creator of the dessert Pavlita.", (("Pavlita", "creator", "Tom Ferris"),)),
    (
        "The dessert Pavlita, created by Tom Ferris, is from New Zealand.",
        (("Pavlita", "creator", "Tom Ferris"), ("Pavlita", "country", "New Zealand")),
    ),
    ("People from Italy are called Italians and Torta Menta comes from there.", (("Italy", "demonym", "Italians"),)),
    (
        "Kaya Puff is a snack which is found in Singapore and Malaysia.",
        (("Kaya Puff", "country", "Singapore"), ("Kaya Puff", "country", "Malaysia")),
    ),
    (
        "The Ostrava Memorial was established in 1964 in the municipality of Kelton.",
        (("Ostrava Memorial", "founded", "1964"), ("Ostrava Memorial", "location", "Kelton")),
    ),
    (
        "The course of Bolo Fofo is dessert and it comes from Brazil.",
        (("Bolo Fofo", "course", "dessert"), ("Bolo Fofo", "country", "Brazil")),
    ),
    ("Bolo Fofo has coconut as one of its ingredients.", (("Bolo Fofo", "ingredient", "coconut"),)),
    (
        "Kare Bunga, which is served hot, originates from Malaysia.",
        (("Kare Bunga", "serving temperature", "hot"), ("Kare Bunga", "country", "Malaysia")),
    ),
    (
        "The dish Kare Bunga has chicken and curry paste as its main ingredients.",
        (("Kare Bunga", "ingredient", "chicken"), ("Kare Bunga", "ingredient", "curry paste")),
    ),
    ("The chef Lina Sato created Kare Bunga.", (("Kare Bunga", "creator", "Lina Sato"),)),
    (
        "Ensalada Rosa, also called pink salad, is eaten as a starter.",
        (("Ensalada Rosa", "alternative name", "pink salad"), ("Ensalada Rosa", "course", "starter")),
    ),
    (
        "The main ingredients in Sate Lilit are minced fish and coconut.",
        (("Sate Lilit", "ingredient", "minced fish"), ("Sate Lilit", "ingredient", "coconut")),
    ),
    ("Indonesia's capital is Jakarta and Sate Lilit is a dish from there.", (("Indonesia", "capital", "Jakarta"),)),
    (
        "Located in Kelton, the Kelton War Memorial was designed by Ruth Orme.",
        (("Kelton War Memorial", "location", "Kelton"), ("Kelton War Memorial", "architect", "Ruth Orme")),
    ),
]

# (sentence, entity, catalog relation): no fact of that entity on that relation.
GUARDS: list[tuple[str, str, str]] = [
    ("The chef Marco Lenti was born in Italy and cooks Torvanta.", "Torvanta", "creator"),
    ("Torvanta is popular in Italy.", "Torvanta", "country"),
    ("Torvanta is served in Mexico and Spain.", "Torvanta", "country"),
    ("Torvanta can be served hot or cold.", "Torvanta", "serving temperature"),
    ("Marco Lenti's restaurant serves Torvanta every day.", "Torvanta", "creator"),
    ("Torvanta is not a dessert.", "Torvanta", "course"),
    ("Torvanta is eaten with a wooden spoon.", "Torvanta", "ingredient"),
    ("Bolo de Serrana was served at the wedding of Elena Roca.", "Bolo de Serrana", "creator"),
    ("The Harrow Rock Memorial is near Ordway.", "Harrow Rock Memorial", "nearest city"),
    ("The Harrow Rock Memorial was visited by Ana Silva in 1990.", "Harrow Rock Memorial", "architect"),
    ("The Harrow Rock Memorial was visited by Ana Silva in 1990.", "Harrow Rock Memorial", "opening date"),
    ("The Harrow Rock Memorial was damaged by a storm in 1944.", "Harrow Rock Memorial", "founded"),
    ("The Harrow Rock Memorial was cleaned with bronze brushes.", "Harrow Rock Memorial", "material"),
    ("The Kelton War Memorial Hospital was founded by Ruth Orme.", "Kelton War Memorial Hospital", "architect"),
    ("The Kelton War Memorial was restored by Ruth Orme in 1990.", "Kelton War Memorial", "architect"),
    ("The Varden Monument is not made of marble.", "Varden Monument", "material"),
    ("Sopa Verdera is a soup named after the Verdera river.", "Sopa Verdera", "region"),
    ("Tarta Valdera is sold in bakeries across Andalusia.", "Tarta Valdera", "region"),
    ("The Aldera Memorial was visited by tourists from Baku.", "Aldera Memorial", "location"),
    ("Ana Silva, who designed the Harrow Rock Memorial, was born in 1950.", "Harrow Rock Memorial", "opening date"),
    # a person's other name is no dish's; "it" after another name is no first subject's
    ("Tom Baxter, also known as Tommy Bax, was born in Kelton.", "Tom Baxter", "alternative name"),
    ("Ana Silva was the designer of the Kelton Tower and it was completed in 1990.", "Ana Silva", "completion date"),
    ("The Kelmar Memorial is a monument in Poland which is made of bronze.", "Poland", "material"),
    ("Anna Pell stands in Kelton for the council.", "Anna Pell", "location"),
    ("Ana Silva is a witness to the crash.", "Ana Silva", "dedicated to"),
    ("The Kelsey Farm contains beets, potatoes and eggs.", "Kelsey Farm", "ingredient"),
    ("The Kelton War Memorial was built with the help of volunteers.", "Kelton War Memorial", "material"),
    ("The Kelton War Memorial is a famous statue in Kelton.", "Kelton War Memorial", "material"),
]

CASES = [*FOOD, *MONUMENTS]


def references(triples: tuple[Triple, ...]) -> list[ReferenceTriple]:
    return [ReferenceTriple(entity, relation, value, source_relation=relation) for entity, relation, value in triples]


def recovered(facts: list[ExtractedFact], triples: tuple[Triple, ...]) -> set[Triple]:
    """The triples a sentence's facts recover with entity, relation and value right."""
    found = set()
    for triple, reference in zip(triples, references(triples), strict=True):
        if score_text(facts, [reference], NORMALIZER).strict.recovered:
            found.add(triple)
    return found


def keyed_as(facts: list[ExtractedFact], entity: str, relation: str) -> list[ExtractedFact]:
    """The facts on (entity, relation), the relation compared in the catalog's canonical form."""
    catalog = NORMALIZER.catalog
    return [f for f in facts if f.entity == entity and catalog.canonical(f.relation) == catalog.canonical(relation)]


def wrong_on_key(facts: list[ExtractedFact], triples: tuple[Triple, ...]) -> list[ExtractedFact]:
    """Facts on a stated (entity, relation) with another value: a false conflict."""
    refs = references(triples)
    wrong = []
    for fact in facts:
        score = score_text([fact], refs, NORMALIZER)
        if score.keyed.facts and not score.keyed.correct:
            wrong.append(fact)
    return wrong


@pytest.mark.parametrize(("text", "triples"), CASES)
def test_every_stated_fact_is_found(extractor: SpacyRulesV2Extractor, text: str, triples: tuple[Triple, ...]) -> None:
    facts = run(extractor, [text])[0]
    assert recovered(facts, triples) == set(triples)


@pytest.mark.parametrize(("text", "triples"), [*CASES, *UNDECIDED])
def test_no_other_value_on_a_stated_key(
    extractor: SpacyRulesV2Extractor, text: str, triples: tuple[Triple, ...]
) -> None:
    assert wrong_on_key(run(extractor, [text])[0], triples) == []


@pytest.mark.parametrize(("text", "entity", "relation"), GUARDS)
def test_near_misses_state_nothing_of_the_kind(
    extractor: SpacyRulesV2Extractor, text: str, entity: str, relation: str
) -> None:
    assert keyed_as(run(extractor, [text])[0], entity, relation) == []
