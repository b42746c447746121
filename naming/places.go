package naming

import "strings"

// Place is a name a place answers to in an index of [Places]: the key of
// the one place that answers to it ("" when several do, so it names
// none) and the name as printed, without a leading "The" (in any case)
// and with one kind of apostrophe ("Queen's Chamber"; a head noun is given
// folded). "A" and "An" stay: the name folds without them ([FoldPlace]),
// but a title printed with one keeps it ("A Ruined Shrine").
type Place struct {
	Key, Printed string
}

// Places indexes places by the names they answer to, folded ([FoldPlace]):
// each place's key and title, a title of the form "X of Y" in the
// possessive too ("Brother Odo's cell" for "Cell of Brother Odo"), and the head noun ([HeadNoun]) of a title of
// several words when no name is that word ("gate" for "Lych gate",
// "tomb" for "Tomb of the Bellfounder"). A name or head noun several
// places answer to has no key. Exits that name their target (the adventure
// model) and running text that leads to a place by name (the offline
// rules) both look places up here, so a name finds the same place in both.
type Places map[string]Place

// IndexPlaces returns the index of places keys and titles name, in order:
// titles[i] is the title of the place keyed keys[i], "" for a place known
// by its key alone. Where one name is given twice, the last printing is
// kept.
func IndexPlaces(keys, titles []string) Places {
	ps := Places{}
	for i, k := range keys {
		ps.add(k, k)
		ps.add(titles[i], k)
	}
	for i, k := range keys {
		if g := possessive(titles[i]); g != "" {
			if _, named := ps[FoldPlace(g)]; !named {
				ps.add(g, k)
			}
		}
	}
	heads := Places{}
	for i, k := range keys {
		h := HeadNoun(titles[i])
		if _, named := ps[h]; named || h == FoldPlace(titles[i]) {
			continue
		}
		heads.add(h, k)
	}
	for h, p := range heads {
		ps[h] = Place{Key: p.Key, Printed: h}
	}
	return ps
}

// add indexes name, printed, as a name of the place keyed key.
func (ps Places) add(name, key string) {
	if name == "" {
		return
	}
	f := FoldPlace(name)
	if p, ok := ps[f]; ok && p.Key != key {
		key = ""
	}
	ps[f] = Place{Key: key, Printed: withoutArticle(name)}
}

// Key returns the key of the one place name answers to, folded, and
// whether there is one.
func (ps Places) Key(name string) (string, bool) {
	p, ok := ps[FoldPlace(name)]
	return p.Key, ok && p.Key != ""
}

// possessive returns a title of the form "X of Y" in the possessive, "Y's
// X", as running text names the place ("Cell of Brother Odo" gives
// "Brother Odo's Cell", "VAULT OF THE PRIOR" gives "PRIOR's VAULT"), or
// "" when the title has no "of" between words.
func possessive(title string) string {
	t := strings.Join(strings.Fields(title), " ")
	i := strings.Index(strings.ToLower(t), " of ")
	if i <= 0 || i+4 >= len(t) {
		return ""
	}
	x, y := withoutArticle(t[:i]), withoutArticle(t[i+4:])
	if strings.HasSuffix(strings.ToLower(y), "s") {
		return y + "' " + x
	}
	return y + "'s " + x
}

// withoutArticle returns a printed name without a leading "The" or "the"
// and with one kind of apostrophe.
func withoutArticle(name string) string {
	n := strings.ReplaceAll(strings.Join(strings.Fields(name), " "), "’", "'")
	if len(n) > 4 && strings.EqualFold(n[:4], "the ") {
		return n[4:]
	}
	return n
}
