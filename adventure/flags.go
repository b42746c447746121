package adventure

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Flags are short machine-readable notes on areas, monsters and the module,
// written "name" or "name:detail". The vocabulary is fixed; nothing else is
// emitted ([ValidateFlag] and [Check] enforce it):
//
//	flag                        scope    meaning
//	low-confidence              area     the extractor's confidence is below LowConfidence
//	no-source-pages             area     no page is known for the area
//	split-across-pages          area     the area's text spans several pages
//	merged:<n>                  area     n ≥ 2 extracted fragments were merged into the area
//	exit-target-unknown:<key>   area     an exit leads to a key that is no area, or that no area of its level or site has and several elsewhere do (see [Adventure.ExitTarget])
//	encounter-unlinked:<name>   area     a printed creature is linked to no monster
//	count-unknown               area     an encounter's count is neither fixed nor dice
//	statblock-missing           monster  no stat block was found
//	statblock-not-printed       monster  the module prints no stats for it: no page the stat block request
//	                                     would carry prints any (and none was sent), or the answer said so
//	statblock-unparsed:<field>  monster  a printed stat-block field could not be normalized, or not in whole
//	derived:<field>             monster  a normalized stat-block field was computed, not copied
//	fuzzy-match:<printed>       monster  a printed name was linked by fuzzy matching
//	alias-match:<printed>       monster  a printed name was linked through the alias table
//	scan-page:<n>               module   page n has no text layer (read from the render only)
//	blank-page:<n>              module   page n prints nothing: no text layer, a render of one colour
//	ocr-low-confidence:<n>      module   page n has no text layer and was read by OCR with a mean word
//	                                     confidence below [LowOCRConfidence]
//	damaged-pdf:<damage>        module   the PDF is damaged (<damage> is what pdfcpu found) and was read as
//	                                     pdfium repaired it
//	damaged-page:<n>            module   page n of a damaged PDF may be missing content: pdfium read nothing
//	                                     from its content stream, or an image of it failed to decode
//	empty-page:<n>              module   the survey gave page n a role that holds areas or wandering
//	                                     tables (area_key, random_tables), and none was read from it
//	text-unplaced:<n>:<words>   module   a paragraph of page n's body text, opening with <words>, is
//	                                     in no area, wandering table, stat block or heading of the
//	                                     adventure: the rules dropped it
//	override:<field>            all      overrides.yaml set the field; override:add marks an added
//	                                     area or monster; override:wandering_tables on the module
//	                                     marks a corrected or removed wandering table
//
// <field> is a JSON field name: for statblock-unparsed one of
// [PrintedStats], for derived one of [Stats], for override one of the
// flagged object's own fields. <n> is a decimal integer; <key>, <name> and
// <printed> are the printed text, <damage> pdfcpu's message, all non-empty
// and on one line.
const (
	FlagLowConfidence       = "low-confidence"
	FlagNoSourcePages       = "no-source-pages"
	FlagSplitAcrossPages    = "split-across-pages"
	FlagMerged              = "merged"
	FlagExitTargetUnknown   = "exit-target-unknown"
	FlagEncounterUnlinked   = "encounter-unlinked"
	FlagCountUnknown        = "count-unknown"
	FlagStatBlockMissing    = "statblock-missing"
	FlagStatBlockNotPrinted = "statblock-not-printed"
	FlagStatBlockUnparsed   = "statblock-unparsed"
	FlagDerived             = "derived"
	FlagFuzzyMatch          = "fuzzy-match"
	FlagAliasMatch          = "alias-match"
	FlagScanPage            = "scan-page"
	FlagBlankPage           = "blank-page"
	FlagEmptyPage           = "empty-page"
	FlagOCRLowConfidence    = "ocr-low-confidence"
	FlagDamagedPDF          = "damaged-pdf"
	FlagDamagedPage         = "damaged-page"
	FlagTextUnplaced        = "text-unplaced"
	FlagOverride            = "override"
)

// LowConfidence is the confidence below which an area is flagged
// low-confidence.
const LowConfidence = 0.6

// Scope is where a flag may appear.
type Scope int

// Scopes of flags.
const (
	ScopeArea Scope = iota
	ScopeMonster
	ScopeModule
)

// String returns "area", "monster" or "module".
func (s Scope) String() string { return [...]string{"area", "monster", "module"}[s] }

