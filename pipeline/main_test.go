package pipeline

import (
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

func TestMain(m *testing.M) { testenv.Main(m) }
