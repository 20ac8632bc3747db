"""Reads the blind PDFs back with `pdftotext -layout` and checks the truth against the printed text.

  /usr/bin/python3 test/fidelity/blind/src/verify.py [--show N]

For every truth animal: its ID is printed on exactly one page, the truth page; every piece of every non-blank value
(words, and the parts of a word around a wrap after '/' or '-') is printed within a few text lines of the ID on that
page; each zone, site and grand total line and each expected stray note is printed on the page the truth says.
--show N prints N random rows with a wrapped or blank cell next to the text around them, for a person to look at.
"""
import glob
import json
import os
import random
import re
import subprocess
import sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ID_RE = re.compile(r'(?<![A-Za-z0-9])A\d{7,9}(?![0-9])')


def pages_text(pdf):
    out = subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True, text=True).stdout
    pages = out.split('\f')
    if pages and not pages[-1].strip():
        pages.pop()
    return pages


def printed(rec):
    """The values as printed, by field."""
    out = {}
    for f in ('name', 'breed', 'sex', 'age', 'kennel', 'status_code', 'sub_status_code', 'adoption_level', 'behavior_severity_code'):
        if rec[f] is not None:
            out[f] = rec[f]
    if rec['species']:
        out['species'] = rec['species'].title()
    if rec['weight'] is not None:
        out['weight'] = f"{rec['weight']:.1f} lb"
    if rec['intake_date']:
        y, m, d = rec['intake_date'].split('-')
        out['intake_date'] = f'{m}/{d}/{y}'
    if rec['days_in_care'] is not None:
        out['days_in_care'] = str(rec['days_in_care'])
    return out


def pieces(value):
    out = []
    for word in value.split():
        out += [p for p in re.split(r'(?<=[/-])', word) if p]
    return out


def main():
    show = int(sys.argv[sys.argv.index('--show') + 1]) if '--show' in sys.argv else 0
    rng = random.Random(1)
    bad = 0
    total = 0
    for tf in sorted(glob.glob(os.path.join(OUT, '*.truth.json'))):
        truth = json.load(open(tf))
        texts = pages_text(os.path.join(OUT, truth['name'] + '.pdf'))
        assert len(texts) == truth['pagesTotal'], truth['name']
        lines_of = [t.split('\n') for t in texts]
        where = {}
        for p, lines in enumerate(lines_of, 1):
            for i, ln in enumerate(lines):
                for m in ID_RE.finditer(ln):
                    where.setdefault(m.group(0), []).append((p, i))
        errors = []
        picks = []
        for rec in truth['animals']:
            total += 1
            aid = rec['animal_id']
            at = where.get(aid, [])
            if len(at) != 1 or at[0][0] != rec['page']:
                errors.append(f'{aid}: printed at {at}, truth page {rec["page"]}')
                continue
            p, i = at[0]
            window = '\n'.join(lines_of[p - 1][max(0, i - 4):i + 5])
            for f, v in printed(rec).items():
                for piece in pieces(v):
                    if piece not in window:
                        errors.append(f'{aid}: {f} piece {piece!r} of {v!r} not near the ID on page {p}')
            if show and (any(v is None for k, v in rec.items() if k != 'page') or any(len(v) > 18 for v in printed(rec).values())):
                picks.append((rec, window))
        for kind, items, fmt in (('zone', truth['printedTotals']['zones'], lambda z: f"Zone total: {z['total']}"),
                                 ('site', truth['printedTotals']['sites'], lambda s: f"Site total: {s['total']}")):
            for it in items:
                if not any(fmt(it) in t for t in texts):
                    errors.append(f'{kind} total line {fmt(it)!r} not printed')
        if not any(f"Grand total: {truth['printedTotals']['grand']} animals" in t for t in texts):
            errors.append('grand total not printed')
        for e in truth.get('expectedNotImported', []):
            if e['textIncludes'] not in texts[e['page'] - 1]:
                errors.append(f"note {e['textIncludes']!r} not on page {e['page']}")
        for p, t in enumerate(texts, 1):
            if f'Page {p} of {len(texts)}' not in t:
                errors.append(f'page {p}: no "Page {p} of {len(texts)}"')
        n_ids = sum(1 for t in texts for _ in ID_RE.finditer(t))
        if n_ids != len(truth['animals']):
            errors.append(f'{n_ids} IDs printed, {len(truth["animals"])} in the truth')
        print(f"{truth['name']:32s} rows={len(truth['animals']):4d} pages={len(texts):3d} errors={len(errors)}")
        for e in errors[:10]:
            print('   ', e)
        bad += len(errors)
        for rec, window in rng.sample(picks, min(show, len(picks))):
            print('  ---', json.dumps({k: v for k, v in rec.items() if k not in ('site', 'zone_location')}, ensure_ascii=False))
            print('\n'.join('     | ' + ln for ln in window.split('\n')))
    print(f'{total} rows checked, {bad} problems')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
