import DOMPurify from 'dompurify';

/** What announcement text may hold: the editor's paragraphs, emphasis, lists and links. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'div'];
const ALLOWED_ATTR = ['href'];
// Only web and mail links; DOMPurify already drops javascript:, this also drops data: and the rest.
const SAFE_URL = /^(?:https?:|mailto:)/i;

let hooked = false;
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
    else {
      // A link in an announcement opens apart from the console and cannot reach back into it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Rich text from the server made safe to put into the page: no scripts, no styles, no event
 * handlers, no javascript: or data: links; anything else is kept as its text.
 */
export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}

/** The plain text of rich text (for a list cell or a CSV), without markup. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
