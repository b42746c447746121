package pipeline

import (
	"errors"
	"strings"
	"testing"
)

func TestSettingsSet(t *testing.T) {
	s := DefaultSettings()
	if err := s.Set("content_batch=3"); err != nil {
		t.Fatal(err)
	}
	if err := s.Set("images=false"); err != nil {
		t.Fatal(err)
	}
	if s.ContentBatch != 3 || s.Images {
		t.Errorf("got content_batch %d images %v, want 3 false", s.ContentBatch, s.Images)
	}
	before := s
	for _, bad := range []string{"content_batch", "content_batch=0", "content_batch=x", "images=maybe", "colour=red", "dpi=5", "dpi=601"} {
		if err := s.Set(bad); !errors.Is(err, ErrSetting) {
			t.Errorf("Set(%q) = %v, want ErrSetting", bad, err)
		}
		if s != before {
			t.Errorf("Set(%q) failed and changed the settings to %+v", bad, s)
		}
	}
}

func TestApplyForRefusesUpstreamSetting(t *testing.T) {
	s := DefaultSettings()
	err := s.ApplyFor(StageContent, []string{"dpi=200"})
	if !errors.Is(err, ErrSetting) || !strings.Contains(err.Error(), "extract rerun preprocess --set dpi=200") {
		t.Fatalf("ApplyFor(content, dpi=200) = %v, want a refusal naming the preprocess rerun", err)
	}
	if err := s.ApplyFor(StageContent, []string{"content_batch=4"}); err != nil || s.ContentBatch != 4 {
		t.Fatalf("ApplyFor(content, content_batch=4) = %v, batch %d; want nil, 4", err, s.ContentBatch)
	}
	if err := s.ApplyFor(StagePreprocess, []string{"content_batch=5"}); err != nil || s.ContentBatch != 5 {
		t.Fatalf("ApplyFor(preprocess, content_batch=5) = %v; a downstream setting must be accepted", err)
	}
}

func TestEverySettingHasAKnownOwner(t *testing.T) {
	for _, name := range SettingNames() {
		owner, err := SettingOwner(name)
		if err != nil || stageIndex(owner) < 0 {
			t.Errorf("setting %s: owner %q, err %v; want a stage", name, owner, err)
		}
	}
}

// TestValidateRefusesWhatWouldLoop: a hand-edited run.json with a zero batch
// would loop forever; it is refused by name.
func TestValidateRefusesWhatWouldLoop(t *testing.T) {
	s := DefaultSettings()
	if err := s.Validate(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
	s.ContentBatch = 0
	if err := s.Validate(); !errors.Is(err, ErrSetting) || !strings.Contains(err.Error(), "content_batch") {
		t.Errorf("Validate(content_batch 0) = %v, want ErrSetting naming content_batch", err)
	}
}
