"""Security: flag accounts with suspicious login activity."""
import itertools

from hypothesis import strategies as st


def flag_suspicious(logins: list[tuple[str, str, bool]], max_ips: int = 2, max_failures: int = 3, flagged: list[str] | None = None) -> list[str]:
    """logins are (user, source_ip, succeeded) in time order. A user is suspicious when
    their logins came from more than max_ips distinct IPs, or when they ever had
    max_failures or more failed logins in a row (a successful login resets the streak).
    Append each suspicious user once, in order of their first appearance in `logins`, to
    `flagged` (a new list when omitted), skipping users already in it. Returns `flagged`."""
    if flagged is None:
        flagged = []
    ips: dict[str, set[str]] = {}
    streak: dict[str, int] = {}
    bad = set()
    for user, ip, ok in logins:
        ips.setdefault(user, set()).add(ip)
        streak[user] = 0 if ok else streak.get(user, 0) + 1
        if len(ips[user]) > max_ips or streak[user] >= max_failures:
            bad.add(user)
    for user in ips:
        if user in bad and user not in flagged:
            flagged.append(user)
    return flagged


def clean_flag_suspicious(logins: list[tuple[str, str, bool]], max_ips: int = 2, max_failures: int = 3, flagged: list[str] | None = None) -> list[str]:
    out = [] if flagged is None else flagged
    users = list(dict.fromkeys(user for user, _, _ in logins))
    for user in users:
        mine = [(ip, ok) for u, ip, ok in logins if u == user]
        many_ips = len({ip for ip, _ in mine}) > max_ips
        runs = [len(list(g)) for ok, g in itertools.groupby(ok for _, ok in mine) if not ok]
        if (many_ips or max(runs, default=0) >= max_failures) and user not in out:
            out.append(user)
    return out


STRATEGIES = {
    "logins": st.lists(
        st.tuples(st.sampled_from(["amy", "ben", "cal"]), st.sampled_from(["1.1.1.1", "2.2.2.2", "3.3.3.3", "4.4.4.4"]), st.booleans()),
        max_size=12,
    ),
    "max_ips": st.integers(1, 3),
    "max_failures": st.integers(1, 4),
}
SEED = {
    "domain": "security",
    "keywords": ["login anomaly", "brute force", "failed attempts"],
    "tags": ["loop", "boolean", "dict", "boundary", "mutable-default"],
}
