#!/usr/bin/env python3
"""Carries translations along when texts move between contexts or programs.

When code moves a text to another class (a rule module's log line into its ModuleUi) or to
another program's set (the game's .ts into carcassonne-common), lupdate drops the old entry
and adds the new one unfinished. Run this before lupdate with --save, then after it with
--fill: every unfinished entry whose source text (and disambiguation) was translated anywhere
in the saved sets of the same language gets that translation and is marked finished.

    scripts/carry-translations.py --save /tmp/tr.json translations/*.ts
    cmake --build build/dev --target update_translations
    scripts/carry-translations.py --fill /tmp/tr.json translations/*.ts

Only entries with one unambiguous earlier translation are filled; the rest stay unfinished
and are listed, so nothing is guessed.
"""

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET


def language_of(root):
    return root.get("language", "").split("_")[0]


def key_of(message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return source + "\u0000" + comment


def translation_of(message):
    t = message.find("translation")
    if t is None or t.get("type") in ("unfinished", "obsolete", "vanished"):
        return None
    forms = t.findall("numerusform")
    if forms:
        return {"numerus": [f.text or "" for f in forms]}
    if not t.text:
        return None
    return {"text": t.text}


def save(path, files):
    known = {}
    for f in files:
        root = ET.parse(f).getroot()
        lang = language_of(root)
        for message in root.iter("message"):
            tr = translation_of(message)
            if tr is None:
                continue
            entries = known.setdefault(lang, {}).setdefault(key_of(message), [])
            if tr not in entries:
                entries.append(tr)
    with open(path, "w", encoding="utf-8") as out:
        json.dump(known, out, ensure_ascii=False, indent=1)


def fill(path, files):
    with open(path, encoding="utf-8") as f:
        known = json.load(f)
    left = []
    for name in files:
        text = open(name, encoding="utf-8").read()
        root = ET.fromstring(text)
        lang = language_of(root)
        changed = 0
        for message in root.iter("message"):
            t = message.find("translation")
            if t is None or t.get("type") != "unfinished":
                continue
            candidates = known.get(lang, {}).get(key_of(message), [])
            if len(candidates) != 1:
                left.append(f"{name}: {message.findtext('source')!r}")
                continue
            tr = candidates[0]
            for child in list(t):
                t.remove(child)
            t.text = None
            if "numerus" in tr:
                t.text = "\n            "
                for i, form in enumerate(tr["numerus"]):
                    e = ET.SubElement(t, "numerusform")
                    e.text = form
                    e.tail = "\n            " if i + 1 < len(tr["numerus"]) else "\n        "
            else:
                t.text = tr["text"]
            del t.attrib["type"]
            changed += 1
        if changed:
            body = ET.tostring(root, encoding="unicode")
            head = text[: text.index("<TS")]
            # ElementTree writes <translation /> for empty ones; keep lupdate's form.
            body = re.sub(r"<translation([^>]*) />", r"<translation\1></translation>", body)
            open(name, "w", encoding="utf-8").write(head + body + "\n")
            print(f"{name}: {changed} carried")
    for line in left:
        print("still unfinished:", line)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--save", metavar="JSON")
    mode.add_argument("--fill", metavar="JSON")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.save:
        save(args.save, args.files)
    else:
        fill(args.fill, args.files)
    return 0


if __name__ == "__main__":
    sys.exit(main())
