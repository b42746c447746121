package preprocess

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Colour names a colour model: a per-page outcome in Page.Colour, or a
// policy in Settings.Colour.
type Colour string

// Colour values. ColourAuto is a policy only; a page is always ColourGray or
// ColourRGB.
const (
	// ColourAuto encodes a page gray when it is effectively achromatic
	// (text, line art, black and white scans) and RGB otherwise (colour maps
	// and art). See achromatic in render.go for the test.
	ColourAuto Colour = "auto"
	// ColourRGB encodes every page as 8-bit RGB.
	ColourRGB Colour = "rgb"
	// ColourGray encodes every page as 8-bit gray.
	ColourGray Colour = "gray"
)

// The render resolutions Run accepts, in dots per inch.
const (
	MinDPI = 18
	MaxDPI = 600
)

// CacheDirEnv names the environment variable that overrides the default
// directory of wazero's compilation cache.
const CacheDirEnv = "SCRIPTORIUM_CACHE_DIR"

// Settings are the options of Run. Only DPI and Colour change the output;
// both are echoed in index.json and decide whether earlier output is reused.
type Settings struct {
	// DPI is the render resolution in dots per inch, MinDPI to MaxDPI
	// (default 150).
	DPI int
	// MaxPages is the largest page count accepted (default 200).
	MaxPages int
	// MaxBytes is the largest PDF file size accepted in bytes (default 100 MiB).
	MaxBytes int64
	// Colour is the colour policy (default ColourAuto).
	Colour Colour
	// Workers is the number of pages rendered at once; 0 means one per
	// usable CPU (runtime.GOMAXPROCS), capped by the pdfium pool size.
	Workers int
	// CacheDir is the directory of wazero's on-disk compilation cache. Empty
	// means $SCRIPTORIUM_CACHE_DIR, else os.UserCacheDir()/scriptorium/wazero,
	// or, in a test binary or without a user cache directory,
	// os.TempDir()/scriptorium-wazero, so that tests write only under temp
	// dirs. The pdfium pool is created once per
	// process, so the first Run's cache directory is the one used.
	CacheDir string
	// Progress, when set, is called with (0, total) once the page count is
	// known and after each page is written with the number of pages done
	// and the total, done counting up from 1 to total. Calls are
	// serialized; a reused render calls it once with (total, total).
	Progress func(done, total int)
	// Note, when set, is called with a one-line note for a person waiting:
	// that the renderer is being compiled, before a first use on a machine
	// (a compilation cache holding no compiled renderer) that takes about
	// a minute.
	Note func(note string)
}

// DefaultSettings returns the defaults: 150 DPI, at most 200 pages and
// 100 MiB, ColourAuto, one worker per CPU, the default compilation cache and
// no progress callback.
func DefaultSettings() Settings {
	return Settings{
		DPI:      150,
		MaxPages: 200,
		MaxBytes: 100 << 20,
		Colour:   ColourAuto,
	}
}

// check reports whether s is usable.
func (s Settings) check() error {
	switch {
	case s.DPI < MinDPI || s.DPI > MaxDPI:
		return fmt.Errorf("%w: DPI %d outside %d..%d", ErrSettings, s.DPI, MinDPI, MaxDPI)
	case s.MaxPages < 1:
		return fmt.Errorf("%w: MaxPages %d below 1", ErrSettings, s.MaxPages)
	case s.MaxBytes < 1:
		return fmt.Errorf("%w: MaxBytes %d below 1", ErrSettings, s.MaxBytes)
	case s.Workers < 0:
		return fmt.Errorf("%w: Workers %d below 0", ErrSettings, s.Workers)
	}
	switch s.Colour {
	case ColourAuto, ColourRGB, ColourGray:
		return nil
	}
	return fmt.Errorf("%w: colour policy %q not auto, rgb or gray", ErrSettings, s.Colour)
}

// cacheDir resolves the compilation cache directory: the setting, then the
// environment variable, then the temp dir under test, else the user cache
// directory, or the temp dir when there is none (no $HOME): a cache only
// saves time, so a missing one is no reason to fail.
func (s Settings) cacheDir() string {
	if s.CacheDir != "" {
		return s.CacheDir
	}
	if dir := os.Getenv(CacheDirEnv); dir != "" {
		return dir
	}
	base, err := os.UserCacheDir()
	if testing.Testing() || err != nil {
		return filepath.Join(os.TempDir(), "scriptorium-wazero")
	}
	return filepath.Join(base, "scriptorium", "wazero")
}
