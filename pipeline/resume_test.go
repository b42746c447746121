package pipeline

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// emptyAnswers answers every request with the empty answer of its kind and
// counts the requests per kind; failAfter > 0 makes content request number
// failAfter+1 and later fail, as an interrupted run would.
type emptyAnswers struct {
	mu        sync.Mutex
	calls     map[requests.Kind]int
	failAfter int
}

var errInterrupted = errors.New("interrupted")

func (e *emptyAnswers) Complete(_ context.Context, req *provider.Request) (*provider.Response, error) {
	kind, err := requests.KindOf(req.Tag)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	e.calls[kind]++
	n := e.calls[kind]
	e.mu.Unlock()
	if kind == requests.KindContent && e.failAfter > 0 && n > e.failAfter {
		return nil, errInterrupted
	}
	data, err := requests.Encode(reflect.New(requests.AnswerType(kind)).Interface())
	if err != nil {
		return nil, err
	}
	return &provider.Response{Data: data, Provider: "empty"}, nil
}

// TestRerunResumesWithoutRedoingUnits interrupts a convert in the content
// stage, then resumes it with rerun: finished units are not asked again.
func TestRerunResumesWithoutRedoingUnits(t *testing.T) {
	set := setNamed(t, "raising-a-god", "fixtures") // 7 pages, 4 content batches
	pdf := copyPDF(t, set, t.TempDir())
	w := WorkdirFor(pdf)
	first := &emptyAnswers{calls: map[requests.Kind]int{}, failAfter: 2}
	_, err := Convert(context.Background(), pdf, w, Options{Provider: first, Concurrency: 1})
	var se *StageError
	if !errors.As(err, &se) || se.Stage != StageContent || !errors.Is(err, errInterrupted) {
		t.Fatalf("interrupted convert: err %v, want the content stage interrupted", err)
	}
	second := &emptyAnswers{calls: map[requests.Kind]int{}}
	if _, err := Rerun(context.Background(), w, StageContent, nil, Options{Provider: second}); err != nil {
		t.Fatal(err)
	}
	if got := second.calls[requests.KindContent]; got != 2 {
		t.Errorf("rerun asked %d content units, want the 2 the interrupted run did not finish", got)
	}
	if got := second.calls[requests.KindSurvey]; got != 0 {
		t.Errorf("rerun content asked %d survey units, want 0", got)
	}
	forced := &emptyAnswers{calls: map[requests.Kind]int{}}
	if _, err := Rerun(context.Background(), w, StageContent, nil, Options{Provider: forced, Force: true}); err != nil {
		t.Fatal(err)
	}
	if got := forced.calls[requests.KindContent]; got != 4 {
		t.Errorf("rerun --force asked %d content units, want all 4", got)
	}
	all := &emptyAnswers{calls: map[requests.Kind]int{}}
	if _, err := Convert(context.Background(), pdf, w, Options{Provider: all, Force: true}); err != nil {
		t.Fatal(err)
	}
	if all.calls[requests.KindSurvey] != 1 || all.calls[requests.KindContent] != 4 {
		t.Errorf("convert with Force asked %v, want every unit (1 survey, 4 content), as a record session needs", all.calls)
	}
}

// identifiedAnswers is emptyAnswers naming its model up front, as the
// offline rules name their rule set.
type identifiedAnswers struct {
	emptyAnswers
	model string
}

func (a *identifiedAnswers) Identity() (string, string) { return "empty", a.model }

func (a *identifiedAnswers) Complete(ctx context.Context, req *provider.Request) (*provider.Response, error) {
	resp, err := a.emptyAnswers.Complete(ctx, req)
	if err == nil {
		resp.Model = a.model
	}
	return resp, err
}

