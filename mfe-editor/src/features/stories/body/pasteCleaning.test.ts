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
