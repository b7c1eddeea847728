"""The inspect-ai tasks of redpen (needs ``redpen[inspect]``), loaded by inspect-ai through the
``inspect_ai`` entry point: ``inspect eval redpen/review -T edition=DIR [-T form=A] --model M``."""

from __future__ import annotations

from inspect_ai import Task, task
from inspect_ai.util import registry_info

from generator.harness.inspect_task import review_task

NAME = "redpen/review"


def review(edition: str, form: str | None = None, key: str | None = None) -> Task:
    """Review every live snippet of ``edition`` (or of its ``form``), scored by redpen against
    ``key`` (default ``<edition>/key``): the figures of ``redpen score`` on the same responses."""
    return review_task(edition, form, key)


# inspect-ai names a task after the installed package that holds it ("redpen/review"); where it
# cannot tell (a checkout's redpen.egg-info ahead of the editable install on sys.path), say so
_registered = task(review)
if registry_info(_registered).name != NAME:
    _registered = task(name=NAME)(review)
review = _registered  # the registered wrapper, same signature
