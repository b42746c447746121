package foundry

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// TestEscaping wants text with markup and ampersands escaped wherever it
// enters HTML, link labels stripped of braces, and names left as text.
func TestEscaping(t *testing.T) {
	a := chapel()
	area := &a.Sites[0].Levels[0].Areas[0]
	area.Title = `<script>alert("x")</script> & {Co}`
	area.ReadAloud = "Bread & <b>salt</b>"
	a.Sites[0].Levels[1].Areas[0].Exits[0].Target = "1"
	a.Wandering[0].Entries[0].Entry = "<script> & rats"
	r := export(t, a)
	for _, f := range r.Files {
		var whole map[string]any
		if err := json.Unmarshal(f.Data, &whole); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
	}
	ds := docs(t, r)
	porch := ds[0].Pages[1]
	if porch.Name != area.Key+". "+area.Title {
		t.Errorf("page name = %q, want the title as text", porch.Name)
	}
	html := ""
	for _, d := range ds {
		html += d.Description
		for _, p := range d.Pages {
			html += p.Text.Content
		}
		for _, res := range d.Results {
			html += res.Description
		}
	}
	if strings.Contains(html, "<script>") || strings.Contains(html, "<b>") {
		t.Errorf("unescaped markup in page content or table:\n%s", html)
	}
	for _, want := range []string{
		"<blockquote class=\"scriptorium-read-aloud\"><p>Bread &amp; &lt;b&gt;salt&lt;/b&gt;</p></blockquote>",
		"{1. &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; (Co)}",
		"&lt;script&gt; &amp; rats",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// TestDuplicateID wants two areas of one key in one site refused.
func TestDuplicateID(t *testing.T) {
	a := chapel()
	a.Sites[0].Levels[1].Areas[0].Key = "1"
	if _, err := Export(a); !errors.Is(err, ErrDuplicateID) {
		t.Errorf("Export with area 1 twice in a site: err = %v, want ErrDuplicateID", err)
	}
}
