package evals

import (
	"errors"
	"strings"
	"testing"
)

func TestParseTruthRefuses(t *testing.T) {
	cases := map[string]struct{ doc, want string }{
		"version":       {"version: 2\n", "version 2"},
		"unknown field": {"version: 1\nmodule: {title: x, colour: red}\n", "colour"},
		"duplicate key": {"version: 1\nmodule: {title: x}\nmodule: {title: y}\n", "already defined"},
		"two documents": {"version: 1\n---\nversion: 1\n", "more than one document"},
		"repeated area": {"version: 1\nsites: [{name: s, levels: [{areas: [{key: '1'}, {key: '#1'}]}]}]\n", `key "#1" twice`},
		"bad kind":      {"version: 1\nsites: [{name: s, levels: [{areas: [{key: '1', exits: [{kind: gateway}]}]}]}]\n", "exit kind"},
		"bad state":     {"version: 1\nsites: [{name: s, levels: [{areas: [{key: '1', exits: [{state: ajar}]}]}]}]\n", "exit state"},
		"no target":     {"version: 1\nsites: [{name: s, levels: [{areas: [{key: '1', exits: [{to: '9'}]}]}]}]\n", "names 0 areas"},
		"one-way exit": {"version: 1\nsites: [{name: s, levels: [{areas: [{key: '1', exits: [{to: '2'}]}, {key: '2', exits: []}]}]}]\n",
			"do not lead back"},
		"types without treasure": {"version: 1\nsites: [{name: s, levels: [{areas: [{key: '1', treasure: {present: false, types: [A]}}]}]}]\n",
			"types without treasure"},
		"empty creature": {"version: 1\nsites: [{name: s, levels: [{areas: [{key: '1', encounters: [{count: 2}]}]}]}]\n", "without creature"},
		"monster twice":  {"version: 1\nmonsters: [{name: Orc}, {name: orc}]\n", "repeated"},
		"no range":       {"version: 1\nwandering: [{die: d6, entries: [{text: orcs}]}]\n", "without range"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := ParseTruth([]byte(c.doc))
			if !errors.Is(err, ErrTruth) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ParseTruth error = %v, want ErrTruth mentioning %q", err, c.want)
			}
		})
	}
}

func TestParseTruthOmittedAndEmpty(t *testing.T) {
	tr := mustTruth(t, "version: 1\nsites: [{name: s, levels: [{areas: [{key: '1', encounters: []}, {key: '2'}]}]}]\n")
	areas := tr.areas()
	if got := areas[0].area.Encounters; got == nil || len(*got) != 0 {
		t.Errorf("encounters: [] = %v, want a verified-empty list", got)
	}
	if got := areas[1].area.Encounters; got != nil {
		t.Errorf("omitted encounters = %v, want nil (asserts nothing)", got)
	}
	if tr.Monsters != nil || tr.Wandering != nil {
		t.Errorf("omitted monsters and wandering decoded as %v, %v, want nil", tr.Monsters, tr.Wandering)
	}
}

func TestNormKey(t *testing.T) {
	for in, want := range map[string]string{"#12": "12", "Area 12": "12", "12.": "12", "Room 3a": "3a", "Hall of Discipline": "hall-of-discipline"} {
		if got := NormKey(in); got != want {
			t.Errorf("NormKey(%q) = %q, want %q", in, got, want)
		}
	}
}
