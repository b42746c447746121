package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestAlternateRunningHeads: facing pages carry different running heads,
// the module's title over the left (even) pages and the chapter's over
// the right (odd) ones, so each stands over every other page only. They
// are page furniture, not headings, keys or area text, where the title
// page and a map page carry none. Two styles: a head with its folio
// beside it, a key or a level line by its form ("4 THE SUNKEN KEEP",
// "LEVEL 1: THE CELLARS 5"), and a head alone in the text's type. Keys
// that share a title at the top of alternate pages, whose numbers do not
// step with the pages as folios do, stay.
func TestAlternateRunningHeads(t *testing.T) {
	for _, tc := range []struct {
		style string
		pages []string
		want  []string
	}{
		{"folio beside the head", []string{
			"# The Sunken Keep\nby Ann Author",
			"2 THE SUNKEN KEEP\n1. STAIR: Wet steps lead down.\n2. LARDER: Rats gnaw sacks.",
			"LEVEL 1: THE CELLARS 3\n3. WELL: A dry well.\n4. CRYPT: Bones.",
			"4 THE SUNKEN KEEP\n5. VAULT: An iron door.\n6. CISTERN: Black water.",
			"LEVEL 1: THE CELLARS 5\n7. SHRINE: An altar.",
			"![Map of the cellars](map.png)",
			"LEVEL 1: THE CELLARS 7\n8. PIT: A deep pit.",
			"8 THE SUNKEN KEEP\n9. HALL: Benches.",
		}, []string{"1. STAIR: Wet steps lead down.", "2. LARDER: Rats gnaw sacks.", "3. WELL: A dry well.", "4. CRYPT: Bones.",
			"5. VAULT: An iron door.", "6. CISTERN: Black water.", "7. SHRINE: An altar.", "8. PIT: A deep pit.", "9. HALL: Benches."}},
		{"head alone", []string{
			"# The Sunken Keep\nby Ann Author",
			"The Sunken Keep\n**1. Stair.** Wet steps lead down.\n**2. Larder.** Rats gnaw sacks.",
			"Level One: The Cellars\n**3. Well.** A dry well.\n**4. Crypt.** Bones.",
			"The Sunken Keep\n**5. Vault.** An iron door.\n**6. Cistern.** Black water.",
			"Level One: The Cellars\n**7. Shrine.** An altar.",
			"![Map of the cellars](map.png)",
			"Level One: The Cellars\n**8. Pit.** A deep pit.",
			"The Sunken Keep\n**9. Hall.** Benches.",
		}, []string{"1. Stair. Wet steps lead down.", "2. Larder. Rats gnaw sacks.", "3. Well. A dry well.", "4. Crypt. Bones.",
			"5. Vault. An iron door.", "6. Cistern. Black water.", "7. Shrine. An altar.", "8. Pit. A deep pit.", "9. Hall. Benches."}},
		{"keys sharing a title over alternate pages stay", []string{
			"# The Sunken Keep\nby Ann Author",
			"12 GUARD ROOM\nTwo orcs dice.",
			"A long hall of pillars.",
			"13 GUARD ROOM\nThree orcs sleep.",
			"A second long hall.",
		}, []string{"12 GUARD ROOM", "Two orcs dice.", "A long hall of pillars.", "13 GUARD ROOM", "Three orcs sleep.", "A second long hall."}},
	} {
		var pages []requests.Page
		for i, text := range tc.pages {
			pages = append(pages, requests.Page{Number: i + 1, Text: text})
		}
		var got []string
		for _, l := range body(linesOf(pages)) {
			if !strings.HasPrefix(l.text, "Map of") {
				got = append(got, l.text)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: body lines\n got %q\nwant %q", tc.style, got, tc.want)
		}
	}
}

// TestNamedRunningHeadsInABatch: a content batch of two facing pages
// shows each alternate head once, too few to see it repeat, yet a head
// that names the batch's site or level, its folio beside it, is no key:
// "2 THE SUNKEN KEEP" over page 2 keys no area 2 and cuts no area short,
// nor does "3 Level 1: The Cellars" over page 3. Two styles: TSR capitals
// and OSE bold keys in the text's case, each with a folio before the head.
func TestNamedRunningHeadsInABatch(t *testing.T) {
	ctx := &requests.ContentContext{Site: "The Sunken Keep", Level: "Level 1: The Cellars", ExpectedKeys: []string{"1", "2", "3", "4"}}
	for _, tc := range []struct {
		style string
		pages []string
	}{
		{"tsr, folio before", []string{
			"2 THE SUNKEN KEEP\n1. STAIR: Wet steps lead down.\n2. LARDER: Rats gnaw the sacks.",
			"3 LEVEL 1: THE CELLARS\n3. WELL: A dry well.\n4. CRYPT: Bones.",
		}},
		{"ose, folio before, in the text's case", []string{
			"2 The Sunken Keep\n**1. Stair.** Wet steps lead down.\n**2. Larder.** Rats gnaw the sacks.",
			"3 Level 1: The Cellars\n**3. Well.** A dry well.\n**4. Crypt.** Bones.",
		}},
	} {
		pages := []requests.Page{{Number: 2, Text: tc.pages[0]}, {Number: 3, Text: tc.pages[1]}}
		var c requests.Content
		decode(t, built(t)(requests.BuildContentRequest(pages, ctx, requests.Settings{})), &c)
		var got []string
		for _, a := range c.Areas {
			got = append(got, a.Key+" "+strings.ToLower(a.Title)+": "+a.Description)
		}
		want := []string{"1 stair: Wet steps lead down.", "2 larder: Rats gnaw the sacks.", "3 well: A dry well.", "4 crypt: Bones."}
		if !slices.Equal(got, want) {
			t.Errorf("%s: areas\n got %q\nwant %q", tc.style, got, want)
		}
	}
}
