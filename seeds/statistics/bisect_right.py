"""Statistics: Return the index where to insert item x in list a, assuming a is sorted (bisect.bisect_right, harvested)."""
from hypothesis import strategies as st


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Return the index where to insert item x in list a, assuming a is sorted.

    The return value i is such that all e in a[:i] have e <= x, and all e in
    a[i:] have e > x.  So if x already appears in the list, a.insert(i, x) will
    insert just after the rightmost x already there.

    Optional args lo (default 0) and hi (default len(a)) bound the
    slice of a to be searched.
    """

    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo


def clean_bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Return the index where to insert item x in list a, assuming a is sorted."""
    if lo < 0:
        raise ValueError("lo must be non-negative")

    def search(low, high):
        if low >= high:
            return low
        middle = (low + high) // 2
        probe = a[middle] if key is None else key(a[middle])
        return search(low, middle) if x < probe else search(middle + 1, high)

    return search(lo, len(a) if hi is None else hi)


STRATEGIES = {
    'a': st.lists(st.one_of(st.integers(-10, 60), st.sampled_from([-1, 0, 1, 2, 3])), max_size=6).map(sorted),
    'x': st.one_of(st.integers(-10, 60), st.sampled_from([-1, 0, 1, 2, 3])),
    'lo': st.integers(0, 3),
    'hi': st.one_of(st.none(), st.integers(0, 3)),
}
SEED = {'domain': 'statistics', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'bisect',
 'file': 'bisect.py',
 'line': 19,
 'function': 'bisect_right',
 'strategies': {'a': 'usage', 'x': 'usage', 'lo': 'default', 'hi': 'default+usage'},
 'examples': 'none',
 'carried': []}
