//go:build !amd64

package provider

// vectorJCS reports whether escapeBlocks runs here: it does only on amd64.
var vectorJCS = false

// escapeBlocks reads and writes nothing here: appendJCSString's own loop
// writes every string (vectorJCS is false).
func escapeBlocks(dst *byte, room int, src *byte, n int, tables *jcsVectorTables) (read, written int) {
	return 0, 0
}
