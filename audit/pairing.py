"""The pairing responder: answers a set of snippets by pairing twins, never by reading code.

Snippets that share a function name form a group (an item's original, fixed and clean variants
do, when a set holds them all). In a group, the member least like the others is taken for the
independent control; the two most alike are the twins, and one of them is picked as the defective
member, either by the surface classifier's probability (``surface`` mode) or by running each twin
against the control in the sandbox on inputs drawn from its type hints (``run`` mode: one twin is
run; if it behaves differently from the control it is the defective one, otherwise its twin is). Named lines are the twin diff. A snippet whose name
occurs once, in a set where names do pair, is taken for a disguise: yes, and its lines are the
group's diff lines carried over by aligning line shapes with the most similar group (docstring and
identifier similarity). In a set where no name pairs (a form), every snippet gets the surface
verdict.
"""

from __future__ import annotations

import concurrent.futures as cf
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from audit.features import function_name
from audit.responders import response
from audit.similarity import changed_lines, map_lines, text_ratio
from core.errors import RedpenError
from core.seeds import parse_seed
from core.surface import bag, cosine
from killability import api
from killability.model import Budget

SURFACE_PICK = "pairing (surface pick)"  # the row of twins picked by the surface classifier's probability
# diff readers of the twin layout: the twin of fewer (more) tokens is the defective one
TOKEN_READERS = (("pairing (fewer tokens)", -1.0), ("pairing (more tokens)", 1.0))

Runner = Callable[[str, str], "bool | None"]  # (control code, twin code) -> differs? None: undecided


@dataclass(frozen=True)
class PairingResult:
    responses: dict[str, str]
    groups: int
    decided_by_run: int
    undecided: int


def _pick_twins(members: Sequence[tuple[str, str]]) -> tuple[int, int, int | None]:
    """Indices of the two most similar members and of the member least similar to them."""
    best = (-1.0, 0, 1)
    for i in range(len(members)):
        for j in range(i + 1, len(members)):
            ratio = text_ratio(members[i][1], members[j][1])
            if ratio > best[0]:
                best = (ratio, i, j)
    _, a, b = best
    others = [k for k in range(len(members)) if k not in (a, b)]
    if not others:
        return a, b, None
    odd = min(
        others,
        key=lambda k: (
            text_ratio(members[k][1], members[a][1]) + text_ratio(members[k][1], members[b][1]),
            members[k][0],
        ),
    )
    return a, b, odd


def sandbox_runner(budget_examples: int = 30, search_seconds: float = 4.0) -> Runner:
    """Run a twin against the control through the killability API (inputs from type hints)."""
    budget = Budget(examples=budget_examples, sequence_examples=0, collect=0, search_seconds=search_seconds)

    def differs(control: str, twin: str) -> bool | None:
        try:
            seed = parse_seed(control, "audit/control.py")
            verdict = api.check_equivalent(seed, control, seed.function, twin, function_name(twin), budget=budget)
        except RedpenError:
            return None
        except Exception:  # an attacker that cannot run a pair stays undecided
            return None
        if verdict.verdict == "bad-control":
            return True
        if verdict.verdict == "equivalent":
            return False
        return None

    return differs


def pairing_responses(
    snippets: Sequence[tuple[str, str]], surface: Mapping[str, float], *, runner: Runner | None = None, jobs: int = 2
) -> PairingResult:
    """Responses for every snippet of the set ``snippets`` ((id, code) pairs)."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for sid, code in snippets:
        groups[function_name(code)].append((sid, code))
    paired = {name: members for name, members in groups.items() if len(members) >= 2}
    answers: dict[str, str] = {}
    plans = []
    for name in sorted(paired):
        members = sorted(paired[name])
        a, b, odd = _pick_twins(members)
        plans.append((members, a, b, odd))
    run_results: dict[tuple[str, str], bool | None] = {}
    if runner is not None:
        tasks = [(members[odd][1], members[a][1]) for members, a, b, odd in plans if odd is not None]
        with cf.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            for task, result in zip(tasks, pool.map(lambda t: runner(*t), tasks)):
                run_results[task] = result
    decided = undecided = 0
    group_diffs: list[tuple[str, list[int], str]] = []  # (defective code, its diff lines, twin code)
    for members, a, b, odd in plans:
        pick = a if surface.get(members[a][0], 0.5) >= surface.get(members[b][0], 0.5) else b
        if runner is not None and odd is not None:
            differs = run_results.get((members[odd][1], members[a][1]))
            if differs is None:
                undecided += 1
            else:
                pick, decided = (a if differs else b), decided + 1
        twin = b if pick == a else a
        lines = changed_lines(members[pick][1], members[twin][1])
        group_diffs.append((members[pick][1], lines, members[twin][1]))
        for k, (sid, _) in enumerate(members):
            answers[sid] = response(True, lines) if k == pick else response(False)
    for name, members in groups.items():
        if name in paired:
            continue
        for sid, code in members:
            if not paired:
                answers[sid] = response(surface.get(sid, 0.5) > 0.5)
                continue
            mine = bag(code)
            best = max(group_diffs, key=lambda g: cosine(mine, bag(g[0])), default=None)
            lines = map_lines(best[1], best[0], code) if best else []
            answers[sid] = response(True, lines)
    return PairingResult(answers, len(paired), decided, undecided)
