"""Checks of the evaluator harnesses (generator/harness/) on a built edition, run by
test_corpus_build.py on its small build (no second build): the inspect-ai task with inspect-ai's
mock model scores as ``redpen score`` does, and the Hugging Face export loads offline and
round-trips to the edition's JSON records."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from generator.cli.main import app
from generator.corpus.edition import Edition
from generator.corpus.retire import retire_edition
from scoring.io import load_key
from scoring.model import KeyRecord

SNIPPET_ID = re.compile(r"\(snippet (\S+)\)")


def _answer(record: KeyRecord, number: int) -> str | None:
    """A mixed reviewer: the first answer empty, the second a failure (None: the provider raises),
    then right and wrong ones."""
    if number == 1:
        return ""
    if number == 2:
        return None
    if record.defective:
        lines = ", ".join(map(str, record.fault_lines)) if number % 2 else "1"
        words = " ".join(group[0] for group in record.keywords)
        return f"Reviewed.\n\nDEFECT: yes\nLINES: {lines}\nEXPLANATION: {words}"
    return "DEFECT: no\nLINES: none\nEXPLANATION: correct" if number % 3 else "DEFECT: yes\nLINES: 2\nEXPLANATION: x"


def inspect_run(edition: Path, form: str, log_dir: Path) -> tuple[dict[str, float], list[dict[str, str]], Any]:
    """``inspect eval redpen/review -T edition=.. -T form=..`` with the mock model: (its redpen
    metrics, the responses it got, the log)."""
    from inspect_ai import eval as inspect_eval
    from inspect_ai.model import ModelOutput, ModelUsage, get_model

    import redpen.inspect_tasks  # noqa: F401  (registers redpen/review as its entry point would)

    key = load_key(edition / "key")
    calls: list[str] = []

    def respond(messages: Any, tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        match = SNIPPET_ID.search(messages[-1].text)
        assert match, messages[-1].text[:200]
        calls.append(match.group(1))
        text = _answer(key.by_id[match.group(1)], len(calls))
        if text is None:
            raise RuntimeError("the provider failed")
        output = ModelOutput.from_content(model="mockllm", content=text)
        output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)  # no tokenizer download
        return output

    model = get_model("mockllm/model", custom_outputs=respond)
    (log,) = inspect_eval(
        "redpen/review",
        task_args={"edition": str(edition), "form": form},
        model=model,
        log_dir=str(log_dir),
        display="none",
        max_connections=1,
    )
    assert log.status == "success", log.error
    figures = {m.name: m.value for s in log.results.scores for m in s.metrics.values()}
    responses = [
        {"snippet_id": str(s.id), "response": s.output.completion if s.output and not s.error else ""}
        for s in log.samples
    ]
    return figures, responses, log


def redpen_score_json(edition: Path, responses: list[dict[str, str]], folder: Path) -> dict[str, Any]:
    path = folder / "responses.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in responses), encoding="utf-8")
    result = CliRunner().invoke(
        app, ["score", "--key", str(edition / "key"), str(path), "--json", "--resamples", "0", "--no-witnesses"]
    )
    assert result.exit_code == 0, result.output
    (run,) = json.loads(result.stdout)["runs"]
    return run


def as_figures(run: dict[str, Any]) -> dict[str, float]:
    """``redpen score --json``'s run as the inspect metric names it."""
    figures = {
        f"{tier}_{term}": value
        for tier, terms in run["tiers"].items()
        for term, value in terms.items()
        if term in ("det", "f1", "kw", "fp", "score") and value is not None
    }
    return {**figures, "average": run["average"], "parse_failures": float(run["parse_failures"])}


def retired_copy(out: Path, folder: Path) -> Path:
    """The build's 2031Q1 retired: the one its own retirement test published, else a copy retired here."""
    published = out / "retired" / "2031Q1"
    if published.is_dir():
        return published
    copy = folder / "out"
    shutil.copytree(out, copy, ignore=shutil.ignore_patterns(".cache"))
    return retire_edition(Edition(2031, 1), out_dir=copy, rerun=False)


def load_offline(folder: Path, cache: Path) -> dict[str, list[dict[str, Any]]]:
    """Every config of an exported folder, read by ``datasets.load_dataset`` without the network."""
    assert os.environ.get("HF_DATASETS_OFFLINE") == "1" == os.environ.get("HF_HUB_OFFLINE")
    import datasets

    datasets.config.HF_DATASETS_OFFLINE = True
    datasets.config.HF_HUB_OFFLINE = True
    datasets.disable_progress_bars()
    names = datasets.get_dataset_config_names(str(folder))
    return {n: list(datasets.load_dataset(str(folder), n, split="test", cache_dir=str(cache))) for n in names}


def jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
