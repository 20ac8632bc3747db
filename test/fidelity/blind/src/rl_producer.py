"""ReportLab (platypus Table, repeatRows=1) producer for the blind All Pets set.

Style keys (spec['style']):
  page: 'letter' | 'a4'; orient: 'landscape' | 'portrait'; font: a base-14 name or 'ttf:<Name>:<path>'
  size: font size; valign: 'MIDDLE' | 'TOP'; grid: bool; zebra: bool; layout: 'single' (one table for the whole
  report, site/zone/total lines as spanned rows) | 'perzone' (site/zone lines as paragraphs, one table per zone
  with its own column header); wrap_header: header cells are Paragraphs (long titles wrap); pad: cell padding;
  numbers_right, codes_centre: alignment of Weight/Days and of Level/Behavior; wrapw: {column: width in pt} for
  Name/Breed/Sex (never under the longest word); the other columns fit their longest value plus an equal share
  of what is left of the page width.
Returns, per animal, the printed lines of every wrapped cell (from the Paragraphs' own line breaking).
"""
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape, letter, portrait
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import BaseDocTemplate, Frame, PageBreak, PageTemplate, Paragraph, Table, TableStyle, CondPageBreak

from data import COLUMNS, line_text, zone_line

WRAP_COLS = (1, 3, 4)  # Name, Breed, Sex are Paragraphs (they may wrap)


def _font(spec):
    f = spec['style']['font']
    if f.startswith('ttf:'):
        _, name, path = f.split(':', 2)
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, path))
        return name, name
    bold = {'Helvetica': 'Helvetica-Bold', 'Times-Roman': 'Times-Bold', 'Courier': 'Courier-Bold'}[f]
    return f, bold


