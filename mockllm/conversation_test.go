package mockllm

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
)

// weatherParams is the parameters schema of the weather tool of the
// conversations below.
const weatherParams = `{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}`

// weatherTurns returns, in format f, the conversation "Weather in Oslo?"
// → a weather call → the tool's result, then the assistant's answer when
// answer is not empty, with the weather tool offered; result "" stops after
// the user's question.
func weatherTurns(t testing.TB, format, result string) []byte {
	t.Helper()
	params := json.RawMessage(weatherParams)
	var body map[string]any
	switch format {
	case "openai":
		msgs := []any{map[string]any{"role": "system", "content": "Be brief."}, map[string]any{"role": "user", "content": "Weather in Oslo?"}}
		if result != "" {
			msgs = append(msgs, map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{"id": "call_1",
				"type": "function", "function": map[string]any{"name": "weather", "arguments": `{"city": "Oslo"}`}}}},
				map[string]any{"role": "tool", "tool_call_id": "call_1", "content": result})
		}
		body = map[string]any{"model": "gpt-4.1-mini", "messages": msgs, "tools": []any{map[string]any{"type": "function",
			"function": map[string]any{"name": "weather", "description": "Weather of a city.", "parameters": params}}}}
	case "responses":
		input := []any{map[string]any{"role": "user", "content": "Weather in Oslo?"}}
		if result != "" {
			input = append(input, map[string]any{"type": "function_call", "call_id": "c1", "name": "weather", "arguments": `{"city":"Oslo"}`},
				map[string]any{"type": "function_call_output", "call_id": "c1", "output": result})
		}
		body = map[string]any{"model": "gpt-4.1-mini", "instructions": "Be brief.", "input": input, "tools": []any{map[string]any{
			"type": "function", "name": "weather", "description": "Weather of a city.", "parameters": params}}}
	case "anthropic":
		msgs := []any{map[string]any{"role": "user", "content": "Weather in Oslo?"}}
		if result != "" {
			msgs = append(msgs, map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "tool_use", "id": "toolu_1",
				"name": "weather", "input": map[string]any{"city": "Oslo"}}}},
				map[string]any{"role": "user", "content": []any{map[string]any{"type": "tool_result", "tool_use_id": "toolu_1", "content": result}}})
		}
		body = map[string]any{"model": "claude-sonnet-4-5", "max_tokens": 100, "system": "Be brief.", "messages": msgs,
			"tools": []any{map[string]any{"name": "weather", "description": "Weather of a city.", "input_schema": params}}}
	case "bedrock":
		msgs := []any{map[string]any{"role": "user", "content": []any{map[string]any{"text": "Weather in Oslo?"}}}}
		if result != "" {
			msgs = append(msgs, map[string]any{"role": "assistant", "content": []any{map[string]any{"toolUse": map[string]any{
				"toolUseId": "t1", "name": "weather", "input": map[string]any{"city": "Oslo"}}}}},
				map[string]any{"role": "user", "content": []any{map[string]any{"toolResult": map[string]any{"toolUseId": "t1",
					"content": []any{map[string]any{"text": result}}}}}})
		}
		body = map[string]any{"system": []any{map[string]any{"text": "Be brief."}}, "messages": msgs, "toolConfig": map[string]any{
			"tools": []any{map[string]any{"toolSpec": map[string]any{"name": "weather", "description": "Weather of a city.",
				"inputSchema": map[string]any{"json": params}}}}}}
	case "ollama":
		msgs := []any{map[string]any{"role": "system", "content": "Be brief."}, map[string]any{"role": "user", "content": "Weather in Oslo?"}}
		if result != "" {
			msgs = append(msgs, map[string]any{"role": "assistant", "content": "", "tool_calls": []any{map[string]any{
				"function": map[string]any{"name": "weather", "arguments": map[string]any{"city": "Oslo"}}}}},
				map[string]any{"role": "tool", "content": result})
		}
		body = map[string]any{"model": "llama3.2", "stream": false, "messages": msgs, "tools": []any{map[string]any{"type": "function",
			"function": map[string]any{"name": "weather", "description": "Weather of a city.", "parameters": params}}}}
	case "gemini":
		contents := []any{map[string]any{"role": "user", "parts": []any{map[string]any{"text": "Weather in Oslo?"}}}}
		if result != "" {
			contents = append(contents, map[string]any{"role": "model", "parts": []any{map[string]any{"functionCall": map[string]any{
				"name": "weather", "args": map[string]any{"city": "Oslo"}}}}},
				map[string]any{"role": "user", "parts": []any{map[string]any{"functionResponse": map[string]any{"name": "weather",
					"response": map[string]any{"content": result}}}}})
		}
		body = map[string]any{"systemInstruction": map[string]any{"parts": []any{map[string]any{"text": "Be brief."}}},
			"contents": contents, "tools": []any{map[string]any{"functionDeclarations": []any{map[string]any{"name": "weather",
				"description": "Weather of a city.", "parameters": params}}}}}
	default:
		t.Fatalf("no conversation in format %s", format)
	}
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// conversationFormats are the formats that carry a tool conversation.
var conversationFormats = []string{"openai", "responses", "anthropic", "bedrock", "ollama", "gemini"}

