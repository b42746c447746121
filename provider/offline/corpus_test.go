package offline

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"scriptorium/requests"
)

// corpusDir is the shared corpus of real modules, relative to this package.
const corpusDir = "../../../shared/corpus"

// sourcePages returns the pages of a corpus module's source text (Markdown
// or LaTeX) as stand-ins for PDF text layers; it skips the test when the
// corpus is absent.
func sourcePages(t testing.TB, rel string) []requests.Page {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, rel))
	if os.IsNotExist(err) {
		t.Skipf("corpus source %s absent: %v", rel, err)
	}
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
