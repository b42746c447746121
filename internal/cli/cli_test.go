package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
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
		{"settings", Usage(errBadSetting), 2, "", "x: bad setting dpi\n"},
		{"findings", &CodeError{ExitFindings, errors.New("convert m.scriptorium: 2 errors")}, 3, "", "x: convert m.scriptorium: 2 errors\n"},
	} {
		var stdout, stderr bytes.Buffer
		if code := Exit(context.Background(), "x", c.err, &stdout, &stderr); code != c.code || stdout.String() != c.stdout || stderr.String() != c.stderr {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %d, %q, %q", c.name, code, stdout.String(), stderr.String(), c.code, c.stdout, c.stderr)
		}
	}
}

var errBadSetting = errors.New("bad setting dpi")

// TestExitInterrupted: a run whose context is cancelled (Ctrl-C) exits 130
// whatever its error says; a usage error keeps the error it wraps.
func TestExitInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stderr bytes.Buffer
	if code := Exit(ctx, "x", errors.New("stage survey: interrupted"), io.Discard, &stderr); code != ExitInterrupted || stderr.String() != "x: stage survey: interrupted\n" {
		t.Errorf("interrupted: exit %d, stderr %q; want 130 and the error", code, stderr.String())
	}
	if code := Exit(ctx, "x", nil, io.Discard, io.Discard); code != ExitOK {
		t.Errorf("interrupted but done: exit %d, want 0", code)
	}
	if !errors.Is(Usage(errBadSetting), errBadSetting) || Usage(nil) != nil {
		t.Error("Usage does not wrap its error")
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
