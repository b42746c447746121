// Package cli holds what the project's command-line tools share: usage
// errors (exit 2), -h requests (usage on standard output, exit 0) and the
// one-line error report that ends a run ("prog: reason", exit 1).
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// UsageError is a command-line mistake: [Exit] prints it and returns 2.
type UsageError struct{ msg string }

func (e *UsageError) Error() string { return e.msg }

// Usagef returns a *UsageError with the formatted message.
func Usagef(format string, args ...any) error { return &UsageError{fmt.Sprintf(format, args...)} }

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

// IsHelp reports whether arg asks for help: -h, -help, --h or --help.
func IsHelp(arg string) bool {
	return arg == "-h" || arg == "--help" || arg == "-help" || arg == "--h"
}

// Exit reports how a command of prog ended and returns its exit code: 0
// for success or a [HelpRequest] (printed to stdout); else the error's
// first line as "prog: reason" on stderr with any further lines indented
// below it (a fixture miss explains itself there), and 2 for a
// [UsageError], 1 otherwise.
func Exit(prog string, err error, stdout, stderr io.Writer) int {
	var help *HelpRequest
	if errors.As(err, &help) {
		fmt.Fprintln(stdout, help.Usage)
		return 0
	}
	if err == nil {
		return 0
	}
	head, detail, _ := strings.Cut(err.Error(), "\n")
	fmt.Fprintf(stderr, "%s: %s\n", prog, head)
	if detail != "" {
		fmt.Fprintf(stderr, "  %s\n", strings.ReplaceAll(detail, "\n", "\n  "))
	}
	var ue *UsageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}
