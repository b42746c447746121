package provider

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// DefaultRecordHint is the re-record advice a [FixtureMissError] carries
// unless [Store.SetRecordHint] sets another.
const DefaultRecordHint = "re-record the fixture set, e.g. go run ./tools/extract record --fixtures DIR module.pdf (or replay through a RecordingProvider in mode record-missing)"

// Store is a directory of fixture files, one per exchange (see [Fixture]).
//
// Opening a store lists the directory once to sweep stale temporary files
// (see below) and reads no fixture. The first lookup lists the directory once and
// indexes file names by the 12 fingerprint hex digits they carry; a lookup
// then reads (and caches) only the files with that prefix and verifies each
// (its format version, its fingerprint, its name), so a lookup is O(1) and
// opening a store of 10,000 fixtures costs one directory listing. Refusals name the file: an unknown
// format version, a corrupt file, a name that does not match the content
// and two files holding one fingerprint ([ErrDuplicateFingerprint]).
//
// Files whose names start with '.' and files not ending in ".json" are
// ignored; any other ".json" file must be named "<tag>.<12 hex>.json" or
// indexing fails with [ErrFixtureNameMismatch].
//
// A write goes through a temporary file ".tmp-<digits>-<file name>" that is
// renamed into place. A writer killed mid-write (kill -9, a power cut)
// leaves that file behind, megabytes when it holds page renders: [OpenStore]
// removes such files once they are [StaleTempAge] old, and
// [Store.Temporaries] lists them. Younger ones may be a write in progress in
// another process and are left alone; so is every other hidden file.
//
// A Store is safe for concurrent use and assumes it is the only writer of its
// directory while it is open.
type Store struct {
	dir string

	swept []string // stale temporary files OpenStore removed
	norm  *Normalization

	mu       sync.Mutex
	hint     string
	indexed  bool
	byPrefix map[string][]string   // 12 hex digits → file names
	byTag    map[string][]string   // sanitized tag → file names, sorted
	tags     []string              // the keys of byTag, sorted; nil when stale
	cache    map[string]*Fixture   // file name → verified fixture
	near     map[string]*nearIndex // exact tag → index of its fixtures' components
	nearRuns map[string]*nearRun   // sanitized tag → its indexing, once begun
}

// nearRun is the indexing of one sanitized tag's fixtures for misses: it
// runs once, whether it succeeds or not.
type nearRun struct {
	done chan struct{} // closed when it ends
	err  error         // its error, read once done is closed
}

// StaleTempAge is the age (of its last modification) at which a temporary
// file of a store's write counts as abandoned. A write of the largest
// fixture, a few MB of page renders, is written and synced in seconds, so a
// temporary file an hour old belongs to no live writer, in this process or
// another.
const StaleTempAge = time.Hour

// OpenStore returns the store of the fixture directory dir, creating the
// directory if it does not exist, and removes the store's temporary files
// that are [StaleTempAge] old (see [Store]). A file at dir fails as
// "open fixture store <dir>: a file, not a directory".
func OpenStore(dir string) (*Store, error) {
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return nil, fmt.Errorf("open fixture store %s: a file, not a directory", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("open fixture store: %w", err)
	}
	norm, err := LoadNormalization(dir)
	if err != nil {
		return nil, fmt.Errorf("open fixture store: %w", err)
	}
	s := &Store{dir: dir, hint: DefaultRecordHint, cache: map[string]*Fixture{}, norm: norm}
	stale, _, err := s.temporaries(time.Now().Add(-StaleTempAge))
	if err != nil {
		return nil, fmt.Errorf("open fixture store: %w", err)
	}
	for _, name := range stale {
		// Another process may sweep the same file first; a file that
		// cannot be removed (a read-only set) stays, and Temporaries
		// lists it.
		if err := os.Remove(filepath.Join(dir, name)); err == nil || errors.Is(err, fs.ErrNotExist) {
			s.swept = append(s.swept, name)
		}
	}
	return s, nil
}

