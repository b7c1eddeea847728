"""Every malformed input is a one-line error (or, for a cache entry, a miss): never a traceback."""

from __future__ import annotations

import pickle
import random
from pathlib import Path

import pytest

from core.errors import InputFileError
from generator.cache import ResultCache
from generator.corpus.verify import verify_edition
from scoring.io import load_responses


def test_a_response_with_a_5000_digit_integer_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text('{"snippet_id": "a", "response": "x", "run": ' + "9" * 5000 + "}\n", encoding="utf-8")
    with pytest.raises(InputFileError) as err:
        load_responses(path)
    assert err.value.message.startswith(f"{path}:1: not valid JSON (") and "\n" not in err.value.message


def _edition(tmp_path: Path) -> Path:
    folder = tmp_path / "2031Q1"
    (folder / "live").mkdir(parents=True)
    (folder / "key").mkdir()
    (folder / "key" / "answers.jsonl").write_text("", encoding="utf-8")
    (folder / "key" / "items.jsonl").write_text("", encoding="utf-8")
    (folder / "live" / "snippets.jsonl").write_text("", encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("name", "content", "fragment"),
    [
        ("live/snippets.jsonl", b'{"snippet_id": "s", "code": "x"}\n\xff\n', ":2: not UTF-8 text (byte 0xff)"),
        ("key/items.jsonl", b'{"item_id": "i", "variants": {}, "functions": {}}\n', ":1: field 'test' is missing"),
        ("key/answers.jsonl", b"[1, 2]\n", ":1: a record must be a JSON object"),
        (
            "key/answers.jsonl",
            b'{"snippet_id": "s", "fault_lines": ' + b"1" * 5000 + b', "defective": true}\n',
            ":1: not valid JSON",
        ),
    ],
)
def test_verify_names_the_malformed_line(tmp_path: Path, name: str, content: bytes, fragment: str) -> None:
    folder = _edition(tmp_path)
    (folder / name).write_bytes(content)
    with pytest.raises(InputFileError) as err:
        verify_edition(folder, rerun=False)
    assert fragment in err.value.message and "\n" not in err.value.message


@pytest.mark.parametrize(
    "content",
    [
        random.Random(17).randbytes(64),
        b"",
        pickle.dumps(["a list, not a result"]),
        pickle.dumps(("verdict",)),
        b"\x80\x05\x95\xff\xff\xff\xff\xff\xff\xff\x7f",
    ],
    ids=["random-bytes", "empty", "wrong-type", "wrong-shape", "huge-frame"],
)
def test_a_cache_entry_that_does_not_load_is_a_miss(tmp_path: Path, content: bytes) -> None:
    cache = ResultCache(tmp_path)
    cache.put("clean", "ab" * 32, ("equivalent", "ok"))
    assert cache.get("clean", "ab" * 32, tuple) == ("equivalent", "ok")
    path = tmp_path / "clean" / "ab" / f"{'ab' * 32}.pkl"
    path.write_bytes(content)
    assert cache.get("clean", "ab" * 32, dict) is None
    assert cache.misses == 1 and cache.hits == 1
