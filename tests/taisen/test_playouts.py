"""2,000 seeded random games, with rule invariants checked after every action.

For every step the checker rebuilds what the rules say from the notation before
the action and the events it returned:
- the legal actions (from the notation alone);
- the move (which cards, from where, to where);
- every combat: only the current top cards duel, the duel result follows
  rock-paper-scissors / strength / Shogun / village rules, Shogun strength starts
  at 4 in each combat and drops by the loser's current strength, a tie sends the
  two cards one step toward their own villages, combats start in the order the
  rulings give (the move's combat, then triggered ones FIFO, two from one retreat
  step: closer to the active player's village first), each ends with one side gone;
- the end of the turn, the next roll, the win checks;
and then compares the rebuilt board with the engine's notation.
"""

from __future__ import annotations

import random
import re
import time
from collections import Counter, deque

import pytest

import ninjas.taisen as t

GAMES = 2000
CHUNKS = 10
MAX_ACTIONS = 5000
REPLAY_EVERY = 10  # save-replay check on every 10th game

CARD_RE = re.compile(r"J|j|[RPSrps][123]")
DIE_COLOUR = {"r": "S", "g": "P", "b": "R"}
BEATS = {"R": "S", "S": "P", "P": "R"}
SIDE_NAME = {"m": "monkey", "w": "wolf"}
OTHER = {"m": "w", "w": "m"}
ENEMY_VILLAGE = {"m": 10, "w": 0}


def side_of(card):
    return "m" if card[0].isupper() else "w"


def parse(notation):
    fields = notation.split(" ")
    assert len(fields) == 4, notation
    positions = fields[0].split("/")
    assert len(positions) == 11, notation
    board = []
    for p in positions:
        cards = [] if p == "-" else CARD_RE.findall(p)
        assert "".join(cards) == ("" if p == "-" else p), f"bad stack {p!r} in {notation}"
        board.append(cards)
    side, dice, flag = fields[1], fields[2], fields[3]
    assert side in ("m", "w"), notation
    assert flag in ("J", "-"), notation
    if dice in ("?", "-"):
        dice_list = []
    else:
        dice_list = [(c, int(v)) for c, v in re.findall(r"([rgb])(\d)", dice)]
        assert "".join(f"{c}{v}" for c, v in dice_list) == dice, notation
        colours = [c for c, _ in dice_list]
        assert colours == sorted(set(colours), key="rgb".index), notation
        assert all(1 <= v <= 3 for _, v in dice_list), notation
    return board, side, dice, dice_list, flag


def check_position(notation):
    board, *_ = parse(notation)
    cards = [c for st in board for c in st]
    assert len(cards) == len(set(cards)), f"card twice: {notation}"
    for st in board:
        assert len({side_of(c) for c in st}) <= 1, f"both sides on one position: {notation}"
    return cards


def expected_legal(notation):
    board, side, _, dice_list, flag = parse(notation)
    moves = set()
    for die, _value in dice_list:
        for pos, stack in enumerate(board):
            if pos == ENEMY_VILLAGE[side]:
                continue
            for i, card in enumerate(stack):
                if side_of(card) != side or len(stack) - 1 - i > 2:
                    continue
                up = card.upper()
                if up == "J":
                    if flag == "J":
                        continue
                elif up[0] != DIE_COLOUR[die]:
                    continue
                moves.add(f"{die}:{up}")
    legal = sorted(moves)
    if len(dice_list) < 3 or not legal:
        legal = sorted(legal + ["end"])
    return legal


def expected_duel(pos, m, w, ms, ws):
    cm = "J" if m == "J" else m[0]
    cw = "J" if w == "j" else w[0].upper()
    if cm == "J" or cw == "J" or cm == cw:
        if ms > ws:
            return "monkey", "strength"
        if ms < ws:
            return "wolf", "strength"
        if pos == 0:
            return "wolf", "village"
        if pos == 10:
            return "monkey", "village"
        return "tie", "tie"
    return ("monkey" if BEATS[cm] == cw else "wolf"), "colour"


