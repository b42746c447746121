# hanging-serif.pdf, hanging-sans.pdf (CC0): /usr/bin/python3 hanging.py (ReportLab 3.6)
# Areas keyed by a large bold number hung in the left margin beside the
# bold title of each entry, the entry's text under the title: in serif type
# with the number on the title's line, and in sans type with a taller
# number whose middle stands between the title and the text's first line.
import textwrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

ENTRIES = [("1", "Gate Passage", "A vaulted passage with murder holes above. Two guards stand at the portcullis winch and demand the toll of 1 sp a head."),
           ("2", "Guard Room", "Bunks for six, a table and a brazier. Three guards off duty play dice for coppers on the table."),
           ("3", "Stable", "Four horses and a mule. A stable boy hides in the hay; he knows the way to the postern (area 6)."),
           ("4", "Cellar", "Wine barrels and sacks of grain. A trapdoor in the floor opens on the river.")]


def page(name, body, bold, keysize, drop):
    c = canvas.Canvas(name, pagesize=letter)
    y = letter[1] - 60
    c.setFont(bold, 16)
    c.drawString(72, y, "The Toll Keep")
    y -= 32
    for k, title, text in ENTRIES:
        c.setFont(bold, keysize)
        c.drawRightString(100, y - drop, k)
        c.setFont(bold, 11)
        c.drawString(112, y, title)
        y -= 14
        c.setFont(body, 10)
        for line in textwrap.wrap(text, 80):
            c.drawString(112, y, line)
            y -= 12.5
        y -= 12
    c.save()


page("hanging-serif.pdf", "Times-Roman", "Times-Bold", 20, 4)
page("hanging-sans.pdf", "Helvetica", "Helvetica-Bold", 26, 9)
