"""Which functions of a real module make its module seed (`redpen harvest --modules`).

A group is the union of some members' needs (:mod:`generator.harvest.module_members`): their own
definitions and every helper, constant, class and import they need. Its public functions are the
members in it whose inputs can be drawn (a passing STRATEGIES entry); every other function in it
is a private helper. The group is grown greedily from an entry member (members that share a helper
with it or call into it first, then in source order), while its presented size stays within the
limit; of the groups grown from each entry the best one is kept: at least 3 public functions, then
the deeper call graph (up to 2), then more public functions, then more lines.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from generator.harvest.module_members import Key, Member

MAX_LINES = 300
MIN_LINES = 80
MIN_PUBLIC = 3
ENTRIES = 12  # entry members tried (the deepest first)
HEADER = 4  # the module docstring, `from __future__`, imports of Decimal / Fraction / date values


@dataclass(frozen=True)
class Group:
    keys: frozenset[Key]
    imports: tuple[str, ...]
    public: tuple[str, ...]  # member names, source order
    depth: int
    lines: int  # upper bound of the presented size

    @property
    def score(self) -> tuple[bool, int, int, int]:
        return (len(self.public) >= MIN_PUBLIC, min(self.depth, 2), len(self.public), self.lines)


def depth(start: str, calls: Mapping[str, set[str]], names: set[str]) -> int:
    """The number of calls on the longest chain down from ``start`` among ``names`` (no cycles)."""

    def down(current: str, seen: frozenset[str]) -> int:
        below = [down(c, seen | {c}) for c in sorted(calls.get(current, set()) & names) if c not in seen]
        return 1 + max(below) if below else 0

    return down(start, frozenset({start}))


class _Sizer:
    """Presented lines of a set of bindings, at most: the docstring, the imports, each binding's
    lines and the two blank lines before it."""

    def __init__(self, lines: Mapping[Key, int], kinds: Mapping[Key, str]) -> None:
        self.lines, self.kinds = lines, kinds

    def cost(self, key: Key) -> int:
        return self.lines[key] + 2


def _clash(keys: set[Key], more: Sequence[Key]) -> bool:
    names = {name: module for module, name in keys}
    return any(names.get(name, module) != module for module, name in more)


def _grow(
    entry: Member, candidates: Sequence[Member], sizer: _Sizer, calls: Mapping[str, set[str]], limit: int
) -> Group | None:
    keys: set[Key] = set()
    imports: dict[str, None] = {}
    size = HEADER

    def add(member: Member) -> bool:
        nonlocal size
        new = [k for k in member.needs if k not in keys]
        extra = [i for i in member.imports if i not in imports]
        cost = sum(sizer.cost(k) for k in new) + len(extra)
        if _clash(keys, new) or size + cost > limit:
            return False
        keys.update(new)
        imports.update(dict.fromkeys(extra))
        size += cost
        return True

    if not add(entry):
        return None
    module = entry.needs[0][0]
    while True:
        functions = {name for m, name in keys if sizer.kinds[(m, name)] == "function"}
        pending = [m for m in candidates if (module, m.name) not in keys]

        called = set().union(*(calls.get(f, set()) for f in functions))
        ranked = sorted(
            pending, key=lambda m: (not ({n for _, n in m.needs[1:]} & functions or m.name in called), m.line)
        )
        if not any(add(m) for m in ranked):
            break
    public = tuple(m.name for m in candidates if (module, m.name) in keys)
    functions = {name for m, name in keys if sizer.kinds[(m, name)] == "function"}
    deepest = max((depth(name, calls, functions) for name in public), default=0)
    return Group(frozenset(keys), tuple(imports), public, deepest, size)


def choose(
    members: Sequence[Member],
    valid: set[str],
    lines: Mapping[Key, int],
    kinds: Mapping[Key, str],
    calls: Mapping[str, set[str]],
    limit: int = MAX_LINES,
) -> Group | None:
    """The best group of ``members`` whose public functions are the ``valid`` ones (None when no
    member fits within ``limit`` lines on its own)."""
    sizer = _Sizer(lines, kinds)
    candidates = [m for m in members if m.name in valid]
    names = {m.name for m in members} | {k[1] for m in members for k in m.needs}

    def own_depth(member: Member) -> int:
        return depth(member.name, calls, names & {k[1] for k in member.needs})

    entries = sorted(candidates, key=lambda m: (-own_depth(m), -len(m.needs), m.line))[:ENTRIES]
    best: Group | None = None
    for entry in entries:
        group = _grow(entry, candidates, sizer, calls, limit)
        if group is not None and (best is None or group.score > best.score):
            best = group
    return best
