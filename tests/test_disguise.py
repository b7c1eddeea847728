"""Disguise renderer: domain choice, name mapping errors, equivalence through the disguise, clean
controls and the `redpen disguise` command."""

from __future__ import annotations

import copy
import importlib.util
import inspect
import json
import math
import typing
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from core.errors import UsageError
from core.seeds import load_seed, parse_seed
from generator.disguise.clean import clean_variant, restructured_variant
from generator.disguise.domains import (
    DomainError,
    choose_domain,
    known_domains,
    load_pack,
    parse_pack,
)
from generator.disguise.rename import DisguiseError, allocate_names
from generator.disguise.rewrites import names as rewrite_names
from generator.disguise.roles import NameRole
from generator.disguise.twin import disguise_mutant
from operators.engine import enumerate_mutants

ROOT = Path(__file__).resolve().parent.parent
SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))
SEED_DOMAINS = [
    "retail",
    "banking",
    "school",
    "logistics",
    "healthcare",
    "music",
    "sports",
    "astronomy",
    "agriculture",
    "travel",
    "energy",
    "library",
    "games",
    "weather",
    "manufacturing",
    "security",
    "text",
    "calendar",
    "geometry",
    "scheduling",
    "data_cleaning",
    "access_control",
    "networking",
    "statistics",
]


def test_packs_cover_every_seed_domain() -> None:
    domains = known_domains()
    assert len(domains) >= 16
    assert set(SEED_DOMAINS) <= set(domains)
    assert {p.parent.name for p in SEED_FILES} <= set(domains)
    for name in domains:
        pack = load_pack(name)
        assert len(pack.role_words("collections")) == len(pack.role_words("items"))


@given(st.sampled_from(SEED_DOMAINS), st.text(min_size=1, max_size=30))
def test_choose_domain_is_deterministic_and_never_the_seeds_own(seed_domain: str, key: str) -> None:
    chosen = choose_domain(seed_domain, key)
    assert chosen != seed_domain and chosen in known_domains()
    assert choose_domain(seed_domain, key) == chosen


def test_choose_domain_preferred() -> None:
    assert choose_domain("retail", "k", preferred="music") == "music"
    with pytest.raises(UsageError, match="seed's own domain"):
        choose_domain("retail", "k", preferred="retail")
    with pytest.raises(UsageError, match="known domains: access_control"):
        choose_domain("retail", "k", preferred="musik")


def test_bad_pack_is_reported() -> None:
    with pytest.raises(DomainError, match="needs a list of at least"):
        parse_pack('name = "x"\n[words]\ncollections = ["a"]\n[verbs]\n[phrases]\n', "x.toml")
    with pytest.raises(DomainError, match="keyword or builtin"):
        words = "\n".join(f'{r} = ["len", "b", "c", "d", "e", "f"]' for r in ("collections",))
        parse_pack(f'name = "x"\n[words]\n{words}\n[verbs]\n[phrases]\n', "x.toml")


def test_unmappable_name_says_which_name_and_role() -> None:
    pack = load_pack("music")
    roles = [NameRole(f"n{i}", "local", "flags", "bool") for i in range(100)]
    with pytest.raises(DisguiseError, match=r"cannot map identifier 'n\d+' \(role flags\): the 'music' domain pack"):
        allocate_names(roles, pack, "k")


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SEED_DOMAINS), st.text(min_size=1, max_size=20), st.data())
def test_no_new_name_carries_an_old_name_as_a_word(domain: str, key: str, data: st.DataObject) -> None:
    # the old names are the pack's own words, so every key would hand some of them out unguarded
    pack = load_pack(domain)
    words = pack.role_words("counts")
    olds = data.draw(st.lists(st.sampled_from([w for w in words if "_" not in w]), min_size=1, max_size=4, unique=True))
    clear = [w for w in words if not set(w.split("_")) & set(olds)]
    assume(len(clear) >= len(olds))  # the pack can avoid every old word
    mapping = allocate_names([NameRole(name, "local", "counts", "int") for name in olds], pack, key)
    for new in mapping.values():
        assert not set(new.split("_")) & set(olds), (new, olds)


def test_a_new_name_echoes_an_old_one_only_when_nothing_else_is_left() -> None:
    # the library pack's dates are all '..._day' but two: 'day' and 'date' take those; under key 'a'
    # the four words 'when' may qualify all end in '_day' too, so it takes an echo rather than fail
    pack = load_pack("library")
    assert [w for w in pack.role_words("dates") if "day" not in w.split("_")] == ["today", "overdue_days"]
    names = ("day", "date", "when")
    mapping = allocate_names([NameRole(n, "local", "dates", "int") for n in names], pack, "a")
    assert {mapping["day"], mapping["date"]} == {"today", "overdue_days"}
    assert "day" in mapping["when"].split("_")