// Temporaries returns the names of the store's temporary files (see
// [Store]), sorted: removed, the stale ones [OpenStore] swept; left, those
// in the directory now: younger than [StaleTempAge] (a write in progress,
// possibly in another process, or one cut short lately), or stale ones
// OpenStore could not remove.
func (s *Store) Temporaries() (removed, left []string, err error) {
	stale, fresh, err := s.temporaries(time.Now().Add(-StaleTempAge))
	if err != nil {
		return nil, nil, fmt.Errorf("list fixture store %s: %w", s.dir, err)
	}
	left = append(stale, fresh...)
	slices.Sort(left)
	return slices.Clone(s.swept), left, nil
}

// temporaries lists the store's temporary files, sorted, split into those
// last modified before staleBefore and the others. A file gone between the
// listing and its stat (renamed into place, swept) is neither.
func (s *Store) temporaries(staleBefore time.Time) (stale, fresh []string, err error) {
	names, err := listDir(s.dir)
	if err != nil {
		return nil, nil, err
	}
	slices.Sort(names)
	for _, name := range names {
		if !isTempName(name) {
			continue
		}
		fi, err := os.Lstat(filepath.Join(s.dir, name))
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return nil, nil, err
		case fi.Mode().IsRegular() && fi.ModTime().Before(staleBefore):
			stale = append(stale, name)
		default:
			fresh = append(fresh, name)
		}
	}
	return stale, fresh, nil
}

// tempPrefix starts the name of a write's temporary file; [os.CreateTemp]
// puts decimal digits and a dash between it and the fixture's file name.
const tempPrefix = ".tmp-"

// isTempName reports whether name is a temporary file of writeAtomic:
// ".tmp-<digits>-<tag>.<12 hex>.json".
func isTempName(name string) bool {
	rest, ok := strings.CutPrefix(name, tempPrefix)
	digits, file, found := strings.Cut(rest, "-")
	if !ok || !found || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return false
	}
	_, _, ok = parseFileName(file)
	return ok
}

// Normalization returns the rules of the directory's [NormalizationFile],
// read when the store was opened; nil when it has none.
func (s *Store) Normalization() *Normalization { return s.norm }

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// Path returns the path of the file that holds (or would hold) f.
func (s *Store) Path(f *Fixture) string {
	return filepath.Join(s.dir, FileName(f.Tag, f.Fingerprint))
}

// SetRecordHint sets the re-record advice that misses of this store carry,
// such as the command line that re-records the session.
func (s *Store) SetRecordHint(hint string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.hint = hint
}

// Lookup returns the fixture recorded under fingerprint fp; ok is false when
// there is none. A malformed fp is reported as not recorded. Errors name the
// offending file (see [Store]).
func (s *Store) Lookup(fp string) (f *Fixture, ok bool, err error) {
	if !isFingerprint(fp) {
		return nil, false, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.index(); err != nil {
		return nil, false, err
	}
	names := s.byPrefix[fp[:fileNameLen]]
	if len(names) > 1 {
		if err := s.checkDuplicates(fp, names); err != nil {
			return nil, false, err
		}
	}
	for _, name := range names {
		g, err := s.read(name)
		if err != nil {
			return nil, false, err
		}
		if g.Fingerprint == fp {
			f = g
		}
	}
	return f, f != nil, nil
}

// Match returns the fixture recorded for req, or a *[FixtureMissError]
// (see [Store.Miss]) when there is none.
func (s *Store) Match(req *Request) (*Fixture, error) {
	c := Canonical(req)
	fp, err := c.Fingerprint()
	if err != nil {
		return nil, err
	}
	f, ok, err := s.Lookup(fp)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, s.Miss(c, fp)
	}
	return f, nil
}

