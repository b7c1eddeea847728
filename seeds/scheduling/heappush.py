"""Scheduling: Push item onto heap, maintaining the heap invariant (heapq.heappush, harvested)."""
from hypothesis import strategies as st


def heappush(heap, item):
    """Push item onto heap, maintaining the heap invariant."""
    def _siftdown(heap, startpos, pos):
        newitem = heap[pos]
        while pos > startpos:
            parentpos = (pos - 1) >> 1
            parent = heap[parentpos]
            if newitem < parent:
                heap[pos] = parent
                pos = parentpos
                continue
            break
        heap[pos] = newitem
    heap.append(item)
    _siftdown(heap, 0, len(heap)-1)


def clean_heappush(heap, item):
    """Push item onto heap, maintaining the heap invariant."""
    heap.append(item)
    child = len(heap) - 1
    while child > 0:
        parent = (child - 1) // 2
        if not heap[child] < heap[parent]:
            break
        heap[child], heap[parent] = heap[parent], heap[child]
        child = parent


STRATEGIES = {
    'heap': st.lists(st.one_of(st.integers(-10, 60), st.sampled_from([-1, 0, 1, 2])), max_size=6).map(sorted),
    'item': st.one_of(st.integers(-10, 60), st.sampled_from([-1, 0, 1, 2])),
}
SEED = {'domain': 'scheduling', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'heapq',
 'file': 'heapq.py',
 'line': 132,
 'function': 'heappush',
 'strategies': {'heap': 'usage', 'item': 'usage'},
 'examples': 'none',
 'carried': ['function _siftdown']}
