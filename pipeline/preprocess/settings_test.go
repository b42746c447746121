package preprocess

import (
	"errors"
	"os"
	"path/filepath"
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
