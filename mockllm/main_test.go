package mockllm

import (
	"os"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the mockllm tests off the network (see netguard), or
// serves fixtures for BenchmarkChatCompletion when serveEnv is set.
func TestMain(m *testing.M) {
	if dir := os.Getenv(serveEnv); dir != "" {
		serveForBenchmark(dir)
	}
	testenv.Main(m)
}
