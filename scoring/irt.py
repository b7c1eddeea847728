"""A two-parameter logistic item-response model, fitted in numpy.

P(set j solves item i) = sigmoid(a_i * theta_j + c_i), difficulty b_i = -c_i / a_i, discrimination a_i.

The fit is marginal maximum a posteriori by EM on a fixed quadrature grid (Bock and Aitkin, with
item priors as in BILOG's Bayes modal estimation): abilities are integrated out against a standard
normal, so the scale is fixed by that prior and a handful of response sets (models) is enough to fit.
Priors: ``a ~ N(1, 1)`` (a normal, not a log-normal, so that a negative discrimination can show: a
likely key error) and ``c ~ N(0, 2^2)``; they keep items every set solves (or none does) finite.
The M-step is a damped Newton step per item on the expected complete-data log posterior, which is
concave in (a, c), so it cannot diverge. Intervals are Laplace intervals from that posterior's
curvature at convergence (difficulty by the delta method); they ignore the uncertainty of the
abilities, which the synthetic-recovery test measures (``tests/test_calibrate.py``).

girth 0.8 installs against the pinned numpy but took 33 s on 176 items x 3 sets and ran every
parameter to its bounds there; py-irt needs torch and pyro. Neither fits a few-models calibration.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

Array = NDArray[np.float64]

PRIOR_A_MEAN = 1.0
PRIOR_A_SD = 1.0
PRIOR_C_SD = 2.0
GRID = 41  # quadrature nodes on [-5, 5]


@dataclass(frozen=True)
class Fit:
    """Per item (columns): discrimination ``a``, intercept ``c``, difficulty ``b`` with standard
    errors; per response set (rows): the posterior mean ability and its posterior sd."""

    a: Array
    a_se: Array
    c: Array
    b: Array
    b_se: Array
    ability: Array
    ability_sd: Array
    iterations: int
    converged: bool

    def interval(self, values: Array, se: Array, confidence: float) -> tuple[Array, Array]:
        z = statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
        return values - z * se, values + z * se


def _sigmoid(x: Array) -> Array:
    out: Array = 0.5 * (1.0 + np.tanh(0.5 * x))  # stable for large |x|
    return out


def _dot(left: Array, right: Array) -> Array:
    """A matrix product without BLAS: these matrices are small, and BLAS threads on a loaded machine
    made a fit 10 times slower."""
    out: Array = np.einsum("ij,jk->ik", left, right)
    return out


def _grid() -> tuple[Array, Array]:
    nodes = np.linspace(-5.0, 5.0, GRID)
    weights = np.exp(-0.5 * nodes**2)
    return nodes, weights / weights.sum()


def _posterior(x: Array, mask: Array, a: Array, c: Array, nodes: Array, weights: Array) -> Array:
    """Each set's posterior over the grid (sets x nodes)."""
    p = np.clip(_sigmoid(np.outer(nodes, a) + c), 1e-12, 1 - 1e-12)  # nodes x items
    log_like = _dot(x * mask, np.log(p).T) + _dot((1 - x) * mask, np.log1p(-p).T)  # sets x nodes
    log_post = log_like + np.log(weights)
    log_post -= log_post.max(axis=1, keepdims=True)
    post = np.exp(log_post)
    out: Array = post / post.sum(axis=1, keepdims=True)
    return out


