"""The graph as linked data: the hcf ontology (OWL, aligned with PROV-O and Web Annotation
selectors), the relation catalog as OWL properties, streaming RDF export, RDF import and user
ontologies.

Modules: :mod:`.vocabulary` (namespaces and IRIs), :mod:`.terms` (writing N-Triples, Turtle,
TriG and JSON-LD a statement at a time), :mod:`.parsing` (reading RDF files with one-line
errors), :mod:`.relations` (the relation catalog read from, and written as, OWL),
:mod:`.export` (the store as RDF in bounded memory), :mod:`.importer` (facts from RDF triples)
and :mod:`.ontology` (``hcf ontology load``). Importing this package imports nothing heavy.
"""
