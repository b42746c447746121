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
// Images are identified by the lowercase hex SHA-256 of their decoded bytes and
// their size in bytes, never by a base64 or URL spelling, so the same picture
// sent as a data URL or as raw bytes has one fingerprint. JCS (RFC 8785 §3.2)
// sorts object members by their UTF-16 code units, writes numbers as ECMAScript
// does (1.0 → 1, -0 → 0, 1e21 → 1e+21) and escapes only what JSON requires.
// Test vectors (request JSON, canonical text, fingerprint) live in
// tests/assets/fingerprint so an implementation in another language can check
// itself.
//
// # Fixture file v1
//
// One JSON file per exchange, named <tag>.<first 12 hex of the fingerprint>.json;
// see [Fixture] for its fields. Files are written atomically and never hold
// headers, keys or timestamps.
//
// This package imports no other package of Scriptorium and no vendor SDK; it is
// not where prompts, stages or wire formats live.
package provider
