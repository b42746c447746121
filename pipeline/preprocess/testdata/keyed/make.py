"""Writes the keyed-table test pages of TestRunKeyedTables with ReportLab's
platypus (run with a Python that has reportlab: `python3 make.py`): a
wandering table of two columns, a die column and an entry column under a
header row, as producers other than our own tools set it (padded cells),
in several styles, and a stat block set as a two-column label table."""
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.platypus import (BaseDocTemplate, Frame, PageTemplate, Paragraph,
                                SimpleDocTemplate, Spacer, Table, TableStyle)

ss = getSampleStyleSheet()
ROWS = [["1", "2d4 dock rats"], ["2", "1d4 watchmen (as Fighter 1)"],
        ["3", "A press gang of 1d6+2 thugs"], ["4", "1 giant crab"], ["5-6", "No encounter"]]
PERCENT = [["01\u201315", "Smugglers (2d6)"], ["16\u201340", "Harbour guard (1d4)"],
           ["41\u201370", "Giant rats (3d6)"], ["71\u201399", "A lost child"], ["00", "The harbourmaster"]]


def before():
    return [Paragraph("The Salt Market", ss["Title"]),
            Paragraph("Harbour Ward", ss["Heading2"]),
            Paragraph("<b>A1. The Fish Steps.</b> Wet stone steps run down to the water. "
                      "Two fishwives argue over a basket of eels.", ss["Normal"]),
            Spacer(1, 8), Paragraph("Harbour Ward Encounters", ss["Heading3"])]


def after():
    return [Spacer(1, 8), Paragraph("Temple Ward", ss["Heading2"]),
            Paragraph("<b>B1. The Moon Chapel.</b> Sister Alis tends the altar.", ss["Normal"])]


def table(data, widths, ruled, bold, font="Helvetica", valign="TOP"):
    style = [("FONTNAME", (0, 0), (-1, -1), font), ("VALIGN", (0, 0), (-1, -1), valign)]
    if ruled:
        style += [("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                  ("BACKGROUND", (0, 0), (-1, 0), colors.lightgrey)]
    if bold:
        style += [("FONTNAME", (0, 0), (-1, 0), font + "-Bold" if font == "Helvetica" else "Times-Bold")]
    t = Table(data, colWidths=widths)
    t.setStyle(TableStyle(style))
    return t


def page(name, flowables):
    SimpleDocTemplate(name + ".pdf", pagesize=letter).build(flowables)


page("ruled", before() + [table([["d6", "Encounter"]] + ROWS, [40, 300], True, True)] + after())
page("plain", before() + [table([["d6", "Encounter"]] + ROWS, [40, 300], False, True)] + after())
page("roman", before() + [table([["Roll", "Encounter"]] + ROWS, [50, 300], True, False, "Times-Roman")] + after())
cell = ss["Normal"]
wrapped = [["d6", "Encounter"]] + [[k, Paragraph(v, cell)] for k, v in [
    ("1", "2d4 dock rats, gnawing at a drowned sailor's boots by the water stairs"),
    ("2", "1d4 watchmen (as Fighter 1) looking for a thief who stole a ring"),
    ("3", "A press gang of 1d6+2 thugs"), ("4", "1 giant crab"), ("5-6", "No encounter")]]
page("wrapped", before() + [table(wrapped, [40, 220], True, True)] + after())
# Cells set at their rows' foot, ReportLab's default, unruled and in roman type.
page("wrapped-foot", before() + [table(wrapped, [40, 220], False, False, "Times-Roman", "BOTTOM")] + after())
page("percent", before() + [table([["d%", "Encounter"]] + PERCENT, [50, 300], False, True, "Times-Roman")] + after())

# The table in the left column of two, prose beside it in the right.
doc = BaseDocTemplate("column.pdf", pagesize=letter)
w, h = letter
doc.addPageTemplates([PageTemplate(frames=[Frame(54, 54, (w - 126) / 2, h - 108, id="l"),
                                           Frame(72 + (w - 126) / 2, 54, (w - 126) / 2, h - 108, id="r")])])
prose = ("The harbour ward is loud by day and quiet by night. Fishwives, porters and "
         "clerks crowd the quays, and the customs men watch every boat that ties up. ") * 3
doc.build([Paragraph("Harbour Ward Encounters", ss["Heading3"]),
           table([["d6", "Encounter"]] + ROWS, [30, 180], True, True),
           Spacer(1, 8), Paragraph("<b>A1. The Fish Steps.</b> " + prose, ss["Normal"]),
           Paragraph("<b>A2. The Customs House.</b> " + prose, ss["Normal"]),
           Paragraph("<b>A3. The Rope Walk.</b> " + prose, ss["Normal"]),
           Paragraph("<b>A4. The Net Lofts.</b> " + prose, ss["Normal"]),
           Paragraph("<b>A5. The Chandlery.</b> " + prose, ss["Normal"]),
           Paragraph("<b>A6. The Quay.</b> " + prose, ss["Normal"])])

stats = [["Armor Class:", "13 (11)"], ["Hit Dice:", "2*"], ["Move:", "120' (40')"],
         ["Attacks:", "1 bite"], ["Damage:", "1d6"]]
page("stats", before()[:3] + [Paragraph("Giant Crab", ss["Heading3"]),
                              table(stats, [80, 200], False, False)] + after())
