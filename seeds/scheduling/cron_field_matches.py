"""Scheduling: test whether a value matches one field of a cron expression."""
from hypothesis import strategies as st


def cron_field_matches(field: str, value: int, low: int = 0, high: int = 59) -> bool:
    """A cron field is a comma-separated list of items; the field matches when any item
    does. An item is "*" (every value from low to high), a single number, or a range
    "a-b" (a to b, both inclusive); "*" or a range may be followed by "/n", meaning every
    n-th value counting from the start of the range ("*/15" with low 0 matches 0, 15, 30,
    45; "10-20/5" matches 10, 15, 20). value outside low..high never matches. Numbers are
    decimal digits; a malformed item (non-numeric parts, n < 1) matches nothing.
    """
    if not low <= value <= high:
        return False
    for item in field.split(","):
        spec, slash, step = item.partition("/")
        if slash and (not step.isdecimal() or int(step) < 1):
            continue
        if spec == "*":
            start, end = low, high
        elif "-" in spec and all(p.isdecimal() for p in spec.split("-", 1)):
            start, end = (int(p) for p in spec.split("-", 1))
        elif spec.isdecimal() and not step:
            start = end = int(spec)
        else:
            continue
        if start <= value <= end and (value - start) % int(step or 1) == 0:
            return True
    return False


def clean_cron_field_matches(field: str, value: int, low: int = 0, high: int = 59) -> bool:
    if value < low or value > high:
        return False
    for item in field.split(","):
        span, stepped, every = item.partition("/")
        if stepped and (not every.isdecimal() or int(every) < 1):
            continue
        if span == "*":
            first, last = low, high
        else:
            head, dash, tail = span.partition("-")
            if not dash:
                if stepped:
                    continue
                tail = head
            if not head.isdecimal() or not tail.isdecimal():
                continue
            first, last = int(head), int(tail)
        if first <= value <= last and (value - first) % int(every or 1) == 0:
            return True
    return False


STRATEGIES = {
    "field": st.one_of(
        st.lists(st.sampled_from(["*", "*/15", "*/0", "5", "10-20", "10-20/5", "20-10", "7/2", "x", "", "1-", "-3",
                                  "0-59/7", "*/", "٣", "30", "00-05"]), min_size=1, max_size=3).map(",".join),
    ),
    "value": st.sampled_from([-1, 0, 3, 5, 7, 9, 10, 15, 20, 21, 30, 45, 59, 60]),
    "low": st.sampled_from([0, 1]),
    "high": st.sampled_from([23, 59]),
}
SEED = {"domain": "scheduling", "keywords": ["cron", "step values", "inclusive range"],
        "tags": ["string", "parsing", "boundary", "boolean", "modular"]}
