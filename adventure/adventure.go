package adventure

import "github.com/invopop/jsonschema"

// Format and version of adventure.json.
const (
	Format  = "scriptorium.adventure"
	Version = 1
)

// Adventure is adventure.json v1: one converted module. Its JSON Schema is
// [Schema]; exporters map from it. Area keys are as printed and unique in the
// adventure (an assembler qualifies keys that repeat on several levels);
// creature references are monster IDs. Lists are empty, never null: call
// [Adventure.Normalize] (or [Marshal], which does) before writing.
type Adventure struct {
	Format    string           `json:"format" jsonschema:"enum=scriptorium.adventure" jsonschema_description:"Always scriptorium.adventure."`
	Version   int              `json:"version" jsonschema:"enum=1" jsonschema_description:"Format version; this schema is version 1."`
	Module    Module           `json:"module" jsonschema_description:"The module's metadata."`
	Sites     []Site           `json:"sites" jsonschema_description:"Dungeons, towns and other places, each with its levels and keyed areas."`
	Monsters  []Monster        `json:"monsters" jsonschema_description:"Every creature met in the module, sorted by id."`
	Wandering []WanderingTable `json:"wandering_tables" jsonschema_description:"Wandering-monster (random encounter) tables."`
	Flags     []string         `json:"flags" jsonschema_description:"Module-wide flags from the fixed vocabulary, sorted."`
}

// Module is the module's metadata, as printed.
type Module struct {
	Title      string   `json:"title" jsonschema_description:"Title as printed."`
	System     string   `json:"system" jsonschema_description:"Game system as printed or clearly implied; empty if unknown."`
	LevelRange string   `json:"level_range" jsonschema_description:"Character level range as printed, such as 1-3; empty if not printed."`
	Authors    []string `json:"authors" jsonschema_description:"Authors in printed order."`
	License    string   `json:"license" jsonschema_description:"License statement verbatim; empty if none."`
	Pages      int      `json:"pages" jsonschema:"minimum=0" jsonschema_description:"The PDF's page count."`
	Source     Source   `json:"source" jsonschema_description:"The converted PDF."`
}

// Source identifies the converted PDF.
type Source struct {
	File   string `json:"file" jsonschema_description:"The PDF's base name."`
	SHA256 string `json:"sha256" jsonschema:"pattern=^[0-9a-f]{64}$" jsonschema_description:"Lowercase hex SHA-256 of the PDF's bytes."`
	Bytes  int64  `json:"bytes" jsonschema:"minimum=0" jsonschema_description:"The PDF's size in bytes."`
}

// Site is a dungeon, town or other place with levels.
type Site struct {
	Name   string  `json:"name" jsonschema_description:"Site name as printed."`
	Levels []Level `json:"levels" jsonschema_description:"Levels, floors or sections in printed order."`
	// Encounters are the creatures met anywhere in the site rather than in
	// one area. It is optional in v1: absent in every file written before
	// it, and when there are none.
	Encounters []Encounter `json:"encounters,omitempty" jsonschema_description:"Creatures printed as moving between the site's places rather than met in one area (roaming NPCs of a pointcrawl or flowchart, patrols); absent when none."`
}

// Level is one level (floor, map) of a site.
type Level struct {
	Name  string `json:"name" jsonschema_description:"Level name as printed; empty if the site has no named levels."`
	Areas []Area `json:"areas" jsonschema_description:"Keyed areas in printed order."`
}

// Area is one keyed area.
type Area struct {
	Key         string      `json:"key" jsonschema:"minLength=1" jsonschema_description:"Printed key such as 12a or Shrine, unique in the adventure."`
	Title       string      `json:"title" jsonschema_description:"Title as printed; empty if untitled."`
	ReadAloud   string      `json:"read_aloud" jsonschema_description:"Boxed or italic read-aloud text verbatim; empty if none."`
	Description string      `json:"description" jsonschema_description:"The rest of the area text verbatim."`
	Encounters  []Encounter `json:"encounters" jsonschema_description:"Creature groups met here."`
	Treasure    *Treasure   `json:"treasure" jsonschema:"nullable" jsonschema_description:"Treasure here; null if none."`
	Traps       []string    `json:"traps" jsonschema_description:"One string per trap."`
	Features    []string    `json:"features" jsonschema_description:"Notable features, one short string each."`
	Exits       []Exit      `json:"exits" jsonschema_description:"Ways out of the area."`
	Pages       []int       `json:"pages" jsonschema_description:"1-based PDF pages the area was read from, ascending."`
	Confidence  float64     `json:"confidence" jsonschema:"minimum=0,maximum=1" jsonschema_description:"The extractor's self-assessment from 0 to 1."`
	Flags       []string    `json:"flags" jsonschema_description:"Area flags from the fixed vocabulary, sorted."`
}

