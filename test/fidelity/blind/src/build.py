"""Builds the blind All Pets set: test/fidelity/blind/<name>.pdf and <name>.truth.json.

  /usr/bin/python3 test/fidelity/blind/src/build.py [name ...]

Needs Debian's python3-reportlab and weasyprint, poppler-utils (pdftotext), and node with jspdf and
jspdf-autotable (devDependencies). The row pages of the truth are where each animal's unique ID is printed
(pdftotext, page by page; rows never split over a page break), cross-checked with what the producer says where it
can (jsPDF hooks, WeasyPrint boxes). Wrapped cells are taken from the producer's own line breaking and joined the way
a person reads them; the build fails if that join does not give back the value (a break inside a word).
"""
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the repo
# fontTools (WeasyPrint's font subsetter) stamps the subset fonts with the time: fix it, so a rebuild gives the same bytes
os.environ.setdefault('SOURCE_DATE_EPOCH', '1795532700')
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from data import COLUMNS, join_wrapped, make_report, run_date_text  # noqa: E402

RUN = dt.datetime(2026, 11, 24, 7, 5)
CONF = 'CONFIDENTIAL - contains personal information of adopters and animal records. For internal use only; do not distribute.'

NOTE_1 = 'Kennel card missing - see front desk'
NOTE_2 = 'Owner surrender paperwork pending, do not move'
NOTE_3 = '** Vet check 11/25 AM - fasting after midnight **'

SPECS = [
    # ---- ReportLab
    dict(name='rl-letter-grid-middle', producer='reportlab', seed=7101,
         sites=[('Boston', {'DA': 18, 'CA': 14, 'ISO': 6}), ('Salem', {'A': 34, 'B': 30, 'C': 14, 'D': 9, 'E': 20}),
                ('Methuen', {'A': 22, 'B': 18, 'Q': 5})],
         data=dict(age_style='ym', long_rate=0.1),
         style=dict(page='letter', orient='landscape', font='Helvetica', size=7, valign='MIDDLE', grid=True,
                    layout='single', numbers_right=True, codes_centre=True, pad=2.5, wrapw={1: 62, 3: 82, 4: 60})),
    dict(name='rl-a4-portrait-times-top', producer='reportlab', seed=7202,
         sites=[('Cape Cod', {'K': 16, 'C': 12, 'GA': 4}), ('Foster', {'FC': 18, 'FM': 6}),
                ('Salem', {'A': 40, 'B': 36, 'C': 18, 'D': 10, 'E': 24})],
         data=dict(age_style='words', long_rate=0.12, blank_rate=2.0),
         style=dict(page='a4', orient='portrait', font='Times-Roman', size=6.5, valign='TOP', zebra=True,
                    layout='single', wrap_header=True, pad=1.5, vpad=1.2, wrapw={1: 50, 3: 62, 4: 34})),
    dict(name='rl-big-perzone-ttf-notes', producer='reportlab', seed=7303,
         sites=[('Salem', {'A': 130, 'B': 120, 'C': 45, 'D': 30, 'E': 65}), ('Boston', {'DA': 45, 'CA': 50, 'SA': 18, 'ISO': 12}),
                ('Foster', {'FC': 50, 'FM': 12})],
         notes=[('Salem', 'A', 57, NOTE_1), ('Boston', 'CA', 20, NOTE_2)],
         data=dict(age_style='ym', odd_id_rate=0.04, long_rate=0.08),
         style=dict(page='letter', orient='landscape', font='ttf:DejaVuSansCondensed:/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf',
                    size=7.5, valign='MIDDLE', layout='perzone', grid=True, numbers_right=True, pad=2, vpad=1.6, wrapw={1: 70, 3: 90, 4: 60})),
    dict(name='rl-one-page-courier', producer='reportlab', seed=7404,
         sites=[('Salem', {'A': 6, 'B': 5, 'C': 3, 'E': 4})],
         data=dict(age_style='ym', long_rate=0.15),
         style=dict(page='letter', orient='landscape', font='Courier', size=6.5, valign='TOP', layout='single', pad=2,
                    wrapw={1: 80, 3: 96, 4: 56})),
    # ---- jsPDF + jspdf-autotable
    dict(name='js-letter-striped-middle', producer='jspdf', seed=8101,
         sites=[('Boston', {'DA': 20, 'CA': 16}), ('Salem', {'A': 36, 'B': 34, 'C': 15, 'D': 8, 'E': 22}),
                ('Foster', {'FC': 20, 'FM': 6}), ('Methuen', {'A': 15, 'B': 14})],
         data=dict(age_style='ym', long_rate=0.1),
         style=dict(page='letter', orient='landscape', font='helvetica', size=7, valign='middle', theme='striped',
                    numbers_right=True, codes_centre=True)),
    dict(name='js-a4-grid-ttf-top', producer='jspdf', seed=8202,
         sites=[('Salem', {'A': 45, 'B': 40, 'C': 20, 'D': 12, 'E': 28}), ('Cape Cod', {'K': 20, 'C': 15, 'GA': 6}),
                ('Methuen', {'A': 10, 'Q': 4})],
         data=dict(age_style='words', odd_id_rate=0.06, blank_rate=2.5, long_rate=0.1),
         style=dict(page='a4', orient='landscape', font='ttf:DejaVuSerifCondensed:/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf',
                    size=6.5, valign='top', theme='grid')),
    dict(name='js-plain-courier-notes', producer='jspdf', seed=8303,
         sites=[('Methuen', {'A': 18, 'B': 20, 'Q': 6}), ('Salem', {'A': 30, 'B': 28, 'C': 12, 'D': 6, 'E': 18}),
                ('Boston', {'DA': 14, 'CA': 15, 'SA': 6})],
         notes=[('Salem', 'A', 11, NOTE_1), ('Salem', 'B', 27, NOTE_2), ('Boston', 'DA', 3, NOTE_3)],
         data=dict(age_style='ym', long_rate=0.08),
         style=dict(page='letter', orient='landscape', font='courier', size=6.5, valign='top', theme='plain')),
    # ---- WeasyPrint (HTML table)
    dict(name='wp-letter-bordered-middle', producer='weasyprint', seed=9101,
         sites=[('Salem', {'A': 38, 'B': 34, 'C': 16, 'D': 10, 'E': 22}), ('Methuen', {'A': 20, 'B': 18, 'Q': 6}),
                ('Cape Cod', {'K': 18, 'C': 14, 'GA': 5})],
         data=dict(age_style='ym', long_rate=0.1),
         style=dict(page='letter', orient='landscape', font='Nimbus Sans Narrow', size=7.5, valign='middle',
                    borders=True, numbers_right=True, codes_centre=True, wrapw={1: 60, 3: 80, 4: 50})),
    dict(name='wp-a4-zebra-serif-top', producer='weasyprint', seed=9202,
         sites=[('Boston', {'DA': 22, 'CA': 18, 'SA': 8, 'ISO': 5}), ('Foster', {'FC': 16, 'FM': 5}),
                ('Salem', {'A': 40, 'B': 34, 'C': 18, 'D': 9, 'E': 24})],
         data=dict(age_style='words', long_rate=0.1),
         style=dict(page='a4', orient='landscape', font='C059', size=6.5, valign='top', zebra=True, numbers_right=True, wrapw={1: 58, 3: 78, 4: 56})),
    dict(name='wp-letter-portrait-gothic', producer='weasyprint', seed=9303,
         sites=[('Salem', {'A': 30, 'B': 28, 'C': 14, 'D': 8, 'E': 18}), ('Boston', {'DA': 16, 'CA': 14}),
                ('Foster', {'FC': 12})],
         data=dict(age_style='ym', long_rate=0.15, blank_rate=1.5),
         style=dict(page='letter', orient='portrait', font='URW Gothic', size=6, valign='middle', borders=True,
                    narrow=True, wrapw={1: 44, 3: 60, 4: 40})),
]

