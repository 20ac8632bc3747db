"""Seeded data maker for the blind All Pets set.

Written from the layout spec (/work/shared/spec/all-pets-report.md) only; it shares no code with the main
corpus generators. A report is a list of printed lines in order:

  {"kind": "site", "site": "Salem"}
  {"kind": "zone", "site", "code", "loc"}
  {"kind": "animal", "site", "code", "loc", "cells": [14 printed strings, "" = blank], "rec": {truth record}}
  {"kind": "note", "site", "code", "text"}          # stray free text inside a zone (not an animal)
  {"kind": "ztotal", "site", "code", "n"}
  {"kind": "stotal", "site", "n"}
  {"kind": "grand", "n"}
"""
import datetime as dt
import random

COLUMNS = ['Animal ID', 'Name', 'Species', 'Breed', 'Sex', 'Age', 'Weight', 'Kennel', 'Status', 'Sub-Status',
           'Adoption Level', 'Behavior', 'Intake Date', 'Days']

SITES = {
    'Salem': [('A', 'Dog Adoption Row', 'dog'), ('B', 'Cat Adoption Room', 'cat'),
              ('C', 'Small Animals & Birds', 'small'), ('D', 'Medical Isolation', 'mixed'),
              ('E', 'Stray Hold', 'mixed')],
    'Boston': [('DA', 'Dog Adoptions', 'dog'), ('CA', 'Cat Adoptions', 'cat'), ('SA', 'Small Animal Room', 'small'),
               ('ISO', 'Isolation Ward', 'mixed')],
    'Methuen': [('A', 'Kennel Row', 'dog'), ('B', 'Cattery', 'cat'), ('Q', 'Quarantine', 'mixed')],
    'Cape Cod': [('K', 'Kennels', 'dog'), ('C', 'Cat Colony Room', 'cat'), ('GA', 'Get-Acquainted Room', 'mixed')],
    'Foster': [('FC', 'Foster Care Homes', 'mixed'), ('FM', 'Foster Medical', 'mixed')],
}

NAMES = """Biscuit Luna Max Bella Charlie Daisy Cooper Lucy Rocky Sadie Milo Zoe Bear Molly Tucker Stella Duke Penny
Oliver Ruby Leo Rosie Jax Willow Finn Ginger Buster Hazel Louie Pepper Bandit Maple Gus Olive Ziggy Nala Moose Cleo
Winston Piper Rusty Mocha Toby Luna Bruno Honey Diesel Athena Koda Juniper Scout Peaches Apollo Smokey Marley Oreo
Oscar Shadow Simba Misty Tiger Mittens Pumpkin Jasper Felix Clover Snickers Thumper Nibbles Peanut Kiwi Sunny
Mango Pip Waffles Tater Rolo Frankie Remy Sasha Dolly Poppy Bubba Chance Otis Ellie Nova Bowie Sage Raven""".split()
LONG_NAMES = ['Sir Barkington of Essex', 'Princess Marshmallow Fluffington', 'Mr. Whiskers McGillicuddy',
              'Captain Jack Sparrow', 'Lady Penelope Featherbottom', 'Mary-Kate', 'Lil\' Bit', 'Ziggy Stardust',
              'Professor Wigglesworth', 'Duchess of Cambridge Street', 'Big Tony Baloney', 'Señor Cuddles',
              'Bartholomew Jenkins-Smythe', 'Queen Elizabeth Snugglepaws']

