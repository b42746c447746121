package requests

// Survey is the answer to a survey request: what the module is and what each
// page of one window of pages holds. Strings the model cannot find are empty;
// lists are empty, never null.
type Survey struct {
	Title      string       `json:"title" jsonschema_description:"Module title as printed on the cover or title page; empty if not on these pages."`
	System     string       `json:"system" jsonschema_description:"Game system as printed or clearly implied, such as B/X D&D, Old-School Essentials, Basic Fantasy RPG, AD&D 1e; empty if unknown."`
	Edition    string       `json:"edition" jsonschema_description:"Edition or printing as printed, such as 1st printing or Release 4; empty if not printed."`
	LevelRange LevelRange   `json:"level_range" jsonschema_description:"Character levels the module is written for."`
	Authors    []string     `json:"authors" jsonschema_description:"Author names as printed, in printed order."`
	License    string       `json:"license" jsonschema_description:"License statement copied verbatim (OGL, Creative Commons, etc.); empty if none on these pages."`
	Pages      []SurveyPage `json:"pages" jsonschema_description:"One entry for every page shown, in page order."`
	Sites      []Site       `json:"sites" jsonschema_description:"Adventure sites (dungeons, towns, wilderness areas) with their levels and keyed areas found on these pages."`
}

// LevelRange is the range of character levels a module is written for.
// Min and Max are nil when not printed.
type LevelRange struct {
	AsPrinted string `json:"as_printed" jsonschema_description:"The level range verbatim, such as Levels 1-3 or for 4-6 characters of level 1-2; empty if not printed."`
	Min       *int   `json:"min" jsonschema_description:"Lowest character level, or null if not printed."`
	Max       *int   `json:"max" jsonschema_description:"Highest character level, or null if not printed."`
}

// SurveyPage is the role of one page of a module.
type SurveyPage struct {
	Page int  `json:"page" jsonschema_description:"1-based page number as given in the page header of the request (not the printed folio)."`
	Role Role `json:"role" jsonschema_description:"What the page mainly holds."`
}

// Site is one adventure site: a dungeon, town or wilderness region.
type Site struct {
	Name   string  `json:"name" jsonschema_description:"Site name as printed."`
	Levels []Level `json:"levels" jsonschema_description:"Levels or sections of the site; a single-level site has one level."`
}

// Level is one level or section of a site and its printed area keys.
type Level struct {
	Name string    `json:"name" jsonschema_description:"Level name as printed, such as Level 1 or The Caves; empty if the site has no named levels."`
	Keys []AreaKey `json:"keys" jsonschema_description:"Printed area keys of this level in printed order."`
}

// AreaKey is one printed area key (such as "12" or "A3") and the pages its
// description spans.
type AreaKey struct {
	Key   string `json:"key" jsonschema_description:"Area key exactly as printed, such as 12, 12a or A3."`
	Pages []int  `json:"pages" jsonschema_description:"Page numbers (from the request's page headers) where this area's text appears."`
}

// Monsters is the answer to a monsters request: every printed creature name
// mapped to a canonical name.
type Monsters struct {
	Names []NameMapping `json:"names" jsonschema_description:"One entry per printed name of the request, in the request's order."`
}

// NameMapping maps one printed creature name to its canonical name.
type NameMapping struct {
	Printed   string `json:"printed" jsonschema_description:"The printed name exactly as given in the request."`
	Canonical string `json:"canonical" jsonschema_description:"Canonical name from the alias table's canonical column; for a creature not in the table, the printed name in singular title case."`
}

// Wandering is the answer to a wandering request: the wandering-monster and
// random-encounter tables printed on the pages.
type Wandering struct {
	Tables []WanderingTable `json:"tables" jsonschema_description:"Every wandering-monster or random-encounter table on these pages; empty if none."`
}

