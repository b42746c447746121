# solid-sans.pdf, solid-serif.pdf (CC0): /usr/bin/python3 solid.py (ReportLab 3.6)
# A landscape page of three columns of keyed areas, and a boxed wandering
# table at the foot of the third column: a header naming the die, then six
# rows set solid (no row wrapped), each a bold die value a little larger
# than the entry beside it, in sans and in serif type.
from reportlab.lib.pagesizes import letter, landscape
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

AREAS = [("A. Mossy Stair.", "Slick steps descend to a flooded landing where the air smells of rot. Three skeletons (AC 7, HD 1, hp 5 each) wait knee-deep in the water, facing the stair."),
         ("B. Font Room.", "A cracked font of black stone stands here. Anyone who drinks heals 1d4 hp, once per day. A silver ladle (15 gp) hangs from a chain."),
         ("C. Eel Pool.", "The floor gives way to a dark pool. A giant eel (AC 6, HD 3, hp 14, bite 1d6) waits below the surface for anything that wades in."),
         ("D. Priest's Cell.", "A cot and a chest. The chest holds 85 gp and a scroll of light. Rot grubs nest in the straw of the cot."),
         ("E. Shrine.", "A drowned idol with pearl eyes (2 pearls, 100 gp each). Touching it wakes 2 ghouls (AC 6, HD 2, hp 9, 7) hiding behind it."),
         ("F. Ferry Landing.", "A rotten jetty reaches into black water. The ferryman's bell hangs from a post; ringing it summons nothing that should be summoned."),
         ("G. Drowned Vault.", "Silt covers a row of iron boxes. Most are empty; one holds 300 sp and a bronze key to the shrine's hidden niche.")]
ROWS = [("1", "1d4 giant leeches hunting for warmth"), ("2", "1d6 cave rats (AC 7, HD 1/2, hp 2 each, bite 1d3)"),
        ("3", "A lost pilgrim asking for the way out"), ("4", "1d3 skeletons, still wet from the pool"),
        ("5", "1 giant crab, hungry"), ("6", "The Ninth Ferryman, ringing his bell")]


def page(name, regular, bold):
    W, H = landscape(letter)
    c = canvas.Canvas(name, pagesize=(W, H))
    m, g, size, lead = 30, 14, 7.3, 8.8
    w = (W - 2 * m - 2 * g) / 3
    for col in range(3):
        x, y = m + col * (w + g), H - m - 10
        for key, text in AREAS[col * 3:col * 3 + 3]:
            for n, line in enumerate(simpleSplit(key + " " + text, regular, size, w)):
                if n == 0:
                    c.setFont(bold, size)
                    c.drawString(x, y, key)
                    c.setFont(regular, size)
                    c.drawString(x + c.stringWidth(key + " ", bold, size), y, line[len(key) + 1:])
                else:
                    c.setFont(regular, size)
                    c.drawString(x, y, line)
                y -= lead
            y -= 3
    x, top, pitch = m + 2 * (w + g) + 10, 200, 11.5
    c.rect(x - 4, top - pitch * len(ROWS) - 10, w - 12, pitch * (len(ROWS) + 1) + 8)
    c.setFont(bold, size)
    c.drawString(x, top, "d6")
    c.drawString(x + 25, top, "Wandering (1 in 6 per turn)")
    for n, (die, entry) in enumerate(ROWS):
        y = top - pitch * (n + 1)
        c.setFont(bold, 7.5)
        c.drawString(x, y, die)
        c.setFont(regular, size)
        c.drawString(x + 25, y, entry)
    c.save()


page("solid-sans.pdf", "Helvetica", "Helvetica-Bold")
page("solid-serif.pdf", "Times-Roman", "Times-Bold")