class StepChecker:
    """Rebuilds one action's consequences from the rules and the events."""

    def __init__(self, before, action, events, after, state):
        self.before, self.action, self.events, self.after = before, action, events, after
        self.state = state
        board, self.side, _, self.dice, self.flag = parse(before)
        self.B = [
            {"m": [c for c in st if side_of(c) == "m"], "w": [c for c in st if side_of(c) == "w"]}
            for st in board
        ]
        self.eliminated = 0

    def where(self, msg):
        return (
            f"{msg}\n  before: {self.before}\n  action: {self.action}\n  after:  {self.after}\n"
            f"  events: {[(e.kind, dict(e.data)) for e in self.events]}"
        )

    def contested(self, pos):
        return bool(self.B[pos]["m"]) and bool(self.B[pos]["w"])

    def alive(self, side):
        return sum(len(p[side]) for p in self.B)

    def run(self):
        ev = list(self.events)
        kinds = [e.kind for e in ev]
        active = self.side
        queue = deque()
        turn_over = False
        used_die = None
        if ev and ev[0].kind == "dice_rolled":
            # tolerated: the report of a roll made earlier (legal_actions() on a "?"
            # state rolled silently); it must describe this side's current dice
            d = ev[0].data
            assert d["side"] == SIDE_NAME[active], self.where("late dice_rolled side")
            assert len(self.dice) == 3 and dict(self.dice) == dict(d["dice"]), self.where(
                "late roll"
            )
            ev = ev[1:]
        i = 0
        if self.action == "end":
            assert ev and ev[0].kind in ("turn_ended", "game_over"), self.where(
                "end without turn_ended"
            )
            turn_over = True
        else:
            die, card = self.action.split(":")
            used_die = die
            token = card if active == "m" else card.lower()
            assert ev and ev[0].kind == "moved", self.where("first event must be moved")
            d = ev[0].data
            src = next(p for p in range(11) if token in self.B[p][active])
            idx = self.B[src][active].index(token)
            moving = self.B[src][active][idx:]
            value = dict(self.dice)[die]
            dst = min(src + value, 10) if active == "m" else max(src - value, 0)
            got = (d["side"], d["die"], d["value"], list(d["cards"]), d["src"], d["dst"])
            assert got == (SIDE_NAME[active], die, value, moving, src, dst), self.where("moved")
            del self.B[src][active][idx:]
            self.B[dst][active].extend(moving)
            if self.contested(dst):
                queue.append(dst)
            i = 1
            if len(self.dice) == 1:
                turn_over = True

        cur = None
        empty_combat = False
        strength = {}
        last = None  # (result, reason, winner_side, loser_strength, winner_is_shogun)
        need = Counter()  # events still owed by the last duel
        retreat_dsts = []
        ss_optional = False
        game_over = None
        elimination_needed = False

        def flush_retreats():
            triggered = [p for p in retreat_dsts if self.contested(p)]
            triggered.sort(key=lambda p: p if active == "m" else -p)
            for p in triggered:
                if p not in queue:
                    queue.append(p)
            retreat_dsts.clear()

        def settle_duel():
            assert need["eliminated"] == 0 and need["retreated"] == 0, self.where(
                f"duel owes {need}"
            )
            if not ss_optional:
                assert need["shogun_strength"] == 0, self.where("missing shogun_strength")
            need.clear()

        for e in ev[i:]:
            k, d = e.kind, dict(e.data)
            assert game_over is None, self.where("event after game_over")
            if k != "retreated" and retreat_dsts:
                flush_retreats()
            if k == "combat_started":
                assert cur is None, self.where("nested combat")
                pos = d["pos"]
                if not self.contested(pos):
                    empty_combat = True  # tolerated only if it ends at once
                else:
                    while queue and queue[0] != pos and not self.contested(queue[0]):
                        queue.popleft()
                    assert queue and queue[0] == pos, self.where(
                        f"combat order: expected {list(queue)}, got {pos}"
                    )
                    queue.popleft()
                    empty_combat = False
                cur = pos
                strength = {"m": 4, "w": 4}
                last = None
            elif k == "duel":
                assert cur == d["pos"] and not empty_combat, self.where("duel outside its combat")
                if last is not None:
                    settle_duel()
                mt, wt = self.B[cur]["m"][-1], self.B[cur]["w"][-1]
                assert (d["monkey"], d["wolf"]) == (mt, wt), self.where("only the top cards fight")
                for s_, tok, st in (("m", mt, d["monkey_strength"]), ("w", wt, d["wolf_strength"])):
                    if tok in ("J", "j"):
                        assert st == strength[s_], self.where(
                            f"shogun strength {st} != {strength[s_]}"
                        )
                        assert 1 <= st <= 4, self.where("shogun strength out of 1..4")
                    else:
                        assert st == int(tok[1]), self.where("card strength")
                res = expected_duel(cur, mt, wt, d["monkey_strength"], d["wolf_strength"])
                assert (d["result"], d["reason"]) == res, self.where(f"duel result, expected {res}")
                result, reason = res
                if result == "tie":
                    need["retreated"] = 2
                    ss_optional = False
                    last = (result, reason, None, None, None)
                else:
                    win = "m" if result == "monkey" else "w"
                    lose = OTHER[win]
                    lose_st = d["wolf_strength"] if win == "m" else d["monkey_strength"]
                    win_tok = mt if win == "m" else wt
                    need["eliminated"] = 1
                    ss_optional = reason == "village"
                    if win_tok in ("J", "j"):
                        need["shogun_strength"] = 1
                    last = (result, reason, win, lose_st, lose)
            elif k == "eliminated":
                assert cur == d["pos"] and last and last[0] != "tie", self.where(
                    "eliminated outside a won duel"
                )
                card = d["card"]
                s_ = side_of(card)
                assert s_ == last[4] and self.B[cur][s_] and self.B[cur][s_][-1] == card, (
                    self.where("eliminated card is not the loser on top")
                )
                self.B[cur][s_].pop()
                need["eliminated"] -= 1
                self.eliminated += 1
                if self.alive(s_) == 0:
                    elimination_needed = True
            elif k == "shogun_strength":
                assert last and last[0] != "tie", self.where("shogun_strength without a win")
                win = last[2]
                assert d["side"] == SIDE_NAME[win], self.where("shogun_strength side")
                if not ss_optional:
                    assert d["strength"] == strength[win] - last[3], self.where("shogun reduction")
                need["shogun_strength"] -= 1
                strength[win] = d["strength"]
            elif k == "retreated":
                assert last and last[0] == "tie", self.where("retreat without a tie")
                card, src, dst = d["card"], d["src"], d["dst"]
                s_ = side_of(card)
                assert src == cur and self.B[cur][s_][-1] == card, self.where(
                    "retreat of a non-top card"
                )
                assert dst == (src - 1 if s_ == "m" else src + 1), self.where("retreat direction")
                self.B[cur][s_].pop()
                self.B[dst][s_].append(card)
                need["retreated"] -= 1
                retreat_dsts.append(dst)
            elif k == "combat_ended":
                assert cur == d["pos"], self.where("combat_ended pos")
                if last is not None:
                    settle_duel()
                if not elimination_needed:
                    assert not self.contested(cur), self.where("combat ended with both sides there")
                cur, last, empty_combat = None, None, False
            elif k == "turn_ended":
                assert cur is None and not any(self.contested(p) for p in range(11)), self.where(
                    "turn ended with a combat pending"
                )
                assert d["side"] == SIDE_NAME[active], self.where("turn_ended side")
                assert turn_over, self.where("turn ended too early")
                turn_over = "done"
            elif k == "dice_rolled":
                raise AssertionError(
                    self.where("the next dice are rolled when needed, not by the turn's end")
                )
            elif k == "game_over":
                game_over = (d["winner"], d["reason"])
            else:
                raise AssertionError(self.where(f"unknown event kind {k}"))
        if retreat_dsts:
            flush_retreats()

        if not elimination_needed:
            assert cur is None, self.where("combat not ended")
            if last is not None:
                settle_duel()
        assert not any(self.contested(p) for p in range(11)), self.where(
            "a position holds both sides"
        )

        # win checks
        if elimination_needed:
            loser = "m" if self.alive("m") == 0 else "w"
            assert game_over is not None, self.where("all cards of a side gone but no game_over")
            assert game_over == (SIDE_NAME[OTHER[loser]], "elimination"), self.where(
                "elimination win"
            )
        elif turn_over:
            on_village = any(
                side_of(c) == active
                for c in self.B[ENEMY_VILLAGE[active]]["m"] + self.B[ENEMY_VILLAGE[active]]["w"]
            )
            if on_village:
                assert game_over == (SIDE_NAME[active], "village"), self.where(
                    "village win expected"
                )
            else:
                assert game_over is None, self.where("unexpected game_over")
                assert turn_over == "done", self.where("turn should pass")
        else:
            assert game_over is None, self.where("unexpected game_over")
            assert "turn_ended" not in kinds, self.where("turn ended with dice left")

        # the rebuilt board equals the engine's notation
        board_after, side_after, dice_after, _, flag_after = parse(self.after)
        rebuilt = [self.B[p]["m"] + self.B[p]["w"] for p in range(11)]
        assert rebuilt == board_after, self.where(f"board differs from events: {rebuilt}")

        st = self.state
        if game_over is not None:
            assert st.is_terminal and st.winner == game_over[0] and st.current_player == -1
            assert st.returns() == ([1.0, -1.0] if game_over[0] == "monkey" else [-1.0, 1.0])
            assert list(st.legal_actions()) == []
        else:
            assert not st.is_terminal and st.winner is None and st.returns() == [0.0, 0.0]
            if turn_over:
                # the next player's dice are not rolled yet: "?" (NOTATION.md)
                assert (side_after, dice_after, flag_after) == (OTHER[active], "?", "-"), (
                    self.where("next turn fields")
                )
            else:
                left = "".join(f"{c}{v}" for c, v in self.dice if c != used_die)
                flag = "J" if (self.flag == "J" or self.action.endswith(":J")) else "-"
                assert (side_after, dice_after, flag_after) == (active, left, flag), self.where(
                    "fields"
                )
            assert st.current_player == (0 if side_after == "m" else 1)
        return game_over


