# rl-labels.pdf (CC0): /usr/bin/python3 rl-labels.py rl-labels.pdf (ReportLab 3.6)
# Basic Fantasy-style stat blocks in two columns of a page, each a grid of
# two label and value pairs a row, labels and values wrapped onto a
# second line ("No. of" over "Attacks:").
import sys
from reportlab.lib.pagesizes import letter
from reportlab.platypus import Paragraph, Frame, PageTemplate, BaseDocTemplate, Table, TableStyle
from reportlab.lib.styles import ParagraphStyle
body = ParagraphStyle("b", fontName="Times-Roman", fontSize=10, leading=12, alignment=4)
cell = ParagraphStyle("c", fontName="Times-Roman", fontSize=9.5, leading=11)
w = (letter[0] - 144 - 18) / 2
doc = BaseDocTemplate(sys.argv[1], pagesize=letter)
doc.addPageTemplates([PageTemplate(frames=[Frame(72, 72, w, letter[1] - 144, id="l"), Frame(72 + w + 18, 72, w, letter[1] - 144, id="r")])])
def stat(name, rows):
    half = (len(rows) + 1) // 2
    data = [[Paragraph(rows[i][0], cell), Paragraph(rows[i][1], cell)] +
            ([Paragraph(rows[i + half][0], cell), Paragraph(rows[i + half][1], cell)] if i + half < len(rows) else [Paragraph("", cell)] * 2) for i in range(half)]
    t = Table(data, colWidths=[62, 50, 62, w - 180], hAlign="LEFT")
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
    return [Paragraph("<b>%s</b>" % name, cell), t]
gob = [("Armor Class:", "14 (11)"), ("Hit Dice:", "1-1"), ("No. of Attacks:", "1 weapon"), ("Damage:", "1d6 or by weapon"), ("Movement:", "20' Unarmored 30'"),
       ("No. Appearing:", "2d4, Wild 6d10"), ("Save As:", "Fighter: 1"), ("Morale:", "7 or see below"), ("Treasure Type:", "R each, C in lair"), ("XP:", "10")]
wolf = [("Armor Class:", "13"), ("Hit Dice:", "2"), ("No. of Attacks:", "1 bite"), ("Damage:", "1d6"), ("Movement:", "60'"),
        ("No. Appearing:", "2d6"), ("Save As:", "Fighter: 2"), ("Morale:", "8"), ("Treasure Type:", "None"), ("XP:", "75")]
doc.build([Paragraph("<b>1. Gatehouse:</b> The gate hangs from one hinge. Four goblins keep watch here, bored and cold.", body)] + stat("Goblin (4)", gob) +
 [Paragraph("<b>2. Kennel Yard:</b> Cages of rusted iron line the walls. Three wolves pace inside the largest cage.", body)] + stat("Wolf (3)", wolf) +
 [Paragraph("<b>3. Feed Store:</b> Sacks of mouldy grain and a barrel of salted meat.", body)])
