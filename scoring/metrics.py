"""The scoring rules (DESIGN "Scoring"), exact: every term is a Fraction.

Per tier: detection = share of defective snippets answered yes; line F1 = mean over all snippets
(defective: F1 of the named lines against ``fault_lines``, or against the best-matching set of
``accepted_fault_lines`` (every minimal repair's lines), 0 when none are named; non-defective: 1
when no line is named, else 0); keyword recall = mean over defective snippets of the share of keyword
groups hit; false-positive rate = share of non-defective snippets answered yes; score = (detection +
line F1 + keyword recall) / 3 - false-positive rate. The average is the unweighted mean of the tier
scores. Each term reads its own field whatever the verdict.
"""

from __future__ import annotations

import functools
import operator
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction

from core.errors import InputFileError
from scoring.bulk import gc_paused
from scoring.keywords import credited_groups
from scoring.model import (
    TRACKS,
    GroupScore,
    Key,
    KeyRecord,
    ParsedResponse,
    ResponseSet,
    RunScore,
    SnippetScore,
    Terms,
    TierScore,
    TwinGap,
    tier_sort_key,
)
from scoring.parse import FAILURE, parse_response
from scoring.pr_records import track_key, tracks_of

ZERO = Fraction(0)
ONE = Fraction(1)
_SHOWN_IDS = 3
_FAILURE_EXAMPLES = 3
_EXAMPLE_CHARS = 100


def failure_example(text: str) -> str:
    """The opening of an unreadable response, on one line, for the report."""
    flat = " ".join(text[: _EXAMPLE_CHARS * 4].split())
    return flat if len(flat) <= _EXAMPLE_CHARS else flat[: _EXAMPLE_CHARS - 1] + "…"


@functools.lru_cache(maxsize=4096)
def _fraction(numerator: int, denominator: int) -> Fraction:
    """Small fractions recur constantly (1/2, 2/3, ...): build each one once."""
    return Fraction(numerator, denominator)


def line_f1(record: KeyRecord, parsed: ParsedResponse) -> Fraction:
    """F1 of the named lines against the fault lines (defective) or 1/0 for none/some named."""
    named = parsed.named_line_count
    if not record.defective:
        return ONE if named == 0 else ZERO
    if named == 0 or not record.fault_lines:
        return ZERO
    best = ZERO
    for lines in record.line_sets:  # every minimal repair's lines: the best-matching set counts
        true_positive = sum(1 for line in lines if parsed.names_line(line))
        # F1 = 2PR / (P + R) = 2 tp / (|named| + |faults|)
        best = max(best, _fraction(2 * true_positive, named + len(lines)))
    return best


def keyword_recall(record: KeyRecord, parsed: ParsedResponse) -> Fraction | None:
    if not record.defective:
        return None
    if not record.keywords:
        return ZERO
    return _fraction(credited_groups(parsed.explanation, record.keywords, record.anchors), len(record.keywords))


def score_snippet(record: KeyRecord, parsed: ParsedResponse, *, missing: bool = False) -> SnippetScore:
    return SnippetScore(
        snippet_id=record.snippet_id,
        item_id=record.item_id,
        variant=record.variant,
        tier=record.tier,
        defective=record.defective,
        said_yes=parsed.verdict,
        line_f1=line_f1(record, parsed),
        keyword_recall=keyword_recall(record, parsed),
        parse_failure=parsed.parse_failure and not missing,
        missing=missing,
        witness=parsed.witness,
        track=record.track,
    )


def exact_mean(values: Iterable[Fraction]) -> Fraction | None:
    """Mean of Fractions, summed per denominator in plain ints (fast for many small fractions)."""
    buckets: dict[int, int] = defaultdict(int)
    count = 0
    for value in values:
        buckets[value.denominator] += value.numerator
        count += 1
    return _bucket_mean(buckets, count)


def _bucket_mean(buckets: Mapping[int, int], count: int) -> Fraction | None:
    if count == 0:
        return None
    return sum((Fraction(num, den) for den, num in buckets.items()), ZERO) / count


_parts = operator.attrgetter("_numerator", "_denominator")  # CPython's Fraction keeps both in slots


