"""The log is the source of truth: checksums per batch file, `hcf check`, a rebuild that verifies
before it deletes, never a rebuild from a log that holds less than the graph, and one-line
messages (nothing half-written) for a read-only folder or a full disk."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path

import click.testing
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner
from hcf_testing import ENGINE, PatternExtractor

from hcf_graph import log as log_module
from hcf_graph.cli import main
from hcf_graph.database import Database
from hcf_graph.errors import StoreError
from hcf_graph.extract import register_extractor
from hcf_graph.ingest.pipeline import ingest_documents
from hcf_graph.log import BatchLog
from hcf_graph.model import SourceDocument

register_extractor("test-pattern", "hcf_testing:PatternExtractor")

TEXTS = {
    "a": "The capital of Spain is Madrid. The population of Spain is 47 million.",
    "b": "The capital of Spain is Toledo. The capital of France is Paris.",
    "c": "The capital of France is Lyon.",
}


def doc(name: str) -> SourceDocument:
    return SourceDocument(name=name, text=TEXTS[name], source=f"{name}.txt", mime="text/plain")


@pytest.fixture
def store(tmp_path: Path) -> Path:
    """A database of three batches (a, b, c), the middle one with an extra part."""
    path = tmp_path / "db"
    with Database(path, engine=ENGINE) as db:
        for name in "abc":
            ingest_documents(db, [doc(name)], PatternExtractor())
    return path


def hcf(db: Path, *args: str) -> click.testing.Result:
    return CliRunner().invoke(main, [*args, "--db", str(db)])


def fact_count(db: Path) -> int:
    with Database(db, engine=ENGINE, read_only=True) as opened:
        return int(opened.graph.counts()["facts"])


def assert_one_line_error(result: click.testing.Result, *words: str) -> None:
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    for word in words:
        assert word in result.output, result.output


def test_each_batch_has_a_manifest_of_every_file(tmp_path: Path) -> None:
    log = BatchLog(tmp_path / "log")
    empty = log_module.empty
    audits = pa.table({"id": ["x"], "score": [0.5]})
    batch = log.append(
        empty(log_module.DOCUMENT_SCHEMA),
        empty(log_module.CHUNK_SCHEMA),
        empty(log_module.FACT_SCHEMA),
        {"kind": "test"},
        extra={"audits": audits},
    )
    folder = log.folder / batch.id
    manifest = json.loads((folder / "manifest.json").read_text())["files"]
    assert set(manifest) == {"documents.parquet", "chunks.parquet", "facts.parquet", "audits.parquet", "batch.json"}
    for name, entry in manifest.items():
        assert entry["size"] == (folder / name).stat().st_size
        assert entry["sha256"] == log_module.sha256_file(folder / name)
    check = log.verify(batch.seq)
    assert check.verified and check.problems == []
    assert log.read(batch.seq).extra["audits"].to_pylist() == audits.to_pylist()


def _truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:100])


def _flip_bit(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x01
    path.write_bytes(bytes(data))


def _garble(path: Path) -> None:
    path.write_text("{not json", encoding="utf-8")


DAMAGES: dict[str, tuple[str, Callable[[Path], None]]] = {
    "truncated parquet": ("facts.parquet", _truncate),
    "bit-flipped parquet": ("documents.parquet", _flip_bit),
    "corrupt batch.json": ("batch.json", _garble),
    "deleted batch.json": ("batch.json", lambda p: p.unlink()),
    "deleted chunks": ("chunks.parquet", lambda p: p.unlink()),
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_check_and_rebuild_name_the_damaged_batch_and_delete_nothing(store: Path, damage: str) -> None:
    file, spoil = DAMAGES[damage]
    before = fact_count(store)
    spoil(store / "log" / "000002" / file)
    check = hcf(store, "check")
    assert_one_line_error(check, "000002", file)
    rebuilt = hcf(store, "rebuild")
    assert_one_line_error(rebuilt, "log batch 000002 is damaged", file, "nothing was deleted", "--skip-damaged")
    assert not (store / "write.dirty").exists()
    assert fact_count(store) == before  # the graph is untouched and readable


@pytest.mark.engine
def test_rebuild_skip_damaged_says_what_it_left_out(store: Path) -> None:
    (store / "log" / "000002" / "batch.json").unlink()  # a folder with parquet files but no batch.json
    result = hcf(store, "rebuild", "--skip-damaged")
    assert result.exit_code == 0, result.output
    assert "left out damaged log batch 000002 (batch.json: missing)" in result.output
    with Database(store, engine=ENGINE, read_only=True) as db:
        assert {d["name"] for d in db.graph.documents()} == {"a", "c"}
        assert db.lag() == 0
    check = hcf(store, "check")
    assert check.exit_code == 0, check.output
    assert "000002" in check.output and "left out" in check.output
    assert hcf(store, "ingest", "--extractor", "test-pattern", str(_text(store.parent, "d"))).exit_code == 0


def _text(folder: Path, name: str) -> Path:
    path = folder / f"{name}.txt"
    path.write_text("The capital of Italy is Rome.\n")
    return path


@pytest.mark.engine
def test_a_write_refuses_a_log_that_lost_batches_and_keeps_the_graph(store: Path) -> None:
    before = fact_count(store)
    for remove in ("log", "log/000002"):
        target = store / remove
        backup = store.parent / "backup"
        os.replace(target, backup)
        result = hcf(store, "ingest", "--extractor", "test-pattern", str(_text(store.parent, "d")))
        assert_one_line_error(result, "lacks", "restore the log")
        assert fact_count(store) == before
        assert_one_line_error(hcf(store, "rebuild"), "nothing")
        assert fact_count(store) == before
        os.replace(backup, target)
    assert hcf(store, "check").exit_code == 0


def test_a_later_write_notices_a_truncated_batch(store: Path) -> None:
    _truncate(store / "log" / "000001" / "facts.parquet")
    result = hcf(store, "ingest", "--extractor", "test-pattern", str(_text(store.parent, "d")))
    assert_one_line_error(result, "log batch 000001 is damaged", "facts.parquet")
    assert BatchLog(store / "log").seqs() == [1, 2, 3]


def test_batches_written_before_checksums_are_read_and_reported_unverified(store: Path) -> None:
    for seq in (1, 2):
        (store / "log" / f"{seq:06d}" / "manifest.json").unlink()
    check = hcf(store, "check")
    assert check.exit_code == 0, check.output
    assert "2 log batches written before checksums are unverified: 000001, 000002" in check.output
    rebuilt = hcf(store, "rebuild")
    assert rebuilt.exit_code == 0, rebuilt.output
    assert "3 documents" in rebuilt.output


def _refuse_writes(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    def failing(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(log_module.pq, "write_table", failing)


@pytest.mark.parametrize(("code", "advice"), [(errno.ENOSPC, "free some space"), (errno.EACCES, "writable")])
def test_a_full_disk_or_refused_write_is_one_line_and_leaves_nothing(
    store: Path, monkeypatch: pytest.MonkeyPatch, code: int, advice: str
) -> None:
    _refuse_writes(monkeypatch, code)
    before = fact_count(store)
    result = hcf(store, "ingest", "--extractor", "test-pattern", str(_text(store.parent, "d")))
    assert_one_line_error(result, advice)
    monkeypatch.undo()
    assert sorted(p.name for p in (store / "log").iterdir()) == ["000001", "000002", "000003"]
    assert not (store / "write.dirty").exists()
    assert fact_count(store) == before
    assert hcf(store, "check").exit_code == 0


def test_a_read_only_folder_is_one_line_and_leaves_nothing(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if os.geteuid() == 0:  # root writes to read-only folders: refuse the way the kernel would
        _refuse_writes(monkeypatch, errno.EACCES)
    (store / "log").chmod(0o555)
    try:
        result = hcf(store, "ingest", "--extractor", "test-pattern", str(_text(store.parent, "d")))
    finally:
        (store / "log").chmod(0o755)
    assert_one_line_error(result, "make the folder writable")
    assert sorted(p.name for p in (store / "log").iterdir()) == ["000001", "000002", "000003"]
    assert not (store / "write.dirty").exists()


def test_a_failed_write_never_restores_from_a_smaller_log(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = fact_count(store)
    with Database(store, engine=ENGINE) as db:
        os.replace(store / "log" / "000001", store / "spare")  # lost while the writer runs
        real = db.graph.apply_batch

        def failing(batch: object) -> object:
            raise StoreError("apply failed (simulated)")

        monkeypatch.setattr(db.graph, "apply_batch", failing)
        with pytest.raises(StoreError, match="lacks 1 batch"):
            ingest_documents(
                db, [SourceDocument("d", "The capital of Italy is Rome.", "d", "text/plain")], PatternExtractor()
            )
        monkeypatch.setattr(db.graph, "apply_batch", real)
    os.replace(store / "spare", store / "log" / "000001")
    with Database(store, engine=ENGINE) as db:  # the marker is still there: recovered from the whole log
        assert db.graph.counts()["facts"] == before


def test_db_at_a_folder_that_is_not_an_hcf_store_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "photos"
    other.mkdir()
    (other / "holiday.jpg").write_bytes(b"\xff\xd8")
    result = hcf(other, "ingest", "--extractor", "test-pattern", "--engine", ENGINE, str(_text(tmp_path, "d")))
    assert_one_line_error(result, "no hcf database", "holiday.jpg")
    assert sorted(p.name for p in other.iterdir()) == ["holiday.jpg"]
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    fresh_ingest = hcf(fresh, "ingest", "--extractor", "test-pattern", "--engine", ENGINE, str(_text(tmp_path, "d")))
    assert fresh_ingest.exit_code == 0, fresh_ingest.output


def test_check_passes_on_a_sound_store_and_reports_json(store: Path) -> None:
    result = hcf(store, "check", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["ok"] is True
    assert set(report["checks"]) == {"log", "log-graph", "quotes", "orphans", "conflicts"}
    assert all(c["ok"] for c in report["checks"].values())


def test_check_finds_stale_conflicts_and_quotes_unlike_their_text(store: Path) -> None:
    with Database(store, engine=ENGINE) as db:
        with db.guarded_write():
            db.graph.run("delete_all_conflicts")  # as a write that skipped the conflict refresh
    batch = store / "log" / "000001"
    table = pq.read_table(batch / "documents.parquet")
    text = table.column("text").to_pylist()[0].replace("Madrid", "Malaga")
    pq.write_table(
        table.set_column(table.column_names.index("text"), "text", pa.array([text])), batch / "documents.parquet"
    )
    (batch / "manifest.json").unlink()  # an old-style batch: nothing to compare a checksum with
    result = hcf(store, "check")
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert any(line.startswith("conflicts:") and "out of date" in line for line in lines), result.output
    assert any(line.startswith("quotes: 1 fact whose quote") and "000001-0" in line for line in lines), result.output
