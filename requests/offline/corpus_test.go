package offline

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/pipeline/preprocess"
	"github.com/scriptorium/scriptorium/requests"
)

// sourcePages returns the pages of a bundled module's source text (Markdown
// or LaTeX, rel under tests/assets) as stand-ins for PDF text layers.
func sourcePages(t testing.TB, rel string) []requests.Page {
	t.Helper()
	data, err := os.ReadFile(testenv.Asset(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if strings.HasSuffix(rel, ".tex") {
		text = deTeX(text)
	}
	var pages []requests.Page
	for i, p := range strings.Split(text, "\f") {
		pages = append(pages, requests.Page{Number: i + 1, Text: p})
	}
	return pages
}

// LaTeX reductions for deTeX, applied in order.
var (
	texComment  = regexp.MustCompile(`(?m)^\s*%.*$`)
	texDrop     = regexp.MustCompile(`\\(?:begin|end|label|pageref|includegraphics|cmidrule|usepackage|documentclass|coverimage|setcounter|hypersetup|renewcommand)(?:\[[^\]]*\]|\([a-z]*\))?(?:\{[^{}]*\})*`)
	texHref     = regexp.MustCompile(`\\href\{[^{}]*\}`)
	texUnit     = regexp.MustCompile(`\\unit\[([^\]]*)\]\{([^{}]*)\}`)
	texArgument = regexp.MustCompile(`\\[a-zA-Z]+\*?(?:\[[^\]]*\])?\{([^{}]*)\}`)
	texCommand  = regexp.MustCompile(`\\[a-zA-Z]+\*?`)
	texTableEnd = regexp.MustCompile(`\s*\\\\\s*$`)
)

// deTeX reduces LaTeX source to the plain text a PDF of it prints, one page
// per \newpage separated by form feeds.
func deTeX(src string) string {
	_, body, _ := strings.Cut(src, `\begin{document}`)
	body, _, _ = strings.Cut(body, `\end{document}`)
	body = strings.ReplaceAll(body, `\newpage`, "\f")
	body = texComment.ReplaceAllString(body, "")
	body = texDrop.ReplaceAllString(body, "")
	body = texHref.ReplaceAllString(body, "")
	body = texUnit.ReplaceAllString(body, "$1 $2")
	for texArgument.MatchString(body) {
		body = texArgument.ReplaceAllString(body, "$1")
	}
	var out []string
	for _, l := range strings.Split(body, "\n") {
		l = texTableEnd.ReplaceAllString(l, "")
		l = strings.NewReplacer("&", " ", "~", " ", `\=/`, "-", `\#`, "#", "--", "–", `\&`, "&", "{", "", "}", "", `\item`, "").Replace(l)
		out = append(out, texCommand.ReplaceAllString(l, ""))
	}
	return strings.Join(out, "\n")
}

// corpusPDFs are the bundled module PDFs, relative to tests/assets.
var corpusPDFs = []string{
	"darkloch/Darkloch.pdf",
	"pagoda-of-pazuzu/Pagoda.pdf",
	"raising-a-god/Raising-a-God.pdf",
}

// pdfText caches the page text of each bundled PDF for the test binary.
var pdfText struct {
	sync.Mutex
	pages map[string][]requests.Page
}

// pdfPages returns the text layers of a bundled PDF (rel under
// tests/assets) as pipeline/preprocess writes them (pages/NNNN.txt),
// without images.
func pdfPages(t testing.TB, rel string) []requests.Page {
	t.Helper()
	pdf := testenv.Asset(t, rel)
	pdfText.Lock()
	defer pdfText.Unlock()
	if p, ok := pdfText.pages[rel]; ok {
		return p
	}
	dir := filepath.Join(t.TempDir(), "pages")
	idx, err := preprocess.Run(context.Background(), pdf, dir, preprocess.DefaultSettings())
	if err != nil {
		t.Fatalf("preprocess %s: %v", rel, err)
	}
	var pages []requests.Page
	for _, p := range idx.Pages {
		text, err := os.ReadFile(filepath.Join(dir, p.Text))
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, requests.Page{Number: p.Number, Text: string(text)})
	}
	if pdfText.pages == nil {
		pdfText.pages = map[string][]requests.Page{}
	}
	pdfText.pages[rel] = pages
	return pages
}

// surveyKeys returns the keys of a survey in order.
func surveyKeys(s requests.Survey) []string {
	var out []string
	for _, site := range s.Sites {
		for _, lv := range site.Levels {
			for _, k := range lv.Keys {
				out = append(out, k.Key)
			}
		}
	}
	return out
}

// contentAreas answers a content request for all pages of a corpus PDF, with
// no context, and returns its areas by key.
func contentAreas(t *testing.T, pages []requests.Page) map[string]requests.Area {
	var c requests.Content
	decode(t, built(t)(requests.BuildContentRequest(pages, nil, requests.Settings{})), &c)
	out := map[string]requests.Area{}
	for _, a := range c.Areas {
		out[a.Key] = a
	}
	return out
}

func TestDarklochPDF(t *testing.T) {
	pages := pdfPages(t, "darkloch/Darkloch.pdf")
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	var want []string
	for n := 1; n <= 22; n++ {
		want = append(want, itoa(n))
	}
	if got := surveyKeys(s); !slices.Equal(got, want) {
		t.Errorf("keys = %q, want 1..22", got)
	}
	if s.Title != "Darkloch" || !slices.Equal(s.Authors, []string{"Alex Schroeder"}) {
		t.Errorf("title %q authors %q, want Darkloch by Alex Schroeder", s.Title, s.Authors)
	}
	areas := contentAreas(t, pages)
	if got := describe(areas["1"].Encounters); !slices.Equal(got, []string{"3 orcs"}) {
		t.Errorf("area 1 encounters = %q, want 3 orcs", got)
	}
	if got := areas["12"].Exits; len(got) != 1 || got[0].State != requests.ExitBarred {
		t.Errorf("area 12 exits = %+v, want one barred door", got)
	}
	total := 0.0
	for _, g := range areas["22"].Treasure.Gems {
		total += *g.ValueGP
	}
	if total != 3800 || len(areas["22"].Treasure.MagicItems) != 2 {
		t.Errorf("area 22 valuables total %v gp, magic items %q; want 3800 gp (as printed) and 2 items", total, areas["22"].Treasure.MagicItems)
	}
}

func TestPagodaPDF(t *testing.T) {
	pages := pdfPages(t, "pagoda-of-pazuzu/Pagoda.pdf")
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	want := []string{"Outside", "Entrance", "Hall of Harmony", "Hall of Discipline", "Sanctum of Tranquility", "Aerie of the Avatar"}
	if got := surveyKeys(s); !slices.Equal(got, want) || s.Title != "The Pagoda of Pazuzu" {
		t.Errorf("title %q keys %q, want The Pagoda of Pazuzu and %q", s.Title, got, want)
	}
	hall := contentAreas(t, pages)["Hall of Harmony"]
	if got := describe(hall.Encounters); !slices.Equal(got, []string{"10 monks [HD1 AC8 1d6]"}) {
		t.Errorf("Hall of Harmony encounters = %q", got)
	}
}

func TestRaisingAGodPDF(t *testing.T) {
	pages := pdfPages(t, "raising-a-god/Raising-a-God.pdf")
	var s requests.Survey
	decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &s)
	if got, want := surveyKeys(s), []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "1"}; !slices.Equal(got, want) {
		t.Errorf("keys = %q, want %q", got, want)
	}
	if len(s.Sites) != 2 || s.Sites[1].Name != "LAGNABADALË" {
		t.Errorf("sites = %+v, want a second site LAGNABADALË keyed from 1 again", s.Sites)
	}
	if s.Pages[0].Role != requests.RoleCover || s.LevelRange.AsPrinted != "CHARACTER LEVELS 5–10" {
		t.Errorf("page 1 role %q, level range %q", s.Pages[0].Role, s.LevelRange.AsPrinted)
	}
	var w requests.Wandering
	decode(t, built(t)(requests.BuildWanderingRequest(pages, requests.Settings{})), &w)
	var got []string
	for _, tb := range w.Tables {
		got = append(got, tb.Die+" "+tb.Name+" "+itoa(len(tb.Entries)))
	}
	if want := []string{"1d6 Ship Encounter 10", "1d8 Random Encounters 8"}; !slices.Equal(got, want) {
		t.Errorf("tables = %q, want %q", got, want)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
