"""An edition, or one of its forms, as an inspect-ai task scored by redpen's own scorer
(registered with inspect-ai as ``redpen/review`` by the top-level ``redpen`` package):

    inspect eval redpen/review -T edition=corpus_out/2027Q1 -T form=A --model openai/gpt-4o

The dataset is the live prompts (``redpen prompts``: the same text for the same snippet), one sample
per snippet, its id the snippet id. Each sample's score keeps the model's whole completion as its
answer; the ``redpen`` metric rebuilds the responses file from those answers and scores it with
:func:`scoring.metrics.score_responses`, so its numbers are those of ``redpen score`` on the same
responses (``--json``: ``<tier>_det``, ``_f1``, ``_kw``, ``_fp``, ``_score``, ``average``). A sample
whose generation failed (no score) or whose completion is empty is scored as the empty response:
a parse failure, counted in ``parse_failures``, never read as "no". Needs ``redpen[inspect]``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core.errors import InputFileError
from generator.harness.extras import require

require("inspect_ai", "inspect", "the inspect-ai task")

from inspect_ai import Task  # noqa: E402  (after the extra's one-line check)
from inspect_ai.dataset import MemoryDataset, Sample  # noqa: E402
from inspect_ai.scorer import Score, Scorer, Target, metric, scorer  # noqa: E402
from inspect_ai.solver import TaskState, generate  # noqa: E402

from scoring.io import load_key, load_snippets  # noqa: E402
from scoring.jsonl import iter_jsonl  # noqa: E402
from scoring.metrics import score_responses  # noqa: E402
from scoring.model import Key, ResponseSet  # noqa: E402
from scoring.parse import parse_response  # noqa: E402
from scoring.prompts import render_prompt  # noqa: E402


def live_snippets(edition: Path, form: str | None) -> list[dict[str, str]]:
    """The live snippets of the edition (``live/snippets.jsonl``) or of one form (``live/forms/<form>.jsonl``)."""
    if form is None:
        return load_snippets(edition)
    path = edition / "live" / "forms" / f"{form}.jsonl"
    if not path.is_file():
        known = sorted(p.stem for p in (edition / "live" / "forms").glob("*.jsonl"))
        raise InputFileError(f"{path}: no form {form!r} in this edition (forms: {', '.join(known) or 'none'})")
    return [{"snippet_id": raw["snippet_id"], "code": raw["code"]} for _, raw in iter_jsonl(path)]


def samples(snippets: list[dict[str, str]]) -> list[Sample]:
    return [Sample(id=s["snippet_id"], input=render_prompt(s["snippet_id"], s["code"]), target="") for s in snippets]


def responses_of(answers: dict[str, str], snippet_ids: list[str], model: str = "inspect") -> ResponseSet:
    """The responses file of a run: every snippet of the task, the empty response where none came."""
    return ResponseSet(model=model, run="", responses=tuple((sid, answers.get(sid) or "") for sid in snippet_ids))


def redpen_figures(key: Key, responses: ResponseSet) -> dict[str, float]:
    """The figures of ``redpen score --json`` for one run, flat: ``<tier>_<term>``, average, parse failures."""
    run = score_responses(key, responses)
    figures: dict[str, float] = {}
    for tier in run.tiers:
        for name, value in zip(("det", "f1", "kw", "fp", "score"), tier.terms.doubles):
            if value is not None:
                figures[f"{tier.tier}_{name}"] = value
    figures["average"] = run.average_double
    figures["parse_failures"] = float(run.parse_failures)
    return figures


def _redpen_metric(key: Key, snippet_ids: list[str]) -> Any:
    @metric(name="redpen")
    def redpen() -> Any:
        def compute(scores: list[Any]) -> dict[str, float]:
            answers = {str(s.sample_id): s.score.answer or "" for s in scores}
            return redpen_figures(key, responses_of(answers, snippet_ids))

        return compute

    return redpen()


def _redpen_scorer(key: Key, snippet_ids: list[str]) -> Scorer:
    by_id = {r.snippet_id: r for r in key.records}

    @scorer(metrics=[_redpen_metric(key, snippet_ids)], name="redpen")
    def redpen() -> Scorer:
        async def score(state: TaskState, target: Target) -> Score:
            completion = state.output.completion if state.output else ""
            parsed = parse_response(completion or "")
            record = by_id[str(state.sample_id)]
            verdict = "unparsed" if parsed.parse_failure else ("yes" if parsed.verdict else "no")
            return Score(
                value=1.0 if not parsed.parse_failure and parsed.verdict == record.defective else 0.0,
                answer=completion or "",
                explanation=f"DEFECT read as {verdict}; the key says {'yes' if record.defective else 'no'}",
                metadata={"verdict": verdict},
            )

        return score

    return redpen()


def review_task(edition: str, form: str | None = None, key: str | None = None) -> Task:
    """Review every live snippet of ``edition`` (or of its ``form``), scored against ``key``
    (default ``<edition>/key``) by redpen's scorer."""
    folder = Path(edition)
    snippets = live_snippets(folder, form)
    answer_key = load_key(Path(key) if key else folder / "key")
    ids = [s["snippet_id"] for s in snippets]
    unknown = [sid for sid in ids if sid not in answer_key.by_id]
    if unknown:
        raise InputFileError(f"{answer_key.source}: snippet {unknown[0]} of the task is not in this key")
    return Task(
        dataset=MemoryDataset(samples(snippets), name=f"redpen-{folder.name}{'-' + form if form else ''}"),
        solver=generate(),
        scorer=_redpen_scorer(answer_key, ids),
        fail_on_error=False,  # a failed generation is a parse failure of that snippet, not a stopped run
    )
