// Package requests builds every model request Scriptorium sends and defines
// the answers: pure builders, answer types whose JSON Schemas are generated
// from Go structs, embedded prompts, and the monster alias table. The pipeline and the tests call the same builders,
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
// stat block tags end in the [naming.Slug] of the canonical name.
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
// System is the kind's prompt: prompts/common.txt, then
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
// Why this subset: OpenAI strict mode refuses open objects and optional
// properties, so optional values are nullable and every property required;
// Gemini's OpenAPI-style responseSchema has no $ref, no anyOf beyond
// nullability, no type lists and no additionalProperties, so a Gemini codec
// writes ["integer","null"] as {"type":"integer","nullable":true}, drops
// additionalProperties and may list propertyOrdering from the properties'
// order, which the schema bytes keep in Go field order (its
// responseJsonSchema takes the schema as is); Anthropic takes any of these. Only scalars are nullable, so
// no object needs anyOf. Absent text is "" rather than null because models
// fill required strings more reliably than nullable ones and the pipeline
// treats both alike.
//
// Fingerprints couple to inputs exactly: editing a prompt strands its kind's
// fingerprints, editing an answer type strands its kind's, editing the alias
// table strands only the monsters fingerprint. Bump [PromptVersion] when a
// prompt's meaning changes.
//
// # Monsters and stat blocks
//
// [DefaultAliases] is the embedded table (requests/aliases.tsv): lone
// canonical names (the B/X bestiary, singular, adjective first) and
// "printed<TAB>canonical" rows for irregular plurals, inverted names ("Rat,
// Giant") and edition spellings. Leaders and named individuals are not
// aliases: an orc war leader has stats of its own. [AliasTable.Resolve] maps
// a printed name exact → alias → fuzzy (unique, one edit per five letters)
// before any model is asked; the monsters request carries the table's text,
// so editing it strands only the monsters fingerprint.
//
// The model copies stat blocks verbatim; Go derives numbers: a stat block
// answer is a [statblock.StatBlock], parsed and normalized by package
// statblock, which the offline provider answers stat block requests with.
//
// This package does not call providers, read files or know about stages or
// workdirs; the pipeline does.
package requests
