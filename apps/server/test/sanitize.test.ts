import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, textOf } from '../src/lib/sanitize';

describe('job description sanitiser (allow-list)', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h2>Role</h2><p>We <strong>build</strong> <em>things</em> <u>well</u>.<br></p><ul><li>a</li></ul><ol><li>b</li></ol><h3>x</h3><h4>y</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('maps b and i to strong and em', () => {
    expect(sanitizeHtml('<b>bold</b> <i>it</i>')).toBe('<strong>bold</strong> <em>it</em>');
  });

  it('drops scripts and styles with their content, and every attribute', () => {
    expect(sanitizeHtml('<p onclick="x()" class="c">hi<script>alert(1)</script></p><style>p{}</style>')).toBe(
      '<p>hi</p>',
    );
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text<iframe src="//evil"></iframe>')).toBe('text');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>after')).toBe('after');
  });

  it('keeps http, https and mailto links with rel=noopener, and nothing else', () => {
    expect(sanitizeHtml('<a href="https://x.org/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://x.org/a?b=1&amp;c=2" rel="noopener">x</a>',
    );
    expect(sanitizeHtml("<a href='mailto:jobs@x.org'>m</a>")).toBe(
      '<a href="mailto:jobs@x.org" rel="noopener">m</a>',
    );
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.org',
    ]) {
      expect(sanitizeHtml(`<a href="${bad}">x</a>`), bad).toBe('<a rel="noopener">x</a>');
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  it('escapes stray markup characters and balances tags', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; done')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; done');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</li>x</p>')).toBe('x');
    expect(sanitizeHtml('<p title="a>b">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok')).toBe('ok');
    expect(sanitizeHtml('<a href="https://a.org"><a href="https://b.org">b</a>')).toBe(
      '<a href="https://a.org" rel="noopener"></a><a href="https://b.org" rel="noopener">b</a>',
    );
  });

  it('textOf reads the visible words only', () => {
    expect(textOf('<p> </p><br>')).toBe('');
    expect(textOf('<p>Hi</p>')).toBe('Hi');
  });
});
