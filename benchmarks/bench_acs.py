"""Validated ACS: how well does ACS separate supported answers from the rest, on labelled cases?

    python benchmarks/bench_acs.py                    # offline judge, ~20 entries per category
    python benchmarks/bench_acs.py --per-category 40 --json out.json
    python benchmarks/bench_acs.py --llm --base-url http://127.0.0.1:8080/v1 --model local

The labelled (question, context, answer) cases are built at run time, never stored:

- from WebNLG (``../shared/data/webnlg/webnlg_train_dev.jsonl``, read from there): for an entry
  and one of its triples whose DBpedia property has a question template below, the question
  comes from the template, the context is the entry's text (several sentences for entries of
  three triples and more), and the answers are
  - *supported*: the triple's object, short ("Aarhus, Denmark") and inside a sentence (long);
  - *contradicted*: another entry's object for the same single-valued property, short and long;
  - *unsupported*: a value for a property the entry does not state (another entry's object),
    short and long;
- from ``benchmarks/data/acs_written.jsonl``: multi-sentence contexts and long hallucinated
  answers written for this benchmark (our own words), each with its label.

The categories are split in two parts fixed in advance: Airport, Astronaut, Building, City and
ComicsCharacter (plus the written cases) to *tune* the judge, Food, Monument, SportsTeam,
University and WrittenWork *held out*, never looked at while the judge was changed. Both are
reported.

Measured in the same run, on the same cases:

- the judge's ROC AUC for "the answer is supported" with ACS as the score (ties count one half),
  and its balanced accuracy at the ACS threshold that maximizes it on the tune part;
- the same for a plain lexical-overlap baseline: the share of the answer's content words
  (:func:`hcf_graph.retrieve.tokens.tokenize`: lowercased, accents folded, stop words out) that
  occur in the context.

``--llm`` runs the LLM judge (operator J) instead of the offline one, against the configured
OpenAI-compatible server (``OPENAI_BASE_URL``, ``HCF_LLM_MODEL``, or ``--base-url``/``--model``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import re
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hcf_graph.audit.answer import GraphView
from hcf_graph.audit.rows import LogContext, LogRow
from hcf_graph.audit.run import Auditor
from hcf_graph.database import Database
from hcf_graph.retrieve.tokens import tokenize

ROOT = Path(__file__).resolve().parents[1]
WEBNLG = ROOT / ".." / "shared" / "data" / "webnlg" / "webnlg_train_dev.jsonl"
WRITTEN = Path(__file__).resolve().parent / "data" / "acs_written.jsonl"
TUNE = ("Airport", "Astronaut", "Building", "City", "ComicsCharacter")
HELD_OUT = ("Food", "Monument", "SportsTeam", "University", "WrittenWork")
SUPPORTED, CONTRADICTED, UNSUPPORTED = "supported", "contradicted", "unsupported"

# DBpedia property -> (question, long answer) templates; single-valued properties only, so that
# another entry's object is a contradiction (no ingredient, language, leaderName, ...).
TEMPLATES: dict[str, tuple[str, str]] = {
    "cityServed": ("Which city does {s} serve?", "{s} serves the city of {o}."),
    "location": ("Where is {s} located?", "{s} is located in {o}."),
    "country": ("In which country is {s}?", "{s} is in {o}."),
    "capital": ("What is the capital of {s}?", "The capital of {s} is {o}."),
    "birthPlace": ("Where was {s} born?", "{s} was born in {o}."),
    "birthDate": ("When was {s} born?", "{s} was born on {o}."),
    "deathPlace": ("Where did {s} die?", "{s} died in {o}."),
    "deathDate": ("When did {s} die?", "{s} died on {o}."),
    "runwayLength": ("How long is the runway of {s}?", "The runway length of {s} is {o}."),
    "operatingOrganisation": ("Who operates {s}?", "{s} is operated by {o}."),
    "elevationAboveTheSeaLevel_(in_metres)": ("How high above sea level is {s}?", "{s} is {o} metres above sea level."),
    "almaMater": ("Where did {s} study?", "The alma mater of {s} is {o}."),
    "nationality": ("What is the nationality of {s}?", "The nationality of {s} is {o}."),
    "manager": ("Who is the manager of {s}?", "The manager of {s} is {o}."),
    "established": ("When was {s} established?", "{s} was established in {o}."),
    "numberOfMembers": ("How many members does {s} have?", "{s} has {o} members."),
    "author": ("Who wrote {s}?", "{s} was written by {o}."),
    "publisher": ("Who published {s}?", "{s} was published by {o}."),
    "architect": ("Who was the architect of {s}?", "The architect of {s} was {o}."),
    "completionDate": ("When was {s} completed?", "{s} was completed in {o}."),
    "floorCount": ("How many floors does {s} have?", "{s} has {o} floors."),
    "currency": ("What is the currency of {s}?", "The currency of {s} is the {o}."),
    "owner": ("Who owns {s}?", "{s} is owned by {o}."),
    "ground": ("Where does {s} play its home games?", "The home ground of {s} is {o}."),
    "creator": ("Who created {s}?", "{s} was created by {o}."),
    "club": ("Which club does {s} play for?", "{s} plays for {o}."),
    "academicStaffSize": ("How many academic staff does {s} have?", "{s} has an academic staff of {o}."),
    "numberOfStudents": ("How many students does {s} have?", "{s} has {o} students."),
    "was selected by NASA": ("When was {s} selected by NASA?", "{s} was selected by NASA in {o}."),
    "league": ("Which league does {s} play in?", "{s} plays in the {o}."),
    "state": ("In which state is {s}?", "{s} is in the state of {o}."),
    "mainIngredients": ("What are the main ingredients of {s}?", "The main ingredients of {s} are {o}."),
    "numberOfPages": ("How many pages does {s} have?", "{s} has {o} pages."),
    "yearOfConstruction": ("When was {s} built?", "{s} was built in {o}."),
    "foundingDate": ("When was {s} founded?", "{s} was founded in {o}."),
    "headquarter": ("Where is {s} headquartered?", "The headquarters of {s} are in {o}."),
}


@dataclass(frozen=True)
class Case:
    """One labelled (question, context, answer)."""

    id: str
    part: str  # tune | held-out
    category: str
    form: str  # short | long
    label: str  # supported | contradicted | unsupported
    question: str
    context: str
    answer: str


def clean_object(text: str) -> str:
    """A WebNLG object as a reader would write it: no quotes, underscores, datatype or
    disambiguation parentheses ("Populous (company)" -> "Populous")."""
    text = text.split("^^")[0].strip().strip('"').replace("_", " ")
    text = re.sub(r"\s*\([^()]*\)$", "", text).strip()
    return " ".join(text.split())


def _mentioned(value: str, context: str) -> bool:
    """Whether a value's words (or its number) occur in the context: not usable as a foreign value."""
    words = set(tokenize(value))
    return bool(words) and words <= set(tokenize(context))


