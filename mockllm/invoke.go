package mockllm

import (
	"encoding/base64"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws/protocol/eventstream"
)

// bedrockInvokeCodec is Bedrock's InvokeModel (/model/{modelId}/invoke) and
// InvokeModelWithResponseStream (/model/{modelId}/invoke-with-response-stream)
// with an Anthropic Messages body ("anthropic_version":
// "bedrock-2023-05-31", the model in the path, no "stream"), as the
// Anthropic SDKs' Bedrock clients and the AWS SDKs send it. The body is read
// and answered as the Messages API; errors take Bedrock's shape; a stream is
// AWS event-stream "chunk" events whose payload {"bytes": base64} carries
// one Messages stream event's JSON. Other models' bodies are refused.
type bedrockInvokeCodec struct{ anthropicCodec }

const invokeStreamRoute = "POST /model/{modelId}/invoke-with-response-stream"

func (bedrockInvokeCodec) routes() []string {
	return []string{"POST /model/{modelId}/invoke", invokeStreamRoute}
}

func (bedrockInvokeCodec) framing() framer { return &awsEventStream{enc: eventstream.NewEncoder()} }

func (c bedrockInvokeCodec) decode(r *http.Request, body []byte) (*call, error) {
	var head struct {
		AnthropicVersion string `json:"anthropic_version"`
	}
	if err := unmarshal(body, &head); err != nil {
		return nil, err
	}
	if head.AnthropicVersion == "" {
		return nil, badRequest("InvokeModel body without anthropic_version: only Anthropic Messages bodies are served")
	}
	cl, err := c.anthropicCodec.decode(r, body)
	if err != nil {
		return nil, err
	}
	cl.Model, cl.Stream = r.PathValue("modelId"), r.Pattern == invokeStreamRoute
	return cl, nil
}

func (c bedrockInvokeCodec) events(cl *call, a *answer) []event {
	in := c.anthropicCodec.events(cl, a)
	out := make([]event, len(in))
	for i, ev := range in {
		data, err := eventData(ev)
		if err != nil {
			data = []byte("{}")
		}
		out[i] = event{Name: "chunk", Data: map[string]string{"bytes": base64.StdEncoding.EncodeToString(data)}}
	}
	return out
}

func (bedrockInvokeCodec) failure(f *failure) (int, http.Header, any) {
	return bedrockCodec{}.failure(f)
}

func (bedrockInvokeCodec) providerName() string { return "bedrock" }

// upstreamRequest asks InvokeModel for an InvokeModelWithResponseStream
// request; the body is sent as it came.
func (bedrockInvokeCodec) upstreamRequest(r *http.Request, body []byte) (string, []byte, error) {
	u := *r.URL
	u.Path, u.RawPath = strings.TrimSuffix(u.Path, "-with-response-stream"), ""
	return u.RequestURI(), body, nil
}
