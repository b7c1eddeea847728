"""An edition shaped as the exporter will write it: prompts out, a model's answers back, scored."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from generator.cli.main import app

runner = CliRunner()

FIXED = '''def total(prices: list[int]) -> int:
    """Sum every price."""
    s = 0
    for i in range(len(prices)):
        s += prices[i]
    return s
'''
ORIGINAL = FIXED.replace("range(len(prices))", "range(len(prices) - 1)")


def _edition(root: Path) -> Path:
    edition = root / "2027Q1"
    (edition / "live").mkdir(parents=True)
    (edition / "key").mkdir()
    snippets = [
        ("rp-a", ORIGINAL, "original", True),
        ("rp-b", FIXED, "fixed", False),
        ("rp-c", ORIGINAL.replace("prices", "receipts"), "disguised", True),
        ("rp-d", "def total(prices):\n    return sum(prices)\n", "clean", False),
    ]
    live_path, key_path = edition / "live" / "snippets.jsonl", edition / "key" / "answers.jsonl"
    with live_path.open("w") as live, key_path.open("w") as key:
        for sid, code, variant, defective in snippets:
            live.write(json.dumps({"snippet_id": sid, "language": "python", "code": code}) + "\n")
            key.write(
                json.dumps(
                    {
                        "snippet_id": sid,
                        "item_id": "rp-2027q1-i000",
                        "variant": variant,
                        "tier": "easy",
                        "defective": defective,
                        "fault_lines": [4] if defective else [],
                        "keywords": [["off-by-one", "skips the last"]] if defective else [],
                        "operators": ["AOR"],
                        "domain": "retail",
                    }
                )
                + "\n"
            )
    return edition


def test_prompts_then_score_round_trip(tmp_path: Path) -> None:
    edition = _edition(tmp_path)
    prompts = [json.loads(line) for line in runner.invoke(app, ["prompts", str(edition)]).stdout.splitlines()]
    answers = []
    for record in prompts:
        # a toy reviewer that reads the numbered code in the prompt, as a model would
        numbered = [line.split(" | ", 1) for line in record["prompt"].splitlines() if " | " in line]
        bug = [number.strip() for number, code in numbered if "- 1)" in code]
        text = (
            f"DEFECT: yes\nLINES: {bug[0]}\nEXPLANATION: off-by-one, the loop skips the last item"
            if bug
            else "DEFECT: no\nLINES: none\nEXPLANATION: correct"
        )
        answers.append({"snippet_id": record["snippet_id"], "response": text, "model": "toy"})
    responses = tmp_path / "toy.jsonl"
    responses.write_text("".join(json.dumps(a) + "\n" for a in answers))
    args = ["score", "--key", str(edition / "key"), str(responses), "--json", "--resamples", "0"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    run = json.loads(result.stdout)["runs"][0]
    assert run["model"] == "toy" and run["average"] == 1.0 and run["parse_failures"] == 0
