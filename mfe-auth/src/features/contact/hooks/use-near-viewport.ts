import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (or straight away without
 * IntersectionObserver, or when the URL points at it): below-the-fold parts load only when
 * a visitor heads for them, keeping the first load light.
 */
export function useNearViewport(ref: RefObject<Element | null>, anchor: string, margin = '600px'): boolean {
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || window.location.hash === `#${anchor}`,
  );
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
