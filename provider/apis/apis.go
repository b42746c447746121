// Package apis names the providers that call a model API, as a command
// line's --provider chooses them: openai, anthropic and gemini. The
// commands' --provider switch (internal/providers) builds a live provider
// here, so every command accepts the same names.
package apis

import (
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/anthropic"
	"github.com/scriptorium/scriptorium/provider/gemini"
	"github.com/scriptorium/scriptorium/provider/live"
	"github.com/scriptorium/scriptorium/provider/openai"
)

// Builders build each live provider from its settings (--model and the
// other live flags) plus its API's environment variables; an unusable
// setting or a missing key is the builder's error.
var Builders = map[string]func(live.Settings) (provider.Provider, error){
	"openai":    openai.FromSettings,
	"anthropic": anthropic.FromSettings,
	"gemini":    gemini.FromSettings,
}

// DefaultPrices are the published prices of each live provider's default
// model (the source and date are in each price).
var DefaultPrices = map[string]live.Price{
	"openai":    openai.DefaultPrice,
	"anthropic": anthropic.DefaultPrice,
	"gemini":    gemini.DefaultPrice,
}
