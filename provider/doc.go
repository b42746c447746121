// Package provider is the replay core of Scriptorium: the [Provider] interface
// every model exchange goes through, the request fingerprint, the fixture
// store, and the [FixtureProvider] and [RecordingProvider] that record and
// replay exchanges so the test suite runs at zero network and zero model spend.
//
// # Request and fingerprint v1
//
// A [Request] is a caller-chosen Tag (for example "survey.w01",
// "content.p003-p010", "statblock.orc-war-leader"), a System text, ordered
// content Parts (text, or an image with a MIME type and raw bytes) and the JSON
// Schema the answer must satisfy. The model name and sampling knobs are not part
// of a request's identity.
//
// [Fingerprint] is the lowercase hex SHA-256 of the RFC 8785 (JSON
// Canonicalization Scheme, JCS) serialization of
//
//	{"v":1,
//	 "tag":<tag>,
//	 "system":<system text>,
//	 "parts":[{"type":"text","text":<text>}
//	        | {"type":"image","mime":<mime>,"sha256":<hex>,"size":<bytes>}, ...],
//	 "schema":<the JSON Schema, or null when there is none>}
//
// A multi-turn or tool-using request (an HTTP mock's, never one Scriptorium
// builds) carries a [Conversation] and, before "parts", one more member:
//
//	"conversation":{"turns":[{"role":<user|assistant|tool_call|tool_result>,
//	                          "name":<name>, "parts":[<parts as above>],
//	                          "arguments":<a tool call's arguments>}, ...],
//	                "tools":[{"name":…,"description":…,"parameters":…}, ...],
//	                "tool_choice":<auto|none|required|tool:NAME>,
//	                "format":"json", "previous":<previous answer id>}
//
// where every member but "turns" and "role" is left out when empty. A
// request without one has exactly the layout above.
//
// Volatile text (today's date, a request id) can be rewritten to fixed
// placeholders before fingerprinting by a fixture directory's
// [NormalizationFile] or a [WithNormalization] option (see [Normalization]):
// the system text and text parts are fingerprinted rewritten, and one more
// member, before "parts", names the rules' version:
//
//	"normalization":<version>
//
// Without rules nothing is rewritten and the member is absent. The live
// provider is always sent the real text.
//
// Images are identified by the lowercase hex SHA-256 of their decoded bytes and
// their size in bytes, never by a base64 or URL spelling, so the same picture
// sent as a data URL or as raw bytes has one fingerprint. JCS (RFC 8785 §3.2)
// sorts object members by their UTF-16 code units, writes numbers as ECMAScript
// does (1.0 → 1, -0 → 0, 1e21 → 1e+21) and escapes only what JSON requires.
// Test vectors (request JSON, canonical text, fingerprint) live in
// tests/assets/fingerprint so an implementation in another language can check
// itself.
//
// # Fixture file v1 and the store
//
// One JSON file per exchange, named <tag>.<first 12 hex of the fingerprint>.json
// (see [FileName]); see [Fixture] for its fields. Files are written atomically
// (temporary file, sync, rename) and never hold headers, keys,
// credential-shaped strings (API keys of OpenAI, Anthropic, Google, Groq, xAI
// and Hugging Face, GitHub and Slack tokens, JWTs, Google OAuth tokens, AWS
// key ids and secret keys, bearer tokens) or timestamps. A [Store] is a
// directory of such files: [OpenStore] reads no fixture (it sweeps stale
// temporary files), the first lookup indexes file names, and each lookup
// reads and verifies only the file it needs. Unknown versions, corrupt files, names that
// do not match their content and duplicate fingerprints are refused by name
// ([ErrUnknownFixtureVersion], [ErrCorruptFixture], [ErrFixtureNameMismatch],
// [ErrDuplicateFingerprint]).
//
// # Replay and record
//
// [FixtureProvider] replays a store; a request with no fixture fails with a
// *[FixtureMissError] that names the tag and fingerprint, lists the recorded
// tags, says how the nearest recording of the same tag differs and how to
// re-record (the store's hint, [Store.SetRecordHint]; [Store.Miss] builds
// the same explanation for other front ends, such as an HTTP mock).
// Replayed data is re-validated against the request's schema with
// [ValidateAnswer]; a failure is a *[SchemaError] naming the fixture file.
// [RecordingProvider] wraps a live provider and records its validated answers.
// A [Mode] (replay, record-missing, record-all, live; see [ParseMode]) picks
// the provider a command runs through [Select]. Tests never leave replay, and
// run with internal/netguard, which refuses any non-loopback dial.
//
// Test doubles for other packages live in testing.go: [Func], [Answer], [Spy].
//
// This package imports no other package of Scriptorium and no vendor SDK; it is
// not where prompts, stages or wire formats live.
package provider
