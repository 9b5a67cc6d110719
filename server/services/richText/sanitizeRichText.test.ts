import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitizeRichText.js';

describe('sanitizeRichText', () => {
  it('keeps the structure the editor writes', () => {
    const html = '<h2>Cover</h2><p>Up to <strong>AED 5,000</strong>, <em>per claim</em>.</p><ul><li>Roadside</li></ul><ol><li>One</li></ol><blockquote>Quote</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts and styles with their content, event handlers and style attributes', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"><iframe src="https://x"></iframe><p>Text</p>')).toBe('<p>Text</p>');
  });

  it('keeps web, mail and phone links, opening outside, and drops javascript: and data: links', () => {
    expect(sanitizeRichText('<a href="https://example.ae">Site</a>')).toBe('<a href="https://example.ae" target="_blank" rel="noopener noreferrer">Site</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.ae">Mail</a>')).toContain('href="mailto:a@b.ae"');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('alert');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain('data:');
  });

  it('keeps text as text, escaping what would be markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});
