package mockllm

import (
	"bytes"

	"github.com/aws/aws-sdk-go-v2/aws/protocol/eventstream"
)

// event is one streamed event: an optional event name and its data, which
// is written as JSON (see appendValue) unless it is a rawData.
type event struct {
	Name string
	Data any
}

// rawData is event data written verbatim, such as OpenAI's "[DONE]".
type rawData string

// doneEvent ends an OpenAI-style stream.
var doneEvent = event{Data: rawData("[DONE]")}

// framer frames events for the wire.
type framer interface {
	contentType() string
	// appendFrame appends ev's frame to buf.
	appendFrame(buf []byte, ev event) ([]byte, error)
}

// sse frames events as server-sent events: an "event:" line when the event
// is named, one "data:" line, and a blank line.
type sse struct{}

func (sse) contentType() string { return "text/event-stream" }

func (sse) appendFrame(buf []byte, ev event) ([]byte, error) {
	if ev.Name != "" {
		buf = append(append(append(buf, "event: "...), ev.Name...), '\n')
	}
	buf, err := appendEventData(append(buf, "data: "...), ev)
	return append(buf, "\n\n"...), err
}

// eventData is the data of ev as bytes.
func eventData(ev event) ([]byte, error) {
	return appendEventData(nil, ev)
}

// appendEventData appends the data of ev to buf: a rawData as it is, else
// its JSON (see appendValue).
func appendEventData(buf []byte, ev event) ([]byte, error) {
	if d, ok := ev.Data.(rawData); ok {
		return append(buf, d...), nil
	}
	return appendValue(buf, ev.Data)
}

// ndjson frames events as one JSON value per line.
type ndjson struct{}

func (ndjson) contentType() string { return "application/x-ndjson" }

func (ndjson) appendFrame(buf []byte, ev event) ([]byte, error) {
	buf, err := appendEventData(buf, ev)
	return append(buf, '\n'), err
}

// awsEventStream frames events as AWS event-stream messages whose
// :event-type header names the event and whose payload is its JSON.
type awsEventStream struct{ enc *eventstream.Encoder }

func (*awsEventStream) contentType() string { return "application/vnd.amazon.eventstream" }

func (s *awsEventStream) appendFrame(buf []byte, ev event) ([]byte, error) {
	data, err := eventData(ev)
	if err != nil {
		return buf, err
	}
	var msg eventstream.Message
	msg.Headers.Set(":event-type", eventstream.StringValue(ev.Name))
	msg.Headers.Set(":content-type", eventstream.StringValue("application/json"))
	msg.Headers.Set(":message-type", eventstream.StringValue("event"))
	msg.Payload = data
	out := bytes.NewBuffer(buf)
	err = s.enc.Encode(out, msg)
	return out.Bytes(), err
}
