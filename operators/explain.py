"""The answer key's explanation of a mutant, rendered from each site's operator template.

Each site's template (compiled once by the one jinja2 environment) gets the line the site lands on
in the mutant (earlier edits shift later lines), the before and after text, the mechanism and the
template facts the operator recorded.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import jinja2

from core.model import Site
from core.render import environment
from operators.registry import get as get_operator


@functools.lru_cache(maxsize=256)
def _template(source: str) -> jinja2.Template:  # compiled once per operator by the one environment
    return environment().from_string(source)


def _site_lines(sites: Sequence[Site]) -> list[int]:
    """The mutant line each site lands on (its original start line shifted by earlier edits)."""
    shift_points: list[tuple[int, int]] = []
    for site in sites:
        before_lines = site.before.count("\n")
        after_lines = -1 if not site.after and site.before else site.after.count("\n")
        shift_points.append((site.span.start_line, after_lines - before_lines))
    result = []
    for site in sites:
        line = site.span.start_line
        line += sum(delta for start, delta in shift_points if start < site.span.start_line)
        result.append(max(1, line))
    return result


def explain(function: str, sites: Sequence[Site], *, line_shift: int = 0) -> str:
    """The answer key's explanation of a mutant, from each site's operator template.

    Lines are the mutant's own module lines plus ``line_shift`` (pass the snippet's offset to
    speak in the lines of the snippet a reviewer sees)."""
    texts = []
    for site, line in zip(sites, _site_lines(sites)):
        texts.append(
            _template(get_operator(site.operator).explanation)
            .render(
                line=line + line_shift,
                before=site.before,
                after=site.after,
                description=site.description,
                mechanism=site.mechanism,
                function=function,
                **dict(site.facts),
            )
            .strip()
        )
    return " ".join(texts)
