// @vitest-environment happy-dom
import { NODES, MARKS, validateDocument, type DocumentNode } from '@newsroom/shared/document';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, stripPastedHtml } from './pasteCleaning.ts';
import { storyExtensions } from './storyExtensions.ts';

const extensions = storyExtensions();

/** Every node and mark type in a document, and every attribute name, as "type.attr". */
function inventory(node: DocumentNode, found = new Set<string>()): Set<string> {
  found.add(node.type);
  for (const name of Object.keys(node.attrs ?? {})) found.add(`${node.type}.${name}`);
  for (const mark of node.marks ?? []) {
    found.add(`mark:${mark.type}`);
    for (const name of Object.keys(mark.attrs ?? {})) found.add(`mark:${mark.type}.${name}`);
  }
  for (const child of node.content ?? []) inventory(child, found);
  return found;
}

const KNOWN = new Set([
  ...Object.entries(NODES).flatMap(([name, rule]) => [
    name,
    ...Object.keys('attrs' in rule ? rule.attrs : {}).map((attr) => `${name}.${attr}`),
  ]),
  ...Object.entries(MARKS).flatMap(([name, rule]) => [
    `mark:${name}`,
    ...Object.keys('attrs' in rule ? rule.attrs : {}).map((attr) => `mark:${name}.${attr}`),
  ]),
]);

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head>
<body><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]-->
<h1 style="mso-outline-level:1">Budget day</h1>
<p class="MsoNormal" style="font-family:Calibri"><span style="font-size:12pt"><font face="Arial">The council <b>voted</b> <i>late</i>.</font></span><o:p></o:p></p>
<h4>Detail</h4><script>alert(1)</script><p onclick="steal()">After <a href="javascript:alert(1)">bad</a> and <a href="https://example.com/src" target="_blank" style="color:red">source</a></p>
<ul><li><p>One</p><h2>Not allowed in a list</h2></li></ul><img src="x.png" onerror="steal()"><iframe src="https://evil.example"></iframe></body></html>`;

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-size:11pt;font-family:Arial;font-weight:700;">Bold</span><span style="font-style:italic"> lean</span></p><h3><span style="font-size:14pt">Sub</span></h3></b>`;

/** Word 365 (Windows) on the clipboard: the head it writes around every copy, and the fragment markers. */
const wordClipboard = (fragment: string) => `<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<meta name=Originator content="Microsoft Word 15">
<link rel=File-List
href="file:///C:/Users/ALEE~1/AppData/Local/Temp/msohtmlclip1/01/clip_filelist.xml">
<!--[if gte mso 9]><xml>
 <o:OfficeDocumentSettings>
  <o:AllowPNG/>
 </o:OfficeDocumentSettings>
</xml><![endif]-->
<style>
<!--
 /* List Definitions */
 @list l0
	{mso-list-id:1015688341;
	mso-list-type:hybrid;
	mso-list-template-ids:-1474327662 134807553 134807555 134807557 134807553 134807555 134807557 134807553 134807555 134807557;}
@list l0:level1
	{mso-level-number-format:bullet;
	mso-level-text:\\F0B7;
	mso-level-tab-stop:none;
	mso-level-number-position:left;
	text-indent:-18.0pt;
	font-family:Symbol;}
p.MsoListParagraphCxSpFirst, li.MsoListParagraphCxSpFirst, div.MsoListParagraphCxSpFirst
	{mso-style-priority:34;
	mso-style-unhide:no;
	mso-style-qformat:yes;
	mso-style-type:export-only;
	margin-top:0cm;
	margin-right:0cm;
	margin-bottom:0cm;
	margin-left:36.0pt;
	mso-add-space:auto;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;}
-->
</style>
</head>

<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
${fragment}
<!--EndFragment-->
</body>

</html>`;

/** A Word list paragraph: its class by place in the list, its level, and the typed bullet or number. */
const wordItem = (place: 'First' | 'Middle' | 'Last', level: number, marker: string, font: string, text: string) =>
  `<p class=MsoListParagraphCxSp${place} style='${
    level > 1
      ? `margin-left:${36 * level}.0pt;mso-add-space:
auto;`
      : ''
  }text-indent:-18.0pt;mso-list:l0 level${level} lfo1'><![if !supportLists]><span
style='font-family:${font};mso-fareast-font-family:${font};mso-bidi-font-family:
${font}'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-US style='mso-ansi-language:EN-US'>${text}<o:p></o:p></span></p>`;

const WORD_BULLETS = wordClipboard(`
<p class=MsoNormal><span lang=EN-US style='mso-ansi-language:EN-US'>What the council agreed:<o:p></o:p></span></p>

${wordItem('First', 1, '·', 'Symbol', 'A new <b>library</b> in the east')}

${wordItem('Middle', 2, 'o', '"Courier New"', 'Opening in 2027')}

${wordItem('Middle', 3, '§', 'Wingdings', 'Subject to funding')}

${wordItem('Last', 1, '·', 'Symbol', 'Free parking on Sundays')}

<p class=MsoNormal><span lang=EN-US style='mso-ansi-language:EN-US'>The vote was close.<o:p></o:p></span></p>
`);

const WORD_NUMBERED = wordClipboard(`
${wordItem('First', 1, '1.', '"Calibri",sans-serif', 'Approve the budget')}

${wordItem('Middle', 2, 'a.', '"Calibri",sans-serif', 'Schools')}

${wordItem('Middle', 2, 'b.', '"Calibri",sans-serif', 'Roads')}

${wordItem('Last', 1, '2.', '"Calibri",sans-serif', 'Adjourn')}

<p class=MsoNormal>Then:</p>

${wordItem('First', 1, '3.', '"Calibri",sans-serif', 'Questions')}

${wordItem('Last', 1, '·', 'Symbol', 'Any other business')}
`);

