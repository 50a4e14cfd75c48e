#!/usr/bin/env python3
"""Tune the evaluator's weights by SPSA over games of the one-turn lookahead (`ai:greedy`).

Every step draws a random sign for each weight, plays the weights moved by one scale step
each way (theta + c*d against theta - c*d) over --games games (each seed in both seatings),
and moves every weight by --gain * its scale * its sign * the first side's average margin:
simultaneous perturbation stochastic approximation, which needs two players per step
whatever the number of weights. The greedy player ranks every move by the evaluator alone,
so its games are cheap (about 20 ms) and show the weights' effect without a search's noise.

  scripts/tune-weights.py --cli build/release/app/cli/carcassonne-cli --steps 250 \\
      --games 400 --gain 0.05 > tune.log

Each step prints its number, the margin, and the weights; the last line is the player kind
with the final weights. Check a result on seeds the tuning never used:

  carcassonne-cli tournament --players "ai:greedy?<weights>,ai:greedy" --games 4000 \\
      --seed 500000 --jobs 2
"""

import argparse
import json
import random
import re
import subprocess
import sys

# name: (default, scale of a step, lowest, highest); the defaults are EvaluatorWeights'.
WEIGHTS = {
    'meeple': (8.0, 1.0, 2.0, 20.0),
    'decay': (0.8, 0.05, 0.5, 1.0),
    'horizon': (8.0, 2.0, 1.0, 30.0),
    'return': (0.6, 0.1, 0.0, 2.0),
    'roadgrowth': (0.4, 0.1, -1.0, 2.0),
    'citygrowth': (0.6, 0.15, -1.0, 3.0),
    'close': (1.3, 0.2, 0.05, 4.0),
    'extension': (0.4, 0.1, 0.0, 0.9),
    'fill': (0.5, 0.1, 0.0, 2.0),
    'fieldgrowth': (0.0, 0.1, -1.0, 2.0),
    'roadworth': (1.0, 0.08, 0.3, 2.0),
    'cityworth': (1.0, 0.08, 0.3, 2.0),
    'cloisterworth': (1.0, 0.08, 0.3, 2.0),
    'fieldworth': (1.0, 0.08, 0.3, 2.0),
}


def kind(theta):
    return 'ai:greedy?' + '&'.join(f'{n}={v:.4f}' for n, v in theta.items())


def margin(cli, packages, first, second, games, seed, jobs):
    """The first player's average margin over `games` games."""
    out = subprocess.run([cli, 'tournament', '--packages', packages, '--players',
                          f'{first},{second}', '--games', str(games), '--seed', str(seed),
                          '--jobs', str(jobs)], capture_output=True, text=True, check=True).stdout
    line = next(l for l in out.splitlines() if l.startswith('1 '))
    # The columns after the kind: wins, win rate [CI], score [CI], margin [CI], ... (a kind
    # holds no " [").
    numbers = re.findall(r'(-?\d+\.\d+) \[', line)
    return float(numbers[2])


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--cli', default='build/release/app/cli/carcassonne-cli')
    parser.add_argument('--packages', default='base')
    parser.add_argument('--steps', type=int, default=250)
    parser.add_argument('--games', type=int, default=400, help='games a step (even)')
    parser.add_argument('--gain', type=float, default=0.05)
    parser.add_argument('--seed', type=int, default=100000,
                        help='the first step\'s first deal; each step takes the next --games')
    parser.add_argument('--signs', type=int, default=7, help='seed of the random signs')
    parser.add_argument('--start', help='weights to start from: "meeple=6.8&decay=0.82..."')
    parser.add_argument('--jobs', type=int, default=2)
    args = parser.parse_args()

    theta = {n: w[0] for n, w in WEIGHTS.items()}
    if args.start:
        for item in args.start.split('&'):
            name, value = item.split('=')
            if name not in WEIGHTS:
                sys.exit(f'no weight {name!r}')
            theta[name] = float(value)
    signs = random.Random(args.signs)

    def clamp(name, value):
        return min(WEIGHTS[name][3], max(WEIGHTS[name][2], value))

    for step in range(args.steps):
        d = {n: signs.choice((-1, 1)) for n in WEIGHTS}
        plus = {n: clamp(n, theta[n] + WEIGHTS[n][1] * d[n]) for n in WEIGHTS}
        minus = {n: clamp(n, theta[n] - WEIGHTS[n][1] * d[n]) for n in WEIGHTS}
        m = margin(args.cli, args.packages, kind(plus), kind(minus), args.games,
                   args.seed + step * args.games, args.jobs)
        for n in WEIGHTS:
            theta[n] = clamp(n, theta[n] + args.gain * WEIGHTS[n][1] * d[n] * m)
        print(step, f'{m:+.2f}', json.dumps({n: round(v, 4) for n, v in theta.items()}),
              flush=True)
    print('final', kind(theta), flush=True)


if __name__ == '__main__':
    main()
