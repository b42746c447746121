// Package bedrock drives the official AWS SDK for Go v2 Bedrock Runtime
// client (github.com/aws/aws-sdk-go-v2/service/bedrockruntime) against the
// mock server: Converse text, a forced tool call with an image, and
// ConverseStream over the AWS binary event-stream framing. It holds tests
// only.
package bedrock
