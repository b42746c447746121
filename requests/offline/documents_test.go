package offline

import (
	"strings"
	"testing"
)

// TestQuotedDocumentMeetsNoOne: the creatures of a document or a speech
// a key quotes — in quotation marks after a report word or a document
// noun and a colon, or in an italic paragraph such a line introduces,
// however many sentences it runs to — are the writer's, not met in the
// area; the sentence after the quotation is the area's again. In an OSE
// key (a bold key, an italic quotation) and a TSR one (capitals, quotation
// marks); italic text after a read-aloud cue or under a key's title stays
// read-aloud text, whose creatures are met.
func TestQuotedDocumentMeetsNoOne(t *testing.T) {
	oneAreaMeets(t, []encounterCase{
		{"ose: an italic quotation after a report word", "**4. Study.** A desk stands here. The scroll on it reads: *\"Beware! A band of 7 ogres holds the northern pass.\"* Two goblins guard the desk.\n",
			[]string{"2 goblins"}},
		{"ose: an italic paragraph a document introduces", "**4. Study.** A desk stands here. The scroll on it reads:\n\n*Beware, traveller. The pass is closed. A band of 7 ogres holds it.*\n\nTwo goblins guard the desk.\n",
			[]string{"2 goblins"}},
		{"tsr: a letter in quotation marks", "4. STUDY. A desk stands here. A letter on it reads: \"My lord, the pass is lost. A band of 7 ogres holds it and 3 trolls hunt the woods.\" Two goblins guard the desk.\n",
			[]string{"2 goblins"}},
		{"tsr: a diary's entry after a colon", "4. STUDY. A desk stands here. The diary's last entry: “The door would not hold. 5 ghouls came through it.” Two goblins guard the desk.\n",
			[]string{"2 goblins"}},
		{"zine: a note in italic lines", "4. STUDY. A desk stands here with a note:\n*Dear brother, the sheep are gone. 6 wolves took them. Come quickly.*\nTwo goblins guard the desk.\n",
			[]string{"2 goblins"}},
		{"ose: read-aloud italic under a cue", "**5. Hall.** Read aloud:\n\n*Four goblins crouch around a fire, roasting a rat on a spit.*\n\nThe goblins flee if outnumbered.\n",
			[]string{"4 goblins"}},
	})
	as := areasOf(t, "**4. Study.** A desk stands here. The scroll on it reads:\n\n*Beware, traveller. The pass is closed. A band of 7 ogres holds it.*\n\nTwo goblins guard the desk.\n")
	if d := as[0].Description; !strings.Contains(d, "“Beware, traveller.") || as[0].ReadAloud != "" {
		t.Errorf("read-aloud %q, description %q: want the scroll's text quoted in the description", as[0].ReadAloud, d)
	}
}
