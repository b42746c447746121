# hanging-sans.pdf, hanging-serif.pdf (CC0): /usr/bin/python3 hanging.py (ReportLab 3.6)
# Two columns on one leading: hex entries on the left (a bold key, a short
# italic line naming the terrain, ragged-right prose), and on the right a
# monster appendix set with hanging indents (each entry's first line at
# the column's edge, its other lines indented), begun lower or level with
# the left column, so short italic lines share baselines with indented
# lines of the appendix.
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

HEXES = [("0406 Old Ferry", "Marsh", "A rotten landing on the black river. Old Tam the ferryman (AC 9 [10], HD 1, hp 5) poles travellers across for a copper and a story."),
         ("0407 Drowned Chapel", "Swamp", "Only the bell tower stands above the water. A bog troll (see the appendix) nests in the belfry and drops on boats that pass under it."),
         ("0506 Reed Maze", "Marsh", "Channels twist between reeds taller than a rider. Travellers lose 1d4 hours here unless guided.")]
BEASTS = [("Bog Troll:", "AC 4 [15], HD 6+3*, hp 34, Att 2 × claw (1d6), 1 × bite (1d10), MV 120' (40'), SV D10 W11 P12 B13 S14 (6), ML 10, AL Chaotic, XP 650. Regenerates 3 hp a round."),
          ("Giant Leech:", "AC 7 [12], HD 6, hp 30, Att 1 × bite (1d6), MV 90' (30'), SV D10 W11 P12 B13 S14 (6), ML 10, AL Neutral, XP 275. Drains 1d6 hp a round once attached."),
          ("Marsh Wolf:", "AC 7 [12], HD 2+2, hp 11, Att 1 × bite (1d6), MV 180' (60'), SV D12 W13 P14 B15 S16 (1), ML 8, AL Neutral, XP 25.")]

def page(name, regular, bold, italic, size, lead, offset):
    W, H = letter
    c = canvas.Canvas(name, pagesize=letter)
    top = H - 72
    left, right, width = 56.7, 322.9, 232
    y = top
    for key, terrain, text in HEXES:
        c.setFont(bold, size + 1); c.drawString(left, y, key); y -= lead
        c.setFont(italic, size); c.drawString(left, y, terrain); y -= lead
        c.setFont(regular, size)
        for line in simpleSplit(text, regular, size, width):
            c.drawString(left, y, line); y -= lead
    y = top - offset * lead
    for name_, text in BEASTS:
        first = simpleSplit(name_ + " " + text, regular, size, width)[0]
        c.setFont(bold, size); c.drawString(right, y, name_)
        c.setFont(regular, size); c.drawString(right + c.stringWidth(name_ + " ", bold, size), y, first[len(name_) + 1:])
        y -= lead
        for line in simpleSplit(text[len(first) - len(name_):].strip(), regular, size, width - 10):
            c.drawString(right + 10, y, line); y -= lead
    c.save()

page("hanging-sans.pdf", "Helvetica", "Helvetica-Bold", "Helvetica-Oblique", 9, 11.8, 2)
page("hanging-serif.pdf", "Times-Roman", "Times-Bold", "Times-Italic", 9, 11.8, 0)