// Put writes f atomically: the bytes go to a temporary file in the store's
// directory, are synced, and the file is renamed to [FileName]. A failed
// write leaves no file behind. Recording the same fingerprint again replaces
// the file. Put checks f as reading it back would (its format version, and
// that its request hashes to its fingerprint), refuses a fixture holding an
// API-key-shaped string anywhere ([ErrSecret], naming the field, never the
// key) and returns the file path.
func (s *Store) Put(f *Fixture) (string, error) {
	return s.put(f, func(w io.Writer, b []byte) error { _, err := w.Write(b); return err })
}

func (s *Store) put(f *Fixture, write func(io.Writer, []byte) error) (string, error) {
	if f.Format != FixtureFormat || f.Version != FixtureVersion {
		return "", fmt.Errorf("write fixture %s: %w: format %q version %d", f.Tag, ErrUnknownFixtureVersion, f.Format, f.Version)
	}
	if err := f.verify(); err != nil {
		return "", fmt.Errorf("write fixture %s: %w", f.Tag, err)
	}
	if err := checkSecrets(f); err != nil {
		return "", err
	}
	data, err := f.Encode()
	if err != nil {
		return "", err
	}
	name := FileName(f.Tag, f.Fingerprint)
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.index(); err != nil {
		return "", err
	}
	if err := writeAtomic(s.dir, name, data, write); err != nil {
		return "", err
	}
	s.add(name)
	delete(s.cache, name) // the next lookup reads the file back, compact
	if ni := s.near[f.Tag]; ni != nil {
		ni.add(name, f.Request)
	}
	return filepath.Join(s.dir, name), nil
}

// checkDuplicates refuses two files in names that claim fingerprint fp,
// before either is verified: a copied fixture is a duplicate first, whatever
// its name. The caller holds s.mu.
func (s *Store) checkDuplicates(fp string, names []string) error {
	var claim []string
	for _, name := range names {
		var probe struct {
			Fingerprint string `json:"fingerprint"`
		}
		data, err := os.ReadFile(filepath.Join(s.dir, name))
		if err == nil && json.Unmarshal(data, &probe) == nil && probe.Fingerprint == fp {
			claim = append(claim, filepath.Join(s.dir, name))
		}
	}
	if len(claim) > 1 {
		return fmt.Errorf("look up fixture %s: %w: %s", fp, ErrDuplicateFingerprint, strings.Join(claim, ", "))
	}
	return nil
}

// writeAtomic writes data to dir/name through a synced temporary file in dir
// and a rename; on any failure it removes the temporary file.
func writeAtomic(dir, name string, data []byte, write func(io.Writer, []byte) error) (err error) {
	tmp, err := os.CreateTemp(dir, tempPrefix+"*-"+name)
	if err != nil {
		return fmt.Errorf("write fixture %s: %w", name, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			err = fmt.Errorf("write fixture %s: %w", name, err)
		}
	}()
	if err = write(tmp, data); err != nil {
		return err
	}
	if err = tmp.Chmod(0o644); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(dir, name))
}

// Tags returns the sorted, distinct tags recorded in the store, as spelled in
// file names (see [SanitizeTag]).
func (s *Store) Tags() ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.index(); err != nil {
		return nil, err
	}
	return slices.Clone(s.sortedTags()), nil
}

// sortedTags returns the keys of s.byTag, sorted, kept until a new tag is
// added. The caller holds s.mu and must not modify the result.
func (s *Store) sortedTags() []string {
	if s.tags == nil {
		s.tags = make([]string, 0, len(s.byTag))
		for tag := range s.byTag {
			s.tags = append(s.tags, tag)
		}
		slices.Sort(s.tags)
	}
	return s.tags
}

// ByTag returns the fixtures recorded with exactly this tag, sorted by file
// name. It reads every file whose name carries SanitizeTag(tag).
func (s *Store) ByTag(tag string) ([]*Fixture, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.index(); err != nil {
		return nil, err
	}
	return s.byExactTag(tag)
}

// byExactTag is ByTag for a caller holding s.mu.
func (s *Store) byExactTag(tag string) ([]*Fixture, error) {
	var out []*Fixture
	for _, name := range s.byTag[SanitizeTag(tag)] {
		f, err := s.read(name)
		if err != nil {
			return nil, err
		}
		if f.Tag == tag {
			out = append(out, f)
		}
	}
	return out, nil
}

