"""The disguised docstring keeps the spec's meaning and moves its domain vocabulary.

Measured (two target domains each, via the fast path ``disguise_docstring``): no original parameter
or spec identifier survives, every number and every rule phrase of a fixed list survives (on a
stride of the library in `make test`, every seed in `python -m bench library`), and the share of the
seed pack's words that survive, over every seed, stays under a measured bound.
"""

from __future__ import annotations

import functools
import inspect
import re
from collections import Counter
from pathlib import Path

import pytest
from library_sample import sample

from core.seeds import Seed, load_seed
from generator.disguise.domains import choose_domain, load_pack
from generator.disguise.prose import GENERIC
from generator.disguise.spec import SpecVocabulary, rewrite_spec
from generator.disguise.twin import disguise_docstring, disguise_mutant
from operators.engine import enumerate_mutants

ROOT = Path(__file__).resolve().parent.parent
SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))
KEYS = ("2027Q1:7", "2027Q2:3")

# Phrases that carry rules: each occurrence in the original spec must still be there.
RULE_PHRASES = (
    "at least",
    "at most",
    "exactly",
    "inclusive",
    "exclusive",
    "strictly",
    "rounded",
    "round",
    "rounding",
    "up",
    "down",
    "half",
    "halves",
    "nearest",
    "empty",
    "none",
    "no",
    "not",
    "never",
    "only",
    "every",
    "each",
    "any",
    "all",
    "first",
    "last",
    "before",
    "after",
    "below",
    "above",
    "less than",
    "more than",
    "fewer than",
    "greater than",
    "or more",
    "or less",
    "or fewer",
    "equal",
    "equals",
    "ascending",
    "descending",
    "order",
    "in order",
    "in any order",
    "ties",
    "zero",
    "negative",
    "positive",
    "whole",
    "ignored",
    "skipped",
    "unchanged",
    "rate",
    "count",
    "limit",
    "total",
    "sum",
    "mean",
    "average",
    "percent",
    "minus",
    "plus",
    "times",
    "modulo",
    "divisible",
    "multiple",
    "between",
    "within",
    "outside",
    "until",
    "once",
    "twice",
    "true",
    "false",
    "missing",
    "sorted",
    "earliest",
    "latest",
    "highest",
    "lowest",
    "largest",
    "smallest",
    "longest",
    "shortest",
    "maximum",
    "minimum",
    "consecutive",
    "otherwise",
    "unless",
    "except",
    "per",
)
NUMBER = re.compile(r"(?<![A-Za-z_\d.])\d+(?:\.\d+)?(?![A-Za-z_\d])")
SNAKE = re.compile(r"(?<![\w])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w])")
LITERAL = re.compile(r"(?<![\w])\"[^\"\s]*\"|(?<![\w])'[^'\s]*'(?![\w])")  # one-token quoted literal
# After a parameter named like an article ("a"), these words show it is used as the name.
NAME_CUES = r"(?:is|are|and|or|has|to|with|as|if|then|equals|in|of|by|for|than|[^\w\s]|$)"

# Surviving share of seed-pack words (occurrences in the spec; words the target pack shares and
# rule phrases excluded), over every seed and both keys. Measured 2026-11-29 with the original
# renderer (collections/items nouns only): pack 0.49, keywords 0.69 (same measure).
MAX_SURVIVAL = {"pack": 0.33, "movable": 0.08, "keywords": 0.33, "keywords_movable": 0.07}


