package evals

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"gopkg.in/yaml.v3"
)

// TruthVersion is the version of truth.yaml this package reads.
const TruthVersion = 1

// Truth is truth.yaml v1: what the printed module says, authored by a
// person from the page, never from pipeline output. A nil pointer field
// asserts nothing; a pointer to an empty list asserts "verified empty".
type Truth struct {
	Version   int             `yaml:"version"`
	Module    ModuleTruth     `yaml:"module"`
	Sites     *[]SiteTruth    `yaml:"sites"`
	Monsters  *[]MonsterTruth `yaml:"monsters"`
	Wandering *[]TableTruth   `yaml:"wandering"`
}

// ModuleTruth names the module the truth describes; it is not scored.
type ModuleTruth struct {
	Title  string `yaml:"title"`
	Source string `yaml:"source"`
}

// SiteTruth is a dungeon, town or other place with levels.
type SiteTruth struct {
	Name   string       `yaml:"name"`
	Levels []LevelTruth `yaml:"levels"`
}

// LevelTruth is one level of a site; its areas are every keyed area printed
// for it.
type LevelTruth struct {
	Name  string      `yaml:"name"`
	Areas []AreaTruth `yaml:"areas"`
}

// AreaTruth is one keyed area as printed.
type AreaTruth struct {
	Key        string            `yaml:"key"`
	Title      string            `yaml:"title"`
	Encounters *[]EncounterTruth `yaml:"encounters"`
	Treasure   *TreasureTruth    `yaml:"treasure"`
	Exits      *[]ExitTruth      `yaml:"exits"`
}

// EncounterTruth is a creature group present in an area: the creature as
// printed, its count when a number is printed, its canonical name.
type EncounterTruth struct {
	Creature  string `yaml:"creature"`
	Count     *int   `yaml:"count"`
	Canonical string `yaml:"canonical"`
}

// TreasureTruth says whether an area holds treasure and, when Types is set,
// which treasure-type letters are printed for it.
type TreasureTruth struct {
	Present bool      `yaml:"present"`
	Types   *[]string `yaml:"types"`
}

// ExitTruth is a way out of an area: the key it leads to when the module
// shows it, and the kind, state and direction when printed.
type ExitTruth struct {
	To        string `yaml:"to"`
	Kind      string `yaml:"kind"`
	State     string `yaml:"state"`
	Direction string `yaml:"direction"`
}

// MonsterTruth is a creature with a printed stat block.
type MonsterTruth struct {
	Name         string    `yaml:"name"`
	PrintedNames []string  `yaml:"printed_names"`
	StatBlock    StatTruth `yaml:"stat_block"`
}

// StatTruth holds stat-block values normalized as adventure.Stats holds
// them (descending AC, movement in feet per turn, ...). Damage is the
// damage of every attack per round in printed order, one entry per attack
// ("1d6/1d6" is two entries).
type StatTruth struct {
	AC                  *int      `yaml:"ac"`
	AAC                 *int      `yaml:"aac"`
	HitDice             *float64  `yaml:"hit_dice"`
	HDModifier          *int      `yaml:"hd_modifier"`
	HDAsterisks         *int      `yaml:"hd_asterisks"`
	HitPoints           *[]int    `yaml:"hit_points"`
	Damage              *[]string `yaml:"damage"`
	THAC0               *int      `yaml:"thac0"`
	AttackBonus         *int      `yaml:"attack_bonus"`
	MovementFt          *int      `yaml:"movement_ft"`
	EncounterMovementFt *int      `yaml:"encounter_movement_ft"`
	SaveAs              *string   `yaml:"save_as"`
	Saves               *[]int    `yaml:"saves"`
	Morale              *int      `yaml:"morale"`
	Alignment           *string   `yaml:"alignment"`
	XP                  *int      `yaml:"xp"`
	NumberAppearing     *string   `yaml:"number_appearing"`
	TreasureType        *string   `yaml:"treasure_type"`
}

// TableTruth is a wandering-monster table.
type TableTruth struct {
	Name    string        `yaml:"name"`
	Die     *string       `yaml:"die"`
	Entries *[]EntryTruth `yaml:"entries"`
}

// EntryTruth is one row of a wandering-monster table: its roll or range,
// and optionally a phrase of its text, the creature and the count as
// printed.
type EntryTruth struct {
	Range    string `yaml:"range"`
	Text     string `yaml:"text"`
	Creature string `yaml:"creature"`
	Count    string `yaml:"count"`
}

// LoadTruth reads and parses the truth file at path.
func LoadTruth(path string) (*Truth, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load truth: %w", err)
	}
	t, err := ParseTruth(data)
	if err != nil {
		return nil, fmt.Errorf("load truth %s: %w", path, err)
	}
	return t, nil
}

// ParseTruth parses truth.yaml v1. It refuses unknown fields, duplicate
// keys, a second document, another version, and content that breaks the
// rules of [Truth.validate]; every such error wraps [ErrTruth].
func ParseTruth(data []byte) (*Truth, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var t Truth
	if err := dec.Decode(&t); err != nil {
		return nil, fmt.Errorf("parse truth: %w: %v", ErrTruth, err)
	}
	var extra any
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("parse truth: %w: more than one document", ErrTruth)
	}
	if err := t.validate(); err != nil {
		return nil, fmt.Errorf("parse truth: %w: %v", ErrTruth, err)
	}
	return &t, nil
}
