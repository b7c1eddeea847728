"""Logistic regression in numpy, cross-validated with every item's snippets in one fold.

Grouped cross-validation keeps an item's four variants together, so the classifier cannot learn an
item's text from its twin and must generalise from other items, like an attacker trained on an
earlier edition. Class weights balance the two classes, and accuracy is reported balanced (the mean
of the two classes' recall): a classifier that always answers the larger class scores 50%.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

FOLDS = 5
RIDGE = 1.0
ITERATIONS = 30


@dataclass(frozen=True)
class Classification:
    """Out-of-fold predictions of one classifier and the features that weigh most in it."""

    predictions: tuple[bool, ...]  # out of fold, one per row
    probabilities: tuple[float, ...]
    labels: tuple[bool, ...]
    top_features: tuple[tuple[str, float], ...]  # (name, standardized weight) of a model fit on all rows
    separating: tuple[str, ...] = ()  # features that differ most between the classes

    @property
    def correct(self) -> int:
        return sum(p == y for p, y in zip(self.predictions, self.labels))

    @property
    def balanced_accuracy(self) -> float:
        recalls = []
        for cls in (True, False):
            rows = [p == y for p, y in zip(self.predictions, self.labels) if y == cls]
            if rows:
                recalls.append(sum(rows) / len(rows))
        return sum(recalls) / len(recalls) if recalls else 0.0


def _standardize(train: np.ndarray, test: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean = train.mean(axis=0)
    std = train.std(axis=0)
    std[std == 0] = 1.0
    return (train - mean) / std, (test - mean) / std


def fit(x: np.ndarray, y: np.ndarray, *, ridge: float = RIDGE) -> np.ndarray:
    """Weights (intercept first) of an L2-penalised, class-balanced logistic regression (IRLS)."""
    n, d = x.shape
    design = np.hstack([np.ones((n, 1)), x])
    positives = max(int(y.sum()), 1)
    negatives = max(n - int(y.sum()), 1)
    sample = np.where(y > 0, n / (2 * positives), n / (2 * negatives))
    penalty = np.full(d + 1, ridge)
    penalty[0] = 0.0
    w = np.zeros(d + 1)
    for _ in range(ITERATIONS):
        z = np.clip(design @ w, -30, 30)
        p = 1.0 / (1.0 + np.exp(-z))
        gradient = design.T @ (sample * (p - y)) + penalty * w
        hessian = (design * (sample * p * (1 - p))[:, None]).T @ design + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.max(np.abs(step)) < 1e-8:
            break
    return w


def _predict(w: np.ndarray, x: np.ndarray) -> np.ndarray:
    z = np.clip(w[0] + x @ w[1:], -30, 30)
    return 1.0 / (1.0 + np.exp(-z))


def folds_of(groups: Sequence[str], folds: int = FOLDS) -> np.ndarray:
    """Fold number per row: every group (item) whole in one fold, groups dealt in sorted order."""
    ordered = sorted(set(groups))
    k = max(2, min(folds, len(ordered)))
    number = {g: i % k for i, g in enumerate(ordered)}
    return np.array([number[g] for g in groups])


def separating(matrix: np.ndarray, labels: Sequence[bool], names: Sequence[str], *, top: int = 3) -> tuple[str, ...]:
    """The features whose values differ most between the two classes (standardized mean difference):
    the ones a failing classifier leans on, named in the audit's failure line."""
    y = np.array([1.0 if v else 0.0 for v in labels])
    if y.all() or not y.any():
        return ()
    effect = _effect_sizes(matrix, y)
    order = sorted(range(len(names)), key=lambda i: (-effect[i], names[i]))
    return tuple(names[i] for i in order[:top] if effect[i] > 0)


def _effect_sizes(matrix: np.ndarray, y: np.ndarray) -> np.ndarray:
    a, b = matrix[y > 0], matrix[y <= 0]
    pooled = np.sqrt((a.var(axis=0) * len(a) + b.var(axis=0) * len(b)) / max(len(y), 1))
    gap = np.abs(a.mean(axis=0) - b.mean(axis=0))
    return np.where(pooled > 0, gap / np.where(pooled > 0, pooled, 1.0), np.where(gap > 0, np.inf, 0.0))


