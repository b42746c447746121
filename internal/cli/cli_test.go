package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"syscall"
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

// TestParse: -h is a help request listing the flags, a flag error a one-line
// usage error named by the flag set when it has a name.
func TestParse(t *testing.T) {
	for _, c := range []struct {
		name, arg, want string
		help            bool
	}{
		{"convert", "-h", "usage: x convert\n  -force\n    \tre-ask every unit", true},
		{"", "--help", "usage: x convert\n  -force\n    \tre-ask every unit", true},
		{"convert", "--bogus", "convert: unknown flag --bogus (x convert --help lists the flags)", false},
		{"convert", "-bogus", "convert: unknown flag -bogus (x convert --help lists the flags)", false},
		{"convert", "--bogus=1", "convert: unknown flag --bogus (x convert --help lists the flags)", false},
		{"", "--bogus", "unknown flag --bogus (x --help lists the flags)", false},
		{"", "-bogus", "unknown flag -bogus (x --help lists the flags)", false},
		{"", "--force=maybe", `invalid boolean value "maybe" for -force: parse error`, false},
	} {
		fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
		fs.Bool("force", false, "re-ask every unit")
		err := Parse(fs, []string{c.arg}, "usage: x convert")
		var help *HelpRequest
		var usage *UsageError
		if errors.As(err, &help) != c.help || !c.help && !errors.As(err, &usage) || err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q named %q) = %#v, want %q (help %v)", c.arg, c.name, err, c.want, c.help)
		}
	}
	if err := Parse(flag.NewFlagSet("", flag.ContinueOnError), []string{"arg"}, "usage: x"); err != nil {
		t.Errorf("Parse(arg) = %v, want nil", err)
	}
}

// TestInterruptedTwice: a second Ctrl-C ends the process at once with exit
// code 130 and the one line that says what was kept and how to resume,
// where the first only cancels the context; the test runs itself as the
// interrupted process.
func TestInterruptedTwice(t *testing.T) {
	if os.Getenv("CLI_INTERRUPTED_TWICE") == "1" {
		ctx, stop := InterruptContext(os.Stderr, "x: interrupted again: kept; run it again")
		defer stop()
		syscall.Kill(os.Getpid(), syscall.SIGINT)
		<-ctx.Done()
		syscall.Kill(os.Getpid(), syscall.SIGINT)
		select {} // the second Ctrl-C ends the process
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptedTwice$")
	cmd.Env = append(os.Environ(), "CLI_INTERRUPTED_TWICE=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != ExitInterrupted || stderr.String() != "x: interrupted again: kept; run it again\n" {
		t.Errorf("interrupted twice: %v, stderr %q; want exit 130 and the line", err, stderr.String())
	}
}
