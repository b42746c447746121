package provider_test

import (
	"testing"

	"scriptorium/internal/netguard"
)

// TestMain keeps the provider tests off the network (see netguard).
func TestMain(m *testing.M) { netguard.Main(m) }