def play(seed, check=True):
    rng = random.Random(seed)
    s = t.new_game(seed=seed)
    texts = []
    winner = None
    eliminated_total = 0
    for _ in range(MAX_ACTIONS):
        acts = s.legal_actions()
        before = s.to_notation()
        if check:
            cards = check_position(before)
            assert len(cards) + eliminated_total == 20
            got = sorted(str(a) for a in acts)
            assert got == expected_legal(before), (before, got)
            assert len(got) == len(set(got))
            assert t.from_notation(before, seed=seed).to_notation() == before
        a = rng.choice(acts)
        text = str(a)
        texts.append(text)
        events = s.apply(a if rng.random() < 0.5 else text)
        if check:
            after = s.to_notation()
            chk = StepChecker(before, text, events, after, s)
            over = chk.run()
            eliminated_total += chk.eliminated
            cards = check_position(after)
            assert len(cards) + eliminated_total == 20
            assert t.from_notation(after, seed=seed).to_notation() == after
        if s.is_terminal:
            winner = s.winner
            break
    else:
        raise AssertionError(f"game {seed} did not end in {MAX_ACTIONS} actions")
    if check:
        assert over is not None
    return s, texts, winner


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_every_invariant(chunk):
    start = time.perf_counter()
    winners = Counter()
    lengths = []
    per = GAMES // CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        s, texts, winner = play(seed)
        winners[winner] += 1
        lengths.append(len(texts))
        if seed % REPLAY_EVERY == 0:
            # save = seed + action texts; replaying gives the identical game
            r = t.new_game(seed=seed)
            for text in texts:
                r.apply(text)
            assert r.to_notation() == s.to_notation()
            assert r.winner == s.winner and r.is_terminal
    assert set(winners) == {"monkey", "wolf"}, winners
    elapsed = time.perf_counter() - start
    print(f"chunk {chunk}: {per} games, {sum(lengths)} actions, {elapsed:.1f}s, {dict(winners)}")


def test_same_seed_same_game_and_clone_mid_game_is_independent():
    s1, texts1, _ = play(123, check=False)
    s2, texts2, _ = play(123, check=False)
    assert texts1 == texts2 and s1.to_notation() == s2.to_notation()
    # clone half-way, play the clone on: the original is untouched
    r = t.new_game(seed=123)
    for text in texts1[: len(texts1) // 2]:
        r.apply(text)
    snap = r.to_notation()
    c = r.clone()
    for text in texts1[len(texts1) // 2 :]:
        c.apply(text)
    assert r.to_notation() == snap
    assert c.to_notation() == s1.to_notation()
