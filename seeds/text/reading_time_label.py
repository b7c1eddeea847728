"""Text: label an article with its estimated reading time."""
import math

from hypothesis import strategies as st


def reading_time_label(text: str, words_per_minute: int) -> str:
    """Label such as "3 min read". Count the whitespace-separated words of text, divide by
    words_per_minute and round any partial minute UP (201 words at 200 wpm -> "2 min read",
    exactly 200 words -> "1 min read"). Text with no words gives "", and a
    words_per_minute of 0 or less is invalid and also gives ""."""
    words = len(text.split())
    if words == 0 or words_per_minute <= 0:
        return ""
    minutes = math.ceil(words / words_per_minute)
    return f"{minutes} min read"


def clean_reading_time_label(text: str, words_per_minute: int) -> str:
    count = sum(1 for _ in text.split())
    if not count or words_per_minute < 1:
        return ""
    return str(-(-count // words_per_minute)) + " min read"


STRATEGIES = {
    "text": st.text(alphabet="ab   ", max_size=40),
    "words_per_minute": st.integers(-1, 6),
}
SEED = {
    "domain": "text",
    "keywords": ["reading time", "words per minute", "label"],
    "tags": ["rounding", "division", "guard", "boolean", "string"],
}
