package requests

import (
	"strings"
	"testing"
)

// TestPromptsSayWhatThePageSays pins the guidance a capable model needs to
// say what a page says, in the system text or the schema of the kind that
// asks for it, and that the two no longer contradict each other.
func TestPromptsSayWhatThePageSays(t *testing.T) {
	for _, tc := range []struct {
		why  string
		kind Kind
		says []string
	}{
		{"a heading is a key when it opens a described place; the key is the name", KindSurvey,
			[]string{"a heading is a key when it opens the description of one place", "the key is then the name exactly as printed"}},
		{"a named place's key is its name", KindContent, []string{"has its name as printed as its key", "for a place named by a heading instead of a number, its name as printed"}},
		{"a place in prose with no keyed areas is no site", KindSurvey, []string{"with no keyed areas of its own (a village, a region between sites), is no site"}},
		{"the system is as printed, never guessed", KindSurvey, []string{"game system (as the pages name it", "Game system as printed on these pages", "not even the game system"}},
		{"the module's own notices verbatim, a licence body by name", KindSurvey, []string{"copy the module's own notices verbatim", "is named, not copied", "Open Game License v1.0a"}},
		{"stat blocks not met in an area are listed", KindSurvey, []string{"4. Stat blocks: every creature whose stats", "a creature a magic item, spell or trap summons"}},
		{"a named individual's name apart from its kind", KindContent, []string{`creature "goblin scavenger", name "Snagg"`, "The individual's own name"}},
		{"creatures between places go to roaming", KindContent, []string{"go in roaming", "Creatures printed on these pages as moving between places"}},
		{"special text in the stat line's brackets belongs to it", KindContent, []string{"Special text printed inside the stat line or its brackets after the stats belongs to it", "the sentences of description after it do not"}},
		{"an NPC's carried treasure is the area's", KindContent, []string{"what the area's creatures and NPCs carry or wear included", "what its creatures and NPCs carry included"}},
		{"flowchart arrows and portals are exits of their own kinds", KindContent, []string{"kind portal", "kind path", `"portal"`, `"path"`}},
		{"the image wins over a faulty text layer", KindContent, []string{"replacement character (�)", "letters lost with a ligature", "scrambled or reordered characters", "There the page image wins"}},
		{"a stat block may be not printed", KindStatblock, []string{"answer not_printed true", `"not_printed"`}},
		{"a named individual is a creature of its own only with its own stats", KindMonsters, []string{"only when the module prints stats for that individual"}},
	} {
		text := prompts[tc.kind] + string(schemas[tc.kind])
		for _, s := range tc.says {
			if !strings.Contains(text, s) {
				t.Errorf("%s: the %s prompt and schema do not say %q", tc.why, tc.kind, s)
			}
		}
	}
	for _, k := range Kinds {
		text := prompts[k] + string(schemas[k])
		for _, s := range []string{"clearly implied", "license statement verbatim", "License statement copied verbatim"} {
			if strings.Contains(text, s) {
				t.Errorf("the %s prompt or schema still says %q, against copying only what is printed", k, s)
			}
		}
	}
}
