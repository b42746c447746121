package mockllm

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"path/filepath"
	"slices"
	"strings"

	"github.com/scriptorium/scriptorium/provider"
)

// hostDirs returns the directories opts serves from and records into, as
// given and in absolute form, longest first: the paths no answer may show a
// client.
func hostDirs(opts Options) []string {
	var dirs []string
	add := func(dir string) {
		abs, err := filepath.Abs(dir)
		if err != nil || dir == "" {
			return
		}
		for _, d := range []string{abs, filepath.Clean(dir)} {
			if d != "." && !slices.Contains(dirs, d) {
				dirs = append(dirs, d)
			}
		}
	}
	if d, ok := opts.Fixtures.(interface{ Dir() string }); ok {
		add(d.Dir())
	}
	if opts.RecordInto != nil {
		add(opts.RecordInto.Dir())
	}
	add(opts.CannedDir)
	slices.SortFunc(dirs, func(a, b string) int { return len(b) - len(a) })
	return dirs
}

// clientText returns msg fit for a client: credential-shaped strings
// redacted, and the server's directories cut from file paths (leaving base
// names) or reduced to their own base names.
func (h *handler) clientText(msg string) string {
	for _, dir := range h.dirs {
		msg = strings.ReplaceAll(msg, dir+string(filepath.Separator), "")
		msg = strings.ReplaceAll(msg, dir, filepath.Base(dir))
	}
	return provider.RedactSecrets(msg)
}

// rateLimitHeaders copies an upstream answer's Retry-After and rate-limit
// headers (OpenAI's and Groq's x-ratelimit-*, Anthropic's
// anthropic-ratelimit-*, the IETF draft's RateLimit fields, retry-after-ms)
// to a client's answer.
func rateLimitHeaders(dst, src http.Header) {
	for k, v := range src {
		switch {
		case k == "Retry-After", k == "Retry-After-Ms", k == "Ratelimit", k == "Ratelimit-Policy",
			strings.HasPrefix(k, "X-Ratelimit-"), strings.HasPrefix(k, "Anthropic-Ratelimit-"), strings.HasPrefix(k, "Ratelimit-"):
			dst[k] = v
		}
	}
}

// redacting is a slog handler that redacts credential-shaped strings from
// messages and from string and error attribute values before its next
// handler sees them.
type redacting struct{ next slog.Handler }

func (r redacting) Enabled(ctx context.Context, l slog.Level) bool { return r.next.Enabled(ctx, l) }

func (r redacting) Handle(ctx context.Context, rec slog.Record) error {
	out := slog.NewRecord(rec.Time, rec.Level, provider.RedactSecrets(rec.Message), rec.PC)
	rec.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(redactAttr(a))
		return true
	})
	return r.next.Handle(ctx, out)
}

func (r redacting) WithAttrs(attrs []slog.Attr) slog.Handler {
	out := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		out[i] = redactAttr(a)
	}
	return redacting{r.next.WithAttrs(out)}
}

func (r redacting) WithGroup(name string) slog.Handler { return redacting{r.next.WithGroup(name)} }

// redactAttr redacts a string or error value, and a group's members.
func redactAttr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, provider.RedactSecrets(v.String()))
	case slog.KindGroup:
		group := v.Group()
		out := make([]any, len(group))
		for i, m := range group {
			out[i] = redactAttr(m)
		}
		return slog.Group(a.Key, out...)
	case slog.KindAny:
		if err, ok := v.Any().(error); ok {
			return slog.String(a.Key, provider.RedactSecrets(err.Error()))
		}
	}
	return slog.Attr{Key: a.Key, Value: v}
}

// recordFailure is the answer to a recording the store refused for a
// credential-shaped string: the client's fault (400) when the request held
// it and the upstream was not asked, the upstream's (502) when its answer
// did.
func recordFailure(x *exchange, err error) (*failure, bool) {
	if !errors.Is(err, provider.ErrSecret) {
		return nil, false
	}
	if x.asked {
		return &failure{Status: http.StatusBadGateway, Message: "mockllm: upstream answer not recorded: " + err.Error()}, true
	}
	return &failure{Status: http.StatusBadRequest, Message: "mockllm: request refused: " + err.Error()}, true
}
