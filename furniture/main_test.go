package furniture

import (
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }
