package requests

// B/X rule tables the normalizer derives values from. Sources: the Moldvay
// Basic and Cook/Marsh Expert rulebooks (1981), as reprinted in Old-School
// Essentials Classic Fantasy: the monster attack table (Basic p. B27, Expert
// p. X25), the character attack tables (B27, X25) and the saving throw tables
// (B26, X24).

// monsterTHAC0 returns the B/X THAC0 of a monster of hd hit dice; plus says
// the hit dice carry a bonus (1+1 attacks as "1+ to 2"). Normal humans
// (hd 0) hit as 20, up to 1 HD as 19, and each band after that one better,
// with the bands widening from 7+ HD, down to 5 for 21+ HD.
func monsterTHAC0(hd float64, plus bool) int {
	if hd <= 0 {
		return 20
	}
	// bands: upper HD bound (inclusive without a plus) → THAC0.
	bands := []struct {
		upTo  float64
		thac0 int
	}{{1, 19}, {2, 18}, {3, 17}, {4, 16}, {5, 15}, {6, 14}, {7, 13}, {9, 12},
		{11, 11}, {13, 10}, {15, 9}, {17, 8}, {19, 7}, {21, 6}}
	for _, b := range bands {
		if hd < b.upTo || hd == b.upTo && !plus {
			return b.thac0
		}
	}
	return 5
}

// classBand is a range of class levels sharing attack and save values.
type classBand struct {
	upTo  int    // highest level of the band
	thac0 int    // THAC0 of the band
	saves [5]int // death, wands, paralysis, breath, spells
}

// classTables are the B/X tables by class letter as printed in stat lines:
// F fighter, C cleric, M/MU magic-user, T thief, D dwarf, E elf, H halfling,
// NM normal man. Demi-humans attack as fighters (Basic p. B27).
var classTables = map[string][]classBand{
	"NM": {{0, 20, [5]int{14, 15, 16, 17, 18}}},
	"F": {{3, 19, [5]int{12, 13, 14, 15, 16}}, {6, 17, [5]int{10, 11, 12, 13, 14}},
		{9, 14, [5]int{8, 9, 10, 10, 12}}, {12, 12, [5]int{6, 7, 8, 8, 10}}, {15, 10, [5]int{4, 5, 6, 5, 8}}},
	"C": {{4, 19, [5]int{11, 12, 14, 16, 15}}, {8, 17, [5]int{9, 10, 12, 14, 12}},
		{12, 14, [5]int{6, 7, 9, 11, 9}}, {16, 12, [5]int{3, 5, 7, 8, 7}}},
	"M": {{5, 19, [5]int{13, 14, 13, 16, 15}}, {10, 17, [5]int{11, 12, 11, 14, 12}},
		{15, 14, [5]int{8, 9, 8, 11, 8}}},
	"T": {{4, 19, [5]int{13, 14, 13, 16, 15}}, {8, 17, [5]int{12, 13, 11, 14, 13}},
		{12, 14, [5]int{10, 11, 9, 12, 10}}, {16, 12, [5]int{8, 9, 7, 10, 8}}},
	"D": {{3, 19, [5]int{8, 9, 10, 13, 12}}, {6, 17, [5]int{6, 7, 8, 10, 10}},
		{9, 14, [5]int{4, 5, 6, 7, 8}}, {12, 12, [5]int{2, 3, 4, 4, 6}}},
	"E": {{3, 19, [5]int{12, 13, 13, 15, 15}}, {6, 17, [5]int{10, 11, 11, 13, 12}},
		{9, 14, [5]int{8, 9, 9, 10, 10}}, {10, 12, [5]int{6, 7, 8, 8, 8}}},
}

func init() {
	classTables["MU"] = classTables["M"]
	classTables["H"] = classTables["D"] // halflings save as dwarves (B26)
}

// classBandOf returns the band of class letter(s) cls at level, and false for
// an unknown class or a level past the table.
func classBandOf(cls string, level int) (classBand, bool) {
	for _, b := range classTables[cls] {
		if level <= b.upTo {
			return b, true
		}
	}
	return classBand{}, false
}
