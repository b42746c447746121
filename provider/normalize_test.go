package provider

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// volatileRules is a normalization file: dates and request ids.
const volatileRules = `{"version": "volatile-1", "rules": [
	{"pattern": "\\d{4}-\\d{2}-\\d{2}", "placeholder": "<date>"},
	{"pattern": "req-[0-9a-f]+", "placeholder": "<request-id>"}]}`

// volatileRequest is a request whose system text carries a date and a
// request id.
func volatileRequest(date, id string) *Request {
	return &Request{Tag: "survey.w01", System: "Today is " + date + ". Request " + id + ".",
		Parts: []Part{TextPart("Page 1 of " + date)}}
}

// TestNormalizationHitsVolatileText pins that a fixture directory's rules
// make a request differing from the recorded one only in volatile text hit,
// that the live provider is sent the real text, and that the fixture
// records the rules' version.
func TestNormalizationHitsVolatileText(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, NormalizationFile), []byte(volatileRules), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	live := NewSpy(Answer(testAnswer))
	rec, err := NewRecordingProvider(live, s, ModeRecordMissing)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := rec.Complete(ctx, volatileRequest("2026-12-01", "req-0a1b")); err != nil {
		t.Fatal(err)
	}
	if sent := live.Requests()[0].System; sent != "Today is 2026-12-01. Request req-0a1b." {
		t.Errorf("live provider sent %q, want the real text", sent)
	}
	fixtures, err := s.ByTag("survey.w01")
	if err != nil || len(fixtures) != 1 {
		t.Fatalf("recorded %d fixtures (%v), want 1", len(fixtures), err)
	}
	if c := fixtures[0].Request; c.Normalization != "volatile-1" || c.System != "Today is <date>. Request <request-id>." ||
		c.Parts[0].Text != "Page 1 of <date>" {
		t.Errorf("fixture request %+v, want the normalized text and version volatile-1", c)
	}
	fresh, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	later := volatileRequest("2027-01-15", "req-ffff")
	if _, err := NewFixtureProvider(fresh).Complete(ctx, later); err != nil {
		t.Errorf("a later date and request id: %v, want a hit", err)
	}
	var miss *FixtureMissError
	if _, err := NewFixtureProvider(fresh, WithNormalization(nil)).Complete(ctx, later); !errors.As(err, &miss) {
		t.Errorf("without rules: %v, want a miss", err)
	}
	if unused, err := fresh.Unused([]*Request{later}); err != nil || len(unused) != 0 {
		t.Errorf("unused %v (%v), want none: the fixture is the request's", unused, err)
	}
}

// TestNormalizationOption pins that rules given as an option apply without a
// rules file, and that without rules fingerprints are unchanged.
func TestNormalizationOption(t *testing.T) {
	n, err := NewNormalization("dates-1", NormalizationRule{Pattern: `\d{4}-\d{2}-\d{2}`, Placeholder: "<date>"})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := OpenStore(t.TempDir())
	rec, _ := NewRecordingProvider(Answer(testAnswer), s, ModeRecordMissing, WithNormalization(n))
	ctx := context.Background()
	if _, err := rec.Complete(ctx, volatileRequest("2026-12-01", "req-1")); err != nil {
		t.Fatal(err)
	}
	if _, err := NewFixtureProvider(s, WithNormalization(n)).Complete(ctx, volatileRequest("2026-12-02", "req-1")); err != nil {
		t.Errorf("another date under the option's rules: %v, want a hit", err)
	}
	req := volatileRequest("2026-12-01", "req-1")
	plain, _ := Fingerprint(req)
	var none *Normalization
	if got, _ := Fingerprint(none.Apply(req)); got != plain {
		t.Errorf("fingerprint without rules %s, want %s", got, plain)
	}
}

// TestNormalizationFileRefused pins that a rules file that cannot be used
// stops the store from opening, naming the file.
func TestNormalizationFileRefused(t *testing.T) {
	for _, bad := range []string{`{"rules": []}`, `{"version": "1", "rules": [{"pattern": "(", "placeholder": ""}]}`, `[`} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, NormalizationFile), []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := OpenStore(dir)
		if !errors.Is(err, ErrNormalization) || !strings.Contains(err.Error(), NormalizationFile) {
			t.Errorf("rules %s: %v, want ErrNormalization naming the file", bad, err)
		}
	}
}