BREEDS = {
    'Dog': ['Labrador Retriever/Mix', 'Pit Bull Terrier', 'American Staffordshire Terrier/Mix', 'German Shepherd Dog',
            'Chihuahua, Short Coat/Mix', 'Siberian Husky', 'Beagle/Mix', 'Boxer', 'Australian Cattle Dog/Border Collie',
            'German Short-Haired Pointer/Mix', 'Wire-Haired Fox Terrier', 'Cavalier King Charles Spaniel',
            'Catahoula Leopard Dog/Mix', 'Retriever, Labrador/Mix', 'Shih Tzu', 'Dachshund, Wire-Haired/Mix',
            'Belgian Shepherd Malinois/Mix', 'Anatolian Shepherd/Great Pyrenees', 'Plott Hound', 'Terrier/Mix',
            'Staffordshire Bull Terrier', 'Rhodesian Ridgeback/Mix', 'Poodle, Miniature', 'Hound/Mix'],
    'Cat': ['Domestic Shorthair', 'Domestic Medium Hair/Mix', 'Domestic Longhair', 'Siamese/Mix',
            'Maine Coon/Domestic Longhair', 'American Shorthair', 'Russian Blue/Mix', 'Snowshoe-Siamese/Mix',
            'Bengal/Mix', 'Domestic Shorthair/Mix', 'Tabby', 'Himalayan'],
    'Rabbit': ['Lionhead/Mix', 'Netherland Dwarf', 'Holland Lop', 'American Fuzzy Lop/Mix', 'New Zealand White',
               'Mini Rex', 'Lop-Eared/Mix', 'Californian', 'Rabbit'],
    'Guinea Pig': ['American Short-Haired', 'Abyssinian', 'Peruvian/Mix', 'Teddy', 'Guinea Pig', 'Skinny Pig'],
    'Bird': ['Cockatiel', 'Parakeet/Budgerigar', 'Lovebird, Peach-Faced', 'Canary', 'Conure, Green-Cheeked',
             'Dove/Mix', 'Chicken'],
}
WEIGHT = {'Dog': (6, 96), 'Cat': (3.5, 19), 'Rabbit': (1.8, 10), 'Guinea Pig': (1.2, 3.2), 'Bird': (0.1, 4.5)}
STATUS = [('AVAILABLE', 45), ('UNAVAIL', 25), ('STRAY_WAIT', 15), ('EVALUATION', 15)]
SUBSTATUS = ['MEDICAL', 'BEHAVIOR', 'BEH_MED', 'PENDADOPT']
LEVELS = ['L1', 'L2', 'L3', 'L4']
BEHAV = ['1A', '1B', '2A', '2B', '3A', '3B']