@functools.cache
def phrase_pattern(phrase: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(phrase) + r"(?![\w-])", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def flat(text: str) -> str:
    return " ".join(text.split())


def count(phrase: str, text: str) -> int:
    return len(phrase_pattern(phrase).findall(flat(text)))


def spec_of(docstring: str) -> str:
    """The disguised spec: the docstring without its headline."""
    return docstring.split("\n", 1)[1] if "\n" in docstring else ""


@functools.cache
def seed(path: Path) -> Seed:
    return load_seed(path)


@functools.cache
def disguised(path: Path, salt: str) -> tuple[str, str, str]:
    """(target domain, original spec, disguised spec) for one seed and key."""
    s = seed(path)
    key = f"{salt}:{Path(s.path).resolve().relative_to(ROOT)}"  # the same keys wherever the checkout lives
    domain = choose_domain(s.domain, key)
    return domain, inspect.cleandoc(s.docstring), spec_of(disguise_docstring(s, domain=domain, key=key))


@functools.cache
def pack_tokens(domain: str) -> frozenset[str]:
    return frozenset(t for w in load_pack(domain).all_words() for t in w.split("_") if len(t) >= 3)


@functools.cache
def pack_phrases(domain: str) -> list[str]:
    return sorted((w.replace("_", " ") for w in load_pack(domain).all_words() if "_" in w), key=len, reverse=True)


def meaning_problems(path: Path, salt: str) -> list[str]:
    """Every way the disguised spec of ``path`` fails to keep the original's meaning or names."""
    s = seed(path)
    domain, original, new = disguised(path, salt)
    problems: list[str] = []
    unquoted = LITERAL.sub("", new)
    names = [p.name for p in s.parameters] + [s.function]
    for name in names:
        if len(name) == 1 and name.lower() in "ai":
            hit = re.search(rf"(?<![\w-]){name}\s*(?={NAME_CUES})", unquoted)
        else:
            hit = re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", unquoted)
        if hit:
            problems.append(f"parameter {name!r} survives")
    for name in set(SNAKE.findall(LITERAL.sub("", original))):
        notation = any(len(part) <= 1 or part.isdigit() for part in name.split("_"))
        if not notation and re.search(rf"(?<![\w]){name}(?![\w])", unquoted):
            problems.append(f"spec identifier {name!r} survives")
    # 'a' as an article ('a part'), not a parameter named a ('a is shelved before b')
    article = re.compile(
        r"(?<![\w-])(?:a|an|A|An)\s+(?!(?:is|are|and|or|has|to|with|as|if|then|equals|in|of|by|for|"
        r"than)(?![\w]))[a-z]"
    )
    if len(article.findall(new)) < len(article.findall(original)):
        problems.append(f"articles lost: {len(article.findall(original))} -> {len(article.findall(new))}")
    before, after = Counter(NUMBER.findall(original)), Counter(NUMBER.findall(new))
    problems += [f"number {n} lost" for n, c in before.items() if after[n] < c]
    for literal in LITERAL.findall(original):
        if "<" not in literal and literal not in new:
            problems.append(f"literal {literal} lost")
    fields = [f.strip() for t in re.findall(r"\(([\w\s,]+,[\w\s,]+)\)", original) for f in t.split(",")]
    renamed = {n.lower() for n in (*names, *fields)} | {w.lower() for n in names for w in n.split("_")}
    blanked = original
    for phrase in pack_phrases(s.domain):  # "heart rate" is a domain term, not the rule word "rate"
        blanked = phrase_pattern(phrase).sub("#", blanked)
    for phrase in RULE_PHRASES:
        if phrase in renamed:
            continue
        if count(phrase, new) < count(phrase, blanked):
            problems.append(f"rule phrase {phrase!r}: {count(phrase, blanked)} -> {count(phrase, new)}")
    return problems


# on a stride of the library and totp_counters (a parameter word once survived there); every seed:
# `python -m bench library`. test_seed_pack_words_move below still measures every seed.
@pytest.mark.parametrize(
    "path", sample(SEED_FILES, 5, 4, keep=["security/totp_counters"]), ids=lambda p: f"{p.parent.name}/{p.stem}"
)
def test_docstring_keeps_meaning_and_renames(path: Path) -> None:
    for salt in KEYS:
        problems = meaning_problems(path, salt)
        assert not problems, f"{path} ({disguised(path, salt)[0]}): {problems}\n{disguised(path, salt)[2]}"


def survival() -> dict[str, tuple[int, int]]:
    """(surviving, total) occurrences over all seeds and keys of: seed-pack words ("pack"), those of
    them the renderer may move ("movable": not in its list of rule/generic words), and the seed's
    keyword words ("keywords", "keywords_movable")."""
    totals = {k: [0, 0] for k in ("pack", "movable", "keywords", "keywords_movable")}

    def tally(kind: str, token: str, original: str, new: str, forms: tuple[str, ...]) -> None:
        for form in forms:
            c = count(form, original)
            kept = min(c, count(form, new))
            for k in (kind, f"{kind}_movable" if kind == "keywords" else "movable"):
                if k.endswith("movable") and token in GENERIC:
                    continue
                totals[k][0] += kept
                totals[k][1] += c

    for path in SEED_FILES:
        s = seed(path)
        for salt in KEYS:
            domain, original, new = disguised(path, salt)
            for token in pack_tokens(s.domain) - pack_tokens(domain) - set(RULE_PHRASES):
                tally("pack", token, original, new, (token, token + "s"))
            keywords = {w.lower() for k in s.keywords for w in re.findall(r"[A-Za-z]{3,}", k)}
            for token in keywords - pack_tokens(domain) - set(RULE_PHRASES):
                tally("keywords", token, original, new, (token,))
    return {k: (v[0], v[1]) for k, v in totals.items()}


def test_seed_pack_words_move() -> None:
    measured = survival()
    shares = {k: kept / total for k, (kept, total) in measured.items()}
    print("surviving shares:", {k: round(v, 3) for k, v in shares.items()})
    assert all(total > 300 for _, total in measured.values())  # the measure covers the library
    for kind, bound in MAX_SURVIVAL.items():
        assert shares[kind] <= bound, (kind, shares[kind])


def test_brief_example_tiered_discount_into_games() -> None:
    s = seed(ROOT / "seeds/retail/tiered_discount.py")
    doc = disguise_docstring(s, domain="games", key="example")
    spec = " ".join(spec_of(doc).split())
    assert "in any order" in spec  # 'order' is a rule word here, never a domain noun
    for word in ("subtotal", "threshold_cents", "tiers", "discount tier", "percent"):
        assert not re.search(rf"(?<![\w]){word}(?![\w])", spec), (word, doc)
    for phrase in ("at least", "exactly", "rounded down", "highest", "minus"):
        assert phrase in spec, (phrase, doc)
    pairs = re.search(r"\((\w+), (\w+)\) pairs", spec)
    assert pairs, doc
    assert disguise_docstring(s, domain="games", key="example") == doc  # deterministic


def test_fast_path_matches_the_disguise() -> None:
    """disguise_docstring gives the docstring disguise_mutant puts on both twins."""
    for rel in (
        "retail/tiered_discount.py",
        "agriculture/ready_to_harvest.py",
        "geometry/rect_intersection.py",
        "healthcare/vitals_alerts.py",
    ):
        s = seed(ROOT / "seeds" / rel)
        mutant = enumerate_mutants(s.source, function=s.function, path=s.path, limit=1)[0]
        key = f"fast:{rel}"
        domain = choose_domain(s.domain, key)
        d = disguise_mutant(s, mutant, domain=domain, key=key, rewrites=())
        assert d.docstring == disguise_docstring(s, domain=domain, key=key)


def test_identifiers_articles_literals_and_placeholders() -> None:
    text = (
        "True when a is shelved before b; a part of a counts. Returns 'username' when username is "
        'short. readings are (patient, pulse) pairs; each appends "<patient>:pulse". Patients are kept.'
    )
    out = rewrite_spec(
        text,
        {"a": "left_code", "b": "right_code", "username": "handle", "readings": "scans"},
        load_pack("healthcare"),
        load_pack("games"),
        "k",
        code_names={"patient": "player_tag"},
        vocabulary=SpecVocabulary(("patient",), ""),
    )
    assert out.startswith("True when left_code is shelved before right_code; a part of a counts.")
    assert "'username'" in out and "when handle is short" in out
    assert "(player_tag, pulse) pairs" in out and '"<player_tag>:pulse"' in out
    assert "Patients" not in out


def test_generic_words_never_move_and_numbers_stay() -> None:
    text = "Orders are kept in any order; a rate of 5 applies at least once per order, rounded up to 0.5."
    retail, music = load_pack("retail"), load_pack("music")
    out = rewrite_spec(text, {}, retail, music, "k", vocabulary=SpecVocabulary(("order", "rate"), "Retail: orders"))
    assert out == text


SPEC = (
    "The loop must hold daily_demand * lead_days units. A part with positive demand always gets "
    "at least 2 cards; no positive daily demand -> 0. A volume of 0 ml or less gives 0. The mean gap "
    "decides the rest."
)
RENAMES = {"daily_demand": "clicks", "lead_days": "shift_len", "volume_ml": "wind_kmh", "mean_gap": "spread"}


def _told(parameters: tuple[str, ...]) -> str:
    return rewrite_spec(
        SPEC, dict(RENAMES), None, load_pack("photography"), "t", code_names=dict(RENAMES), parameters=parameters
    )


def test_prose_standing_for_a_parameter_follows_its_new_name() -> None:
    """ "positive demand" and "a volume of 0 ml" spoke of daily_demand and volume_ml; told in another
    domain they must name the renamed parameters, not unrelated words of the pack."""
    told = _told(("daily_demand", "lead_days", "volume_ml"))
    assert "positive clicks always" in told and "no positive clicks -> 0" in told
    assert "wind kmh of 0 ml or less" in told and "volume" not in told and "demand" not in told
    assert "The mean gap" in told  # a local's words are the spec's own prose: "mean" is a rule
    assert "clicks * shift_len" in told
    unbound = _told(())  # without the parameters, the words go where the pack sends them
    assert "positive clicks" not in unbound and "wind kmh of 0 ml" not in unbound


@pytest.mark.parametrize("rel", ["statistics/covariance.py", "statistics/median.py", "statistics/multimode.py"])
def test_docstring_examples_stay_examples_renamed_as_code(rel: str) -> None:
    """A seed's docstring examples are code: disguised, each keeps its own lines (the prose filler
    once ran them into one paragraph), its expected results unchanged, and calls the function by its
    new name; the examples' own variables follow the parameters they share a name with."""
    s = seed(ROOT / "seeds" / rel)
    old = [line for line in s.docstring.splitlines() if line.strip()]
    old = old[next(i for i, line in enumerate(old) if line.lstrip().startswith(">>>")) :]
    for salt in KEYS:
        domain = choose_domain(s.domain, salt)
        doc = disguise_docstring(s, domain=domain, key=salt)
        lines = [line.strip() for line in doc.splitlines() if line.strip()]
        new = lines[next(i for i, line in enumerate(lines) if line.startswith(">>>")) :]
        assert [line.startswith(">>>") for line in new] == [line.lstrip().startswith(">>>") for line in old], doc
        assert [r for r in new if not r.startswith(">>>")] == [
            r.strip() for r in old if not r.lstrip().startswith(">>>")
        ]
        calls = [re.findall(r"(\w+)\(", line) for line in new if line.startswith(">>>")]
        assert s.function not in {c for found in calls for c in found}, doc
        assert any(found for found in calls), doc
