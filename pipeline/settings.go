package pipeline

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/scriptorium/scriptorium/pipeline/preprocess"
)

// Settings are a conversion's knobs. Each belongs to the stage that first
// reads it (its row of the stage table); `extract rerun <stage> --set
// name=value` refuses a setting owned by an upstream stage. They are echoed
// in run.json.
type Settings struct {
	// DPI is the resolution of page renders, in dots per inch, from
	// preprocess.MinDPI to preprocess.MaxDPI.
	DPI int `json:"dpi"`
	// MaxPages refuses PDFs with more pages.
	MaxPages int `json:"max_pages"`
	// MaxBytes refuses PDF files larger than this many bytes.
	MaxBytes int64 `json:"max_bytes"`
	// SurveyWindow is the number of pages per survey request.
	SurveyWindow int `json:"survey_window"`
	// Images attaches page renders to every request that carries pages
	// (vision models read them; the offline provider ignores them).
	Images bool `json:"images"`
	// ContentBatch is the number of pages per content request.
	ContentBatch int `json:"content_batch"`
}

// DefaultSettings returns the settings a plain convert uses.
func DefaultSettings() Settings {
	return Settings{DPI: 150, MaxPages: 200, MaxBytes: 100 << 20, SurveyWindow: 12, Images: true, ContentBatch: 2}
}

// Validate reports the first setting that is not positive (every number
// counts pages, bytes or dots) or, for dpi, outside the resolutions
// preprocess renders, wrapping [ErrSetting]: a hand-edited run.json cannot
// make a stage loop or panic, and a bad --set fails before any work.
func (s Settings) Validate() error {
	v := reflect.ValueOf(s)
	for i := 0; i < v.NumField(); i++ {
		if f := v.Field(i); f.CanInt() && f.Int() <= 0 {
			return fmt.Errorf("%w %s: %d is not a positive integer", ErrSetting, v.Type().Field(i).Tag.Get("json"), f.Int())
		}
	}
	if s.DPI < preprocess.MinDPI || s.DPI > preprocess.MaxDPI {
		return fmt.Errorf("%w dpi: %d is outside %d..%d", ErrSetting, s.DPI, preprocess.MinDPI, preprocess.MaxDPI)
	}
	return nil
}

// SettingOwner returns the stage owning the named setting.
func SettingOwner(name string) (string, error) {
	for _, st := range stageTable {
		if slices.Contains(st.settings, name) {
			return st.name, nil
		}
	}
	return "", fmt.Errorf("%w %q: known settings are %s", ErrSetting, name, strings.Join(SettingNames(), ", "))
}

// SettingNames lists the setting names in declaration order.
func SettingNames() []string {
	t := reflect.TypeFor[Settings]()
	names := make([]string, t.NumField())
	for i := range names {
		names[i] = t.Field(i).Tag.Get("json")
	}
	return names
}

func settingField(name string) (reflect.StructField, bool) {
	t := reflect.TypeFor[Settings]()
	for i := 0; i < t.NumField(); i++ {
		if t.Field(i).Tag.Get("json") == name {
			return t.Field(i), true
		}
	}
	return reflect.StructField{}, false
}

// Set parses an assignment "name=value" into s and validates the result
// (see [Settings.Validate]); on error s is unchanged. Integers are decimal,
// booleans true or false.
func (s *Settings) Set(assignment string) error {
	name, value, ok := strings.Cut(assignment, "=")
	if !ok {
		return fmt.Errorf("%w %q: want name=value", ErrSetting, assignment)
	}
	f, found := settingField(name)
	if !found {
		_, err := SettingOwner(name)
		return err
	}
	c := *s
	v := reflect.ValueOf(&c).Elem().FieldByIndex(f.Index)
	switch v.Kind() {
	case reflect.Int, reflect.Int64:
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil || n <= 0 {
			return fmt.Errorf("%w %s: %q is not a positive integer", ErrSetting, name, value)
		}
		v.SetInt(n)
	case reflect.Bool:
		b, err := strconv.ParseBool(value)
		if err != nil {
			return fmt.Errorf("%w %s: %q is not true or false", ErrSetting, name, value)
		}
		v.SetBool(b)
	}
	if err := c.Validate(); err != nil {
		return err
	}
	*s = c
	return nil
}

// ApplyFor applies assignments for a rerun from stage, refusing any setting
// owned by an upstream stage with the command that would rerun it.
func (s *Settings) ApplyFor(stage string, assignments []string) error {
	for _, a := range assignments {
		name, _, _ := strings.Cut(a, "=")
		owner, err := SettingOwner(name)
		if err != nil {
			return err
		}
		if stageIndex(owner) < stageIndex(stage) {
			return &UpstreamSettingError{Assignment: a, Name: name, Owner: owner, Stage: stage}
		}
		if err := s.Set(a); err != nil {
			return err
		}
	}
	return nil
}

// UpstreamSettingError is a rerun of Stage asked to change a setting that
// belongs to the upstream stage Owner. It matches [ErrSetting].
type UpstreamSettingError struct {
	Assignment, Name, Owner, Stage string
}

func (e *UpstreamSettingError) Error() string {
	return fmt.Sprintf("%v %s: it belongs to stage %s, upstream of %s; run: %s", ErrSetting, e.Name, e.Owner, e.Stage, e.Command())
}

// Command is the command line that would change the setting.
func (e *UpstreamSettingError) Command() string {
	return Command + " rerun " + e.Owner + " --set " + e.Assignment
}

// Is reports whether target is [ErrSetting].
func (e *UpstreamSettingError) Is(target error) bool { return target == ErrSetting }
