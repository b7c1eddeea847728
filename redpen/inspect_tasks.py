"""The inspect-ai tasks of redpen (needs ``redpen[inspect]``), loaded by inspect-ai through the
``inspect_ai`` entry point: ``inspect eval redpen/review -T edition=DIR [-T form=A] --model M``."""

from __future__ import annotations

from inspect_ai import Task, task

from generator.harness.inspect_task import review_task


@task
def review(edition: str, form: str | None = None, key: str | None = None) -> Task:
    """Review every live snippet of ``edition`` (or of its ``form``), scored by redpen against
    ``key`` (default ``<edition>/key``): the figures of ``redpen score`` on the same responses."""
    return review_task(edition, form, key)
