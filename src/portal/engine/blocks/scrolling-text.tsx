// A line of text that scrolls round without a jump (styles.css .marquee-track): the text twice in
// a row, moved by one copy's width and round again; the copy is hidden from assistive technology.
// The speed (px/s) sets the duration from the measured width, through the CSSOM: a style
// attribute in the served markup would break the page's CSP.
import { useEffect, useRef } from 'react';

export function ScrollingText({ text, speed }: { text: string; speed: number }) {
  const track = useRef<HTMLSpanElement>(null);
  // Measured when the browser has laid the page out (a resize observer's first call), not in the
  // effect: read there, the width forced a layout of the whole page in the middle of hydrating.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      el.style.animationDuration = `${Math.max(4, el.scrollWidth / 2 / speed)}s`;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, speed]);
  return (
    <span className="marquee-window">
      <span className="marquee-track" ref={track}>
        <span className="marquee-text">{text}</span>
        <span className="marquee-text" aria-hidden="true">{text}</span>
      </span>
    </span>
  );
}
