package preprocess

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"math"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// OCR: a page without a text layer is read by Tesseract
// (https://github.com/tesseract-ocr/tesseract, Debian packages
// tesseract-ocr and tesseract-ocr-eng), run on the page's render through
// its command line with hOCR output: a box and a confidence per word and
// an estimated font size (x_size) per line. The words feed the same
// layout as pdfium's (lines, gutters, blocks, reading order, the markup),
// with each word's size its line's and no bold or italic.

// OCRPackage names what to install for OCR, for the hint given without it.
const OCRPackage = "tesseract-ocr (Debian: apt-get install tesseract-ocr tesseract-ocr-eng)"

// tesseract is the process's Tesseract: its version line ("tesseract
// 5.3.0"), empty when the command is not on PATH or fails.
var tesseract struct {
	once    sync.Once
	version string
}

// ocrVersion returns the version line of the Tesseract on PATH, "" when
// there is none.
func ocrVersion() string {
	tesseract.once.Do(func() {
		out, err := exec.Command("tesseract", "--version").Output()
		if err == nil {
			tesseract.version, _, _ = strings.Cut(strings.TrimSpace(string(out)), "\n")
		}
	})
	return tesseract.version
}

// ocrBlacklist holds the characters Tesseract may not read. A vertical
// bar is no letter of printed text: a module prints its rules as lines,
// not as characters, and in a scan a bar Tesseract reads is a rule or the
// stroke of a "1", "I" or "l" ("on a | in 6", "#AT | bite"). Without it
// Tesseract reads the letter next most likely (its tessedit_char_blacklist,
// honoured by the LSTM engine since 4.1).
const ocrBlacklist = "|"

// ocr reads the PNG image of a page (see ocrImage), made at dpi, with
// Tesseract (English, one thread, so that the words are the same on every
// run; no character of ocrBlacklist), segmenting it in Tesseract's page
// segmentation mode psm ("3" a whole page, "4" a single column of text of
// variable sizes: its --psm, see "Page segmentation method" in its
// documentation), and returns its
// words in points, y down, and the mean confidence of the words, 0 to 100.
func ocr(ctx context.Context, png []byte, dpi int, psm string) ([]span, float64, error) {
	cmd := exec.CommandContext(ctx, "tesseract", "stdin", "stdout", "-l", "eng", "--dpi", strconv.Itoa(dpi), "--psm", psm, "-c", "tessedit_char_blacklist="+ocrBlacklist, "hocr")
	cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
	cmd.Stdin = bytes.NewReader(png)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, 0, fmt.Errorf("ocr: tesseract: %v: %s", err, oneLine(stderr.String()))
	}
	ws, conf := hocrWords(string(out), 72/float64(dpi))
	return ws, conf, nil
}

var (
	hocrSpanRE = regexp.MustCompile(`<span class='(ocr_line|ocr_header|ocr_caption|ocr_textfloat|ocrx_word)'[^>]*title=["']([^"']*)["']>([^<]*)`)
	hocrBoxRE  = regexp.MustCompile(`bbox (\d+) (\d+) (\d+) (\d+)`)
	hocrSizeRE = regexp.MustCompile(`x_size ([\d.]+)`)
	hocrConfRE = regexp.MustCompile(`x_wconf (\d+)`)
)

// hocrWords returns the words of Tesseract's hOCR output with their boxes
// scaled by scale (points a pixel), each word's font body its line's box
// and its size its line's x_size, and the mean word confidence (0 when no
// word).
func hocrWords(hocr string, scale float64) ([]span, float64) {
	var out []span
	var line box
	var size, sum float64
	words, lineStart := 0, 0
	for _, m := range hocrSpanRE.FindAllStringSubmatch(hocr, -1) {
		b, ok := hocrBox(m[2], scale)
		if !ok {
			continue
		}
		if m[1] != "ocrx_word" {
			loneOne(out[lineStart:])
			line, size, lineStart = b, 0, len(out)
			if s := hocrSizeRE.FindStringSubmatch(m[2]); s != nil {
				size, _ = strconv.ParseFloat(s[1], 64)
				size = math.Round(size*scale*10) / 10
			}
			continue
		}
		text := strings.TrimSpace(html.UnescapeString(m[3]))
		if text == "" {
			continue
		}
		conf := 0.0
		if c := hocrConfRE.FindStringSubmatch(m[2]); c != nil {
			conf, _ = strconv.ParseFloat(c[1], 64)
		}
		sum += conf
		words++
		for _, w := range ruledApart(text, b) {
			text := bullet(rangeDash(rangeZero(numeralOne(w.text))))
			if n := len(out); n > lineStart && strings.IndexAny(text, "0123456789") == 0 && oneLike[out[n-1].runs[0].text] {
				out[n-1].runs[0].text = "1"
			}
			body := box{w.x0, line.y0, w.x1, line.y1}
			out = append(out, span{runs: []textRun{{text: text}}, box: w.box, head: body, tail: body, size: size})
		}
	}
	loneOne(out[lineStart:])
	if words == 0 {
		return nil, 0
	}
	return out, sum / float64(words)
}

