"""Photography: list the shutter speeds of an exposure bracket."""
from hypothesis import strategies as st


def bracket_exposures(base_s: float, step_ev: float, frames: int = 3) -> list[float]:
    """An auto-exposure bracket shoots `frames` frames (an odd number; an even number is
    reduced by one) spaced step_ev stops apart around base_s seconds. The camera's order is
    the base frame first, then one step under, one step over, two under, two over, and so
    on; k steps under is base_s / 2 ** (k * step_ev) and k steps over is base_s * 2 **
    (k * step_ev). Each time is rounded to 6 decimals. Fewer than one frame -> [].
    """
    if frames % 2 == 0:
        frames -= 1
    if frames < 1:
        return []
    times = [round(base_s, 6)]
    for k in range(1, frames // 2 + 1):
        factor = 2 ** (k * step_ev)
        times.append(round(base_s / factor, 6))
        times.append(round(base_s * factor, 6))
    return times


def clean_bracket_exposures(base_s: float, step_ev: float, frames: int = 3) -> list[float]:
    """An auto-exposure bracket shoots `frames` frames (an odd number; an even number is
    reduced by one) spaced step_ev stops apart around base_s seconds. The camera's order is
    the base frame first, then one step under, one step over, two under, two over, and so
    on; k steps under is base_s / 2 ** (k * step_ev) and k steps over is base_s * 2 **
    (k * step_ev). Each time is rounded to 6 decimals. Fewer than one frame -> [].
    """
    usable = frames if frames % 2 else frames - 1
    out = []
    k = 0
    while 2 * k + 1 <= usable:
        if k == 0:
            out.append(round(base_s, 6))
        else:
            out.extend([round(base_s / 2 ** (k * step_ev), 6), round(base_s * 2 ** (k * step_ev), 6)])
        k += 1
    return out


STRATEGIES = {
    "base_s": st.sampled_from([1 / 125, 1 / 60, 0.5, 1.0, 4.0]),
    "step_ev": st.sampled_from([1 / 3, 0.5, 1.0, 2.0]),
    "frames": st.integers(-1, 7),
}
SEED = {"domain": "photography", "keywords": ["exposure bracketing", "AEB", "EV steps"],
        "tags": ["loop", "parity", "arithmetic", "rounding", "guard"]}
