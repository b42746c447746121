package preprocess

import (
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain runs the tests under the shared network guard and -update flag.
func TestMain(m *testing.M) { testenv.Main(m) }
