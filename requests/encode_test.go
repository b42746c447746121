package requests

import (
	"encoding/json"
	"reflect"
	"testing"

	"scriptorium/provider"
)

func TestEncodedZeroAnswersSatisfySchemas(t *testing.T) {
	for _, k := range Kinds {
		zero := reflect.New(AnswerType(k)).Elem().Interface()
		raw, err := Encode(zero)
		if err != nil {
			t.Fatal(err)
		}
		if err := provider.ValidateAnswer(schemas[k], raw); err != nil {
			t.Errorf("Encode(zero %s) = %s: %v", k, raw, err)
		}
		plain, err := json.Marshal(zero)
		if err != nil {
			t.Fatal(err)
		}
		if k != KindStatblock && provider.ValidateAnswer(schemas[k], plain) == nil {
			t.Errorf("json.Marshal(zero %s) with null lists satisfied the schema; Encode is pointless", k)
		}
	}
}

func TestFilledContentSatisfiesSchema(t *testing.T) {
	two, value := 2, 50.0
	c := Content{Areas: []Area{{
		Key: "7", Title: "Guard Room", Description: "Two orcs play dice.",
		Encounters: []Encounter{{Creature: "Orcs", Count: Count{Fixed: &two}, StatLine: "HD1 AC6 1d6"}},
		Treasure: Treasure{AsPrinted: "40 gp and a 50 gp agate", Coins: Coins{GP: 40},
			Gems: []Gem{{Description: "agate", ValueGP: &value}}, TreasureTypes: []string{"C"}},
		Exits: []Exit{{Direction: "north", Kind: ExitSecretDoor, State: ExitUnstated, Target: "8"}},
		Pages: []int{1}, Confidence: 0.9,
	}}}
	raw, err := Encode(c)
	if err != nil {
		t.Fatal(err)
	}
	if err := provider.ValidateAnswer(schemas[KindContent], raw); err != nil {
		t.Errorf("filled content: %v\n%s", err, raw)
	}
	c.Areas[0].Exits[0].Kind = "portcullis"
	raw, _ = Encode(c)
	if provider.ValidateAnswer(schemas[KindContent], raw) == nil {
		t.Error("exit kind portcullis satisfied the schema, want the enum to refuse it")
	}
}

func TestDecodeRefusesUnknownFields(t *testing.T) {
	var m Monsters
	if err := Decode([]byte(`{"names":[],"extra":1}`), &m); err == nil {
		t.Error("Decode accepted an unknown field")
	}
	if err := Decode([]byte(`{"names":[{"printed":"orcs","canonical":"Orc"}]}`), &m); err != nil || m.Names[0].Canonical != "Orc" {
		t.Errorf("Decode = %+v, %v", m, err)
	}
}
