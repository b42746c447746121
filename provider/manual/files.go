package manual

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/scriptorium/scriptorium/internal/jsonfile"
	"github.com/scriptorium/scriptorium/provider"
)

// extensions maps image MIME types to file name extensions.
var extensions = map[string]string{"image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp"}

// writeRequest writes the request file base+".request.md" and, beside it,
// one file per image part (base+".partNN.png"). Files are written through a
// temporary file and a rename, so a reader never sees half a file.
func writeRequest(base, fp string, req *provider.Request) error {
	if err := os.MkdirAll(filepath.Dir(base), 0o755); err != nil {
		return fmt.Errorf("write manual request %s: %w", req.Tag, err)
	}
	var b bytes.Buffer
	name := filepath.Base(base)
	fmt.Fprintf(&b, "# Request %s\n\n", req.Tag)
	fmt.Fprintf(&b, "Fingerprint: %s\n\n", fp)
	fmt.Fprintf(&b, "Answer: write one JSON value that satisfies the schema at the end of this file to\n%s.answer.json (in this directory), then run again.\n\n", name)
	fmt.Fprintf(&b, "## System\n\n%s\n", fenced("text", req.System))
	for i, part := range req.Parts {
		if part.Type == provider.PartImage {
			file := fmt.Sprintf("%s.part%02d%s", base, i+1, extension(part.MIME))
			if err := jsonfile.WriteAtomic(file, part.Data); err != nil {
				return fmt.Errorf("write manual request %s: %w", req.Tag, err)
			}
			fmt.Fprintf(&b, "\n## Part %d: image (%s, %d bytes)\n\n%s\n", i+1, part.MIME, len(part.Data), filepath.Base(file))
			continue
		}
		fmt.Fprintf(&b, "\n## Part %d: text\n\n%s\n", i+1, fenced("text", part.Text))
	}
	fmt.Fprintf(&b, "\n## JSON Schema of the answer\n\n%s\n", fenced("json", indentJSON(req.Schema)))
	if err := jsonfile.WriteAtomic(base+".request.md", b.Bytes()); err != nil {
		return fmt.Errorf("write manual request %s: %w", req.Tag, err)
	}
	return nil
}

func extension(mime string) string {
	if ext, ok := extensions[mime]; ok {
		return ext
	}
	return ".bin"
}

// fenced returns text in a Markdown code fence longer than any run of
// backticks inside it, so the text comes through unchanged.
func fenced(lang, text string) string {
	fence := "```"
	for strings.Contains(text, fence) {
		fence += "`"
	}
	return fence + lang + "\n" + strings.TrimSuffix(text, "\n") + "\n" + fence
}

// indentJSON returns raw indented by two spaces, or raw as it is when it is
// not JSON (or "null" when there is no schema).
func indentJSON(raw json.RawMessage) string {
	if len(raw) == 0 {
		return "null"
	}
	var b bytes.Buffer
	if json.Indent(&b, raw, "", "  ") != nil {
		return string(raw)
	}
	return b.String()
}