// decodeWire decodes body as a non-streaming request of format f.
func decodeWire(t testing.TB, f wireFormat, body []byte) *call {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, f.path, nil)
	r.SetPathValue("action", f.action)
	cl, err := f.codec.decode(r, body)
	if err != nil {
		t.Fatalf("%s: decode: %v", f.name, err)
	}
	return cl
}

func TestConversationKeyIsOneForEveryFormat(t *testing.T) {
	want := map[string]string{}
	for _, result := range []string{"", "rain", "snow"} {
		for _, name := range conversationFormats {
			if name == "gemini" { // a functionResponse is an object, not text: its key is its own
				continue
			}
			cl := decodeWire(t, formatNamed(t, name), weatherTurns(t, name, result))
			if cl.Req.Conversation == nil {
				t.Fatalf("%s %q: no conversation in the request", name, result)
			}
			fp := fingerprint(t, cl.Req)
			if want[result] == "" {
				want[result] = fp
			}
			if fp != want[result] {
				c, _ := provider.Canonical(cl.Req).JCS()
				t.Errorf("%s tool result %q: fingerprint %s, want %s as in the other formats:\n%s", name, result, fp, want[result], c)
			}
		}
	}
	if want["rain"] == want["snow"] || want["rain"] == want[""] {
		t.Errorf("fingerprints %v: tool results and turns must all count", want)
	}
}

func TestSingleTurnsKeepFingerprintV1(t *testing.T) {
	body := []byte(`{"model":"m","messages":[{"role":"system","content":"You are terse."},{"role":"user","content":"Name a classic B/X module."}]}`)
	cl := decodeWire(t, formatNamed(t, "openai"), body)
	req := helloRequest()
	req.Tag = ""
	if cl.Req.Conversation != nil || fingerprint(t, cl.Req) != fingerprint(t, req) {
		t.Errorf("untagged single turn decoded to %+v, want fingerprint v1's single-turn form", cl.Req)
	}
	// A tagged request keeps its single-turn form whatever else it carries.
	tagged := decodeWire(t, formatNamed(t, "openai"), withFields(t, weatherTurns(t, "openai", "rain"),
		map[string]any{"metadata": map[string]any{"fixture_tag": "chat.weather"}}))
	if tagged.Req.Conversation != nil || len(tagged.Req.Parts) != 1 {
		t.Errorf("tagged request decoded to %+v, want the user's parts only", tagged.Req)
	}
}

func TestPreviousResponseFollowUpsDoNotCollide(t *testing.T) {
	f := formatNamed(t, "responses")
	followUp := func(previous string) string {
		body := fmt.Sprintf(`{"model":"m","previous_response_id":%q,"input":[{"type":"function_call_output","call_id":"c1","output":"ok"}]}`, previous)
		return fingerprint(t, decodeWire(t, f, []byte(body)).Req)
	}
	if a, b := followUp("resp_a"), followUp("resp_b"); a == b {
		t.Errorf("follow-ups of two responses share fingerprint %s", a)
	}
}

