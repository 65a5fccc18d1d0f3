"""The History screen (issue 34): every game kept, to replay or review.

- scene.py: HistoryScene, the list with its filters by game and by person.
- record_list.py: the list's rows, pages and Review buttons.
- rows.py: what a row says of a record (people, result, length, date).
- actions.py: the rooms the History opens (replay, review, records), looked up when
  asked for.
"""

from .actions import open_records, open_replay_of, open_review_of
from .scene import HistoryScene, open_history

__all__ = ["HistoryScene", "open_history", "open_records", "open_replay_of", "open_review_of"]
