package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/internal/providers"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/apis"
	"github.com/scriptorium/scriptorium/provider/live"
	"github.com/scriptorium/scriptorium/requests/offline"
)

// cmdEstimate preprocesses a PDF and prints the expected tokens and, given
// prices, the cost of each stage. The renders go to a temporary workdir it
// removes, or to --workdir, kept for a later convert. The provider and
// model priced are --provider and --model, else those the PDF's workdir
// records.
func cmdEstimate(ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	fs := newFlags("estimate", &o, false)
	fs.Lookup("workdir").Usage = "keep the page renders in this workdir for a later convert (default: none is left)"
	fs.Var(&o.sets, "set", "setting name=value (repeatable)")
	fs.StringVar(&o.provider, "provider", "", "price with this live provider's model: openai, anthropic, gemini")
	fs.StringVar(&o.live.Model, "model", "", "the model priced (default: the provider's default model)")
	priceIn := fs.Float64("price-in", 0, "USD per million input tokens")
	priceOut := fs.Float64("price-out", 0, "USD per million output tokens")
	pdf, err := parsePDF(fs, args, "[--workdir DIR] [--set name=value]... [--provider P [--model M] | --price-in USD --price-out USD] module.pdf")
	if err != nil {
		return err
	}
	if *priceIn < 0 || *priceOut < 0 {
		return cli.Usagef("estimate: prices must not be negative")
	}
	if given := givenFlags(fs); given["price-in"] != given["price-out"] {
		return cli.Usagef("estimate: --price-in and --price-out go together: pass both (USD per million tokens)")
	}
	w, err := o.workdirFor(pdf)
	if err != nil {
		return err
	}
	base := pipeline.DefaultSettings()
	if run, err := w.ReadRun(); err == nil {
		base = run.Settings
	}
	s, err := o.settingsFrom(base)
	if err != nil {
		return err
	}
	if *priceIn == 0 && *priceOut == 0 {
		if err := o.useRecorded(fs, "provider", providers.Live, w, stderr); err != nil {
			return err
		}
		if apis.Builders[o.provider] == nil && !givenFlags(fs)["provider"] {
			o.provider = "" // recorded, and costs nothing
		}
	}
	price, err := estimatePrice(&o, live.Price{Model: o.live.Model, InputUSD: *priceIn, OutputUSD: *priceOut}, stdout)
	if err != nil {
		return err
	}
	if err := pdfArg("estimate", pdf); err != nil {
		return err
	}
	if o.workdir == "" { // asked for no workdir: render into one that goes
		tmp, err := os.MkdirTemp("", "scriptorium-estimate-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		w = pipeline.WorkdirFor(filepath.Join(tmp, filepath.Base(pdf)))
	}
	est, err := pipeline.EstimateRequests(ctx, pdf, w, s, offline.New())
	if err != nil {
		return otherSource(err, "choose another --workdir, or none: estimate needs no workdir")
	}
	return printEstimate(stdout, est, price)
}

// estimatePrice returns the price to estimate with: given, when it has a
// price; else the default model's price of --provider, which --model may
// only name; else none. It prints where the price comes from.
func estimatePrice(o *options, given live.Price, stdout io.Writer) (live.Price, error) {
	if given.InputUSD != 0 || given.OutputUSD != 0 {
		return given, nil
	}
	price := apis.DefaultPrices[o.provider]
	switch {
	case o.provider == "":
		return live.Price{}, nil
	case o.live.Model != "" && o.live.Model != price.Model:
		return price, cli.Usagef("estimate: no price known for %s model %s (only for its default model %s): pass --price-in and --price-out", o.provider, o.live.Model, price.Model)
	}
	fmt.Fprintf(stdout, "prices of %s %s: %.2f / %.2f USD per million input / output tokens (%s, checked %s)\n",
		o.provider, price.Model, price.InputUSD, price.OutputUSD, price.Source, price.Checked)
	return price, nil
}

// printEstimate prints est as a table with its cost at price, and a total.
func printEstimate(stdout io.Writer, est []pipeline.Estimate, price live.Price) error {
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "stage\trequests\tinput tokens\toutput tokens\tUSD\t")
	var total pipeline.Estimate
	for _, e := range est {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.2f\t\n", e.Stage, e.Requests, e.InputTokens, e.OutputTokens, price.Cost(provider.Usage{InputTokens: e.InputTokens, OutputTokens: e.OutputTokens}))
		total.Requests += e.Requests
		total.InputTokens += e.InputTokens
		total.OutputTokens += e.OutputTokens
	}
	fmt.Fprintf(tw, "total\t%d\t%d\t%d\t%.2f\t\n", total.Requests, total.InputTokens, total.OutputTokens, price.Cost(provider.Usage{InputTokens: total.InputTokens, OutputTokens: total.OutputTokens}))
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(stdout, "monsters: the requests the offline rules' answers to the survey and content call for")
	if price.InputUSD == 0 && price.OutputUSD == 0 {
		fmt.Fprintln(stdout, "no prices given: pass --provider openai|anthropic|gemini or --price-in/--price-out for a cost")
	}
	return nil
}
