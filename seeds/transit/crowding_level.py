"""Transit: describe how crowded a vehicle is."""
from hypothesis import strategies as st


def crowding_level(load: int, seats: int, standing: int) -> str:
    """load is the number of passengers on a vehicle with `seats` seats and room for
    `standing` standing passengers. Return "seats free" while fewer passengers than seats
    are aboard, "standing room" when every seat is taken and at most 80% of the standing
    room is used (standees * 100 <= standing * 80), "crowded" when more standees than that
    fit but no more than the standing room, and "full" beyond capacity. A negative load
    counts as 0.
    """
    riders = max(load, 0)
    if riders < seats:
        return "seats free"
    standees = riders - seats
    if standees * 100 <= standing * 80:
        return "standing room"
    if standees <= standing:
        return "crowded"
    return "full"


def clean_crowding_level(load: int, seats: int, standing: int) -> str:
    """load is the number of passengers on a vehicle with `seats` seats and room for
    `standing` standing passengers. Return "seats free" while fewer passengers than seats
    are aboard, "standing room" when every seat is taken and at most 80% of the standing
    room is used (standees * 100 <= standing * 80), "crowded" when more standees than that
    fit but no more than the standing room, and "full" beyond capacity. A negative load
    counts as 0.
    """
    on_board = load if load > 0 else 0
    if on_board > seats + standing:
        return "full"
    if on_board >= seats and 5 * (on_board - seats) > 4 * standing:
        return "crowded"
    return "standing room" if on_board >= seats else "seats free"


def precondition(load: int, seats: int, standing: int) -> bool:
    return seats >= 0 and standing >= 0


STRATEGIES = {
    "load": st.integers(-2, 70),
    "seats": st.sampled_from([0, 20, 40]),
    "standing": st.sampled_from([0, 10, 25]),
}
SEED = {"domain": "transit", "keywords": ["crowding", "load factor", "capacity"],
        "tags": ["boundary", "branch", "min-max", "arithmetic"]}
