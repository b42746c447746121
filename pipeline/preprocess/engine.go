package preprocess

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sync"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

// engine is the process's one pdfium pool, created on first use. Compiling
// pdfium's WebAssembly takes seconds, so it is done once per process and
// cached on disk across processes (see Settings.CacheDir).
var engine struct {
	once sync.Once
	pool pdfium.Pool
	size int
	err  error
}

// pdfiumPool returns the shared pool and its size (the most instances it
// lends at once), creating it with the compilation cache in cacheDir on the
// first call.
func pdfiumPool(cacheDir string) (pdfium.Pool, int, error) {
	engine.once.Do(func() {
		engine.size = runtime.NumCPU()
		engine.pool, engine.err = newPool(cacheDir, engine.size)
	})
	return engine.pool, engine.size, engine.err
}

// newPool compiles pdfium (or loads it from the cache) and returns a pool
// of up to size reusable instances. The instances see no host file system
// and print nothing: documents are passed as bytes.
func newPool(cacheDir string, size int) (pdfium.Pool, error) {
	cache, err := wazero.NewCompilationCacheWithDir(cacheDir)
	if err != nil {
		return nil, fmt.Errorf("preprocess compilation cache %s: %w", cacheDir, err)
	}
	rc := wazero.NewRuntimeConfig().
		WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
		WithCompilationCache(cache)
	pool, err := webassembly.Init(webassembly.Config{
		Context:       experimental.WithCompilationWorkers(context.Background(), runtime.NumCPU()),
		MaxIdle:       size,
		MaxTotal:      size,
		RuntimeConfig: rc,
		FSConfig:      wazero.NewFSConfig(),
		Stdout:        io.Discard,
		Stderr:        io.Discard,
		ReuseWorkers:  true,
	})
	if err != nil {
		return nil, fmt.Errorf("preprocess start pdfium: %w", err)
	}
	return pool, nil
}
