package preprocess

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMain points the compilation cache at a directory under the system
// temp dir, unless SCRIPTORIUM_CACHE_DIR is set, so tests write nothing
// outside temp dirs yet pay pdfium's compile cost once per machine.
func TestMain(m *testing.M) {
	if os.Getenv(CacheDirEnv) == "" {
		os.Setenv(CacheDirEnv, filepath.Join(os.TempDir(), "scriptorium-test-wazero"))
	}
	os.Exit(m.Run())
}

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
