// Package mockllm is an HTTP mock LLM server that replays Scriptorium fixtures
// in the wire formats of the major model APIs. [NewServer] starts one on
// 127.0.0.1:0, shaped like net/http/httptest: it exposes URL, Client and
// Close. [NewHandler] gives the bare handler for a server of one's own (the
// tools/mockllm command uses it).
//
// # Routes
//
//	POST /v1/chat/completions                          OpenAI Chat Completions (SSE, [DONE])
//	POST /openai/deployments/{d}/chat/completions      Azure OpenAI; the deployment stands for the model;
//	     /openai/v1/chat/completions                   also Azure's v1 route
//	POST /v1/responses                                 OpenAI Responses (named SSE events); on Azure
//	     /openai/v1/responses, /openai/responses,      too, a deployment standing for a missing model
//	     /openai/deployments/{d}/responses
//	POST /v1/messages                                  Anthropic Messages (named SSE events)
//	POST /v1beta/models/{model}:generateContent        Gemini, also /v1/models/… and Vertex AI paths;
//	POST /v1beta/models/{model}:streamGenerateContent?alt=sse
//	POST /api/chat, /api/generate                      Ollama (NDJSON streaming by default)
//	POST /model/{id}/converse, /model/{id}/converse-stream   Bedrock (AWS event-stream framing)
//	POST /model/{id}/invoke, /model/{id}/invoke-with-response-stream   Bedrock InvokeModel with an
//	                                                   Anthropic Messages body, answered as Messages
//	                                                   (a stream as event-stream "chunk" events)
//	POST /v1/embeddings, /openai/deployments/{d}/embeddings, /openai/v1/embeddings,
//	     /api/embed, /api/embeddings                   embeddings, computed by [Embed]
//	POST /v1beta/models/{model}:embedContent, …:batchEmbedContents   Gemini embeddings, by [Embed]
//	                                                   of the text parts joined by newlines
//	GET  /v1/models, /v1/models/{model}                the models, OpenAI's shape (Anthropic's with an
//	                                                   anthropic-version header); GET /v1beta/models Gemini's
//	GET  /api/tags, /api/version; POST /api/show       Ollama's model list, version and model details
//
// The model lists name the distinct models of the recorded fixtures ("mockllm"
// when there are none); every model is answered alike, and /api/show and
// /v1/models/{model} describe any name. An Ollama request with nothing to
// answer (/api/generate without a prompt, /api/chat without messages) loads
// its model as Ollama's does: one JSON object, done_reason "load", or
// "unload" when keep_alive is zero.
//
// Every route is served over HTTP/1.1 and over HTTP/2 in cleartext (h2c
// with prior knowledge, the AWS SDK for JavaScript's default for Bedrock);
// see [NewHTTPServer].
//
// Clients authenticate however they like (Authorization: Bearer, X-Api-Key,
// x-goog-api-key, SigV4); the mock reads no credential.
//
// # Lookup
//
// Each wire request is decoded into a canonical [provider.Request] and looked
// up in [Options.Fixtures] (normally a *provider.Store) by the same
// fingerprint the FixtureProvider uses, so a fixture recorded in-process
// replays over HTTP in every format; the replayed data is re-validated
// against the request's schema. When the fixture directory holds
// normalization rules (provider.NormalizationFile), the request's system text
// and text parts are rewritten by them before fingerprinting, as the
// FixtureProvider does, so a date or request id in a prompt still hits; the
// record proxy forwards the real text. The decoding is the inverse of what
// Scriptorium's live providers send:
//
//   - System is the system text: OpenAI "system"/"developer" messages (several
//     are joined by a blank line; Responses "instructions" first), Anthropic
//     "system", Gemini "systemInstruction", Ollama "system", Bedrock "system".
//   - Parts are the content parts of the user messages in order: text, and
//     images given as data URLs or base64 blocks, hashed by their decoded
//     bytes (Ollama's bare base64 images follow the message text, their MIME
//     type sniffed from the bytes; Bedrock's image format names the subtype).
//     Remote image URLs are refused, since the mock never leaves loopback,
//     and so is image data declared PNG, JPEG, GIF or WebP whose bytes are
//     none of these (a 400, as each API refuses an image it cannot read);
//     Anthropic's and Bedrock's routes refuse an image of another of these
//     types than the one declared (a JPEG sent as image/png), as those
//     APIs do, where OpenAI's and Gemini's take it, as theirs do.
//   - Conversation: a request without a tag that is more than a single turn
//     (assistant turns, tool calls or results, several user messages, tools
//     offered, JSON mode, a Responses previous_response_id) is keyed by its
//     whole conversation in one form for every format (see
//     provider.Conversation): the turns in order (consecutive content of one
//     role is one turn; each tool call and tool result is a turn, a result
//     naming the tool whose call it answers, since call ids change from run
//     to run; a result that is a JSON object or array is in JCS form;
//     empty assistant text, thinking and reasoning blocks are left out),
//     the tools offered
//     (name, description, parameters), the tool choice and the format. So a
//     conversation recorded through one route replays through another,
//     except that Gemini's function responses are JSON objects where the
//     others send text. Parts is then empty. Tagged requests (Scriptorium's
//     own) and single turns keep the single-turn form above, fingerprint
//     v1 unchanged.
//   - Schema comes from OpenAI response_format json_schema, Anthropic
//     output_config.format (or output_format), from a forced tool whose
//     parameters are the schema, or from Gemini responseJsonSchema /
//     responseSchema (a responseSchema or a function's parameters is
//     Google's OpenAPI style, "type": "OBJECT" and nullable, and is
//     converted to the JSON Schema it means before fingerprinting and
//     validation), Responses text.format, an Ollama object "format". A
//     tool is forced by a choice naming it (OpenAI and Responses
//     {"type":"function",…}, Anthropic {"type":"tool"}, Bedrock
//     toolChoice.tool, Gemini mode ANY allowing only it), or by a choice
//     obliging a call when it is the only tool offered (OpenAI and
//     Responses "required", Anthropic {"type":"any"}, Bedrock {"any":{}},
//     Gemini mode ANY). A forced tool's request is answered with a call of
//     it carrying the fixture data as arguments.
//   - Tag is the X-Fixture-Tag header, else the metadata field "fixture_tag"
//     (OpenAI and Anthropic "metadata", Gemini "labels", Bedrock
//     "requestMetadata"; Ollama has only the header).
//
// Gemini fields may be spelled in snake_case as well (system_instruction,
// generation_config.response_schema, inline_data.mime_type, ...), as the
// API's protocol buffer JSON allows. The model name and sampling knobs are
// ignored, as in the fingerprint.
//
// # Answers and misses
//
// Hits are encoded as the API would answer, streaming included: text in
// about five deltas with the finish reason only on the last, then each tool
// call (parallel ones too) with its arguments in pieces of
// [Options].ArgumentBytes bytes ([DefaultArgumentBytes]; Gemini and Ollama,
// whose APIs send a call whole, in one), and "data: [DONE]" where the
// format has it. Usage missing from a fixture is estimated and totals are
// always recomputed. A miss is, by default, the API's own error shape with
// status 404 and a one-line message naming the tag, the fingerprint, the
// nearest recorded fixture (by its base name) with the first line of each
// difference, and how to re-record; the differences in full (short unified
// diffs) are in the body's "fixture" member, and a Gemini miss also
// carries a google.rpc.ErrorInfo in its details. It is also logged. No
// host path reaches a client: the directories the server reads and writes
// are cut from every error message, leaving base names. Credential-shaped
// strings (see provider.RedactSecrets) are redacted from error messages and
// log lines. With [Options.Fallback] a miss gets
// a deterministic generic answer instead, marked by the [HeaderFallback]
// response header so tests can assert none was served: a fixed sentence,
// "{}" for JSON asked without a schema (OpenAI and Responses json_object,
// Gemini responseMimeType application/json, Ollama format "json"), or for a
// request with a schema a smallest value for it (required properties only,
// empty arrays, null where allowed, first enum values). That value
// satisfies schemas of type, properties, required, items, enum, const,
// minimum, minLength, minItems, anyOf/oneOf and local $ref, as every
// Scriptorium request's is; one that breaks a schema using other keywords
// (pattern, format, multipleOf, uniqueItems, not, ...) is served all the
// same, and the miss's log line says so.
//
// A fixture file that cannot be read (a stray or truncated file in the
// directory, a fixture of an unknown version) fails the requests that reach
// it with [StatusBrokenFixture], 424, naming the file: no status the APIs'
// clients retry, as asking again cannot mend it. The mockllm command reads
// every fixture before it serves (provider.Store.Verify) and refuses a
// directory holding such a file.
//
// # Canned answers
//
// Canned answers are a second key mode, for plain chat apps whose
// requests are not Scriptorium requests, in the layout of DocsGPT's mock LLM
// fixtures (scripts/e2e/mock_llm_fixtures in arc53/DocsGPT), so such a
// directory is served unchanged. A Chat Completions request (OpenAI or
// Azure route) is keyed by CannedKey, DocsGPT's request digest: the
// lowercase hex SHA-256 of the UTF-8 text Python's
// json.dumps(canonical, sort_keys=True, separators=(",", ":"),
// ensure_ascii=False) writes for
//
//	{"model":<model>,
//	 "messages":[{"role":…,"content":…,"name":…,"tool_call_id":…,"tool_calls":…}, ...],
//	 "tool_choice":<tool_choice>}
//
// after json.loads of the body: each message keeps role and content (null
// when absent) and those of name, tool_call_id and tool_calls it was sent
// with, empty values included; messages that are not objects are dropped;
// a member absent from the request is null. Members are sorted by code
// point, only '"', '\\' and control characters are escaped, integers are
// written as sent and other numbers as Python's repr of the float (1.0,
// 1e-05, 1e+16). The answer is read from <key>.json in
// [Options].CannedDir:
//
//	{"_comment": "…", "description": "…", "request_digest": "<key>",
//	 "response": {"content": "text",
//	              "tool_calls": [{"id": "call_1", "type": "function",
//	                              "function": {"name": "f", "arguments": "{\"x\":1}"}}],
//	              "finish_reason": "stop",
//	              "usage": {"prompt_tokens": 10, "completion_tokens": 5}}}
//
// with arguments a JSON text or an object, and every member optional (the
// notes at the top are for people; total_tokens in usage is recomputed); a
// member the format does not have is refused by name (a 500 naming the
// file's base name and the member), never served as an empty answer. A file
// is read again when its modification time or size changes, so edits are
// served without a restart. A
// request without a canned answer falls through to the fixture lookup; one
// the fingerprint cannot hold (a remote image URL, an audio part) is served
// from canned answers only.
// The answer carries the [HeaderCannedKey] header; a miss names the key it
// looked for.
//
// # Record proxy
//
// With [Options].Upstream set, a fixture miss on any chat route (not the
// embeddings) is forwarded to the upstream API as a non-streaming request
// with the client's headers, the answer is recorded into
// [Options].RecordInto through a provider.RecordingProvider (validated
// against the schema, written atomically; headers are never part of a
// fixture) and served in the form the client asked for, streaming
// included: text, the tools the upstream called of its own accord
// (parallel ones too; their ids are not kept, every answer invents its
// own) and the finish reason. A request holding a credential-shaped string
// (in its text, schema, conversation or tag) is refused with a 400 before
// the upstream is asked; an upstream answer holding one is not recorded
// and gets a 502; neither message repeats the string. An upstream error
// answer is passed to the client as it came; the upstream's Retry-After,
// retry-after-ms and rate-limit headers (x-ratelimit-*,
// anthropic-ratelimit-*, RateLimit-*) are passed on with errors and
// answers alike.
//
// Identical requests may be answered differently (retries, sampling). The
// n-th identical request a server answers (counted from its start) gets
// the n-th answer recorded for it; past the end, the last answer is served
// again. While recording, a request whose recorded answers were all served
// is asked of the upstream again and its answer appended to the fixture
// (see provider.Fixture's "next"), so a replay gets the answers in the
// order they came. A Responses follow-up naming, by previous_response_id,
// an answer the proxy recorded is sent to the upstream with the id the
// upstream gave that answer (clients only see the mock's deterministic
// ids); one naming an answer recorded by an earlier run of the proxy is
// sent as it came, and the upstream will not know it. Keys in headers or the query travel
// unchanged; an AWS SigV4 signature does not survive the change of host, so
// real Bedrock refuses forwarded requests.
//
// A Go client on aws-sdk-go-v2 can lose a ConverseStream answer from a
// server this fast: smithy-go closes the request body when the response
// headers arrive, racing net/http's last drain of it, and the transport then
// closes the connection mid-stream. Wrapping the client's transport so the
// body has no WriteTo method avoids it (see the Bedrock conformance test).
//
// # Faults and bad input
//
// Request headers inject faults for client tests: [HeaderStatus] (with
// [HeaderRetryAfter]) answers any 4xx or 5xx in the API's error shape,
// [HeaderDelay] waits before answering, [HeaderMalformed] truncates the
// answer body, [HeaderAnswer] serves the JSON it carries (schema-breaking
// or not) as the answer; [Options].FirstTokenDelay and ChunkDelay pace streams. Bad
// input (malformed JSON, wrong types, a body over [Options].MaxBodyBytes, an
// unknown route, a 404; a known route asked with another method, a 405 with
// an Allow header; a Chat Completions, Anthropic Messages, Gemini or Ollama
// chat request without messages (contents), an Ollama chat without a model,
// a Responses request without input that continues no previous response, a
// 400 naming the member, as those APIs answer it) gets the API's 4xx error shape, never a panic. What the
// mock cannot serve is refused with a 400 naming it ([ErrUnsupported];
// OpenAI's shape with param and code "unsupported_parameter"), fallback
// mode or not, rather than answered without it: log probabilities (Chat
// Completions logprobs and top_logprobs, Responses top_logprobs and the
// message.output_text.logprobs include, Gemini responseLogprobs and
// logprobs, Ollama logprobs and top_logprobs) and more than one choice (n,
// candidateCount).
//
// This package knows nothing of modules or stages; of Scriptorium it imports
// only provider.
package mockllm
