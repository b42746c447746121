// Package node runs the official npm clients, openai and @anthropic-ai/sdk,
// against the mock server from Node (conformance.test.mjs): text,
// structured output with an image, streaming, a streamed tool call and a
// miss. The clients install from the committed package-lock.json with
// "npm ci" in this directory; without node or node_modules the test skips
// and says so. It holds tests only.
package node
