package adventure

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

func samplePages() []PageInfo {
	var pages []PageInfo
	for n := 4; n >= 1; n-- { // out of order on purpose
		pages = append(pages, PageInfo{Number: n, Image: fmt.Sprintf("../pages/%04d.png", n), HasText: n != 1})
	}
	return pages
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
