"""Cost of one PR item (``generator.pr.item.make_pr``), cold, per module, against a baseline run in
the same session: one seed's 500-input exposure measurement of four variants (what the snippet
track's difficulty stage does per candidate), so the ratio survives a noisy machine.

``python -m bench pr``; ``REDPEN_BENCH_PR_MODULES=DIR`` adds a folder of module seeds (default: the
fixtures only); ``REDPEN_BENCH_PR_SYMBOLIC=0`` leaves CrossHair out.

``REDPEN_BENCH_PR_BUILD=N`` instead times two cold ``redpen build`` runs of the default edition with
one secret, one after the other in the same session: the snippet track alone (``--pr-items 0``)
and both tracks (``--pr-items N``), each into a fresh output folder, with the build's own gates
(no ``--allow-short`` or ``--allow-leaky``: what ``make corpus`` runs); it prints their ratio (the
issue's budget: at most 2x) and whether each build wrote its edition. ``REDPEN_BENCH_PR_SECRET``
fixes the secret (default: a new one); ``REDPEN_BENCH_PR_ITEMS=K`` builds K snippet items instead
of 44 (a small trial of the same ratio, with ``--allow-short``); ``REDPEN_BENCH_PR_KEEP=DIR`` keeps
both builds there.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from core.seeds import load_seed
from core.snippet import extract_function
from generator.disguise.domains import known_domains
from generator.pr.item import make_pr
from generator.pr.module import discover_modules
from generator.pr.proof_record import entries_for
from killability.exposure import measure
from operators.planting import plant

ROOT = Path(__file__).resolve().parent.parent


def _baseline() -> float:
    seed = (
        load_seed(ROOT / "seeds" / "retail" / "order_total.py")
        if (ROOT / "seeds" / "retail" / "order_total.py").exists()
        else None
    )
    if seed is None:
        seed = load_seed(sorted((ROOT / "seeds").glob("*/*.py"))[0])
    fixed = extract_function(seed.source, seed.function, path=seed.path)
    mutants = plant(seed.source, function=seed.function, path=seed.path, limit=4)
    variants = [(m.id, extract_function(m.source, m.function, path=seed.path).code, fixed.function) for m in mutants]
    started = time.monotonic()
    measure(seed.source, seed.path, seed.function, fixed.code, fixed.function, variants)
    return time.monotonic() - started


def _build(out: Path, secret: str, pr_items: int) -> tuple[float, dict]:
    command = [sys.executable, "-m", "generator", "build", "--edition", "2031Q1", "--out", str(out), "--json"]
    command += ["--secret", secret, "--pr-items", str(pr_items)]
    if os.environ.get("REDPEN_BENCH_PR_ITEMS"):
        command += ["--items", os.environ["REDPEN_BENCH_PR_ITEMS"], "--allow-short"]
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    try:
        return seconds, json.loads(result.stdout)
    except ValueError:  # a build that stopped before its report
        raise SystemExit(f"build failed: {result.stderr.strip().splitlines()[-1:]}") from None


def build_ratio(pr_items: int) -> None:
    """The default edition cold, without and with the PR track, in the same session."""
    secret = os.environ.get("REDPEN_BENCH_PR_SECRET") or secrets.token_hex(16)
    keep = os.environ.get("REDPEN_BENCH_PR_KEEP")  # a folder to keep both builds in (else temporary)
    with tempfile.TemporaryDirectory(prefix="redpen-bench-pr-") as tmp:
        base = Path(keep) if keep else Path(tmp)
        alone, first = _build(base / "snippets", secret, 0)
        print(f"snippet track alone: {alone:.1f} s (written: {first.get('written')})", flush=True)
        both, report = _build(base / "both", secret, pr_items)
    pr = report.get("pr", {})
    print(f"snippet track alone: {alone:.1f} s; both tracks (--pr-items {pr_items}): {both:.1f} s")
    print(f"ratio: {both / alone:.2f}x (budget 2x); PR items {len(pr.get('items', []))}, short {pr.get('shortfall')}")
    print(
        f"written: {first.get('written')} / {report.get('written')}; stage seconds (both): {report.get('stage_seconds')}"
    )


def main() -> None:
    if os.environ.get("REDPEN_BENCH_PR_BUILD"):
        build_ratio(int(os.environ["REDPEN_BENCH_PR_BUILD"]))
        return
    modules = [str(p) for p in discover_modules(ROOT / "tests" / "fixtures" / "modules")]
    extra = os.environ.get("REDPEN_BENCH_PR_MODULES")
    if extra:
        modules += [str(p) for p in discover_modules(extra)]
    symbolic = os.environ.get("REDPEN_BENCH_PR_SYMBOLIC", "1") != "0"
    base = _baseline()
    print(f"baseline: one seed, 500 inputs, 4 variants: {base:.2f} s")
    only = os.environ.get("REDPEN_BENCH_PR_ONLY", "")
    # REDPEN_BENCH_PR_RECORD=1: each module with the proof record (module_seeds/pr_proofs.json and the
    # extra folder's), then cold right after it: the record's speed-up in the same session (the cold run
    # reuses the inputs the first one drew, so the ratio understates the record's gain)
    record = os.environ.get("REDPEN_BENCH_PR_RECORD") == "1"
    entries = entries_for((Path(m).read_text(encoding="utf-8") for m in modules), *([Path(extra)] if extra else []))
    for module in modules:
        if only and only not in module:
            continue
        walls = []
        for recorded in (entries, {}) if record else ({},):
            started = time.monotonic()
            try:
                item = make_pr(module, known_domains(), "bench", symbolic=symbolic, recorded=recorded)
            except Exception as exc:  # a module that makes no item is reported, the bench goes on
                print(f"{module}: no item ({exc})")
                break
            wall = time.monotonic() - started
            walls.append(wall)
            inputs = sum(p.inputs for p in item.proofs)
            hunks = len(item.variant("fixed").hunks)
            laps = ", ".join(f"{k} {v:.1f}" for k, v in item.timings)
            kind = "with the proof record" if recorded else "cold"
            print(
                f"{module} ({kind}): {wall:.1f} s ({wall / base:.1f}x baseline), {hunks} hunks, "
                f"{inputs} inputs proven; {laps}"
            )
        if len(walls) == 2:
            print(f"{module}: record / cold = {walls[0] / walls[1]:.2f}")
