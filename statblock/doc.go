// Package statblock reads printed stat blocks: [Parse] splits a stat line
// or block of any dialect it knows (B/X rulebook, TSR module lines, OSE,
// Basic Fantasy, Labyrinth Lord, Swords & Wizardry, compact
// one-page-dungeon lines such as "HD1 AC6 1d6", AD&D 1e) into [StatBlock]
// fields, each verbatim; [Normalize] derives AC in both notations, hit
// dice, hit points, attacks with damage, THAC0 and attack bonus, movement,
// saves, morale, alignment, XP, number appearing and treasure letters. It
// lists every derived field in Normalized.Derived and every printed field
// it could not read in Normalized.Unparsed (that text stays in the stat
// block); it derives only by B/X rules and tables, and not for Basic
// Fantasy or 1e lines, whose tables differ. The table of real printed
// lines it is tested on is tests/assets/statblocks/lines.txt.
//
// The dialects are data: [Labels] is the one vocabulary of stat labels,
// which [Parse] reads fields by and the offline rules find stat lines in
// page text with ([Pattern], [GluedPattern], [CreaturePattern],
// [OpenerPattern], [LabelsIn], [PrintsStats]) and stat columns in tables
// ([LabelsColumns], [ColumnLabel]). A character's class and level ("Ftr 4",
// "M-U 5", "5th level magic-user", "Level 3 Fighter", "Magic-User 4") is
// one pattern, [ClassLevelPattern], which Parse reads a name's class by,
// Normalize hit dice by, and the offline rules named characters by; it,
// the saves' classes ("SV Ftr 4", "Save As: Magic-User: 3") and the
// attack and save tables come from one table of the B/X classes, which
// keys each class once (F, C, MU, T, D, E, H, NM).
//
// The package is pure: no I/O, no providers, nothing of the pipeline.
package statblock
