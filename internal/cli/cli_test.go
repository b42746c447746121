package cli

import (
	"bytes"
	"errors"
	"flag"
	"testing"

	"github.com/scriptorium/scriptorium/internal/testenv"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

func TestExit(t *testing.T) {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.Bool("force", false, "re-ask every unit")
	for _, c := range []struct {
		name           string
		err            error
		code           int
		stdout, stderr string
	}{
		{"success", nil, 0, "", ""},
		{"help", Help(fs, "usage: x run STAGE"), 0, "usage: x run STAGE\n  -force\n    \tre-ask every unit\n", ""},
		{"usage", Usagef("usage: x run %s", "STAGE"), 2, "", "x: usage: x run STAGE\n"},
		{"failure", errors.New("stage content: bad answer\nnearest fixture: content.p003"), 1, "",
			"x: stage content: bad answer\n  nearest fixture: content.p003\n"},
	} {
		var stdout, stderr bytes.Buffer
		if code := Exit("x", c.err, &stdout, &stderr); code != c.code || stdout.String() != c.stdout || stderr.String() != c.stderr {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.name, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}

func TestIsHelp(t *testing.T) {
	for _, arg := range []string{"-h", "--h", "-help", "--help"} {
		if !IsHelp(arg) {
			t.Errorf("IsHelp(%q) = false", arg)
		}
	}
	if IsHelp("help") || IsHelp("-x") {
		t.Error("IsHelp accepts what is no help flag")
	}
}
