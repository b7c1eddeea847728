"""Cooking: sort opened fridge items into discard and use-soon lists."""
from hypothesis import strategies as st


def fridge_check(items: list[tuple[str, int, int]], today: int, soon_days: int = 2) -> dict[str, list[str]]:
    """items are (name, opened_day, keep_days): an opened item is good up to and including
    day opened_day + keep_days - 1 and must be thrown away from day opened_day + keep_days
    on. Return {"discard": [...], "use soon": [...]} where "discard" lists items whose
    throw-away day is today or earlier, and "use soon" lists the others whose throw-away day
    is at most soon_days days after today. Both lists keep the order of `items`; both keys
    are always present.
    """
    verdict: dict[str, list[str]] = {"discard": [], "use soon": []}
    for name, opened, keep in items:
        bin_day = opened + keep
        if bin_day <= today:
            verdict["discard"].append(name)
        elif bin_day - today <= soon_days:
            verdict["use soon"].append(name)
    return verdict


def clean_fridge_check(items: list[tuple[str, int, int]], today: int, soon_days: int = 2) -> dict[str, list[str]]:
    """items are (name, opened_day, keep_days): an opened item is good up to and including
    day opened_day + keep_days - 1 and must be thrown away from day opened_day + keep_days
    on. Return {"discard": [...], "use soon": [...]} where "discard" lists items whose
    throw-away day is today or earlier, and "use soon" lists the others whose throw-away day
    is at most soon_days days after today. Both lists keep the order of `items`; both keys
    are always present.
    """
    gone = [name for name, opened, keep in items if today - opened >= keep]
    hurry = [name for name, opened, keep in items if 0 < opened + keep - today < soon_days + 1]
    return {"discard": gone, "use soon": hurry}


STRATEGIES = {
    "items": st.lists(st.tuples(st.sampled_from(["milk", "pesto", "crème fraîche", "ham", "tofu"]), st.integers(0, 10),
                                st.integers(1, 7)), max_size=6),
    "today": st.integers(0, 15),
    "soon_days": st.integers(0, 3),
}
SEED = {"domain": "cooking", "keywords": ["food expiry", "shelf life", "spoilage"],
        "tags": ["dict", "boundary", "branch", "loop"]}
