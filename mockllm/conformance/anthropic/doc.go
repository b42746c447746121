// Package anthropic drives the official Anthropic Go SDK
// (github.com/anthropics/anthropic-sdk-go/v2) against the mock server: text,
// structured output (output_config.format) with an image, a forced tool
// call, streaming with the SDK's accumulator, and a miss. It holds tests
// only.
package anthropic
