package adventure

import "strings"

// oppositeDirections pairs each compass word, its abbreviation and up/down
// with the direction back.
var oppositeDirections = map[string]string{
	"north": "south", "south": "north", "east": "west", "west": "east",
	"northeast": "southwest", "southwest": "northeast", "northwest": "southeast", "southeast": "northwest",
	"north-east": "south-west", "south-west": "north-east", "north-west": "south-east", "south-east": "north-west",
	"n": "s", "s": "n", "e": "w", "w": "e", "ne": "sw", "sw": "ne", "nw": "se", "se": "nw",
	"up": "down", "down": "up",
}

// Opposite returns the direction back along an exit printed as direction
// ("north" gives "south", "NE" gives "sw", "up" gives "down"), lower case,
// and "" for a direction it cannot reverse (a wall named otherwise, or
// none).
func Opposite(direction string) string {
	return oppositeDirections[strings.ToLower(strings.TrimSpace(direction))]
}

// MirrorExits gives the target of every exit stated in one area only the
// exit back: when an exit of area A names area B of the same site as its
// target and B lists no exit to A, B gets an exit to A with the opposite
// direction (see [Opposite]), the same kind and state, marked Mirrored. An
// exit whose target is not an area of the site, or is A itself, mirrors
// nothing; mirrored exits are not mirrored again.
func (a *Adventure) MirrorExits() {
	for si := range a.Sites {
		byKey := map[string]*Area{}
		var areas []*Area
		for li := range a.Sites[si].Levels {
			for ai := range a.Sites[si].Levels[li].Areas {
				ar := &a.Sites[si].Levels[li].Areas[ai]
				byKey[ar.Key] = ar
				areas = append(areas, ar)
			}
		}
		for _, ar := range areas {
			for _, x := range ar.Exits {
				back := byKey[x.Target]
				if x.Mirrored || back == nil || back == ar || back.exitTo(ar.Key) {
					continue
				}
				back.Exits = append(back.Exits, Exit{Direction: Opposite(x.Direction), Kind: x.Kind, State: x.State, Target: ar.Key, Mirrored: true})
			}
		}
	}
}

// exitTo reports whether ar lists an exit whose target is key.
func (ar *Area) exitTo(key string) bool {
	for _, x := range ar.Exits {
		if x.Target == key {
			return true
		}
	}
	return false
}
