// Package node runs the official npm clients, openai and @anthropic-ai/sdk,
// against the mock server from Node (conformance.test.mjs): text,
// structured output with an image, streaming, a streamed tool call and a
// miss. It runs the Vercel AI SDK (ai 6 with @ai-sdk/openai, anthropic,
// google and amazon-bedrock; the newest majors that run on Node 20) the
// same way (aisdk.test.mjs): generateText, streamText, generateObject and
// a forced tool call on each provider (OpenAI on both Chat Completions and
// Responses), and a two-turn tool loop (an auto tool call, its result, the
// answer) recorded through the record proxy from a scripted upstream and
// replayed on the OpenAI (Chat Completions and Responses), Anthropic and
// Bedrock routes. The clients install from the committed package-lock.json
// with "npm ci" in this directory; without node or node_modules the test
// skips and says so. It holds tests only.
package node
