package foundry

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/pipeline/export"
)

// FlagsFormat and FlagsVersion name the shape of flags.scriptorium on a
// top-level document.
const (
	FlagsFormat  = "scriptorium.foundry"
	FlagsVersion = 1
)

// Format is the Foundry VTT export as `extract export` registers it.
var Format = export.Format{
	Name:   "foundry",
	Title:  "Foundry VTT v13 JournalEntry and RollTable files",
	Export: Export,
	Exported: func(name string, data []byte, a *adventure.Adventure) bool {
		return strings.HasPrefix(name, "fvtt-") && strings.HasSuffix(name, ".json") && ExportedFrom(data, a)
	},
}

// ExportedFrom reports whether data is a top-level document that Export
// wrote for a module of a's source PDF (flags.scriptorium names
// [FlagsFormat] and the same source SHA-256): what a new export of a may
// replace. Data that is not such JSON reports false.
func ExportedFrom(data []byte, a *adventure.Adventure) bool {
	var doc struct {
		Flags struct {
			Scriptorium topFlags `json:"scriptorium"`
		} `json:"flags"`
	}
	if json.Unmarshal(data, &doc) != nil {
		return false
	}
	f := doc.Flags.Scriptorium
	return f.Format == FlagsFormat && f.Module.Source.SHA256 != "" && f.Module.Source.SHA256 == a.Module.Source.SHA256
}

// topFlags is flags.scriptorium of a top-level document.
type topFlags struct {
	Format         string                    `json:"format"`
	Version        int                       `json:"version"`
	Module         adventure.Module          `json:"module"`
	ModuleFlags    []string                  `json:"module_flags"`
	WanderingTable *adventure.WanderingTable `json:"wandering_table,omitempty"`
}

// pageRef is where an area's page is: its journal, its _id and its name.
type pageRef struct {
	entry, page, name string
}

// exporter holds one export under way.
type exporter struct {
	a        *adventure.Adventure
	ids      *ids
	sites    []string                    // journal _id of each site
	areas    map[*adventure.Area]pageRef // page of each area
	problems []string
}

// Export maps a onto Foundry VTT v13 documents (see the package doc): one
// file per document, named by [FileName], its JSON indented by two spaces
// and ending in a newline, in a fixed order (site journals in printed
// order, the monsters journal, then one roll table per wandering table),
// with the problems met as warnings. a is normalized first (nil lists
// become empty). Errors wrap [ErrDuplicateID] when two documents would
// share an _id.
func Export(a *adventure.Adventure) (*export.Result, error) {
	a.Normalize()
	x := &exporter{a: a, ids: newIDs(a.Module.Source.SHA256), areas: map[*adventure.Area]pageRef{}}
	if err := x.placeAreas(); err != nil {
		return nil, err
	}
	if len(a.Areas()) == 0 {
		x.problem("the adventure has no keyed areas (see extract report): the journals hold no area pages")
	}
	var docs []any
	for i := range a.Sites {
		j, err := x.siteJournal(i)
		if err != nil {
			return nil, err
		}
		docs = append(docs, j)
	}
	if len(a.Monsters) > 0 {
		j, err := x.monstersJournal()
		if err != nil {
			return nil, err
		}
		docs = append(docs, j)
	}
	for i := range a.Wandering {
		t, err := x.rollTable(i)
		if err != nil {
			return nil, err
		}
		docs = append(docs, t)
	}
	return x.files(docs)
}

// files marshals docs into files.
func (x *exporter) files(docs []any) (*export.Result, error) {
	r := &export.Result{Warnings: x.problems}
	for _, d := range docs {
		data, err := jsonfile.Marshal(d)
		if err != nil {
			return nil, fmt.Errorf("export foundry: %w", err)
		}
		var name string
		switch d := d.(type) {
		case *JournalEntry:
			name = FileName(DocJournalEntry, d.Name, d.ID)
		case *RollTable:
			name = FileName(DocRollTable, d.Name, d.ID)
		}
		r.Files = append(r.Files, export.File{Name: name, Data: data})
	}
	return r, nil
}

// placeAreas gives every site its journal _id and every area its page, so
// that exits can link across levels and sites.
func (x *exporter) placeAreas() error {
	for i := range x.a.Sites {
		site := &x.a.Sites[i]
		id, err := x.ids.of("site", strconv.Itoa(i), site.Name)
		if err != nil {
			return err
		}
		x.sites = append(x.sites, id)
		for l, lv := range site.Levels {
			for k := range lv.Areas {
				area := &lv.Areas[k]
				pid, err := x.ids.of("area", strconv.Itoa(i), strconv.Itoa(l), area.Key)
				if err != nil {
					return err
				}
				x.areas[area] = pageRef{entry: id, page: pid, name: areaName(area)}
			}
		}
	}
	return nil
}

// top returns flags.scriptorium of a top-level document.
func (x *exporter) top() topFlags {
	return topFlags{Format: FlagsFormat, Version: FlagsVersion, Module: x.a.Module, ModuleFlags: x.a.Flags}
}

// journal returns an empty JournalEntry.
func (x *exporter) journal(id, name string) *JournalEntry {
	return &JournalEntry{ID: id, Name: name, Pages: []Page{}, Categories: []any{},
		Flags: Flags{x.top()}, Stats: stats()}
}

// add appends a text page to j, sorted after the pages already there.
func (j *JournalEntry) add(id, name string, level int, html string, flags any) {
	j.Pages = append(j.Pages, Page{ID: id, Name: name, Type: "text",
		Title: PageTitle{Show: true, Level: level}, Text: PageText{Content: html, Format: formatHTML},
		Sort: (len(j.Pages) + 1) * sortStep, Flags: Flags{flags}, Stats: stats()})
}

// uuid returns the link target of ref as written in a page of the journal
// from: relative within it, absolute into another journal.
func uuid(from string, ref pageRef) string {
	if ref.entry == from {
		return "." + ref.page
	}
	return DocJournalEntry + "." + ref.entry + "." + DocPage + "." + ref.page
}

// problem records a problem of the export.
func (x *exporter) problem(format string, args ...any) {
	x.problems = append(x.problems, fmt.Sprintf(format, args...))
}
