"""What makes a function impure for harvesting: I/O, the network, randomness, time, the locale,
the interpreter, global writes; :func:`purity_problem` names the first one a function shows.
"""

from __future__ import annotations

import libcst as cst

IMPURE_MODULES = {
    "os": "I/O",
    "io": "I/O",
    "shutil": "I/O",
    "pathlib": "I/O",
    "tempfile": "I/O",
    "glob": "I/O",
    "fcntl": "I/O",
    "sqlite3": "I/O",
    "logging": "I/O",
    "pickle": "I/O",
    "marshal": "I/O",
    "mmap": "I/O",
    "select": "I/O",
    "socket": "network",
    "ssl": "network",
    "urllib": "network",
    "http": "network",
    "smtplib": "network",
    "ftplib": "network",
    "asyncio": "network",
    "webbrowser": "network",
    "random": "randomness",
    "secrets": "randomness",
    "uuid": "randomness",
    "time": "time",
    "threading": "time",
    "signal": "time",
    "subprocess": "processes",
    "multiprocessing": "processes",
    "ctypes": "processes",
    "importlib": "the interpreter",
    "locale": "the locale",
    "getpass": "I/O",
    "builtins": "the interpreter",
    "gc": "the interpreter",
    "weakref": "the interpreter",
    "inspect": "the interpreter",
    "sysconfig": "the interpreter",
}


IMPURE_BUILTINS = {
    "open": "I/O",
    "print": "I/O",
    "input": "I/O",
    "exec": "the interpreter",
    "eval": "the interpreter",
    "compile": "the interpreter",
    "globals": "globals",
    "locals": "the interpreter",
    "vars": "the interpreter",
    "breakpoint": "the interpreter",
    "exit": "the interpreter",
    "quit": "the interpreter",
    "help": "I/O",
    "id": "object identity",
    "hash": "string hashing (randomised per run)",
    "__import__": "the interpreter",
    "memoryview": "the interpreter",
    "setattr": "object state",
    "delattr": "object state",
}


IMPURE_ATTRS = {
    "now": "time",
    "today": "time",
    "utcnow": "time",
    "write": "I/O",
    "read": "I/O",
    "readline": "I/O",
    "urandom": "randomness",
    "getenv": "I/O",
}


class _Purity(cst.CSTVisitor):
    def __init__(self) -> None:
        self.problem = ""
        self.depth = 0

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.depth += 1

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.depth -= 1

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self.depth += 1

    def leave_Lambda(self, original_node: cst.Lambda) -> None:
        self.depth -= 1

    def _say(self, text: str) -> None:
        if not self.problem:
            self.problem = text

    def visit_Global(self, node: cst.Global) -> None:
        self._say("writes module globals (global statement)")

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self._say("writes an enclosing scope (nonlocal statement)")

    def visit_Yield(self, node: cst.Yield) -> None:
        if self.depth == 0:
            self._say("is a generator (returns an iterator, not a value)")

    def visit_Await(self, node: cst.Await) -> None:
        self._say("is a coroutine")

    def visit_Attribute(self, node: cst.Attribute) -> None:
        if node.attr.value in IMPURE_ATTRS:
            self._say(f"uses {IMPURE_ATTRS[node.attr.value]} (.{node.attr.value})")


def purity_problem(func: cst.FunctionDef) -> str:
    if func.asynchronous is not None:
        return "is a coroutine"
    visitor = _Purity()
    func.body.visit(visitor)
    return visitor.problem
