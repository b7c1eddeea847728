"""Doors for harnesses outside the toolkit, above every layer: ``redpen.inspect_tasks`` is
inspect-ai's entry point (``[project.entry-points.inspect_ai]``), whose tasks inspect-ai names
after this package (``redpen/review``)."""