// Encounter is a creature group met in an area.
type Encounter struct {
	Creature string `json:"creature" jsonschema:"minLength=1" jsonschema_description:"Creature name as printed."`
	// Name is optional in v1: absent in every file written before it, and
	// for a creature with no name of its own.
	Name     string `json:"name,omitempty" jsonschema_description:"The individual's own name as printed (Snagg, for a goblin scavenger named Snagg); absent when it has none."`
	Monster  string `json:"monster" jsonschema_description:"Id of the entry in monsters: the individual's own when it has printed stats of its own, else the creature's; empty if the creature could not be linked."`
	Count    Count  `json:"count" jsonschema_description:"How many are present."`
	StatLine string `json:"stat_line" jsonschema_description:"The printed stat line verbatim; empty if none."`
}

// Count is how many creatures appear: a fixed number, dice such as "2d4", or
// a note when neither is printed. At most one of Fixed and Dice is set.
type Count struct {
	Fixed *int   `json:"fixed" jsonschema:"nullable,minimum=0" jsonschema_description:"Fixed number present; null if not fixed."`
	Dice  string `json:"dice" jsonschema_description:"Dice expression as printed such as 2d4; empty if not dice."`
	Note  string `json:"note" jsonschema_description:"Free text when the count is neither fixed nor dice; empty otherwise."`
}

// Treasure is an area's treasure.
type Treasure struct {
	AsPrinted  string         `json:"as_printed" jsonschema_description:"The treasure text verbatim."`
	Coins      map[string]int `json:"coins" jsonschema_description:"Coin counts by denomination (cp, sp, ep, gp, pp); absent denominations omitted."`
	Gems       []Valuable     `json:"gems" jsonschema_description:"Gems, jewellery and other valuables."`
	MagicItems []string       `json:"magic_items" jsonschema_description:"Magic items as printed."`
	Types      []string       `json:"types" jsonschema_description:"Treasure-type letters as printed, such as C."`
}

// Valuable is a gem or piece of jewellery with its value in gold pieces.
type Valuable struct {
	Description string   `json:"description" jsonschema_description:"The item as printed."`
	ValueGP     *float64 `json:"value_gp" jsonschema:"nullable,minimum=0" jsonschema_description:"Total value in gold pieces; null if not printed."`
}

// Exit is a way out of an area.
type Exit struct {
	Direction string `json:"direction" jsonschema_description:"Direction or wall as printed; empty if not stated."`
	Kind      string `json:"kind" jsonschema_description:"What kind of exit it is."`
	State     string `json:"state" jsonschema_description:"The exit's state as printed; unstated when the text says nothing."`
	Target    string `json:"target" jsonschema_description:"Key of the area it leads to; empty if not stated."`
	// Mirrored is true for an exit assemble added because only its target
	// states it (see [Adventure.MirrorExits]). It is optional in v1: absent
	// (false) in every file written before it, and then every exit is as
	// stated.
	Mirrored bool `json:"mirrored,omitempty" jsonschema_description:"True when the text states this exit only in the area it leads to, and assemble added it here with the opposite direction, the same kind and state; absent when stated here."`
}

// Monster is a creature of the module with its stat block.
type Monster struct {
	ID           string     `json:"id" jsonschema:"pattern=^[a-z0-9]+(-[a-z0-9]+)*$" jsonschema_description:"Slug of the name, unique in the adventure."`
	Name         string     `json:"name" jsonschema:"minLength=1" jsonschema_description:"Canonical name."`
	PrintedNames []string   `json:"printed_names" jsonschema_description:"Spellings met in the module, sorted."`
	StatBlock    *StatBlock `json:"stat_block" jsonschema:"nullable" jsonschema_description:"The stat block; null when none was found."`
	Flags        []string   `json:"flags" jsonschema_description:"Monster flags from the fixed vocabulary, sorted."`
}

