package adventure

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// rangeDashes are the dashes a printed range may use between its ends:
// hyphen-minus, en dash, em dash and minus sign.
const rangeDashes = "-–—−"

// diePattern is a die as printed: "d6", "1d8", "2d6", "d%", "1d%".
var diePattern = regexp.MustCompile(`^(\d*)[dD](\d+|%)$`)

// maxDice and maxFaces bound a die [Die] reads: beyond them a printed die
// is a misreading, not a table.
const (
	maxDice  = 100
	maxFaces = 1000
)

// Die reads a wandering table's die as printed ("d8", "2d6", "d%") and
// returns its roll formula ("1d8", "2d6", "1d100") with the lowest and
// highest totals it can roll; ok is false for anything else ("1d6+1",
// "roll twice", more than 100 dice or 1000 faces).
func Die(die string) (formula string, low, high int, ok bool) {
	m := diePattern.FindStringSubmatch(strings.TrimSpace(die))
	if m == nil {
		return "", 0, 0, false
	}
	n, faces := 1, 100
	var nerr, ferr error
	if m[1] != "" {
		n, nerr = strconv.Atoi(m[1])
	}
	if m[2] != "%" {
		faces, ferr = strconv.Atoi(m[2])
	}
	if nerr != nil || ferr != nil || n < 1 || n > maxDice || faces < 1 || faces > maxFaces {
		return "", 0, 0, false
	}
	return fmt.Sprintf("%dd%d", n, faces), n, n * faces, true
}

// ParseRange reads a wandering-table row's printed range for a die whose
// highest roll is dieHigh (0 when unknown): one roll ("3"), an ascending
// range ("1-2", "11–12", "5 — 6"), a roll and up ("12+", to dieHigh), and
// percentile rolls ("01-10", "96-00", "00": 00 is 100 on a d%). Anything
// else ("1, 3", "6-5", "0") is an error wrapping [ErrRange]: a range is
// read, never guessed.
func ParseRange(s string, dieHigh int) (low, high int, err error) {
	a, b, isRange := cutDash(s)
	a, andUp := strings.CutSuffix(strings.TrimSpace(a), "+")
	if low, err = roll(a, dieHigh); err == nil {
		high = low
		switch {
		case isRange && andUp:
			err = fmt.Errorf("%q is not a roll", a+"+")
		case isRange:
			high, err = roll(b, dieHigh)
		case andUp && dieHigh == 0:
			err = fmt.Errorf("%q runs to the die's highest roll, and the die is unknown", s)
		case andUp:
			high = dieHigh
		}
	}
	if err == nil && high < low {
		err = fmt.Errorf("%d is below %d", high, low)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("%w %q: %v", ErrRange, s, err)
	}
	return low, high, nil
}

// cutDash slices s around its first dash (see rangeDashes).
func cutDash(s string) (before, after string, found bool) {
	i := strings.IndexAny(s, rangeDashes)
	if i < 0 {
		return s, "", false
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return s[:i], s[i+size:], true
}

// roll reads one roll: decimal digits from 1 (leading zeros as in "05"
// allowed), or "00", which is 100 on a die reaching 100.
func roll(s string, dieHigh int) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, fmt.Errorf("%q is not a roll", s)
	}
	if strings.Trim(s, "0") == "" {
		if s == "00" && dieHigh == 100 {
			return 100, nil
		}
		return 0, fmt.Errorf("%q is not a roll", s)
	}
	return strconv.Atoi(s)
}

// Rolls is a wandering table read against its die (see [ReadRolls]).
type Rolls struct {
	// Formula, Low and High are the die's (see [Die]); DieOK is false when
	// the die could not be read, and then Formula is empty.
	Formula   string
	Low, High int
	DieOK     bool
	// Rows holds one entry per table row, in order.
	Rows []RowRoll
}

// RowRoll is one row's range: Low and High when Err is nil, and whether
// the die can roll all of it (always true when the die is unknown).
type RowRoll struct {
	Low, High int
	Err       error // wraps ErrRange
	InReach   bool
}

// ReadRolls reads table's die and every row's range against it (see
// [ParseRange]: "12+" runs to the die's highest roll, "00" is 100 on a d%).
func ReadRolls(table *WanderingTable) Rolls {
	r := Rolls{}
	r.Formula, r.Low, r.High, r.DieOK = Die(table.Die)
	for _, e := range table.Entries {
		lo, hi, err := ParseRange(e.Range, r.High)
		r.Rows = append(r.Rows, RowRoll{Low: lo, High: hi, Err: err,
			InReach: err == nil && (!r.DieOK || lo >= r.Low && hi <= r.High)})
	}
	return r
}

// standardFaces are the faces of the dice a table may imply (see
// [WanderingTable.ImplyDie]): the polyhedral set of the genre.
var standardFaces = []int{2, 3, 4, 6, 8, 10, 12, 20, 100}

// ImplyDie sets the die of a table printed without one from its rows'
// ranges, and marks it DieImplied: rows that read (see [ParseRange]), in
// ascending order without gap or overlap, from n to n×f for a standard die
// f (2, 3, 4, 6, 8, 10, 12, 20 or 100 faces) give "d<f>" (n = 1) or
// "<n>d<f>" (rows 1–2 / 3–4 / 5–6 imply d6; 2–12 implies 2d6). A printed
// die, no rows, or ranges that imply no one die leave the table as it is.
func (t *WanderingTable) ImplyDie() {
	if strings.TrimSpace(t.Die) != "" || len(t.Entries) == 0 {
		return
	}
	first, next := 0, 0
	for i, e := range t.Entries {
		lo, hi, err := ParseRange(e.Range, 0)
		if err != nil || i > 0 && lo != next {
			return
		}
		if i == 0 {
			first = lo
		}
		next = hi + 1
	}
	for _, f := range standardFaces {
		if next-1 != first*f || first > maxDice {
			continue
		}
		t.Die = fmt.Sprintf("d%d", f)
		if first > 1 {
			t.Die = fmt.Sprintf("%dd%d", first, f)
		}
		t.DieImplied = true
		return
	}
}