// Unused returns the names of the store's fixture files that none of reqs
// would read, sorted: what a record session prunes and what
// `extract fixtures check` reports as orphaned. Requests are fingerprinted
// normalized by the store's rules, as its providers record them.
func (s *Store) Unused(reqs []*Request) ([]string, error) {
	used := map[string]bool{}
	for _, r := range reqs {
		fp, err := Fingerprint(s.norm.Apply(r))
		if err != nil {
			return nil, err
		}
		used[FileName(r.Tag, fp)] = true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.index(); err != nil {
		return nil, err
	}
	var out []string
	for _, names := range s.byPrefix {
		for _, name := range names {
			if !used[name] {
				out = append(out, name)
			}
		}
	}
	slices.Sort(out)
	return out, nil
}

// Verify reads every fixture file of the store and returns one error per
// bad file, in name order, each naming the file: a ".json" file not named
// "<tag>.<12 hex>.json" ([ErrFixtureNameMismatch]), a file that is not a
// fixture ([ErrCorruptFixture]), of an unknown version
// ([ErrUnknownFixtureVersion]) or whose name does not match its content.
// Good fixtures stay cached, so what a server verified when it started is
// what it serves. err is for a directory that cannot be listed.
func (s *Store) Verify() (bad []error, err error) {
	names, err := listDir(s.dir)
	if err != nil {
		return nil, fmt.Errorf("verify fixture store %s: %w", s.dir, err)
	}
	slices.Sort(names)
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, name := range names {
		if strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") || name == NormalizationFile {
			continue
		}
		if _, _, ok := parseFileName(name); !ok {
			bad = append(bad, fmt.Errorf("%w: %s is not named <tag>.<12 hex>.json", ErrFixtureNameMismatch, filepath.Join(s.dir, name)))
			continue
		}
		if _, err := s.read(name); err != nil {
			bad = append(bad, err)
		}
	}
	return bad, nil
}

// index lists the directory once, unsorted and without stat calls. The
// caller holds s.mu.
func (s *Store) index() error {
	if s.indexed {
		return nil
	}
	names, err := listDir(s.dir)
	if err != nil {
		return fmt.Errorf("index fixture store %s: %w", s.dir, err)
	}
	slices.Sort(names)
	s.byPrefix = make(map[string][]string, len(names))
	s.byTag = map[string][]string{}
	for _, name := range names {
		if strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") || name == NormalizationFile {
			continue
		}
		if _, _, ok := parseFileName(name); !ok {
			return fmt.Errorf("index fixture store %s: %w: %s is not named <tag>.<12 hex>.json", s.dir, ErrFixtureNameMismatch, name)
		}
		s.add(name)
	}
	s.indexed = true
	return nil
}

// add indexes the fixture file name, a valid fixture file name, by its
// fingerprint prefix and its tag, once. The caller holds s.mu.
func (s *Store) add(name string) {
	tag, prefix, _ := parseFileName(name)
	if slices.Contains(s.byPrefix[prefix], name) {
		return
	}
	s.byPrefix[prefix] = append(s.byPrefix[prefix], name)
	names := s.byTag[tag]
	if names == nil {
		s.tags = nil
	}
	i, _ := slices.BinarySearch(names, name)
	s.byTag[tag] = slices.Insert(names, i, name)
}

func listDir(dir string) ([]string, error) {
	d, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	return d.Readdirnames(-1)
}

// read returns the verified fixture in file name, from the cache when it was
// read before. The caller holds s.mu.
func (s *Store) read(name string) (*Fixture, error) {
	if f, ok := s.cache[name]; ok {
		return f, nil
	}
	path := filepath.Join(s.dir, name)
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read fixture %s: %w", path, err)
	}
	f, err := decodeFixture(path, data)
	if err != nil {
		return nil, err
	}
	s.cache[name] = f
	return f, nil
}
