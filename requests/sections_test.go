package requests

import (
	"reflect"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

func TestSectionsRoundTrip(t *testing.T) {
	ctx := &ContentContext{System: "OSE", Site: "Darkloch", ExpectedKeys: []string{"1", "2"}}
	req, err := BuildContentRequest(testPages, ctx, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Page{{Number: 3, Text: testPages[0].Text}, {Number: 4, Text: testPages[1].Text}}
	if got := Pages(req); !reflect.DeepEqual(got, want) {
		t.Errorf("Pages = %+v, want %+v", got, want)
	}
	var back ContentContext
	if err := DecodeSection(req, LabelContext, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&back, ctx) {
		t.Errorf("context = %+v, want %+v", back, *ctx)
	}
	var c Creature
	if err := DecodeSection(req, LabelCreature, &c); err == nil {
		t.Error("DecodeSection(creature) of a content request succeeded")
	}
}

func TestImagesFollowTheirPage(t *testing.T) {
	req, err := BuildWanderingRequest(testPages, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	types := []string{}
	for _, p := range req.Parts {
		types = append(types, p.Type)
	}
	want := []string{provider.PartText, provider.PartImage, provider.PartText, provider.PartImage}
	if !reflect.DeepEqual(types, want) {
		t.Errorf("part types = %v, want %v", types, want)
	}
	if req.Parts[1].MIME != "image/png" {
		t.Errorf("image MIME = %q, want image/png", req.Parts[1].MIME)
	}
	textOnly, err := BuildWanderingRequest(testPages, Settings{TextOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(textOnly.Parts) != 2 {
		t.Errorf("text-only request has %d parts, want 2", len(textOnly.Parts))
	}
}

// TestTilesFollowTheirPageImage: a tiled page's tiles come after its
// image, each after a text part naming it, and Sections and Pages read the
// request as if it had no tiles.
func TestTilesFollowTheirPageImage(t *testing.T) {
	pages := []Page{testPages[0], testPages[1]}
	pages[1].Tiles = []Tile{{Label: "top half", Image: []byte("top")}, {Label: "bottom half", Image: []byte("bottom")}}
	req, err := BuildWanderingRequest(pages, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range req.Parts[2:] {
		got = append(got, p.Type+":"+p.Text+string(p.Data))
	}
	want := []string{
		"text:" + section("page 4", testPages[1].Text).Text, "image:" + string(testPages[1].Image),
		"text:page 4, tile 1 of 2: top half", "image:top",
		"text:page 4, tile 2 of 2: bottom half", "image:bottom",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parts of page 4 = %q, want %q", got, want)
	}
	plain, err := BuildWanderingRequest(testPages, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(Sections(req), Sections(plain)) || !reflect.DeepEqual(Pages(req), Pages(plain)) {
		t.Error("tiles changed the sections or pages read back from the request")
	}
	textOnly, err := BuildWanderingRequest(pages, Settings{TextOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(textOnly.Parts) != 2 {
		t.Errorf("text-only request has %d parts, want 2 (no tiles)", len(textOnly.Parts))
	}
}

func TestParseSectionHeaders(t *testing.T) {
	cases := []struct {
		text string
		want Section
		ok   bool
	}{
		{"=== page 12 ===\nhello\nworld", Section{Label: LabelPage, Page: 12, Text: "hello\nworld"}, true},
		{"=== alias table ===\na\tb", Section{Label: LabelAliases, Text: "a\tb"}, true},
		{"=== page x ===\n", Section{Label: "page x"}, true},
		{"page 3\ntext", Section{}, false},
	}
	for _, c := range cases {
		got, ok := parseSection(c.text)
		if ok != c.ok || got != c.want {
			t.Errorf("parseSection(%q) = %+v, %v; want %+v, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

func TestKindOf(t *testing.T) {
	if _, err := KindOf("recipes.p001"); err == nil {
		t.Error("KindOf(recipes.p001) succeeded")
	}
}

func TestEncodeWritesEmptyLists(t *testing.T) {
	seven := 7
	a := Content{Areas: []Area{{Key: "1", Encounters: []Encounter{{Creature: "Orc", Count: Count{Fixed: &seven}}}}}}
	raw, err := Encode(a)
	if err != nil {
		t.Fatal(err)
	}
	var back Content
	if err := Decode(raw, &back); err != nil {
		t.Fatal(err)
	}
	if back.Areas[0].Traps == nil || back.Areas[0].Treasure.Gems == nil || *back.Areas[0].Encounters[0].Count.Fixed != 7 {
		t.Errorf("Encode lost data or wrote null lists: %s", raw)
	}
	if a.Areas[0].Traps != nil {
		t.Error("Encode modified its argument")
	}
}
