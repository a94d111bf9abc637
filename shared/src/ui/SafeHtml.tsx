import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links written by editors open in a new tab and never hand the opener to the target.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
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

/** HTML made safe to render: the server sanitizes on save, and the client does again at render. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/** Renders stored rich text (FAQ answers, release notes) after sanitizing it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const styles = useStyles();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={mergeClasses(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
