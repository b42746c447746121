package pipeline

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

func surveyEnvelope(t *testing.T, s requests.Survey) *Envelope {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return &Envelope{Stage: StageSurvey, Data: data}
}

// TestMergeSurveysContinuesUnnamedSites: a window that does not repeat the
// name of the site it continues adds its keys to that site.
func TestMergeSurveysContinuesUnnamedSites(t *testing.T) {
	w1 := requests.Survey{Title: "Raising a God", Sites: []requests.Site{{Name: "Astral Sea",
		Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "1", Pages: []int{3}}}}}}}}
	w2 := requests.Survey{Authors: []string{"Alex Schroeder"}, Sites: []requests.Site{{
		Levels: []requests.Level{{Keys: []requests.AreaKey{{Key: "1", Pages: []int{4}}, {Key: "2", Pages: []int{4}}}}}}}}
	sv, err := mergeSurveys([]*Envelope{surveyEnvelope(t, w1), surveyEnvelope(t, w2)})
	if err != nil {
		t.Fatal(err)
	}
	if len(sv.Sites) != 1 || len(sv.Sites[0].Levels) != 1 {
		t.Fatalf("sites %+v, want the one site Astral Sea", sv.Sites)
	}
	keys := sv.Sites[0].Levels[0].Keys
	if len(keys) != 2 || !slices.Equal(keys[0].Pages, []int{3, 4}) || sv.Title != "Raising a God" || len(sv.Authors) != 1 {
		t.Errorf("merged survey %+v, want keys 1 (pages 3-4) and 2, the title and the author", sv)
	}
}
