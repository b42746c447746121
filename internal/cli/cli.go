// Package cli holds what the project's command-line tools share: the exit
// codes, usage errors (exit 2), -h requests (usage on standard output, exit
// 0), the interrupt handling (Ctrl-C) and the one-line error report that
// ends a run ("prog: reason").
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
)

// Exit codes of the project's commands ([ExitCodes] describes them).
const (
	// ExitOK means the command did its work.
	ExitOK = 0
	// ExitFailure means the command could not do its work; the error
	// says why.
	ExitFailure = 1
	// ExitUsage means a usage or input error: nothing was written.
	ExitUsage = 2
	// ExitFindings means the work is done and written, and the result
	// holds an error-severity finding (extract convert, rerun, assemble,
	// check).
	ExitFindings = 3
	// ExitInterrupted means interrupted by Ctrl-C (SIGINT): 128 plus the
	// signal's number, as shells report it.
	ExitInterrupted = 130
)

// ExitCodes is the table of exit codes for a command's -h text.
const ExitCodes = `exit codes:
  0    done
  1    failed (the error says why; what was finished is kept)
  2    usage or input error (a flag, --set, a live provider's key, a PDF that
       does not exist, is a directory or cannot be read, a workdir not found
       or refused as another PDF's or a folder in use, a damaged run.json or
       adventure.json, an overrides.yaml entry that is malformed or takes no
       effect): nothing was written (convert and rerun keep the stage caches
       they finished before an overrides.yaml error)
  3    done, and the result holds an error finding (convert, rerun, assemble, check)
  130  interrupted (Ctrl-C)
`

// UsageError is a command-line or settings mistake: [Exit] prints it and
// returns [ExitUsage].
type UsageError struct {
	msg string
	err error
}

func (e *UsageError) Error() string { return e.msg }

// Unwrap returns the error [Usage] wrapped, or nil.
func (e *UsageError) Unwrap() error { return e.err }

// Usagef returns a *UsageError with the formatted message.
func Usagef(format string, args ...any) error {
	return &UsageError{msg: fmt.Sprintf(format, args...)}
}

// Usage returns err as a *UsageError with err's message, wrapping err; nil
// stays nil.
func Usage(err error) error {
	if err == nil {
		return nil
	}
	return &UsageError{msg: err.Error(), err: err}
}

// CodeError ends a run with its own exit code: [Exit] reports Err as any
// error and returns Code.
type CodeError struct {
	Code int
	Err  error
}

func (e *CodeError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *CodeError) Unwrap() error { return e.Err }

// HelpRequest is a command's usage asked for with -h: [Exit] prints it to
// standard output and returns 0.
type HelpRequest struct{ Usage string }

func (e *HelpRequest) Error() string { return e.Usage }

// Help returns the HelpRequest of fs: the usage line, then its flags.
func Help(fs *flag.FlagSet, usage string) *HelpRequest {
	var b strings.Builder
	fs.SetOutput(&b)
	fs.PrintDefaults()
	return &HelpRequest{usage + "\n" + strings.TrimRight(b.String(), "\n")}
}

// Parse parses args into fs, which it keeps from printing: -h (or -help)
// gives the [HelpRequest] of fs with usage, a flag it cannot read a
// [UsageError] of one line, "NAME: reason" with the name of fs, or the
// bare reason for a flag set with no name (a command without
// subcommands). A flag fs does not define is named as args gave it, with
// the command that lists the flags: usage's first word (the program, as
// in "usage: prog ...") and the name of fs, then --help.
func Parse(fs *flag.FlagSet, args []string, usage string) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if err == nil {
		return nil
	}
	if errors.Is(err, flag.ErrHelp) {
		return Help(fs, usage)
	}
	if name, ok := strings.CutPrefix(err.Error(), undefinedFlag); ok {
		cmd, _, _ := strings.Cut(strings.TrimPrefix(usage, "usage: "), " ")
		if fs.Name() != "" {
			cmd += " " + fs.Name()
		}
		err = fmt.Errorf("unknown flag %s (%s --help lists the flags)", givenAs(args, name), cmd)
	}
	if fs.Name() == "" {
		return Usage(err)
	}
	return Usagef("%s: %v", fs.Name(), err)
}

// undefinedFlag begins the error of package flag for a flag not defined,
// which goes on with the flag's name after one dash.
const undefinedFlag = "flag provided but not defined: -"

// givenAs returns the flag called name as args give it, with one dash or
// two, without its value; "-name" when none does.
func givenAs(args []string, name string) string {
	for _, a := range args {
		if a == "--" {
			break
		}
		flagPart, _, _ := strings.Cut(a, "=")
		if strings.HasPrefix(flagPart, "-") && strings.TrimPrefix(strings.TrimPrefix(flagPart, "-"), "-") == name {
			return flagPart
		}
	}
	return "-" + name
}

// IsHelp reports whether arg asks for help: -h, -help, --h or --help.
func IsHelp(arg string) bool {
	return arg == "-h" || arg == "--help" || arg == "-help" || arg == "--h"
}

// InterruptContext returns a context cancelled by the first Ctrl-C
// (SIGINT), so that a run stops cleanly and keeps what it finished; a
// second Ctrl-C ends the process at once, mid-render too, with exit code
// [ExitInterrupted] after writing the line again to stderr: what was kept
// and how to resume, as the process has no other chance to say it. With
// again empty the second Ctrl-C gets the default handling. stop releases
// the signal.
func InterruptContext(stderr io.Writer, again string) (ctx context.Context, stop context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	released := make(chan struct{})
	go func() {
		select {
		case <-sig:
			cancel()
		case <-released:
			return
		}
		if again == "" {
			signal.Stop(sig) // the default handling again for the second Ctrl-C
			return
		}
		select {
		case <-sig:
			fmt.Fprintln(stderr, again)
			os.Exit(ExitInterrupted)
		case <-released:
		}
	}()
	var once sync.Once
	return ctx, func() {
		once.Do(func() {
			signal.Stop(sig)
			close(released)
			cancel()
		})
	}
}

// Exit reports how a command of prog run under ctx ended and returns its
// exit code: [ExitOK] for success or a [HelpRequest] (printed to stdout);
// else the error's first line as "prog: reason" on stderr with any further
// lines indented below it (a fixture miss explains itself there), and
// [ExitInterrupted] when ctx is done (the run was interrupted), the code of
// a [CodeError], [ExitUsage] for a [UsageError], else [ExitFailure].
func Exit(ctx context.Context, prog string, err error, stdout, stderr io.Writer) int {
	var help *HelpRequest
	if errors.As(err, &help) {
		fmt.Fprintln(stdout, help.Usage)
		return ExitOK
	}
	if err == nil {
		return ExitOK
	}
	head, detail, _ := strings.Cut(err.Error(), "\n")
	fmt.Fprintf(stderr, "%s: %s\n", prog, head)
	if detail != "" {
		fmt.Fprintf(stderr, "  %s\n", strings.ReplaceAll(detail, "\n", "\n  "))
	}
	var ce *CodeError
	var ue *UsageError
	switch {
	case ctx.Err() != nil:
		return ExitInterrupted
	case errors.As(err, &ce):
		return ce.Code
	case errors.As(err, &ue):
		return ExitUsage
	}
	return ExitFailure
}

// Plural counts n of noun in English: "1 error", "2 errors".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
