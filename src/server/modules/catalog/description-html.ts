import sanitizeHtml from 'sanitize-html';

/**
 * A product description is HTML written in the back-office: only this markup is kept, on save and again when served —
 * paragraphs, line breaks, emphasis, lists, small headings and links to web or mail addresses (opened safely). Scripts,
 * styles, event handlers, `javascript:` and other URL schemes, frames and everything else are removed by sanitize-html.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'blockquote'],
  // rel and target are the ones the transform below writes
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function safeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, RULES).trim();
}
