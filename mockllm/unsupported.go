package mockllm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// unsupportedError is a request member the mock does not serve: log
// probabilities, or more than one choice. Such a request is refused with a
// 400 naming the member, never answered with the member silently dropped.
type unsupportedError struct {
	// Param is the member as the API spells it, such as "n" or
	// "generationConfig.candidateCount".
	Param string
	// Value is the refused value when only some values are, such as one
	// "include" entry.
	Value string
}

func (e *unsupportedError) Error() string {
	if e.Value != "" {
		return fmt.Sprintf("unsupported parameter: '%s' value '%s' is not supported by mockllm", e.Param, e.Value)
	}
	return fmt.Sprintf("unsupported parameter: '%s' is not supported by mockllm", e.Param)
}

// Unwrap returns ErrUnsupported.
func (e *unsupportedError) Unwrap() error { return ErrUnsupported }

// chatOptions are the Chat Completions members the mock refuses when set.
type chatOptions struct {
	N           *int  `json:"n"`
	Logprobs    *bool `json:"logprobs"`
	TopLogprobs *int  `json:"top_logprobs"`
}

// check refuses several choices and log probabilities.
func (o chatOptions) check() error {
	switch {
	case o.N != nil && *o.N > 1:
		return &unsupportedError{Param: "n"}
	case o.Logprobs != nil && *o.Logprobs:
		return &unsupportedError{Param: "logprobs"}
	case o.TopLogprobs != nil && *o.TopLogprobs > 0:
		return &unsupportedError{Param: "top_logprobs"}
	}
	return nil
}

// responsesOptions are the Responses members the mock refuses when set.
type responsesOptions struct {
	TopLogprobs *int     `json:"top_logprobs"`
	Include     []string `json:"include"`
}

// check refuses log probabilities, asked by top_logprobs or by including
// message.output_text.logprobs.
func (o responsesOptions) check() error {
	switch {
	case o.TopLogprobs != nil && *o.TopLogprobs > 0:
		return &unsupportedError{Param: "top_logprobs"}
	case slices.Contains(o.Include, "message.output_text.logprobs"):
		return &unsupportedError{Param: "include", Value: "message.output_text.logprobs"}
	}
	return nil
}

// geminiOptions are the generationConfig members the mock reads besides
// the schema: several candidates and log probabilities are refused, and
// responseMimeType asks for JSON.
type geminiOptions struct {
	CandidateCount   *int   `json:"candidateCount"`
	ResponseLogprobs *bool  `json:"responseLogprobs"`
	Logprobs         *int   `json:"logprobs"`
	ResponseMIMEType string `json:"responseMimeType"`
}

func (o geminiOptions) check() error {
	switch {
	case o.CandidateCount != nil && *o.CandidateCount > 1:
		return &unsupportedError{Param: "generationConfig.candidateCount"}
	case o.ResponseLogprobs != nil && *o.ResponseLogprobs:
		return &unsupportedError{Param: "generationConfig.responseLogprobs"}
	case o.Logprobs != nil && *o.Logprobs > 0:
		return &unsupportedError{Param: "generationConfig.logprobs"}
	}
	return nil
}

// ollamaOptions are the Ollama members the mock refuses when set.
type ollamaOptions struct {
	Logprobs    *bool `json:"logprobs"`
	TopLogprobs *int  `json:"top_logprobs"`
}

func (o ollamaOptions) check() error {
	switch {
	case o.Logprobs != nil && *o.Logprobs:
		return &unsupportedError{Param: "logprobs"}
	case o.TopLogprobs != nil && *o.TopLogprobs > 0:
		return &unsupportedError{Param: "top_logprobs"}
	}
	return nil
}

// jsonMode reports whether an Ollama format asks for JSON without a
// schema ("json").
func jsonMode(format json.RawMessage) bool {
	return string(bytes.TrimSpace(format)) == `"json"`
}