// loneOne reads the word of a line of one word as the numeral 1 when it
// is one oneLike: Tesseract reads a grid's die column as a block apart,
// each value a line of its own, and no line of text is a lone I or l.
func loneOne(line []span) {
	if len(line) == 1 && oneLike[line[0].runs[0].text] {
		line[0].runs[0].text = "1"
	}
}

// oneLike holds the words Tesseract reads a scan's serif "1" as, alone:
// a capital I, a lower-case l, an exclamation mark (a bar is never read;
// see ocrBlacklist). Such a word before a numeral on its line, or alone on
// its line (see loneOne), is the numeral 1: a die value before its row's
// count ("I 1d6 Cave locusts"), a count before its dice ("l 2d4"); no
// English word stands so.
var oneLike = map[string]bool{"I": true, "l": true, "!": true}

// bulletRE matches what Tesseract reads a filled bullet as, a square or a
// disc that marks a list's entries or a stat block's name in OSE-style
// print: an at sign, a letter or sign beside it or none ("@", "M@",
// "™@", "l@"); an address ("a@b.org") is longer.
var bulletRE = regexp.MustCompile(`^[^\p{N}\s]?@[^\p{N}\s]?$`)

// bullet returns an OCR word read from a filled bullet (see bulletRE) as
// the bullet "■" a digital text layer gives, and any other word as read.
func bullet(word string) string {
	if bulletRE.MatchString(word) {
		return "■"
	}
	return word
}

// oneRangeRE matches a range whose first numeral 1 is read as I, l or !.
var oneRangeRE = regexp.MustCompile(`^[Il!]([-–—]\d)`)

// numeralOne returns an OCR word that opens with a range from a 1 read as
// a letter ("l-2", "I–3") with its 1.
func numeralOne(word string) string {
	return oneRangeRE.ReplaceAllString(word, "1$1")
}

// zeroRangeRE matches a range of numerals some of whose zeros may be read
// as the letter O.
var zeroRangeRE = regexp.MustCompile(`^[0-9Oo]+[-–—][0-9Oo]+$`)

// rangeZero returns an OCR word that is a range of numerals with its
// zeros read as the letter O ("O1-15", "96–OO") with its zeros: a d%
// table sets its ranges in two digits, "01–15" to "96–00" (Basic
// Fantasy RPG, B/X), Tesseract reads a scan's 0 as O, and no word of
// letters is a range of numerals. A word without a digit stays.
func rangeZero(word string) string {
	if !zeroRangeRE.MatchString(word) || !strings.ContainsAny(word, "0123456789") {
		return word
	}
	return strings.NewReplacer("O", "0", "o", "0").Replace(word)
}

// ocrWord is a word Tesseract read and its box.
type ocrWord struct {
	text string
	box
}

// ruledApart returns the words of text, a word Tesseract read in box b,
// apart at its runs of underscores, each with the share of b its letters
// take: Tesseract reads the rule under a table's header as underscores
// glued to the words above it ("d8__Creature", "Notes___"), and a printed
// module sets no underscore. A word of underscores only is a rule, and
// gives none.
func ruledApart(text string, b box) []ocrWord {
	if !strings.Contains(text, "_") {
		return []ocrWord{{text, b}}
	}
	rs := []rune(text)
	per := (b.x1 - b.x0) / float64(len(rs))
	var out []ocrWord
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && (rs[j] == '_') == (rs[i] == '_') {
			j++
		}
		if rs[i] != '_' {
			out = append(out, ocrWord{string(rs[i:j]), box{b.x0 + per*float64(i), b.y0, b.x0 + per*float64(j), b.y1}})
		}
		i = j
	}
	return out
}

// rangeDashRE matches an em dash between two numerals.
var rangeDashRE = regexp.MustCompile(`(\d)—(\d)`)

// rangeDash returns an OCR word with an em dash between numerals read as
// the en dash print sets a range with ("1–2", "3–5"; Chicago Manual of
// Style 6.78): Tesseract reads a scan's en dash as an em dash, which never
// joins two numbers.
func rangeDash(word string) string {
	return rangeDashRE.ReplaceAllString(word, "$1–$2")
}

// hocrBox returns the bbox of an hOCR title, scaled.
func hocrBox(title string, scale float64) (box, bool) {
	m := hocrBoxRE.FindStringSubmatch(title)
	if m == nil {
		return box{}, false
	}
	var v [4]float64
	for i := range v {
		n, _ := strconv.Atoi(m[i+1])
		v[i] = float64(n) * scale
	}
	return box{v[0], v[1], v[2], v[3]}, true
}

// ocrBody returns the body text of OCR words: the most frequent line size.
func ocrBody(ws []span) body {
	counts := map[float64]int{}
	best := 0.0
	for _, w := range ws {
		s := math.Round(w.size*2) / 2
		counts[s]++
		if counts[s] > counts[best] || counts[s] == counts[best] && s < best {
			best = s
		}
	}
	return body{size: best, weight: 400}
}