// weatherAnswers are what the upstream of the proxy tests answers: the
// question with text and two parallel calls, each tool result with text.
var weatherAnswers = map[string]*provider.Response{
	"": {Data: json.RawMessage(`"Checking both."`), Provider: "test", Model: "m", FinishReason: provider.FinishToolCall,
		ToolCalls: []provider.ToolCall{{Name: "weather", Arguments: json.RawMessage(`{"city":"Oslo"}`)},
			{Name: "weather", Arguments: json.RawMessage(`{"city":"Bergen"}`)}}},
	"rain": {Data: json.RawMessage(`"Rain in Oslo."`), Provider: "test", Model: "m", FinishReason: provider.FinishStop},
	"snow": {Data: json.RawMessage(`"Snow in Oslo."`), Provider: "test", Model: "m", FinishReason: provider.FinishStop},
}

// checkWeatherAnswer checks a non-streaming answer in format f against
// weatherAnswers[result].
func checkWeatherAnswer(t *testing.T, f wireFormat, result string, status int, body []byte) {
	t.Helper()
	if status != http.StatusOK {
		t.Fatalf("%s %q: status %d: %s", f.name, result, status, body)
	}
	a, err := f.codec.(recordable).parseAnswer(body)
	if err != nil {
		t.Fatalf("%s %q: parse answer: %v", f.name, result, err)
	}
	want := weatherAnswers[result]
	var calls []string
	for _, tc := range a.ToolCalls {
		calls = append(calls, tc.Name+string(compact(tc.Args)))
	}
	var wantCalls []string
	for _, tc := range want.ToolCalls {
		wantCalls = append(wantCalls, tc.Name+string(tc.Arguments))
	}
	if got := fmt.Sprint(a.Text, calls); got != fmt.Sprint(dataText(want.Data), wantCalls) {
		t.Errorf("%s %q: answer %s, want %s: %s", f.name, result, got, fmt.Sprint(dataText(want.Data), wantCalls), body)
	}
}

func TestRecordProxyRecordsToolConversations(t *testing.T) {
	for _, name := range conversationFormats {
		f := formatNamed(t, name)
		upstreamStore, err := provider.OpenStore(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		for result, resp := range weatherAnswers {
			put(t, upstreamStore, decodeWire(t, f, weatherTurns(t, name, result)).Req, resp)
		}
		upstream := newTestServer(t, Options{Fixtures: upstreamStore})
		proxy, store := recordingProxy(t, upstream)
		for _, result := range []string{"", "rain", "snow"} {
			resp, out := post(t, proxy, f.path, nil, weatherTurns(t, name, result))
			checkWeatherAnswer(t, f, result, resp.StatusCode, out)
		}
		upstream.Close()
		replay := newTestServer(t, Options{Fixtures: store})
		for _, result := range []string{"", "rain", "snow"} {
			resp, out := post(t, replay, f.path, nil, weatherTurns(t, name, result))
			checkWeatherAnswer(t, f, result, resp.StatusCode, out)
		}
	}
}

func TestConversationRecordedOnOneRouteReplaysOnAnother(t *testing.T) {
	upstreamStore, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	openai := formatNamed(t, "openai")
	for result, resp := range weatherAnswers {
		put(t, upstreamStore, decodeWire(t, openai, weatherTurns(t, "openai", result)).Req, resp)
	}
	upstream := newTestServer(t, Options{Fixtures: upstreamStore})
	proxy, store := recordingProxy(t, upstream)
	for _, result := range []string{"", "rain", "snow"} {
		resp, out := post(t, proxy, openai.path, nil, weatherTurns(t, "openai", result))
		checkWeatherAnswer(t, openai, result, resp.StatusCode, out)
	}
	replay := newTestServer(t, Options{Fixtures: store})
	for _, name := range []string{"anthropic", "bedrock", "responses", "ollama"} {
		f := formatNamed(t, name)
		for _, result := range []string{"", "rain", "snow"} {
			resp, out := post(t, replay, f.path, nil, weatherTurns(t, name, result))
			checkWeatherAnswer(t, f, result, resp.StatusCode, out)
		}
	}
}

// sequenceUpstream is an OpenAI-shaped upstream answering "answer 1",
// "answer 2", ... to successive requests.
func sequenceUpstream(t *testing.T) *httptest.Server {
	var mu sync.Mutex
	n := 0
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		n++
		text := fmt.Sprintf("answer %d", n)
		mu.Unlock()
		writeJSON(w, http.StatusOK, nil, map[string]any{"model": "m", "choices": []any{map[string]any{"index": 0,
			"message": map[string]any{"role": "assistant", "content": text}, "finish_reason": "stop"}}})
	}))
	t.Cleanup(s.Close)
	return s
}