def weighted(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.uniform(0, total)
    for v, w in pairs:
        x -= w
        if x <= 0:
            return v
    return pairs[-1][0]


def species_for(rng, kind):
    if kind == 'dog':
        return 'Dog'
    if kind == 'cat':
        return 'Cat'
    if kind == 'small':
        return weighted(rng, [('Rabbit', 50), ('Guinea Pig', 30), ('Bird', 20)])
    return weighted(rng, [('Dog', 40), ('Cat', 40), ('Rabbit', 10), ('Guinea Pig', 5), ('Bird', 5)])


def age_text(rng, species, style):
    """Age as printed; style 'ym' (2Y 4M / 3W) or 'words' (10 yrs 3 mos / <1 mo)."""
    r = rng.random()
    if r < 0.12:  # weeks / under a month
        w = rng.randint(1, 7)
        if style == 'ym':
            return f'{w}W'
        return '<1 mo' if rng.random() < 0.6 else f'{w} wks'
    max_y = {'Dog': 14, 'Cat': 17, 'Rabbit': 8, 'Guinea Pig': 6, 'Bird': 12}[species]
    y = 0 if r < 0.4 else rng.randint(0, max_y)
    m = rng.randint(1 if y == 0 else 0, 11)
    if style == 'ym':
        return f'{y}Y {m}M'
    if y == 0:
        return f'{m} mo' if m == 1 else f'{m} mos'
    ys = 'yr' if y == 1 else 'yrs'
    if m == 0:
        return f'{y} {ys}'
    return f'{y} {ys} {m} mo' if m == 1 else f'{y} {ys} {m} mos'


class Maker:
    def __init__(self, seed, run_date, *, age_style='ym', blank_rate=1.0, long_rate=0.08, odd_id_rate=0.0,
                 star_rate=0.1):
        self.rng = random.Random(seed)
        self.run_date = run_date  # datetime
        self.age_style = age_style
        self.blank_rate = blank_rate
        self.long_rate = long_rate
        self.odd_id_rate = odd_id_rate
        self.star_rate = star_rate
        self.ids = set()

    def blank(self, p):
        return self.rng.random() < p * self.blank_rate

    def new_id(self):
        while True:
            r = self.rng.random()
            digits = 8
            if r < self.odd_id_rate / 2:
                digits = 7
            elif r < self.odd_id_rate:
                digits = 9
            i = 'A' + str(self.rng.randint(10 ** (digits - 1) * 3, 10 ** digits - 1))
            if i not in self.ids:
                self.ids.add(i)
                return i

    def animal(self, site, code, loc, kind, k):
        rng = self.rng
        species = species_for(rng, kind)
        if rng.random() < self.long_rate:
            name = rng.choice(LONG_NAMES)
        else:
            name = rng.choice(NAMES)
        if rng.random() < self.star_rate:
            name = '*' + name
        breed = rng.choice(BREEDS[species])
        sex = rng.choice(['Male', 'Female', 'Unknown'])
        if sex != 'Unknown' and rng.random() < 0.6:
            sex += '/Neutered' if sex == 'Male' else '/Spayed'
        if sex == 'Unknown' and species in ('Dog', 'Cat'):
            sex = rng.choice(['Male/Neutered', 'Female/Spayed', 'Unknown'])
        age = age_text(rng, species, self.age_style)
        lo, hi = WEIGHT[species]
        weight = round(rng.uniform(lo, hi), 1)
        kennel = f'{code}-{k}'
        status = weighted(rng, STATUS)
        sub = rng.choice(SUBSTATUS) if rng.random() < 0.4 else None
        level = rng.choice(LEVELS) if rng.random() < 0.75 else None
        beh = rng.choice(BEHAV) if rng.random() < 0.75 else None
        days = int(rng.triangular(0, 420, 20))
        intake = (self.run_date - dt.timedelta(days=days)).date()
        # blanks, anywhere but the ID
        if self.blank(0.03): name = None
        if self.blank(0.01): species = None
        if self.blank(0.02): breed = None
        if self.blank(0.02): sex = None
        if self.blank(0.05): age = None
        if self.blank(0.07): weight = None
        if self.blank(0.02): kennel = None
        if self.blank(0.01): status = None
        if self.blank(0.01):
            intake = None
        if self.blank(0.01) or intake is None and rng.random() < 0.5:
            days = None
        aid = self.new_id()
        cells = [aid, name or '', species or '', breed or '', sex or '', age or '',
                 '' if weight is None else f'{weight:.1f} lb', kennel or '', status or '', sub or '', level or '',
                 beh or '', intake.strftime('%m/%d/%Y') if intake else '', '' if days is None else str(days)]
        rec = {
            'animal_id': aid, 'name': name, 'species': species.upper() if species else None, 'breed': breed,
            'sex': sex, 'age': age, 'weight': weight, 'kennel': kennel, 'site': site, 'zone_code': code,
            'zone_location': loc, 'status_code': status, 'sub_status_code': sub, 'adoption_level': level,
            'behavior_severity_code': beh, 'intake_date': intake.isoformat() if intake else None,
            'days_in_care': days, 'page': None,
        }
        return {'kind': 'animal', 'site': site, 'code': code, 'loc': loc, 'cells': cells, 'rec': rec}


def make_report(seed, run_date, sites, *, notes=(), **opts):
    """sites: [(site, {zone_code: n_rows})]; notes: [(site, zone_code, after_row_index, text)]."""
    m = Maker(seed, run_date, **opts)
    lines = []
    grand = 0
    for site, zones in sites:
        lines.append({'kind': 'site', 'site': site})
        st = 0
        for code, loc, kind in SITES[site]:
            n = zones.get(code, 0)
            if n == 0:
                continue
            lines.append({'kind': 'zone', 'site': site, 'code': code, 'loc': loc})
            kennels = m.rng.sample(range(1, max(40, n * 2)), n)
            kennels.sort()
            for i in range(n):
                lines.append(m.animal(site, code, loc, kind, kennels[i]))
                for (ns, nz, after, text) in notes:
                    if ns == site and nz == code and after == i:
                        lines.append({'kind': 'note', 'site': site, 'code': code, 'loc': loc, 'text': text})
            lines.append({'kind': 'ztotal', 'site': site, 'code': code, 'loc': loc, 'n': n})
            st += n
        lines.append({'kind': 'stotal', 'site': site, 'n': st})
        grand += st
    lines.append({'kind': 'grand', 'n': grand})
    return lines


def run_date_text(d):
    h = d.hour % 12 or 12
    return f"{d.strftime('%m/%d/%Y')} {h}:{d.minute:02d} {'AM' if d.hour < 12 else 'PM'}"


def zone_line(line, continued=False):
    return f"Zone {line['code']} - {line['loc']}" + (' (continued)' if continued else '')


def line_text(line):
    k = line['kind']
    if k == 'site':
        return f"Site: {line['site']}"
    if k == 'zone':
        return zone_line(line)
    if k == 'note':
        return line['text']
    if k == 'ztotal':
        return f"Zone total: {line['n']}"
    if k == 'stotal':
        return f"Site total: {line['n']}"
    if k == 'grand':
        return f"Grand total: {line['n']} animals"
    raise ValueError(k)


def join_wrapped(lines):
    """How a person reads a wrapped cell: one space, or none after a line ending in '/' or '-'."""
    out = ''
    for ln in lines:
        ln = ln.strip()
        if not ln:
            continue
        if out and not out.endswith(('/', '-')):
            out += ' '
        out += ln
    return out
