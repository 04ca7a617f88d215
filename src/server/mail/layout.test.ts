import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail, safeUrl } from './layout.ts';

const base = {
  brandName: 'Kilau',
  heading: 'Someone is dropping a hint',
  paragraphs: ['Aisyah thinks you would love this ring.'],
  footer: 'Kilau Jewellery, 12 Jalan Bukit Bintang, 55100 Kuala Lumpur',
};

describe('the e-mail layout', () => {
  it('keeps user text as text: a note with <script> is escaped in the HTML', () => {
    const note = 'Hint hint <script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const { html, text } = renderEmail({ ...base, paragraphs: [note] });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain(note);
  });

  it('escapes the brand name, heading, action label and footer too', () => {
    const { html } = renderEmail({
      brandName: 'Kilau <b>',
      heading: 'A & B',
      paragraphs: [],
      action: { label: 'Go "now"', url: 'https://kilau.my/?a=1&b=2' },
      footer: '<i>Jalan</i>',
    });
    expect(html).toContain('Kilau &lt;b&gt;');
    expect(html).toContain('A &amp; B');
    expect(html).toContain('Go &quot;now&quot;');
    expect(html).toContain('href="https://kilau.my/?a=1&amp;b=2"');
    expect(html).toContain('&lt;i&gt;Jalan&lt;/i&gt;');
  });

  it('the text version reads on its own and contains the action URL', () => {
    const url = 'https://kilau.my/account/reset?token=abc123';
    const { text, html } = renderEmail({
      ...base,
      heading: 'Reset your password',
      paragraphs: ['Use the link below within an hour.', 'If you did not ask for it,\nignore this e-mail.'],
      action: { label: 'Choose a new password', url },
    });
    expect(text).toContain(url);
    expect(text).toContain('Choose a new password');
    expect(text).toContain('Reset your password');
    expect(text).toContain('If you did not ask for it,\nignore this e-mail.');
    expect(text).toContain(base.footer);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(html).toContain(`href="${url}"`);
    expect(html).toContain('If you did not ask for it,<br>ignore this e-mail.');
  });

  it('draws an itemised summary as a table with its total, escaped, and as aligned text lines', () => {
    const summary = {
      rows: [
        { label: 'Amara <Solitaire>', detail: '18K White Gold, ring size 12\nWith a 1.01 ct round diamond', amount: 'RM 3,200.00' },
        { label: 'Seri Bar Necklace', amount: 'RM 1,050.00' },
      ],
      total: { label: 'Total', amount: 'RM 4,250.00' },
    };
    const { html, text } = renderEmail({ ...base, summary });
    expect(html).toContain('Amara &lt;Solitaire&gt;');
    expect(html).toContain('18K White Gold, ring size 12<br>With a 1.01 ct round diamond');
    expect(html.match(/<tr><td/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/Total<\/td><td[^>]*>RM 4,250.00</);
    expect(text).toContain('Amara <Solitaire> — RM 3,200.00\n  18K White Gold, ring size 12\n  With a 1.01 ct round diamond');
    expect(text).toContain('Total: RM 4,250.00');
  });

  it('uses the brand name given, as a serif wordmark', () => {
    const { html, text } = renderEmail({ ...base, brandName: 'Permata' });
    expect(html).toMatch(/Georgia[^>]*>Permata</);
    expect(text.startsWith('PERMATA')).toBe(true);
  });

  it('refuses links that are not absolute http(s) or mailto addresses', () => {
    expect(() => renderEmail({ ...base, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow();
    expect(() => safeUrl('/relative/path')).toThrow();
    expect(safeUrl('mailto:hello@kilau.my')).toBe('mailto:hello@kilau.my');
  });

  it('escapes all five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