def test_disguise_rejects_the_seeds_own_domain() -> None:
    seed = load_seed(ROOT / "seeds/logistics/count_late.py")
    mutant = enumerate_mutants(seed.source, function=seed.function, operators=["ROR"])[0]
    with pytest.raises(DisguiseError, match="own domain"):
        disguise_mutant(seed, mutant, domain="logistics", key="k")


DESIGN_EXAMPLE = '''"""Retail: total a receipt."""


def receipt_total(prices: list[int]) -> int:
    """Sum every price of the receipt, from the first to the last; an empty receipt totals 0."""
    total = 0
    for i in range(len(prices)):
        total += prices[i]
    return total


SEED = {"domain": "retail"}
'''


def test_design_example_keeps_the_short_bound() -> None:
    seed = parse_seed(DESIGN_EXAMPLE, "seeds/retail/receipt_total.py")
    fixed = DESIGN_EXAMPLE
    defective = fixed.replace("range(len(prices))", "range(len(prices) - 1)")
    from core.model import Mutant, Site, Span, TextPatch, changed_lines

    site = Site("OBO", Span(7, 19, 7, 31), "len(prices)", "len(prices) - 1", "bound one short", "off by one")
    mutant = Mutant(
        function="receipt_total",
        operators=("OBO",),
        sites=(site,),
        original=fixed,
        source=defective,
        fault_lines=changed_lines(fixed, defective),
        inverse=TextPatch.between(defective, fixed),
        tier="easy",
        keywords=(),
        explanation="",
    )
    d = disguise_mutant(
        seed, mutant, domain="music", key="2027Q1:1:receipt:design", rewrites=["hoist_length", "augmented_to_explicit"]
    )
    import ast as _ast

    names = {n.id for n in _ast.walk(_ast.parse(d.defective_code)) if isinstance(n, _ast.Name)}
    names |= {a.arg for n in _ast.walk(_ast.parse(d.defective_code)) if isinstance(n, _ast.arg) for a in [n]}
    assert not names & {"total", "prices", "i", "receipt_total"}, d.defective_code
    assert "augmented_to_explicit" in d.rewrites
    lines = d.defective_code.splitlines()
    (fault,) = d.fault_lines
    assert "- 1" in lines[fault - 1] and "range(" in lines[fault - 1]
    from operators.registry import names as operator_names

    if "OBO" in operator_names():  # the replant check needs the operator that planted the bound
        assert "hoist_length" in d.rewrites and "len(" not in lines[fault - 1]


# ------------------------------------------------------------------ equivalence through the disguise


def _load_module(code: str, name: str):
    namespace: dict[str, object] = {}
    exec(compile(code, name, "exec"), namespace)  # our own seeds, in-process by design
    return namespace


