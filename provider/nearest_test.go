package provider

import (
	"fmt"
	"testing"
)

// TestNearIndexKeepsLeastNameFirst checks that the file names sharing a
// leave-one-out digest are kept least first, whatever order they were
// indexed in, so a miss among many fixtures that each differ from it in
// the same one component reads one name, not all of them, and still
// names the first file.
func TestNearIndexKeepsLeastNameFirst(t *testing.T) {
	ni := &nearIndex{comps: map[string][]digest{}, oneOff: map[digest][]string{}}
	var want string
	for i := 9; i >= 0; i-- {
		c := Canonical(&Request{Tag: "t", System: "s", Parts: []Part{TextPart(fmt.Sprintf("page %d", (i*7)%10))}})
		name := fmt.Sprintf("t.%02d.json", (i*7)%10)
		ni.add(name, c)
		if want == "" || name < want {
			want = name
		}
	}
	miss := components(Canonical(&Request{Tag: "t", System: "s", Parts: []Part{TextPart("another page")}}))
	names := ni.oneOff[leaveOneOut(miss, 1)]
	if len(names) != 10 || names[0] != want {
		t.Fatalf("bucket of the part's leave-one-out digest = %q, want 10 names, %s first", names, want)
	}
	if got := ni.nearest(miss); got != want {
		t.Errorf("nearest = %s, want %s", got, want)
	}
}