// Merged returns merged:<n>.
func Merged(n int) string { return FlagMerged + ":" + strconv.Itoa(n) }

// ExitTargetUnknown returns exit-target-unknown:<key>.
func ExitTargetUnknown(key string) string { return FlagExitTargetUnknown + ":" + key }

// EncounterUnlinked returns encounter-unlinked:<name>.
func EncounterUnlinked(name string) string { return FlagEncounterUnlinked + ":" + name }

// EncounterFlags returns the flags encounter e gives its area:
// encounter-unlinked:<creature> when it links to no monster, count-unknown
// when it has neither a fixed count nor dice.
func EncounterFlags(e Encounter) []string {
	var flags []string
	if e.Monster == "" {
		flags = append(flags, EncounterUnlinked(e.Creature))
	}
	if e.Count.Fixed == nil && e.Count.Dice == "" {
		flags = append(flags, FlagCountUnknown)
	}
	return flags
}

// StatBlockUnparsed returns statblock-unparsed:<field>, field a JSON name of
// [PrintedStats].
func StatBlockUnparsed(field string) string { return FlagStatBlockUnparsed + ":" + field }

// Derived returns derived:<field>, field a JSON name of [Stats].
func Derived(field string) string { return FlagDerived + ":" + field }

// FuzzyMatch returns fuzzy-match:<printed>.
func FuzzyMatch(printed string) string { return FlagFuzzyMatch + ":" + printed }

// AliasMatch returns alias-match:<printed>.
func AliasMatch(printed string) string { return FlagAliasMatch + ":" + printed }

// ScanPage returns scan-page:<n>.
func ScanPage(n int) string { return FlagScanPage + ":" + strconv.Itoa(n) }

// BlankPage returns blank-page:<n>.
func BlankPage(n int) string { return FlagBlankPage + ":" + strconv.Itoa(n) }

// EmptyPage returns empty-page:<n>.
func EmptyPage(n int) string { return FlagEmptyPage + ":" + strconv.Itoa(n) }

// OCRLowConfidence returns ocr-low-confidence:<n>.
func OCRLowConfidence(n int) string { return FlagOCRLowConfidence + ":" + strconv.Itoa(n) }

// DamagedPDF returns damaged-pdf:<damage>, damage on one line.
func DamagedPDF(damage string) string { return FlagDamagedPDF + ":" + damage }

// DamagedPage returns damaged-page:<n>.
func DamagedPage(n int) string { return FlagDamagedPage + ":" + strconv.Itoa(n) }

// TextUnplaced returns text-unplaced:<n>:<words>, words on one line.
func TextUnplaced(n int, words string) string {
	return FlagTextUnplaced + ":" + strconv.Itoa(n) + ":" + words
}

// LowOCRConfidence is the mean OCR word confidence (Tesseract's, 0 to 100)
// below which a page read by OCR is flagged ocr-low-confidence: clean
// renders of printed text read at 85 to 97, a page that is mostly a map
// at 80 to 85.
const LowOCRConfidence = 70

// Override returns override:<field>.
func Override(field string) string { return FlagOverride + ":" + field }

// detail is the kind of a flag's detail.
type detail int

const (
	noDetail detail = iota
	countDetail
	pageDetail
	pageTextDetail
	textDetail
	printedField
	statsField
	ownField
)

// flagSpec is one entry of the vocabulary.
type flagSpec struct {
	scopes []Scope
	detail detail
}

