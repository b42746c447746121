package pipeline

import (
	"slices"
	"testing"
)

// TestStageTable pins the table's invariants: every setting is owned by
// exactly one stage; every stage that asks a model reads its answers back
// and is estimated; a stage later ones build on builds its requests up
// front (estimate answers them in memory).
func TestStageTable(t *testing.T) {
	owners := map[string][]string{}
	for _, st := range stageTable {
		for _, name := range st.settings {
			owners[name] = append(owners[name], st.name)
		}
		if st.asksModel() && st.read == nil {
			t.Errorf("stage %s asks a model but reads no answers back", st.name)
		}
		if st.asksModel() != (st.estimate != nil) {
			t.Errorf("stage %s: asks a model %v, estimated %v; want both or neither", st.name, st.asksModel(), st.estimate != nil)
		}
		if st.feeds && st.build == nil {
			t.Errorf("stage %s feeds later stages but builds no requests up front", st.name)
		}
	}
	for _, name := range SettingNames() {
		if len(owners[name]) != 1 {
			t.Errorf("setting %s is owned by %v, want exactly one stage", name, owners[name])
		}
		delete(owners, name)
	}
	for name := range owners {
		t.Errorf("the stage table owns %s, which is no setting", name)
	}
	if want := []string{"preprocess", "survey", "content", "monsters", "wandering", "assemble", "check"}; !slices.Equal(Stages, want) {
		t.Errorf("Stages = %v, want %v", Stages, want)
	}
}
