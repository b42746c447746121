package adventure

// Areas returns pointers to every area of a in printed order (sites, then
// levels, then areas).
func (a *Adventure) Areas() []*Area {
	var out []*Area
	for s := range a.Sites {
		for l := range a.Sites[s].Levels {
			for i := range a.Sites[s].Levels[l].Areas {
				out = append(out, &a.Sites[s].Levels[l].Areas[i])
			}
		}
	}
	return out
}

// Area returns the first area with key, or nil.
func (a *Adventure) Area(key string) *Area {
	for _, area := range a.Areas() {
		if area.Key == key {
			return area
		}
	}
	return nil
}

// Monster returns the monster with id, or nil.
func (a *Adventure) Monster(id string) *Monster {
	for i := range a.Monsters {
		if a.Monsters[i].ID == id {
			return &a.Monsters[i]
		}
	}
	return nil
}
