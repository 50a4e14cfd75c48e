#!/usr/bin/env python3
"""Synthesises the game's sounds (resources/sounds/*.wav), made by the project and under its
licence: short, soft tones and knocks, 22,050 Hz mono 16-bit. Run it again after changing a
sound; the WAVs are committed so the build needs no Python."""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def envelope(t, attack, decay):
    """A quick rise and an exponential fall."""
    return min(1.0, t / attack) * math.exp(-t / decay)


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 / peak
    frames = b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767)) for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def knock(length, pitch, decay, noise, seed):
    """A tile or a figure set down on a table: a low thump with a little wooden click."""
    rng = random.Random(seed)
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        body = math.sin(2 * math.pi * pitch * t) + 0.4 * math.sin(2 * math.pi * pitch * 2.7 * t)
        click = rng.uniform(-1, 1) * math.exp(-t / 0.004) * noise
        out.append((body * envelope(t, 0.002, decay)) + click)
    return out


def chime(notes, length, decay, gap=0.0):
    """Bell-like notes, one after another when `gap` is given, else together."""
    out = [0.0] * int(RATE * (length + gap * (len(notes) - 1)))
    for k, freq in enumerate(notes):
        start = int(RATE * gap * k)
        for i in range(int(RATE * length)):
            t = i / RATE
            tone = (math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(2 * math.pi * freq * 2 * t)
                    + 0.1 * math.sin(2 * math.pi * freq * 3 * t))
            out[start + i] += tone * envelope(t, 0.005, decay)
    return out


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    write("tile", knock(0.18, 140, 0.045, 0.35, 1))
    write("figure", knock(0.14, 320, 0.03, 0.25, 2))
    write("computer", knock(0.16, 110, 0.04, 0.2, 3))
    write("score", chime([784, 988], 0.35, 0.12, gap=0.07))
    write("bigscore", chime([659, 784, 988, 1319], 0.5, 0.16, gap=0.08))
    write("yourturn", chime([880], 0.3, 0.1))
    write("gameover", chime([523, 659, 784, 1047], 0.9, 0.3, gap=0.14))


if __name__ == "__main__":
    main()
