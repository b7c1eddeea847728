"""Benchmark: the distinctness checker on 10,000 synthetic functions with planted clones.

* 8,000 random base functions (a small random grammar: assignments, augmented assignments,
  if/else, for, while, method calls, returns over random expressions);
* 1,000 type-2 clones (every identifier renamed, every literal changed, independent adjacent
  statements swapped) and 1,000 type-3 clones (type-2 plus one or two statement-level edits: an
  inserted statement, a deleted statement, or a replaced expression) of 2,000 distinct bases.

Reports the end-to-end wall time of the checker on 2 processes (fingerprint + LSH + confirm +
decide), recall (planted base/clone pairs found) and precision (reported pairs that are planted
group mates), and, on a 500-function subset, an all-pairs exact comparison (every pair's exact
Jaccard) against the LSH path: time ratio, pairs compared, and agreement.

    .venv/bin/python -m bench distinct
"""

from __future__ import annotations

import ast
import itertools
import os
import random
import resource
import time

from generator.distinct.check import DEFAULT_THRESHOLD, DistinctnessChecker
from generator.distinct.fingerprint import Fingerprint
from generator.distinct.units import Unit

N_BASES = 8_000
N_TYPE2 = 1_000
N_TYPE3 = 1_000
SUBSET = 500
JOBS = 2
SEED = 20270101

