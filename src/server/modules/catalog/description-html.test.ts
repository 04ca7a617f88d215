import { describe, expect, it } from 'vitest';
import { safeDescriptionHtml } from './description-html.ts';

describe('product description HTML keeps only safe markup (issue 14)', () => {
  it('keeps paragraphs, emphasis, lists and web links', () => {
    expect(safeDescriptionHtml('<p>A <strong>four-prong</strong> setting.</p><ul><li>18K gold</li></ul>')).toBe('<p>A <strong>four-prong</strong> setting.</p><ul><li>18K gold</li></ul>');
    expect(safeDescriptionHtml('<a href="https://kilau.my/care">Care</a>')).toBe('<a href="https://kilau.my/care" rel="noopener noreferrer" target="_blank">Care</a>');
  });

  it('removes scripts, styles, event handlers, javascript: and data: URLs, frames and unknown tags', () => {
    const dirty = '<p onclick="steal()">Ring</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><iframe src="https://evil.example"></iframe><p style="color:red">Band</p>';
    const clean = safeDescriptionHtml(dirty);
    expect(clean).toBe('<p>Ring</p><a rel="noopener noreferrer" target="_blank">x</a><a rel="noopener noreferrer" target="_blank">y</a><p>Band</p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|data:|iframe|style/i);
  });
});
