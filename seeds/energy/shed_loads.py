"""Energy: choose which loads to shed during a supply shortfall."""
from hypothesis import strategies as st


def shed_loads(loads: list[tuple[str, int, int]], deficit_kw: int) -> list[str]:
    """Names of the loads to switch off, in the order they are shed, to cover a supply
    deficit. Each load is (name, kw, priority); lower priority numbers are shed first,
    among equal priorities the larger load first, then by name. Loads are shed one at a
    time until the kW shed is at least deficit_kw; a load is never shed once that is
    reached. deficit_kw of 0 or less sheds nothing; if every load together is not
    enough, all of them are shed."""
    if deficit_kw <= 0:
        return []
    shed = []
    freed = 0
    for name, kw, priority in sorted(loads, key=lambda load: (load[2], -load[1], load[0])):
        if freed >= deficit_kw:
            break
        shed.append(name)
        freed += kw
    return shed


def clean_shed_loads(loads: list[tuple[str, int, int]], deficit_kw: int) -> list[str]:
    """Names of the loads to switch off, in the order they are shed, to cover a supply
    deficit. Each load is (name, kw, priority); lower priority numbers are shed first,
    among equal priorities the larger load first, then by name. Loads are shed one at a
    time until the kW shed is at least deficit_kw; a load is never shed once that is
    reached. deficit_kw of 0 or less sheds nothing; if every load together is not
    enough, all of them are shed."""
    queue = sorted(loads, key=lambda load: load[0])
    queue.sort(key=lambda load: load[1], reverse=True)
    queue.sort(key=lambda load: load[2])
    names = []
    remaining = deficit_kw
    index = 0
    while remaining > 0 and index < len(queue):
        names.append(queue[index][0])
        remaining -= queue[index][1]
        index += 1
    return names


STRATEGIES = {
    "loads": st.lists(
        st.tuples(st.sampled_from(["pump", "hvac", "lights", "kiln", "öfen", "fan"]), st.integers(1, 20), st.integers(0, 3)),
        max_size=6,
        unique_by=lambda load: load[0],
    ),
    "deficit_kw": st.integers(-2, 40),
}
SEED = {
    "domain": "energy",
    "keywords": ["load shedding", "priority", "shortfall", "stop once covered"],
    "tags": ["sort", "loop", "boundary", "guard", "accumulator"],
}
