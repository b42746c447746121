package preprocess

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
)

func TestZDebug(t *testing.T) {
	pdf := os.Getenv("ZPDF")
	if pdf == "" {
		t.Skip()
	}
	page, _ := strconv.Atoi(os.Getenv("ZPAGE"))
	data, _ := os.ReadFile(pdf)
	pool, _, err := pdfiumPool(DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	err = work(context.Background(), pool, data, func(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		chars, err := charsOf(inst, doc, page, 792, true)
		if err != nil {
			return err
		}
		for _, l := range lines(words(chars, bodyOf(chars))) {
			s := ""
			for _, w := range l {
				s += fmt.Sprintf(" [%.1f-%.1f %q y%.1f-%.1f]", w.x0, w.x1, w.text(), w.head.y0, w.head.y1)
			}
			fmt.Println(s)
		}
		ls := lines(words(chars, bodyOf(chars)))
		for i := range ls {
			end, lanes := laneRun(ls, i, len(ls))
			if end-i >= 2 {
				fmt.Println("RUN", i, end, lanes)
				for _, g := range laneGroups(ls, i, end, lanes) {
					fmt.Printf("  group %+v\n", g)
					for _, tb := range gridTables(ls, i, end, g) {
						fmt.Println("   table rows", tb.rowLines)
					}
				}
			}
		}
		txt, _ := pageText(chars, bodyOf(chars), 0)
		fmt.Println(txt)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
