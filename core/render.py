"""The one jinja2 environment every rendered text artifact goes through."""

from __future__ import annotations

import functools
import json

import jinja2

from core.paths import TEMPLATES


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["pyrepr"] = repr
    env.filters["tojson_compact"] = lambda v: json.dumps(v, sort_keys=True, ensure_ascii=False)
    return env


def render(template_name: str, **context: object) -> str:
    """Render templates/<template_name> with strict undefined variables."""
    return environment().get_template(template_name).render(**context)


def render_string(source: str, **context: object) -> str:
    """Render an inline template (e.g. an operator's explanation template)."""
    return environment().from_string(source).render(**context)
