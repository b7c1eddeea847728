"""Weather: smooth a temperature series with a trailing moving average."""
from hypothesis import strategies as st


def smoothed_temps(temps: list[int], window: int) -> list[float]:
    """Trailing moving average: entry i is the mean of temps[max(0, i - window + 1)]
    through temps[i] inclusive, so the first window-1 entries average fewer values. Each
    mean is rounded to 1 decimal with round(). One output per input; a window shorter than one reading -> []."""
    if window < 1:
        return []
    out = []
    running = 0
    for i in range(len(temps)):
        running += temps[i]
        if i >= window:
            running -= temps[i - window]
        count = min(i + 1, window)
        out.append(round(running / count, 1))
    return out


def clean_smoothed_temps(temps: list[int], window: int) -> list[float]:
    if window <= 0:
        return []
    result = []
    for end in range(1, len(temps) + 1):
        chunk = temps[max(0, end - window):end]
        result.append(round(sum(chunk) / len(chunk), 1))
    return result


STRATEGIES = {
    "temps": st.lists(st.integers(-10, 35), max_size=10),
    "window": st.integers(-1, 5),
}
SEED = {
    "domain": "weather",
    "keywords": ["moving average", "smoothing", "temperature"],
    "tags": ["guard", "rounding", "index", "accumulator", "division"],
}
