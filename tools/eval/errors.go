package main

import (
	"errors"
)

// errNoCaches marks a module without committed stage caches.
var errNoCaches = errors.New("no stage caches")

// errMoved is wrapped by check's error when a score differs from the
// committed scoreboard.
var errMoved = errors.New("scores differ from the committed scoreboard")
