// Package gemini drives the official Google Gen AI Go SDK
// (google.golang.org/genai) against the mock server: text, structured output
// (responseJsonSchema) with an inline image, a forced function call,
// streaming, and a miss. It holds tests only.
package gemini