// WanderingTable is one printed random-encounter table.
type WanderingTable struct {
	Name      string           `json:"name" jsonschema_description:"Table title as printed; empty if untitled."`
	Die       string           `json:"die" jsonschema_description:"Die rolled on the table as printed, such as d6, 1d8, d20 or d100."`
	AppliesTo string           `json:"applies_to" jsonschema_description:"Where or when the table applies as printed, such as Level 1, the forest, at night; empty if not stated."`
	Frequency string           `json:"frequency" jsonschema_description:"How often to check, verbatim, such as 1 in 6 every 2 turns; empty if not stated."`
	Entries   []WanderingEntry `json:"entries" jsonschema_description:"Rows of the table in printed order."`
}

// WanderingEntry is one row of a wandering-monster table.
type WanderingEntry struct {
	Range string `json:"range" jsonschema_description:"Die result or range as printed, such as 1, 2-3 or 01-15."`
	Entry string `json:"entry" jsonschema_description:"The row text verbatim, such as Goblins or 2d4 Orcs (see area 7)."`
	Count string `json:"count" jsonschema_description:"Number appearing as printed (dice such as 2d4, or a number); empty if not printed."`
}

// StatBlock is the answer to a stat block request, and the output of
// [ParseStatLine]: one creature's stat block copied field by field exactly as
// printed, labels stripped ("AC 6 [13]" gives AC "6 [13]"). A field not
// printed is empty. Raw holds the whole printed block or line. Go derives the
// numbers with [Normalize]; the model never converts.
type StatBlock struct {
	Name            string `json:"name" jsonschema_description:"Creature name as printed in the stat block."`
	AC              string `json:"ac" jsonschema_description:"Armour class verbatim without the label, such as 6, 6 [13], 14 (11) or 7 (leather); empty if not printed."`
	HD              string `json:"hd" jsonschema_description:"Hit dice or level verbatim, such as 1, 1-1, 3+1, 1/2, 3*, 4** or F3; empty if not printed."`
	HP              string `json:"hp" jsonschema_description:"Hit points verbatim, such as 5, 4, 3, 7 or 13 (avg) or the checkbox row; empty if not printed."`
	Attacks         string `json:"attacks" jsonschema_description:"Number and kind of attacks verbatim, such as 1 weapon or 2 claws, 1 bite; empty if not printed."`
	Damage          string `json:"damage" jsonschema_description:"Damage verbatim, such as 1d6 or 1d3/1d3/1d6 or by weapon; empty if not printed."`
	THAC0           string `json:"thac0" jsonschema_description:"THAC0 verbatim, such as 19 or 19 [+0]; empty if not printed."`
	AttackBonus     string `json:"attack_bonus" jsonschema_description:"Attack bonus verbatim, such as +1; empty if not printed."`
	Movement        string `json:"movement" jsonschema_description:"Movement verbatim, such as 120' (40') or 90' (30'), fly 180' (60'); empty if not printed."`
	Saves           string `json:"saves" jsonschema_description:"Saving throws verbatim, such as F1, D12 W13 P14 B15 S16 or 14; empty if not printed."`
	Morale          string `json:"morale" jsonschema_description:"Morale verbatim, such as 8; empty if not printed."`
	Alignment       string `json:"alignment" jsonschema_description:"Alignment verbatim, such as Chaotic, C or LE; empty if not printed."`
	XP              string `json:"xp" jsonschema_description:"Experience points verbatim, such as 10 or 25 ea.; empty if not printed."`
	NumberAppearing string `json:"number_appearing" jsonschema_description:"Number appearing verbatim, such as 2d4 (6d10) or 1 (1d4); empty if not printed."`
	TreasureType    string `json:"treasure_type" jsonschema_description:"Treasure type verbatim, such as C or (P) B; empty if not printed."`
	Special         string `json:"special" jsonschema_description:"Special abilities and notes that belong to the stat block, verbatim; empty if none."`
	Raw             string `json:"raw" jsonschema_description:"The whole printed stat block or stat line verbatim."`
}
