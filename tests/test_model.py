"""Patches and changed lines: byte-exact inverse edits for any pair of texts."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from core.model import TextPatch, changed_lines

lines = st.lists(st.sampled_from(["a\n", "b\n", "c\n", "  x = 1\n", "\n", "return y\r\n", "tail"]), max_size=12)


@given(lines, lines)
def test_patch_between_restores_exactly(a: list[str], b: list[str]) -> None:
    before, after = "".join(a), "".join(b)
    assert TextPatch.between(before, after).apply(before) == after
    assert TextPatch.between(after, before).apply(after) == before


@given(lines, lines)
def test_changed_lines_are_lines_of_after(a: list[str], b: list[str]) -> None:
    before, after = "".join(a), "".join(b)
    changed = changed_lines(before, after)
    n = len(after.splitlines(keepends=True))
    assert all(1 <= line <= n for line in changed)
    if before == after:
        assert changed == ()


def test_changed_lines_points_deletions_at_the_following_line() -> None:
    before = "a\nb\nc\n"
    assert changed_lines(before, "a\nc\n") == (2,)
    assert changed_lines(before, "a\nb\n") == (2,)
    assert changed_lines(before, "a\nB\nc\n") == (2,)


def test_patch_refuses_wrong_text() -> None:
    patch = TextPatch.between("a\nb\n", "a\nc\n")
    try:
        patch.apply("x\ny\n")
    except ValueError as exc:
        assert "line 2" in str(exc)
    else:
        raise AssertionError("patch applied to the wrong text")
