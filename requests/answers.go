package requests

import "github.com/scriptorium/scriptorium/statblock"

// Survey is the answer to a survey request: what the module is and what each
// page of one window of pages holds. Strings the model cannot find are empty;
// lists are empty, never null.
type Survey struct {
	Title      string             `json:"title" jsonschema_description:"Module title as printed on the cover or title page; empty if not on these pages."`
	System     string             `json:"system" jsonschema_description:"Game system as printed on these pages (on the cover, in the credits or in a compatibility note), such as B/X D&D, Old-School Essentials, Basic Fantasy RPG, AD&D 1e; empty if not printed."`
	Edition    string             `json:"edition" jsonschema_description:"Edition or printing as printed, such as 1st printing or Release 4; empty if not printed."`
	LevelRange LevelRange         `json:"level_range" jsonschema_description:"Character levels the module is written for."`
	Authors    []string           `json:"authors" jsonschema_description:"Author names as printed, in printed order."`
	License    string             `json:"license" jsonschema_description:"The module's own license and legal notices verbatim (its Creative Commons, public-domain or CC0 statement; for an Open Game License module its Section 15 copyright notice and product identity designation); a standard license body printed in full is named, not copied, such as Open Game License v1.0a; empty if none on these pages."`
	Pages      []SurveyPage       `json:"pages" jsonschema_description:"One entry for every page shown, in page order."`
	Sites      []Site             `json:"sites" jsonschema_description:"Adventure sites (dungeons, towns, wilderness areas) with their levels and keyed areas found on these pages; a place described in prose with no keyed areas is no site."`
	StatBlocks []PrintedStatBlock `json:"stat_blocks" jsonschema_description:"Every creature whose stats (armour class, hit dice) are printed on these pages, met in an area or not: monster appendix entries, a creature a magic item or spell summons, an NPC roster; empty if none."`
}

// PrintedStatBlock is one creature whose stats a survey window prints, and
// the pages that print them.
type PrintedStatBlock struct {
	Name  string `json:"name" jsonschema_description:"Creature name as printed over or before its stats."`
	Pages []int  `json:"pages" jsonschema_description:"Page numbers (from the request's page headers) where its stats are printed."`
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
	Key   string `json:"key" jsonschema_description:"Area key exactly as printed, such as 12, 12a or A3; for a place named by a heading instead of a number, its name as printed, such as The Mill."`
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

// StatblockAnswer is the answer to a stat block request: the creature's stat
// block, or that none is printed for it.
type StatblockAnswer struct {
	NotPrinted bool      `json:"not_printed" jsonschema_description:"True when neither the pages shown nor the creature part print any stats (armour class, hit dice, attacks) for this creature; stat_block then holds its name only."`
	StatBlock  StatBlock `json:"stat_block" jsonschema_description:"The creature's stat block as printed; every field but name empty when not_printed."`
}

// StatBlock is the stat block of a stat block answer: one creature's stat
// block copied field by field exactly as printed (see
// [statblock.StatBlock]). Go derives the numbers with [statblock.Normalize];
// the model never converts.
type StatBlock = statblock.StatBlock
