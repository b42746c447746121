package offline

import (
	"testing"

	"scriptorium/internal/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }
