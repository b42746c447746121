package pipeline

import (
	"encoding/json"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/requests"
)

// statBlock returns a printed stat block with its normalized values, and
// the monster flags naming every derived and every unparsed field.
func statBlock(sb requests.StatBlock) (adventure.StatBlock, []string) {
	n := requests.Normalize(sb)
	out := adventure.StatBlock{Printed: adventure.PrintedStats(sb)}
	raw, err := json.Marshal(n)
	if err == nil {
		err = json.Unmarshal(raw, &out.Normalized)
	}
	if err != nil { // both are plain structs of numbers and strings
		panic("convert normalized stats: " + err.Error())
	}
	var flags []string
	for _, f := range n.Derived {
		flags = append(flags, adventure.Derived(f))
	}
	for _, f := range n.Unparsed {
		flags = append(flags, adventure.StatBlockUnparsed(f))
	}
	return out, flags
}