/** A list's items as text, nested lists as arrays after their item's text. */
function listShape(list: DocumentNode): unknown[] {
  return (list.content ?? []).map((item) => {
    const [paragraph, ...nested] = item.content ?? [];
    const text = (paragraph?.content ?? []).map((node) => node.text).join('');
    return nested.length ? [text, ...nested.map((child) => ({ [child.type]: listShape(child) }))] : text;
  });
}

describe('paste cleaning', () => {
  it('keeps headings, lists, links, bold and italic from Word and drops styles, fonts, comments and scripts', () => {
    const document = cleanPastedHtml(WORD, extensions);
    expect(validateDocument(document)).toBeNull();
    expect(document.content?.[0]).toMatchObject({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ text: 'Budget day' }],
    });
    expect(document.content?.find((node) => node.content?.[0]?.text === 'Detail')).toMatchObject({
      type: 'heading',
      attrs: { level: 3 },
    });
    const text = JSON.stringify(document);
    for (const gone of ['alert', 'steal', 'Calibri', 'Arial', 'mso', 'evil', 'OfficeDocument', 'style', 'target'])
      expect(text).not.toContain(gone);
    expect(text).toContain('"href":"https://example.com/src"');
    expect(text).toContain('{"type":"bold"}');
    expect(text).toContain('{"type":"italic"}');
    expect([...inventory(document)].filter((name) => !KNOWN.has(name))).toEqual([]);
  });

  it('turns Word 365 list paragraphs into bulleted lists nested by level, without the typed bullets', () => {
    const document = cleanPastedHtml(WORD_BULLETS, extensions);
    expect(validateDocument(document)).toBeNull();
    expect(document.content?.map((node) => node.type)).toEqual(['paragraph', 'bulletList', 'paragraph']);
    expect(listShape(document.content![1]!)).toEqual([
      ['A new library in the east', { bulletList: [['Opening in 2027', { bulletList: ['Subject to funding'] }]] }],
      'Free parking on Sundays',
    ]);
    expect(JSON.stringify(document.content![1])).toContain('{"type":"bold"}');
    for (const typed of ['·', '§', '"o', '\u00a0', 'Ignore', 'supportLists'])
      expect(JSON.stringify(document)).not.toContain(typed);
    expect([...inventory(document)].filter((name) => !KNOWN.has(name))).toEqual([]);
  });

  it('turns Word 365 numbered paragraphs into ordered lists, keeping where a list starts and its change to bullets', () => {
    const document = cleanPastedHtml(WORD_NUMBERED, extensions);
    expect(validateDocument(document)).toBeNull();
    expect(document.content?.map((node) => node.type)).toEqual([
      'orderedList',
      'paragraph',
      'orderedList',
      'bulletList',
    ]);
    expect(listShape(document.content![0]!)).toEqual([
      ['Approve the budget', { orderedList: ['Schools', 'Roads'] }],
      'Adjourn',
    ]);
    expect(document.content![0]!.attrs?.start).toBe(1);
    expect(document.content![2]).toMatchObject({ attrs: { start: 3 } });
    expect(listShape(document.content![2]!)).toEqual(['Questions']);
    expect(listShape(document.content![3]!)).toEqual(['Any other business']);
  });

  it('keeps Google Docs bold and italic from span styles, not its normal-weight wrapper', () => {
    const document = cleanPastedHtml(GOOGLE_DOCS, extensions);
    expect(validateDocument(document)).toBeNull();
    expect(document.content?.[0]?.content).toEqual([
      { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' lean', marks: [{ type: 'italic' }] },
    ]);
    expect(document.content?.[1]).toMatchObject({ type: 'heading', attrs: { level: 3 } });
  });

  it('cleans a 5 MB web page to the schema', () => {
    // A news site's page: mostly scripts, styles, drawings and comments around a few hundred paragraphs.
    const bundle = `<script>${'window.track&&track({"event":"view"});'.repeat(2_000)}</script>`;
    const styles = `<style>${'.card{padding:4px;color:red}'.repeat(1_000)}</style>`;
    const icon = `<svg viewBox="0 0 10 10">${'<path d="M0 0L10 10"/>'.repeat(100)}</svg>`;
    const section = (index: number) =>
      `${bundle}${styles}<!-- ad slot ${index} -->${icon}<div class="card" style="padding:4px">` +
      `${index % 10 === 0 ? `<h5>Part ${index}</h5>` : ''}<p><span style="font-family:Arial">Paragraph ${index} with ` +
      `<em>emphasis</em> and <a href="/story/${index}" class="x" onclick="steal()">a link</a>.</span></p></div>`;
    const parts: string[] = [];
    for (let size = 0, index = 0; size < 5_000_000; index += 1) size += parts[parts.push(section(index)) - 1]!.length;
    const page = `<html><head><title>Page</title></head><body>${parts.join('')}<script>unclosed(`;
    expect(page.length).toBeGreaterThan(5_000_000);
    expect(stripPastedHtml(page)).not.toMatch(/<script|<style|<svg|<!--|<title/);
    const document = cleanPastedHtml(page, extensions);
    expect([...inventory(document)].filter((name) => !KNOWN.has(name))).toEqual([]);
    expect(document.content?.filter((node) => node.type === 'paragraph')).toHaveLength(parts.length);
    expect(document.content?.filter((node) => node.type === 'heading').every((node) => node.attrs?.level === 3)).toBe(
      true,
    );
    expect(validateDocument(document)).toBeNull();
    expect(JSON.stringify(document)).not.toMatch(/track|color:red|ad slot|viewBox|steal|Arial/);
  });
});
