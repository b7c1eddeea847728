"""Kernel confinement primitives for the sandbox (Linux, x86_64/aarch64), through libc with ctypes.

No dependency beyond the C library: ``unshare``/``mount``/``pivot_root`` build a private
filesystem view, ``prctl`` sets the parent-death signal and no-new-privileges, and a hand-written
classic-BPF seccomp filter refuses process creation, ``exec`` and the calls that could undo the
confinement (mount, namespaces, ptrace, io_uring, bpf, ...). Everything raises ``ConfineError``
with one line on failure; callers decide whether that is a refusal or a fallback.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import os
import platform
import signal
import struct

CLONE_NEWNS = 0x00020000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
CLONE_THREAD = 0x00010000

MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_NOEXEC = 8
MS_REMOUNT = 32
MS_BIND = 4096
MS_REC = 16384
MS_PRIVATE = 1 << 18
MNT_DETACH = 2

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_SET_NO_NEW_PRIVS = 38
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2

_libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
_libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
_libc.umount2.argtypes = [ctypes.c_char_p, ctypes.c_int]
_libc.unshare.argtypes = [ctypes.c_int]
_libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
_libc.syscall.restype = ctypes.c_long


class ConfineError(OSError):
    """The kernel refused a confinement step (one-line message)."""


def _check(result: int, what: str) -> None:
    if result != 0:
        code = ctypes.get_errno()
        raise ConfineError(code, f"{what}: {os.strerror(code)}")


def unshare(flags: int) -> None:
    _check(_libc.unshare(flags), "unshare")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    def enc(s):
        return s.encode() if s is not None else None

    _check(_libc.mount(enc(source), enc(target), enc(fstype), flags, enc(data)), f"mount {target}")


def umount(target: str) -> None:
    _check(_libc.umount2(target.encode(), MNT_DETACH), f"umount {target}")


def prctl(option: int, arg: int = 0) -> None:
    _check(_libc.prctl(option, arg, 0, 0, 0), f"prctl {option}")


def die_with_parent(parent_pid: int) -> None:
    """SIGKILL this process when its parent goes (and at once if it is gone already)."""
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if parent_pid and os.getppid() != parent_pid:
        os.kill(os.getpid(), signal.SIGKILL)


_PIVOT_ROOT = {"x86_64": 155, "aarch64": 41}


def pivot_root(new_root: str, put_old: str) -> None:
    """Make ``new_root`` the filesystem root; the old one stays reachable at ``put_old`` (a path
    inside the new root) until it is unmounted."""
    number = _PIVOT_ROOT.get(platform.machine())
    if number is None:
        raise ConfineError(errno.ENOSYS, f"pivot_root: unsupported machine {platform.machine()}")
    os.chdir(new_root)
    _check(int(_libc.syscall(number, b".", put_old.lstrip("/").encode())), "pivot_root")
    os.chdir("/")


def bind(source: str, target: str, *, writable: bool = False) -> None:
    """Bind ``source`` at ``target`` (read-only, nosuid, nodev unless ``writable``)."""
    if os.path.isdir(source):
        os.makedirs(target, exist_ok=True)
    else:
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.exists(target):
            open(target, "ab").close()
    mount(source, target, None, MS_BIND | MS_REC)
    if not writable:
        try:
            mount(None, target, None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)
        except ConfineError:  # locked flags (inside a user namespace): keep the source's, add read-only
            mount(None, target, None, MS_BIND | MS_REMOUNT | MS_RDONLY)


def write_id_maps(outer_uid: int, outer_gid: int) -> None:
    """Inside a fresh user namespace: map root to the invoking (unprivileged) user."""
    with open("/proc/self/setgroups", "w") as handle:
        handle.write("deny")
    with open("/proc/self/uid_map", "w") as handle:
        handle.write(f"0 {outer_uid} 1")
    with open("/proc/self/gid_map", "w") as handle:
        handle.write(f"0 {outer_gid} 1")


_CAPSET = {"x86_64": 126, "aarch64": 91}


def drop_capabilities() -> None:
    """Empty every capability set (used when there is no unprivileged uid to switch to)."""
    for cap in range(64):
        if _libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP; stops at the first unknown cap
            break
    header = struct.pack("II", 0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this thread
    data = bytes(24)
    hbuf = ctypes.create_string_buffer(header, len(header))
    dbuf = ctypes.create_string_buffer(data, len(data))
    _check(int(_libc.syscall(_CAPSET[platform.machine()], hbuf, dbuf)), "capset")


# ------------------------------------------------------------------------------------------------
# seccomp

_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
# calls refused with EPERM: process creation and exec, and everything that could loosen the box
_BLOCKED = {
    "x86_64": {
        "fork": 57,
        "vfork": 58,
        "execve": 59,
        "execveat": 322,
        "ptrace": 101,
        "process_vm_readv": 310,
        "process_vm_writev": 311,
        "unshare": 272,
        "setns": 308,
        "mount": 165,
        "umount2": 166,
        "pivot_root": 155,
        "chroot": 161,
        "bpf": 321,
        "perf_event_open": 298,
        "keyctl": 250,
        "add_key": 248,
        "request_key": 249,
        "io_uring_setup": 425,
        "userfaultfd": 323,
        "kexec_load": 246,
        "init_module": 175,
        "finit_module": 313,
        "open_tree": 428,
        "move_mount": 429,
        "fsopen": 430,
        "fsmount": 432,
        "mount_setattr": 442,
        "personality": 135,
        "setuid": 105,
        "setgid": 106,
        "setreuid": 113,
        "setregid": 114,
        "setresuid": 117,
        "setresgid": 119,
        "setgroups": 116,
    },
    "aarch64": {
        "execve": 221,
        "execveat": 281,
        "ptrace": 117,
        "process_vm_readv": 270,
        "process_vm_writev": 271,
        "unshare": 97,
        "setns": 268,
        "mount": 40,
        "umount2": 39,
        "pivot_root": 41,
        "chroot": 51,
        "bpf": 280,
        "perf_event_open": 241,
        "keyctl": 219,
        "add_key": 217,
        "request_key": 218,
        "io_uring_setup": 425,
        "userfaultfd": 282,
        "kexec_load": 104,
        "init_module": 105,
        "finit_module": 273,
        "open_tree": 428,
        "move_mount": 429,
        "fsopen": 430,
        "fsmount": 432,
        "mount_setattr": 442,
        "personality": 92,
        "setuid": 146,
        "setgid": 144,
        "setreuid": 145,
        "setregid": 143,
        "setresuid": 147,
        "setresgid": 149,
        "setgroups": 159,
    },
}
_CLONE = {"x86_64": 56, "aarch64": 220}
_CLONE3 = 435

_LD_W_ABS = 0x20
_JEQ_K = 0x15
_JGE_K = 0x35
_JSET_K = 0x45
_RET_K = 0x06
_RET_ALLOW = 0x7FFF0000
_RET_KILL = 0x80000000  # SECCOMP_RET_KILL_PROCESS
_RET_ERRNO = 0x00050000


class _SockFilter(ctypes.Structure):
    _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte), ("k", ctypes.c_uint)]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(_SockFilter))]


def seccomp_supported() -> str:
    """'' when this machine's architecture has a filter, else why not."""
    return "" if platform.machine() in _ARCH else f"no seccomp filter for machine {platform.machine()}"


