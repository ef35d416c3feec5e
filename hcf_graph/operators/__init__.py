"""The HCF operators as LLM prompt modules, each with a versioned name.

- F, :mod:`.facts` (``openai-facts.v1``): source-linked atomic facts of a chunk; used by the
  ``openai`` extractor (:mod:`hcf_graph.extract.openai_facts`).
- Q, :mod:`.quality` (``openai-quality.v1``): structural quality of a document on five
  dimensions.
- J, :mod:`.judge` (``openai-judge.v1``): consistency of an answer with its retrieved passages.

Each module holds ``NAME``, ``INSTRUCTION``, ``EXAMPLES``, its pydantic output model, a
``build_messages`` function and ``OPERATOR``; the version and model are recorded on every
result.
"""

from __future__ import annotations

from .base import Example, Operator
from .check import CheckResult, check_endpoint
from .judge import JudgeResult, Statement, judge_answer, judge_answers
from .quality import QualityResult, assess_quality, assess_quality_many
from .quotes import locate_quote

__all__ = [
    "CheckResult",
    "Example",
    "JudgeResult",
    "Operator",
    "QualityResult",
    "Statement",
    "assess_quality",
    "assess_quality_many",
    "check_endpoint",
    "judge_answer",
    "judge_answers",
    "locate_quote",
]
