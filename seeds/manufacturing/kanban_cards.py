"""Manufacturing: size a kanban loop."""
from hypothesis import strategies as st


def kanban_cards(daily_demand: int, lead_days: int, container: int, safety_pct: int = 10) -> int:
    """Return the number of kanban cards for a part: the loop must hold
    daily_demand * lead_days units plus safety_pct percent of that, and each card stands for
    one container of `container` units, so the card count is that stock divided by
    container, rounded up. A part with positive demand always gets at least 2 cards (one in
    use, one being refilled). No positive daily demand -> 0. container is at least 1.
    """
    if daily_demand <= 0:
        return 0
    units = daily_demand * lead_days * (100 + safety_pct)
    cards = -(-units // (100 * container))
    return max(cards, 2)


def clean_kanban_cards(daily_demand: int, lead_days: int, container: int, safety_pct: int = 10) -> int:
    """Return the number of kanban cards for a part: the loop must hold
    daily_demand * lead_days units plus safety_pct percent of that, and each card stands for
    one container of `container` units, so the card count is that stock divided by
    container, rounded up. A part with positive demand always gets at least 2 cards (one in
    use, one being refilled). No positive daily demand -> 0. container is at least 1.
    """
    cards = 0
    if daily_demand > 0:
        needed = daily_demand * lead_days * 100 + daily_demand * lead_days * safety_pct
        cards = needed // (container * 100)
        if needed % (container * 100):
            cards += 1
        cards = 2 if cards < 2 else cards
    return cards


STRATEGIES = {
    "daily_demand": st.integers(-2, 200),
    "lead_days": st.integers(0, 10),
    "container": st.sampled_from([1, 10, 11, 25, 100]),
    "safety_pct": st.sampled_from([0, 10, 25, 50]),
}
SEED = {"domain": "manufacturing", "keywords": ["kanban", "safety stock", "round up"],
        "tags": ["arithmetic", "ceil", "min-max", "guard", "default"]}
