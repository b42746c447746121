// Package openai drives the official OpenAI Go SDK
// (github.com/openai/openai-go/v3) against the mock server: text, structured
// output with an image, a forced tool call, streaming with the SDK's
// accumulator, and a miss; and the Responses API: text, a forced function
// call and streaming. It holds tests only.
package openai
