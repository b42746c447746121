package preprocess

import (
	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// pageDamage returns why content may be missing from page index i of a
// repaired doc, as Page.Damage, or "": DamageNothingRead when pdfium read no object from
// the page (an unterminated string or array swallows the rest of a
// content stream), DamageImage when it cannot decode an image the page
// draws (FPDFImageObj_GetBitmap fails, as on a cut JPEG stream). Images
// are decoded once more for this, which is why only repaired documents
// are checked.
func pageDamage(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, i int) (string, error) {
	loaded, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: i})
	if err != nil {
		return "", err
	}
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: loaded.Page})
	page := requests.Page{ByReference: &loaded.Page}
	count, err := inst.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: page})
	if err != nil {
		return "", err
	}
	if count.Count == 0 {
		return DamageNothingRead, nil
	}
	for j := range count.Count {
		obj, err := inst.FPDFPage_GetObject(&requests.FPDFPage_GetObject{Page: page, Index: j})
		if err != nil {
			return "", err
		}
		kind, err := inst.FPDFPageObj_GetType(&requests.FPDFPageObj_GetType{PageObject: obj.PageObject})
		if err != nil {
			return "", err
		}
		if kind.Type != enums.FPDF_PAGEOBJ_IMAGE {
			continue
		}
		bitmap, err := inst.FPDFImageObj_GetBitmap(&requests.FPDFImageObj_GetBitmap{ImageObject: obj.PageObject})
		if err != nil {
			return DamageImage, nil
		}
		inst.FPDFBitmap_Destroy(&requests.FPDFBitmap_Destroy{Bitmap: bitmap.Bitmap})
	}
	return "", nil
}
