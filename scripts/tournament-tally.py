#!/usr/bin/env python3
"""Combine the game lines of `carcassonne-cli tournament --progress` logs of two-player games.

  tournament-tally.py PLAYER LOG...
      PLAYER's wins and win rate (Wilson 95%), average margin (95% CI), the margins' standard
      deviation and the win rate a normal spread of that width gives the average margin.
  tournament-tally.py --paired PLAYER_A PLAYER_B LOG_A... -- LOG_B...
      The games both sets of logs played on the same deal and seating: PLAYER_B's margin in the
      B logs less PLAYER_A's in the A logs (95% CI), and both sides' wins on those games.

--seeds FIRST-LAST keeps the games of those seeds only (a run cut short, or one that went past
the deals wanted). A game line names the players in a fixed order; the seating is the parity of
the game's index, as every run plays each seed twice with the seats swapped, starting at index 0.
A deal and seating found twice is an error: the same game would count twice.
"""
import argparse
import math
import re
import statistics
import sys

GAME = re.compile(r"^game (\d+) \(seed (\d+)\): (\S+) (-?\d+) (\S+) (-?\d+)")


def margins(paths, player, seeds):
    """{(seed, seating): player's margin} over the logs."""
    out = {}
    for path in paths:
        with open(path, encoding="utf-8") as log:
            for line in log:
                m = GAME.match(line)
                if not m:
                    continue
                index, seed = int(m.group(1)), int(m.group(2))
                if seeds and not seeds[0] <= seed <= seeds[1]:
                    continue
                a, sa, b, sb = m.group(3), int(m.group(4)), m.group(5), int(m.group(6))
                if a == player:
                    margin = sa - sb
                elif b == player:
                    margin = sb - sa
                else:
                    continue
                key = (seed, index % 2)
                if key in out:
                    sys.exit(f"{path}: seed {seed}, seating {index % 2} is in the logs twice")
                out[key] = margin
    if not out:
        sys.exit(f"no two-player games of {player} in {', '.join(paths)}")
    return out


def win(margin):
    return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0


def wilson(p, n, z=1.96):
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def mean_ci(values, z=1.96):
    mu = statistics.fmean(values)
    if len(values) < 2:
        return mu, mu, mu, 0.0
    sd = statistics.stdev(values)
    e = z * sd / math.sqrt(len(values))
    return mu, mu - e, mu + e, sd


def tally(player, paths, seeds):
    m = list(margins(paths, player, seeds).values())
    n = len(m)
    wins = sum(win(x) for x in m)
    lo, hi = wilson(wins / n, n)
    mu, mlo, mhi, sd = mean_ci(m)
    print(f"{player}: {wins:g} of {n} = {wins / n:.3f} [{lo:.3f}, {hi:.3f}], "
          f"margin {mu:.1f} [{mlo:.1f}, {mhi:.1f}]")
    if sd > 0:
        normal = statistics.NormalDist()
        print(f"margins' standard deviation {sd:.1f}; a normal spread gives "
              f"{normal.cdf(mu / sd):.3f} for this margin; 65% needs {normal.inv_cdf(0.65) * sd:.1f}")


def paired(player_a, player_b, paths_a, paths_b, seeds):
    a = margins(paths_a, player_a, seeds)
    b = margins(paths_b, player_b, seeds)
    common = sorted(set(a) & set(b))
    if not common:
        sys.exit("no game is in both sets of logs")
    n = len(common)
    mu, lo, hi, _ = mean_ci([b[k] - a[k] for k in common])
    wa = sum(win(a[k]) for k in common)
    wb = sum(win(b[k]) for k in common)
    print(f"{n} games on the same deals and seatings: {player_a} (A) won {wa:g}, margin "
          f"{statistics.fmean(a[k] for k in common):.1f}; {player_b} (B) won {wb:g}, margin "
          f"{statistics.fmean(b[k] for k in common):.1f}; B less A {mu:.2f} [{lo:.2f}, {hi:.2f}]")


def main():
    # The B logs follow "--", which argparse would swallow: split them off first.
    argv = sys.argv[1:]
    logs_b = None
    if "--" in argv:
        split = argv.index("--")
        argv, logs_b = argv[:split], argv[split + 1:]
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--paired", action="store_true",
                        help="compare two players on the games both sets of logs played")
    parser.add_argument("--seeds", help="FIRST-LAST: only the games of these seeds")
    parser.add_argument("args", nargs="+",
                        help="PLAYER LOG... or PLAYER_A PLAYER_B LOG_A... -- LOG_B...")
    options = parser.parse_args(argv)
    args = options.args
    seeds = None
    if options.seeds:
        first, _, last = options.seeds.partition("-")
        if not first.isdigit() or not last.isdigit() or int(first) > int(last):
            parser.error("--seeds wants FIRST-LAST, e.g. 2000-2199")
        seeds = (int(first), int(last))
    if not options.paired:
        if len(args) < 2 or logs_b is not None:
            parser.error("wants PLAYER and at least one log")
        tally(args[0], args[1:], seeds)
        return
    if len(args) < 3 or not logs_b:
        parser.error("--paired wants PLAYER_A PLAYER_B LOG_A... -- LOG_B...")
    paired(args[0], args[1], args[2:], logs_b, seeds)


if __name__ == "__main__":
    main()
