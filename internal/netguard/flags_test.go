package netguard

import "flag"

// The module's other test binaries take -update through internal/testenv,
// which cannot be imported here (it imports this package); accepting the
// flag lets `go test ./... -update` run this package too. It has no goldens.
var _ = flag.Bool("update", false, "accepted for go test ./... -update; no goldens here")