def terms_of(scores: Sequence[SnippetScore]) -> Terms:
    """The four terms and the score over any group of scored snippets (one pass, exact)."""
    n_defective = n_clean = detected = false_alarms = 0
    f1_sums: dict[int, int] = defaultdict(int)
    recall_sums: dict[int, int] = defaultdict(int)
    f1_double = recall_double = 0.0
    for s in scores:
        # the parts of a Fraction, read from its slots (its numerator/denominator properties are a
        # Python call each, four per snippet); numerator / denominator is what float(Fraction) computes
        num, den = _parts(s.line_f1)
        f1_sums[den] += num
        f1_double += num / den
        if s.defective:
            n_defective += 1
            detected += s.said_yes
            recall = s.keyword_recall
            if recall is not None:
                num, den = _parts(recall)
                recall_sums[den] += num
                recall_double += num / den
        else:
            n_clean += 1
            false_alarms += s.said_yes
    detection = Fraction(detected, n_defective) if n_defective else None
    false_positive = Fraction(false_alarms, n_clean) if n_clean else None
    f1_mean = _bucket_mean(f1_sums, len(scores))
    recall_mean = _bucket_mean(recall_sums, n_defective)
    score = None
    if detection is not None and f1_mean is not None and recall_mean is not None and false_positive is not None:
        score = (detection + f1_mean + recall_mean) / 3 - false_positive
    det_d = detected / n_defective if n_defective else None
    fp_d = false_alarms / n_clean if n_clean else None
    f1_d = f1_double / len(scores) if scores else None
    kw_d = recall_double / n_defective if n_defective else None
    score_d = None
    if det_d is not None and f1_d is not None and kw_d is not None and fp_d is not None:
        score_d = (det_d + f1_d + kw_d) / 3 - fp_d
    return Terms(
        n_snippets=len(scores),
        n_defective=n_defective,
        n_clean=n_clean,
        detection=detection,
        line_f1=f1_mean,
        keyword_recall=recall_mean,
        false_positive_rate=false_positive,
        score=score,
        doubles=(det_d, f1_d, kw_d, fp_d, score_d),
    )


def _named(ids: Sequence[str]) -> str:
    shown = ", ".join(ids[:_SHOWN_IDS])
    more = len(ids) - _SHOWN_IDS
    return f"{shown}, ... ({more} more)" if more > 0 else shown


def check_coverage(key: Key, responses: ResponseSet, *, allow_missing: bool = False) -> tuple[int, int]:
    """Refuse duplicated ids always, missing or unknown ids unless allowed.

    Returns (missing, unknown) counts. With ``allow_missing`` a missing snippet is scored as an
    unanswered one (verdict no, no lines, empty explanation) and an unknown id is ignored; a set
    that answers none of the key's snippets is refused even then.
    """
    where = responses.source or responses.label
    ids = [snippet_id for snippet_id, _ in responses.responses]
    seen = set(ids)
    duplicated: list[str] = []
    if len(seen) != len(ids):  # rare: name every duplicate, in file order
        once: set[str] = set()
        for snippet_id in ids:
            if snippet_id in once and snippet_id not in duplicated:
                duplicated.append(snippet_id)
            once.add(snippet_id)
    if duplicated:
        raise InputFileError(
            f"{where}: {len(duplicated)} snippet id(s) answered more than once: {_named(duplicated)}; "
            "keep one response per snippet"
        )
    known = key.by_id.keys()
    # set arithmetic first (the common case: nothing missing, nothing unknown), lists in order only then
    unknown = [sid for sid in ids if sid not in known] if not seen <= known else []
    missing = [r.snippet_id for r in key.records if r.snippet_id not in seen] if len(seen & known) != len(known) else []
    if not allow_missing:
        if unknown:
            raise InputFileError(
                f"{where}: {len(unknown)} snippet id(s) not in the key {key.source}: {_named(unknown)}; "
                "check that the key and the responses belong to the same edition, or pass --allow-missing"
            )
        if missing:
            raise InputFileError(
                f"{where}: {len(missing)} snippet id(s) of the key have no response: {_named(missing)}; "
                "answer them or pass --allow-missing"
            )
    elif len(missing) == len(key.records):
        raise InputFileError(
            f"{where}: answers none of the {len(key.records)} snippets of the key {key.source}; "
            "check that the key and the responses belong to the same edition"
        )
    return len(missing), len(unknown)


def _breakdowns(scores: Sequence[SnippetScore], key: Key) -> tuple[GroupScore, ...]:
    groups: dict[tuple[str, str], list[SnippetScore]] = defaultdict(list)
    for score in scores:
        record = key.by_id[score.snippet_id]
        for name in record.operators:
            groups[("operator", name)].append(score)
        groups[("domain", record.domain)].append(score)
        groups[("variant", record.variant)].append(score)
    kinds = {"operator": 0, "domain": 1, "variant": 2}
    variant_order = {v: i for i, v in enumerate(("original", "disguised", "fixed", "clean"))}
    ordered = sorted(
        groups,
        key=lambda kg: (kinds[kg[0]], variant_order.get(kg[1], 9) if kg[0] == "variant" else 0, kg[1]),
    )
    return tuple(
        GroupScore(
            kind=kind,
            group=group,
            n_items=len({s.item_id for s in groups[(kind, group)]}),
            terms=terms_of(groups[(kind, group)]),
        )
        for kind, group in ordered
    )


