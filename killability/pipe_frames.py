"""How the sandbox's two kinds of pipe are framed.

* The control pipe between the parent (``killability.sandbox``) and its supervisor
  (``killability.zygote``): length-prefixed messages (``read_message`` / ``write_message``).
* The result pipe of a batch child: one frame per task (index, status, payload length, then the
  payload), written by the child (``killability.batch_child``) and read against a deadline by the
  supervisor (``Frames``, used by ``killability.batch_runner``).
"""

from __future__ import annotations

import os
import select
import struct
import time

FRAME = struct.Struct("!IBQ")  # task index, status (0 ok / 1 error), payload length
READY = 0xFFFFFFFF  # frame index: confined and tasks loaded
SETUP_FAILED = 3  # frame status: the batch could not confine itself (payload: why, one line)


def _read_exact(fd: int, size: int) -> bytes:
    chunks = bytearray()
    while len(chunks) < size:
        chunk = os.read(fd, min(1 << 20, size - len(chunks)))
        if not chunk:
            raise EOFError
        chunks.extend(chunk)
    return bytes(chunks)


def read_message(fd: int) -> bytes:
    (size,) = struct.unpack("!Q", _read_exact(fd, 8))
    return _read_exact(fd, size)


def write_message(fd: int, payload: bytes) -> None:
    view = memoryview(struct.pack("!Q", len(payload)) + payload)
    while view:
        view = view[os.write(fd, view) :]


def write_frame(fd: int, index: int, status: int, payload: bytes) -> None:
    """One task's result frame, written whole (a pipe may take it in several writes)."""
    view = memoryview(FRAME.pack(index, status, len(payload)) + payload)
    while view:
        view = view[os.write(fd, view) :]


class Frames:
    """The supervisor's reader of one batch child's result pipe."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = bytearray()
        self.eof = False

    def next(self, deadline: float, expected: int, cap: int) -> tuple[int, int, bytes] | None | str:
        """The next frame (index ``expected``, payload at most ``cap`` bytes) by ``deadline``; None
        when none came (the child ended or the time ran out), or a one-line reason it is malformed."""
        while True:
            if len(self.buffer) >= FRAME.size:
                index, status, size = FRAME.unpack(bytes(self.buffer[: FRAME.size]))
                if (index, status, size) == (READY, 2, 0) and expected == READY:
                    del self.buffer[: FRAME.size]
                    return index, status, b""
                if (index, status) == (READY, SETUP_FAILED) and expected == READY and size <= 300:
                    if len(self.buffer) < FRAME.size + size and not self.eof:
                        pass  # wait for the reason
                    else:
                        reason = bytes(self.buffer[FRAME.size : FRAME.size + size]).decode("utf-8", "replace")
                        return f"could not confine itself: {reason}"
                if index != expected or status not in (0, 1) or size > cap:
                    return "the child sent a malformed result frame"
                if len(self.buffer) >= FRAME.size + size:
                    payload = bytes(self.buffer[FRAME.size : FRAME.size + size])
                    del self.buffer[: FRAME.size + size]
                    return index, status, payload
            if self.eof:
                return None
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.fd, 1 << 20)
            if not chunk:
                self.eof = True
            self.buffer.extend(chunk)
