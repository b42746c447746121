// The module's one -update flag is internal/testenv's, which every test
// binary takes so that `go test ./... -update` runs them all. This
// package has no goldens, and its tests cannot run under testenv.Main,
// whose guard they trip on purpose; importing testenv from this external
// test package gives its binary the flag (testenv imports netguard, so
// the package's own tests cannot).
package netguard_test

import _ "github.com/scriptorium/scriptorium/internal/testenv"