func TestIdenticalRequestsReplayInRecordedOrder(t *testing.T) {
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	proxy := newTestServer(t, Options{Fixtures: store, Upstream: sequenceUpstream(t).URL, RecordInto: store})
	body := weatherTurns(t, "openai", "rain")
	texts := func(s *Server, n int) []string {
		var out []string
		for range n {
			_, raw := post(t, s, "/v1/chat/completions", nil, body)
			var cc chatCompletion
			if err := json.Unmarshal(raw, &cc); err != nil || len(cc.Choices) == 0 || cc.Choices[0].Message.Content == nil {
				t.Fatalf("answer %s (err %v), want a chat completion", raw, err)
			}
			out = append(out, *cc.Choices[0].Message.Content)
		}
		return out
	}
	if got, want := strings.Join(texts(proxy, 2), ", "), "answer 1, answer 2"; got != want {
		t.Errorf("recording: answers %q, want %q", got, want)
	}
	replay := newTestServer(t, Options{Fixtures: store})
	if got, want := strings.Join(texts(replay, 3), ", "), "answer 1, answer 2, answer 2"; got != want {
		t.Errorf("replay: answers %q, want %q (the last one again past the end)", got, want)
	}
}

func TestEverySpellingOfMustCallATool(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	want := fingerprint(t, surveyRequest(t))
	spellings := []struct {
		format string
		fields map[string]any
	}{
		{"anthropic", map[string]any{"tool_choice": map[string]any{"type": "any"}}},
		{"responses", map[string]any{"tool_choice": "required"}},
		{"gemini", map[string]any{"toolConfig": map[string]any{"functionCallingConfig": map[string]any{"mode": "ANY"}}}},
	}
	for _, sp := range spellings {
		f := formatNamed(t, sp.format)
		body := withFields(t, readWire(t, sp.format, "decode", "tool.request.json"), sp.fields)
		resp, out := post(t, s, f.path, nil, body)
		if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFingerprint) != want || !strings.Contains(string(out), "record_survey") {
			t.Errorf("%s %v: status %d fingerprint %q, want a record_survey call for %s: %s", sp.format, sp.fields,
				resp.StatusCode, resp.Header.Get(HeaderFingerprint), want, out)
		}
	}
	var bedrock map[string]any
	if err := json.Unmarshal(readWire(t, "bedrock", "decode", "tool.request.json"), &bedrock); err != nil {
		t.Fatal(err)
	}
	bedrock["toolConfig"].(map[string]any)["toolChoice"] = map[string]any{"any": map[string]any{}}
	body, _ := json.Marshal(bedrock)
	resp, out := post(t, s, formatNamed(t, "bedrock").path, nil, body)
	if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFingerprint) != want || !strings.Contains(string(out), "record_survey") {
		t.Errorf("bedrock toolChoice any: status %d, want a record_survey call: %s", resp.StatusCode, out)
	}
}

func TestOllamaServesToolCalls(t *testing.T) {
	f := formatNamed(t, "ollama")
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	put(t, store, decodeWire(t, f, weatherTurns(t, "ollama", "")).Req, weatherAnswers[""])
	s := newTestServer(t, Options{Fixtures: store})
	resp, out := post(t, s, f.path, nil, weatherTurns(t, "ollama", ""))
	checkWeatherAnswer(t, f, "", resp.StatusCode, out)
}

// argumentPaths locate a tool call argument delta in a streamed event of
// each format, from the event's data.
var argumentPaths = map[string][]string{
	"openai":    {"choices", "0", "delta", "tool_calls", "0", "function", "arguments"},
	"anthropic": {"delta", "partial_json"},
	"responses": {"delta"},
	"bedrock":   {"delta", "toolUse", "input"},
}

