# rl-middle.pdf (CC0): /usr/bin/python3 rl-middle.py rl-middle.pdf (ReportLab 3.6)
# A d8 wandering table in ruled cells set at the middle of their rows,
# some wrapped onto two lines, its activities ending in no full stop.
import sys
from reportlab.lib.pagesizes import letter
from reportlab.platypus import SimpleDocTemplate, Paragraph, Table, TableStyle, Spacer
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
body = ParagraphStyle("b", fontName="Times-Roman", fontSize=10, leading=12)
cell = ParagraphStyle("c", parent=body, fontSize=9, leading=10.5)
head = ParagraphStyle("h", fontName="Helvetica-Bold", fontSize=13, leading=16)
rows = [["d8", "Encounter", "Activity"],
 ["1", "2d4 giant rats (AC 7, HD 1/2, MV 120')", "Gnawing at a dead dwarf's pack; flee if one is slain"],
 ["2", "1 carrion crawler", "Clinging to the ceiling above the passage"],
 ["3", "1d6 goblins from the warrens below", "Carrying a stolen barrel of ale back home, arguing loudly"],
 ["4", "1d4 skeletons", "Patrolling"],
 ["5", "3 fire beetles", "Feeding on a patch of glowing fungus that lights the walls"],
 ["6", "1 grey ooze", "Motionless; looks like wet stone"],
 ["7", "2d4 kobolds", "Laying a pit trap across the corridor and quarrelling"],
 ["8", "The Hollow Knight (see area 12)", "Hunting the party"]]
t = Table([[Paragraph(c, cell) for c in r] for r in rows], colWidths=[24, 120, 150])
t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
  ("BACKGROUND", (0, 0), (-1, 0), colors.lightgrey)]))
SimpleDocTemplate(sys.argv[1], pagesize=letter).build([Paragraph("The Lower Halls", head),
 Paragraph("Check for wandering monsters every two turns; an encounter occurs on a 1 in 6.", body),
 Spacer(1, 8), Paragraph("Wandering Monsters", head), t, Spacer(1, 10),
 Paragraph("<b>1. Entry Stair.</b> A stair of worn stone descends from the chapel crypt.", body)])
