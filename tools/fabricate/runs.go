package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// lineBreak ends a printed line inside a block's text.
const lineBreak = '\n'

// Inline emphasis: in any text that wraps (paragraphs, headings,
// read-aloud boxes, a table's last cell), "**" toggles bold and "__"
// toggles italic, so that one line mixes faces as printed modules do
// ("**1. Guard post.** Two orcs"). A backslash sets the character after it
// as text ("HD 4\*\*" prints "HD 4**"), and a source line of a paragraph or
// read-aloud box that ends in a backslash ends its printed line there, as
// in Markdown (a stat block printed label line by label line). Text
// without marks is set as one text operator per line.

// seg is a piece of a line set in one face, WinAnsi-encoded.
type seg struct {
	face Face
	enc  string
}

// faceOf returns the face that base takes when bold and italic are
// toggled on: Times-Bold for bold, Times-Italic for italic (the faces
// have no bold italic; bold wins).
func faceOf(base Face, b, i bool) Face {
	switch {
	case b:
		return bold
	case i:
		return italic
	}
	return base
}

// splitWords returns the words of text, each a list of segments in the
// faces its marks give, base outside them; a nil word stands for a line
// break (see [Block.add]). An unclosed mark is an error.
func splitWords(base Face, text string) ([][]seg, error) {
	var words [][]seg
	var cur []seg
	b, i := false, false
	for k := 0; k < len(text); {
		escaped := false
		switch {
		case strings.HasPrefix(text[k:], "**"):
			b, k = !b, k+2
			continue
		case strings.HasPrefix(text[k:], "__"):
			i, k = !i, k+2
			continue
		case text[k] == '\\' && k+1 < len(text):
			escaped, k = true, k+1
		}
		r, size := utf8.DecodeRuneInString(text[k:])
		k += size
		if !escaped && strings.ContainsRune(" \t\n\v\f\r", r) { // as strings.Fields splits the encoded text
			if cur != nil {
				words, cur = append(words, cur), nil
			}
			if r == lineBreak {
				words = append(words, nil)
			}
			continue
		}
		f := faceOf(base, b, i)
		if n := len(cur); n > 0 && cur[n-1].face == f {
			cur[n-1].enc += string(r)
		} else {
			cur = append(cur, seg{f, string(r)})
		}
	}
	if b || i {
		return nil, fmt.Errorf("unclosed ** or __ in %q", text)
	}
	if cur != nil {
		words = append(words, cur)
	}
	for _, w := range words {
		for k := range w {
			enc, err := encode(w[k].enc)
			if err != nil {
				return nil, err
			}
			w[k].enc = enc
		}
	}
	return words, nil
}

// appendWord returns line with word after it, a space between them set
// in the face before it; neighbouring segments of one face merge.
func appendWord(line, word []seg) []seg {
	out := append([]seg(nil), line...)
	if n := len(out); n > 0 {
		out[n-1].enc += " "
	}
	for _, sg := range word {
		if n := len(out); n > 0 && out[n-1].face == sg.face {
			out[n-1].enc += sg.enc
			continue
		}
		out = append(out, sg)
	}
	return out
}

// plain returns the encoded text of segments.
func plain(sgs []seg) string {
	var b strings.Builder
	for _, sg := range sgs {
		b.WriteString(sg.enc)
	}
	return b.String()
}

// lineWidth returns the width in points of a line at size points.
func lineWidth(line []seg, size float64) float64 {
	w := 0.0
	for _, sg := range line {
		w += width(sg.face, size, sg.enc)
	}
	return w
}

// wrap encodes text, set in face f with its inline marks, and breaks it
// into lines at most w points wide at size points. A word wider than w is
// an error.
func wrap(f Face, size, w float64, text string) ([][]seg, error) {
	words, err := splitWords(f, text)
	if err != nil {
		return nil, err
	}
	var lines [][]seg
	var cur []seg
	for _, word := range words {
		if word == nil { // a line break
			if cur != nil {
				lines = append(lines, cur)
			}
			cur = nil
			continue
		}
		if lineWidth(word, size) > w {
			return nil, fmt.Errorf("word %q is wider than its column", plain(word))
		}
		try := appendWord(cur, word)
		if lineWidth(try, size) > w && cur != nil {
			lines, try = append(lines, cur), word
		}
		cur = try
	}
	if cur != nil {
		lines = append(lines, cur)
	}
	return lines, nil
}
