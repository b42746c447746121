package main

import (
	"errors"
	"fmt"
)

// errNoCaches marks a module without committed stage caches.
var errNoCaches = errors.New("no stage caches")

// errMoved is wrapped by check's error when a score differs from the
// committed scoreboard.
var errMoved = errors.New("scores differ from the committed scoreboard")

// usageError is a command-line mistake: main prints it and exits 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usagef returns a usageError.
func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// helpRequest is a command's usage asked for with -h: printed to standard
// output, exit 0.
type helpRequest struct{ usage string }

func (e *helpRequest) Error() string { return e.usage }
