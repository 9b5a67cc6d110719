import sanitizeHtml from 'sanitize-html';

/**
 * What formatted text may keep: the structure the editor writes (paragraphs, headings, lists,
 * emphasis, quotes, code, rules, breaks) and links to web, mail and phone addresses. Everything
 * else goes: scripts and styles with their content, event handlers, `style`, images and frames,
 * and `javascript:` or `data:` links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a'],
  // `target` and `rel` are the ones the transform below sets.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens outside the app, never in its window.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/**
 * Formatted text as it is stored: cleaned on an allow-list, so whatever was pasted or sent, no
 * stored text runs code where it is shown.
 *
 * @example sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