def _seed_module(path: Path):
    spec = importlib.util.spec_from_file_location(f"disguise_seed_{path.parent.name}_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _strategy(module, name: str):
    fn = getattr(module, name)
    hints = typing.get_type_hints(fn)
    overrides = getattr(module, "STRATEGIES", {})
    params = inspect.signature(fn).parameters
    parts = {}
    for pname, param in params.items():
        if pname in overrides:
            parts[pname] = overrides[pname]
        elif param.default is not inspect.Parameter.empty and param.default is None:
            continue  # None-sentinel parameters: call with the default
        else:
            parts[pname] = st.from_type(hints[pname])
    return st.fixed_dictionaries(parts), list(params)


def _outcome(fn, args):
    try:
        return ("ok", fn(*copy.deepcopy(args)))
    except Exception as exc:  # the exception type is the outcome
        return ("raise", type(exc).__name__)


def _same(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


@settings(max_examples=25, suppress_health_check=list(HealthCheck))
@given(
    data=st.data(),
    path=st.sampled_from(SEED_FILES),
    domain=st.sampled_from(SEED_DOMAINS),
    subset=st.sets(st.sampled_from(rewrite_names())),
    salt=st.integers(0, 10**6),
)
def test_disguise_is_equivalent_through_the_name_map(
    data, path: Path, domain: str, subset: set[str], salt: int
) -> None:
    seed = load_seed(path)
    assume(domain != seed.domain)
    mutants = enumerate_mutants(seed.source, function=seed.function, path=str(path), limit=6)
    assume(mutants)
    mutant = mutants[salt % len(mutants)]
    try:
        d = disguise_mutant(seed, mutant, domain=domain, key=f"prop:{salt}", rewrites=sorted(subset))
    except DisguiseError:
        assume(False)
    module = _seed_module(path)
    strategy, params = _strategy(module, seed.function)
    precondition = getattr(module, "precondition", None)
    pairs = [
        (_load_module(mutant.original, "fixed")[seed.function], _load_module(d.fixed_code, "dfixed")[d.function]),
        (_load_module(mutant.source, "defective")[seed.function], _load_module(d.defective_code, "ddef")[d.function]),
    ]
    for _ in range(6):
        kwargs = data.draw(strategy)
        if precondition is not None and not precondition(**kwargs):
            continue
        args = [kwargs[p] for p in params if p in kwargs]
        for original, disguised in pairs:
            expected, got = _outcome(original, args), _outcome(disguised, args)
            assert expected[0] == got[0] and _same(expected[1], got[1]), (
                f"{path} {d.rewrites}: {args} -> {expected} vs {got}\n{d.fixed_code}\n{d.defective_code}"
            )


# ------------------------------------------------------------------ clean controls


def test_authored_clean_control_is_renamed_and_documented() -> None:
    seed = load_seed(ROOT / "seeds/logistics/count_late.py")
    clean = clean_variant(seed, key="k")
    assert clean.clean_source == "authored" and clean.function == "count_late"
    assert "clean_" not in clean.code and "def count_late(" in clean.code
    assert "grace_days late is still on time" in clean.code
    fn = _load_module(clean.code, "clean")["count_late"]
    assert fn([(1, 3), (2, 2)], 1) == 1


@pytest.mark.parametrize("path", SEED_FILES[::9], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_restructured_clean_control_is_equivalent(path: Path) -> None:
    seed = load_seed(path)
    clean = restructured_variant(seed, key="k")
    assert clean.clean_source == "restructured" and clean.function == seed.function
    module = _seed_module(path)
    strategy, params = _strategy(module, seed.function)
    original = getattr(module, seed.function)
    other = _load_module(clean.code, "clean")[seed.function]
    precondition = getattr(module, "precondition", None)

    @settings(max_examples=30)
    @given(strategy)
    def check(kwargs):
        assume(precondition is None or precondition(**kwargs))
        args = [kwargs[p] for p in params if p in kwargs]
        a, b = _outcome(original, args), _outcome(other, args)
        assert a[0] == b[0] and _same(a[1], b[1]), (args, a, b, clean.code)

    check()


# ------------------------------------------------------------------ CLI


def _app():
    from generator.cli.main import app

    return app


def test_cli_side_by_side_and_json() -> None:
    runner = CliRunner()
    seed = str(ROOT / "seeds/logistics/count_late.py")
    result = runner.invoke(_app(), ["disguise", seed, "--domain", "music", "--operator", "ROR"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "count_late" in result.output and "-> music" in result.output and "fault lines [6]" in result.output
    result = runner.invoke(_app(), ["disguise", seed, "--domain", "music", "--json", "--mutant", "1"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    assert payload["disguised"]["domain"] == "music" and payload["mutant"] == 1
    assert payload["disguised"]["fault_lines"] and payload["original"]["fault_lines"]


@pytest.mark.parametrize(
    "args, message",
    [
        (["--domain", "musik"], "unknown domain 'musik'; known domains: access_control"),
        (["--mutant", "999"], "out of range"),
        (["--domain", "logistics"], "seed's own domain"),
    ],
)
def test_cli_bad_input_is_one_line(args: list[str], message: str) -> None:
    import sys

    from generator.cli.boundary import run as _run

    seed = str(ROOT / "seeds/logistics/count_late.py")
    old = sys.argv
    sys.argv = ["redpen", "disguise", seed, *args]
    try:
        with pytest.raises(SystemExit) as exc:
            _run(_app())
    finally:
        sys.argv = old
    assert exc.value.code == 2


def test_cli_error_message_is_one_line(capsys) -> None:
    import sys

    from generator.cli.boundary import run as _run

    old = sys.argv
    sys.argv = ["redpen", "disguise", str(ROOT / "seeds/logistics/count_late.py"), "--domain", "musik"]
    try:
        with pytest.raises(SystemExit):
            _run(_app())
    finally:
        sys.argv = old
    err = capsys.readouterr().err
    assert err.startswith("redpen: error: unknown domain 'musik'; known domains:") and err.count("\n") == 1
    assert "Traceback" not in err
