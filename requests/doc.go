// Package requests builds every model request Scriptorium sends and defines
// the answers: pure builders, answer types whose JSON Schemas are generated
// from Go structs, embedded prompts, the monster alias table and the
// stat-block normalizer. The pipeline and the tests call the same builders,
// so a request built twice has one fingerprint ([provider.Fingerprint]).
//
// # Request kinds and tags
//
// There is one builder per [Kind]; the tag's first dot-separated part is the
// kind, which [KindOf] recovers:
//
//	kind       builder                  tag                       answer type
//	survey     BuildSurveyRequest       survey.w01 (page window)  Survey
//	content    BuildContentRequest      content.p003-p010         Content
//	statblock  BuildStatblockRequest    statblock.orc-war-leader  StatBlock
//	monsters   BuildMonstersRequest     monsters                  Monsters
//	wandering  BuildWanderingRequest    wandering.p005-p006       Wandering
//
// Page numbers in tags are 1-based PDF page numbers padded to three digits;
// stat block tags end in the [Slug] of the canonical name.
//
// # Inputs and request layout
//
// Builders are pure: no I/O, clock or randomness. Their inputs are values —
// [Page] (number, text layer, optional PNG render), [Settings], and per kind a
// [ContentContext], [Creature], names or an [AliasTable] — and the pipeline
// reads pages/NNNN.txt and pages/NNNN.png to make them. Lists a builder
// should not depend on the order of (printed names, stat lines) are trimmed,
// deduplicated and sorted; pages must ascend.
//
// System is the kind's prompt ([System]): prompts/common.txt, then
// prompts/<kind>.txt, then "Prompt: <kind> v<PromptVersion>". Every text part
// is a section whose first line is "=== <label> ===" and whose text follows
// after one newline:
//
//	=== page 3 ===          the text layer of page 3; its image part, when
//	                        attached, follows immediately
//	=== context ===         content: JSON of ContentContext (first part)
//	=== creature ===        statblock: JSON of Creature (first part)
//	=== printed names ===   monsters: one printed name per line
//	=== alias table ===     monsters: the alias table's TSV text
//
// [Sections], [Pages] and [DecodeSection] parse a request back, so a
// rule-based provider reads the same format without duplicating it. Images
// go after the text of their page so a vision model sees both and a text
// model (or [Settings.TextOnly]) loses nothing but the picture.
//
// # Answers and schemas
//
// Answers decode into [Survey], [Content], [StatBlock], [Monsters] and
// [Wandering] (snake_case JSON fields; [AnswerType] maps a kind to its type).
// [Schema] generates each schema with invopop/jsonschema and makes it
// portable: every type is inlined, every object closed and every property
// required, a pointer field (nil = not printed) becomes a nullable scalar
// (["integer","null"]); strings the page does not give are empty, lists are
// empty, never null. Enumerations ([Role], [ExitKind], [ExitState]) are
// string enums. [CheckPortable] enforces that subset, which OpenAI strict
// structured output, Anthropic tool input schemas and Gemini response
// schemas all accept. [Encode] writes an answer with nil slices as [], so a
// Go-made answer (the offline provider's) satisfies its schema. Schema bytes
// are the same on every run; goldens live in tests/assets/schemas.
//
// Fingerprints couple to inputs exactly: editing a prompt strands its kind's
// fingerprints, editing an answer type strands its kind's, editing the alias
// table strands only the monsters fingerprint. Bump [PromptVersion] when a
// prompt's meaning changes.
//
// # Monsters and stat blocks
//
// [DefaultAliases] is the embedded table (requests/aliases.tsv);
// [AliasTable.Resolve] maps a printed name exact → alias → fuzzy before any
// model is asked. The model copies stat blocks verbatim; Go derives numbers:
// [ParseStatLine] splits a printed stat line or block into [StatBlock] fields
// and [Normalize] derives AC in both notations, HD, hit points, attacks,
// THAC0 and attack bonus, movement, saves, morale, XP and number appearing,
// flagging every derived value and keeping what it cannot parse verbatim.
//
// This package does not call providers, read files or know about stages or
// workdirs; the pipeline does.
package requests
