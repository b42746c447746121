package offline

import (
	"context"
	"fmt"
	"os"
	"testing"

	"scriptorium/requests"
)

func TestDebugDump(t *testing.T) {
	if os.Getenv("OFFLINE_DEBUG") == "" {
		t.Skip()
	}
	for _, rel := range corpusPDFs {
		pages := pdfPages(t, rel)
		req, _ := requests.BuildSurveyRequest(1, pages, requests.Settings{})
		resp, err := New().Complete(context.Background(), req)
		fmt.Println(rel, err)
		if resp != nil {
			fmt.Println(string(resp.Data))
		}
		for _, p := range pages {
			req, _ := requests.BuildContentRequest([]requests.Page{p}, nil, requests.Settings{})
			resp, err := New().Complete(context.Background(), req)
			fmt.Println(req.Tag, err)
			if resp != nil {
				fmt.Println(string(resp.Data))
			}
			req, _ = requests.BuildWanderingRequest([]requests.Page{p}, requests.Settings{})
			resp, _ = New().Complete(context.Background(), req)
			if resp != nil {
				fmt.Println(string(resp.Data))
			}
		}
	}
}
