import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

function onHashChange(change: () => void) {
  window.addEventListener('hashchange', change);
  return () => window.removeEventListener('hashchange', change);
}

/**
 * True once the element comes within `margin` of the viewport (or straight away without
 * IntersectionObserver, or when the URL points at it): below-the-fold parts load only when
 * a visitor heads for them, keeping the first load light.
 */
export function useNearViewport(ref: RefObject<Element | null>, anchor: string, margin = '600px'): boolean {
  // the first render is the same on the server (a prerendered page) as in the browser: not near
  const [seen, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  // hydrating, React takes the server's answer (false), then the location's
  const pointedAt = useSyncExternalStore(
    onHashChange,
    () => window.location.hash === `#${anchor}`,
    () => false,
  );
  // once near, always: a form being filled in stays when the URL's anchor changes
  if (pointedAt && !seen) setNear(true);
  const near = seen || pointedAt;
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
