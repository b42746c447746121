package main

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/pipeline"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// cmdEstimate preprocesses a PDF and prints the expected tokens and, given
// prices, the cost of each stage.
func cmdEstimate(ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) error {
	var o options
	fs := newFlags("estimate", &o, false)
	fs.Lookup("workdir").Usage = workdirForUsage
	fs.Var(&o.sets, "set", "setting name=value (repeatable)")
	fs.StringVar(&o.provider, "provider", "", "price with this live provider's default model: openai, anthropic, gemini")
	priceIn := fs.Float64("price-in", 0, "USD per million input tokens")
	priceOut := fs.Float64("price-out", 0, "USD per million output tokens")
	pos, err := parse(fs, args, 1, "[--workdir DIR] [--set name=value]... [--provider P | --price-in USD --price-out USD] module.pdf")
	if err != nil {
		return err
	}
	if *priceIn < 0 || *priceOut < 0 {
		return cli.Usagef("estimate: prices must not be negative")
	}
	price := live.Price{InputUSD: *priceIn, OutputUSD: *priceOut}
	if o.provider != "" {
		var ok bool
		if price, ok = defaultPrices[o.provider]; !ok {
			return cli.Usagef("estimate --provider %q: want openai, anthropic or gemini", o.provider)
		}
		fmt.Fprintf(stdout, "prices of %s %s: %.2f / %.2f USD per million input / output tokens (%s, checked %s)\n",
			o.provider, price.Model, price.InputUSD, price.OutputUSD, price.Source, price.Checked)
	}
	w := o.workdirFor(pos[0])
	s, err := o.settings()
	if err != nil {
		return err
	}
	est, err := pipeline.EstimateRequests(ctx, pos[0], w, s)
	if err != nil {
		return err
	}
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
	fmt.Fprintln(stdout, "monsters and stat blocks depend on the answers and are not counted")
	if price.InputUSD == 0 && price.OutputUSD == 0 {
		fmt.Fprintln(stdout, "no prices given: pass --provider openai|anthropic|gemini or --price-in/--price-out for a cost")
	}
	return nil
}