var vocabulary = map[string]flagSpec{
	FlagLowConfidence:       {[]Scope{ScopeArea}, noDetail},
	FlagNoSourcePages:       {[]Scope{ScopeArea}, noDetail},
	FlagSplitAcrossPages:    {[]Scope{ScopeArea}, noDetail},
	FlagMerged:              {[]Scope{ScopeArea}, countDetail},
	FlagExitTargetUnknown:   {[]Scope{ScopeArea}, textDetail},
	FlagEncounterUnlinked:   {[]Scope{ScopeArea}, textDetail},
	FlagCountUnknown:        {[]Scope{ScopeArea}, noDetail},
	FlagStatBlockMissing:    {[]Scope{ScopeMonster}, noDetail},
	FlagStatBlockNotPrinted: {[]Scope{ScopeMonster}, noDetail},
	FlagStatBlockUnparsed:   {[]Scope{ScopeMonster}, printedField},
	FlagDerived:             {[]Scope{ScopeMonster}, statsField},
	FlagFuzzyMatch:          {[]Scope{ScopeMonster}, textDetail},
	FlagAliasMatch:          {[]Scope{ScopeMonster}, textDetail},
	FlagScanPage:            {[]Scope{ScopeModule}, pageDetail},
	FlagBlankPage:           {[]Scope{ScopeModule}, pageDetail},
	FlagEmptyPage:           {[]Scope{ScopeModule}, pageDetail},
	FlagOCRLowConfidence:    {[]Scope{ScopeModule}, pageDetail},
	FlagDamagedPDF:          {[]Scope{ScopeModule}, textDetail},
	FlagDamagedPage:         {[]Scope{ScopeModule}, pageDetail},
	FlagTextUnplaced:        {[]Scope{ScopeModule}, pageTextDetail},
	FlagOverride:            {[]Scope{ScopeArea, ScopeMonster, ScopeModule}, ownField},
}

// ownFields are the JSON field names an override:<field> flag may name in
// each scope; an area or monster may also carry override:add, and the
// module override:wandering_tables (module flags are the adventure's).
var ownFields = map[Scope][]string{
	ScopeArea:    append(jsonFields(Area{}), "add"),
	ScopeMonster: append(jsonFields(Monster{}), "add"),
	ScopeModule:  append(jsonFields(Module{}), "wandering_tables"),
}

// ValidateFlag checks that flag belongs to the vocabulary, may appear in
// scope, and has a well-formed detail. Its error wraps [ErrFlag] and quotes
// the flag.
func ValidateFlag(scope Scope, flag string) error {
	name, det, hasDetail := strings.Cut(flag, ":")
	spec, ok := vocabulary[name]
	switch {
	case !ok:
		return fmt.Errorf("%w %q: not in the vocabulary", ErrFlag, flag)
	case !slices.Contains(spec.scopes, scope):
		return fmt.Errorf("%w %q: not a flag of a %s", ErrFlag, flag, scope)
	case hasDetail == (spec.detail == noDetail):
		return fmt.Errorf("%w %q: %s takes %s", ErrFlag, flag, name, spec.detail.want(scope))
	}
	if !spec.detail.valid(scope, det) {
		return fmt.Errorf("%w %q: detail must be %s", ErrFlag, flag, spec.detail.want(scope))
	}
	return nil
}

// valid reports whether s is a well-formed detail of kind d in scope.
func (d detail) valid(scope Scope, s string) bool {
	switch d {
	case noDetail:
		return s == ""
	case countDetail, pageDetail:
		n, err := strconv.Atoi(s)
		return err == nil && strconv.Itoa(n) == s && (n >= 2 || d == pageDetail && n >= 1)
	case pageTextDetail:
		n, text, ok := strings.Cut(s, ":")
		return ok && pageDetail.valid(scope, n) && textDetail.valid(scope, text)
	case printedField:
		return slices.Contains(jsonFields(PrintedStats{}), s)
	case statsField:
		return slices.Contains(jsonFields(Stats{}), s)
	case ownField:
		return slices.Contains(ownFields[scope], s)
	}
	return strings.TrimSpace(s) != "" && !strings.ContainsAny(s, "\r\n")
}

// want describes the detail kind d for messages.
func (d detail) want(scope Scope) string {
	switch d {
	case noDetail:
		return "no detail"
	case countDetail:
		return "a count of 2 or more"
	case pageDetail:
		return "a page number"
	case pageTextDetail:
		return "a page number, a colon and non-empty text on one line"
	case printedField:
		return "a printed stat-block field (" + strings.Join(jsonFields(PrintedStats{}), ", ") + ")"
	case statsField:
		return "a normalized stat-block field (" + strings.Join(jsonFields(Stats{}), ", ") + ")"
	case ownField:
		return "a field of the " + scope.String() + " (" + strings.Join(ownFields[scope], ", ") + ")"
	}
	return "non-empty text on one line"
}

// jsonFields returns the JSON names of the fields of struct v, in order.
func jsonFields(v any) []string {
	t := reflect.TypeOf(v)
	names := make([]string, 0, t.NumField())
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		names = append(names, name)
	}
	return names
}
