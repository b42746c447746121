package provider_test

import (
	"testing"

	"scriptorium/internal/testenv"
)

// TestMain keeps the provider tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }
