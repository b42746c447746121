package preprocess

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestCacheDir(t *testing.T) {
	s := DefaultSettings()
	t.Setenv(CacheDirEnv, "")
	if got := s.cacheDir(); got != filepath.Join(os.TempDir(), "scriptorium-wazero") {
		t.Errorf("cache dir under test = %q, want one under the temp dir", got)
	}
	t.Setenv(CacheDirEnv, "/from/env")
	if got := s.cacheDir(); got != "/from/env" {
		t.Errorf("cache dir with $%s set = %q, want /from/env", CacheDirEnv, got)
	}
	s.CacheDir = "/from/settings"
	if got := s.cacheDir(); got != "/from/settings" {
		t.Errorf("cache dir with the setting = %q, want /from/settings", got)
	}
}

func TestSettingsCheck(t *testing.T) {
	if err := DefaultSettings().check(); err != nil {
		t.Errorf("DefaultSettings().check() = %v, want nil", err)
	}
	for name, change := range map[string]func(*Settings){
		"dpi":       func(s *Settings) { s.DPI = 601 },
		"max pages": func(s *Settings) { s.MaxPages = 0 },
		"max bytes": func(s *Settings) { s.MaxBytes = 0 },
		"workers":   func(s *Settings) { s.Workers = -1 },
		"colour":    func(s *Settings) { s.Colour = "sepia" },
	} {
		s := DefaultSettings()
		change(&s)
		if err := s.check(); !errors.Is(err, ErrSettings) {
			t.Errorf("check with bad %s = %v, want %v", name, err, ErrSettings)
		}
	}
}

// TestCompileNote: the note that the renderer is being compiled comes
// exactly when the compilation cache holds no compiled module for this
// platform.
func TestCompileNote(t *testing.T) {
	dir := t.TempDir()
	if note := compileNote(dir); !strings.HasPrefix(note, "compiling the PDF renderer (pdfium, WebAssembly) into "+dir+": about a minute") {
		t.Errorf("empty cache: note %q, want the compile note", note)
	}
	other := filepath.Join(dir, "wazero-v1.0.0-otherarch-otheros")
	platform := filepath.Join(dir, "wazero-v1.12.0-"+runtime.GOARCH+"-"+runtime.GOOS)
	for _, d := range []string{other, platform} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(other, "c4a7"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if compileNote(dir) == "" {
		t.Error("a cache of another platform only: no compile note")
	}
	if err := os.WriteFile(filepath.Join(platform, "c4a7"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if note := compileNote(dir); note != "" {
		t.Errorf("warm cache: note %q, want none", note)
	}
}
