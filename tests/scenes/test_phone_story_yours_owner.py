"""A phone's own line in the second person is the same line of the same owner: where a
table's `describe_yours` lists an event's lines otherwise than `describe` (another
count, another order), the phone keeps the log's words, never the words of another
line, nor another seat's private line (PhoneStory._yours)."""

from types import SimpleNamespace

from scenes.phone_story import PhoneStory, StoryLine


class Table:
    """describe_yours lists the event's private lines in another order."""

    def describe(self, event):  # type: ignore[no-untyped-def]
        return [(None, "Ana draws 2."), (0, "You draw Crow (3)."), (1, "Ben's secret")]

    def describe_yours(self, event, seat):  # type: ignore[no-untyped-def]
        return [(None, "You draw 2."), (1, "Ben draws Bear (4)."), (0, "You draw Crow (3).")]


def test_a_line_said_to_its_seat_keeps_its_owner() -> None:
    story = PhoneStory(SimpleNamespace(describe_yours=Table().describe_yours))
    event = SimpleNamespace(kind="draw")
    public = StoryLine(1, None, "Ana draws 2.", event, 0)
    own = StoryLine(1, 0, "You draw Crow (3).", event, 1)
    assert story._yours(public, 0) == "You draw 2."
    assert story._yours(own, 0) == "You draw Crow (3)."  # not Ben's line at its place
    assert "Bear" not in story._yours(own, 0)
