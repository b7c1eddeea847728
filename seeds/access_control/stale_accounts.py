"""Access control: find idle accounts to disable."""
from hypothesis import strategies as st


def stale_accounts(last_login: dict[str, int], today: int, max_idle_days: int = 30,
                   exempt: list[str] | None = None) -> list[str]:
    """Return the accounts to disable, sorted by name: those whose last login (a day
    number) is more than max_idle_days before today; an account idle exactly max_idle_days
    days is kept. Accounts named in `exempt` are never returned; exempt names match
    account names case-insensitively (str.casefold) and may name unknown accounts."""
    skip = {name.casefold() for name in exempt or []}
    stale = []
    for name, day in last_login.items():
        if name.casefold() in skip:
            continue
        if today - day > max_idle_days:
            stale.append(name)
    return sorted(stale)


def clean_stale_accounts(last_login: dict[str, int], today: int, max_idle_days: int = 30,
                         exempt: list[str] | None = None) -> list[str]:
    """Return the accounts to disable, sorted by name: those whose last login (a day
    number) is more than max_idle_days before today; an account idle exactly max_idle_days
    days is kept. Accounts named in `exempt` are never returned; exempt names match
    account names case-insensitively (str.casefold) and may name unknown accounts."""
    protected = set()
    if exempt:
        for name in exempt:
            protected.add(name.casefold())
    cutoff = today - max_idle_days
    return [name for name in sorted(last_login) if last_login[name] < cutoff and name.casefold() not in protected]


_NAMES = st.sampled_from(["ann", "Ann", "bo", "STRASSE", "straße", "Émile", "émile", "zed"])
STRATEGIES = {
    "last_login": st.dictionaries(_NAMES, st.integers(0, 45), max_size=6),
    "today": st.integers(0, 80),
    "max_idle_days": st.integers(0, 40),
    "exempt": st.one_of(st.none(), st.lists(_NAMES, max_size=3)),
}
SEED = {
    "domain": "access_control",
    "keywords": ["idle accounts", "exemption list", "case-insensitive", "casefold"],
    "tags": ["boundary", "default-argument", "string", "loop", "sort"],
}