def _newton(a: Array, c: Array, n: Array, r: Array, nodes: Array) -> tuple[Array, Array, Array]:
    """One damped Newton step per item on sum_k r log p + (n - r) log(1 - p) + log prior; returns
    the new (a, c) and the negative Hessian (items x 2 x 2) at the old point."""
    p = _sigmoid(np.outer(nodes, a) + c)  # nodes x items
    resid = r - n * p
    w = n * p * (1 - p)
    g_a = (resid * nodes[:, None]).sum(axis=0) - (a - PRIOR_A_MEAN) / PRIOR_A_SD**2
    g_c = resid.sum(axis=0) - c / PRIOR_C_SD**2
    h_aa = (w * nodes[:, None] ** 2).sum(axis=0) + 1 / PRIOR_A_SD**2
    h_ac = (w * nodes[:, None]).sum(axis=0)
    h_cc = w.sum(axis=0) + 1 / PRIOR_C_SD**2
    det = h_aa * h_cc - h_ac**2
    step_a = (h_cc * g_a - h_ac * g_c) / det
    step_c = (h_aa * g_c - h_ac * g_a) / det
    scale = np.minimum(1.0, 1.0 / np.maximum(np.maximum(np.abs(step_a), np.abs(step_c)), 1e-12))  # at most 1 per step
    info = np.stack([np.stack([h_aa, h_ac], -1), np.stack([h_ac, h_cc], -1)], -2)
    return a + scale * step_a, c + scale * step_c, info


def fit_2pl(responses: Array, *, max_iterations: int = 500, tolerance: float = 1e-5) -> Fit:
    """Fit the model to ``responses`` (sets x items: 1 solved, 0 not, NaN not answered)."""
    data = np.asarray(responses, dtype=np.float64)
    if data.ndim != 2 or data.shape[0] < 1 or data.shape[1] < 1:
        raise ValueError("responses must be a non-empty sets x items matrix")
    mask = (~np.isnan(data)).astype(np.float64)
    x = np.nan_to_num(data, nan=0.0)
    nodes, weights = _grid()
    n_items = data.shape[1]
    a = np.full(n_items, PRIOR_A_MEAN)
    c = np.zeros(n_items)
    converged = False
    iterations = 0
    for iterations in range(1, max_iterations + 1):  # noqa: B007 (the count is reported)
        post = _posterior(x, mask, a, c, nodes, weights)
        n = _dot(post.T, mask)  # nodes x items: expected sets at each node that answered the item
        r = _dot(post.T, x * mask)  # ... and solved it
        new_a, new_c = a, c
        for _ in range(3):
            new_a, new_c, _info = _newton(new_a, new_c, n, r, nodes)
        change = max(float(np.abs(new_a - a).max()), float(np.abs(new_c - c).max()))
        a, c = new_a, new_c
        if change < tolerance:
            converged = True
            break
    post = _posterior(x, mask, a, c, nodes, weights)
    n, r = _dot(post.T, mask), _dot(post.T, x * mask)
    _, _, info = _newton(a, c, n, r, nodes)
    cov = np.linalg.inv(info)
    var_a, var_c, cov_ac = cov[:, 0, 0], cov[:, 1, 1], cov[:, 0, 1]
    safe_a = np.where(np.abs(a) < 1e-6, 1e-6, a)
    b = -c / safe_a
    # delta method: db/dc = -1/a, db/da = c/a^2
    d_c, d_a = -1 / safe_a, c / safe_a**2
    var_b = d_a**2 * var_a + d_c**2 * var_c + 2 * d_a * d_c * cov_ac
    ability = post @ nodes
    ability_sd = np.sqrt(np.maximum(post @ nodes**2 - ability**2, 0.0))
    return Fit(
        a=a,
        a_se=np.sqrt(var_a),
        c=c,
        b=b,
        b_se=np.sqrt(np.maximum(var_b, 0.0)),
        ability=ability,
        ability_sd=ability_sd,
        iterations=iterations,
        converged=converged,
    )


def simulate(
    a: Array, b: Array, theta: Array, rng: np.random.Generator, *, missing: float = 0.0
) -> NDArray[np.float64]:
    """Responses drawn from the model (sets x items), a share ``missing`` left unanswered."""
    p = _sigmoid(np.outer(theta, a) - a * b)
    data = (rng.random(p.shape) < p).astype(np.float64)
    if missing:
        data[rng.random(p.shape) < missing] = np.nan
    return data
