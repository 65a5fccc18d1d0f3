"""The rooms of the table skeleton (scenes/table.py, TableScene): each holds one part of
what every game's table does alike, reached by the table, never importing it.

- computer.py: the computer's turn (its search started, collected, played after a pause);
- gamepad.py: a gamepad's focus among the table's choices, its ring and its buttons;
- handoff_flow.py: the hand-off between people, and "since your last turn";
- keys.py: keys held on from a moment the person could not act, and the routing of
  one event to the table's hooks;
- top_bar.py: the top bar's Hint, Undo and Menu buttons, and the "not saved" notice;
- replay.py: the game's events so far, replayed from its seed and actions;
- refusal.py: why the last click or key was refused, shown a moment in the prompt;
- history_keeper.py: the game kept in the history when it ends, or is given up.
"""
