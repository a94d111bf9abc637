import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  isRichTextUrl,
  richTextAttributesOf,
  richTextLinkAttributes,
} from '../contracts/htmlPolicy';

// The server's policy (htmlPolicy), applied again at render: drafts are saved without the server, and
// what was stored before a change of policy is rendered by the new one.
const config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  // DOMPurify's own URL rule, with the policy's schemes: a scheme of the list, or none.
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`, 'i'),
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// ALLOWED_ATTR is for every element; the policy allows attributes per element.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!richTextAttributesOf(node.nodeName).includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'href' && !isRichTextUrl(data.attrValue)) data.keepAttr = false;
});

// A link's attributes are rewritten in the policy's order, with its target and rel.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  for (const name of node.getAttributeNames()) node.removeAttribute(name);
  for (const [name, value] of Object.entries(richTextLinkAttributes(href))) node.setAttribute(name, value);
});

const useStyles = makeStyles({
  // Editors' links are plain <a> elements, which Fluent does not style: the brand's link colours (not
  // the browser's blue or visited purple), always underlined, and a ring when reached by keyboard.
  content: {
    '& a': {
      color: tokens.colorBrandForegroundLink,
      textDecorationLine: 'underline',
      borderRadius: tokens.borderRadiusSmall,
    },
    '& a:hover': { color: tokens.colorBrandForegroundLinkHover },
    '& a:active': { color: tokens.colorBrandForegroundLinkPressed },
    '& a:focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '2px',
    },
  },
});

// Shared because PatchNoteArticle, which two areas show, draws through it.

/** HTML made safe to render: the server sanitizes on save, and the client does again at render. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, config);
}

/** Renders stored rich text (FAQ answers, release notes) after sanitizing it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const styles = useStyles();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={mergeClasses(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
