package live

import (
	"testing"

	"scriptorium/internal/netguard"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { netguard.Main(m) }
