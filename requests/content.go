package requests

import "github.com/invopop/jsonschema"

// Content is the answer to a content request: the keyed areas described on
// one batch of pages.
type Content struct {
	Areas   []Area      `json:"areas" jsonschema_description:"Every keyed area whose text appears on these pages, in printed order; empty if none."`
	Roaming []Encounter `json:"roaming" jsonschema_description:"Creatures printed on these pages as moving between places rather than met in one area (a pointcrawl's or flowchart's roaming NPCs, a patrol that walks the halls); not wandering-table rows; empty if none."`
}

// Area is one keyed area as printed. Text fields are copied verbatim (line
// breaks inside a paragraph joined); missing text is empty.
type Area struct {
	Key         string      `json:"key" jsonschema_description:"Area key exactly as printed, such as 12, 12a or A3; for a place named by a heading instead of a number, its name as printed, such as The Mill."`
	Title       string      `json:"title" jsonschema_description:"Area title as printed; empty if untitled."`
	ReadAloud   string      `json:"read_aloud" jsonschema_description:"Boxed or italic read-aloud text verbatim; empty if none."`
	Description string      `json:"description" jsonschema_description:"The rest of the area text verbatim, excluding read-aloud text."`
	Encounters  []Encounter `json:"encounters" jsonschema_description:"Creatures present in the area."`
	Treasure    Treasure    `json:"treasure" jsonschema_description:"Treasure in the area, what its creatures and NPCs carry included; all fields empty if none."`
	Traps       []string    `json:"traps" jsonschema_description:"Each trap described verbatim or closely summarised, one string per trap."`
	Features    []string    `json:"features" jsonschema_description:"Notable features (furniture, statues, pools, inscriptions), one short string each."`
	Exits       []Exit      `json:"exits" jsonschema_description:"Exits from the area that the text or the map labels state, the arrows of a flowchart and portals included."`
	Pages       []int       `json:"pages" jsonschema_description:"Page numbers (from the request's page headers) where this area's text appears."`
	Confidence  float64     `json:"confidence" jsonschema_description:"Your confidence from 0 to 1 that this area is complete and correctly copied."`
}

// Encounter is one group of creatures in an area.
type Encounter struct {
	Creature string `json:"creature" jsonschema_description:"Creature name as printed, without an individual's own name, such as Goblins, Orc war leader or goblin scavenger."`
	Name     string `json:"name" jsonschema_description:"The individual's own name when the text gives one, such as Snagg for a goblin scavenger named Snagg or Grukk for Grukk the ogre; empty otherwise."`
	Count    Count  `json:"count" jsonschema_description:"How many are present."`
	StatLine string `json:"stat_line" jsonschema_description:"The printed stat line or block for this group verbatim, such as AC 6, HD 1, hp 4, 3, #AT 1, D 1d6, MV 90' (30'), SV F1, ML 7. Special text printed inside the line or its brackets after the stats (such as needs silver to hit) belongs to it; the sentences of description after it do not. Empty if none printed."`
}

// Count is how many creatures an encounter holds: a fixed number, dice to
// roll, or a note when the text gives neither. Exactly one is normally set.
type Count struct {
	Fixed *int   `json:"fixed" jsonschema_description:"Fixed number present, or null."`
	Dice  string `json:"dice" jsonschema_description:"Dice expression as printed, such as 2d4 or 1d6+1; empty if not dice."`
	Note  string `json:"note" jsonschema_description:"Free text when the count is neither fixed nor dice, such as see below or one per sleeper; empty otherwise."`
}

// Treasure is the treasure found in one area: the text as printed, plus the
// coins, gems and magic items it lists and any treasure-type letters.
type Treasure struct {
	AsPrinted     string   `json:"as_printed" jsonschema_description:"Treasure text verbatim; empty if none."`
	Coins         Coins    `json:"coins" jsonschema_description:"Coins by denomination; 0 when absent."`
	Gems          []Gem    `json:"gems" jsonschema_description:"Gems, jewellery and valuables with their values."`
	MagicItems    []string `json:"magic_items" jsonschema_description:"Magic items as printed, one string each, such as potion of healing or sword +1."`
	TreasureTypes []string `json:"treasure_types" jsonschema_description:"Treasure type letters as printed, such as C or U+V; empty if none."`
}

