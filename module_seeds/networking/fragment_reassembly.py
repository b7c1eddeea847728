"""Networking: reassemble a datagram from IP-style fragments and report what is missing."""
from typing import NamedTuple

from hypothesis import strategies as st


class Fragment(NamedTuple):
    offset_units: int
    payload: bytes
    more: bool


def byte_range(fragment: Fragment) -> tuple[int, int]:
    """The half-open [start, end) byte range a fragment covers: its offset is
    in 8-byte units, so a fragment at offset 3 with 5 bytes covers [24, 29).

    >>> byte_range(Fragment(3, b"hello", True))
    (24, 29)
    """
    start = fragment.offset_units * 8
    return start, start + len(fragment.payload)


def total_length(fragments: list[Fragment]) -> int | None:
    """The datagram's length in bytes: the end of the byte_range of a
    fragment whose more flag is False (the last fragment). None when no such
    fragment has arrived; when several have, the first in list order counts."""
    for fragment in fragments:
        if not fragment.more:
            return byte_range(fragment)[1]
    return None


def missing_ranges(fragments: list[Fragment]) -> list[tuple[int, int]]:
    """The half-open byte ranges not yet covered by any fragment, in order,
    within [0, total_length); when total_length is unknown, within [0, the
    furthest byte any fragment reaches) followed by (that end, -1), -1 meaning
    "up to the unknown end". Overlapping and duplicate fragments are fine."""
    known = total_length(fragments)
    spans = sorted(byte_range(fragment) for fragment in fragments)
    end = known if known is not None else max((stop for _, stop in spans), default=0)
    gaps = []
    cursor = 0
    for start, stop in spans:
        if start > cursor:
            gaps.append((cursor, min(start, end)))
        cursor = max(cursor, stop)
        if cursor >= end:
            break
    if cursor < end:
        gaps.append((cursor, end))
    gaps = [(a, b) for a, b in gaps if a < b]
    if known is None:
        gaps.append((end, -1))
    return gaps


def is_complete(fragments: list[Fragment]) -> bool:
    """True when the last fragment (more flag False) has arrived and every
    byte before its end is covered: missing_ranges is empty."""
    return not missing_ranges(fragments)


def reassemble(fragments: list[Fragment]) -> bytes | None:
    """The datagram's bytes, or None while it is not complete (is_complete).
    Where fragments overlap, the byte of the fragment listed first wins;
    bytes beyond total_length are dropped."""
    if not is_complete(fragments):
        return None
    length = total_length(fragments)
    assert length is not None
    buffer: list[int | None] = [None] * length
    for fragment in fragments:
        start, _ = byte_range(fragment)
        for index, value in enumerate(fragment.payload):
            if start + index < length and buffer[start + index] is None:
                buffer[start + index] = value
    return bytes(value for value in buffer if value is not None)


def split_datagram(data: bytes, size_units: int) -> list[Fragment]:
    """The datagram cut into fragments of size_units 8-byte units each (the
    last one holds what is left, and may be shorter), in order; the more flag
    is False on the last fragment only. Empty data gives one empty last
    fragment at offset 0. size_units is at least 1.

    >>> split_datagram(b"abcdefghij", 1)
    [Fragment(offset_units=0, payload=b'abcdefgh', more=True), Fragment(offset_units=1, payload=b'ij', more=False)]
    """
    step = size_units * 8
    fragments = []
    for start in range(0, max(len(data), 1), step):
        fragments.append(Fragment(start // 8, data[start : start + step], start + step < len(data)))
    return fragments


def clean_reassemble(fragments: list[Fragment]) -> bytes | None:
    finals = [f for f in fragments if not f.more]
    if not finals:
        return None
    size = finals[0].offset_units * 8 + len(finals[0].payload)
    out = bytearray(size)
    filled = [False] * size
    for f in fragments:
        base = 8 * f.offset_units
        for i, b in enumerate(f.payload):
            p = base + i
            if p < size and not filled[p]:
                out[p] = b
                filled[p] = True
    return bytes(out) if all(filled) else None


def _fragments():
    def cut(data: bytes, sizes: list[int], order: list[int], drop: int, dup: bool) -> list[Fragment]:
        pieces, offset = [], 0
        for size in sizes:
            chunk = data[offset * 8 : (offset + size) * 8]
            if not chunk:
                break
            pieces.append(Fragment(offset, chunk, True))
            offset += size
        if pieces:
            last = pieces[-1]
            pieces[-1] = Fragment(last.offset_units, data[last.offset_units * 8 :], False)
        if dup and pieces:
            first = pieces[0]
            pieces.append(Fragment(first.offset_units, bytes(255 - b for b in first.payload), first.more))
        picked = [pieces[i % len(pieces)] for i in order] if pieces else []
        return picked[:len(picked) - drop] if drop < len(picked) else picked

    return st.builds(cut, st.binary(min_size=1, max_size=60), st.lists(st.integers(1, 3), min_size=1, max_size=8),
                     st.permutations(range(8)), st.sampled_from([0, 0, 1, 2]), st.booleans())


_FRAGMENT = st.builds(Fragment, st.integers(0, 6), st.binary(max_size=20), st.booleans())

STRATEGIES = {
    "byte_range": {"fragment": _FRAGMENT},
    "total_length": {"fragments": st.one_of(_fragments(), st.lists(_FRAGMENT, max_size=6))},
    "missing_ranges": {"fragments": st.one_of(_fragments(), st.lists(_FRAGMENT, max_size=6))},
    "is_complete": {"fragments": st.one_of(_fragments(), st.lists(_FRAGMENT, max_size=6))},
    "reassemble": {"fragments": st.one_of(_fragments(), st.lists(_FRAGMENT, max_size=6))},
    "split_datagram": {"data": st.binary(max_size=70), "size_units": st.integers(1, 4)},
}
SEED = {
    "domain": "networking",
    "keywords": ["fragment", "offset", "reassembly", "more fragments", "gap"],
    "tags": ["half-open", "units", "intervals", "first-wins", "namedtuple", "sentinel"],
    "kind": "module",
}
