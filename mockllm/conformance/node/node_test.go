package node

import (
	"os"
	"os/exec"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/mockllm/conformance"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

func TestNodeClients(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found")
	}
	if _, err := os.Stat("node_modules"); err != nil {
		t.Skip("node_modules missing: run npm ci in mockllm/conformance/node")
	}
	// Reading the script and lockfile lets go test's cache see their changes.
	for _, f := range []string{"conformance.test.mjs", "package-lock.json"} {
		if _, err := os.ReadFile(f); err != nil {
			t.Fatal(err)
		}
	}
	s := conformance.NewServer(t)
	cmd := exec.Command(node, "--test", "conformance.test.mjs")
	cmd.Env = append(os.Environ(), "MOCKLLM_URL="+s.URL)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
