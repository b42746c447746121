package foundry

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
