package mockllm

import (
	"encoding/json"
	"io"

	"github.com/aws/aws-sdk-go-v2/aws/protocol/eventstream"
)

// event is one streamed event: an optional event name and its data, which
// is written as JSON (by its own appendJSON when it is a jsonAppender)
// unless it is a rawData.
type event struct {
	Name string
	Data any
}

// rawData is event data written verbatim, such as OpenAI's "[DONE]".
type rawData string

// doneEvent ends an OpenAI-style stream.
var doneEvent = event{Data: rawData("[DONE]")}

// framer writes events on the wire.
type framer interface {
	contentType() string
	write(w io.Writer, ev event) error
}

// sse frames events as server-sent events: an "event:" line when the event
// is named, one "data:" line, and a blank line.
type sse struct{}

func (sse) contentType() string { return "text/event-stream" }

func (sse) write(w io.Writer, ev event) error {
	buf := make([]byte, 0, 512)
	if ev.Name != "" {
		buf = append(append(append(buf, "event: "...), ev.Name...), '\n')
	}
	buf, err := appendEventData(append(buf, "data: "...), ev)
	if err == nil {
		_, err = w.Write(append(buf, "\n\n"...))
	}
	return err
}

// eventData is the data of ev as bytes.
func eventData(ev event) ([]byte, error) {
	return appendEventData(nil, ev)
}

// appendEventData appends the data of ev to buf: a rawData as it is, a
// jsonAppender's JSON by its appendJSON, else json.Marshal's.
func appendEventData(buf []byte, ev event) ([]byte, error) {
	switch d := ev.Data.(type) {
	case rawData:
		return append(buf, d...), nil
	case jsonAppender:
		if out, ok := d.appendJSON(buf); ok {
			return out, nil
		}
	}
	data, err := json.Marshal(ev.Data)
	return append(buf, data...), err
}

// ndjson frames events as one JSON value per line.
type ndjson struct{}

func (ndjson) contentType() string { return "application/x-ndjson" }

func (ndjson) write(w io.Writer, ev event) error {
	data, err := appendEventData(make([]byte, 0, 512), ev)
	if err == nil {
		_, err = w.Write(append(data, '\n'))
	}
	return err
}

// awsEventStream frames events as AWS event-stream messages whose
// :event-type header names the event and whose payload is its JSON.
type awsEventStream struct{ enc *eventstream.Encoder }

func (*awsEventStream) contentType() string { return "application/vnd.amazon.eventstream" }

func (s *awsEventStream) write(w io.Writer, ev event) error {
	data, err := eventData(ev)
	if err != nil {
		return err
	}
	var msg eventstream.Message
	msg.Headers.Set(":event-type", eventstream.StringValue(ev.Name))
	msg.Headers.Set(":content-type", eventstream.StringValue("application/json"))
	msg.Headers.Set(":message-type", eventstream.StringValue("event"))
	msg.Payload = data
	return s.enc.Encode(w, msg)
}
