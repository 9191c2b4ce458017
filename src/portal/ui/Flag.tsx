// A language's flag (shared/i18n/language-flags.ts: small SVG drawings, not emoji), from what the
// portal has loaded of the language catalogue (i18n/language-art.ts). Until a flag has arrived it
// is an empty box of the same size, so nothing moves when it does; a language without a drawn
// flag gets a globe.
import './ui.css';
import { Globe } from 'lucide-react';
import { catalogueLoaded, languageArt, useLanguageArt } from '../i18n/language-art.ts';

/** Decorative by default: the language's name is always written next to it. */
export function Flag({ code, size = 20 }: { code: string; size?: number }) {
  useLanguageArt();
  const art = languageArt(code);
  if ((art && art.flag === null) || (!art && catalogueLoaded())) return <Globe aria-hidden="true" size={size} className="ui-flag ui-flag-globe" />;
  return (
    <svg
      className="ui-flag"
      width={size}
      height={Math.round((size * 3) / 4)}
      viewBox="0 0 24 18"
      aria-hidden="true"
      focusable="false"
      // Our own drawings (language-flags.ts constants), never an operator's or a visitor's text.
      dangerouslySetInnerHTML={{ __html: art?.flag ?? '' }}
    />
  );
}
