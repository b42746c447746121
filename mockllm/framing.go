package mockllm

import (
	"encoding/json"
	"io"

	"github.com/aws/aws-sdk-go-v2/aws/protocol/eventstream"
)

// event is one streamed event: an optional event name and its data, which
// is marshalled as JSON unless it is a rawData.
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
	data, err := eventData(ev)
	if err != nil {
		return err
	}
	buf := make([]byte, 0, len(data)+len(ev.Name)+16)
	if ev.Name != "" {
		buf = append(append(append(buf, "event: "...), ev.Name...), '\n')
	}
	buf = append(append(append(buf, "data: "...), data...), "\n\n"...)
	_, err = w.Write(buf)
	return err
}

// eventData is the data of ev as bytes.
func eventData(ev event) ([]byte, error) {
	if raw, ok := ev.Data.(rawData); ok {
		return []byte(raw), nil
	}
	return json.Marshal(ev.Data)
}

// ndjson frames events as one JSON value per line.
type ndjson struct{}

func (ndjson) contentType() string { return "application/x-ndjson" }

func (ndjson) write(w io.Writer, ev event) error {
	data, err := eventData(ev)
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