ID_RE = re.compile(r'(?<![A-Za-z0-9])A\d{7,9}(?![0-9])')


def header_for(spec):
    return {'org': spec.get('org', 'MSPCA-Angell'), 'run_date_text': run_date_text(RUN), 'printed_by': spec.get('printed_by', 'kmurphy'),
            'confidential': CONF}


def pages_text(pdf):
    out = subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True, text=True).stdout
    pages = out.split('\f')
    if pages and not pages[-1].strip():
        pages.pop()
    return pages


def page_count(pdf):
    info = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
    return int(re.search(r'^Pages:\s+(\d+)', info, re.M).group(1))


def render(spec, lines, pdf):
    header = header_for(spec)
    if spec['producer'] == 'reportlab':
        import rl_producer
        return rl_producer.render(spec, lines, pdf, header)
    if spec['producer'] == 'weasyprint':
        import wp_producer
        return wp_producer.render(spec, lines, pdf, header)
    if spec['producer'] == 'jspdf':
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, 'in.json')
            res = os.path.join(tmp, 'out.json')
            with open(src, 'w') as f:
                json.dump({'spec': spec, 'lines': lines, 'header': header, 'columns': COLUMNS}, f)
            subprocess.run(['node', os.path.join(HERE, 'jspdf_producer.mjs'), src, pdf, res], check=True)
            with open(res) as f:
                return json.load(f)
    raise SystemExit(spec['producer'])


