"""Witness checking throughput: scoring with every defective snippet's WITNESS run in the sandbox.

2,000 items (4,000 witnesses on defective snippets, a witness on every fixed twin: run on the snippet
alone as a possible dispute, one in ten of them claiming a wrong result). Measured in the same run:
the plain scoring pass (witnesses off) and the same pass with witnesses checked; the witness rate is
(witnesses run, both kinds) / (extra seconds). Target: at least 200 witnesses per second.
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from pathlib import Path

N_ITEMS = 2_000
FIXED = '''def overdue_fine(days_late: int, rate: int) -> int:
    """The fine for returning a book days_late days late at rate per day (0 when on time)."""
    if days_late <= 0:
        return 0
    return days_late * rate
'''
ORIGINAL = FIXED.replace("return days_late * rate", "return (days_late - 1) * rate")


def _fixture(folder: Path) -> tuple[Path, Path]:
    rng = random.Random(0)
    items = folder / "key" / "items" / "i"
    items.mkdir(parents=True)
    (items / "original.py").write_text(ORIGINAL)
    (items / "fixed.py").write_text(FIXED)
    (items / "precondition.py").write_text("def precondition(days_late, rate):\n    return rate >= 0\n")
    answers, responses = [], []
    for n in range(N_ITEMS):
        for variant in ("original", "disguised", "fixed", "clean"):
            defective = variant in ("original", "disguised")
            sid = f"s{n}-{variant}"
            record = {
                "snippet_id": sid,
                "item_id": f"i{n}",
                "variant": variant,
                "tier": ("easy", "medium")[n % 2],
                "defective": defective,
                "fault_lines": [5] if defective else [],
                "keywords": [["off-by-one"]] if defective else [],
                "operators": ["AOR"],
                "domain": "library",
                "function": "overdue_fine",
                "code": f"items/i/{'original' if defective else 'fixed'}.py",
            }
            if defective:
                record.update(
                    reference="items/i/fixed.py",
                    reference_function="overdue_fine",
                    precondition="items/i/precondition.py",
                )
            answers.append(record)
            days, rate = rng.randint(-3, 30), rng.randint(-2, 9)
            claimed = max(days, 0) * rate + (1 if variant == "fixed" and n % 10 == 0 else 0)
            witness = f"overdue_fine({days}, {rate}) -> {claimed}" if variant != "clean" else "none"
            responses.append(
                {
                    "snippet_id": sid,
                    "response": f"DEFECT: {'yes' if defective else 'no'}\nLINES: 5\n"
                    f"EXPLANATION: off-by-one\nWITNESS: {witness}",
                }
            )
    (folder / "key" / "answers.jsonl").write_text("".join(json.dumps(a) + "\n" for a in answers))
    path = folder / "responses-bench.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in responses))
    return folder / "key", path


def main() -> None:
    from scoring.evaluate import Options, evaluate
    from scoring.io import load_key, load_responses

    with tempfile.TemporaryDirectory() as tmp:
        key_dir, response_file = _fixture(Path(tmp))
        key, responses = load_key(key_dir), load_responses(response_file)
        start = time.perf_counter()
        evaluate(key, [responses], Options(resamples=0, witnesses=False))
        plain = time.perf_counter() - start
        start = time.perf_counter()
        run = evaluate(key, [responses], Options(resamples=0)).runs[0]
        full = time.perf_counter() - start
        statuses = dict(run.witnesses.statuses)
        ran = sum(v for k, v in statuses.items() if k not in ("none", "unreadable", "foreign"))
        extra = max(full - plain, 1e-9)
        print(
            f"{len(key.records):,} snippets; plain scoring pass {plain:.3f} s; with witnesses {full:.3f} s "
            f"({full / plain:.1f}x the plain pass)"
        )
        print(
            f"witnesses run in the sandbox: {ran:,} in {extra:.3f} s = {ran / extra:,.0f} per second "
            f"(target >= 200: {'met' if ran / extra >= 200 else 'MISSED'}); statuses {statuses}"
        )


if __name__ == "__main__":
    main()
