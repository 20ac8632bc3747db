"""WeasyPrint producer for the blind All Pets set: an HTML table printed to PDF.

The column header is the table's <thead> (repeated on every page by the engine); page header and footer are CSS
@page margin boxes with counter(page) / counter(pages). A zone that runs over a page break gets a
"Zone X - ... (continued)" row: the document is laid out, the first page that starts inside a zone gets a forced
break and a continued row there, and it is laid out again until every such page has one (a zone or site line left
alone at the bottom of a page is moved to the next page the same way). Pages and wrapped cell lines are read from
WeasyPrint's own boxes.
"""
import html

from weasyprint import HTML

from data import COLUMNS, line_text, zone_line

CLS = ['id', 'name', 'species', 'breed', 'sex', 'age', 'weight', 'kennel', 'status', 'sub', 'level', 'beh', 'date', 'days']


def css(st, header):
    size = st['size']
    page = f"{st['page']} {st['orient']}"
    e = lambda s: s.replace('\\', '\\\\').replace('"', '\\"')
    valign = st['valign']
    border = '0.4pt solid #777' if st.get('borders') else 'none'
    out = f"""
@page {{
  size: {page};
  margin: 58pt 28pt 44pt 28pt;
  @top-left {{ content: "{e(header['org'])}"; font: bold 11pt '{st['font']}'; vertical-align: bottom; padding-bottom: 12pt; }}
  @top-center {{ content: "All Pets Report"; font: bold 13pt '{st['font']}'; vertical-align: bottom; padding-bottom: 12pt; }}
  @top-right {{ content: "Run Date: {e(header['run_date_text'])}\\A Page " counter(page) " of " counter(pages);
               white-space: pre; text-align: right; font: 8pt '{st['font']}'; vertical-align: bottom; padding-bottom: 10pt; }}
  @bottom-left {{ content: "Printed by: {e(header['printed_by'])}\\A {e(header['confidential'])}"; white-space: pre;
                 font: 7pt '{st['font']}'; vertical-align: top; padding-top: 8pt; width: 100%; }}
}}
body {{ margin: 0; font-family: '{st['font']}'; font-size: {size}pt; line-height: 1.2; }}
table {{ border-collapse: collapse; width: 100%; table-layout: auto; }}
th, td {{ padding: 1.4pt 2.4pt; border: {border}; vertical-align: {valign}; text-align: left; }}
thead th {{ background: #d3d8e0; vertical-align: bottom; font-weight: bold; border-bottom: 0.8pt solid #000; }}
tr {{ break-inside: avoid; }}
td.id, td.date, td.weight {{ white-space: nowrap; }}
td.name {{ width: {st['wrapw'][1]}pt; }} td.breed {{ width: {st['wrapw'][3]}pt; }} td.sex {{ width: {st['wrapw'][4]}pt; }}
tr.site td {{ font-weight: bold; font-size: {size + 1.5}pt; padding-top: 4pt; border: none; }}
tr.zone td {{ font-weight: bold; padding-top: 2.5pt; border-left: none; border-right: none; }}
tr.tot td {{ border-left: none; border-right: none; }}
tr.note td {{ font-style: italic; border-left: none; border-right: none; }}
.brk {{ break-before: page; }}
"""
    if st.get('zebra'):
        out += 'tr.animal.odd td { background: #eceef2; }\n'
    if st.get('numbers_right'):
        out += 'td.weight, td.days { text-align: right; }\n'
    if st.get('codes_centre'):
        out += 'td.level, td.beh, td.status { text-align: center; }\n'
    return out


def body_html(lines, breaks):
    """breaks: {line index: 'cont' | 'plain'} forced page breaks (a new table) before that line."""
    head = '<thead><tr>' + ''.join(f'<th class="{c}">{html.escape(t)}</th>' for c, t in zip(CLS, COLUMNS)) + '</tr></thead>'
    parts = ['<table>', head, '<tbody>']
    odd = False
    for i, ln in enumerate(lines):
        if i in breaks:
            parts.append('</tbody></table><table class="brk">' + head + '<tbody>')
            if breaks[i] == 'cont':
                parts.append(f'<tr class="zone cont"><td colspan="14">{html.escape(zone_line(ln, True))}</td></tr>')
        k = ln['kind']
        if k == 'animal':
            cells = ''.join(f'<td class="{c}">{html.escape(v)}</td>' for c, v in zip(CLS, ln['cells']))
            parts.append(f'<tr class="animal{" odd" if odd else ""}" data-i="{i}">{cells}</tr>')
            odd = not odd
        else:
            cls = {'site': 'site', 'zone': 'zone', 'note': 'note'}.get(k, 'tot')
            parts.append(f'<tr class="{cls}" data-i="{i}"><td colspan="14">{html.escape(line_text(ln))}</td></tr>')
    parts.append('</tbody></table>')
    return ''.join(parts)


def walk(box):
    yield box
    for child in getattr(box, 'children', None) or []:
        yield from walk(child)


def layout(st, header, lines, breaks):
    doc_html = f'<!doctype html><html><head><meta charset="utf-8"><title>All Pets Report</title><style>{css(st, header)}</style></head><body>{body_html(lines, breaks)}</body></html>'
    doc = HTML(string=doc_html).render()
    page_of = {}
    cells = {}
    for p, page in enumerate(doc.pages, 1):
        for box in walk(page._page_box):
            el = getattr(box, 'element', None)
            if el is None:
                continue
            if getattr(box, 'element_tag', None) == 'tr' and el.get('data-i') is not None:
                i = int(el.get('data-i'))
                page_of.setdefault(i, p)
                if lines[i]['kind'] == 'animal':
                    for c, td in enumerate(b for b in box.children if getattr(b, 'element_tag', None) == 'td'):
                        got = []
                        for lb in walk(td):
                            if type(lb).__name__ == 'LineBox':
                                got.append(''.join(t.text for t in walk(lb) if type(t).__name__ == 'TextBox'))
                        cells[(i, c)] = got
    return doc, page_of, cells


def render(spec, lines, out_path, header):
    st = spec['style']
    breaks = {}
    for _ in range(200):
        doc, page_of, cells = layout(st, header, lines, breaks)
        fix = None
        for i in range(1, len(lines)):
            if page_of[i] != page_of[i - 1] and i not in breaks:
                # page starts at line i
                j = i - 1
                if lines[j]['kind'] in ('site', 'zone') and j not in breaks:
                    while j - 1 >= 0 and lines[j - 1]['kind'] in ('site', 'zone') and page_of[j - 1] == page_of[i - 1]:
                        j -= 1
                    fix = (j, 'plain')
                elif lines[i]['kind'] in ('animal', 'note', 'ztotal'):
                    fix = (i, 'cont')
                if fix:
                    break
        if not fix:
            break
        breaks[fix[0]] = fix[1]
    else:
        raise SystemExit(f"{spec['name']}: page breaks do not settle")
    doc.write_pdf(out_path)
    pages, wrapped = {}, {}
    for i, ln in enumerate(lines):
        if ln['kind'] == 'animal':
            aid = ln['rec']['animal_id']
            pages[aid] = page_of[i]
            for c in range(14):
                got = cells.get((i, c), [])
                if len(got) > 1:
                    wrapped.setdefault(aid, {})[c] = got
                elif ln['cells'][c] and got != [ln['cells'][c]]:
                    raise SystemExit(f"{spec['name']}: {aid} col {c} printed as {got!r}")
    return {'pages': pages, 'wrapped': wrapped, 'continued': sum(1 for v in breaks.values() if v == 'cont')}