def _twin_gap(scores: Sequence[SnippetScore]) -> TwinGap | None:
    by_item: dict[str, dict[str, SnippetScore]] = defaultdict(dict)
    for score in scores:
        by_item[score.item_id][score.variant] = score
    pairs = [(v["original"], v["fixed"]) for v in by_item.values() if "original" in v and "fixed" in v]
    if not pairs:
        return None
    n = len(pairs)
    detection = Fraction(sum(o.said_yes for o, _ in pairs), n)
    correct_no = Fraction(sum(not f.said_yes for _, f in pairs), n)
    both = Fraction(sum(o.said_yes and not f.said_yes for o, f in pairs), n)
    return TwinGap(
        n_items=n, detection=detection, fixed_correct_no=correct_no, gap=detection - correct_no, both_right=both
    )


def score_responses(key: Key, responses: ResponseSet | Mapping[str, str], *, allow_missing: bool = False) -> RunScore:
    """Score one response set against a key (pure; raises InputFileError on coverage problems)."""
    with gc_paused():
        return _score_responses(key, responses, allow_missing=allow_missing)


def _score_responses(key: Key, responses: ResponseSet | Mapping[str, str], *, allow_missing: bool = False) -> RunScore:
    if not isinstance(responses, ResponseSet):
        responses = ResponseSet(model="responses", run="", responses=tuple(responses.items()))
    if key.voided_ids:  # answers to the snippets of items voided by an upheld dispute are ignored
        kept = tuple(pair for pair in responses.responses if pair[0] not in key.voided_ids)
        responses = ResponseSet(responses.model, responses.run, kept, responses.source)
    track = ""
    if len(tracks_of(key.records)) > 1:  # a set answering one track only is scored on that track
        answered = {sid for sid, _ in responses.responses}
        for name in tracks_of(key.records):
            part = track_key(key, name)
            if answered <= part.by_id.keys():
                key, track = part, name
                break
    original_forms = key.forms
    if key.forms:  # responses to whole forms are scored against those forms' snippets
        covering = key.forms_covering({sid for sid, _ in responses.responses})
        if covering:
            key = key.restricted(covering)
    missing_count, unknown_count = check_coverage(key, responses, allow_missing=allow_missing)
    given = responses.as_dict()
    scores: list[SnippetScore] = []
    examples: list[tuple[str, str]] = []
    for record in key.records:
        text = given.get(record.snippet_id)
        parsed = FAILURE if text is None else parse_response(text)
        if text is not None and parsed.parse_failure and len(examples) < _FAILURE_EXAMPLES:
            examples.append((record.snippet_id, failure_example(text)))
        scores.append(score_snippet(record, parsed, missing=text is None))
    forms = tuple(name for name, _ in key.forms) if len(key.forms) < len(original_forms) else ()
    run = _assemble(key, responses, scores, examples, missing_count, unknown_count, forms)
    if track:
        return replace(run, track=track)
    names = tuple(t for t in TRACKS if any(s.track == t for s in scores))
    if names == ("snippet",):  # a snippet-only key: no per-track figures (old editions score as before)
        return run
    tracks = []
    for name in names:
        mine = [s for s in scores if s.track == name]
        ids = {s.snippet_id for s in mine}
        shown = [e for e in examples if e[0] in ids]
        tracks.append(
            (name, _assemble(key, responses, mine, shown, sum(s.missing for s in mine), unknown_count, forms))
        )
    return replace(run, tracks=tuple(tracks))


def _assemble(
    key: Key,
    responses: ResponseSet,
    scores: Sequence[SnippetScore],
    examples: Sequence[tuple[str, str]],
    missing_count: int,
    unknown_count: int,
    forms: tuple[str, ...],
) -> RunScore:
    """The run's figures over ``scores`` (all of the key's, or one track's): the tier formula."""
    by_tier: dict[str, list[SnippetScore]] = defaultdict(list)
    for score in scores:
        by_tier[score.tier].append(score)
    tiers = []
    for tier in sorted(by_tier, key=tier_sort_key):
        terms = terms_of(by_tier[tier])
        tiers.append(TierScore(tier=tier, n_items=len({s.item_id for s in by_tier[tier]}), terms=terms))
    tier_scores = [t.terms.score if t.terms.score is not None else ZERO for t in tiers]
    average = sum(tier_scores, ZERO) / len(tier_scores) if tier_scores else ZERO
    breakdowns = _breakdowns(scores, key)
    variants = {g.group: g.terms for g in breakdowns if g.kind == "variant"}
    disguise_gap = None
    if "original" in variants and "disguised" in variants:
        o, d = variants["original"].detection, variants["disguised"].detection
        if o is not None and d is not None:
            disguise_gap = o - d
    return RunScore(
        model=responses.model,
        run=responses.run,
        source=responses.source,
        tiers=tuple(tiers),
        average=average,
        parse_failures=sum(s.parse_failure for s in scores),
        missing=missing_count,
        unknown=unknown_count,
        snippets=tuple(scores),
        breakdowns=breakdowns,
        twin_gap=_twin_gap(scores),
        disguise_gap=disguise_gap,
        failure_examples=tuple(examples),
        forms=forms,
    )