def _selected(matrix: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Columns kept for one training fold: the ones that separate its classes most, about one per
    five training rows (at least 5), so a small edition is not drowned in noise features."""
    k = min(matrix.shape[1], max(5, len(y) // 5))
    effect = _effect_sizes(matrix, y)
    return np.array(sorted(np.argsort(-effect, kind="stable")[:k]))


def cross_validate(
    matrix: np.ndarray, labels: Sequence[bool], groups: Sequence[str], names: Sequence[str], *, top: int = 3
) -> Classification:
    """Out-of-fold predictions for every row (grouped folds) and the heaviest features overall."""
    y = np.array([1.0 if label else 0.0 for label in labels])
    fold = folds_of(groups)
    probabilities = np.full(len(y), 0.5)
    for k in sorted(set(fold.tolist())):
        test = fold == k
        train = ~test
        if len(set(y[train].tolist())) < 2:
            continue
        keep = _selected(matrix[train], y[train])
        x_train, x_test = _standardize(matrix[train][:, keep], matrix[test][:, keep])
        probabilities[test] = _predict(fit(x_train, y[train]), x_test)
    x_all, _ = _standardize(matrix, matrix)
    weights = fit(x_all, y)[1:] if len(set(y.tolist())) == 2 else np.zeros(matrix.shape[1])
    order = sorted(range(len(names)), key=lambda i: (-abs(weights[i]), names[i]))[:top]
    return Classification(
        predictions=tuple(bool(p > 0.5) for p in probabilities),
        probabilities=tuple(float(p) for p in probabilities),
        labels=tuple(bool(v) for v in labels),
        top_features=tuple((names[i], round(float(weights[i]), 3)) for i in order if weights[i] != 0),
        separating=separating(matrix, labels, names, top=top),
    )


# the two variant classifiers' rows, by layout: a transplanted disguise (the disguise a population of
# its own, the clean control the odd one of its name), or the disguise planted in the item's own clean
# implementation (generator/disguise/clean_host.py: {original, fixed} and {disguised, clean} are
# pairs of one-edit twins, so the classifiers that can leak tell each pair's defective member)
VARIANT_ROWS = {False: ("disguised-vs-others", "clean-vs-fixed"), True: ("disguised-vs-clean", "original-vs-fixed")}


def twin_layout(items: Iterable[Mapping[str, str]]) -> bool:
    """Is the disguise of every item told with its clean control: the same function name, another
    than the original's (``items``: each item's variant -> function name)? Then the live set's name
    groups are pairs of twins (``generator/disguise/clean_host.py``)."""
    found = list(items)
    return bool(found) and all(
        names.get("clean") == names.get("disguised") and names.get("clean") != names.get("fixed") for names in found
    )


def variant_classifiers(
    matrix: np.ndarray, variants: Sequence[str], groups: Sequence[str], names: Sequence[str], *, twins: bool = False
) -> tuple[Classification, Classification | None]:
    """The two variant classifiers of the audit on one feature matrix (a row per snippet, its
    variant, its item), named by ``VARIANT_ROWS[twins]``: disguised against the other three and
    clean against fixed; in the twin layout, disguised against clean and original against fixed.
    The second is None when there is no such pair."""
    if twins:
        twin_pair = _between(matrix, variants, groups, names, "disguised", "clean")
        assert twin_pair is not None  # the twin layout is read from items that have both
        return twin_pair, _between(matrix, variants, groups, names, "original", "fixed")
    disguised = cross_validate(matrix, [v == "disguised" for v in variants], groups, names)
    return disguised, _between(matrix, variants, groups, names, "clean", "fixed")


def _between(
    matrix: np.ndarray, variants: Sequence[str], groups: Sequence[str], names: Sequence[str], positive: str, other: str
) -> Classification | None:
    """``positive`` against ``other`` on their rows alone (None without a ``positive`` row)."""
    pick = [i for i, v in enumerate(variants) if v in (positive, other)]
    if all(variants[i] != positive for i in pick):
        return None
    return cross_validate(matrix[pick], [variants[i] == positive for i in pick], [groups[i] for i in pick], names)
