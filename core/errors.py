"""Domain errors. Library code raises these; only the CLI boundary turns them into exit codes."""

from __future__ import annotations


class RedpenError(Exception):
    """A user-facing problem: one line that names the file/parameter and says how to fix it."""

    exit_code: int = 2

    def __init__(self, message: str, *, exit_code: int | None = None) -> None:
        super().__init__(message)
        if exit_code is not None:
            self.exit_code = exit_code

    @property
    def message(self) -> str:
        return str(self.args[0])


class SeedError(RedpenError):
    """A seed file cannot be read, parsed or used."""


class UsageError(RedpenError):
    """A bad option value: unknown operator, unknown domain, malformed argument."""


class InputFileError(RedpenError):
    """A malformed input file (responses, key, ledger)."""