def render(spec, lines, out_path, header):
    st = spec['style']
    font, bold = _font(spec)
    size = st['size']
    lead = round(size * 1.2, 2)
    pad = st.get('pad', 2)
    page = {'letter': letter, 'a4': A4}[st['page']]
    page = landscape(page) if st['orient'] == 'landscape' else portrait(page)
    lm = rm = 36 if st['orient'] == 'landscape' else 22
    tm, bm = 64, 44
    avail = page[0] - lm - rm

    cell = ParagraphStyle('cell', fontName=font, fontSize=size, leading=lead)
    hstyle = ParagraphStyle('head', fontName=bold, fontSize=size, leading=lead)
    sstyle = ParagraphStyle('site', fontName=bold, fontSize=size + 1.5, leading=lead + 2, spaceBefore=4)
    zstyle = ParagraphStyle('zone', fontName=bold, fontSize=size + 0.5, leading=lead + 1, spaceBefore=2)
    tstyle = ParagraphStyle('tot', fontName=font, fontSize=size, leading=lead)

    # column widths: plain columns fit their longest value; wrapping columns share the rest
    sw = pdfmetrics.stringWidth
    animals = [ln for ln in lines if ln['kind'] == 'animal']
    widths = [0.0] * 14
    for c in range(14):
        vals = [a['cells'][c] for a in animals]
        w = max([sw(v, font, size) for v in vals] + [0])
        if not st.get('wrap_header'):
            w = max(w, sw(COLUMNS[c], bold, size))
        else:
            w = max([w] + [sw(word, bold, size) for word in COLUMNS[c].split()])
        widths[c] = w + 2 * pad + 1.5
    # wrapping columns get the width the spec asks for (never under their longest word), the rest is spread
    for c, w in st['wrapw'].items():
        longest_word = max(sw(word, font, size) for a in animals for word in (a['cells'][c].split() or ['']))
        widths[c] = max(w, longest_word + 2 * pad + 1)
    spare = avail - sum(widths)
    if spare < -0.5:
        raise SystemExit(f"{spec['name']}: columns do not fit ({-spare:.1f} pt over): {[round(w) for w in widths]}")
    plain = [c for c in range(14) if c not in st['wrapw']]
    for c in plain:
        widths[c] += spare / len(plain)

    paras = {}

    def P(text, style):
        return Paragraph(escape(text), style)

    def animal_row(ln):
        row = []
        for c, v in enumerate(ln['cells']):
            if c in WRAP_COLS and v:
                p = paras.setdefault((ln['rec']['animal_id'], c), P(v, cell))
                row.append(p)
            else:
                row.append(v)
        return row

    head_row = [P(h, hstyle) for h in COLUMNS] if st.get('wrap_header') else list(COLUMNS)

    def make_table(logical, with_header=True):
        data, cmds = [], []
        if with_header:
            data.append(head_row)
        zebra_i = 0
        for ln in logical:
            r = len(data)
            k = ln['kind']
            if k == 'animal':
                data.append(animal_row(ln))
                if st.get('zebra'):
                    if zebra_i % 2 == 1:
                        cmds.append(('BACKGROUND', (0, r), (-1, r), colors.Color(0.92, 0.93, 0.95)))
                    zebra_i += 1
                continue
            text = zone_line(ln, True) if k == 'cont' else line_text(ln)
            style = {'site': sstyle, 'zone': zstyle, 'cont': zstyle}.get(k, tstyle)
            data.append([P(text, style)] + [''] * 13)
            cmds.append(('SPAN', (0, r), (-1, r)))
            if k in ('ztotal', 'stotal', 'grand'):
                cmds.append(('LINEABOVE', (0, r), (-1, r), 0.4, colors.grey))
        cmds += [
            ('FONT', (0, 0), (-1, -1), font, size, lead),
            ('VALIGN', (0, 0), (-1, -1), st['valign']),
            ('LEFTPADDING', (0, 0), (-1, -1), pad), ('RIGHTPADDING', (0, 0), (-1, -1), pad),
            ('TOPPADDING', (0, 0), (-1, -1), st.get('vpad', 1.5)), ('BOTTOMPADDING', (0, 0), (-1, -1), st.get('vpad', 1.5)),
        ]
        if with_header:
            cmds += [('FONT', (0, 0), (-1, 0), bold, size, lead), ('BACKGROUND', (0, 0), (-1, 0), colors.Color(0.8, 0.82, 0.86)),
                     ('VALIGN', (0, 0), (-1, 0), 'BOTTOM'), ('LINEBELOW', (0, 0), (-1, 0), 0.8, colors.black)]
        if st.get('numbers_right'):
            cmds += [('ALIGN', (6, 1 if with_header else 0), (6, -1), 'RIGHT'), ('ALIGN', (13, 1 if with_header else 0), (13, -1), 'RIGHT')]
        if st.get('codes_centre'):
            cmds += [('ALIGN', (10, 1 if with_header else 0), (11, -1), 'CENTER')]
        if st.get('grid'):
            cmds += [('GRID', (0, 0), (-1, -1), 0.25, colors.Color(0.5, 0.5, 0.5))]
        t = ZTable(data, colWidths=widths, repeatRows=1 if with_header else 0, hAlign='LEFT')
        t.setStyle(TableStyle(cmds))
        t.logical = logical
        t.maker = make_table
        t.perzone = st['layout'] == 'perzone'
        t.zstyle = zstyle
        return t

    story = []
    if st['layout'] == 'single':
        story.append(make_table([ln for ln in lines]))
    else:
        i = 0
        while i < len(lines):
            ln = lines[i]
            k = ln['kind']
            if k == 'site':
                story.append(CondPageBreak(lead * 8 + 20))
                story.append(P(line_text(ln), sstyle))
                i += 1
            elif k == 'zone':
                j = i + 1
                while lines[j]['kind'] in ('animal', 'note', 'ztotal'):
                    j += 1
                    if lines[j - 1]['kind'] == 'ztotal':
                        break
                body = lines[i + 1:j]
                story.append(CondPageBreak(lead * 6 + 12))
                story.append(P(line_text(ln), zstyle))
                story.append(make_table(body))
                i = j
            else:
                story.append(P(line_text(ln), sstyle if k == 'grand' else tstyle))
                i += 1

    frame = Frame(lm, bm, avail, page[1] - tm - bm, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc = BaseDocTemplate(out_path, pagesize=page, leftMargin=lm, rightMargin=rm, topMargin=tm, bottomMargin=bm,
                          title='All Pets Report', author=header['printed_by'], creator='All Pets export (ReportLab)',
                          invariant=1, pageCompression=1)
    doc.addPageTemplates([PageTemplate(id='p', frames=[frame])])

    hfont = font

    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._pages = []

        def showPage(self):
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._pages)
            for i, state in enumerate(self._pages):
                self.__dict__.update(state)
                w, h = page
                self.setFont(bold, 11)
                self.drawString(lm, h - 30, header['org'])
                self.setFont(bold, 13)
                self.drawCentredString(w / 2, h - 30, 'All Pets Report')
                self.setFont(hfont, 8)
                self.drawRightString(w - rm, h - 26, f"Run Date: {header['run_date_text']}")
                self.drawRightString(w - rm, h - 37, f'Page {i + 1} of {n}')
                self.setFont(hfont, 7)
                self.drawString(lm, 26, f"Printed by: {header['printed_by']}")
                self.drawString(lm, 16, header['confidential'])
                super().showPage()
            super().save()

    doc.build(story, canvasmaker=NumberedCanvas)

    wrapped = {}
    for (aid, c), p in paras.items():
        bl = getattr(p, 'blPara', None)
        if bl is None:
            raise SystemExit(f'{aid}: paragraph never laid out')
        if bl.kind == 0:
            got = [' '.join(words) for _, words in bl.lines]
        else:
            got = [''.join(f.text for f in ln.words) for ln in bl.lines]
        wrapped.setdefault(aid, {})[c] = got
    return {'wrapped': wrapped}


class ZTable(Table):
    """A table that, when split inside a zone, repeats the zone line with '(continued)' on the next page."""

    def split(self, availWidth, availHeight):
        parts = Table.split(self, availWidth, availHeight)
        if not parts:
            return parts
        has_head = self.repeatRows > 0
        n = len(parts[0]._cellvalues) - (1 if has_head else 0)
        lg = self.logical
        while n > 0 and lg[n - 1]['kind'] in ('site', 'zone', 'cont'):
            n -= 1
        if 0 < n < len(lg) and lg[n]['kind'] in ('ztotal', 'stotal', 'grand') and lg[n - 1]['kind'] == 'animal' and n > 1:
            n -= 1
        if n <= 0:
            return []
        rest = lg[n:]
        first = self.maker(lg[:n], has_head)
        inside = rest[0]['kind'] in ('animal', 'note', 'ztotal')
        if self.perzone:
            out = [first, PageBreak()]
            if inside:
                src = rest[0]
                out.append(Paragraph(escape(zone_line(src, True)), self.zstyle))
            out.append(self.maker(rest, has_head))
            return out
        if inside:
            src = rest[0]
            rest = [{'kind': 'cont', 'site': src['site'], 'code': src['code'], 'loc': src['loc']}] + rest
        return [first, PageBreak(), self.maker(rest, has_head)]