// TestConvertAsksAgainWhatAnotherModelAnswered: a workdir converted by one
// rule set and converted again by the next asks every unit again, where the
// same rule set reuses every cache.
func TestConvertAsksAgainWhatAnotherModelAnswered(t *testing.T) {
	set := setNamed(t, "raising-a-god", "fixtures") // 7 pages, 4 content batches
	pdf := copyPDF(t, set, t.TempDir())
	w := WorkdirFor(pdf)
	convert := func(model string) map[requests.Kind]int {
		t.Helper()
		a := &identifiedAnswers{emptyAnswers{calls: map[requests.Kind]int{}}, model}
		if _, err := Convert(context.Background(), pdf, w, Options{Provider: a}); err != nil {
			t.Fatal(err)
		}
		return a.calls
	}
	convert("rules-a")
	if got := convert("rules-a"); got[requests.KindSurvey] != 0 || got[requests.KindContent] != 0 {
		t.Errorf("convert again by the same rules asked %v, want nothing", got)
	}
	if got := convert("rules-b"); got[requests.KindSurvey] != 1 || got[requests.KindContent] != 4 {
		t.Errorf("convert by other rules asked %v, want every unit (1 survey, 4 content)", got)
	}
}

// TestConvertRefusesABusyWorkdir: a second run on a workdir another run
// holds fails at once instead of mixing its writes with the first's.
func TestConvertRefusesABusyWorkdir(t *testing.T) {
	set := setNamed(t, "darkloch", "fixtures")
	pdf := copyPDF(t, set, t.TempDir())
	w := WorkdirFor(pdf)
	if err := os.MkdirAll(w.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	unlock, err := w.lock()
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	_, err = Convert(context.Background(), pdf, w, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}})
	if !errors.Is(err, ErrBusy) {
		t.Fatalf("convert on a held workdir: err %v, want ErrBusy", err)
	}
}

// TestRerunWarnsOfADamagedCache: a unit cache that cannot be read is asked
// again, as before, but not silently: a paid provider spends tokens on it,
// and the disk may be failing. The note names the file.
func TestRerunWarnsOfADamagedCache(t *testing.T) {
	w := convertedEmpty(t)
	units, err := filepath.Glob(w.StagePath(StageContent, "p*"))
	if err != nil || len(units) == 0 {
		t.Fatalf("content unit caches: %v, %v", units, err)
	}
	if err := os.WriteFile(units[0], []byte("{garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var notes []string
	again := &emptyAnswers{calls: map[requests.Kind]int{}}
	opts := Options{Provider: again, Note: func(stage, note string) { notes = append(notes, stage+": "+note) }}
	if _, err := Rerun(context.Background(), w, StageContent, nil, opts); err != nil {
		t.Fatal(err)
	}
	if got := again.calls[requests.KindContent]; got != 1 {
		t.Errorf("rerun asked %d content units, want the damaged one", got)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], units[0]) || !strings.Contains(notes[0], "asked again") || strings.Contains(notes[0], "\n") {
		t.Errorf("notes %q, want one line naming %s and saying it is asked again", notes, units[0])
	}
}

// TestInterruptedRunMarksTheResultOutdated: a run cut short after it
// changed stage caches leaves adventure.json older than them, and says so
// until a run finishes.
func TestInterruptedRunMarksTheResultOutdated(t *testing.T) {
	w := convertedEmpty(t)
	if stage, ok := w.Outdated(); ok {
		t.Fatalf("after a finished convert: outdated since %s, want current", stage)
	}
	cut := &emptyAnswers{calls: map[requests.Kind]int{}, failAfter: 2}
	if _, err := Rerun(context.Background(), w, StageContent, nil, Options{Provider: cut, Force: true, Concurrency: 1}); !errors.Is(err, errInterrupted) {
		t.Fatalf("interrupted rerun: err %v, want it interrupted", err)
	}
	if stage, ok := w.Outdated(); !ok || stage != StageContent {
		t.Errorf("after an interrupted rerun: outdated %v since %q, want outdated since content", ok, stage)
	}
	if _, err := Rerun(context.Background(), w, StageContent, nil, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}}); err != nil {
		t.Fatal(err)
	}
	if stage, ok := w.Outdated(); ok {
		t.Errorf("after the resumed rerun finished: outdated since %s, want current", stage)
	}
}

// convertedEmpty returns the workdir of raising-a-god (7 pages, 4 content
// batches) converted with empty answers.
func convertedEmpty(t *testing.T) Workdir {
	t.Helper()
	pdf := copyPDF(t, setNamed(t, "raising-a-god", "fixtures"), t.TempDir())
	w := WorkdirFor(pdf)
	if _, err := Convert(context.Background(), pdf, w, Options{Provider: &emptyAnswers{calls: map[requests.Kind]int{}}}); err != nil {
		t.Fatal(err)
	}
	return w
}
