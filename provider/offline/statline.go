package offline

import (
	"regexp"
	"strings"
)

// Stat line tokens as printed in compact OSR stat lines: "HD 4+1", "AC7",
// "AC~-1", "hp 3d6", "1d6/1d6", "F7", "E1", "MV 12", "ML 8", "XP 1,300".
var (
	statLabelRE = regexp.MustCompile(`^(?:HD|AC|hp|HP|MV|ML|XP|THAC0|T0|SV|Sv|NA|TT|#AT|AT|D|Lvl|LVL|Al|AL|MR)$`)
	statGlued   = regexp.MustCompile(`^(?:HD|AC|hp|HP|MV|ML|XP|THAC0|SV|NA|TT|Lvl)[-+−~]?\d[\d,+\-/*]*$`)
	statValueRE = regexp.MustCompile(`^[-+−~]?\d[\d,+\-/*]*(?:\[\d+\])?$|^[FEMCTDH]\d{1,2}$|^(?:\d*d\d+(?:[+\-]\d+)?)(?:/\d*d\d+(?:[+\-]\d+)?)*$|^\d+×\d*d\d+$`)
)

// isStatToken reports whether w (trailing punctuation removed) belongs to a
// stat line.
func isStatToken(w string) bool {
	return statLabelRE.MatchString(w) || statGlued.MatchString(w) || statValueRE.MatchString(w)
}

// opensStat reports whether w starts a stat line: an HD, AC or hp token.
func opensStat(w string) bool {
	for _, p := range []string{"HD", "AC", "hp", "HP", "Lvl"} {
		if strings.HasPrefix(w, p) {
			rest := strings.TrimPrefix(w, p)
			return rest == "" || strings.IndexAny(rest[:1], "0123456789-+−~") == 0
		}
	}
	return false
}

// statRun finds the first stat line in ws starting at or after word from:
// it opens with an HD, AC or hp token and runs while words are stat tokens,
// letting one other word through when a stat token follows it ("1d8 poison
// MV 6"). It stops after a word ending in ";" or "." (unless the next word
// continues the line). It returns the word span [start, end); ok is false
// when there is none.
func statRun(ws []string, from int) (start, end int, ok bool) {
	for start = from; start < len(ws); start++ {
		if opensStat(trimPunct(ws[start])) && start+1 < len(ws) && isStatToken(trimPunct(ws[start+1])) {
			break
		}
	}
	if start >= len(ws) {
		return 0, 0, false
	}
	end = start
	for end < len(ws) {
		w := trimPunct(ws[end])
		switch {
		case isStatToken(w):
			end++
		case end+1 < len(ws) && statLabelOrGlued(trimPunct(ws[end+1])) && !strings.ContainsAny(ws[end], ";.,()"):
			end += 2
		default:
			return start, end, true
		}
		last := ws[end-1]
		if strings.ContainsAny(last[len(last)-1:], ";.") || strings.HasSuffix(last, ",") && !continuesStat(ws, end) ||
			strings.HasPrefix(ws[start], "(") && strings.Contains(last, ")") {
			return start, end, true
		}
	}
	return start, end, true
}

// statLabelOrGlued reports whether w is a stat label, alone or glued to its
// value ("MV", "AC7").
func statLabelOrGlued(w string) bool { return statLabelRE.MatchString(w) || statGlued.MatchString(w) }

// continuesStat reports whether the word at i carries on a stat line after a
// thousands comma split or a labelled value ("XP 2," "400").
func continuesStat(ws []string, i int) bool {
	return i < len(ws) && isStatToken(trimPunct(ws[i])) && statLabelRE.MatchString(trimPunct(ws[i]))
}

// trimPunct strips sentence punctuation around a word.
func trimPunct(w string) string { return strings.Trim(w, `.,;:!?()"'“”‘’*`) }

// statText returns the stat line of words ws[start:end] as printed, without
// trailing punctuation.
func statText(ws []string, start, end int) string {
	return strings.TrimRight(strings.Join(ws[start:end], " "), ".,;:")
}
