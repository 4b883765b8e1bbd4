import { describe, expect, it } from 'vitest';
import { hasRichTextContent, richTextToPlainText, sanitizeRichText } from './sanitize.ts';
import { isInternalUrl, isSafeUrl } from './urls.ts';

/** Nothing executable may survive: no handler attribute, no script-ish URL, no dangerous tag. */
function expectInert(html: string) {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:/);
  expect(lower).not.toMatch(
    /<(script|style|iframe|object|embed|svg|math|img|form|base|meta|link)\b/,
  );
  expect(lower).not.toMatch(/\sstyle\s*=/);
}

// Classic strings of the OWASP XSS filter-evasion cheat sheet and known DOMPurify
// mutation-XSS bypasses.
const attacks: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['body onload', '<body onload=alert(1)>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['javascript link', '<a href="javascript:alert(1)">x</a>'],
  ['tab-split javascript', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['newline-split javascript', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  [
    'entity-encoded javascript',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'hex-entity javascript without semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ['leading control character', '<a href="&#14;javascript:alert(1)">x</a>'],
  ['upper-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style tag', '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
  ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(1)">x</p>'],
  ['math mglyph mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'form mutation XSS',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ],
  ['noscript mutation XSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['svg foreignObject', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'],
  ['malformed a tag', '<a """><img src=x onerror=alert(1)>"</a>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['template content', '<template><img src=x onerror=alert(1)></template>'],
  ['xlink href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
];

describe('sanitizeRichText', () => {
  it.each(attacks)('neutralises %s', (_name, attack) => {
    const clean = sanitizeRichText(attack);
    expectInert(clean);
    // Sanitizing the output again changes nothing (no mutation on a second parse).
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('removes the link target but keeps its text for script URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">Details</a>')).toBe('<a>Details</a>');
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)">Details</a>')).toBe(
      '<a>Details</a>',
    );
  });

  it('keeps http(s), mailto, tel and relative links', () => {
    const html =
      '<p><a href="https://ridgeline.example/x">a</a> <a href="http://ridgeline.example">b</a> ' +
      '<a href="mailto:help@ridgeline.example">c</a> <a href="tel:+18005550100">d</a> ' +
      '<a href="/en-us/help/faq">e</a> <a href="#faq">f</a> <a href="?q=boots">g</a> ' +
      '<a href="help/faq">h</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops other schemes: ftp, file, sms, data', () => {
    for (const href of ['ftp://x.example/a', 'file:///etc/passwd', 'sms:+1800', 'data:,x']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps formatting, lists and headings, removes classes, ids and target', () => {
    expect(
      sanitizeRichText(
        '<h2 class="x" id="y">Title</h2><p>A <strong>bold</strong> <em>move</em>.</p><ul><li>one</li></ul><a href="/a" target="_blank" rel="opener">x</a>',
      ),
    ).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> <em>move</em>.</p><ul><li>one</li></ul><a href="/a">x</a>',
    );
  });

  it('unwraps unknown wrappers to their text', () => {
    expect(sanitizeRichText('<div><font color="red">Free shipping</font></div>')).toBe(
      'Free shipping',
    );
  });

  it('unwraps links when links are off (inside a clickable bar)', () => {
    expect(
      sanitizeRichText('Free shipping. <a href="/x"><strong>Details</strong></a>', {
        links: false,
      }),
    ).toBe('Free shipping. <strong>Details</strong>');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});

describe('rich text content', () => {
  it('reads the visible text', () => {
    expect(richTextToPlainText('<p>Free <strong>shipping</strong></p>\n<p>today</p>')).toBe(
      'Free shipping today',
    );
    expect(richTextToPlainText('<script>alert(1)</script>Hi')).toBe('Hi');
  });

  it('counts whitespace, breaks and removed content as empty', () => {
    expect(hasRichTextContent('<p> </p><br>')).toBe(false);
    expect(hasRichTextContent('<p>&nbsp;</p>')).toBe(false);
    expect(hasRichTextContent('<script>x</script>')).toBe(false);
    expect(hasRichTextContent('')).toBe(false);
    expect(hasRichTextContent('<p>Hi</p>')).toBe(true);
  });
});

describe('URL policy of targets', () => {
  it.each([
    'https://ridgeline.example',
    'http://x.example/a?b=c',
    'mailto:help@x.example',
    'tel:+18005550100',
    '/en-us/c/jackets-1001',
    '#contact-form',
    '?q=boots#modal-sign-in',
    'help/faq',
  ])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:x',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('tells internal URLs from external ones', () => {
    expect(isInternalUrl('/en-us/help')).toBe(true);
    expect(isInternalUrl('?q=x')).toBe(true);
    expect(isInternalUrl('#faq')).toBe(true);
    expect(isInternalUrl('//evil.example/x')).toBe(false);
    expect(isInternalUrl('https://x.example')).toBe(false);
    expect(isInternalUrl('mailto:a@b.c')).toBe(false);
  });
});
