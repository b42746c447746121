package pipeline

import (
	"slices"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// surveyRequests builds one survey request per window of the loaded pages.
func surveyRequests(c *caches, s Settings) ([]*provider.Request, error) {
	pages := c.loaded
	var reqs []*provider.Request
	for i := 0; i < len(pages); i += s.SurveyWindow {
		window := pages[i:min(i+s.SurveyWindow, len(pages))]
		r, err := requests.BuildSurveyRequest(len(reqs)+1, window, s.requestSettings())
		if err != nil {
			return nil, err
		}
		reqs = append(reqs, r)
	}
	return reqs, nil
}

// requestSettings maps the pipeline's settings onto the request builders'.
func (s Settings) requestSettings() requests.Settings {
	return requests.Settings{TextOnly: !s.Images}
}

// readSurvey merges the survey answers into c.survey.
func readSurvey(c *caches, envs []*Envelope) (err error) {
	c.survey, err = mergeSurveys(envs)
	return err
}

// mergeSurveys merges the answers of page windows in window order: the first
// non-empty metadata wins, authors are united, page roles and printed stat
// blocks concatenated, and sites and levels of one name merged with their
// keys in order.
func mergeSurveys(envs []*Envelope) (*requests.Survey, error) {
	out := &requests.Survey{}
	for _, env := range envs {
		var s requests.Survey
		if err := env.decode(&s); err != nil {
			return nil, err
		}
		firstNonEmpty(&out.Title, s.Title)
		firstNonEmpty(&out.System, s.System)
		firstNonEmpty(&out.Edition, s.Edition)
		firstNonEmpty(&out.License, s.License)
		if out.LevelRange.AsPrinted == "" && out.LevelRange.Min == nil {
			out.LevelRange = s.LevelRange
		}
		for _, a := range s.Authors {
			if !slices.Contains(out.Authors, a) {
				out.Authors = append(out.Authors, a)
			}
		}
		out.Pages = append(out.Pages, s.Pages...)
		out.StatBlocks = append(out.StatBlocks, s.StatBlocks...)
		for _, site := range s.Sites {
			mergeSite(out, site)
		}
	}
	return out, nil
}

func firstNonEmpty(dst *string, v string) {
	if *dst == "" {
		*dst = v
	}
}

// mergeSite adds a window's site to out: into the site of the same name,
// or, unnamed, into the last site (a window that does not repeat the name of
// the site it continues).
func mergeSite(out *requests.Survey, site requests.Site) {
	i := slices.IndexFunc(out.Sites, func(s requests.Site) bool { return s.Name == site.Name })
	if site.Name == "" && len(out.Sites) > 0 {
		i = len(out.Sites) - 1
	}
	if i < 0 {
		out.Sites = append(out.Sites, requests.Site{Name: site.Name})
		i = len(out.Sites) - 1
	}
	dst := &out.Sites[i]
	for _, lv := range site.Levels {
		j := slices.IndexFunc(dst.Levels, func(l requests.Level) bool { return l.Name == lv.Name })
		if lv.Name == "" && len(dst.Levels) > 0 {
			j = len(dst.Levels) - 1
		}
		if j < 0 {
			dst.Levels = append(dst.Levels, requests.Level{Name: lv.Name})
			j = len(dst.Levels) - 1
		}
		dst.Levels[j].Keys = mergeKeys(dst.Levels[j].Keys, lv.Keys)
	}
}

// mergeKeys appends keys to dst, uniting the pages of a key met twice.
func mergeKeys(dst, keys []requests.AreaKey) []requests.AreaKey {
	for _, k := range keys {
		i := slices.IndexFunc(dst, func(d requests.AreaKey) bool { return d.Key == k.Key })
		if i < 0 {
			dst = append(dst, requests.AreaKey{Key: k.Key, Pages: slices.Clone(k.Pages)})
			continue
		}
		dst[i].Pages = unionInts(dst[i].Pages, k.Pages)
	}
	return dst
}

// unionInts returns the sorted distinct union of a and b.
func unionInts(a, b []int) []int {
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out)
}