def webnlg_cases(path: Path, per_category: int, seed: int = 7) -> list[Case]:
    """Six cases for each of ``per_category`` sampled entries per category (see module docs)."""
    entries = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    objects: dict[str, list[str]] = defaultdict(list)
    for e in entries:
        for t in e["triples"]:
            if t["relation"] in TEMPLATES:
                objects[t["relation"]].append(clean_object(t["object"]))
    rng = random.Random(seed)
    cases: list[Case] = []
    by_category: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for e in entries:
        if e["texts"] and e["size"] <= 5 and any(t["relation"] in TEMPLATES for t in e["triples"]):
            by_category[e["category"]].append(e)
    for category in (*TUNE, *HELD_OUT):
        part = "tune" if category in TUNE else "held-out"
        pool = by_category.get(category, [])
        for e in rng.sample(pool, min(per_category, len(pool))):
            cases.extend(_entry_cases(e, category, part, objects, rng))
    return cases


def _entry_cases(
    entry: dict[str, Any], category: str, part: str, objects: dict[str, list[str]], rng: random.Random
) -> list[Case]:
    context = entry["texts"][0]
    triples = [t for t in entry["triples"] if t["relation"] in TEMPLATES]
    triple = rng.choice(triples)
    subject, prop = clean_object(triple["subject"]), triple["relation"]
    value = clean_object(triple["object"])
    same = {clean_object(t["object"]) for t in entry["triples"] if t["relation"] == prop}
    wrong = [o for o in sorted(set(objects[prop]) - same) if not _mentioned(o, context) and o.lower() != value.lower()]
    stated = {(clean_object(t["subject"]), t["relation"]) for t in entry["triples"]}
    absent = sorted(p for p in TEMPLATES if (subject, p) not in stated and p != prop and objects[p])
    base = f"{entry['split']}-{entry['category']}-{entry['eid']}"
    found: list[Case] = []

    def add(label: str, question_prop: str, answer_value: str) -> None:
        question, long_form = TEMPLATES[question_prop]
        q = question.format(s=subject)
        for form, answer in (("short", answer_value), ("long", long_form.format(s=subject, o=answer_value))):
            found.append(Case(f"{base}-{label}-{form}", part, category, form, label, q, context, answer))

    add(SUPPORTED, prop, value)
    if wrong:
        add(CONTRADICTED, prop, rng.choice(wrong))
    if absent:
        other = rng.choice(absent)
        candidates = [o for o in objects[other] if not _mentioned(o, context)]
        if candidates:
            add(UNSUPPORTED, other, rng.choice(candidates))
    return found


