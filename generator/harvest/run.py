"""`redpen harvest`: module jobs -> import check -> scan -> seed texts -> (optional) gate check ->
seed files and a report. One module is one work unit (``harvest_module``: frozen data in, frozen data
out), dispatched through any ``concurrent.futures``-style executor like the build's work units.

A module that does not parse, does not import in the sandbox (an error, or no result within the wall
clock: an endless loop at import) is reported in one line and nothing from it is written. The gate
check plants a few mutants of each harvested seed and gates them one by one until one is accepted;
its verdict is cached under OUT/.harvest-cache by a content hash of the seed text and the toolkit,
so each seed is gated at most once across runs.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import sys
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from pathlib import Path

from core.atomic import write_atomic
from core.errors import RedpenError
from core.model import content_hash
from core.seeds import parse_seed
from generator.cache import toolkit_fingerprint
from generator.harvest import module_seed
from generator.harvest.closure import Refused, closure
from generator.harvest.domains import DOMAINS
from generator.harvest.licences import allowed_text, permissive
from generator.harvest.module_index import ModuleIndex, candidates, index_module
from generator.harvest.seedfile import seed_text
from generator.harvest.sources import ModuleJob
from killability.api import check_clean
from killability.sandbox import Limits, run_tasks
from killability.seed_gate import gate_mutant
from operators.planting import plant


@dataclass(frozen=True)
class HarvestedSeed:
    module: str
    function: str
    file_name: str
    domain: str
    text: str
    origins: tuple[tuple[str, str], ...]
    has_spec: bool
    carried: tuple[str, ...]
    gate: str = ""  # accepted / the last rejection verdict / "" when not checked
    gate_note: str = ""
    kind: str = "function"  # "module": a module seed (--modules)
    public: tuple[str, ...] = ()  # a module seed's public functions
    lines: int = 0  # a module seed's lines as a PR presents it
    depth: int = 0  # a module seed's call graph depth


@dataclass(frozen=True)
class ModuleResult:
    module: str
    file: str
    error: str = ""  # one line: the module was skipped
    seeds: tuple[HarvestedSeed, ...] = ()
    refused: tuple[tuple[str, str], ...] = ()  # (function, reason)
    reason: str = ""  # the kind of ``error`` (counted in the command's summary)


@dataclass(frozen=True)
class HarvestOptions:
    gate_mutants: int = 0  # 0: no gate check
    cache_dir: str | None = None
    import_seconds: float = 10.0
    domain: str | None = None
    modules: bool = False  # module seeds for the PR track instead of function seeds


def _import_task(job: ModuleJob) -> str:
    """Sandbox task (module level, so it can be sent to the sandbox): import the module."""
    sys.dont_write_bytecode = True
    if job.root not in sys.path:
        sys.path.insert(0, job.root)
    if job.name in sys.modules:
        return "ok"
    if "." in job.name or Path(job.file).name == "__init__.py":
        importlib.import_module(job.name)
    else:
        spec = importlib.util.spec_from_file_location(job.name, job.file)
        if spec is None or spec.loader is None:  # not a Python source file
            raise ImportError(f"{job.file}: no module loader for this file")
        module = importlib.util.module_from_spec(spec)
        sys.modules[job.name] = module
        spec.loader.exec_module(module)
    return "ok"


def _import_check(job: ModuleJob) -> str:
    """Import the module in a sandboxed child (its folder shown read-only); "" when it imports,
    else the one-line reason."""
    outcome = run_tasks(
        [functools.partial(_import_task, job)],
        Limits(wall_seconds=5.0, memory_mb=512),
        readable=[job.root, os.path.dirname(job.file)],
    )[0]
    if outcome.status == "ok":
        return ""
    if outcome.status == "timeout":
        return "does not finish importing (an endless loop at import?)"
    return f"does not import: {outcome.message}"[:300]


def _resolver(job: ModuleJob, cache: dict):
    def resolve(relative: str, from_module: str):
        dots = len(relative) - len(relative.lstrip("."))
        base = from_module.split(".")
        is_package = Path(job.file).name == "__init__.py" and from_module == job.name
        package = base if is_package else base[:-1]
        package = package[: len(package) - (dots - 1)] if dots > 1 else package
        rest = relative.lstrip(".")
        target = ".".join([*package, *([rest] if rest else [])])
        if target in cache:
            return cache[target]
        folder = Path(job.root).joinpath(*target.split("."))
        path = folder / "__init__.py" if folder.is_dir() else folder.with_suffix(".py")
        index = None
        if path.exists():
            try:
                index = index_module(target, path.read_text(encoding="utf-8"))
            except Exception:  # an unreadable sibling: the import cannot be followed
                index = None
        cache[target] = index
        return index

    return resolve


def _tests_text(job: ModuleJob) -> tuple[str, ...]:
    texts = []
    for path in job.tests:
        try:
            texts.append(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            continue
    return tuple(texts)


def _prepared(job: ModuleJob, modules: bool) -> tuple[str, ModuleIndex] | ModuleResult:
    """The module's text and index, or the result that skips it in one line (a licence not on the
    allow-list (module seeds only: they copy whole modules), a syntax error, no import)."""
    if modules and not permissive(job.provenance.licence):
        return ModuleResult(
            job.name,
            job.file,
            f"{job.file}: licence '{job.provenance.licence}' is not on the permissive allow-list "
            f"({allowed_text()}); skipped",
            reason="licence not permissive",
        )
    try:
        source = Path(job.file).read_text(encoding="utf-8")
        compile(source, job.file, "exec", dont_inherit=True)
    except SyntaxError as exc:
        return ModuleResult(
            job.name, job.file, f"{job.file}:{exc.lineno}: syntax error: {exc.msg}; skipped", reason="syntax error"
        )
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return ModuleResult(job.name, job.file, f"{job.file}: cannot be read ({exc}); skipped", reason="unreadable")
    problem = _import_check(job)
    if problem:
        return ModuleResult(job.name, job.file, f"{job.file}: {problem}; skipped", reason=problem.split(":")[0])
    try:
        return source, index_module(job.name, source)
    except Exception as exc:  # e.g. a construct libcst cannot parse
        return ModuleResult(
            job.name,
            job.file,
            f"{job.file}: cannot be read by libcst ({type(exc).__name__}); skipped",
            reason="cannot be read by libcst",
        )


def harvest_module(job: ModuleJob, options: HarvestOptions = HarvestOptions()) -> ModuleResult:
    """One module: every candidate function as a seed text, or the reason it was refused; with
    ``options.modules``, the module as one module seed (``module_seed.build``) or why not."""
    prepared = _prepared(job, options.modules)
    if isinstance(prepared, ModuleResult):
        return prepared
    source, index = prepared
    siblings: dict[str, ModuleIndex | None] = {}
    resolve = _resolver(job, siblings)
    tests = _tests_text(job)
    domain = options.domain or DOMAINS.get(job.name.split(".")[0], job.name.split(".")[0].lower())
    if options.modules:
        return _module_seed(job, source, index, resolve, siblings, tests, domain)
    seeds: list[HarvestedSeed] = []
    refused: list[tuple[str, str]] = []
    for name, func, line, note in candidates(index):
        try:
            found = closure(index, func, resolve)
            text, origins, spec = seed_text(
                func,
                found,
                domain=domain,
                provenance=job.provenance,
                line=line,
                tests=tuple(t for t in tests if name in t),
                note=note,
            )
        except Refused as exc:
            refused.append((name, str(exc)))
            continue
        except Exception as exc:  # one function's problem never stops the harvest
            refused.append((name, f"cannot be rewritten as a seed ({type(exc).__name__}: {exc})"[:200]))
            continue
        seed = HarvestedSeed(job.name, name, "", domain, text, tuple(origins.items()), spec, tuple(found.taken))
        if options.gate_mutants:
            verdict, message = gate_check(seed, options)
            seed = HarvestedSeed(**{**seed.__dict__, "gate": verdict, "gate_note": message})
        seeds.append(seed)
    return ModuleResult(job.name, job.file, "", tuple(seeds), tuple(refused))


def _module_seed(job: ModuleJob, source: str, index: ModuleIndex, resolve, siblings, tests, domain) -> ModuleResult:
    try:
        made = module_seed.build(source, index, resolve, siblings, tests, domain=domain, provenance=job.provenance)
    except module_seed.Skipped as exc:
        return ModuleResult(job.name, job.file, f"{job.file}: {exc}; skipped", (), exc.refused, exc.category)
    except Exception as exc:  # one module's problem never stops the harvest
        reason = f"cannot be made a module seed ({type(exc).__name__}: {exc})"[:240]
        return ModuleResult(job.name, job.file, f"{job.file}: {reason}; skipped", reason="cannot be made a module seed")
    seed = HarvestedSeed(job.name, made.name, "", domain, made.text, made.origins, True, made.private)
    seed = replace(seed, kind="module", public=made.public, lines=made.lines, depth=made.depth)
    return ModuleResult(job.name, job.file, "", (seed,), made.refused)


# ------------------------------------------------------------------------------------------------
# gate check (cached)


def _cache_path(options: HarvestOptions, text: str) -> Path | None:
    if not options.cache_dir:
        return None
    key = content_hash(toolkit_fingerprint(), "harvest-gate", str(options.gate_mutants), text)
    return Path(options.cache_dir) / f"{key}.json"


def gate_check(seed: HarvestedSeed, options: HarvestOptions) -> tuple[str, str]:
    """Gate up to ``gate_mutants`` mutants (spread over the operators) until one is accepted."""
    cached = _cache_path(options, seed.text)
    if cached is not None and cached.exists():
        data = json.loads(cached.read_text(encoding="utf-8"))
        return data["verdict"], data["message"]
    verdict, message = _gate(seed, options.gate_mutants)
    if cached is not None:  # content-addressed and atomic (a unique temporary): concurrent writers are safe
        write_atomic(cached, json.dumps({"verdict": verdict, "message": message}), durable=False)
    return verdict, message


def _spread(mutants: list, limit: int) -> list:
    by_operator: dict[tuple[str, ...], list] = {}
    for mutant in mutants:
        by_operator.setdefault(tuple(mutant.operators), []).append(mutant)
    picked: list = []
    queues = list(by_operator.values())
    while len(picked) < limit and any(queues):
        for queue in queues:
            if queue and len(picked) < limit:
                picked.append(queue.pop(0))
    return picked


def _gate(seed: HarvestedSeed, limit: int) -> tuple[str, str]:
    try:
        parsed = parse_seed(seed.text, f"{seed.module}.{seed.function}.py", seed.function)
        mutants = _spread(plant(parsed.source, function=parsed.function, path=parsed.path), limit)
    except RedpenError as exc:
        return "crashed", exc.message
    if not mutants:
        return "no-mutant", "no operator applies"
    clean = check_clean(parsed)
    verdicts: list[str] = []
    last = ""
    for mutant in mutants:
        report = gate_mutant(parsed, mutant, clean=clean)
        if report.verdict == "accepted":
            return "accepted", report.description
        verdicts.append(report.verdict)
        last = report.gate.reason
        if report.verdict == "no-strategy":
            break
    common = max(set(verdicts), key=verdicts.count)
    return common, last[:300]


# ------------------------------------------------------------------------------------------------


@dataclass
class HarvestReport:
    modules: list[ModuleResult] = field(default_factory=list)
    written: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "modules": [
                {
                    "module": m.module,
                    "file": m.file,
                    "error": m.error,
                    **({"reason": m.reason} if m.reason else {}),
                    "seeds": [
                        {
                            "function": s.function,
                            "file": s.file_name,
                            "domain": s.domain,
                            "spec": s.has_spec,
                            "strategies": dict(s.origins),
                            "carried": list(s.carried),
                            "gate": s.gate,
                            "gate_note": s.gate_note,
                            **(
                                {"kind": s.kind, "public": list(s.public), "lines": s.lines, "depth": s.depth}
                                if s.kind == "module"
                                else {}
                            ),
                        }
                        for s in m.seeds
                    ],
                    "refused": [{"function": f, "reason": r} for f, r in m.refused],
                }
                for m in self.modules
            ],
            "written": self.written,
        }


def _unit(args: tuple[ModuleJob, HarvestOptions]) -> ModuleResult:
    return harvest_module(*args)


def harvest(
    jobs: list[ModuleJob],
    out: Path,
    *,
    options: HarvestOptions = HarvestOptions(),
    executor: Executor | None = None,
    on_result=None,
) -> HarvestReport:
    """Harvest every job (through ``executor.map`` when given) and write the seeds under
    OUT/<domain>/<function>.py (``<module>_<function>.py`` when the name is taken)."""
    report = HarvestReport()
    units = [(job, options) for job in jobs]
    results = executor.map(_unit, units) if executor is not None else map(_unit, units)
    taken: set[str] = set()
    for result in results:
        named = []
        for seed in result.seeds:
            rel = f"{seed.domain}/{seed.function}.py"
            if rel in taken:
                rel = f"{seed.domain}/{seed.module.replace('.', '_')}_{seed.function}.py"
            taken.add(rel)
            _write(out / rel, seed.text)
            report.written.append(rel)
            named.append(HarvestedSeed(**{**seed.__dict__, "file_name": rel}))
        result = ModuleResult(result.module, result.file, result.error, tuple(named), result.refused, result.reason)
        report.modules.append(result)
        if on_result is not None:
            on_result(result)
    return report


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