def _program(machine: str) -> list[tuple[int, int, int, int]]:
    eperm = _RET_ERRNO | errno.EPERM
    blocked = sorted(set(_BLOCKED[machine].values()))
    prog: list[tuple[int, int, int, int]] = [
        (_LD_W_ABS, 0, 0, 4),  # arch
        (_JEQ_K, 1, 0, _ARCH[machine]),
        (_RET_K, 0, 0, _RET_KILL),
        (_LD_W_ABS, 0, 0, 0),  # syscall number
    ]
    if machine == "x86_64":
        prog += [(_JGE_K, 0, 1, 0x40000000), (_RET_K, 0, 0, eperm)]  # the x32 ABI
    prog += [(_JEQ_K, 0, 1, _CLONE3), (_RET_K, 0, 0, _RET_ERRNO | errno.ENOSYS)]  # libc falls back to clone
    # clone: threads (CLONE_THREAD) only
    prog += [
        (_JEQ_K, 0, 3, _CLONE[machine]),
        (_LD_W_ABS, 0, 0, 16),
        (_JSET_K, 0, 1, CLONE_THREAD),
        (_RET_K, 0, 0, _RET_ALLOW),
        (_RET_K, 0, 0, eperm),
    ]
    # fix the clone jump: when not clone, skip the 4 instructions after the test
    prog[-5] = (_JEQ_K, 0, 4, _CLONE[machine])
    for number in blocked:
        prog += [(_JEQ_K, 0, 1, number), (_RET_K, 0, 0, eperm)]
    prog.append((_RET_K, 0, 0, _RET_ALLOW))
    return prog


def install_seccomp() -> None:
    """Refuse new processes, exec and the calls that undo confinement, for this process for good."""
    machine = platform.machine()
    if machine not in _ARCH:
        raise ConfineError(errno.ENOSYS, seccomp_supported())
    prog = _program(machine)
    array = (_SockFilter * len(prog))(*[_SockFilter(*ins) for ins in prog])
    fprog = _SockFprog(len(prog), array)
    prctl(PR_SET_NO_NEW_PRIVS, 1)
    _check(
        _libc.prctl(
            PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.cast(ctypes.pointer(fprog), ctypes.c_void_p).value or 0, 0, 0
        ),
        "seccomp",
    )
