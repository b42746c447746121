package adventure

import (
	"errors"
	"reflect"
	"testing"
)

// FuzzApply checks that any overrides.yaml either applies or fails with
// ErrOverride leaving the adventure untouched, and never panics.
func FuzzApply(f *testing.F) {
	f.Add([]byte(fullOverrides))
	f.Add([]byte(wanderingOverrides))
	f.Add(Template(sample()))
	f.Add([]byte("areas:\n  \"1\": &x {reason: r, title: T}\n  \"2\": *x\n"))
	f.Add([]byte("monsters: {goblin: {reason: r, stat_block: {normalized: {attacks: [{count: 2}]}}}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		a := sample()
		_, err := Apply(a, data)
		if err != nil {
			if !errors.Is(err, ErrOverride) {
				t.Fatalf("Apply error %v does not wrap ErrOverride", err)
			}
			if !reflect.DeepEqual(a, sample()) {
				t.Fatal("a failed Apply modified the adventure")
			}
		}
	})
}
