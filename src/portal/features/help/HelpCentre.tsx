// /helpmc: the help centre without header; minimum height is the window height minus 124.
import { useEffect, useState } from 'react';
import { HelpSection } from './Help.tsx';

export function HelpCentreSection() {
  const [minHeight, setMinHeight] = useState(window.innerHeight - 124);
  useEffect(() => {
    const onResize = () => setMinHeight(window.innerHeight - 124);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <div className="help-centre" ref={(el) => { if (el) el.style.minHeight = `${minHeight}px`; }}>
      <HelpSection />
    </div>
  );
}
