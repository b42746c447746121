package openai

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/openai/openai-go/v3/option"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// DefaultBaseURL is the OpenAI API's base URL.
const DefaultBaseURL = "https://api.openai.com/v1/"

// DefaultAzureAPIVersion is the Azure OpenAI API version asked for when none
// is configured: the first GA version with structured outputs.
const DefaultAzureAPIVersion = "2024-10-21"

// compatibleKey is sent as the key to a compatible server configured with
// none: Ollama, vLLM, llama.cpp and LM Studio ignore it.
const compatibleKey = "no-key"

// Config configures the provider: the shared settings and, for Azure
// OpenAI, the resource endpoint and API version, with Settings.Model naming
// the deployment.
type Config struct {
	live.Settings
	// AzureEndpoint is the Azure OpenAI resource URL, such as
	// "https://my-resource.openai.azure.com"; set, it selects Azure: the
	// key goes in the api-key header and requests to
	// {endpoint}/openai/deployments/{Model}/chat/completions.
	AzureEndpoint string
	// AzureAPIVersion is the api-version query parameter (default
	// [DefaultAzureAPIVersion]).
	AzureAPIVersion string
}

// ConfigFromEnv returns a config of s completed from the environment where
// s leaves a field empty. With AZURE_OPENAI_ENDPOINT set (and no base URL),
// Azure: AZURE_OPENAI_API_KEY, AZURE_OPENAI_API_VERSION and
// AZURE_OPENAI_DEPLOYMENT (the model). Otherwise OPENAI_API_KEY and
// OPENAI_BASE_URL (for a compatible server).
func ConfigFromEnv(s live.Settings) Config {
	c := Config{Settings: s}
	if endpoint := live.FromEnv("AZURE_OPENAI_ENDPOINT"); endpoint != "" && s.BaseURL == "" {
		c.AzureEndpoint = endpoint
		c.AzureAPIVersion = live.FromEnv("AZURE_OPENAI_API_VERSION")
		c.APIKey = first(s.APIKey, live.FromEnv("AZURE_OPENAI_API_KEY"))
		c.Model = first(s.Model, live.FromEnv("AZURE_OPENAI_DEPLOYMENT"))
		return c
	}
	c.APIKey = first(s.APIKey, live.FromEnv("OPENAI_API_KEY"))
	c.BaseURL = first(s.BaseURL, live.FromEnv("OPENAI_BASE_URL"))
	return c
}

// FromSettings returns the provider for s completed from the environment
// (see [ConfigFromEnv]); the command line's --provider openai calls it.
func FromSettings(s live.Settings) (provider.Provider, error) { return New(ConfigFromEnv(s)) }

// FromEnv returns the provider for model (empty for [DefaultModel]) from
// the environment alone.
func FromEnv(model string) (provider.Provider, error) {
	return FromSettings(live.Settings{Model: model})
}

// options returns the SDK options that pick the endpoint and the key,
// filling the placeholder key of a compatible server.
func (c *Config) options() ([]option.RequestOption, error) {
	if c.AzureEndpoint != "" {
		return c.azureOptions()
	}
	base := DefaultBaseURL
	if c.BaseURL != "" {
		base = strings.TrimRight(c.BaseURL, "/") + "/"
		if c.APIKey == "" {
			c.APIKey = compatibleKey
		}
	}
	if c.APIKey == "" {
		return nil, fmt.Errorf("new %s provider: %w: set OPENAI_API_KEY", Name, live.ErrConfig)
	}
	return []option.RequestOption{option.WithBaseURL(base), option.WithAPIKey(c.APIKey)}, nil
}

// azureOptions returns the options of an Azure deployment.
func (c *Config) azureOptions() ([]option.RequestOption, error) {
	if c.APIKey == "" || c.Model == "" {
		return nil, fmt.Errorf("new %s provider: %w: Azure needs AZURE_OPENAI_API_KEY and a deployment (AZURE_OPENAI_DEPLOYMENT or --model)",
			Name, live.ErrConfig)
	}
	version := first(c.AzureAPIVersion, DefaultAzureAPIVersion)
	base := strings.TrimRight(c.AzureEndpoint, "/") + "/openai/deployments/" + url.PathEscape(c.Model) + "/"
	return []option.RequestOption{option.WithBaseURL(base), option.WithQuery("api-version", version),
		option.WithHeader("api-key", c.APIKey)}, nil
}

// first returns the first of values that is not empty.
func first(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