// argumentPieces returns the non-empty tool call argument deltas of a
// streamed answer in format name, in order.
func argumentPieces(t *testing.T, name string, resp *http.Response, body []byte) []string {
	t.Helper()
	var pieces []string
	for line := range strings.SplitSeq(strings.TrimSpace(string(streamLines(t, resp.Header.Get("Content-Type"), body))), "\n") {
		var ev struct{ Data any }
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("%s: event %s: %v", name, line, err)
		}
		v := ev.Data
		if _, done := v.(string); done { // data: [DONE]
			continue
		}
		for _, key := range argumentPaths[name] {
			switch node := v.(type) {
			case map[string]any:
				v = node[key]
			case []any:
				v = nil
				if len(node) > 0 && key == "0" {
					v = node[0]
				}
			}
		}
		if piece, ok := v.(string); ok && piece != "" && !strings.Contains(line, "output_text") {
			pieces = append(pieces, piece)
		}
	}
	return pieces
}

func TestStreamedToolArgumentsComeInPieces(t *testing.T) {
	const args = `{"title":"The Keep on the Borderlands"}`
	for _, size := range []int{0, 4, -1} {
		s := newTestServer(t, Options{Fixtures: recordedStore(t), ArgumentBytes: size})
		for _, name := range []string{"openai", "responses", "anthropic", "bedrock"} {
			f := formatNamed(t, name)
			body := withFields(t, readWire(t, name, "decode", "tool.request.json"), f.stream)
			resp, out := post(t, s, f.streamPath, nil, body)
			pieces := argumentPieces(t, name, resp, out)
			want := map[int]int{0: (len(args) + DefaultArgumentBytes - 1) / DefaultArgumentBytes, 4: (len(args) + 3) / 4, -1: 1}[size]
			if len(pieces) != want || strings.Join(pieces, "") != args {
				t.Errorf("%s ArgumentBytes %d: argument deltas %q, want %d pieces of %s", name, size, pieces, want, args)
			}
		}
	}
}

func TestChatToolCallMessageHasNullContent(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	_, out := post(t, s, "/v1/chat/completions", nil, readWire(t, "openai", "decode", "tool.request.json"))
	var got struct {
		Choices []struct{ Message map[string]json.RawMessage }
	}
	if err := json.Unmarshal(out, &got); err != nil || len(got.Choices) != 1 || string(got.Choices[0].Message["content"]) != "null" {
		t.Errorf("tool call answer %s (err %v), want its message's content null", out, err)
	}
}

func TestBedrockAnthropicOutputFormatIsTheSchema(t *testing.T) {
	s := newTestServer(t, Options{Fixtures: recordedStore(t)})
	var body map[string]any
	if err := json.Unmarshal(readWire(t, "bedrock", "decode", "tool.request.json"), &body); err != nil {
		t.Fatal(err)
	}
	delete(body, "toolConfig")
	body["additionalModelRequestFields"] = map[string]any{"output_config": map[string]any{"format": map[string]any{
		"type": "json_schema", "schema": json.RawMessage(surveySchema)}}}
	raw, _ := json.Marshal(body)
	resp, out := post(t, s, formatNamed(t, "bedrock").path, nil, raw)
	if resp.StatusCode != http.StatusOK || resp.Header.Get(HeaderFingerprint) != fingerprint(t, surveyRequest(t)) ||
		!strings.Contains(string(out), `The Keep on the Borderlands`) {
		t.Errorf("status %d, want the survey answered as text: %s", resp.StatusCode, out)
	}
}

