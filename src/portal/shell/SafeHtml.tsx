// Announcement and help HTML, sanitised with DOMPurify (loaded on first use) before it reaches
// the DOM. Nothing renders until the sanitiser is ready.
import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // Links from announcements open safely in a new tab.
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return (html: string) => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
  });
  return sanitizer;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => live && setClean(sanitize(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return null;
  return <div className={className ?? 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
