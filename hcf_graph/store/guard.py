"""What an ad-hoc read query (``hcf query --cypher``) may run: plain reads of the graph, nothing else.

Neither engine tells Python what kind of statement it was given: ``Connection.prepare`` returns an
object with only ``is_success`` and ``get_error_message`` (kuzu 0.11.3, ladybug 0.22.0), and the
engines' own read-only flag lets ``LOAD FROM``, ``COPY ... TO``, ``EXPORT DATABASE`` and ``ATTACH``
through. ``EXPLAIN`` shows the plan's operators, but it binds the statement first, and binding
already touches the filesystem (``EXPLAIN EXPORT DATABASE 'dir'`` creates ``dir``; ``EXPLAIN LOAD
FROM 'f'`` opens and sniffs ``f``). So the check happens here, before the engine sees the text:

1. a tokenizer that reads strings (backslash escapes), backtick names (doubled backticks), ``//``
   and ``/* */`` comments and ``$params`` as the engines' lexers do, and refuses anything it cannot
   close (an unterminated string or comment);
2. the tokens are split into statements at ``;`` and each statement is classified by its clause
   structure: the words that stand where a clause starts (the start of a statement, after a
   complete expression or pattern, after ``{`` that opens a subquery, after ``UNION``) must be read
   clauses (MATCH, OPTIONAL MATCH, UNWIND, WITH, RETURN, CALL of a catalog table function) or the
   keywords that continue one (WHERE, ORDER BY, AS, AND, ...). Words standing where an expression
   is expected are names (``MATCH (copy:T) RETURN copy`` is a read), as are property names, labels,
   map keys and parameters; words inside strings and comments are text.
3. before the parser: a bound on statement length, token count and bracket depth, because the
   engines' parsers recurse (a 3,000-deep parenthesis or a 10,000-term sum crashes the process;
   400 deep takes about 1 s, a 2,000-term sum 0.8-2.4 s) and parsing is outside the engines'
   query timeout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import QueryError

MAX_CHARS = 200_000
MAX_TOKENS = 5_000
MAX_DEPTH = 40

# Clauses a read query is made of, and the keywords that continue them.
_READ_CLAUSES = frozenset({"MATCH", "OPTIONAL", "UNWIND", "WITH", "RETURN", "CALL"})
_CONTINUING = frozenset(
    {
        "WHERE", "ORDER", "SKIP", "LIMIT", "UNION", "ALL", "AS", "AND", "OR", "XOR", "NOT", "IS", "IN",
        "STARTS", "ENDS", "CONTAINS", "ASC", "ASCENDING", "DESC", "DESCENDING", "DISTINCT", "YIELD",
        "WHEN", "THEN", "ELSE", "END", "SHORTEST", "WSHORTEST", "ALL_SHORTEST", "TRAIL", "ACYCLIC",
    }
)  # fmt: skip
# Reserved words (never a variable name in either engine) after which an expression follows.
_EXPECT_TERM = frozenset(
    {"DISTINCT", "NOT", "CASE", "WHEN", "THEN", "ELSE", "WHERE", "AND", "OR", "XOR", "IN", "STARTS", "ENDS", "WITH"}
)
# Statement kinds that are refused, with what they would do.
_REFUSED = {
    "LOAD": "reads files or loads extensions",
    "COPY": "writes or reads files",
    "EXPORT": "writes files",
    "IMPORT": "reads files into the store",
    "ATTACH": "opens another database",
    "DETACH": "changes the graph or detaches a database",
    "USE": "switches databases",
    "INSTALL": "installs extensions",
    "UNINSTALL": "removes extensions",
    "CHECKPOINT": "writes the database file",
    "BEGIN": "controls transactions",
    "COMMIT": "controls transactions",
    "ROLLBACK": "controls transactions",
    "CREATE": "changes the graph",
    "MERGE": "changes the graph",
    "SET": "changes the graph",
    "DELETE": "changes the graph",
    "REMOVE": "changes the graph",
    "DROP": "changes the graph",
    "ALTER": "changes the graph",
    "FOREACH": "changes the graph",
    "INSERT": "changes the graph",
    "UPDATE": "changes the graph",
    "COMMENT": "changes the graph",
    "ANALYZE": "changes the store's statistics",
}
# Table functions that only read the catalog or the graph (no files, no state).
_READ_TABLE_FUNCTIONS = frozenset(
    {
        "SHOW_TABLES", "TABLE_INFO", "SHOW_CONNECTION", "SHOW_FUNCTIONS", "SHOW_INDEXES", "SHOW_SEQUENCES",
        "SHOW_MACROS", "SHOW_GRAPHS", "SHOW_PROJECTED_GRAPHS", "SHOW_ATTACHED_DATABASES",
        "SHOW_LOADED_EXTENSIONS", "SHOW_OFFICIAL_EXTENSIONS", "SHOW_WARNINGS", "DB_VERSION",
        "CATALOG_VERSION", "STORAGE_VERSION", "CURRENT_SETTING", "QUERY_FTS_INDEX", "QUERY_VECTOR_INDEX",
    }
)  # fmt: skip
# Scalar functions that change state.
_STATEFUL_FUNCTIONS = frozenset({"NEXTVAL", "SETSEED"})
_ALLOWED_WORDS = "MATCH, OPTIONAL MATCH, UNWIND, WITH, RETURN, CALL of a catalog function"

_WORD = re.compile(r"[^\W\d]\w*")
_NUMBER = re.compile(r"\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
_SYMBOLS = ("<>", "<=", ">=", "=~", "->", "<-", "..", "+=")
_LINE_ENDS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


class StatementRefused(QueryError):
    """An ad-hoc query holds a statement that is not a plain read of the graph."""


class QueryTimeout(QueryError):
    """A query ran past its time limit."""


@dataclass(frozen=True)
class Token:
    """One lexical token: ``word``, ``name`` (backticks), ``string``, ``number``, ``param`` or ``symbol``."""

    kind: str
    text: str

    @property
    def upper(self) -> str:
        return self.text.upper() if self.kind == "word" else ""


def check_read_query(text: str) -> list[str]:
    """Refuse ``text`` unless every statement in it is a plain read; return the ``$params`` it uses."""
    if len(text) > MAX_CHARS:
        raise StatementRefused(f"the query is {len(text):,} characters long; the limit is {MAX_CHARS:,}")
    statements = split_statements(tokenize(text))
    if not statements:
        raise StatementRefused("the query is empty; give a read statement such as MATCH (d:Document) RETURN d.id")
    params: list[str] = []
    for number, statement in enumerate(statements, 1):
        _check_bounds(statement, number)
        _check_statement(statement, number)
        params += [t.text for t in statement if t.kind == "param" and t.text not in params]
    return params


def tokenize(text: str) -> list[Token]:
    """Split Cypher text into tokens; comments and whitespace are dropped."""
    tokens: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
        elif text.startswith("//", i):
            # End at any line break (the engines end at \r or \n): ending early only shows more code.
            while i < n and text[i] not in _LINE_ENDS:
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)  # not nested, as in both engines
            if end < 0:
                raise StatementRefused("a /* comment is not closed")
            i = end + 2
        elif ch in "'\"":
            end = _string_end(text, i)
            tokens.append(Token("string", text[i:end]))
            i = end
        elif ch == "`":
            end = _backtick_end(text, i)
            tokens.append(Token("name", text[i + 1 : end - 1].replace("``", "`")))
            i = end
        elif ch == "$":
            match = _WORD.match(text, i + 1) or _NUMBER.match(text, i + 1)
            if not match:
                raise StatementRefused("a $ must be followed by a parameter name")
            tokens.append(Token("param", match.group()))
            i = match.end()
        elif match := _WORD.match(text, i):
            tokens.append(Token("word", match.group()))
            i = match.end()
        elif match := _NUMBER.match(text, i):
            tokens.append(Token("number", match.group()))
            i = match.end()
        else:
            symbol = next((s for s in _SYMBOLS if text.startswith(s, i)), ch)
            tokens.append(Token("symbol", symbol))
            i += len(symbol)
    return tokens


def split_statements(tokens: list[Token]) -> list[list[Token]]:
    """The statements of a token list, split at top-level ``;`` (empty ones dropped)."""
    statements: list[list[Token]] = [[]]
    for token in tokens:
        if token.kind == "symbol" and token.text == ";":
            statements.append([])
        else:
            statements[-1].append(token)
    return [s for s in statements if s]


def _string_end(text: str, start: int) -> int:
    quote, i = text[start], start + 1
    while i < len(text):
        if text[i] == "\\":
            i += 2
        elif text[i] == quote:
            return i + 1
        else:
            i += 1
    raise StatementRefused(f"a string that starts with {quote} is not closed")


def _backtick_end(text: str, start: int) -> int:
    i = start + 1
    while i < len(text):
        if text[i] == "`":
            if text.startswith("``", i):
                i += 2
                continue
            return i + 1
        i += 1
    raise StatementRefused("a `name` is not closed")


def _check_bounds(statement: list[Token], number: int) -> None:
    if len(statement) > MAX_TOKENS:
        raise StatementRefused(
            f"statement {number} has {len(statement):,} tokens; the limit is {MAX_TOKENS:,} (the engines' parsers are slow or crash past it)"
        )
    depth = 0
    for token in statement:
        if token.kind != "symbol":
            continue
        if token.text in "([{":
            depth += 1
            if depth > MAX_DEPTH:
                raise StatementRefused(
                    f"statement {number} nests brackets more than {MAX_DEPTH} deep (the engines' parsers crash on deep nesting)"
                )
        elif token.text in ")]}":
            depth -= 1
            if depth < 0:
                raise StatementRefused(f"statement {number} closes a bracket it never opened")
    if depth:
        raise StatementRefused(f"statement {number} leaves a bracket open")


def _check_statement(tokens: list[Token], number: int) -> None:
    """Walk the tokens, knowing at each word whether a clause or an expression stands there."""
    i = 1 if tokens[0].upper == "EXPLAIN" else 0
    if i >= len(tokens) or tokens[i].upper not in _READ_CLAUSES:
        first = tokens[i].text if i < len(tokens) else "nothing"
        _refuse(first, number, start=True)
    expect_term = False  # False: a clause keyword may stand here; True: an expression, name or pattern
    while i < len(tokens):
        token, after = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
        word = token.upper
        if token.kind == "word" and not expect_term:
            if word not in _READ_CLAUSES and word not in _CONTINUING:
                _refuse(token.text, number, start=False)
            if word == "CALL":
                i = _check_call(tokens, i + 1, number)
                continue
            if word == "AS" and after is not None and after.kind in ("word", "name"):
                i += 2  # the alias is a name, whatever its spelling
                continue
            # Clause keywords expect what follows them; ASC/DESC/END close what came before.
            expect_term = word not in ("ASC", "ASCENDING", "DESC", "DESCENDING", "END", "UNION", "ALL", "OPTIONAL")
            if word == "ORDER" and after is not None and after.upper == "BY":
                i += 1
        elif token.kind == "word":
            if word in _STATEFUL_FUNCTIONS and after is not None and after.text == "(":
                raise StatementRefused(
                    f"statement {number} calls {token.text}(), which changes the store; `hcf query` is read-only"
                )
            expect_term = word in _EXPECT_TERM
        elif token.kind == "symbol":
            expect_term = _after_symbol(token.text, expect_term)
            if token.text in (".", ":", "|") and after is not None and after.kind in ("word", "name"):
                i += 1  # a property name, label or rel type: a name, then the expression goes on
                expect_term = False
            elif token.text == "{" and after is not None and after.kind == "word":
                # A map key or a pattern's property key stands before ':'; otherwise a subquery starts.
                nxt = tokens[i + 2] if i + 2 < len(tokens) else None
                expect_term = nxt is not None and nxt.text == ":"
        else:
            expect_term = False  # a string, number, parameter or `name` completes an expression
        i += 1


def _after_symbol(symbol: str, expect_term: bool) -> bool:
    if symbol in (")", "]", "}"):
        return False
    if symbol == "*":
        return not expect_term  # RETURN * / count(*) completes; a * b continues
    return True


def _check_call(tokens: list[Token], i: int, number: int) -> int:
    """``CALL name(...)``: only catalog table functions; return the index after the name."""
    name = tokens[i] if i < len(tokens) else None
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if name is None or name.kind != "word" or after is None or after.text != "(":
        shown = name.text if name is not None else "nothing"
        raise StatementRefused(
            f"statement {number}: CALL {shown} is not a table function call; `hcf query` is read-only"
        )
    if name.upper not in _READ_TABLE_FUNCTIONS:
        raise StatementRefused(
            f"statement {number}: CALL {name.text}() is not a catalog function that `hcf query` may run (read-only: "
            f"{', '.join(sorted(f.lower() for f in _READ_TABLE_FUNCTIONS))})"
        )
    return i + 1


def _refuse(word: str, number: int, start: bool) -> None:
    what = _REFUSED.get(word.upper())
    where = "starts with" if start else "has"
    shown = word.encode("unicode_escape").decode("ascii")  # one line, whatever the word holds
    reason = f"{word.upper()} {what}" if what else f"{shown!r} is not a read clause"
    raise StatementRefused(
        f"hcf query runs read-only statements ({_ALLOWED_WORDS}); statement {number} {where} {shown}: {reason}; "
        "change the graph through `hcf ingest` so the log stays the source of truth"
    )
