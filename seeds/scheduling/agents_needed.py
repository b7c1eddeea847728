"""Scheduling: call-centre agents to roster for each hour."""
import math

from hypothesis import strategies as st


def agents_needed(calls_per_hour: list[int], calls_per_agent: int, min_agents: int) -> list[int]:
    """For each hour's expected call count, the agents to roster: enough agents that each
    handles at most calls_per_agent calls (rounded UP: 11 calls at 5 per agent need 3
    agents), but never fewer than min_agents, even in an hour with 0 calls. A
    calls_per_agent of 0 or less is invalid and gives [].
    Call counts are 0 to 1,000,000,000."""
    if calls_per_agent <= 0:
        return []
    roster = []
    for calls in calls_per_hour:
        need = math.ceil(calls / calls_per_agent)
        roster.append(need if need > min_agents else min_agents)
    return roster


def clean_agents_needed(calls_per_hour: list[int], calls_per_agent: int, min_agents: int) -> list[int]:
    if calls_per_agent < 1:
        return []
    return [max(min_agents, -(-calls // calls_per_agent)) for calls in calls_per_hour]


def precondition(calls_per_hour: list[int], calls_per_agent: int, min_agents: int) -> bool:
    return calls_per_agent <= 10**9 and all(0 <= calls <= 10**9 for calls in calls_per_hour)


STRATEGIES = {
    "calls_per_hour": st.lists(st.integers(0, 60), max_size=8),
    "calls_per_agent": st.integers(-1, 12),
    "min_agents": st.integers(0, 4),
}
SEED = {
    "domain": "scheduling",
    "keywords": ["staffing", "roster", "call centre"],
    "tags": ["rounding", "division", "guard", "loop", "boundary"],
}
