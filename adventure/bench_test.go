package adventure

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
)

// large is a synthetic adventure the size of a long module: levels of 50
// areas, each with two encounters, treasure, two exits and two pages.
func large(areas int) *Adventure {
	a := sample()
	a.Module.Pages = areas/2 + 2
	level := Level{Name: "Deep"}
	for i := range areas {
		key := "L" + strconv.Itoa(i)
		level.Areas = append(level.Areas, Area{
			Key: key, Title: "Room " + key, Description: strings.Repeat("Dust and bones. ", 40),
			Encounters: []Encounter{{Creature: "Goblins", Monster: "goblin", Count: Count{Dice: "2d4"}}, {Creature: "Giant rats", Monster: "giant-rat", Count: Count{Fixed: ptr(3)}}},
			Treasure:   &Treasure{AsPrinted: "100 gp", Coins: map[string]int{"gp": 100}},
			Exits:      []Exit{{Kind: "door", State: "stuck", Target: "L" + strconv.Itoa((i+1)%areas)}, {Kind: "passage", State: "open", Target: "L" + strconv.Itoa((i+areas-1)%areas)}},
			Pages:      []int{i/2 + 1, i/2 + 2}, Confidence: 0.8, Flags: []string{FlagSplitAcrossPages},
		})
		if len(level.Areas) == 50 {
			a.Sites[1].Levels = append(a.Sites[1].Levels, level)
			level = Level{Name: "Deep " + key}
		}
	}
	a.Sites[1].Levels = append(a.Sites[1].Levels, level)
	a.Normalize()
	return a
}

func largePages(a *Adventure) []PageInfo {
	pages := make([]PageInfo, a.Module.Pages)
	for i := range pages {
		pages[i] = PageInfo{Number: i + 1, Image: fmt.Sprintf("../pages/%04d.png", i+1)}
	}
	return pages
}

const benchAreas = 400

func BenchmarkMarshal(b *testing.B) {
	a := large(benchAreas)
	for b.Loop() {
		if _, err := Marshal(a); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheck(b *testing.B) {
	a := large(benchAreas)
	for b.Loop() {
		Check(a)
	}
}

func BenchmarkApply(b *testing.B) {
	a := large(benchAreas)
	var y strings.Builder
	y.WriteString("areas:\n")
	for i := 0; i < benchAreas; i += 20 {
		fmt.Fprintf(&y, "  L%d:\n    reason: r\n    title: Fixed %d\n", i, i)
	}
	for b.Loop() {
		work := large(benchAreas)
		if _, err := Apply(work, []byte(y.String())); err != nil {
			b.Fatal(err)
		}
	}
	_ = a
}

func BenchmarkReport(b *testing.B) {
	a := large(benchAreas)
	findings := Check(a)
	for b.Loop() {
		r := NewReport(a, findings, nil)
		if _, err := r.Marshal(); err != nil {
			b.Fatal(err)
		}
		if err := r.WriteText(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPreview(b *testing.B) {
	a := large(benchAreas)
	pages := largePages(a)
	for b.Loop() {
		if err := WritePreview(io.Discard, a, pages); err != nil {
			b.Fatal(err)
		}
	}
}
