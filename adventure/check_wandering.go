package adventure

import "fmt"

// wandering checks wandering table i: its die, and each row's range
// against the die and the rows before it, and that rows have text.
func (c *checker) wandering(i int) {
	t := &c.a.Wandering[i]
	name := fmt.Sprintf("wandering table %d", i+1)
	if t.Name != "" {
		name = fmt.Sprintf("wandering table %q", t.Name)
	}
	if len(t.Entries) == 0 {
		c.add(SeverityWarning, CodeWanderingEmpty, "", "", "%s has no rows", name)
		return
	}
	rolls := ReadRolls(t)
	if !rolls.DieOK {
		c.add(SeverityWarning, CodeWanderingDie, "", "", "%s: die %q is not NdM or d%%: fix it in overrides.yaml (wandering)", name, t.Die)
	}
	taken := map[int]int{} // roll → row
	for r, e := range t.Entries {
		row, rr := r+1, rolls.Rows[r]
		if e.Entry == "" {
			c.add(SeverityWarning, CodeWanderingEmpty, "", "", "%s row %d has no entry text", name, row)
		}
		switch {
		case rr.Err != nil:
			c.add(SeverityWarning, CodeWanderingRange, "", "", "%s row %d: %v", name, row, rr.Err)
			continue
		case !rr.InReach:
			c.add(SeverityWarning, CodeWanderingRange, "", "", "%s row %d: %s cannot roll %q (%d-%d)",
				name, row, rolls.Formula, e.Range, rolls.Low, rolls.High)
		}
		for roll := rr.Low; roll <= rr.High && roll-rr.Low < 1000; roll++ {
			if first, dup := taken[roll]; dup {
				c.add(SeverityWarning, CodeWanderingOverlap, "", "", "%s: rows %d and %d both have %d", name, first, row, roll)
				break
			}
			taken[roll] = row
		}
	}
}
