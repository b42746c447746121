package preprocess

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain runs the tests under the shared network guard and -update flag.
func TestMain(m *testing.M) { testenv.Main(m) }

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
