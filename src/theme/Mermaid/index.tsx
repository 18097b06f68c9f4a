import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/**
 * The theme renders a diagram as soon as the page hydrates, so a page with a diagram far below the
 * fold downloaded and ran Mermaid (several hundred kB of script and long tasks) on load. This waits
 * until the diagram is about to scroll into view (or the page is printed). The stock component
 * renders nothing on the server either, so the markup before that point is the same.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return undefined;
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    const onPrint = () => setNear(true);
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [near]);

  if (near) return <Mermaid {...props} />;
  return <div ref={marker} className="mermaid-pending" style={{ minHeight: 1 }} aria-hidden="true" />;
}
