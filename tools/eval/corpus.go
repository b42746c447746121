package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/scriptorium/scriptorium/adventure"
	"github.com/scriptorium/scriptorium/evals"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
)

// TruthFile is the name of a module's ground truth in its corpus folder.
const TruthFile = "truth.yaml"

// module is one corpus module: a folder holding one PDF and truth.yaml.
type module struct {
	name  string // the folder's name
	dir   string
	truth *evals.Truth
}

// loadCorpus returns the modules of a corpus directory, sorted by name:
// every folder holding truth.yaml. Folders without one (assets of other
// kinds) are not modules. A truth file that does not parse is an error.
func loadCorpus(dir string) ([]module, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("load corpus: %w", err)
	}
	var mods []module
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		path := filepath.Join(dir, e.Name(), TruthFile)
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			continue
		}
		t, err := evals.LoadTruth(path)
		if err != nil {
			return nil, err
		}
		mods = append(mods, module{name: e.Name(), dir: filepath.Join(dir, e.Name()), truth: t})
	}
	if len(mods) == 0 {
		return nil, fmt.Errorf("load corpus %s: no folder holds %s", dir, TruthFile)
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].name < mods[j].name })
	return mods, nil
}

// pdf returns the path of the module's one PDF.
func (m module) pdf() (string, error) {
	found, err := filepath.Glob(filepath.Join(m.dir, "*.pdf"))
	if err != nil || len(found) != 1 {
		return "", fmt.Errorf("module %s: want one PDF in %s, found %d", m.name, m.dir, len(found))
	}
	return found[0], nil
}

// scored is a module's adventure with who answered its requests: the
// providers and models its stage caches record (each sorted, the providers
// joined by "+", the models by ", "; the model is empty when no answer
// named one, as the manual provider's do not).
type scored struct {
	adventure       *adventure.Adventure
	provider, model string
}

// source produces the adventure of a module to score.
type source func(ctx context.Context, m module) (scored, error)

// converted returns a source that converts each module's PDF in a
// temporary workdir with the provider newProvider returns for it, and
// builds the adventure from the stage caches (before overrides). Nothing is
// written into the corpus, so a private corpus of purchased modules stays
// where it is.
func converted(newProvider func(m module) (provider.Provider, error)) source {
	return func(ctx context.Context, m module) (scored, error) {
		pdf, err := m.pdf()
		if err != nil {
			return scored{}, err
		}
		p, err := newProvider(m)
		if err != nil {
			return scored{}, err
		}
		tmp, err := os.MkdirTemp("", "eval-"+m.name+"-")
		if err != nil {
			return scored{}, fmt.Errorf("convert %s: %w", m.name, err)
		}
		defer os.RemoveAll(tmp)
		w := pipeline.Workdir{Dir: filepath.Join(tmp, "work.scriptorium")}
		if _, err := pipeline.Convert(ctx, pdf, w, pipeline.Options{Provider: p}); err != nil {
			return scored{}, fmt.Errorf("convert %s: %w", m.name, err)
		}
		return built(w)
	}
}

// cached returns a source that builds each module's adventure from its
// committed stage caches in the folder rel inside the module folder, and
// uses fallback for a module without one (fallback nil: such a module is
// skipped, reported by errNoCaches).
func cached(rel string, fallback source) source {
	return func(ctx context.Context, m module) (scored, error) {
		dir := filepath.Join(m.dir, rel)
		if _, err := os.Stat(dir); err == nil {
			return built(pipeline.Workdir{Dir: dir})
		}
		if fallback == nil {
			return scored{}, fmt.Errorf("module %s: %w in %s", m.name, errNoCaches, dir)
		}
		return fallback(ctx, m)
	}
}

// built returns the adventure the stage caches of w hold, labelled with the
// providers and models that answered them.
func built(w pipeline.Workdir) (scored, error) {
	a, stages, err := pipeline.Build(w)
	if err != nil {
		return scored{}, err
	}
	var providers, models []string
	for _, s := range stages {
		for _, p := range s.Providers {
			if !slices.Contains(providers, p) {
				providers = append(providers, p)
			}
		}
		for _, m := range s.Models {
			if !slices.Contains(models, m) {
				models = append(models, m)
			}
		}
	}
	slices.Sort(providers)
	slices.Sort(models)
	return scored{adventure: a, provider: strings.Join(providers, "+"), model: strings.Join(models, ", ")}, nil
}
