package requests

import (
	"embed"
	"fmt"
)

// PromptVersion is the version of the prompt texts. It is written into every
// request's system text, so bumping it strands every recorded fixture: bump
// it whenever a prompt's meaning changes.
const PromptVersion = "1"

//go:embed prompts/*.txt
var promptFS embed.FS

// prompts holds the system text of every kind; tests swap entries to prove
// which fingerprints a prompt edit strands.
var prompts = mustPrompts()

// System returns the system text of requests of kind k: the shared rules of
// prompts/common.txt, the kind's prompts/<kind>.txt and a last line naming
// the prompt version ("Prompt: content v1"). It wraps [ErrUnknownKind].
func System(k Kind) (string, error) {
	s, ok := prompts[k]
	if !ok {
		return "", fmt.Errorf("system text of %q: %w", k, ErrUnknownKind)
	}
	return s, nil
}

func mustPrompts() map[Kind]string {
	common := mustRead("common")
	out := make(map[Kind]string, len(Kinds))
	for _, k := range Kinds {
		out[k] = common + "\n" + mustRead(string(k)) + fmt.Sprintf("\nPrompt: %s v%s\n", k, PromptVersion)
	}
	return out
}

func mustRead(name string) string {
	b, err := promptFS.ReadFile("prompts/" + name + ".txt")
	if err != nil { // embedded at compile time
		panic(err)
	}
	return string(b)
}
