"""`make bench`: run every bench/bench_*.py module's ``main()`` (or only those named on argv)."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import bench


def main(argv: list[str]) -> int:
    wanted = set(argv)
    names = sorted(i.name for i in pkgutil.iter_modules(bench.__path__) if i.name.startswith("bench_"))
    for name in names:
        if wanted and name not in wanted and name.removeprefix("bench_") not in wanted:
            continue
        print(f"== {name} ==", flush=True)
        importlib.import_module(f"bench.{name}").main()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
