package foundry

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/big"
	"strings"

	"github.com/scriptorium/scriptorium/naming"
)

// CoreVersion is the Foundry core version whose schema the documents are
// in, written to every _stats.coreVersion (the v13 stable release the API
// documentation describes).
const CoreVersion = "13.350"

// Document names as Foundry spells them; they open the file names and
// absolute UUIDs.
const (
	DocJournalEntry = "JournalEntry"
	DocPage         = "JournalEntryPage"
	DocRollTable    = "RollTable"
)

// formatHTML is CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML.
const formatHTML = 1

// sortStep spaces the sort values of pages, as Foundry spaces its own.
const sortStep = 100000

// Stats is a document's _stats: only coreVersion matters to an import;
// the rest is null so the bytes carry no time and no user.
type Stats struct {
	CoreVersion      string  `json:"coreVersion"`
	SystemID         *string `json:"systemId"`
	SystemVersion    *string `json:"systemVersion"`
	CreatedTime      *int64  `json:"createdTime"`
	ModifiedTime     *int64  `json:"modifiedTime"`
	LastModifiedBy   *string `json:"lastModifiedBy"`
	CompendiumSource *string `json:"compendiumSource"`
	DuplicateSource  *string `json:"duplicateSource"`
}

// stats returns the _stats of every exported document.
func stats() Stats { return Stats{CoreVersion: CoreVersion} }

// Flags is a document's flags object; everything of ours sits under the
// "scriptorium" key.
type Flags struct {
	Scriptorium any `json:"scriptorium"`
}

// JournalEntry is a Foundry JournalEntry document (v13 JournalEntryData).
type JournalEntry struct {
	ID         string  `json:"_id"`
	Name       string  `json:"name"`
	Pages      []Page  `json:"pages"`
	Folder     *string `json:"folder"`
	Categories []any   `json:"categories"`
	Flags      Flags   `json:"flags"`
	Stats      Stats   `json:"_stats"`
}

// Page is a JournalEntryPage of type "text" (v13 JournalEntryPageData).
type Page struct {
	ID    string    `json:"_id"`
	Name  string    `json:"name"`
	Type  string    `json:"type"`
	Title PageTitle `json:"title"`
	Text  PageText  `json:"text"`
	Sort  int       `json:"sort"`
	Flags Flags     `json:"flags"`
	Stats Stats     `json:"_stats"`
}

// PageTitle is how a page's title shows in the whole journal's view.
type PageTitle struct {
	Show  bool `json:"show"`
	Level int  `json:"level"`
}

// PageText is a text page's content: HTML (format 1).
type PageText struct {
	Content string `json:"content"`
	Format  int    `json:"format"`
}

// RollTable is a Foundry RollTable document (v13 RollTableData).
type RollTable struct {
	ID          string        `json:"_id"`
	Name        string        `json:"name"`
	Description string        `json:"description"`
	Formula     string        `json:"formula"`
	Replacement bool          `json:"replacement"`
	DisplayRoll bool          `json:"displayRoll"`
	Results     []TableResult `json:"results"`
	Folder      *string       `json:"folder"`
	Flags       Flags         `json:"flags"`
	Stats       Stats         `json:"_stats"`
}

// TableResult is one result of a RollTable in the v13 shape: type "text",
// a plain name, an HTML description, and an inclusive range [low, high].
type TableResult struct {
	ID          string `json:"_id"`
	Type        string `json:"type"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Range       [2]int `json:"range"`
	Weight      int    `json:"weight"`
	Drawn       bool   `json:"drawn"`
	Flags       Flags  `json:"flags"`
}

// idAlphabet is the alphabet of Foundry ids (validator isValidId:
// /^[a-zA-Z0-9]{16}$/).
const idAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// IDLength is the length of a Foundry document _id.
const IDLength = 16

// ID returns the _id of the document that parts name: 16 characters of
// [a-zA-Z0-9], the base-62 digits of the SHA-256 of the length-prefixed
// parts. The same parts always give the same ID; parts are delimited, so
// ("ab", "c") and ("a", "bc") differ.
func ID(parts ...string) string {
	h := sha256.New()
	var n [8]byte
	for _, p := range parts {
		binary.BigEndian.PutUint64(n[:], uint64(len(p)))
		h.Write(n[:])
		h.Write([]byte(p))
	}
	v := new(big.Int).SetBytes(h.Sum(nil))
	base := big.NewInt(int64(len(idAlphabet)))
	var b [IDLength]byte
	digit := new(big.Int)
	for i := range b {
		v.DivMod(v, base, digit)
		b[i] = idAlphabet[digit.Int64()]
	}
	return string(b[:])
}

// ids derives the ids of one adventure's documents, seeded by the source
// PDF's SHA-256 so that two modules imported into one world never share an
// id, and refuses a repeat.
type ids struct {
	seed string
	seen map[string]string
}

// newIDs returns the id deriver of an adventure converted from the PDF
// whose SHA-256 is seed.
func newIDs(seed string) *ids { return &ids{seed: seed, seen: map[string]string{}} }

// of returns the id of the document parts name, or an error wrapping
// [ErrDuplicateID] when another document already has it.
func (d *ids) of(parts ...string) (string, error) {
	id := ID(append([]string{"scriptorium.foundry/v1", d.seed}, parts...)...)
	what := strings.Join(parts, " ")
	if prev, ok := d.seen[id]; ok {
		return "", fmt.Errorf("%w: %s: %q and %q", ErrDuplicateID, id, prev, what)
	}
	d.seen[id] = what
	return id, nil
}

// FileName returns the name Export Data gives a document's file:
// fvtt-<document>-<slug of name>-<id>.json.
func FileName(document, name, id string) string {
	return "fvtt-" + document + "-" + naming.Slug(name) + "-" + id + ".json"
}
