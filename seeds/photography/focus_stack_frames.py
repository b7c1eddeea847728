"""Photography: how many frames a focus stack needs to cover a subject."""
from hypothesis import strategies as st


def focus_stack_frames(near_mm: int, far_mm: int, depth_mm: int, overlap_pct: int = 20,
                       max_frames: int = 60) -> int:
    """Frames needed to focus-stack a subject that reaches from near_mm to far_mm from the
    camera. Each frame is sharp over depth_mm, and neighbouring frames overlap by
    overlap_pct percent of it, so focus moves by step = depth_mm * (100 - overlap_pct) // 100
    millimetres between frames, but by at least 1 mm. The first frame is focused at
    near_mm and frames are added until one is focused at or beyond far_mm: 1 plus the
    distance far_mm - near_mm divided by step, rounded up. A subject with far_mm at or
    before near_mm needs 1 frame. More than max_frames frames gives -1."""
    step = max(1, depth_mm * (100 - overlap_pct) // 100)
    frames = 1
    if far_mm > near_mm:
        frames += (far_mm - near_mm + step - 1) // step
    return frames if frames <= max_frames else -1


def clean_focus_stack_frames(near_mm: int, far_mm: int, depth_mm: int, overlap_pct: int = 20,
                             max_frames: int = 60) -> int:
    """Frames needed to focus-stack a subject that reaches from near_mm to far_mm from the
    camera. Each frame is sharp over depth_mm, and neighbouring frames overlap by
    overlap_pct percent of it, so focus moves by step = depth_mm * (100 - overlap_pct) // 100
    millimetres between frames, but by at least 1 mm. The first frame is focused at
    near_mm and frames are added until one is focused at or beyond far_mm: 1 plus the
    distance far_mm - near_mm divided by step, rounded up. A subject with far_mm at or
    before near_mm needs 1 frame. More than max_frames frames gives -1."""
    move = (depth_mm * (100 - overlap_pct)) // 100
    if move < 1:
        move = 1
    focus = near_mm
    count = 1
    while focus < far_mm:
        focus += move
        count += 1
    if count > max_frames:
        return -1
    return count


def precondition(near_mm: int, far_mm: int, depth_mm: int, overlap_pct: int = 20, max_frames: int = 60) -> bool:
    return 0 <= near_mm <= 10**5 and 0 <= far_mm <= 10**5 and depth_mm > 0 and 0 <= overlap_pct < 100


STRATEGIES = {
    "near_mm": st.integers(0, 300),
    "far_mm": st.one_of(st.integers(0, 400), st.sampled_from([100, 104, 105, 108])),
    "depth_mm": st.sampled_from([1, 2, 3, 5, 8, 10]),
    "overlap_pct": st.one_of(st.just(20), st.sampled_from([0, 50, 99])),
    "max_frames": st.one_of(st.just(60), st.sampled_from([1, 5, 21])),
}
SEED = {
    "domain": "photography",
    "keywords": ["focus stacking", "depth of field", "macro"],
    "tags": ["ceil", "min-max", "guard", "default-argument", "boundary"],
}
