package gemini

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"

	"google.golang.org/genai"

	"github.com/scriptorium/scriptorium/internal/conformance"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/mockllm"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

// model is the model name the requests ask for.
const model = "gemini-2.5-flash"

// newClient returns an SDK client for the Gemini API backend pointed at a
// fresh mock server, sending the fixture tag in the X-Fixture-Tag header.
func newClient(t *testing.T, tag string) *genai.Client {
	t.Helper()
	s := conformance.NewServer(t)
	c, err := genai.NewClient(context.Background(), &genai.ClientConfig{APIKey: "test-key", Backend: genai.BackendGeminiAPI,
		HTTPClient: s.Client(), HTTPOptions: genai.HTTPOptions{BaseURL: s.URL, Headers: http.Header{mockllm.HeaderTag: {tag}}}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// hello is conformance.Hello as contents and configuration.
func hello() ([]*genai.Content, *genai.GenerateContentConfig) {
	return []*genai.Content{genai.NewContentFromText(conformance.Hello.Parts[0].Text, genai.RoleUser)},
		&genai.GenerateContentConfig{SystemInstruction: genai.NewContentFromText(conformance.Hello.System, genai.RoleUser)}
}

// survey is conformance.Survey as contents with an inline image, and a
// configuration without a schema yet.
func survey() ([]*genai.Content, *genai.GenerateContentConfig) {
	p := conformance.Survey.Parts
	parts := []*genai.Part{genai.NewPartFromText(p[0].Text), genai.NewPartFromBytes(p[1].Data, p[1].MIME), genai.NewPartFromText(p[2].Text)}
	return []*genai.Content{genai.NewContentFromParts(parts, genai.RoleUser)},
		&genai.GenerateContentConfig{SystemInstruction: genai.NewContentFromText(conformance.Survey.System, genai.RoleUser)}
}

// withFunction forces the record_survey function whose parameters are the schema.
func withFunction(cfg *genai.GenerateContentConfig) *genai.GenerateContentConfig {
	cfg.Tools = []*genai.Tool{{FunctionDeclarations: []*genai.FunctionDeclaration{{Name: "record_survey",
		ParametersJsonSchema: conformance.SchemaMap()}}}}
	cfg.ToolConfig = &genai.ToolConfig{FunctionCallingConfig: &genai.FunctionCallingConfig{Mode: genai.FunctionCallingConfigModeAny,
		AllowedFunctionNames: []string{"record_survey"}}}
	return cfg
}

func TestText(t *testing.T) {
	contents, cfg := hello()
	got, err := newClient(t, conformance.Hello.Tag).Models.GenerateContent(context.Background(), model, contents, cfg)
	if err != nil {
		t.Fatal(err)
	}
	u := got.UsageMetadata
	if got.Text() != conformance.HelloText || got.Candidates[0].FinishReason != genai.FinishReasonStop ||
		u == nil || u.TotalTokenCount != u.PromptTokenCount+u.CandidatesTokenCount {
		t.Errorf("text %q finish %q usage %+v, want %q, STOP and consistent usage", got.Text(), got.Candidates[0].FinishReason, u, conformance.HelloText)
	}
}

func TestStructuredOutputWithImage(t *testing.T) {
	contents, cfg := survey()
	cfg.ResponseMIMEType, cfg.ResponseJsonSchema = "application/json", conformance.SchemaMap()
	got, err := newClient(t, conformance.Survey.Tag).Models.GenerateContent(context.Background(), model, contents, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got.Text() != conformance.SurveyData || got.UsageMetadata.PromptTokenCount != 1200 {
		t.Errorf("text %q usage %+v, want %s with the recorded usage", got.Text(), got.UsageMetadata, conformance.SurveyData)
	}
}

func TestForcedFunctionCall(t *testing.T) {
	contents, cfg := survey()
	got, err := newClient(t, conformance.Survey.Tag).Models.GenerateContent(context.Background(), model, contents, withFunction(cfg))
	if err != nil {
		t.Fatal(err)
	}
	checkCall(t, got.FunctionCalls())
}

// checkCall checks calls is one record_survey call with the survey data.
func checkCall(t *testing.T, calls []*genai.FunctionCall) {
	t.Helper()
	if len(calls) != 1 {
		t.Fatalf("function calls %+v, want one", calls)
	}
	args, err := json.Marshal(calls[0].Args)
	if err != nil || calls[0].Name != "record_survey" || string(args) != conformance.SurveyData {
		t.Errorf("call %s(%s), want record_survey(%s)", calls[0].Name, args, conformance.SurveyData)
	}
}

// stream collects a streamed answer: the text, the function calls, the
// last finish reason and the chunk count.
func stream(t *testing.T, tag string, contents []*genai.Content, cfg *genai.GenerateContentConfig) (string, []*genai.FunctionCall, genai.FinishReason, int) {
	t.Helper()
	var text strings.Builder
	var calls []*genai.FunctionCall
	var finish genai.FinishReason
	chunks := 0
	for chunk, err := range newClient(t, tag).Models.GenerateContentStream(context.Background(), model, contents, cfg) {
		if err != nil {
			t.Fatal(err)
		}
		text.WriteString(chunk.Text())
		calls = append(calls, chunk.FunctionCalls()...)
		if f := chunk.Candidates[0].FinishReason; f != "" {
			finish = f
		}
		chunks++
	}
	return text.String(), calls, finish, chunks
}

func TestStreamingText(t *testing.T) {
	contents, cfg := hello()
	text, _, finish, chunks := stream(t, conformance.Hello.Tag, contents, cfg)
	if text != conformance.HelloText || finish != genai.FinishReasonStop || chunks != 5 {
		t.Errorf("text %q finish %q in %d chunks, want %q, STOP, 5 chunks", text, finish, chunks, conformance.HelloText)
	}
}

func TestStreamingFunctionCall(t *testing.T) {
	contents, cfg := survey()
	_, calls, finish, _ := stream(t, conformance.Survey.Tag, contents, withFunction(cfg))
	checkCall(t, calls)
	if finish != genai.FinishReasonStop {
		t.Errorf("finish %q, want STOP", finish)
	}
}

func TestMissIsAnAPIError(t *testing.T) {
	contents, cfg := hello()
	cfg.SystemInstruction = genai.NewContentFromText("You are verbose.", genai.RoleUser)
	_, err := newClient(t, conformance.Hello.Tag).Models.GenerateContent(context.Background(), model, contents, cfg)
	var apiErr genai.APIError
	if !errors.As(err, &apiErr) || apiErr.Code != http.StatusNotFound || apiErr.Status != "NOT_FOUND" {
		t.Errorf("error %v, want a 404 genai.APIError with status NOT_FOUND", err)
	}
}

func TestOpenAPIResponseSchemaIsReadAsTheJSONSchemaItMeans(t *testing.T) {
	contents, cfg := survey()
	cfg.ResponseMIMEType = "application/json"
	cfg.ResponseSchema = &genai.Schema{Type: genai.TypeObject, PropertyOrdering: []string{"title"},
		Properties: map[string]*genai.Schema{"title": {Type: genai.TypeString}}, Required: []string{"title"}}
	got, err := newClient(t, conformance.SurveyOpenAPI.Tag).Models.GenerateContent(context.Background(), model, contents, cfg)
	if err != nil || got.Text() != conformance.SurveyData {
		t.Fatalf("answer %v (err %v), want the fixture recorded for the schema in JSON Schema form", got, err)
	}
}

func TestEmbedContent(t *testing.T) {
	texts := []string{"The Keep on the Borderlands", "The Caves of Chaos"}
	got, err := newClient(t, "").Models.EmbedContent(context.Background(), "gemini-embedding-001",
		[]*genai.Content{genai.NewContentFromText(texts[0], genai.RoleUser), genai.NewContentFromText(texts[1], genai.RoleUser)},
		&genai.EmbedContentConfig{OutputDimensionality: genai.Ptr[int32](16)})
	if err != nil || len(got.Embeddings) != 2 {
		t.Fatalf("embeddings %+v (err %v), want two", got, err)
	}
	for i, e := range got.Embeddings {
		if !slices.Equal(e.Values, mockllm.Embed(texts[i], 16)) {
			t.Errorf("embedding %d = %v, want mockllm.Embed(%q, 16)", i, e.Values, texts[i])
		}
	}
}
