package pipeline

import (
	"context"
	"os"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// recordedWorkdir converts the set's PDF in a temp dir through a
// RecordingProvider over the offline rules, and returns the workdir (renders
// cached) and the fixture store it recorded.
func recordedWorkdir(b *testing.B, set fixtureSet) (Workdir, *provider.Store) {
	b.Helper()
	dir := b.TempDir()
	store, err := provider.OpenStore(dir + "/fixtures")
	if err != nil {
		b.Fatal(err)
	}
	rec, err := provider.NewRecordingProvider(offline.New(), store, provider.ModeRecordAll)
	if err != nil {
		b.Fatal(err)
	}
	data, err := os.ReadFile(testenv.Asset(b, set.dir, set.pdf))
	if err != nil {
		b.Fatal(err)
	}
	pdf := dir + "/" + set.pdf
	if err := os.WriteFile(pdf, data, 0o644); err != nil {
		b.Fatal(err)
	}
	w := WorkdirFor(pdf)
	if _, err := Convert(context.Background(), pdf, w, Options{Provider: rec}); err != nil {
		b.Fatal(err)
	}
	return w, store
}

// BenchmarkAssemble assembles the largest bundled module's workdir
// (target: under 50 ms).
func BenchmarkAssemble(b *testing.B) {
	w, _ := recordedWorkdir(b, setNamed(b, "raising-a-god", "fixtures"))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Assemble(w); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplayConvert replays a full convert of a bundled module from
// fixtures with its renders cached (target: under 1 s). Stage caches are
// removed each time so every request goes through the FixtureProvider.
func BenchmarkReplayConvert(b *testing.B) {
	w, store := recordedWorkdir(b, setNamed(b, "raising-a-god", "fixtures"))
	run, err := w.ReadRun()
	if err != nil {
		b.Fatal(err)
	}
	pdf := w.Path(run.PDF)
	replay := provider.NewFixtureProvider(store)
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		if err := os.RemoveAll(w.Path("stages")); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := Convert(context.Background(), pdf, w, Options{Provider: replay}); err != nil {
			b.Fatal(err)
		}
	}
}
