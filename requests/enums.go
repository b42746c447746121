package requests

import "github.com/invopop/jsonschema"

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
)

// ExitKinds lists every exit kind in schema order.
var ExitKinds = []ExitKind{ExitDoor, ExitSecretDoor, ExitStairs, ExitTrapdoor, ExitPassage, ExitOther}

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
