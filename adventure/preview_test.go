package adventure

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/statblock"
)

func samplePages() []PageInfo {
	var pages []PageInfo
	for n := 4; n >= 1; n-- { // out of order on purpose
		pages = append(pages, PageInfo{Number: n, Image: fmt.Sprintf("../pages/%04d.png", n), Scan: n == 1})
	}
	return pages
}

// TestPreviewBlankPageIsNoScan checks that a blank page shows as blank, not
// as a scan, and is not flagged in the page list: its only finding is an
// info; a scan page is flagged.
func TestPreviewBlankPageIsNoScan(t *testing.T) {
	a := sample()
	a.Flags = []string{BlankPage(4), ScanPage(5)}
	pages := []PageInfo{{Number: 4, Blank: true}, {Number: 5, Scan: true}}
	html := writePreview(t, a, pages)
	for _, want := range []string{`<a href="#page-4">4</a>`, `Page 4 <span class="flag">blank</span></figcaption>`,
		`<a href="#page-5" class="flagged">5</a>`, `Page 5 <span class="flag">scan: no text layer</span>`} {
		if !strings.Contains(html, want) {
			t.Errorf("preview lacks %s", want)
		}
	}
}

func writePreview(t *testing.T, a *Adventure, pages []PageInfo) string {
	t.Helper()
	var b bytes.Buffer
	if err := WritePreview(&b, a, pages); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestPreviewGolden(t *testing.T) {
	a := sample()
	html := writePreview(t, a, samplePages())
	testenv.Golden(t, "testdata/preview.html", []byte(html))
	if again := writePreview(t, sample(), samplePages()); again != html {
		t.Error("WritePreview gave different bytes on a second run")
	}
	if !reflect.DeepEqual(a, sample()) {
		t.Error("WritePreview modified its adventure")
	}
}

func TestPreviewSelfContained(t *testing.T) {
	html := writePreview(t, sample(), samplePages())
	for _, banned := range []string{"<script", "http://", "https://", "@import", "<link"} {
		if strings.Contains(html, banned) {
			t.Errorf("preview holds %q; it must be self-contained", banned)
		}
	}
	srcs := regexp.MustCompile(`src="([^"]*)"`).FindAllStringSubmatch(html, -1)
	var got []string
	for _, m := range srcs {
		got = append(got, m[1])
	}
	want := []string{"../pages/0001.png", "../pages/0002.png", "../pages/0003.png", "../pages/0004.png"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("image sources = %v, want %v in page order", got, want)
	}
}

func TestPreviewEscapes(t *testing.T) {
	html := writePreview(t, sample(), samplePages())
	if !strings.Contains(html, "Moss covers the &lt;steps&gt; &amp; doors.") || strings.Contains(html, "<steps>") {
		t.Error("read-aloud text was not HTML-escaped")
	}
}

// TestPreviewPlacement checks that each area appears beside its first page,
// is referenced on later pages, and that areas on no rendered page and
// pages with nothing extracted are shown as such.
func TestPreviewPlacement(t *testing.T) {
	html := writePreview(t, sample(), samplePages()[:2]) // pages 4 and 3 only
	section := func(n int) string {
		start := strings.Index(html, fmt.Sprintf(`id="page-%d"`, n))
		if start < 0 {
			t.Fatalf("no section for page %d", n)
		}
		end := strings.Index(html[start:], "</section>")
		return html[start : start+end]
	}
	p3, p4 := section(3), section(4)
	if !strings.Contains(p3, `<span class="key">2</span>Nave`) || !strings.Contains(p3, `<span class="key">3</span>Ossuary`) {
		t.Error("page 3 does not show areas 2 (first rendered page) and 3")
	}
	if !strings.Contains(p4, "Wandering monsters: Chapel wanderers") {
		t.Error("page 4 does not show its wandering table")
	}
	unshown := html[strings.Index(html, "Areas on no rendered page"):]
	if !strings.Contains(unshown, `<span class="key">1</span>Porch`) {
		t.Error("area 1 (page 2, not rendered) is not listed among areas on no rendered page")
	}
	noRender := samplePages()
	noRender[0].Image = ""
	if html := writePreview(t, sample(), noRender); !strings.Contains(html, "No render of this page.") || strings.Contains(html, `src=""`) {
		t.Error("a page without a render is not shown as such")
	}
	full := writePreview(t, sample(), samplePages())
	if !strings.Contains(full, `Area <a href="#area-2">2 Nave</a> continues here`) {
		t.Error("page 3 does not reference area 2, which continues from page 2")
	}
	if !strings.Contains(full, `id="page-1"`) || !strings.Contains(full, "Nothing was extracted from this page.") {
		t.Error("page 1 (scan, nothing extracted) is not shown as empty")
	}
}

// TestPreviewRepeatedKey: with key 1 in two sites, a finding of one area 1
// shows on its card only, and its link goes to that card.
func TestPreviewRepeatedKey(t *testing.T) {
	a := sample()
	a.Sites[1].Levels[0].Areas[0].Key = "1" // the Ossuary of the Crypt
	for _, f := range Check(a) {
		if f.Code == CodeExitUnknown && f.Area == "1" && (f.Site != "Crypt" || f.Level != "Vault" || !strings.Contains(f.Message, `area "Crypt/1"`)) {
			t.Errorf("finding %+v does not name the Crypt's area 1", f)
		}
	}
	html := writePreview(t, a, samplePages())
	card := func(anchor string) string {
		start := strings.Index(html, `<article class="area" id="`+anchor+`"`)
		if start < 0 {
			t.Fatalf("no card %s", anchor)
		}
		return html[start : start+strings.Index(html[start:], "</article>")]
	}
	porch, ossuary := card("area-1"), card("area-3")
	if strings.Contains(porch, "which is no area") || !strings.Contains(ossuary, "which is no area") {
		t.Errorf("the Ossuary's warning shows on the Porch or not on the Ossuary:\n%s\n%s", porch, ossuary)
	}
	if !strings.Contains(html, `<code>exit-target-unknown</code> <a href="#area-3">Crypt/1</a>`) {
		t.Error("the summary's link for the Ossuary's finding does not go to its card")
	}
}

// valuesSample is sample() with a full B/X stat block on the goblin, an
// unreadable movement, and a treasure of several coins, valuables with and
// without a value, a magic item and a type.
func valuesSample() *Adventure {
	a := sample()
	sb, flags := NewStatBlock(statblock.StatBlock{Name: "Goblin", AC: "5 [14]", HD: "3+1**", HP: "14", Attacks: "2 claws, 1 bite",
		Damage: "1d3/1d3/1d6", Movement: "walks slowly", Saves: "F3", Morale: "8", XP: "75",
		Raw: "AC 5 [14], HD 3+1**, hp 14, Att 2 claws, 1 bite (1d3/1d3/1d6), MV walks slowly, SV F3, ML 8, XP 75"})
	m := a.Monster("goblin")
	m.StatBlock, m.Flags = &sb, flags
	a.Area("2").Treasure = &Treasure{AsPrinted: "1,000 sp, 300 cp, 40 gp, 5 pp, a silver chalice (25 gp), a cracked pearl and a potion of healing (type C)",
		Coins: map[string]int{"gp": 40, "sp": 1000, "pp": 5, "cp": 300}, Gems: []Valuable{{Description: "silver chalice", ValueGP: ptr(25.0)}, {Description: "cracked pearl"}},
		MagicItems: []string{"potion of healing"}, Types: []string{"C"}}
	return a
}

// TestPreviewImportedValues: beside each printed value the preview shows
// what is imported, derived values marked, and keeps a golden of the page.
func TestPreviewImportedValues(t *testing.T) {
	html := writePreview(t, valuesSample(), samplePages())
	testenv.Golden(t, "testdata/preview-values.html", []byte(html))
	want := []string{
		// treasure: coins from copper to platinum, each valuable's value
		`<span class="v"><b>coins</b>300 cp</span><span class="v"><b>coins</b>1000 sp</span><span class="v"><b>coins</b>40 gp</span><span class="v"><b>coins</b>5 pp</span>`,
		`<span class="v"><b>silver chalice</b>25 gp</span><span class="v"><b>cracked pearl</b>no value</span><span class="v"><b>magic item</b>potion of healing</span><span class="v"><b>type</b>C</span>`,
		// the encounter's linked monster by name
		`2 × Goblins → <a href="#monster-goblin">Goblin</a>`,
		`2d4 × Giant rats → <a href="#monster-giant-rat">Giant Rat</a> <span class="warning">(no stat block)</span>`,
		// the stat block, field by field
		`<tr><td>AC</td><td>5 [14]</td><td class="imported"><span class="v"><b>AC</b>5</span><span class="v"><b>AAC</b>14</span></td></tr>`,
		`<tr><td>HD</td><td>3&#43;1** · 14</td><td class="imported"><span class="v"><b>HD</b>3&#43;1**</span><span class="v"><b>hp</b>14</span></td></tr>`,
		`<tr><td>THAC0 / attack bonus</td><td></td><td class="imported"><span class="v derived"><b>THAC0</b>16</span><span class="v derived"><b>attack bonus</b>&#43;3</span></td></tr>`,
		`<tr><td>Attacks</td><td>2 claws, 1 bite · 1d3/1d3/1d6</td><td class="imported"><span class="v">2 × claw 1d3; 1 × bite 1d6</span></td></tr>`,
		`<tr><td>Movement</td><td>walks slowly</td><td class="imported"><span class="warning">not read</span></td></tr>`,
		`<tr><td>Saves</td><td>F3</td><td class="imported"><span class="v"><b>as</b>F3</span><span class="v derived">D12 W13 P14 B15 S16</span></td></tr>`,
		`<tr><td>XP</td><td>75</td><td class="imported"><span class="v">75</span></td></tr>`,
	}
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("preview lacks\n%s", w)
		}
	}
}

func TestPreviewCounts(t *testing.T) {
	a := sample()
	a.Wandering[0].Entries[0].Monster = "rat" // one error: a monster that does not exist
	html := writePreview(t, a, samplePages())
	want := `<p class="counts"><span class="error">1 error</span><span class="warning">4 warnings</span><span class="info">1 info</span></p>`
	if !strings.Contains(html, want) {
		t.Errorf("preview counts: want %s in\n%s", want, regexp.MustCompile(`<p class="counts">.*</p>`).FindString(html))
	}
}
