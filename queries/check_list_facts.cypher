// Every fact node with its batch, document, span and quote, for integrity checks.
// mode: read
// params:
MATCH (f:Fact) RETURN f.id AS id, f.batch AS batch, f.doc AS doc, f.start_char AS start_char, f.end_char AS end_char, f.quote AS quote
