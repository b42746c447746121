package preprocess

import (
	"os"
	"path/filepath"
	"testing"
)

// corpus returns the path of a module PDF in the shared corpus beside the
// repository, skipping the test when the corpus is absent.
func corpus(t testing.TB, dir, file string) string {
	t.Helper()
	p := filepath.Join("..", "..", "..", "shared", "corpus", dir, file)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("corpus PDF %s absent (want shared/ beside the repository): %v", p, err)
	}
	return p
}

func TestCacheDir(t *testing.T) {
	s := DefaultSettings()
	t.Setenv(CacheDirEnv, "")
	if got, _ := s.cacheDir(); got != filepath.Join(os.TempDir(), "scriptorium-test-wazero") {
		t.Errorf("cache dir under test = %q, want one under the temp dir", got)
	}
	t.Setenv(CacheDirEnv, "/from/env")
	if got, _ := s.cacheDir(); got != "/from/env" {
		t.Errorf("cache dir with $%s set = %q, want /from/env", CacheDirEnv, got)
	}
	s.CacheDir = "/from/settings"
	if got, _ := s.cacheDir(); got != "/from/settings" {
		t.Errorf("cache dir with the setting = %q, want /from/settings", got)
	}
}
