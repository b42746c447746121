// Package live holds what Scriptorium's live model providers share; the
// entry point is [NewClient], whose [Client.Complete] each provider package
// (provider/openai, provider/anthropic, provider/gemini) calls with its own
// wire [Exchange].
//
// # What a live call does
//
//   - Configuration: [Settings], from explicit fields, command-line flags
//     ([Settings.RegisterFlags]) and, in each provider package, environment
//     variables ([FromEnv]). Keys come only from the environment or the
//     caller, are read only when a live provider is built, and are replaced
//     by "[redacted]" in every error message.
//   - Retries: 429, 5xx and reset connections are retried up to
//     [Settings.Retries] times, waiting what Retry-After (or retry-after-ms)
//     asks, else an exponential backoff with jitter ([BaseBackoff],
//     [MaxBackoff]). The retries live in the HTTP client handed to the SDK
//     ([Client.HTTPClient]), so the SDKs' own retries stay off and tests
//     inject [Settings.Sleep] instead of sleeping.
//   - Limits: [Settings.Timeout] bounds each attempt, including reading the
//     answer; [Settings.Concurrency] bounds requests in flight; the
//     context cancels everything.
//   - Spend: usage is counted per run ([Client.Spent]); once it reaches
//     [Settings.SpendCap] every further request fails with [ErrSpendCap]
//     before anything is sent, so a RecordingProvider stops cleanly with
//     every fixture written so far kept.
//   - Schema repair: an answer that breaks its schema is asked for once more
//     with the validation error in the prompt ([RepairRequest]); a second
//     failure is [ErrRepair].
//   - The tag travels in the [provider.TagHeader] header, which mockllm reads, so an
//     exchange recorded in process replays over HTTP.
//
// Errors wrap the sentinels in errors.go ([ErrAuth], [ErrRateLimit],
// [ErrUnavailable], [ErrRejected], [ErrTimeout], [ErrMalformed], ...).
//
// This package links no vendor SDK and sends nothing by itself; it is not
// where wire formats live. Package internal/conformance holds the suite
// every provider package runs against mockllm.
package live
