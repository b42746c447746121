package offline

import (
	"reflect"
	"testing"

	"scriptorium/requests"
)

func TestMonsters(t *testing.T) {
	req := built(t)(requests.BuildMonstersRequest([]string{"3 orcs", "giant bats", "wooden golems", "librarians"}, requests.DefaultAliases()))
	var m requests.Monsters
	decode(t, req, &m)
	want := []requests.NameMapping{
		{Printed: "3 orcs", Canonical: "Orc"},
		{Printed: "giant bats", Canonical: "Giant Bat"},
		{Printed: "librarians", Canonical: "Librarian"},
		{Printed: "wooden golems", Canonical: "Wooden Golem"},
	}
	if !reflect.DeepEqual(m.Names, want) {
		t.Errorf("names\n got %+v\nwant %+v", m.Names, want)
	}
}

func TestStatblock(t *testing.T) {
	page := requests.Page{Number: 1, Text: "22 Burial place.\n\nOrcs: HD1 AC6 1d6. Giant\nSlug: HD2 AC8 1d6 (attaches to victim). Werewolf:\nHD4 AC5 1d10."}
	for _, tc := range []struct {
		creature requests.Creature
		pages    []requests.Page
		name, hd string
	}{
		{requests.Creature{Canonical: "Giant Slug", Printed: []string{"slug"}}, []requests.Page{page}, "Giant Slug", "2"},
		{requests.Creature{Canonical: "Orc", Printed: []string{"orcs"}}, []requests.Page{page}, "Orcs", "1"},
		{requests.Creature{Canonical: "Monk", Printed: []string{"monks"}, StatLines: []string{"HD1 AC8 1d6"}}, nil, "monks", "1"},
		{requests.Creature{Canonical: "Ghost", Printed: []string{"ghost"}}, nil, "ghost", ""},
	} {
		var sb requests.StatBlock
		decode(t, built(t)(requests.BuildStatblockRequest(tc.creature, tc.pages, requests.Settings{})), &sb)
		if sb.Name != tc.name || sb.HD != tc.hd {
			t.Errorf("statblock of %s = name %q HD %q, want %q %q (raw %q)", tc.creature.Canonical, sb.Name, sb.HD, tc.name, tc.hd, sb.Raw)
		}
	}
}
