# rl-oneline.pdf (CC0): /usr/bin/python3 rl-oneline.py rl-oneline.pdf (ReportLab 3.6)
# An OSE-style zine page: a d10 wandering table of one-line rows ruled
# below, cells at the middle, activities ending in no full stop, under it
# a heading whose word space stands in the table's first lane.
import sys
from reportlab.lib.pagesizes import A5
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
body = ParagraphStyle("b", fontName="Helvetica", fontSize=8, leading=10)
h = ParagraphStyle("h", fontName="Helvetica-Bold", fontSize=12, leading=15, spaceBefore=8)
sb = ParagraphStyle("s", parent=body, fontSize=7.5, leading=9)
W = A5[0] - 72
rows = [["d10", "Encounter", "Activity"], ["1-2", "1d6 goblins", "Hauling a dead boar"], ["3", "1d3 ghouls", "Feeding"],
 ["4", "1d4 giant centipedes", "Hiding in the rubble"], ["5-6", "2d4 giant rats", "Fighting over scraps"], ["7", "1 grey ooze", "Seeping down a wall"],
 ["8", "Brother Anselm (see area 6)", "Praying aloud"], ["9-10", "No encounter", "Distant chanting echoes"]]
t = Table([[Paragraph(c, sb) for c in r] for r in rows], colWidths=[30, 110, W - 140])
t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
SimpleDocTemplate(sys.argv[1], pagesize=A5, leftMargin=36, rightMargin=36, topMargin=36, bottomMargin=36).build([
 Paragraph("Wandering Monsters", h), Paragraph("Roll every 2 turns; 1-in-6 chance.", body), t,
 Paragraph("The Crypt", h), Paragraph("<b>1 Collapsed Porch</b>", body), Paragraph("Fallen columns half block the doorway.", body)])
