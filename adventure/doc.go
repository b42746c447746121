// Package adventure defines adventure.json v1, the product of a conversion,
// and the pure functions over it. Package pipeline builds an [Adventure]
// from stage caches and hands it here; this package reads no stage cache,
// calls no model and reads no clock, so the same inputs always give the same
// bytes. It is not an exporter (exporters map from adventure.json) and not an
// extractor.
//
// Entry points:
//
//   - [Marshal], [Adventure.Normalize] and [Parse]: adventure.json bytes.
//   - [Schema] and [Validate]: the v1 JSON Schema, generated from the Go
//     types (golden copy in tests/assets/schemas/adventure.v1.json).
//   - [ValidateFlag]: the fixed flag vocabulary (see [FlagLowConfidence]).
//   - [Check]: the lint behind `extract check`; [HasErrors] decides its exit
//     status.
//   - [Apply] and [Template]: the overrides.yaml correction loop.
//   - [NewReport], [Report.WriteText]: report.json and its text form.
//   - [WritePreview]: previews/index.html.
//
// # overrides.yaml v1
//
// A YAML mapping with up to five keys; comments are free, duplicate keys
// anywhere are an error (naming both lines). A first convert writes the
// commented [Template]:
//
//	version: 1                      # optional; any other value is refused
//	module:                         # module metadata
//	  reason: why                   # every entry needs a non-empty reason
//	  title: The Drowned Chapel     # title, system, level_range, authors, license
//	areas:                          # entries by printed area key; a key that repeats
//	                                # (each site or level numbered from 1) takes where
//	                                # it stands: "<site>/<key>", "<level>/<key>" or
//	                                # "<site>/<level>/<key>", a site or level written
//	                                # "#N" (its position from 1) when it has no name
//	  "12":                         # replace fields of an existing area
//	    reason: why
//	    title: Great Nave           # key (renames; exits follow), title, read_aloud,
//	    exits:                      # description, encounters, treasure, traps,
//	      - {direction: down, kind: stairs, state: open, target: "13"}  # features, exits, pages
//	  "12a":                        # add an area (site and level created if missing)
//	    reason: why
//	    add: {site: Chapel, level: Ground}
//	    title: Vestry
//	  "14":                         # remove an area
//	    reason: why
//	    remove: true
//	monsters:                       # entries by monster ID
//	  goblin:
//	    reason: why
//	    name: Gobbo                 # rename: the ID becomes the new name's slug and
//	                                # every encounter and wandering entry follows
//	    printed_names: [Gobbos]
//	    stat_block:                 # merged: only the fields named change
//	      printed: {ac: "7"}
//	      normalized: {ac: 7}
//	  nixie:                        # add a monster: the key is its name's ID
//	    reason: why
//	    add: true
//	    name: Nixie                 # also printed_names, stat_block (without one,
//	                                # flagged statblock-missing)
//	wandering:                      # entries by table name as in adventure.json, or
//	                                # "#N", the N-th table (1-based, before removals),
//	                                # when names repeat or are empty
//	  Ship Encounter:
//	    reason: why
//	    die: 1d10                   # name, die, applies_to, frequency, entries, pages
//	    entries:                    # replaced whole: add, drop or fix rows here
//	      - {range: "1", entry: 2d6 sharks, count: 2d6, monster: shark}
//	  "#2":                         # remove a table that is not one
//	    reason: why
//	    remove: true
//
// Field values have the shapes and JSON names of adventure.json; a replaced
// field is replaced whole (exits: [...] replaces every exit), except
// stat_block, which is merged and then re-derived: its normalized values
// are read again from its printed fields, a normalized field the entry names
// keeps the given value, and a value derived from one (AAC from AC, attack
// bonus from THAC0, each way) follows it, its derived:<field> flag with it.
// [Check] errors (statblock-mismatch) when a normalized value disagrees
// with its printed field or with the value it is derived from. Unknown fields are refused. Every entry must
// take effect: a key that names no area or monster fails with the nearest
// existing one suggested; a field already holding the value fails (the
// override has gone stale). A reference that names several areas fails
// and lists the reference of each, as "overrides.yaml:4: areas.Keep/1:
// "Keep/1" names 2 areas; write one of "Upper Vaults/1", "Sub-Level/1""
// (see [Adventure.AreasNamed] and [Adventure.Address]); it never picks
// one. An exit's target is a key, resolved as [Adventure.ExitTarget] says
// (its own level first, then its site, then the module if only one area
// has the key), or a reference of that form for an area elsewhere
// ("Upper Vaults/2"). Renaming an area's key retargets the exits that led
// to it, not those that lead to the key on another level. Failures name
// the entry and its line, as "overrides.yaml:7: areas.12: no area has key
// "12"; nearest is "12a"", and leave the adventure untouched. A monster an encounter or table row links
// to must exist once every entry has applied (one added anywhere in the file
// will do; a link to an ID a later entry renames follows the rename).
// Applied entries add override:<field> flags (override:add for an added area
// or monster; the module's override:wandering_tables for a table). An
// area's encounters, when replaced, also reset its encounter-unlinked and
// count-unknown flags to what the new encounters call for.
package adventure