// Coins counts coins by denomination.
type Coins struct {
	CP int `json:"cp" jsonschema_description:"Copper pieces."`
	SP int `json:"sp" jsonschema_description:"Silver pieces."`
	EP int `json:"ep" jsonschema_description:"Electrum pieces."`
	GP int `json:"gp" jsonschema_description:"Gold pieces."`
	PP int `json:"pp" jsonschema_description:"Platinum pieces."`
}

// Gem is one gem, piece of jewellery or other valuable and its value in gold
// pieces (nil when not printed).
type Gem struct {
	Description string   `json:"description" jsonschema_description:"The item as printed, such as 3 pearls or silver necklace."`
	ValueGP     *float64 `json:"value_gp" jsonschema_description:"Total value in gold pieces as printed, or null if not printed."`
}

// Exit is one way out of an area.
type Exit struct {
	Direction string    `json:"direction" jsonschema_description:"Direction or wall as printed, such as north, east wall or down; empty if not stated."`
	Kind      ExitKind  `json:"kind" jsonschema_description:"What kind of exit it is."`
	State     ExitState `json:"state" jsonschema_description:"The exit's state as printed; unstated when the text says nothing."`
	Target    string    `json:"target" jsonschema_description:"Key of the area it leads to as printed (a named place's name); empty if not stated."`
}

// Role is what one page of a module mainly holds (survey answers). The schema
// restricts it to the Role constants.
type Role string

// Page roles, in the order the schema lists them.
const (
	RoleCover           Role = "cover"
	RoleCredits         Role = "credits"
	RoleIntroduction    Role = "introduction"
	RoleTown            Role = "town"
	RoleMap             Role = "map"
	RoleAreaKey         Role = "area_key"
	RoleMonsterAppendix Role = "monster_appendix"
	RoleRandomTables    Role = "random_tables"
	RoleTreasure        Role = "treasure"
	RoleLicense         Role = "license"
	RoleOther           Role = "other"
)

// Roles lists every page role in schema order.
var Roles = []Role{RoleCover, RoleCredits, RoleIntroduction, RoleTown, RoleMap, RoleAreaKey,
	RoleMonsterAppendix, RoleRandomTables, RoleTreasure, RoleLicense, RoleOther}

// ExitKind is the kind of an exit (content answers). The schema restricts it
// to the ExitKind constants.
type ExitKind string

// Exit kinds, in the order the schema lists them.
const (
	ExitDoor       ExitKind = "door"
	ExitSecretDoor ExitKind = "secret_door"
	ExitStairs     ExitKind = "stairs"
	ExitTrapdoor   ExitKind = "trapdoor"
	ExitPassage    ExitKind = "passage"
	ExitOther      ExitKind = "other"
	// ExitPortal is a magic portal, gate or teleporter.
	ExitPortal ExitKind = "portal"
	// ExitPath is a line or arrow of a flowchart or pointcrawl map, or a
	// road or trail, joining two places.
	ExitPath ExitKind = "path"
)

// ExitKinds lists every exit kind in schema order.
var ExitKinds = []ExitKind{ExitDoor, ExitSecretDoor, ExitStairs, ExitTrapdoor, ExitPassage, ExitOther, ExitPortal, ExitPath}

// ExitState is the printed state of an exit (content answers). The schema
// restricts it to the ExitState constants; ExitUnstated means the text says
// nothing about it.
type ExitState string

// Exit states, in the order the schema lists them.
const (
	ExitUnstated ExitState = "unstated"
	ExitOpen     ExitState = "open"
	ExitStuck    ExitState = "stuck"
	ExitLocked   ExitState = "locked"
	ExitBarred   ExitState = "barred"
	ExitHidden   ExitState = "hidden"
)

// ExitStates lists every exit state in schema order.
var ExitStates = []ExitState{ExitUnstated, ExitOpen, ExitStuck, ExitLocked, ExitBarred, ExitHidden}

// JSONSchemaExtend lists the page roles as the schema's enum.
func (Role) JSONSchemaExtend(s *jsonschema.Schema) { s.Enum = enumOf(Roles) }

// JSONSchemaExtend lists the exit kinds as the schema's enum.
func (ExitKind) JSONSchemaExtend(s *jsonschema.Schema) { s.Enum = enumOf(ExitKinds) }

// JSONSchemaExtend lists the exit states as the schema's enum.
func (ExitState) JSONSchemaExtend(s *jsonschema.Schema) { s.Enum = enumOf(ExitStates) }

func enumOf[T ~string](values []T) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return out
}
