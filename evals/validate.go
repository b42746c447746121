package evals

import (
	"fmt"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/naming"
)

// keyPrefixes are words a printed key may carry before the key itself
// ("Area 12", "Room 3"); matching ignores them.
var keyPrefixes = []string{"area-", "room-", "location-"}

// NormKey returns an area key as matching compares it: [naming.Slug] of
// the key (case, accents, punctuation and "#" ignored) without a leading
// "area", "room" or "location" word. "#12", "Area 12" and "12." all give
// "12".
func NormKey(key string) string {
	k := naming.Slug(key)
	for _, p := range keyPrefixes {
		if rest, ok := strings.CutPrefix(k, p); ok {
			return rest
		}
	}
	return k
}

// truthArea is an area of a truth with where it sits.
type truthArea struct {
	site, level string
	area        *AreaTruth
}

// areas returns every area of t in printed order.
func (t *Truth) areas() []truthArea {
	var out []truthArea
	if t.Sites == nil {
		return nil
	}
	for _, s := range *t.Sites {
		for _, l := range s.Levels {
			for i := range l.Areas {
				out = append(out, truthArea{s.Name, l.Name, &l.Areas[i]})
			}
		}
	}
	return out
}

// siteKey is an area key normalized ([NormKey]) within its site: exit
// targets resolve inside the site of the area that lists them, so a
// compilation may key 1, 2, 3 in each of its modules.
type siteKey struct{ site, key string }

// validate checks what the YAML decoder cannot: the version, keys unique
// in their level, exit targets naming exactly one area of their site, exit
// lists that agree with each other, the exit vocabulary, and non-empty
// names.
func (t *Truth) validate() error {
	if t.Version != TruthVersion {
		return fmt.Errorf("version %d, want %d", t.Version, TruthVersion)
	}
	byKey := map[siteKey][]*AreaTruth{}
	if t.Sites != nil {
		for _, s := range *t.Sites {
			for _, l := range s.Levels {
				if err := validateLevel(s.Name, l, byKey); err != nil {
					return err
				}
			}
		}
	}
	for _, ta := range t.areas() {
		if err := validateExits(ta.site, ta.area, byKey); err != nil {
			return err
		}
	}
	if err := t.validateMonsters(); err != nil {
		return err
	}
	return t.validateWandering()
}

// validateLevel checks a level's areas and adds them to byKey.
func validateLevel(site string, l LevelTruth, byKey map[siteKey][]*AreaTruth) error {
	seen := map[string]bool{}
	for i := range l.Areas {
		a := &l.Areas[i]
		k := NormKey(a.Key)
		if strings.TrimSpace(a.Key) == "" {
			return fmt.Errorf("site %q level %q: area %d has no key", site, l.Name, i+1)
		}
		if seen[k] {
			return fmt.Errorf("site %q level %q: key %q twice", site, l.Name, a.Key)
		}
		seen[k] = true
		byKey[siteKey{site, k}] = append(byKey[siteKey{site, k}], a)
		if err := validateArea(a); err != nil {
			return fmt.Errorf("area %q: %w", a.Key, err)
		}
	}
	return nil
}

// validateArea checks an area's encounters and treasure.
func validateArea(a *AreaTruth) error {
	if a.Encounters != nil {
		for _, e := range *a.Encounters {
			if strings.TrimSpace(e.Creature) == "" {
				return fmt.Errorf("encounter without creature")
			}
			if e.Count != nil && *e.Count < 0 {
				return fmt.Errorf("encounter %q: negative count", e.Creature)
			}
		}
	}
	if tr := a.Treasure; tr != nil && !tr.Present && tr.Types != nil && len(*tr.Types) > 0 {
		return fmt.Errorf("treasure types without treasure")
	}
	return nil
}

// validateExits checks the exits of a, an area of site: vocabulary, a
// target naming one area of the site, and that a target whose exits are
// listed lists a back.
func validateExits(site string, a *AreaTruth, byKey map[siteKey][]*AreaTruth) error {
	if a.Exits == nil {
		return nil
	}
	for _, x := range *a.Exits {
		if x.Kind != "" && !slices.Contains(adventure.ExitKinds, x.Kind) {
			return fmt.Errorf("area %q: exit kind %q not in %v", a.Key, x.Kind, adventure.ExitKinds)
		}
		if x.State != "" && !slices.Contains(adventure.ExitStates, x.State) {
			return fmt.Errorf("area %q: exit state %q not in %v", a.Key, x.State, adventure.ExitStates)
		}
		if x.To == "" {
			continue
		}
		targets := byKey[siteKey{site, NormKey(x.To)}]
		if len(targets) != 1 {
			return fmt.Errorf("area %q: exit to %q names %d areas of site %q, want 1", a.Key, x.To, len(targets), site)
		}
		if b := targets[0]; b.Exits != nil && !slices.ContainsFunc(*b.Exits, func(y ExitTruth) bool {
			return NormKey(y.To) == NormKey(a.Key)
		}) {
			return fmt.Errorf("area %q: exit to %q, whose exits do not lead back", a.Key, x.To)
		}
	}
	return nil
}

// validateMonsters checks monster names are present and distinct.
func (t *Truth) validateMonsters() error {
	if t.Monsters == nil {
		return nil
	}
	seen := map[string]bool{}
	for _, m := range *t.Monsters {
		k := naming.Slug(m.Name)
		if strings.TrimSpace(m.Name) == "" || seen[k] {
			return fmt.Errorf("monster name %q empty or repeated", m.Name)
		}
		seen[k] = true
	}
	return nil
}

// validateWandering checks every table entry has a range.
func (t *Truth) validateWandering() error {
	if t.Wandering == nil {
		return nil
	}
	for i, tb := range *t.Wandering {
		if tb.Entries == nil {
			continue
		}
		for _, e := range *tb.Entries {
			if strings.TrimSpace(e.Range) == "" {
				return fmt.Errorf("wandering table %d (%q): entry without range", i+1, tb.Name)
			}
		}
	}
	return nil
}