// WanderingTable is a wandering-monster (random encounter) table.
type WanderingTable struct {
	Name string `json:"name" jsonschema_description:"Table title as printed; empty if untitled."`
	Die  string `json:"die" jsonschema_description:"Die rolled as printed, such as d6 or 2d6; when none is printed, the die the rows' ranges imply (see die_implied), else empty."`
	// DieImplied is true when no die is printed and Die is the one the
	// rows' ranges imply (see [WanderingTable.ImplyDie]). It is optional in
	// v1: absent (false) in every file written before it, and then Die is
	// as printed.
	DieImplied bool   `json:"die_implied,omitempty" jsonschema_description:"True when no die is printed and die is the one the rows' ranges imply (rows 1-2, 3-4, 5-6: d6); absent when the die is printed."`
	AppliesTo  string `json:"applies_to" jsonschema_description:"Where or when the table is used, as printed."`
	// Frequency is how often the table is checked, as printed ("1 in 6
	// every 2 turns"). It is optional in v1: absent in every file written
	// before it, and whenever the module prints no frequency.
	Frequency string           `json:"frequency,omitempty" jsonschema_description:"How often the table is checked, as printed, such as 1 in 6 every 2 turns; absent when not printed."`
	Entries   []WanderingEntry `json:"entries" jsonschema_description:"Rows in printed order."`
	Pages     []int            `json:"pages" jsonschema_description:"1-based PDF pages the table was read from, ascending."`
}

// WanderingEntry is one row of a wandering-monster table.
type WanderingEntry struct {
	Range   string `json:"range" jsonschema_description:"Roll or range as printed, such as 1 or 2-3."`
	Entry   string `json:"entry" jsonschema_description:"The row text verbatim."`
	Count   string `json:"count" jsonschema_description:"Number appearing as printed; empty if not printed."`
	Monster string `json:"monster" jsonschema_description:"Id of the entry in monsters; empty if not linked."`
}

// Exit kinds and states, in the order the schema lists them. They are the
// values of requests.ExitKind and requests.ExitState, so content answers copy
// over unchanged.
var (
	ExitKinds  = []string{"door", "secret_door", "stairs", "trapdoor", "passage", "other", "portal", "path"}
	ExitStates = []string{"unstated", "open", "stuck", "locked", "barred", "hidden"}
)

// JSONSchemaExtend restricts an exit's kind and state to [ExitKinds] and
// [ExitStates].
func (Exit) JSONSchemaExtend(s *jsonschema.Schema) {
	setEnum(s, "kind", ExitKinds)
	setEnum(s, "state", ExitStates)
}

// Denominations are the coin keys of Treasure.Coins, in the order the schema
// lists them.
var Denominations = []string{"cp", "sp", "ep", "gp", "pp"}

// JSONSchemaExtend restricts a treasure's coin keys to [Denominations] and
// its counts to non-negative integers.
func (Treasure) JSONSchemaExtend(s *jsonschema.Schema) {
	coins, _ := s.Properties.Get("coins")
	coins.Properties = jsonschema.NewProperties()
	for _, d := range Denominations {
		coins.Properties.Set(d, &jsonschema.Schema{Type: "integer", Minimum: "0"})
	}
	coins.AdditionalProperties = jsonschema.FalseSchema
}

// setEnum restricts the string property name of the object schema s to values.
func setEnum(s *jsonschema.Schema, name string, values []string) {
	prop, ok := s.Properties.Get(name)
	if !ok {
		panic("adventure: schema has no property " + name)
	}
	prop.Enum = make([]any, len(values))
	for i, v := range values {
		prop.Enum[i] = v
	}
}

// Areas returns pointers to every area of a in printed order (sites, then
// levels, then areas).
func (a *Adventure) Areas() []*Area {
	var out []*Area
	for s := range a.Sites {
		for l := range a.Sites[s].Levels {
			for i := range a.Sites[s].Levels[l].Areas {
				out = append(out, &a.Sites[s].Levels[l].Areas[i])
			}
		}
	}
	return out
}

// Monster returns the monster with id, or nil.
func (a *Adventure) Monster(id string) *Monster {
	for i := range a.Monsters {
		if a.Monsters[i].ID == id {
			return &a.Monsters[i]
		}
	}
	return nil
}
