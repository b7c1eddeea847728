"""Photography: plan the shooting interval of a time-lapse."""
from hypothesis import strategies as st


def timelapse_interval(event_minutes: int, clip_seconds: int, fps: int = 25) -> tuple[int, float]:
    """To turn an event lasting event_minutes into a clip of clip_seconds at fps frames per
    second, the camera must take clip_seconds * fps frames. Return (frames, interval_s):
    the interval between shots is the event length in seconds divided by the number of
    frames, rounded DOWN to a tenth of a second, but never less than 0.1 s. When no frames
    are needed (clip_seconds or fps of 0 or less) the result is (0, 0.0).
    """
    frames = clip_seconds * fps
    if clip_seconds <= 0 or fps <= 0:
        return 0, 0.0
    tenths = event_minutes * 600 // frames
    return frames, max(tenths, 1) / 10


def clean_timelapse_interval(event_minutes: int, clip_seconds: int, fps: int = 25) -> tuple[int, float]:
    """To turn an event lasting event_minutes into a clip of clip_seconds at fps frames per
    second, the camera must take clip_seconds * fps frames. Return (frames, interval_s):
    the interval between shots is the event length in seconds divided by the number of
    frames, rounded DOWN to a tenth of a second, but never less than 0.1 s. When no frames
    are needed (clip_seconds or fps of 0 or less) the result is (0, 0.0).
    """
    if min(clip_seconds, fps) < 1:
        return (0, 0.0)
    shots = fps * clip_seconds
    step = 0
    while (step + 1) * shots <= event_minutes * 600:
        step += 1
    return (shots, (step if step > 0 else 1) / 10)


STRATEGIES = {
    "event_minutes": st.sampled_from([0, 1, 10, 60, 90, 125]),
    "clip_seconds": st.integers(-1, 30),
    "fps": st.sampled_from([0, 24, 25, 30]),
}
SEED = {"domain": "photography", "keywords": ["time-lapse", "interval", "frames per second"],
        "tags": ["arithmetic", "floor-division", "min-max", "guard", "default"]}
