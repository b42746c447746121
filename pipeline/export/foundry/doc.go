// Package foundry maps adventure.json v1 onto Foundry Virtual Tabletop
// documents, in the JSON that a document's "Export Data" writes and its
// "Import Data" reads. The entry point is [Export]: an *adventure.Adventure
// in, the files' names and bytes out. It is pure (no file system, clock or
// randomness): the same adventure always gives the same bytes, and every
// _id is derived from the adventure's content by [ID]. Package
// tools/extract writes the files (`extract export`).
//
// An _id depends on the source PDF's SHA-256 and on what names the document
// (a site's position and name, an area's level position and key, a
// monster's id, a table's position), not on its text: a corrected description keeps its page's _id
// and every link to it, and two modules never share one.
//
// It is not an importer, not a Foundry module or compendium pack builder,
// and not a game-system mapper: it writes no Actor.
//
// # Target: Foundry VTT v13
//
// The documents follow the v13 data model (API documentation of "version
// 13.350 Stable", https://foundryvtt.com/api/). Every document carries
// _stats.coreVersion [CoreVersion], because an import migrates data from the
// core version that _stats names, and treats data without _stats as older
// than v10 (foundry-vtt-types, ClientDocument.fromImport: "The _stats field
// must not be stripped from the data before it is exported").
//
// # What is written
//
//   - One JournalEntry per site. Each level with a name (or every level, when
//     a site has several) opens with a page at title level 1 listing its
//     areas; each keyed area is a "text" page (title "key. title", title
//     level 2 under a level page, else 1) holding the read-aloud text in a
//     blockquote, the description, encounters, treasure, traps, features and
//     exits. Pages are sorted in printed order.
//   - Stat blocks as JournalEntry pages, not Actors. An Actor's data is
//     defined by its game system (OSE, Basic Fantasy, ...), so writing one
//     would mean guessing a system's schema; a stat block as printed reads
//     the same in every system and loses nothing. Each site journal ends with
//     a "Monsters" page (title level 1) and one page per monster met in the
//     site, so encounters link to a page of their own journal; a separate
//     "Monsters" JournalEntry holds every monster of the module.
//   - One RollTable per wandering-monster table, one "text" result per row.
//
// # Links
//
// Encounters and exits link with Foundry's content-link syntax
// @UUID[target]{label}. A link to a page of the same journal is relative,
// @UUID[.pageId]: a relative UUID with one part names a sibling of the
// document it is read from (Foundry's _resolveRelativeUuid, "Relative
// Embedded Document"), and a text page is enriched relative to itself
// (v13 JournalTextPageSheet#getData: enrichHTML(content, {relativeTo:
// this.object}); its editor writes relative links too, relativeLinks:
// true). This matters because Import Data does not create a
// document: it updates the one it was chosen on, through
// collection.fromCompendium, which drops the file's top-level _id and keeps
// the target's (ClientDocumentMixin#importFromJSON, Foundry v11 source),
// while embedded pages keep the _id the file gives them. A relative link
// therefore survives the import; an absolute one
// (@UUID[JournalEntry.<id>.JournalEntryPage.<id>]) resolves only where the
// journal keeps the exported _id. That is why monsters are repeated inside
// each site journal and why a site is one journal with its levels as
// title-level-1 pages rather than one journal per level: every exit between
// levels of a site stays a relative link. Only an exit into another site is
// absolute.
//
// # Fields (sources)
//
//   - JournalEntry: name, pages, folder, categories, flags, _stats
//     (JournalEntryData, v13 API).
//   - JournalEntryPage: _id, name, type "text", title {show, level},
//     text {content, format}, sort, flags, _stats (JournalEntryPageData,
//     JournalEntryPageTitleData: "The heading level to render this page's
//     title at in the overall journal view"). text.format 1 is HTML
//     (CONST.JOURNAL_ENTRY_PAGE_FORMATS {HTML: 1, MARKDOWN: 2}).
//   - RollTable: name, description (HTML), formula, replacement,
//     displayRoll, results, flags, _stats (RollTableData, v13 API).
//   - TableResult in v13: type "text" (a string since v12, foundryvtt issue
//     #10428), name and description replace v12's text (foundryvtt issue
//     #12049: "The text field has been split into separate name and
//     description fields"; text results moved to description), and
//     documentUuid replaces documentCollection/documentId. name is a plain
//     string, description is HTML (issue #12253, Foundry's lead developer:
//     "We intentionally separated a basic plaintext name from rich HTML
//     description as part of v13 document changes"). range is "a length 2
//     array of ascending integers" and weight "the probabilistic weight of
//     this result" (TableResultData). v12 is not a target: tables made in
//     v13 are not compatible with v12 (jendave/roll-table-importer README).
//   - _id: 16 characters from [a-zA-Z0-9] (Foundry's validator isValidId).
//   - File names follow Export Data's: fvtt-<Document>-<slug>-<id>.json
//     (ClientDocumentMixin#exportToJSON).
//
// Text is HTML-escaped (html.EscapeString) before it enters page content or
// a result description, with Foundry's enrichment openers ("@" of a
// content link, "[[" of an inline roll) broken by an invisible <wbr>, so
// printed text never turns into a link or a roll; a link label loses the
// braces that would end the @UUID label early.
//
// # Nothing lost
//
// flags.scriptorium carries what HTML cannot: on every top-level document
// the module metadata and the module's flags; on an area page the whole
// area as adventure.json holds it (with its flags, pages and confidence);
// on a stat-block page the whole monster; on a RollTable the whole
// wandering table; on a result its row as printed.
//
// # Ranges
//
// A row's printed range ("3", "1-2", "11–12", "12+", "96-00" on a d%)
// becomes the result's range by adventure.ParseRange, and the table's die
// its formula by adventure.Die; a range it cannot read, or one outside the die's reach, is
// reported in the result's warnings, and an unreadable row is left out of the
// results (it stays in the table's description and flags) rather than
// guessed.
package foundry
