package provider

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestRecordedFingerprintsAsReference checks the fingerprint of every
// fixture recorded under tests/assets, three ways: the fingerprint the file
// records, the streaming writer's (three times, so the last comes through its
// caches), and the reference's (referenceJCS: a generic JSON document run
// through the JCS library, then SHA-256). A change that makes fingerprints
// faster must leave every one of them as it was.
func TestRecordedFingerprintsAsReference(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "tests", "assets", "*", "fixtures", "*.json"))
	if err != nil || len(paths) < 50 {
		t.Fatalf("found %d recorded fixtures under tests/assets, want the bundled sets' (50 or more): %v", len(paths), err)
	}
	for _, path := range paths {
		if filepath.Base(path) == NormalizationFile {
			continue
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Fingerprint string           `json:"fingerprint"`
			Request     CanonicalRequest `json:"request"`
		}
		if err := json.Unmarshal(raw, &f); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		c := &f.Request
		if c.Conversation != nil || c.Normalization != "" {
			t.Fatalf("%s: the reference covers single-turn requests without normalization only", path)
		}
		sum := sha256.Sum256([]byte(referenceJCS(t, c)))
		if ref := hex.EncodeToString(sum[:]); ref != f.Fingerprint {
			t.Errorf("%s: reference fingerprint %s, recorded %s", path, ref, f.Fingerprint)
		}
		for range 3 {
			if got, err := c.Fingerprint(); err != nil || got != f.Fingerprint {
				t.Errorf("%s: Fingerprint = %s, %v; recorded %s", path, got, err, f.Fingerprint)
			}
		}
	}
}