func TestRecordProxySendsTheUpstreamItsOwnPreviousResponseID(t *testing.T) {
	var mu sync.Mutex
	var previous []string
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			PreviousResponseID string `json:"previous_response_id"`
		}
		json.NewDecoder(r.Body).Decode(&in)
		mu.Lock()
		previous = append(previous, in.PreviousResponseID)
		id := fmt.Sprintf("resp_upstream_%d", len(previous))
		mu.Unlock()
		writeJSON(w, http.StatusOK, nil, map[string]any{"id": id, "model": "m", "output": []any{map[string]any{"type": "message",
			"role": "assistant", "content": []any{map[string]any{"type": "output_text", "text": "answer of " + id}}}}})
	}))
	t.Cleanup(upstream.Close)
	store, err := provider.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	proxy := newTestServer(t, Options{Fixtures: store, Upstream: upstream.URL, RecordInto: store})
	turns := func(s *Server) []string {
		_, out := post(t, s, "/v1/responses", nil, []byte(`{"model":"m","input":"Weather in Oslo?","tools":[{"type":"function","name":"weather"}]}`))
		var first struct{ ID string }
		if err := json.Unmarshal(out, &first); err != nil || first.ID == "" {
			t.Fatalf("first turn: %s (err %v), want an answer with an id", out, err)
		}
		body := fmt.Sprintf(`{"model":"m","previous_response_id":%q,"input":[{"type":"function_call_output","call_id":"c1","output":"rain"}]}`, first.ID)
		resp, out := post(t, s, "/v1/responses", nil, []byte(body))
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("follow-up: status %d: %s", resp.StatusCode, out)
		}
		return []string{first.ID, string(out)}
	}
	recorded := turns(proxy)
	if want := []string{"", "resp_upstream_1"}; fmt.Sprint(previous) != fmt.Sprint(want) {
		t.Errorf("the upstream was sent previous_response_id %q, want %q", previous, want)
	}
	replayed := turns(newTestServer(t, Options{Fixtures: store}))
	if recorded[0] != replayed[0] || !strings.Contains(replayed[1], "answer of resp_upstream_2") {
		t.Errorf("replay answered %q, want the recorded turns %q", replayed, recorded)
	}
}

func TestConversationUsageCountsEveryTurn(t *testing.T) {
	short := inputTokens(decodeWire(t, formatNamed(t, "openai"), weatherTurns(t, "openai", "")).Req)
	long := inputTokens(decodeWire(t, formatNamed(t, "openai"), weatherTurns(t, "openai", strings.Repeat("rain ", 100))).Req)
	if long < short+100 {
		t.Errorf("estimated prompt tokens %d with a 500-byte tool result, %d without: want the turns counted", long, short)
	}
}

func TestEmptyAssistantTextIsNotATurn(t *testing.T) {
	f := formatNamed(t, "anthropic")
	var body map[string]any
	if err := json.Unmarshal(weatherTurns(t, "anthropic", "rain"), &body); err != nil {
		t.Fatal(err)
	}
	want := fingerprint(t, decodeWire(t, f, weatherTurns(t, "anthropic", "rain")).Req)
	assistant := body["messages"].([]any)[1].(map[string]any)
	assistant["content"] = append([]any{map[string]any{"type": "text", "text": ""}}, assistant["content"].([]any)...)
	raw, _ := json.Marshal(body)
	if got := fingerprint(t, decodeWire(t, f, raw).Req); got != want {
		t.Errorf("an empty text block before the tool use changed the fingerprint to %s, want %s", got, want)
	}
}

func TestJSONToolResultsAreOneAcrossFormats(t *testing.T) {
	openai := weatherTurns(t, "openai", `{"sky": "rain", "wind": 1.0}`)
	var bedrock map[string]any
	if err := json.Unmarshal(weatherTurns(t, "bedrock", "x"), &bedrock); err != nil {
		t.Fatal(err)
	}
	result := bedrock["messages"].([]any)[2].(map[string]any)["content"].([]any)[0].(map[string]any)["toolResult"].(map[string]any)
	result["content"] = []any{map[string]any{"json": map[string]any{"wind": 1, "sky": "rain"}}}
	raw, _ := json.Marshal(bedrock)
	a := fingerprint(t, decodeWire(t, formatNamed(t, "openai"), openai).Req)
	if b := fingerprint(t, decodeWire(t, formatNamed(t, "bedrock"), raw).Req); a != b {
		t.Errorf("a JSON tool result as OpenAI text and as Bedrock json: fingerprints %s and %s, want one", a, b)
	}
}