_BUILTINS = ["len", "abs", "min", "max", "sum", "sorted", "int", "round"]
_METHODS = ["get", "strip", "count", "index", "split", "items"]
_BINOPS = ["+", "-", "*", "//", "%"]
_CMPS = ["<", "<=", ">", ">=", "==", "!="]


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def expr(self, names: list[str], depth: int = 0) -> str:
        r = self.rng
        roll = r.random() if depth < 2 else r.random() * 0.45
        if roll < 0.25:
            return r.choice(names)
        if roll < 0.45:
            return str(r.randint(0, 99))
        if roll < 0.62:
            return f"{self.expr(names, depth + 1)} {r.choice(_BINOPS)} {self.expr(names, depth + 1)}"
        if roll < 0.74:
            return f"{r.choice(_BUILTINS)}({self.expr(names, depth + 1)})"
        if roll < 0.84:
            return f"{r.choice(names)}[{self.expr(names, depth + 1)}]"
        if roll < 0.92:
            return f"{r.choice(names)}.{r.choice(_METHODS)}({self.expr(names, depth + 1)})"
        return f"[{self.expr(names, depth + 1)}, {self.expr(names, depth + 1)}]"

    def cond(self, names: list[str]) -> str:
        c = f"{self.expr(names, 1)} {self.rng.choice(_CMPS)} {self.expr(names, 1)}"
        if self.rng.random() < 0.25:
            c += f" {self.rng.choice(['and', 'or'])} {self.rng.choice(names)}"
        return c

    def block(self, names: list[str], indent: int, budget: int, depth: int, least: int = 1) -> list[str]:
        r = self.rng
        pad = "    " * indent
        lines: list[str] = []
        count = r.randint(least, max(least, budget))
        for _ in range(count):
            roll = r.random()
            if depth < 2 and roll < 0.14:
                lines.append(f"{pad}if {self.cond(names)}:")
                lines += self.block(names, indent + 1, budget // 2, depth + 1)
                if r.random() < 0.4:
                    lines.append(f"{pad}else:")
                    lines += self.block(names, indent + 1, budget // 2, depth + 1)
            elif depth < 2 and roll < 0.24:
                var = r.choice(names)
                source = r.choice([f"range({self.expr(names, 1)})", r.choice(names), f"enumerate({r.choice(names)})"])
                target = f"{var}, {r.choice(names)}" if source.startswith("enumerate") else var
                lines.append(f"{pad}for {target} in {source}:")
                lines += self.block(names, indent + 1, budget // 2, depth + 1)
            elif depth < 2 and roll < 0.28:
                lines.append(f"{pad}while {self.cond(names)}:")
                lines += self.block(names, indent + 1, budget // 2, depth + 1)
            elif roll < 0.70:
                lines.append(f"{pad}{r.choice(names)} = {self.expr(names)}")
            elif roll < 0.85:
                lines.append(f"{pad}{r.choice(names)} {r.choice(_BINOPS)}= {self.expr(names)}")
            elif roll < 0.95:
                lines.append(f"{pad}{r.choice(names)}.append({self.expr(names)})")
            else:
                lines.append(f"{pad}{r.choice(names)}[{self.expr(names, 1)}] = {self.expr(names)}")
        return lines

    def function(self, name: str) -> str:
        r = self.rng
        params = [f"p{k}" for k in range(r.randint(1, 4))]
        local = [f"v{k}" for k in range(r.randint(2, 6))]
        names = params + local
        lines = [f"def {name}({', '.join(params)}):"]
        lines += [f"    {v} = {self.expr(params)}" for v in local[: r.randint(1, len(local))]]
        lines += self.block(names, 1, r.randint(6, 12), 0, least=4)  # no trivial functions
        lines.append(f"    return {self.expr(names)}")
        return "\n".join(lines) + "\n"


class _Rename(ast.NodeTransformer):
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.mapping: dict[str, str] = {}

    def _new(self, old: str) -> str:
        if old not in self.mapping:
            self.mapping[old] = (
                f"{self.rng.choice(['acc', 'tmp', 'item', 'val', 'res', 'n', 'x', 'buf'])}_{len(self.mapping)}"
            )
        return self.mapping[old]

    def visit_Name(self, node: ast.Name) -> ast.Name:
        if node.id not in _BUILTINS and node.id not in ("range", "enumerate"):
            node.id = self._new(node.id)
        return node

    def visit_arg(self, node: ast.arg) -> ast.arg:
        node.arg = self._new(node.arg)
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.FunctionDef:
        node.name = f"clone_{self.rng.getrandbits(32):08x}"
        self.generic_visit(node)
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.Constant:
        if isinstance(node.value, int):
            node.value = self.rng.randint(0, 99)
        return node


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _blocks(tree: ast.AST) -> list[list[ast.stmt]]:
    return [
        getattr(n, f)
        for n in ast.walk(tree)
        for f in ("body", "orelse")
        if isinstance(getattr(n, f, None), list) and getattr(n, f)
    ]


def type2(code: str, rng: random.Random) -> str:
    tree = _Rename(rng).visit(ast.parse(code))
    for block in _blocks(tree):
        for k in range(len(block) - 1):
            a, b = block[k], block[k + 1]
            simple = (ast.Assign, ast.AugAssign)
            if isinstance(a, simple) and isinstance(b, simple) and not (_names(a) & _names(b)) and rng.random() < 0.7:
                block[k], block[k + 1] = b, a
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def type3(code: str, rng: random.Random, gen: _Gen) -> str:
    tree = ast.parse(type2(code, rng))
    fn = tree.body[0]
    names = sorted(_names(fn)) or ["x"]
    for _ in range(rng.randint(1, 2)):
        blocks = _blocks(fn)
        block = rng.choice(blocks)
        kind = rng.choice(["insert", "delete", "replace"])
        if kind == "delete" and len(block) > 1:
            block.pop(rng.randrange(len(block) - (1 if block is fn.body else 0)))
        elif kind == "replace":
            simple = [s for b in blocks for s in b if isinstance(s, (ast.Assign, ast.AugAssign))]
            if simple:
                rng.choice(simple).value = ast.parse(gen.expr(names)).body[0].value
        else:
            stmt = ast.parse(f"{rng.choice(names)} = {gen.expr(names)}").body[0]
            block.insert(rng.randrange(len(block)), stmt)
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def build_corpus() -> tuple[list[str], list[int]]:
    """Sources and their group (the index of the base function each one was made from)."""
    rng = random.Random(SEED)
    gen = _Gen(rng)
    codes = [gen.function(f"f{k}") for k in range(N_BASES)]
    groups = list(range(N_BASES))
    bases = rng.sample(range(N_BASES), N_TYPE2 + N_TYPE3)
    for k, base in enumerate(bases):
        codes.append(type2(codes[base], rng) if k < N_TYPE2 else type3(codes[base], rng, gen))
        groups.append(base)
    order = list(range(len(codes)))
    rng.shuffle(order)
    return [codes[i] for i in order], [groups[i] for i in order]


class _TimedChecker(DistinctnessChecker):
    """The checker, recording the wall and CPU time of its fingerprinting phase."""

    fingerprint_wall = fingerprint_cpu = 0.0

    def fingerprint(self, units):
        t0, c0 = time.perf_counter(), _cpu()
        try:
            return super().fingerprint(units)
        finally:
            self.fingerprint_wall, self.fingerprint_cpu = time.perf_counter() - t0, _cpu() - c0


def _cpu() -> float:
    """CPU seconds of this process and its reaped children (the fingerprinting pool)."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _found_pairs(report) -> set[tuple[str, str]]:
    return {tuple(sorted((p.probe.item_id, p.target.item_id))) for c in report.clusters for p in c.pairs}


def main() -> None:
    t0 = time.perf_counter()
    codes, groups = build_corpus()
    gen_time = time.perf_counter() - t0
    units = [Unit(f"u{k}", f"i{k}", "fixed", code) for k, code in enumerate(codes)]
    group_of = {f"i{k}": g for k, g in enumerate(groups)}
    planted = {
        tuple(sorted((a, b)))
        for members in _members(group_of).values()
        if len(members) > 1
        for a, b in itertools.combinations(members, 2)
    }
    kinds: dict[str, set[tuple[str, str]]] = {"type-2": set(), "type-3": set()}
    # a type-2 pair has one normalized tree (renaming, literals, reordering); any other planted pair is type-3
    digests = {x: Fingerprint.of_source(codes[int(x[1:])]).exact for pair in planted for x in pair}
    for a, b in planted:
        kinds["type-2" if digests[a] == digests[b] else "type-3"].add((a, b))

    load = os.getloadavg()[0]
    t0, c0 = time.perf_counter(), _cpu()
    checker = _TimedChecker(jobs=JOBS)
    report = checker.check(units)
    wall, cpu = time.perf_counter() - t0, _cpu() - c0
    found = _found_pairs(report)
    true_found = found & planted
    precision = len(true_found) / len(found) if found else 1.0
    print(
        f"corpus: {len(units)} functions ({N_BASES} bases, {N_TYPE2} type-2 + {N_TYPE3} type-3 clones), generated in {gen_time:.1f} s"
    )
    print(
        f"checker (jobs={JOBS}, threshold {DEFAULT_THRESHOLD}): wall {wall:.2f} s end to end, CPU {cpu:.2f} s "
        f"(load average {load:.1f} on {os.cpu_count()} cores at start); "
        f"{report.stats.candidates} candidate comparisons ({report.stats.candidates / len(units):.1f} per function), "
        f"{report.stats.pairs} pairs, {len(report.clusters)} clusters, {len(report.rejections)} rejected"
    )
    rest_wall, rest_cpu = wall - checker.fingerprint_wall, cpu - checker.fingerprint_cpu
    print(
        f"  phases: fingerprint (parallel) {checker.fingerprint_wall:.2f} s wall / {checker.fingerprint_cpu:.2f} s CPU; "
        f"index + LSH + confirm + decide (serial) {rest_wall:.2f} s wall / {rest_cpu:.2f} s CPU; "
        f"idle-machine estimate {checker.fingerprint_cpu / JOBS + rest_cpu:.1f} s wall"
    )
    for kind, pairs in kinds.items():
        print(f"  recall {kind}: {len(pairs & found)}/{len(pairs)} = {len(pairs & found) / max(1, len(pairs)):.3f}")
    false_pairs = found - planted
    print(
        f"  reported pairs that are not planted: {len(false_pairs)} "
        f"({sum(1 for c in report.clusters for p in c.pairs if p.reason == 'exact-duplicate' and tuple(sorted((p.probe.item_id, p.target.item_id))) in false_pairs)} of them exact duplicates)"
    )
    print(
        f"  recall all planted pairs: {len(true_found)}/{len(planted)} = {len(true_found) / len(planted):.3f}; "
        f"precision: {len(true_found)}/{len(found)} = {precision:.3f}"
    )

    # All-pairs exact comparison on a subset, against the LSH path on the same subset.
    rng = random.Random(SEED + 1)
    planted_items = sorted({x for pair in planted for x in pair})
    subset = sorted(set(rng.sample(planted_items, SUBSET // 5)) | set(rng.sample(sorted(group_of), SUBSET)))[:SUBSET]
    sub_units = [units[int(i[1:])] for i in subset]
    t0, c0 = time.perf_counter(), _cpu()
    prints = [Fingerprint.of_source(u.code) for u in sub_units]
    exact_pairs = set()
    for (a, fa), (b, fb) in itertools.combinations(zip(subset, prints), 2):
        if fa.similarity(fb) >= DEFAULT_THRESHOLD:
            exact_pairs.add(tuple(sorted((a, b))))
    all_pairs_time, all_pairs_cpu = time.perf_counter() - t0, _cpu() - c0
    t0, c0 = time.perf_counter(), _cpu()
    sub_report = DistinctnessChecker(jobs=1).check(sub_units)
    lsh_time, lsh_cpu = time.perf_counter() - t0, _cpu() - c0
    lsh_pairs = _found_pairs(sub_report)
    n = len(sub_units)
    print(
        f"subset of {n}: all-pairs exact {all_pairs_time:.2f} s wall / {all_pairs_cpu:.2f} s CPU ({n * (n - 1) // 2} comparisons), "
        f"LSH checker {lsh_time:.2f} s wall / {lsh_cpu:.2f} s CPU ({sub_report.stats.candidates} candidates); "
        f"ratio all-pairs/LSH = {all_pairs_time / lsh_time:.2f} wall, {all_pairs_cpu / lsh_cpu:.2f} CPU"
    )
    agree = len(exact_pairs & lsh_pairs)
    print(
        f"  all-pairs finds {len(exact_pairs)} pairs at >= {DEFAULT_THRESHOLD}; LSH finds {agree} of them "
        f"(recall vs all-pairs {agree / max(1, len(exact_pairs)):.3f}) and {len(lsh_pairs - exact_pairs)} others"
    )
    scale = (len(units) / n) ** 2
    print(
        f"  all-pairs on all {len(units)} functions would take ~{all_pairs_cpu * scale:.0f} s CPU "
        f"(quadratic extrapolation) vs {cpu:.2f} s CPU measured; ratio {all_pairs_cpu * scale / cpu:.0f}x"
    )
    print(f"cores available: {os.cpu_count()}")


def _members(group_of: dict[str, int]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for item, g in group_of.items():
        out.setdefault(g, []).append(item)
    return out


if __name__ == "__main__":
    main()
