package pipeline

import (
	"slices"
	"testing"

	"github.com/scriptorium/scriptorium/requests"
)

// TestContentPagesKeyed pins the pages the content stage reads: not a
// cover, credits or licence page, unless the survey lists a key on it, as
// a role names only what a page mainly holds. Two shapes: an inside cover
// holding the licence and the first key of a zine, and a credits page run
// into a hex key; a licence page listing no key stays unread.
func TestContentPagesKeyed(t *testing.T) {
	pages := []requests.Page{{Number: 1}, {Number: 2}, {Number: 3}, {Number: 4}}
	for _, tc := range []struct {
		name  string
		roles []requests.Role
		keys  []requests.AreaKey
		want  []int
	}{
		{"licence page holding the first key",
			[]requests.Role{requests.RoleCover, requests.RoleLicense, requests.RoleAreaKey, requests.RoleLicense},
			[]requests.AreaKey{{Key: "1", Pages: []int{2}}, {Key: "2", Pages: []int{3}}, {Key: "3", Pages: []int{3}}},
			[]int{2, 3}},
		{"credits page run into a hex key",
			[]requests.Role{requests.RoleCover, requests.RoleCredits, requests.RoleAreaKey, requests.RoleMap},
			[]requests.AreaKey{{Key: "0101", Pages: []int{2, 3}}, {Key: "0102", Pages: []int{3}}},
			[]int{2, 3, 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sv := &requests.Survey{Sites: []requests.Site{{Name: "Site", Levels: []requests.Level{{Keys: tc.keys}}}}}
			for i, r := range tc.roles {
				sv.Pages = append(sv.Pages, requests.SurveyPage{Page: i + 1, Role: r})
			}
			var got []int
			for _, p := range contentPages(pages, sv) {
				got = append(got, p.Number)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("content pages %v, want %v", got, tc.want)
			}
		})
	}
}