def written_cases(path: Path = WRITTEN) -> list[Case]:
    """The hand-written cases (tune part): multi-sentence contexts, long hallucinated answers."""
    cases = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            r = json.loads(line)
            form = "long" if len(r["answer"].split()) > 6 else "short"
            cases.append(
                Case(f"written-{n}", "tune", "written", form, r["label"], r["question"], r["context"], r["answer"])
            )
    return cases


def lexical_overlap(answer: str, context: str) -> float:
    """The baseline: share of the answer's content words that occur in the context."""
    words = set(tokenize(answer))
    return len(words & set(tokenize(context))) / len(words) if words else 0.0


def judge_cases(
    cases: Sequence[Case], folder: Path, judge: str = "offline", llm_options: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """ACS and verdict of each case by the audit pipeline, with the offline judge or (``judge="llm"``)
    operator J configured by ``llm_options`` (LlmConfig fields) over the environment and hcf.toml.
    The contexts are ingested into a scratch database at ``folder``; nothing is stored as an audit."""
    rows = [LogRow(n, c.id, c.question, c.answer, [LogContext(c.context)]) for n, c in enumerate(cases, start=1)]
    with Database(folder) as db:
        auditor = Auditor(db)
        if judge == "llm":
            from hcf_graph.audit.llm_judge import LlmJudge
            from hcf_graph.llm import LlmConfig

            config = LlmConfig.load(**(llm_options or {}))
            auditor.judge = LlmJudge(GraphView(db.graph.rules, db.graph.normalizer), config)
        run = auditor.audit_rows(rows, source="bench_acs", store=False)
    by_line = {r.line: r for r in run.results}
    missing = [cases[line - 1].id for line in range(1, len(cases) + 1) if line not in by_line]
    if missing:
        raise SystemExit(f"{len(missing)} cases were not audited: {missing[:3]} ... {run.errors[:3]}")
    return [
        {"acs": by_line[n].acs, "verdict": by_line[n].verdict, "contested": by_line[n].judgement.contested}
        for n in range(1, len(cases) + 1)
    ]


def roc_auc(scores: Sequence[float], positive: Sequence[bool]) -> float:
    """P(score of a positive > score of a negative), ties one half (Mann-Whitney U / n+ n-)."""
    pos = [s for s, p in zip(scores, positive, strict=True) if p]
    neg = [s for s, p in zip(scores, positive, strict=True) if not p]
    if not pos or not neg:
        return float("nan")
    ranked = sorted((s, i) for i, s in enumerate([*pos, *neg]))
    ranks = [0.0] * len(ranked)
    i = 0
    while i < len(ranked):
        j = i
        while j + 1 < len(ranked) and ranked[j + 1][0] == ranked[i][0]:
            j += 1
        for m in range(i, j + 1):
            ranks[ranked[m][1]] = (i + j) / 2 + 1
        i = j + 1
    u = sum(ranks[: len(pos)]) - len(pos) * (len(pos) + 1) / 2
    return u / (len(pos) * len(neg))


def balanced_accuracy(scores: Sequence[float], positive: Sequence[bool], threshold: float) -> float:
    """Mean of the true-positive and true-negative rates of ``score >= threshold``."""
    tp = sum(1 for s, p in zip(scores, positive, strict=True) if p and s >= threshold)
    tn = sum(1 for s, p in zip(scores, positive, strict=True) if not p and s < threshold)
    n_pos = sum(1 for p in positive if p)
    n_neg = len(positive) - n_pos
    return 0.5 * (tp / n_pos if n_pos else 0.0) + 0.5 * (tn / n_neg if n_neg else 0.0)


def best_threshold(scores: Sequence[float], positive: Sequence[bool]) -> float:
    """The threshold (midpoint between distinct scores) that maximizes balanced accuracy."""
    values = sorted(set(scores))
    cuts = [values[0] - 1e-9] + [(a + b) / 2 for a, b in itertools.pairwise(values)] + [values[-1] + 1e-9]
    return max(cuts, key=lambda t: (balanced_accuracy(scores, positive, t), -abs(t - 0.5)))


def evaluate(cases: Sequence[Case], judged: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """AUC and balanced accuracy of ACS and of the baseline, per part (thresholds from the tune part)."""
    acs = [j["acs"] for j in judged]
    base = [lexical_overlap(c.answer, c.context) for c in cases]
    positive = [c.label == SUPPORTED for c in cases]
    tune = [i for i, c in enumerate(cases) if c.part == "tune"]
    t_acs = best_threshold([acs[i] for i in tune], [positive[i] for i in tune])
    t_base = best_threshold([base[i] for i in tune], [positive[i] for i in tune])
    report: dict[str, Any] = {"threshold_acs": round(t_acs, 4), "threshold_baseline": round(t_base, 4), "parts": {}}
    groups = {
        "tune": tune,
        "tune (WebNLG)": [i for i in tune if cases[i].category != "written"],
        "written": [i for i in tune if cases[i].category == "written"],
        "held-out": [i for i, c in enumerate(cases) if c.part == "held-out"],
    }
    groups |= {
        f"held-out {form}": [i for i in groups["held-out"] if cases[i].form == form] for form in ("short", "long")
    }
    for name, idx in groups.items():
        if not idx:
            continue
        p = [positive[i] for i in idx]
        a = [acs[i] for i in idx]
        b = [base[i] for i in idx]
        labels = [cases[i].label for i in idx]
        verdict_ok = sum(1 for i in idx if judged[i]["verdict"] == cases[i].label)
        report["parts"][name] = {
            "cases": len(idx),
            **{label: labels.count(label) for label in (SUPPORTED, CONTRADICTED, UNSUPPORTED)},
            "auc_acs": round(roc_auc(a, p), 4),
            "balanced_accuracy_acs": round(balanced_accuracy(a, p, t_acs), 4),
            "auc_baseline": round(roc_auc(b, p), 4),
            "balanced_accuracy_baseline": round(balanced_accuracy(b, p, t_base), 4),
            "verdict_accuracy": round(verdict_ok / len(idx), 4),
            "mean_acs": {
                label: round(sum(acs[i] for i in idx if cases[i].label == label) / max(1, labels.count(label)), 4)
                for label in (SUPPORTED, CONTRADICTED, UNSUPPORTED)
            },
        }
    return report


def print_report(report: dict[str, Any], judge: str, seconds: float) -> None:
    print(
        f"judge: {judge}; thresholds from the tune part: ACS >= {report['threshold_acs']}, "
        f"overlap >= {report['threshold_baseline']}; {seconds:.1f} s"
    )
    head = f"{'part':16}{'cases':>6} {'sup/con/uns':>12} {'AUC ACS':>8} {'BA ACS':>7} {'AUC lex':>8} {'BA lex':>7} {'verdict':>8}"
    print(head)
    for name, p in report["parts"].items():
        mix = f"{p['supported']}/{p['contradicted']}/{p['unsupported']}"
        print(
            f"{name:16}{p['cases']:>6} {mix:>12} {p['auc_acs']:>8.4f} {p['balanced_accuracy_acs']:>7.4f} "
            f"{p['auc_baseline']:>8.4f} {p['balanced_accuracy_baseline']:>7.4f} {p['verdict_accuracy']:>8.4f}"
        )
    print("verdict: share of cases whose three-way verdict equals the label")


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--per-category", type=int, default=20, help="WebNLG entries per category (6 cases each)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--webnlg", type=Path, default=WEBNLG)
    parser.add_argument("--written", type=Path, default=WRITTEN)
    parser.add_argument("--llm", action="store_true", help="run the LLM judge (operator J) instead of the offline one")
    parser.add_argument("--base-url", default=None)
    parser.add_argument("--model", default=None)
    parser.add_argument("--json", type=Path, default=None, help="also write the report and every case's score here")
    parser.add_argument("--written-only", action="store_true", help="only the hand-written cases (no WebNLG)")
    parser.add_argument(
        "--tune-only", action="store_true", help="build and report the tune part only (use it while changing the judge)"
    )
    args = parser.parse_args(argv)
    cases = written_cases(args.written)
    if not args.written_only:
        if not args.webnlg.exists():
            raise SystemExit(f"WebNLG not found at {args.webnlg}; give --webnlg PATH (shared/data beside the checkout)")
        cases = webnlg_cases(args.webnlg, args.per_category, args.seed) + cases
    if args.tune_only:
        cases = [c for c in cases if c.part == "tune"]
    llm_options = {k: v for k, v in (("base_url", args.base_url), ("model", args.model)) if v}
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="hcf-acs-") as tmp:
        judged = judge_cases(cases, Path(tmp) / "hcf.db", "llm" if args.llm else "offline", llm_options)
    report = evaluate(cases, judged)
    report["judge"] = "llm" if args.llm else "offline"
    print_report(report, report["judge"], time.perf_counter() - began)
    if args.json:
        rows = [
            {**asdict(c), **j, "overlap": lexical_overlap(c.answer, c.context)}
            for c, j in zip(cases, judged, strict=True)
        ]
        args.json.write_text(json.dumps({"report": report, "cases": rows}, indent=1), encoding="utf-8")
    return report


if __name__ == "__main__":
    main(sys.argv[1:])