def quirks_of(spec, lines, info, truth_animals, pages, texts):
    st = spec['style']
    q = [f"producer:{spec['producer']}", f"page:{st['page'].upper()}", st['orient'], f"size:{st['size']}pt",
         f"valign:{st['valign'].lower()}", f"font:{st['font'].split(':')[1] if st['font'].startswith('ttf:') else st['font']}"]
    for k in ('grid', 'zebra', 'borders', 'numbers_right', 'codes_centre', 'wrap_header', 'narrow'):
        if st.get(k):
            q.append(k.replace('_', '-'))
    if st.get('theme'):
        q.append(f"theme:{st['theme']}")
    if st.get('layout') == 'perzone':
        q.append('header-per-zone')
    sites = {ln['site'] for ln in lines if ln['kind'] == 'site'}
    if sites - {'Salem'}:
        q.append('other-sites')
    if 'Foster' in sites:
        q.append('foster')
    if any(ln['kind'] == 'note' for ln in lines):
        q.append('stray-notes')
    if any(len(a['animal_id']) != 9 for a in truth_animals):
        q.append('odd-id-lengths')
    wrapped = info.get('wrapped', {})
    cols = {c for w in wrapped.values() for c, ls in w.items() if len(ls) > 1}
    for c in sorted(cols):
        q.append(f"wraps:{COLUMNS[int(c)]}")
    ends = {ls[i][-1] for w in wrapped.values() for ls in w.values() for i in range(len(ls) - 1) if ls[i]}
    if '/' in ends:
        q.append('wrap-after-slash')
    if '-' in ends:
        q.append('wrap-after-hyphen')
    if any('(continued)' in t for t in texts):
        q.append('zone-continued')
    if any(a['name'] and a['name'].startswith('*') for a in truth_animals):
        q.append('star-names')
    if any(a['age'] and ('yr' in a['age'] or 'mo' in a['age']) for a in truth_animals):
        q.append('ages-words')
    if pages == 1:
        q.append('one-page')
    return q


def build(spec):
    name = spec['name']
    pdf = os.path.join(OUT, f'{name}.pdf')
    lines = make_report(spec['seed'], RUN, spec['sites'], notes=spec.get('notes', ()), **spec.get('data', {}))
    info = render(spec, lines, pdf)
    texts = pages_text(pdf)
    n_pages = page_count(pdf)
    assert len(texts) == n_pages, (name, len(texts), n_pages)
    where = {}
    for p, txt in enumerate(texts, 1):
        for m in ID_RE.finditer(txt):
            if m.group(0) in where:
                raise SystemExit(f'{name}: {m.group(0)} printed twice (pages {where[m.group(0)]} and {p})')
            where[m.group(0)] = p
    animals = []
    for ln in lines:
        if ln['kind'] != 'animal':
            continue
        rec = dict(ln['rec'])
        aid = rec['animal_id']
        if aid not in where:
            raise SystemExit(f'{name}: {aid} not found in the PDF text')
        rec['page'] = where[aid]
        hint = info.get('pages', {}).get(aid)
        if hint is not None and hint != rec['page']:
            raise SystemExit(f'{name}: {aid} producer says page {hint}, text says {rec["page"]}')
        for c, ls in info.get('wrapped', {}).get(aid, {}).items():
            c = int(c)
            value = ln['cells'][c]
            if join_wrapped(ls) != value:
                raise SystemExit(f'{name}: {aid} column {COLUMNS[c]} printed as {ls!r}, read back as {join_wrapped(ls)!r} != {value!r}')
        animals.append(rec)
    # pages never go backwards in print order
    for a, b in zip(animals, animals[1:]):
        assert a['page'] <= b['page'], (name, a['animal_id'], b['animal_id'])
    expected = []
    for ln in lines:
        if ln['kind'] == 'note':
            hits = [p for p, txt in enumerate(texts, 1) if re.sub(r'\s+', ' ', ln['text']) in re.sub(r'\s+', ' ', txt)]
            assert len(hits) == 1, (name, ln['text'], hits)
            expected.append({'page': hits[0], 'animalId': None, 'textIncludes': ln['text'], 'reason': 'unread_line'})
    totals = {'zones': [{'site': ln['site'], 'code': ln['code'], 'total': ln['n']} for ln in lines if ln['kind'] == 'ztotal'],
              'sites': [{'site': ln['site'], 'total': ln['n']} for ln in lines if ln['kind'] == 'stotal'],
              'grand': next(ln['n'] for ln in lines if ln['kind'] == 'grand')}
    truth = {'name': name, 'producer': spec['producer'], 'quirks': quirks_of(spec, lines, info, animals, n_pages, texts),
             'follows_note': any(a['site'] == 'Salem' for a in animals), 'pagesTotal': n_pages,
             'runDate': RUN.strftime('%Y-%m-%dT%H:%M:00')}
    if expected:
        truth['expectedNotImported'] = expected
    truth['printedTotals'] = totals
    truth['animals'] = animals
    with open(os.path.join(OUT, f'{name}.truth.json'), 'w') as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write('\n')
    wraps = sum(1 for w in info.get('wrapped', {}).values() for ls in w.values() if len(ls) > 1)
    print(f"{name:32s} {spec['producer']:10s} pages={n_pages:3d} rows={len(animals):4d} wrapped-cells={wraps:4d} "
          f"notes={len(expected)} size={os.path.getsize(pdf) // 1024}KB")


def main():
    only = set(sys.argv[1:])
    for spec in SPECS:
        if not only or spec['name'] in only:
            build(spec)


if __name__ == '__main__':
    main()
